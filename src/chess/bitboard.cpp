#include "chess/bitboard.h"

#include <cstdlib>

namespace escaque::chess {

namespace tables {
Bitboard pawn_attacks[COLOR_NB][SQUARE_NB];
Bitboard pseudo_attacks[PIECE_TYPE_NB][SQUARE_NB];
Bitboard between[SQUARE_NB][SQUARE_NB];
Bitboard line[SQUARE_NB][SQUARE_NB];
Magic rook_magics[SQUARE_NB];
Magic bishop_magics[SQUARE_NB];
} // namespace tables

namespace {

Bitboard rook_table[0x19000];  // 102,400 entries: the sum of 2^bits over all squares
Bitboard bishop_table[0x1480]; // 5,248 entries

int distance(Square a, Square b) {
    const int df = std::abs(int(file_of(a)) - int(file_of(b)));
    const int dr = std::abs(int(rank_of(a)) - int(rank_of(b)));
    return df > dr ? df : dr;
}

// The square one step from s in direction d, or SQ_NONE when the step leaves the board.
Square step(Square s, int d) {
    const int to = int(s) + d;
    if (to < 0 || to > 63 || distance(s, Square(to)) > 2) return SQ_NONE;
    return Square(to);
}

Bitboard sliding_attack(PieceType pt, Square s, Bitboard occupied) {
    static constexpr int rook_dirs[4] = {NORTH, SOUTH, EAST, WEST};
    static constexpr int bishop_dirs[4] = {NORTH_EAST, SOUTH_EAST, SOUTH_WEST, NORTH_WEST};
    Bitboard attacks = 0;
    for (int d : (pt == ROOK ? rook_dirs : bishop_dirs)) {
        Square sq = s;
        for (;;) {
            const Square next = step(sq, d);
            if (next == SQ_NONE || distance(sq, next) != 1) break;
            attacks |= square_bb(next);
            if (occupied & square_bb(next)) break;
            sq = next;
        }
    }
    return attacks;
}

// xorshift64* generator; the seeds per rank are chosen so that magics are found quickly.
class Prng {
public:
    explicit Prng(uint64_t seed) : s_(seed) {}
    uint64_t next() {
        s_ ^= s_ >> 12, s_ ^= s_ << 25, s_ ^= s_ >> 27;
        return s_ * 2685821657736338717ULL;
    }
    uint64_t sparse() { return next() & next() & next(); }

private:
    uint64_t s_;
};

void init_magics(PieceType pt, Bitboard* table, Magic magics[]) {
    static constexpr uint64_t seeds[RANK_NB] = {728, 10316, 55013, 32803, 12281, 15100, 16645, 255};
    Bitboard occupancy[4096], reference[4096];
    int epoch[4096] = {}, current = 0;
    int size = 0;

    for (Square s = SQ_A1; s <= SQ_H8; ++s) {
        const Bitboard edges =
            ((RANK_1_BB | RANK_8_BB) & ~rank_bb(s)) | ((FILE_A_BB | FILE_H_BB) & ~file_bb(s));
        Magic& m = magics[s];
        m.mask = sliding_attack(pt, s, 0) & ~edges;
        m.shift = unsigned(64 - popcount(m.mask));
        m.attacks = s == SQ_A1 ? table : magics[s - 1].attacks + size;

        // Carry-Rippler enumeration of every subset of the mask.
        Bitboard b = 0;
        size = 0;
        do {
            occupancy[size] = b;
            reference[size] = sliding_attack(pt, s, b);
#if defined(ESCAQUE_PEXT)
            m.attacks[_pext_u64(b, m.mask)] = reference[size];
#endif
            size++;
            b = (b - m.mask) & m.mask;
        } while (b);

#if !defined(ESCAQUE_PEXT)
        Prng rng(seeds[rank_of(s)]);
        for (int i = 0; i < size;) {
            for (m.magic = 0; popcount((m.magic * m.mask) >> 56) < 6;) m.magic = rng.sparse();
            for (++current, i = 0; i < size; ++i) {
                const unsigned idx = m.index(occupancy[i]);
                if (epoch[idx] < current) {
                    epoch[idx] = current;
                    m.attacks[idx] = reference[i];
                } else if (m.attacks[idx] != reference[i]) {
                    break;
                }
            }
        }
#else
        (void)seeds;
        (void)occupancy;
        (void)epoch;
        (void)current;
#endif
    }
}

void build_tables() {
    using namespace tables;
    for (Square s = SQ_A1; s <= SQ_H8; ++s) {
        tables::pawn_attacks[WHITE][s] = pawn_attacks_bb<WHITE>(square_bb(s));
        tables::pawn_attacks[BLACK][s] = pawn_attacks_bb<BLACK>(square_bb(s));
        for (int d : {-17, -15, -10, -6, 6, 10, 15, 17}) {
            const Square to = step(s, d);
            if (to != SQ_NONE) pseudo_attacks[KNIGHT][s] |= square_bb(to);
        }
        for (int d : {-9, -8, -7, -1, 1, 7, 8, 9}) {
            const Square to = step(s, d);
            if (to != SQ_NONE && distance(s, to) == 1) pseudo_attacks[KING][s] |= square_bb(to);
        }
    }

    init_magics(ROOK, rook_table, rook_magics);
    init_magics(BISHOP, bishop_table, bishop_magics);

    for (Square s1 = SQ_A1; s1 <= SQ_H8; ++s1) {
        pseudo_attacks[BISHOP][s1] = attacks_bb<BISHOP>(s1, 0);
        pseudo_attacks[ROOK][s1] = attacks_bb<ROOK>(s1, 0);
        pseudo_attacks[QUEEN][s1] = pseudo_attacks[BISHOP][s1] | pseudo_attacks[ROOK][s1];
        for (Square s2 = SQ_A1; s2 <= SQ_H8; ++s2) {
            for (PieceType pt : {BISHOP, ROOK}) {
                if (pseudo_attacks[pt][s1] & square_bb(s2)) {
                    line[s1][s2] = (attacks_bb(pt, s1, 0) & attacks_bb(pt, s2, 0)) | square_bb(s1) |
                                   square_bb(s2);
                    between[s1][s2] =
                        attacks_bb(pt, s1, square_bb(s2)) & attacks_bb(pt, s2, square_bb(s1));
                }
            }
            between[s1][s2] |= square_bb(s2);
        }
    }
}

} // namespace

void init_bitboards() {
    // A function-local static is initialised exactly once even when threads race to it.
    [[maybe_unused]] static const bool built = (build_tables(), true);
}

namespace {
struct BitboardInitialiser {
    BitboardInitialiser() { init_bitboards(); }
} bitboard_initialiser;
} // namespace

} // namespace escaque::chess
