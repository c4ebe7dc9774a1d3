#include "chess/dead/unwinnability.h"

#include <algorithm>

#include "chess/dead/dead_end.h"
#include "chess/dead/helper_thread.h"
#include "chess/dead/mate_along_line.h"
#include "chess/dead/mate_feasibility.h"
#include "chess/dead/material.h"
#include "chess/dead/mobility.h"
#include "chess/dead/search_portfolio.h"
#include "chess/dead/search_table.h"
#include "chess/dead/witness.h"
#include "chess/movegen.h"

namespace escaque::chess {

MateAnswer can_checkmate(const Position& pos, Color side, SearchBudget budget) {
    if (!has_legal_move(pos)) {
        // Checkmate (FIDE 5.1.1) or stalemate (5.2.1): the game is over either way.
        const bool mated_other_side = pos.in_check() && pos.side_to_move() != side;
        return MateAnswer{mated_other_side ? Verdict::yes : Verdict::no, {}, 0};
    }
    if (has_insufficient_material(pos, side)) return MateAnswer{Verdict::no, {}, 0};
    const Mobility mobility = analyse_mobility(pos);
    if (!mate_conceivable(mobility, side)) return MateAnswer{Verdict::no, {}, 0};
    MateAnswer found = search_for_mate(pos, mobility, side, budget.nodes, budget.helper_thread);
    if (found.verdict == Verdict::yes)
        found.witness = shorten_mating_line(pos, std::move(found.witness));
    return found;
}

namespace {

// Black's answer, from what White's search learned of it when that settles it. Else a mating
// line of White's is a head start for Black's search (mate_along_line.h).
MateAnswer black_answer(const Position& pos, const MateAnswer& white, SearchBudget budget) {
    if (white.other_side != Verdict::unknown) {
        MateAnswer black{white.other_side, {}, 0};
        if (black.verdict == Verdict::yes)
            black.witness = shorten_mating_line(pos, white.other_witness);
        return black;
    }
    uint64_t nodes = 0;
    if (white.verdict == Verdict::yes) {
        MateAnswer found = mate_along_line(pos, white.witness, BLACK, budget);
        if (found.verdict == Verdict::yes) {
            found.witness = shorten_mating_line(pos, std::move(found.witness));
            return found;
        }
        nodes = found.nodes;
    }
    budget.nodes -= std::min(nodes, budget.nodes);
    MateAnswer black = can_checkmate(pos, BLACK, budget);
    black.nodes += nodes;
    return black;
}

} // namespace

DeadPositionAnswer analyse_dead_position(const Position& pos, SearchBudget budget) {
    DeadPositionAnswer a;
    a.white = can_checkmate(pos, WHITE, budget);
    a.black = black_answer(pos, a.white, budget);
    if (a.white.verdict == Verdict::yes || a.black.verdict == Verdict::yes)
        a.dead = Verdict::no;
    else if (a.white.verdict == Verdict::no && a.black.verdict == Verdict::no)
        a.dead = Verdict::yes;
    return a;
}

Verdict is_dead(const Position& pos, SearchBudget budget) {
    const MateAnswer white = can_checkmate(pos, WHITE, budget);
    if (white.verdict == Verdict::yes || white.other_side == Verdict::yes) return Verdict::no;
    const MateAnswer black = black_answer(pos, white, budget);
    if (black.verdict == Verdict::yes) return Verdict::no;
    return white.verdict == Verdict::no && black.verdict == Verdict::no ? Verdict::yes
                                                                        : Verdict::unknown;
}

void prefault_analysis_tables() {
    DeadEndFilter::prefault_thread_memo();
    for (int table = 0; table < THREAD_SEARCH_TABLES; ++table)
        thread_search_table(table).prefault();
    if (HelperThread* helper = HelperThread::for_this_thread()) {
        helper->start(DeadEndFilter::prefault_thread_memo);
        helper->wait();
    }
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
