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

class ReachableWalk {
public:
    enum class Outcome { mate, no_mate, over_budget };

    // Precondition: the root is not itself a checkmate of the loser. `dead_ends` must be for
    // the same winner. The walk keeps its positions in memory owned by the thread, so a thread
    // runs one walk at a time.
    ReachableWalk(const Position& root, Color winner, DeadEndFilter& dead_ends);
    ~ReachableWalk();
    ReachableWalk(const ReachableWalk&) = delete;
    ReachableWalk& operator=(const ReachableWalk&) = delete;

    // Walks on from where the last call stopped until `node_limit` positions in all have been
    // generated (each counted per visit), the walk ends, or its memory is full (then every
    // later call answers over_budget at once).
    Outcome walk_to(uint64_t node_limit);

    const std::vector<Move>& witness() const { return witness_; } // after `mate`
    uint64_t nodes() const { return nodes_; }

private:
    Color winner_;
    DeadEndFilter& dead_ends_;
    uint64_t nodes_ = 0;
    size_t queued_ = 0; // the position of the current layer being expanded
    int next_move_ = 0; // its first move not yet generated
    std::vector<Move> witness_;
};

} // namespace escaque::chess
