// Helpers for game tests: a game on a manual clock, moves by UCI text.
#pragma once

#include <catch2/catch.hpp>

#include <string>
#include <variant>

#include "chess/fen.h"
#include "chess/uci.h"
#include "clock/human_time_control.h"
#include "game/game.h"
#include "support/manual_time_source.h"

namespace escaque::test {

inline chess::Position position_from(const std::string& fen) {
    auto pos = chess::parse_fen(fen);
    REQUIRE(pos);
    return *pos;
}

inline clock::TimeControl control_from(const std::string& text) {
    auto tc = clock::parse_time_control(text);
    REQUIRE(tc);
    return *tc;
}

struct GameFixture {
    ManualTimeSource time;
    game::Game game;

    explicit GameFixture(game::GameSetup setup) : game(time, std::move(setup)) {
        if (!game.over()) REQUIRE(game.start());
    }

    static game::GameSetup setup(const std::string& fen = std::string(chess::START_FEN),
                                 const std::string& tc = "", RulesEdition edition = RulesEdition::current,
                                 game::Strictness strictness = game::Strictness::casual) {
        game::GameSetup s;
        s.start = position_from(fen);
        if (!tc.empty()) s.control = control_from(tc);
        s.edition = edition;
        s.strictness = strictness;
        return s;
    }

    chess::Move move(const std::string& uci) const {
        const chess::Move m = chess::move_from_uci(game.position(), uci);
        INFO("move " << uci << " in " << chess::to_fen(game.position()));
        REQUIRE(m != chess::Move::none());
        return m;
    }

    void play(const std::string& uci, bool offer = false) {
        INFO("playing " << uci);
        REQUIRE(game.play(move(uci), offer));
    }

    void play_all(std::initializer_list<const char*> moves) {
        for (const char* m : moves) play(m);
    }

    void take_events_and_ignore() { (void)game.take_events(); }

    template <class E>
    int count_events(const std::vector<game::Event>& events) const {
        int n = 0;
        for (const auto& e : events) n += std::holds_alternative<E>(e);
        return n;
    }

    clock::Duration remaining(chess::Color c) const { return game.clock().remaining(game::side_of(c)); }
};

} // namespace escaque::test
