// The static analysis floods through regions it remembers: every flood must equal the plain
// step-by-step flood, whatever the starting squares (blocked ones included) and in whatever
// order the floods come, while the blocked squares stay the same or change.
#include <catch2/catch.hpp>

#include <random>

#include "chess/dead/regions.h"
#include "chess/dead/steps.h"

using namespace escaque::chess;

namespace {

// Sparse random sets: few starting squares, a board about a quarter blocked.
Bitboard random_set(std::mt19937_64& rng, int one_in) {
    Bitboard b = 0;
    for (int i = 0; i < 64; ++i)
        if (rng() % one_in == 0) b |= Bitboard(1) << i;
    return b;
}

} // namespace

TEST_CASE("a flood through remembered regions equals the step-by-step flood", "[dead]") {
    std::mt19937_64 rng(20261202);
    Regions regions;
    for (int board = 0; board < 400; ++board) {
        const Bitboard blocked = random_set(rng, 4);
        for (int flood = 0; flood < 40; ++flood) {
            const PieceType pt = PieceType(KNIGHT + rng() % 4); // knight, bishop, rook, queen
            const Bitboard from = random_set(rng, 20);
            INFO("piece type " << int(pt) << ", from " << from << ", blocked " << blocked);
            REQUIRE(regions.flood(pt, from, blocked) == step::flood(pt, from, blocked));
        }
    }
}

TEST_CASE("a region sealed off by blocked squares is not reached from outside it", "[dead]") {
    Regions regions;
    // The third rank blocked: a rook on the first two ranks never gets above them.
    const Bitboard blocked = rank_bb(RANK_3);
    const Bitboard below = rank_bb(RANK_1) | rank_bb(RANK_2);
    CHECK(regions.flood(ROOK, square_bb(SQ_A1), blocked) == below);
    CHECK(regions.flood(ROOK, square_bb(SQ_H8), blocked) == ~(below | blocked));
    // A knight jumps the wall.
    CHECK(regions.flood(KNIGHT, square_bb(SQ_B1), blocked) == ~blocked);
    // Starting on a blocked square, a flood still leaves it.
    CHECK(regions.flood(ROOK, square_bb(SQ_A3), blocked) == (~blocked | square_bb(SQ_A3)));
}
