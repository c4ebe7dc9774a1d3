// The Zobrist key a legal move leads to, computed from the move alone when that is simple: a
// quiet move of a piece other than a pawn that changes no castling right. Searches that mostly
// meet positions they have already seen use it to skip playing those moves out.
#pragma once

#include "chess/position.h"

namespace escaque::chess {

// The key after m, or 0 when m is not such a simple move (play it to learn the key).
inline Key key_after_quiet_move(const Position& pos, Move m) {
    if (m.type() != NORMAL || !pos.empty(m.to())) return 0;
    const Piece pc = pos.moved_piece(m);
    const PieceType pt = type_of(pc);
    if (pt == PAWN) return 0;
    const Color us = pos.side_to_move();
    const CastlingRights ours = us == WHITE ? WHITE_CASTLING : BLACK_CASTLING;
    if (pos.can_castle(ours) &&
        (pt == KING || m.from() == pos.castling_rook_square(ours & KING_SIDE) ||
         m.from() == pos.castling_rook_square(ours & QUEEN_SIDE)))
        return 0;
    Key k = pos.key() ^ zobrist::keys.side ^ zobrist::keys.psq[pc][m.from()] ^
            zobrist::keys.psq[pc][m.to()];
    if (pos.en_passant_square() != SQ_NONE)
        k ^= zobrist::keys.en_passant_file[file_of(pos.en_passant_square())];
    return k;
}

} // namespace escaque::chess
