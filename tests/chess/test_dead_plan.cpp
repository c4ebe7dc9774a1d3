// The helpmate search's steering (mating_plan.h): which moves of the winner it treats as making
// way for the loser's king. Only order and depth depend on it, so these tests look at the
// classification itself.
#include <catch2/catch.hpp>

#include <string>

#include "chess/dead/mating_plan.h"
#include "chess/dead/mobility.h"
#include "chess/uci.h"
#include "dead_test_support.h"

using namespace escaque::chess;
using escaque::chess::testing::position;

namespace {

Variation classify(const std::string& fen, const std::string& uci, Aim aim) {
    const Position pos = position(fen);
    const MatingPlan plan(pos, analyse_mobility(pos), pos.side_to_move(), aim);
    const Move m = move_from_uci(pos, uci);
    REQUIRE(m != Move::none());
    return plan.classify(pos, m, false);
}

// White's dark bishops aim at h8 (the corner aim); Black's king on e5 gets closer to it only
// through f6, which the bishop on d8 alone guards.
const std::string walled = "K2B4/8/8/4k3/8/B7/8/6B1 w - - 0 1";

} // namespace

TEST_CASE("a lone guard stepping off the loser king's way to the mate makes way", "[dead]") {
    CHECK(classify(walled, "d8b6", Aim::corner) == Variation::make_way);
    // Still guarding f6 from e7: nothing changes for the king.
    CHECK(classify(walled, "d8e7", Aim::corner) == Variation::normal);
    // The nearest narrow square is usually close: no making way there.
    CHECK(classify(walled, "d8b6", Aim::nearest_corner) == Variation::normal);
}

TEST_CASE("stepping aside makes no way while another piece guards the square", "[dead]") {
    // The bishop on h4 guards f6 too.
    CHECK(classify("K2B4/8/8/4k3/7B/B7/8/6B1 w - - 0 1", "d8b6", Aim::corner) == Variation::normal);
}

TEST_CASE("with fewer than three pieces the winner makes no way", "[dead]") {
    // Two bishops cannot wall a king off; nearly every move of theirs frees some square.
    CHECK(classify("K2B4/8/8/4k3/8/8/8/6B1 w - - 0 1", "d8b6", Aim::corner) == Variation::normal);
}
