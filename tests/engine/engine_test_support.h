// Helpers shared by the engine tests.
#pragma once

#include <catch2/catch.hpp>

#include <poll.h>

#include <chrono>
#include <string>
#include <vector>

#include "chess/fen.h"
#include "chess/uci.h"
#include "engine/opponent.h"

namespace escaque::test {

inline chess::Position position(const std::string& fen) {
    auto pos = chess::parse_fen(fen);
    REQUIRE(pos);
    return *pos;
}

inline engine::GameLine game_from(const std::string& fen,
                                  const std::vector<std::string>& moves = {}) {
    engine::GameLine game(position(fen));
    for (const auto& text : moves) REQUIRE(game.play(chess::move_from_uci(game.current(), text)));
    return game;
}

// Waits (poll on the opponent's descriptor, as the program's main loop does) for the search
// to end, and returns the final event; gives up after limit.
inline engine::EngineEvent wait_for_answer(engine::Opponent& opponent,
                                           std::chrono::milliseconds limit) {
    const auto until = std::chrono::steady_clock::now() + limit;
    while (std::chrono::steady_clock::now() < until) {
        auto wake = until;
        if (const auto d = opponent.deadline()) wake = std::min(wake, *d);
        const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                            wake - std::chrono::steady_clock::now())
                            .count();
        pollfd pfd{opponent.output_fd(), POLLIN, 0};
        poll(&pfd, 1, int(std::max<long long>(0, ms)) + 1);
        for (const auto& e : opponent.poll_events())
            if (e.kind != engine::EngineEvent::Kind::info) return e;
    }
    return engine::EngineEvent::failure(engine::EngineFailure::other,
                                        engine::EngineError("test gave up waiting"));
}

inline std::string uci(chess::Move m) {
    return chess::uci_string(m, false);
}

} // namespace escaque::test
