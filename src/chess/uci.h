// Moves as UCI text (e2e4, e7e8q). Castling is e1g1 in standard chess and "king takes own
// rook" (e1h1) in Chess960, as UCI_Chess960 engines expect.
#pragma once

#include <string>

#include "chess/position.h"

namespace escaque::chess {

std::string uci_string(Move m, bool chess960);

// The move of pos written as text, or Move::none() when the text names no legal move.
Move move_from_uci(const Position& pos, std::string_view text);

} // namespace escaque::chess
