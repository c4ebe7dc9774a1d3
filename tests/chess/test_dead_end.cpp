// The dead-end filter of the searches: what it remembers answers for the very position it was
// worked out for.
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
