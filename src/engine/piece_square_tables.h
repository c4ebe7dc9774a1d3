// Piece values and piece-square bonuses. The tables are computed from a few chess ideas
// (knights and kings in the centre in the endgame, a castled king in the middlegame, pawns
// that advance in the centre, rooks on the seventh) rather than typed in, so every number can
// be traced to the rule that produced it.
#pragma once

#include "chess/types.h"
#include "engine/score_pair.h"

namespace escaque::engine {

// Material values, indexed by PieceType (king 0: it is never traded).
inline constexpr ScorePair PIECE_VALUE[chess::PIECE_TYPE_NB] = {
    {0, 0}, {85, 110}, {330, 310}, {345, 330}, {470, 540}, {1000, 990}, {0, 0}, {0, 0}};

// A simple middlegame value for move ordering and exchange evaluation.
inline constexpr int SEE_VALUE[chess::PIECE_TYPE_NB] = {0, 100, 320, 330, 500, 950, 20000, 0};

// Material plus position of a white piece of type pt on square s. For black, look up the
// vertically mirrored square and negate.
ScorePair piece_square(chess::PieceType pt, chess::Square s);

} // namespace escaque::engine
