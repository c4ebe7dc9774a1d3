#include <catch2/catch.hpp>

#include "chess/bitboard.h"

using namespace escaque::chess;

namespace {
// Slow reference: walk the rays square by square.
Bitboard reference_slider(Square s, Bitboard occupied, bool diagonal) {
    Bitboard result = 0;
    const int dirs[2][4][2] = {{{1, 0}, {-1, 0}, {0, 1}, {0, -1}},
                               {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};
    for (const auto& d : dirs[diagonal]) {
        int f = file_of(s) + d[0], r = rank_of(s) + d[1];
        while (f >= 0 && f < 8 && r >= 0 && r < 8) {
            const Square t = make_square(File(f), Rank(r));
            result |= square_bb(t);
            if (occupied & square_bb(t)) break;
            f += d[0], r += d[1];
        }
    }
    return result;
}
} // namespace

TEST_CASE("sliding attacks match a ray walk for random occupancies", "[bitboard]") {
    uint64_t seed = 0x9E3779B97F4A7C15ULL;
    auto next = [&] { return seed = seed * 6364136223846793005ULL + 1442695040888963407ULL; };
    for (int i = 0; i < 20000; ++i) {
        const Square s = Square(next() >> 58);
        const Bitboard occupied = next() & next();
        REQUIRE(attacks_bb<ROOK>(s, occupied) == reference_slider(s, occupied, false));
        REQUIRE(attacks_bb<BISHOP>(s, occupied) == reference_slider(s, occupied, true));
    }
}

TEST_CASE("leaper tables", "[bitboard]") {
    CHECK(popcount(attacks_bb<KNIGHT>(SQ_A1, 0)) == 2);
    CHECK(popcount(attacks_bb<KNIGHT>(SQ_D4, 0)) == 8);
    CHECK(popcount(attacks_bb<KING>(SQ_H8, 0)) == 3);
    CHECK(pawn_attacks(WHITE, SQ_E4) == (square_bb(SQ_D5) | square_bb(SQ_F5)));
    CHECK(pawn_attacks(BLACK, SQ_A5) == square_bb(SQ_B4));
}

TEST_CASE("between and line", "[bitboard]") {
    CHECK(between_bb(SQ_A1, SQ_D4) == (square_bb(SQ_B2) | square_bb(SQ_C3) | square_bb(SQ_D4)));
    CHECK(between_bb(SQ_A1, SQ_B3) == square_bb(SQ_B3)); // no common line
    CHECK(aligned(SQ_A1, SQ_C3, SQ_H8));
    CHECK_FALSE(aligned(SQ_A1, SQ_C3, SQ_H7));
    CHECK(line_bb(SQ_E1, SQ_E4) == file_bb(FILE_E));
}
