#include "notation/move_legality.h"

namespace escaque::notation {

using namespace chess;

Bitboard attackers_after(const Position& pos, Move m) {
    const Color us = pos.side_to_move();
    const Square from = m.from();
    const Square to = m.to();
    Bitboard removed = square_bb(from) | square_bb(to);
    if (m.type() == EN_PASSANT) removed |= square_bb(to - pawn_push(us));
    const Bitboard occupied = (pos.pieces() & ~removed) | square_bb(to);
    const Square king = type_of(pos.piece_on(from)) == KING ? to : pos.king_square(us);
    // A captured piece is gone: it attacks nothing any more.
    return pos.attackers_to(king, occupied) & pos.pieces(~us) & ~removed;
}

} // namespace escaque::notation
