#include "chess/dead/mate_along_line.h"

#include <algorithm>

namespace escaque::chess {

namespace {

// Enough for the short mates these positions usually hold; a position that needs more is
// left to the search from the root.
constexpr uint64_t QUOTA_PER_POSITION = 8'000;

} // namespace

MateAnswer mate_along_line(const Position& pos, const std::vector<Move>& line, Color side,
                           SearchBudget budget) {
    const uint64_t node_budget = budget.nodes;
    MateAnswer answer;
    Position at = pos;
    // The line's last position is the other side's mate.
    for (size_t i = 0; i + 1 < line.size() && answer.nodes < node_budget; ++i) {
        const Move m = line[i];
        const bool promotes = m.type() == PROMOTION && at.side_to_move() == side;
        const bool captures = !at.empty(m.to()) || m.type() == EN_PASSANT;
        at.do_move(m);
        if (!promotes && !captures) continue;
        budget.nodes = std::min(QUOTA_PER_POSITION, node_budget - answer.nodes);
        const MateAnswer found = can_checkmate(at, side, budget);
        answer.nodes += found.nodes;
        if (found.verdict != Verdict::yes) continue;
        answer.verdict = Verdict::yes;
        answer.witness.assign(line.begin(), line.begin() + std::ptrdiff_t(i) + 1);
        answer.witness.insert(answer.witness.end(), found.witness.begin(), found.witness.end());
        return answer;
    }
    return answer;
}

} // namespace escaque::chess
