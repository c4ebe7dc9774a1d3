// Perft: the number of leaf nodes of the legal move tree, the move generator's contract.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "chess/position.h"

namespace escaque::chess {

// Leaves are bulk-counted (the moves of the last ply are counted, not made), as Stockfish's
// "go perft" does.
uint64_t perft(const Position& pos, int depth);

// The count below each root move, in generation order.
std::vector<std::pair<Move, uint64_t>> perft_divide(const Position& pos, int depth);

} // namespace escaque::chess
