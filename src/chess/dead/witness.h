// Tidying a helpmate line found by the search: the guided searches wander (a rewarded move
// costs no depth), so their lines can visit a position and later come back next to it. Any
// position of the line from which one legal move reaches a later position of the line is
// joined to it directly; the result is still a legal line to the same checkmate.
#pragma once

#include <vector>

#include "chess/position.h"

namespace escaque::chess {

std::vector<Move> shorten_mating_line(const Position& start, std::vector<Move> line);

// Looks for a mating line shorter than `line` (by plies, every move counted) within
// `node_budget` positions, and returns the shortest line known.
std::vector<Move> shortest_mating_line(const Position& start, Color winner,
                                       std::vector<Move> line, uint64_t node_budget);

} // namespace escaque::chess
