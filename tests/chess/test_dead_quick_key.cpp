// The key a move leads to, computed from the move alone (quick_key.h), against the key of the
// position the move is played into, on every move within three plies of the perft suites' trap
// positions and Chess960 castling edges.
#include <catch2/catch.hpp>

#include "chess/dead/quick_key.h"
#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/uci.h"
#include "dead_test_support.h"
#include "support/epd.h"

using namespace escaque::chess;
using escaque::chess::testing::position;
using escaque::test::read_perft_file;

namespace {

struct Tally {
    int moves = 0;
    int computed = 0; // moves with a quick key
    int pawn_pushes = 0, captures = 0;
};

void check_moves(const Position& pos, int plies, Tally& tally) {
    for (const Move m : legal_moves(pos)) {
        Position child = pos;
        child.do_move(m);
        ++tally.moves;
        if (const Key quick = key_after_simple_move(pos, m)) {
            INFO(to_fen(pos) << " " << uci_string(m, pos.chess960()));
            REQUIRE(quick == child.key());
            ++tally.computed;
            if (pos.is_capture(m))
                ++tally.captures;
            else if (type_of(pos.moved_piece(m)) == PAWN)
                ++tally.pawn_pushes;
        }
        if (plies > 1) check_moves(child, plies - 1, tally);
    }
}

Tally check_file(const std::string& file, bool chess960) {
    Tally tally;
    for (const auto& r : read_perft_file(file)) {
        const auto pos = parse_fen(r.fen, {.chess960 = chess960, .drop_impossible_castling = true});
        REQUIRE(pos);
        check_moves(*pos, 3, tally);
    }
    return tally;
}

} // namespace

TEST_CASE("a quick key is the key the move leads to, or none", "[dead]") {
    for (const auto& [file, chess960] :
         {std::pair{"perft/tricky.epd", false}, std::pair{"perft/cpw.epd", false},
          std::pair{"chess960/castling-edge.epd", true}}) {
        INFO(file);
        const Tally tally = check_file(file, chess960);
        CAPTURE(tally.moves, tally.computed, tally.pawn_pushes, tally.captures);
        CHECK(tally.moves > 10'000);
        CHECK(tally.computed > tally.moves / 2);
        CHECK(tally.pawn_pushes > 0);
        CHECK(tally.captures > 0);
    }
}

TEST_CASE("moves whose key needs the move played have no quick key", "[dead]") {
    // Castling, a move losing castling rights, en passant, a promotion.
    const Position castle = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    CHECK(key_after_simple_move(castle, Move::make<CASTLING>(SQ_E1, SQ_H1)) == 0);
    CHECK(key_after_simple_move(castle, Move(SQ_H1, SQ_H5)) == 0);
    CHECK(key_after_simple_move(castle, Move(SQ_E1, SQ_E2)) == 0);
    CHECK(key_after_simple_move(castle, Move(SQ_A1, SQ_A8)) == 0); // takes a rook with a right
    const Position ep = position("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    CHECK(key_after_simple_move(ep, Move::make<EN_PASSANT>(SQ_E5, SQ_D6)) == 0);
    const Position promote = position("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(key_after_simple_move(promote, Move::make<PROMOTION>(SQ_B7, SQ_B8, QUEEN)) == 0);
    // A double step beside an enemy pawn may give an en passant right; one elsewhere does not.
    const Position steps = position("4k3/8/8/8/3p4/8/2P1P2P/4K3 w - - 0 1");
    CHECK(key_after_simple_move(steps, Move(SQ_C2, SQ_C4)) == 0);
    CHECK(key_after_simple_move(steps, Move(SQ_E2, SQ_E4)) == 0);
    Position pushed = steps;
    pushed.do_move(Move(SQ_H2, SQ_H4));
    CHECK(key_after_simple_move(steps, Move(SQ_H2, SQ_H4)) == pushed.key());
}
