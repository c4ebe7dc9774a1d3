// What an engine reports while it thinks (info) and when it is done (a move, or an error).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "chess/types.h"
#include "engine/engine_error.h"

namespace escaque::engine {

// A score from the point of view of the side to move.
struct Score {
    enum class Kind : uint8_t { centipawns, mate };
    Kind kind = Kind::centipawns;
    // Centipawns, or moves to mate (negative: the side to move is being mated).
    int value = 0;

    static Score cp(int v) { return {Kind::centipawns, v}; }
    static Score mate_in(int moves) { return {Kind::mate, moves}; }
    bool is_mate() const { return kind == Kind::mate; }
    // A single number for decisions (draw offers): mates count as a very large advantage.
    int as_centipawns() const {
        if (!is_mate()) return value;
        return value > 0 ? 100000 - value : -100000 - value;
    }
    bool operator==(const Score&) const = default;
};

struct SearchInfo {
    int depth = 0;
    std::optional<Score> score;
    uint64_t nodes = 0;
    int64_t time_ms = 0;
    std::vector<chess::Move> pv; // moves checked against the position, empty when not given
};

// Why an engine failed, for the caller to choose what to say and do.
enum class EngineFailure : uint8_t {
    none,
    illegal_move, // it answered a move our rules do not allow
    crashed,      // its process ended or closed its connection
    timed_out,    // it did not answer in time
    other         // it could not start thinking (already thinking, no legal move)
};

struct EngineEvent {
    enum class Kind : uint8_t {
        info,      // progress; `info` is filled
        best_move, // the move, legal in the position the search was started on
        error      // the engine failed (crash, timeout, illegal reply); `message` says how
    };
    Kind kind = Kind::info;
    chess::Move move;
    SearchInfo info;
    std::string message; // the error's English words
    EngineError error;
    EngineFailure failure_kind = EngineFailure::none;

    static EngineEvent best(chess::Move m) {
        EngineEvent e;
        e.kind = Kind::best_move;
        e.move = m;
        return e;
    }
    static EngineEvent progress(SearchInfo i) {
        EngineEvent e;
        e.kind = Kind::info;
        e.info = std::move(i);
        return e;
    }
    static EngineEvent failure(EngineFailure why, EngineError error) {
        EngineEvent e;
        e.kind = Kind::error;
        e.failure_kind = why;
        e.message = error.message();
        e.error = std::move(error);
        return e;
    }
};

} // namespace escaque::engine
