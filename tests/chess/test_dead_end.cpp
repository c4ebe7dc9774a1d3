// The dead-end filter of the searches: which moves it looks at, and that what it remembers
// answers for the very position it was worked out for.
#include <catch2/catch.hpp>

#include <array>
#include <string>
#include <thread>

#include "chess/dead/dead_end.h"
#include "chess/dead/mate_feasibility.h"
#include "chess/movegen.h"
#include "chess/uci.h"

#include "dead_test_support.h"

using namespace escaque::chess;
using escaque::chess::testing::position;

namespace {

Move legal(const Position& pos, const std::string& uci) {
    const Move m = move_from_uci(pos, uci);
    INFO(uci);
    REQUIRE(legal_moves(pos).contains(m));
    return m;
}

Position after(const Position& pos, Move m) {
    Position child = pos;
    child.do_move(m);
    return child;
}

// On a thread of its own, whose memo of answers starts empty; assertions stay on the test's.
template <typename F>
void on_fresh_thread(F f) {
    std::thread t(f);
    t.join();
}

} // namespace

TEST_CASE("the dead-end memo keeps a placement's answers apart by the side to move", "[dead]") {
    // One placement, reached twice: by Black's Bxb4 with White to move, by White's Kxh4 with
    // Black to move. With White to move the analysis finds no mate Black could give; with
    // Black to move it does not rule one out. An answer remembered for the first position must
    // not be taken for the second.
    const Position black_takes = position("8/8/7p/5p1P/1N3p1K/5Pp1/6P1/4b1k1 b - - 0 1");
    const Position white_takes = position("8/8/7p/5pKP/1b3p1n/5Pp1/6P1/6k1 w - - 0 1");
    const Move bxb4 = legal(black_takes, "e1b4");
    const Move kxh4 = legal(white_takes, "g5h4");
    const Position white_to_move = after(black_takes, bxb4);
    const Position black_to_move = after(white_takes, kxh4);
    REQUIRE(black_to_move.pieces() == white_to_move.pieces());
    REQUIRE(statically_unwinnable(white_to_move, BLACK));
    REQUIRE_FALSE(statically_unwinnable(black_to_move, BLACK));

    std::array<bool, 4> hopeless{};
    on_fresh_thread([&] {
        DeadEndFilter filter(BLACK);
        // Asked twice each: the second answers come from the memo.
        for (int i = 0; i < 4; i += 2) {
            hopeless[i] = filter.hopeless(black_takes, bxb4, white_to_move, true);
            hopeless[i + 1] = filter.hopeless(white_takes, kxh4, black_to_move, true);
        }
    });
    CHECK(hopeless == std::array{true, false, true, false});
}

TEST_CASE("the dead-end filter looks at captures, promotions when asked, and no other move",
          "[dead]") {
    // A capture that leaves White a lone bishop: insufficient material. Taking the queen
    // instead leaves a bishop against a knight, which may still mate.
    const Position capture = position("4k3/8/8/8/8/2b5/3B4/4K3 w - - 0 1");
    const Position queen_taken = position("4k3/8/8/8/8/2q5/3B4/4K2n w - - 0 1");
    const Move bxb = legal(capture, "d2c3");
    const Move bxq = legal(queen_taken, "d2c3");
    // Black's pawn becomes a bishop: the analysis then rules out any mate by White.
    const Position promotion = position("k7/PpB5/1P6/8/8/8/5p2/7K b - - 1 1");
    const Move f1b = legal(promotion, "f2f1b");
    REQUIRE(statically_unwinnable(after(promotion, f1b), WHITE));
    // A push that locks the last pawns closes the position for good, but the filter does not
    // look at pushes: on the shared set the analysis after them cost far more time than the
    // positions it spared.
    const Position locking = position("k7/8/8/p1p1p1p1/2P1P1P1/P7/8/K7 w - - 0 1");
    const Move a4 = legal(locking, "a3a4");
    REQUIRE(statically_unwinnable(after(locking, a4), WHITE));

    std::array<bool, 6> hopeless{};
    on_fresh_thread([&] {
        DeadEndFilter white(WHITE);
        hopeless[0] = white.hopeless(capture, bxb, after(capture, bxb), false);
        hopeless[1] = white.hopeless(queen_taken, bxq, after(queen_taken, bxq), false);
        hopeless[2] = white.hopeless(promotion, f1b, after(promotion, f1b), false);
        hopeless[3] = white.hopeless(promotion, f1b, after(promotion, f1b), true);
        hopeless[4] = white.hopeless(locking, a4, after(locking, a4), true);
        hopeless[5] = white.hopeless(locking, a4, after(locking, a4), false);
    });
    CHECK(hopeless == std::array{true, false, false, true, false, false});
}
