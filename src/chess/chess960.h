// The 960 start positions of Chess960 by their standard (Scharnagl) number 0–959.
#pragma once

#include <optional>

#include "chess/position.h"

namespace escaque::chess {

// Precondition: 0 <= number <= 959. Number 518 is the standard start position; its setup has
// chess960 == false, every other number true.
Setup chess960_setup(int number);

// The number of a start position, when the position is one (pawns, pieces and full castling
// rights as at the start of the game); std::nullopt otherwise.
std::optional<int> chess960_number(const Position& pos);

} // namespace escaque::chess
