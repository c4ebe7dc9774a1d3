// Breadth-first walk over every position reachable from a root, looking for a checkmate by one
// side. When the walk ends without finding one, no series of legal moves mates: that is the
// proof for fortresses whose few mobile pieces have only a small set of positions. Branches
// after a capture or a pawn move are cut as soon as the static analysis shows they can never
// lead to mate. The first mate found is a shortest one.
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "chess/dead/dead_end.h"
#include "chess/position.h"

namespace escaque::chess {

struct WalkMemory;

class ReachableWalk {
public:
    enum class Outcome { mate, no_mate, over_budget };

    // Preconditions: the root is not itself a checkmate of the loser, and has at most
    // PackedPosition::MAX_PIECES pieces (walkable()). `dead_ends` must be for
    // the same winner; `other_dead_ends`, if given, for the other side: a branch cut as
    // hopeless for both does not keep the walk from meeting every position that matters to
    // either (met_every_position). The walk keeps its positions in memory owned by the
    // constructing thread, so a thread constructs one walk at a time; walk_to may run on
    // another thread (one call at a time), as the search portfolio's helper does.
    ReachableWalk(const Position& root, Color winner, DeadEndFilter& dead_ends,
                  DeadEndFilter* other_dead_ends = nullptr);
    ~ReachableWalk();
    static bool walkable(const Position& root);
    ReachableWalk(const ReachableWalk&) = delete;
    ReachableWalk& operator=(const ReachableWalk&) = delete;

    // Walks on from where the last call stopped until `node_limit` positions in all have been
    // generated (each counted per visit), the walk ends, or its memory is full (then every
    // later call answers over_budget at once). With `stop`, it also stops (over_budget) soon
    // after *stop turns true.
    Outcome walk_to(uint64_t node_limit, const std::atomic<bool>* stop = nullptr);

    const std::vector<Move>& witness() const { return witness_; } // after `mate`
    uint64_t nodes() const { return nodes_; }

    // Whether the newest complete layer of positions is less than a quarter larger than the
    // layer two before it (the same side to move): the walk is running out of new positions.
    bool levelling_off() const { return levelling_off_; }

    // What the walk learned about the other side, the winner's opponent, checkmating the
    // winner: a line to the first such mate it met (empty when none), and whether it met every
    // position from which either side could still mate (it ended with no_mate and cut no
    // branch but those hopeless for both), so that meeting none proves there is none.
    const std::vector<Move>& winner_mated_line() const { return winner_mated_line_; }
    bool met_every_position() const { return ended_ && !cut_; }

private:
    WalkMemory& mem_;
    Color winner_;
    DeadEndFilter& dead_ends_;
    DeadEndFilter* other_dead_ends_;
    uint64_t nodes_ = 0;
    size_t queued_ = 0; // the position of the current layer being expanded
    int next_move_ = 0; // its first move not yet generated
    bool ended_ = false; // no position is left to expand
    bool levelling_off_ = false;
    size_t layer_before_ = 0; // the size of the layer before the one being expanded
    bool cut_ = false;   // a branch was left out that the other side might mate in
    std::vector<Move> witness_;
    std::vector<Move> winner_mated_line_;
};

} // namespace escaque::chess
