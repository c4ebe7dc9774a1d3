// Whether the side to move may castle on one side now, and if not, the first reason a player
// would be told (FIDE 3.8.2): no right any more, in check, a piece in between, a square the king
// crosses or lands on attacked. Works for Chess960 as for standard chess (RULES.md §6.3).
#pragma once

#include <cstdint>

#include "chess/position.h"
#include "notation/move_syntax.h"

namespace escaque::notation {

enum class CastlingObstacle : uint8_t {
    none,            // castling is legal
    no_right,        // the right is gone and the position cannot tell whether king or rook moved
    king_moved,      // the king has left its start square (it is off it now)
    rook_moved,      // the castling rook has moved (it is off its square, or the king kept the
                     // other side's right, so the king never moved)
    in_check,        // FIDE 3.8.2.2: not out of check
    piece_between,   // a piece stands on a square king or rook must cross or land on
    square_attacked, // a square the king crosses or lands on is attacked
};

struct CastlingVerdict {
    chess::Move move = chess::Move::none(); // the castling move when legal
    CastlingObstacle obstacle = CastlingObstacle::none;
    chess::Square square = chess::SQ_NONE;   // piece_between / square_attacked: which square
    chess::Square attacker = chess::SQ_NONE; // in_check / square_attacked: an attacking piece
    bool legal() const { return obstacle == CastlingObstacle::none; }
};

// Precondition: side is king_side or queen_side.
CastlingVerdict examine_castling(const chess::Position& pos, CastlingSide side);

} // namespace escaque::notation
