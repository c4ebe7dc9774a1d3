// The Zobrist key a legal move leads to, computed from the move alone when that is simple: a
// move that is not castling, en passant or a promotion, changes no castling right, and is not
// a double step an enemy pawn could take en passant. Searches that mostly meet positions they
// have already seen use it to skip playing those moves out.
#pragma once

#include "chess/position.h"

namespace escaque::chess {

// The key after m, or 0 when m is not such a simple move (play it to learn the key).
inline Key key_after_simple_move(const Position& pos, Move m) {
    if (m.type() != NORMAL) return 0;
    const Square from = m.from(), to = m.to();
    if (pos.castling_rights_lost(from, to)) return 0;
    const Piece pc = pos.moved_piece(m);
    const Color us = pos.side_to_move();
    Key k =
        pos.key() ^ zobrist::keys.side ^ zobrist::keys.psq[pc][from] ^ zobrist::keys.psq[pc][to];
    const Piece captured = pos.piece_on(to);
    if (captured != NO_PIECE)
        k ^= zobrist::keys.psq[captured][to];
    else if (type_of(pc) == PAWN && (int(to) ^ int(from)) == 16 &&
             (pawn_attacks(us, from + pawn_push(us)) & pos.pieces(~us, PAWN)))
        return 0; // the en passant right it may give is part of the key
    if (pos.en_passant_square() != SQ_NONE)
        k ^= zobrist::keys.en_passant_file[file_of(pos.en_passant_square())];
    return k;
}

} // namespace escaque::chess
