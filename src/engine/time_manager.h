// How long the built-in engine thinks about one move, from the clock (time left, increment,
// moves to the next control) or a fixed time per move.
#pragma once

#include <chrono>
#include <optional>

#include "chess/types.h"
#include "engine/search_limits.h"

namespace escaque::engine {

struct TimeBudget {
    // No new iteration of the search starts after `soft`; the search is cut at `hard`.
    Milliseconds soft{0};
    Milliseconds hard{0};
};

// std::nullopt when the limits set no time (infinite, depth or nodes only).
// game_ply counts the half-moves played so far; it estimates how many moves are still to come
// when the control gives no moves-to-go.
std::optional<TimeBudget> plan_time(const SearchLimits& limits, chess::Color us, int game_ply);

} // namespace escaque::engine
