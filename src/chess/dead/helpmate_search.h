// Depth-first helpmate search: both sides play for a checkmate of the loser by the winner.
// Iterative deepening over a ply budget; moves that bring the position closer to the mating
// plan cost no budget and are tried first, moves away from it cost more (MatingPlan). Every
// legal move is still searched, so a pass that never runs out of plies proves there is no
// mate at all. Positions met again in a pass with no more budget than before are skipped.
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "chess/dead/dead_end.h"
#include "chess/dead/mating_plan.h"
#include "chess/dead/search_table.h"
#include "chess/position.h"

namespace escaque::chess {

class HelpmateSearch {
public:
    enum class Outcome { mate, no_mate, depth_limited, over_budget };

    HelpmateSearch(const Position& root, Color winner, const MatingPlan& plan, SearchTable& table,
                   DeadEndFilter& dead_ends);

    // One pass with `depth` plies of budget, stopping once `node_limit` positions in total
    // (over all passes) have been searched. A pass stopped that way and asked for again with
    // the same depth goes on where it stopped: the positions it finished are not searched
    // again.
    Outcome pass(int depth, uint64_t node_limit);

    // Every move costs one ply: passes then find the shortest mates first (the plan still
    // orders the moves).
    void count_every_ply(bool on) { plain_ = on; }

    // Passes also stop (over_budget) soon after *stop turns true: another thread answered.
    void stop_when(const std::atomic<bool>* stop) { stop_ = stop; }

    const std::vector<Move>& witness() const { return witness_; }
    uint64_t nodes() const { return nodes_; }

    // The longest line a pass follows; lines reaching it count as cut short.
    static constexpr int MAX_PLY = 400;

private:
    bool search(const Position& pos, int depth, bool after_progress);
    int cost(Variation v, bool after_progress) const;
    bool loser_is_mated(const Position& pos) const;
    bool stop_requested();

    const Position& root_;
    Color winner_;
    const MatingPlan& plan_;
    SearchTable& table_;
    DeadEndFilter& dead_ends_;
    uint64_t nodes_ = 0;
    uint64_t node_limit_ = 0;
    const std::atomic<bool>* stop_ = nullptr;
    uint64_t next_stop_check_ = 0; // the node count at which *stop_ is read next
    bool plain_ = false;
    bool cut_ = false;      // some line was cut by the ply budget
    bool stopped_ = false;  // the node limit was reached
    int stopped_depth_ = 0; // the depth of the pass the node limit stopped, 0 when none
    uint32_t pass_number_ = 0;
    int ply_ = 0;
    Move line_[MAX_PLY];
    std::vector<Move> witness_;
};

} // namespace escaque::chess
