#include <catch2/catch.hpp>

#include "chess/chess960.h"
#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/uci.h"
#include "support/epd.h"

using namespace escaque::chess;

TEST_CASE("start positions by their standard number", "[chess960]") {
    auto back_rank = [](int n) {
        return placement_field(Position::from_setup(chess960_setup(n))).substr(35);
    };
    CHECK(back_rank(0) == "BBQNNRKR");
    CHECK(back_rank(518) == "RNBQKBNR");
    CHECK(back_rank(959) == "RKRNNQBB");
    CHECK(to_fen(Position::from_setup(chess960_setup(518))) == START_FEN);
}

TEST_CASE("all 960 numbers match the shared start position file", "[chess960]") {
    const auto records = escaque::test::read_perft_file("chess960/startpos.epd");
    REQUIRE(records.size() == 960);
    for (const auto& r : records) {
        const int number = std::stoi(r.id.substr(2));
        INFO(r.id);
        const Position pos = Position::from_setup(chess960_setup(number));
        CHECK(to_fen(pos, CastlingNotation::shredder) == r.fen);
        CHECK(chess960_number(pos) == number);
        // Every start position is legal as it stands: validation accepts it.
        CHECK_FALSE(validate_setup(chess960_setup(number)).has_value());
    }
}

TEST_CASE("Chess960 castling: king or rook that does not move, king and rook that swap",
          "[chess960][castling]") {
    // King on g1 with the rook on h1: O-O leaves the king where it is and puts the rook on f1.
    auto pos = parse_fen("4k3/8/8/8/8/8/8/6KR w H - 0 1", {.chess960 = true});
    REQUIRE(pos);
    const Move castle = Move::make<CASTLING>(SQ_G1, SQ_H1);
    REQUIRE(legal_moves(*pos).contains(castle));
    pos->do_move(castle);
    CHECK(placement_field(*pos) == "4k3/8/8/8/8/8/8/5RK1");

    // King f1, rook g1: they swap squares.
    auto swap = parse_fen("4k3/8/8/8/8/8/8/5KR1 w G - 0 1", {.chess960 = true});
    REQUIRE(swap);
    swap->do_move(Move::make<CASTLING>(SQ_F1, SQ_G1));
    CHECK(placement_field(*swap) == "4k3/8/8/8/8/8/8/5RK1");

    // Rook already on d1, king on e1: O-O-O moves only the king, to c1.
    auto rook_still = parse_fen("4k3/8/8/8/8/8/8/3RK3 w D - 0 1", {.chess960 = true});
    REQUIRE(rook_still);
    const Move long_castle = Move::make<CASTLING>(SQ_E1, SQ_D1);
    REQUIRE(legal_moves(*rook_still).contains(long_castle));
    rook_still->do_move(long_castle);
    CHECK(placement_field(*rook_still) == "4k3/8/8/8/8/8/8/2KR4");

    // King c1, castling rook b1, enemy rook a1: the rook shields c1 until it goes to d1, so
    // O-O-O (king stays on c1) would leave the king in check: refused.
    auto shielded = parse_fen("4k3/8/8/8/8/8/8/rRK5 w B - 0 1", {.chess960 = true});
    REQUIRE(shielded);
    CHECK_FALSE(legal_moves(*shielded).contains(Move::make<CASTLING>(SQ_C1, SQ_B1)));
}
