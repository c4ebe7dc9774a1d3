// The helper thread of the dead-position analysis: it runs jobs in turn and hands back what
// they throw; a walk started on one thread goes on correctly on another; a stop request ends
// the walk and the helpmate search; and racing the walk against the aimed searches on two
// threads answers as one thread does.
#include <catch2/catch.hpp>

#include <atomic>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "chess/dead/dead_end.h"
#include "chess/dead/helper_thread.h"
#include "chess/dead/helpmate_search.h"
#include "chess/dead/mating_plan.h"
#include "chess/dead/mobility.h"
#include "chess/dead/reachable_positions.h"
#include "chess/dead/search_table.h"
#include "chess/dead/unwinnability.h"
#include "chess/fen.h"
#include "chess/movegen.h"

#include "dead_test_support.h"

using namespace escaque::chess;
using escaque::chess::testing::position;

namespace {

void require_mating_line(Position pos, Color side, const std::vector<Move>& line) {
    for (const Move m : line) {
        REQUIRE(legal_moves(pos).contains(m));
        pos.do_move(m);
    }
    REQUIRE(is_checkmate(pos));
    REQUIRE(pos.side_to_move() == ~side);
}

} // namespace

TEST_CASE("the helper thread runs jobs in turn and hands back what they throw", "[dead]") {
    HelperThread* helper = HelperThread::for_this_thread();
    REQUIRE(helper != nullptr);
    CHECK(HelperThread::for_this_thread() == helper);

    std::vector<int> done;
    for (int i = 0; i < 100; ++i) {
        if (i % 10 == 0) helper->wake_up();
        helper->start([&done, i] { done.push_back(i); });
        helper->wait();
    }
    REQUIRE(done.size() == 100);
    for (int i = 0; i < 100; ++i) CHECK(done[size_t(i)] == i);

    helper->start([] { throw std::runtime_error("from the helper"); });
    CHECK_THROWS_WITH(helper->wait(), "from the helper");
    helper->start([&done] { done.push_back(100); }); // still serving after a throw
    helper->wait();
    CHECK(done.back() == 100);

    // After sleeping (it spins for a few milliseconds only), the helper still takes jobs.
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    helper->start([&done] { done.push_back(101); });
    helper->wait();
    CHECK(done.back() == 101);

    HelperThread* other = nullptr;
    std::thread([&other] { other = HelperThread::for_this_thread(); }).join();
    CHECK(other != nullptr);
    CHECK(other != helper);
}

TEST_CASE("a walk started on one thread goes on on another as on its own", "[dead]") {
    // Pawn endings whose walks run to hundreds of thousands of positions: a mate found, and
    // no mate (every reachable position met).
    for (const std::string fen : {"8/1p1p1p1p/1P6/KP6/PP6/8/3P1P1P/k7 w - - 0 1",
                                  "k7/p1p1p3/8/8/8/P1P1P1p1/6Pp/7K w - - 0 1"}) {
        INFO(fen);
        const Position root = position(fen);
        DeadEndFilter dead_ends(WHITE);
        auto outcome = ReachableWalk::Outcome::over_budget;
        uint64_t nodes = 0;
        std::vector<Move> witness;
        { // a thread's walks take turns: its memory holds one
            ReachableWalk alone(root, WHITE, dead_ends);
            outcome = alone.walk_to(50'000'000);
            nodes = alone.nodes();
            witness = alone.witness();
        }
        REQUIRE(outcome != ReachableWalk::Outcome::over_budget);
        INFO(nodes);

        // In slices, by turns on the helper and here.
        ReachableWalk shared(root, WHITE, dead_ends);
        auto handed = ReachableWalk::Outcome::over_budget;
        HelperThread& helper = *HelperThread::for_this_thread();
        while (handed == ReachableWalk::Outcome::over_budget && shared.nodes() < 50'000'000) {
            const uint64_t limit = shared.nodes() + 20'000;
            helper.start([&] { handed = shared.walk_to(limit); });
            helper.wait();
            if (handed == ReachableWalk::Outcome::over_budget)
                handed = shared.walk_to(limit + 20'000);
        }
        CHECK(handed == outcome);
        CHECK(shared.nodes() == nodes);
        CHECK(shared.witness() == witness);
    }
}

TEST_CASE("a stop request ends the walk and the helpmate search soon", "[dead]") {
    const Position root = position("8/1p1p1p1p/1P6/KP6/PP6/8/3P1P1P/k7 w - - 0 1");
    const std::atomic<bool> stop{true};
    DeadEndFilter dead_ends(WHITE);
    ReachableWalk walk(root, WHITE, dead_ends);
    CHECK(walk.walk_to(1'000'000, &stop) == ReachableWalk::Outcome::over_budget);
    CHECK(walk.nodes() == 0);

    const MatingPlan plan(root, analyse_mobility(root), WHITE, Aim::nearest_corner);
    HelpmateSearch search(root, WHITE, plan, thread_search_table(), dead_ends);
    search.stop_when(&stop);
    CHECK(search.pass(HelpmateSearch::MAX_PLY, 1'000'000) == HelpmateSearch::Outcome::over_budget);
    CHECK(search.nodes() <= 256);
}

TEST_CASE("racing the walk on a second thread answers as one thread does", "[dead]") {
    // Past the first round: fortresses the walk proves, and mates and proofs the aimed
    // searches find while the walk runs beside them. Labels: which sides can mate.
    const std::vector<std::pair<std::string, std::string>> cases{
        {"--", "k7/p1p1p3/8/8/8/P1P1P1p1/6Pp/7K w - - 0 1"},
        {"--", "6k1/p3p1P1/6PB/p5P1/2p5/P3P3/2PK4/8 w - - 0 1"},
        {"--", "1k6/1P5p/BP6/1P1p1p2/8/8/3P1PKP/8 b - - 0 1"},
        {"W-", "3k4/4b3/3b4/p1pBp1p1/P1PbP1P1/8/8/1B1K4 b - - 0 1"},
        {"W-", "1k6/1P1p1p1p/BP6/1P1P3p/5P2/8/6KP/8 b - - 0 1"},
        {"-B", "8/8/2k5/8/1p1p1p1p/1PbP1P1P/6B1/5B1K w - - 0 1"},
        {"-B", "5k2/p1p5/8/8/4p3/6p1/P1P1P1Pp/7K w - - 0 1"},
        {"WB", "1k6/1P1p1p1p/BP6/1P5p/8/8/3P1PKP/8 w - - 0 1"},
        {"WB", "8/p1p1p3/6p1/6P1/6PK/6PP/P1P1P3/k7 w - - 0 1"},
        {"WB", "7k/8/8/8/8/4p1p1/4PpPb/1B3BbK w - - 0 1"},
    };
    for (const auto& [label, fen] : cases) {
        INFO(label << " " << fen);
        const Position pos = position(fen);
        const DeadPositionAnswer alone = analyse_dead_position(pos, {.helper_thread = false});
        const DeadPositionAnswer raced = analyse_dead_position(pos, {.helper_thread = true});
        for (const auto& [side, mark] : {std::pair{WHITE, label[0]}, {BLACK, label[1]}}) {
            const MateAnswer& a = side == WHITE ? alone.white : alone.black;
            const MateAnswer& r = side == WHITE ? raced.white : raced.black;
            const Verdict expected = mark == '-' ? Verdict::no : Verdict::yes;
            CHECK(a.verdict == expected);
            CHECK(r.verdict == expected);
            if (r.verdict == Verdict::yes) require_mating_line(pos, side, r.witness);
        }
        CHECK(raced.dead == alone.dead);
    }
}
