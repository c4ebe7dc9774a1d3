// SAN, long algebraic and UCI output: disambiguation, captures, promotions, castling, checks,
// Spanish letters.
#include <catch2/catch.hpp>

#include "chess/fen.h"
#include "chess/uci.h"
#include "notation/san.h"

using namespace escaque;
using namespace escaque::chess;
using namespace escaque::notation;

namespace {

Position fen(std::string_view text, bool chess960 = false) {
    auto pos = parse_fen(text, {.chess960 = chess960});
    REQUIRE(pos.has_value());
    return *pos;
}

Move uci(const Position& pos, std::string_view text) {
    const Move m = move_from_uci(pos, text);
    REQUIRE(m != Move::none());
    return m;
}

} // namespace

TEST_CASE("SAN names pieces, captures and checks", "[san]") {
    const Position start;
    CHECK(to_san(start, uci(start, "g1f3")) == "Nf3");
    CHECK(to_san(start, uci(start, "e2e4")) == "e4");
    const Position p = fen("rnbqkbnr/ppp2ppp/8/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3");
    CHECK(to_san(p, uci(p, "e4d5")) == "exd5");
    CHECK(to_san(p, uci(p, "f3e5")) == "Nxe5");
    CHECK(to_san(p, uci(p, "f1b5")) == "Bb5+");
}

TEST_CASE("SAN disambiguates by file, then rank, then square, among legal moves", "[san]") {
    const Position files = fen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    CHECK(to_san(files, uci(files, "b1d2")) == "Nbd2");
    const Position ranks = fen("4k3/8/8/8/R7/8/8/R3K3 w - - 0 1");
    CHECK(to_san(ranks, uci(ranks, "a1a3")) == "R1a3");
    const Position squares_white = fen("6k1/8/8/8/Q6Q/8/8/Q3K3 w - - 0 1");
    CHECK(to_san(squares_white, uci(squares_white, "a4d4")) == "Qa4d4");
    CHECK(to_san(squares_white, uci(squares_white, "a4b4")) == "Qab4");
    // The knight on f3 is pinned against the king on e2, so Nd2 needs no disambiguation.
    const Position pinned = fen("4k3/8/8/8/6b1/5N2/4K3/1N6 w - - 0 1");
    CHECK(to_san(pinned, uci(pinned, "b1d2")) == "Nd2");
    const Position free = fen("4k3/8/8/8/8/5N2/4K3/1N6 w - - 0 1");
    CHECK(to_san(free, uci(free, "b1d2")) == "Nbd2");
}

TEST_CASE("SAN writes promotions, en passant and castling", "[san]") {
    const Position promo = fen("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(to_san(promo, uci(promo, "e7d8q")) == "exd8=Q+");
    CHECK(to_san(promo, uci(promo, "e7e8n")) == "e8=N");
    CHECK(to_san(promo, uci(promo, "e7d8q"), SanStyle{.promotion_sign = false}) == "exd8Q+");
    const Position ep = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    CHECK(to_san(ep, uci(ep, "e5d6")) == "exd6");
    const Position castle = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    CHECK(to_san(castle, uci(castle, "e1g1")) == "O-O");
    CHECK(to_san(castle, uci(castle, "e1c1")) == "O-O-O");
    const Position c960 = fen("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1", true);
    CHECK(to_san(c960, uci(c960, "e1g1")) == "O-O");
    CHECK(to_san(c960, uci(c960, "e1b1")) == "O-O-O");
}

TEST_CASE("SAN marks mate with #", "[san]") {
    const Position p = fen("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
    CHECK(to_san(p, uci(p, "d8h4")) == "Qh4#");
}

TEST_CASE("Spanish letters: R D T A C", "[san][spanish]") {
    const Position p = fen("r3k3/8/8/8/8/3Q4/1B6/R3K1N1 w Q - 0 1");
    CHECK(to_san(p, uci(p, "g1f3"), PieceLetters::spanish) == "Cf3");
    CHECK(to_san(p, uci(p, "b2e5"), PieceLetters::spanish) == "Ae5");
    CHECK(to_san(p, uci(p, "a1a8"), PieceLetters::spanish) == "Txa8+");
    CHECK(to_san(p, uci(p, "d3d7"), PieceLetters::spanish) == "Dd7+");
    CHECK(to_san(p, uci(p, "e1f2"), PieceLetters::spanish) == "Rf2");
    CHECK(to_san(p, uci(p, "e1c1"), PieceLetters::spanish) == "O-O-O");
    const Position promo = fen("7k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(to_san(promo, uci(promo, "e7e8q"), PieceLetters::spanish) == "e8=D+");
    CHECK(to_san(promo, uci(promo, "e7e8q"),
                 SanStyle{.letters = PieceLetters::spanish, .promotion_sign = false}) == "e8D+");
}

TEST_CASE("Long algebraic and UCI output", "[san]") {
    const Position start;
    CHECK(to_long_algebraic(start, uci(start, "g1f3")) == "Ng1-f3");
    CHECK(to_long_algebraic(start, uci(start, "e2e4")) == "e2-e4");
    CHECK(to_long_algebraic(start, uci(start, "g1f3"), PieceLetters::spanish) == "Cg1-f3");
    const Position promo = fen("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(to_long_algebraic(promo, uci(promo, "e7d8q")) == "e7xd8=Q+");
    CHECK(to_uci(start, uci(start, "g1f3")) == "g1f3");
    const Position castle = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    CHECK(to_long_algebraic(castle, uci(castle, "e1g1")) == "O-O");
    CHECK(to_uci(castle, uci(castle, "e1g1")) == "e1g1");
    CHECK(to_san(start, Move::none()) == "--");
}
