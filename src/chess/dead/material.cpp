#include "chess/dead/material.h"

namespace escaque::chess {

namespace {

// A lone knight gives check from a square n a knight's jump from the king k. The two squares
// next to both k and n (always on the board) must each be held by a defender or covered by
// the attacker's king; one king cannot cover both without standing next to k. A defending
// queen on either square takes the knight, so against queens alone no knight mate exists.
bool lone_knight_cannot_mate(const Position& pos, Color side) {
    const Color them = ~side;
    return pos.count(side, KNIGHT) == 1 && !pos.pieces(them, PAWN) &&
           !(pos.pieces(them) & ~pos.pieces(KING) & ~pos.pieces(QUEEN));
}

// Bishops of one colour C check along a diagonal through the king k and its diagonal
// neighbour d. The two squares next to both k and d are of the other colour: no bishop covers
// them and the attacker's king cannot cover both (only k and d touch both). So one holds a
// defending piece; without pawns, knights or bishops of that colour it is a rook or a queen,
// which takes a bishop on d or steps to d in between. A pin cannot stop it (it stands beside
// its king on a rank or file) and a second checker cannot exist: a bishop in front of another
// one on the same diagonal would already give check, so no move uncovers a double check.
bool one_coloured_bishops_cannot_mate(const Position& pos, Color side) {
    const Color them = ~side;
    const Bitboard bishops = pos.pieces(side, BISHOP);
    const Bitboard colour = (bishops & DARK_SQUARES) ? DARK_SQUARES : ~DARK_SQUARES;
    if (bishops & ~colour) return false;
    return !pos.pieces(them, PAWN) && !pos.pieces(them, KNIGHT) &&
           !(pos.pieces(them, BISHOP) & ~colour);
}

} // namespace

bool has_insufficient_material(const Position& pos, Color side) {
    const Bitboard army = pos.pieces(side) & ~pos.pieces(KING);
    if (!army) return true; // a king never gives check
    if (pos.pieces(side, PAWN) || pos.pieces(side, ROOK) || pos.pieces(side, QUEEN)) return false;
    if (army == pos.pieces(side, KNIGHT)) return lone_knight_cannot_mate(pos, side);
    if (army == pos.pieces(side, BISHOP)) return one_coloured_bishops_cannot_mate(pos, side);
    return false; // knights and bishops together
}

bool is_insufficient_material(const Position& pos) {
    return has_insufficient_material(pos, WHITE) && has_insufficient_material(pos, BLACK);
}

} // namespace escaque::chess
