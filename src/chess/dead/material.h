// Insufficient mating material: the cases where the pieces alone, wherever they stand, can
// never give checkmate (FIDE 5.2.2 dead position, 6.9 "cannot checkmate by any series of
// legal moves"). These are the rules python-chess, chess.js and most arbiters apply.
#pragma once

#include "chess/position.h"

namespace escaque::chess {

// True when `side` can never checkmate with the material on the board, whatever the
// placement and whatever the other side does:
//   - a bare king;
//   - king and one knight against king and queens only (no pawns);
//   - king and bishops all on one square colour against a side with no pawns, no knights and
//     no bishop on the other colour.
// Stated for positions that are not already checkmate (a set-up FEN may show a double check
// by two bishops that no legal move sequence can produce).
bool has_insufficient_material(const Position& pos, Color side);

// Neither side can ever checkmate by material alone.
bool is_insufficient_material(const Position& pos);

} // namespace escaque::chess
