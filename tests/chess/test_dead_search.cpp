// The helpmate search's passes: one stopped by its node limit and asked for again goes on
// where it stopped, and ends as an uninterrupted pass does.
#include <catch2/catch.hpp>

#include <string>

#include "chess/dead/dead_end.h"
#include "chess/dead/helpmate_search.h"
#include "chess/dead/mating_plan.h"
#include "chess/dead/mobility.h"
#include "chess/dead/search_table.h"
#include "chess/fen.h"
#include "chess/movegen.h"

using namespace escaque::chess;

namespace {

struct DeepeningEnd {
    HelpmateSearch::Outcome outcome;
    int depth;
    uint64_t nodes;
};

// Iterative deepening to the first pass that is not depth-limited, each pass given `slice`
// more positions at a time.
DeepeningEnd deepen(const Position& root, Color winner, uint64_t slice) {
    SearchTable table(16);
    DeadEndFilter dead_ends(winner);
    const Mobility mobility = analyse_mobility(root);
    const MatingPlan plan(root, mobility, winner, Aim::picture);
    HelpmateSearch search(root, winner, plan, table, dead_ends);
    for (int depth = 1; depth <= 20; ++depth) {
        auto outcome = HelpmateSearch::Outcome::over_budget;
        while (outcome == HelpmateSearch::Outcome::over_budget)
            outcome = search.pass(depth, search.nodes() + slice);
        if (outcome == HelpmateSearch::Outcome::mate) {
            Position replay = root;
            for (const Move m : search.witness()) {
                REQUIRE(legal_moves(replay).contains(m));
                replay.do_move(m);
            }
            REQUIRE(is_checkmate(replay));
        }
        if (outcome != HelpmateSearch::Outcome::depth_limited)
            return {outcome, depth, search.nodes()};
    }
    return {HelpmateSearch::Outcome::depth_limited, 20, search.nodes()};
}

} // namespace

TEST_CASE("a pass stopped by its node limit goes on and ends as a whole pass does", "[dead]") {
    // Two mates found after several passes, and two fortresses whose passes end without one.
    const std::pair<std::string, Color> cases[] = {
        {"8/1p4p1/1Pp3p1/k1P3p1/1pP3Pb/1P4p1/6P1/7K w - - 0 1", WHITE},
        {"k7/p1p5/P1P5/2P5/2P5/K1P5/B1P5/1B6 b - - 0 1", WHITE},
        {"1k6/1P5p/BP2Kp2/1P6/5P2/8/7P/8 w - - 0 1", BLACK},
        {"1k6/1P5p/BP3p2/1P6/8/6K1/5P1P/8 b - - 0 1", WHITE}};
    for (const auto& [fen, winner] : cases) {
        INFO(fen);
        const Position root = *parse_fen(fen);
        const DeepeningEnd whole = deepen(root, winner, 1'000'000'000);
        REQUIRE(whole.outcome != HelpmateSearch::Outcome::depth_limited);
        const DeepeningEnd sliced = deepen(root, winner, 2'000);
        CHECK(sliced.outcome == whole.outcome);
        CHECK(sliced.depth == whole.depth);
        // A resumed pass does not start again: a pass restarted with 2,000 more positions each
        // time would take several times as many.
        CHECK(sliced.nodes < whole.nodes * 3 / 2);
    }
}
