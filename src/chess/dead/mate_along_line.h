// A head start for the second side's question. When one side's mating line is known, the
// positions along it are often far more open than the root: pawns traded, kings walked through,
// the other side's pawns promoted (the loser of a helpmate often promotes only to give the piece
// away). A short search for the other side's mate from those positions finds, in most such
// games, the mate its own search from the root would take hundreds of thousands of positions to
// reach. Any mate found is sound: the line to the position is legal, and so is the rest.
#pragma once

#include <vector>

#include "chess/dead/unwinnability.h"
#include "chess/position.h"

namespace escaque::chess {

// Looks for a mate by `side` from the positions on `line` (legal moves from pos) that follow a
// promotion by `side` or a capture, a few thousand positions each and `budget.nodes` in all,
// with the helper thread only when `budget` allows it. Returns yes with the whole line from
// pos, or unknown; both with the positions searched.
MateAnswer mate_along_line(const Position& pos, const std::vector<Move>& line, Color side,
                           SearchBudget budget);

} // namespace escaque::chess
