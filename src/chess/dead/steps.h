// Set-wise piece steps: every square one move of a piece type away from any square of a set.
// A slider's ride is a chain of single steps through squares it may cross, so the squares a
// slider can ever reach are the flood of its steps, and the squares it attacks from them are
// one more step. This lets the static analysis work on whole regions with a few shifts.
#pragma once

#include "chess/bitboard.h"

namespace escaque::chess::step {

inline Bitboard king(Bitboard b) {
    const Bitboard sideways = shift<EAST>(b) | shift<WEST>(b);
    const Bitboard row = b | sideways;
    return sideways | shift<NORTH>(row) | shift<SOUTH>(row);
}

inline Bitboard knight(Bitboard b) {
    constexpr Bitboard FILE_AB = FILE_A_BB | (FILE_A_BB << 1);
    constexpr Bitboard FILE_GH = FILE_H_BB | (FILE_H_BB >> 1);
    const Bitboard l1 = (b >> 1) & ~FILE_H_BB;
    const Bitboard l2 = (b >> 2) & ~FILE_GH;
    const Bitboard r1 = (b << 1) & ~FILE_A_BB;
    const Bitboard r2 = (b << 2) & ~FILE_AB;
    const Bitboard h1 = l1 | r1;
    const Bitboard h2 = l2 | r2;
    return (h1 << 16) | (h1 >> 16) | (h2 << 8) | (h2 >> 8);
}

inline Bitboard diagonal(Bitboard b) {
    return shift<NORTH_EAST>(b) | shift<NORTH_WEST>(b) | shift<SOUTH_EAST>(b) |
           shift<SOUTH_WEST>(b);
}

inline Bitboard straight(Bitboard b) {
    return shift<NORTH>(b) | shift<SOUTH>(b) | shift<EAST>(b) | shift<WEST>(b);
}

// Not for pawns, whose steps depend on colour and captures.
inline Bitboard of(PieceType pt, Bitboard b) {
    switch (pt) {
    case KNIGHT:
        return knight(b);
    case BISHOP:
        return diagonal(b);
    case ROOK:
        return straight(b);
    default: // queen, king
        return king(b);
    }
}

// Every square reachable from `from` by steps of type pt that never enter `blocked`.
inline Bitboard flood(PieceType pt, Bitboard from, Bitboard blocked) {
    Bitboard reach = from;
    Bitboard frontier = from;
    while (frontier) {
        frontier = of(pt, frontier) & ~blocked & ~reach;
        reach |= frontier;
    }
    return reach;
}

inline Bitboard pawn_push(Color c, Bitboard b) {
    return c == WHITE ? shift<NORTH>(b) : shift<SOUTH>(b);
}

inline Bitboard pawn_attacks(Color c, Bitboard b) {
    return c == WHITE ? pawn_attacks_bb<WHITE>(b) : pawn_attacks_bb<BLACK>(b);
}

} // namespace escaque::chess::step
