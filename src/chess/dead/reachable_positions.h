// Breadth-first walk over every position reachable from a root, looking for a checkmate by one
// side. When the walk ends without finding one, no series of legal moves mates: that is the
// proof for fortresses whose few mobile pieces have only a small set of positions. Branches
// after a capture or a pawn move are cut as soon as the static analysis shows they can never
// lead to mate. The first mate found is a shortest one.
#pragma once

#include <cstdint>
#include <vector>

#include "chess/dead/dead_end.h"
#include "chess/position.h"

namespace escaque::chess {

struct ReachableWalk {
    enum class Outcome { mate, no_mate, over_budget };
    Outcome outcome = Outcome::over_budget;
    std::vector<Move> witness; // for `mate`: the moves from the root to the checkmate
    uint64_t nodes = 0;        // positions generated (each counted per visit)
};

// Precondition: the root is not itself a checkmate of the loser. At most `node_budget`
// positions are generated. `dead_ends` must be for the same winner.
ReachableWalk walk_reachable_positions(const Position& root, Color winner, uint64_t node_budget,
                                       DeadEndFilter& dead_ends);

} // namespace escaque::chess
