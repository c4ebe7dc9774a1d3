#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/uci.h"

using namespace escaque::chess;

namespace {
Position fen(const std::string& text, bool chess960 = false) {
    auto pos = parse_fen(text, {.chess960 = chess960});
    REQUIRE(pos);
    return *pos;
}

std::set<std::string> uci_moves(const Position& pos) {
    std::set<std::string> out;
    for (const Move m : legal_moves(pos)) out.insert(uci_string(m, pos.chess960()));
    return out;
}
} // namespace

TEST_CASE("twenty moves from the start", "[movegen]") {
    const Position pos;
    CHECK(legal_moves(pos).size() == 20);
    CHECK(count_legal_moves(pos) == 20);
}

TEST_CASE("a pinned piece moves only along the pin", "[movegen]") {
    // The rook on e4 is pinned by the rook on e8: it may move on the e-file only.
    const auto moves = uci_moves(fen("4r2k/8/8/8/4R3/8/8/4K3 w - - 0 1"));
    CHECK(moves.count("e4e8"));
    CHECK(moves.count("e4e5"));
    CHECK_FALSE(moves.count("e4d4"));
    // A pinned knight cannot move at all.
    const auto knight = uci_moves(fen("4r2k/8/8/8/4N3/8/8/4K3 w - - 0 1"));
    CHECK(
        std::none_of(knight.begin(), knight.end(), [](auto& m) { return m.rfind("e4", 0) == 0; }));
}

TEST_CASE("check: capture the checker, block, or step away, double check: king only", "[movegen]") {
    // The rook on e2 checks; it is too close to block, so: take it or step aside.
    const auto single = uci_moves(fen("4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1"));
    CHECK(single == std::set<std::string>{"e1d1", "e1e2", "e1f1"});
    // A rook further away can be blocked or taken.
    const auto block = uci_moves(fen("4k3/4r3/8/8/8/8/8/R3K2R w - - 0 1"));
    CHECK(block.count("h1e1") == 0);
    CHECK(block.count("a1a2") == 0);
    CHECK(legal_moves(fen("4k3/4r3/8/8/8/8/3B4/4K3 w - - 0 1")).contains(Move(SQ_D2, SQ_E3)));
    // Knight and rook both give check: only king moves.
    const auto dbl = fen("4k3/8/8/8/8/3n4/8/r3K3 w - - 0 1");
    REQUIRE(popcount(dbl.checkers()) == 2);
    for (const Move m : legal_moves(dbl)) CHECK(m.from() == SQ_E1);
}

TEST_CASE("en passant that would uncover a check along the rank is refused", "[movegen]") {
    const auto pos = fen("8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1");
    CHECK_FALSE(uci_moves(pos).count("e4d3"));
    // Without the queen the capture is legal.
    CHECK(uci_moves(fen("8/8/8/8/k2Pp3/8/8/3K4 b - d3 0 1")).count("e4d3"));
}

TEST_CASE("castling out of, through or into attack is refused", "[movegen][castling]") {
    const std::string free = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    CHECK(uci_moves(fen(free)).count("e1g1"));
    CHECK(uci_moves(fen(free)).count("e1c1"));
    CHECK_FALSE(uci_moves(fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")).count("e1h1"));
    // Out of check.
    CHECK_FALSE(uci_moves(fen("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1")).count("e1g1"));
    // Through f1.
    CHECK_FALSE(uci_moves(fen("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1")).count("e1g1"));
    // Into g1.
    CHECK_FALSE(uci_moves(fen("r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1")).count("e1g1"));
    // b1 attacked does not stop O-O-O: the king does not cross it (the rook may).
    CHECK(uci_moves(fen("r3k2r/8/8/8/8/8/1r6/R3K2R w KQkq - 0 1")).count("e1c1"));
    // A piece between king and rook.
    CHECK_FALSE(uci_moves(fen("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1")).count("e1c1"));
}

TEST_CASE("promotions to all four pieces", "[movegen]") {
    const auto moves = uci_moves(fen("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1"));
    for (const char* m : {"e7e8q", "e7e8r", "e7e8b", "e7e8n", "e7d8q", "e7d8r", "e7d8b", "e7d8n"})
        CHECK(moves.count(m));
}

TEST_CASE("checkmate and stalemate", "[movegen]") {
    CHECK(is_checkmate(fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")));
    CHECK(is_stalemate(fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")));
    CHECK_FALSE(is_checkmate(Position()));
}

TEST_CASE("is_legal accepts exactly the generated moves", "[movegen]") {
    const auto pos = fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    const auto legal = legal_moves(pos);
    int accepted = 0;
    for (int raw = 0; raw < 65536; ++raw) {
        const Move m{uint16_t(raw)};
        if (pos.is_legal(m)) {
            ++accepted;
            CHECK(legal.contains(m));
        }
    }
    CHECK(accepted == legal.size());
}

TEST_CASE("moves from UCI text", "[movegen][uci]") {
    const Position start;
    CHECK(move_from_uci(start, "g1f3") == Move(SQ_G1, SQ_F3));
    CHECK(move_from_uci(start, "e2e5") == Move::none());
    const auto castle = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    CHECK(move_from_uci(castle, "e1g1") == Move::make<CASTLING>(SQ_E1, SQ_H1));
    CHECK(uci_string(Move::make<CASTLING>(SQ_E1, SQ_H1), true) == "e1h1");
}
