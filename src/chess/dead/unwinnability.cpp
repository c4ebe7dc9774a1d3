#include "chess/dead/unwinnability.h"

#include <algorithm>

#include "chess/dead/helpmate_search.h"
#include "chess/dead/mate_feasibility.h"
#include "chess/dead/material.h"
#include "chess/dead/mating_plan.h"
#include "chess/dead/mobility.h"
#include "chess/dead/reachable_positions.h"
#include "chess/movegen.h"

namespace escaque::chess {

namespace {

// Stages of the search, as shares of the budget.
constexpr int QUICK_MAX_DEPTH = 8;
constexpr uint64_t QUICK_NODES = 20'000;
constexpr uint64_t WALK_NODES = 200'000;

MateAnswer answer(Verdict v, uint64_t nodes, std::vector<Move> witness = {}) {
    return MateAnswer{v, std::move(witness), nodes};
}

} // namespace

MateAnswer can_checkmate(const Position& pos, Color side, SearchBudget budget) {
    if (!has_legal_move(pos)) {
        // Checkmate (FIDE 5.1.1) or stalemate (5.2.1): the game is over either way.
        const bool mated_other_side = pos.in_check() && pos.side_to_move() != side;
        return answer(mated_other_side ? Verdict::yes : Verdict::no, 0);
    }
    if (has_insufficient_material(pos, side)) return answer(Verdict::no, 0);
    const Mobility mobility = analyse_mobility(pos);
    if (!mate_conceivable(mobility, side)) return answer(Verdict::no, 0);

    const MatingPlan plan(pos, mobility, side, Aim::picture);
    SearchTable& table = thread_search_table();
    HelpmateSearch search(pos, side, plan, table);
    uint64_t used = 0;

    // A short search finds the mates of open positions.
    const uint64_t quick_limit = std::min(QUICK_NODES, budget.nodes);
    for (int depth = 1; depth <= QUICK_MAX_DEPTH; ++depth) {
        const auto outcome = search.pass(depth, quick_limit);
        if (outcome == HelpmateSearch::Outcome::mate)
            return answer(Verdict::yes, search.nodes(), search.witness());
        if (outcome == HelpmateSearch::Outcome::no_mate) return answer(Verdict::no, search.nodes());
        if (outcome == HelpmateSearch::Outcome::over_budget) break;
    }
    used = search.nodes();

    // Few reachable positions: visit them all.
    if (used < budget.nodes) {
        const auto walk =
            walk_reachable_positions(pos, side, std::min(WALK_NODES, budget.nodes - used));
        used += walk.nodes;
        if (walk.outcome == ReachableWalk::Outcome::mate)
            return answer(Verdict::yes, used, walk.witness);
        if (walk.outcome == ReachableWalk::Outcome::no_mate) return answer(Verdict::no, used);
    }

    // A long guided search, deepening until the budget is spent. The search counts its
    // nodes over all its passes; the walk's are added apart.
    const uint64_t walked = used - search.nodes();
    if (budget.nodes > used) {
        const uint64_t limit = budget.nodes - walked;
        for (int depth = QUICK_MAX_DEPTH + 1; depth <= HelpmateSearch::MAX_PLY; ++depth) {
            const auto outcome = search.pass(depth, limit);
            if (outcome == HelpmateSearch::Outcome::mate)
                return answer(Verdict::yes, walked + search.nodes(), search.witness());
            if (outcome == HelpmateSearch::Outcome::no_mate)
                return answer(Verdict::no, walked + search.nodes());
            if (outcome == HelpmateSearch::Outcome::over_budget) break;
        }
    }
    return answer(Verdict::unknown, walked + search.nodes());
}

DeadPositionAnswer analyse_dead_position(const Position& pos, SearchBudget budget) {
    DeadPositionAnswer a;
    a.white = can_checkmate(pos, WHITE, budget);
    a.black = can_checkmate(pos, BLACK, budget);
    if (a.white.verdict == Verdict::yes || a.black.verdict == Verdict::yes)
        a.dead = Verdict::no;
    else if (a.white.verdict == Verdict::no && a.black.verdict == Verdict::no)
        a.dead = Verdict::yes;
    return a;
}

Verdict is_dead(const Position& pos, SearchBudget budget) {
    const MateAnswer white = can_checkmate(pos, WHITE, budget);
    if (white.verdict == Verdict::yes) return Verdict::no;
    const MateAnswer black = can_checkmate(pos, BLACK, budget);
    if (black.verdict == Verdict::yes) return Verdict::no;
    return white.verdict == Verdict::no && black.verdict == Verdict::no ? Verdict::yes
                                                                        : Verdict::unknown;
}

const char* to_string(Verdict v) {
    switch (v) {
    case Verdict::yes:
        return "yes";
    case Verdict::no:
        return "no";
    default:
        return "unknown";
    }
}

} // namespace escaque::chess
