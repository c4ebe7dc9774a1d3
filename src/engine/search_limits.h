// What an engine is given to think with: the clocks (as UCI "go wtime btime winc binc
// movestogo" carries them), a fixed time for the move, or a depth or node budget.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>

#include "chess/types.h"

namespace escaque::engine {

using Milliseconds = std::chrono::milliseconds;
using SteadyClock = std::chrono::steady_clock;

struct SearchLimits {
    // A fixed time for this move; when set, the clocks are ignored.
    std::optional<Milliseconds> move_time;
    // The time left on each clock and the increment per move, indexed by colour.
    std::optional<Milliseconds> time_left[chess::COLOR_NB];
    Milliseconds increment[chess::COLOR_NB]{};
    int moves_to_go = 0; // moves until the next time control; 0 = the rest of the game
    // With the clocks: at most this long for the move, whatever they would allow (a weak level
    // answers quickly). UCI "movetime" beside "wtime"; the engine stops at whichever comes first.
    std::optional<Milliseconds> most_time;
    int depth = 0;       // 0 = no limit
    uint64_t nodes = 0;  // 0 = no limit
    // Think until stopped (analysis). Takes precedence over everything above.
    bool infinite = false;

    static SearchLimits fixed_time(Milliseconds t) {
        SearchLimits l;
        l.move_time = t;
        return l;
    }
    static SearchLimits fixed_depth(int d) {
        SearchLimits l;
        l.depth = d;
        return l;
    }
    static SearchLimits clocks(Milliseconds white, Milliseconds black, Milliseconds white_inc,
                               Milliseconds black_inc, int moves_to_go = 0) {
        SearchLimits l;
        l.time_left[chess::WHITE] = white;
        l.time_left[chess::BLACK] = black;
        l.increment[chess::WHITE] = white_inc;
        l.increment[chess::BLACK] = black_inc;
        l.moves_to_go = moves_to_go;
        return l;
    }
    bool has_clock() const {
        return time_left[chess::WHITE].has_value() || time_left[chess::BLACK].has_value();
    }
};

} // namespace escaque::engine
