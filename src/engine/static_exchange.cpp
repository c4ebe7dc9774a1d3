#include "engine/static_exchange.h"

#include "engine/piece_square_tables.h"

namespace escaque::engine {

using namespace chess;

bool exchange_at_least(const Position& pos, Move m, int threshold) {
    if (m.type() != NORMAL) return 0 >= threshold;
    const Square from = m.from(), to = m.to();

    // swap is what the side to move is ahead if the opponent stops now, minus threshold.
    int swap = SEE_VALUE[type_of(pos.piece_on(to))] - threshold;
    if (swap < 0) return false;
    swap = SEE_VALUE[type_of(pos.piece_on(from))] - swap;
    if (swap <= 0) return true;

    Bitboard occupied = pos.pieces() ^ square_bb(from) ^ square_bb(to);
    Color side = color_of(pos.piece_on(from));
    Bitboard attackers = pos.attackers_to(to, occupied);
    const Bitboard diagonal = pos.pieces(BISHOP, QUEEN), straight = pos.pieces(ROOK, QUEEN);
    int result = 1;

    for (;;) {
        side = ~side;
        attackers &= occupied;
        const Bitboard ours = attackers & pos.pieces(side);
        if (!ours) break;
        result ^= 1;

        PieceType pt = PAWN;
        while (!(ours & pos.pieces(pt))) ++pt;
        if (pt == KING) // the king may only take last: capturing into an attack is illegal
            return (attackers & pos.pieces(~side)) ? result ^ 1 : result;

        swap = SEE_VALUE[pt] - swap;
        if (swap < result) break;
        occupied ^= square_bb(lsb(ours & pos.pieces(pt)));
        // Removing the piece may uncover a slider behind it (an x-ray attacker).
        if (pt == PAWN || pt == BISHOP || pt == QUEEN)
            attackers |= attacks_bb<BISHOP>(to, occupied) & diagonal;
        if (pt == ROOK || pt == QUEEN) attackers |= attacks_bb<ROOK>(to, occupied) & straight;
    }
    return bool(result);
}

} // namespace escaque::engine
