// Bitboards: one bit per square (bit 0 = a1, bit 63 = h8), attack tables and helpers.
#pragma once

#include <bit>
#include <cassert>
#include <cstdint>

#include "chess/types.h"

#if defined(ESCAQUE_PEXT)
#include <immintrin.h>
#endif

namespace escaque::chess {

using Bitboard = uint64_t;

constexpr Bitboard FILE_A_BB = 0x0101010101010101ULL;
constexpr Bitboard FILE_H_BB = FILE_A_BB << 7;
constexpr Bitboard RANK_1_BB = 0xFFULL;
constexpr Bitboard RANK_8_BB = RANK_1_BB << 56;
constexpr Bitboard DARK_SQUARES = 0xAA55AA55AA55AA55ULL;

constexpr Bitboard square_bb(Square s) {
    return Bitboard(1) << s;
}
constexpr Bitboard file_bb(File f) {
    return FILE_A_BB << f;
}
constexpr Bitboard file_bb(Square s) {
    return file_bb(file_of(s));
}
constexpr Bitboard rank_bb(Rank r) {
    return RANK_1_BB << (8 * r);
}
constexpr Bitboard rank_bb(Square s) {
    return rank_bb(rank_of(s));
}

inline int popcount(Bitboard b) {
    return std::popcount(b);
}
inline Square lsb(Bitboard b) {
    assert(b);
    return Square(std::countr_zero(b));
}
inline Square msb(Bitboard b) {
    assert(b);
    return Square(63 - std::countl_zero(b));
}
inline Square pop_lsb(Bitboard& b) {
    const Square s = lsb(b);
    b &= b - 1;
    return s;
}
constexpr bool more_than_one(Bitboard b) {
    return b & (b - 1);
}

template <Direction D>
constexpr Bitboard shift(Bitboard b) {
    if constexpr (D == NORTH) return b << 8;
    if constexpr (D == SOUTH) return b >> 8;
    if constexpr (D == NORTH + NORTH) return b << 16;
    if constexpr (D == SOUTH + SOUTH) return b >> 16;
    if constexpr (D == EAST) return (b & ~FILE_H_BB) << 1;
    if constexpr (D == WEST) return (b & ~FILE_A_BB) >> 1;
    if constexpr (D == NORTH_EAST) return (b & ~FILE_H_BB) << 9;
    if constexpr (D == NORTH_WEST) return (b & ~FILE_A_BB) << 7;
    if constexpr (D == SOUTH_EAST) return (b & ~FILE_H_BB) >> 7;
    if constexpr (D == SOUTH_WEST) return (b & ~FILE_A_BB) >> 9;
    return 0;
}

template <Color C>
constexpr Bitboard pawn_attacks_bb(Bitboard pawns) {
    return C == WHITE ? shift<NORTH_WEST>(pawns) | shift<NORTH_EAST>(pawns)
                      : shift<SOUTH_WEST>(pawns) | shift<SOUTH_EAST>(pawns);
}

// Sliding-piece attacks through fancy magic bitboards (or PEXT where ESCAQUE_PEXT is set).
struct Magic {
    Bitboard mask;
    Bitboard magic;
    Bitboard* attacks;
    unsigned shift;

    unsigned index(Bitboard occupied) const {
#if defined(ESCAQUE_PEXT)
        return unsigned(_pext_u64(occupied, mask));
#else
        return unsigned(((occupied & mask) * magic) >> shift);
#endif
    }
};

namespace tables {
extern Bitboard pawn_attacks[COLOR_NB][SQUARE_NB];
extern Bitboard pseudo_attacks[PIECE_TYPE_NB][SQUARE_NB];
extern Bitboard between[SQUARE_NB][SQUARE_NB]; // squares strictly between, plus the second square
extern Bitboard line[SQUARE_NB][SQUARE_NB];    // the whole line through both squares, or 0
extern Magic rook_magics[SQUARE_NB];
extern Magic bishop_magics[SQUARE_NB];
} // namespace tables

// Builds the attack tables once; later calls, from any thread, return at once. Called from a
// static initializer in bitboard.cpp and safe to call from code that runs before it.
void init_bitboards();

inline Bitboard pawn_attacks(Color c, Square s) {
    return tables::pawn_attacks[c][s];
}

// Squares from s1 towards s2, excluding s1 and including s2. For squares on no common line: s2.
inline Bitboard between_bb(Square s1, Square s2) {
    return tables::between[s1][s2];
}
inline Bitboard line_bb(Square s1, Square s2) {
    return tables::line[s1][s2];
}
inline bool aligned(Square s1, Square s2, Square s3) {
    return line_bb(s1, s2) & square_bb(s3);
}

// The squares a piece of type pt on s attacks on an empty board (pawns excluded).
inline Bitboard pseudo_attacks_bb(PieceType pt, Square s) {
    return tables::pseudo_attacks[pt][s];
}

template <PieceType Pt>
inline Bitboard attacks_bb(Square s, Bitboard occupied) {
    static_assert(Pt != PAWN);
    if constexpr (Pt == BISHOP) {
        const Magic& m = tables::bishop_magics[s];
        return m.attacks[m.index(occupied)];
    } else if constexpr (Pt == ROOK) {
        const Magic& m = tables::rook_magics[s];
        return m.attacks[m.index(occupied)];
    } else if constexpr (Pt == QUEEN) {
        return attacks_bb<BISHOP>(s, occupied) | attacks_bb<ROOK>(s, occupied);
    } else {
        return tables::pseudo_attacks[Pt][s];
    }
}

inline Bitboard attacks_bb(PieceType pt, Square s, Bitboard occupied) {
    switch (pt) {
    case BISHOP:
        return attacks_bb<BISHOP>(s, occupied);
    case ROOK:
        return attacks_bb<ROOK>(s, occupied);
    case QUEEN:
        return attacks_bb<QUEEN>(s, occupied);
    default:
        return tables::pseudo_attacks[pt][s];
    }
}

// The squares a piece of type pt and colour c on s attacks, pawns included.
inline Bitboard attacks_bb(PieceType pt, Color c, Square s, Bitboard occupied) {
    return pt == PAWN ? pawn_attacks(c, s) : attacks_bb(pt, s, occupied);
}

} // namespace escaque::chess
