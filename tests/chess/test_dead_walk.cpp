// The breadth-first walk over reachable positions: its queue packs positions (castling, Chess960
// rooks and en passant must survive), and a walk resumed in slices ends exactly as one
// uninterrupted walk does.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "chess/dead/dead_end.h"
#include "chess/dead/packed_position.h"
#include "chess/dead/reachable_positions.h"
#include "chess/fen.h"
#include "chess/movegen.h"

#include "dead_test_support.h"

using namespace escaque::chess;
using escaque::chess::testing::position;

namespace {

void require_same_after_packing(const Position& pos) {
    const Position back = PackedPosition(pos).unpack(pos.key());
    INFO(to_fen(pos));
    REQUIRE(back.compute_key() == pos.key());
    // The same FEN but for the move counters, which packing drops.
    const auto without_counters = [](const Position& p) {
        const std::string fen = to_fen(p);
        return fen.substr(0, fen.rfind(' ', fen.rfind(' ') - 1));
    };
    REQUIRE(without_counters(back) == without_counters(pos));
    REQUIRE(back.castling_rights() == pos.castling_rights());
    REQUIRE(back.en_passant_square() == pos.en_passant_square());
    const MoveList a = legal_moves(pos), b = legal_moves(back);
    REQUIRE(std::vector<Move>(a.begin(), a.end()) == std::vector<Move>(b.begin(), b.end()));
}

struct WalkEnd {
    ReachableWalk::Outcome outcome;
    uint64_t nodes;
    std::vector<Move> witness;
};

// Walks to the end, or to a million positions, `slice` positions per call.
WalkEnd walk(const Position& root, Color winner, uint64_t slice) {
    DeadEndFilter dead_ends(winner);
    ReachableWalk w(root, winner, dead_ends);
    auto outcome = ReachableWalk::Outcome::over_budget;
    while (outcome == ReachableWalk::Outcome::over_budget && w.nodes() < 1'000'000)
        outcome = w.walk_to(w.nodes() + slice);
    return {outcome, w.nodes(), w.witness()};
}

} // namespace

TEST_CASE("a packed position unpacks to the same position", "[dead]") {
    const std::vector<std::pair<std::string, bool>> roots{
        {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", false},
        {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", false},
        {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", true},
    };
    for (const auto& [fen, chess960] : roots) {
        const Position root = position(fen, chess960);
        require_same_after_packing(root);
        for (const Move m : legal_moves(root)) { // castling, captures, en passant, rook moves
            Position child = root;
            child.do_move(m);
            require_same_after_packing(child);
        }
    }
}

TEST_CASE("a walk resumed one position at a time ends as an uninterrupted walk", "[dead]") {
    // A fortress (no mate: the walk runs out of positions) and a mate in two (found).
    const Position fortress = position("BBRRRK1k/PPPPPP2/7p/7P/8/8/8/7B w - - 0 1");
    const Position mate_in_two = position("7k/8/5K2/8/8/8/8/6R1 w - - 0 1");
    for (const Position& root : {fortress, mate_in_two}) {
        INFO(to_fen(root));
        const WalkEnd whole = walk(root, WHITE, 1'000'000);
        const WalkEnd sliced = walk(root, WHITE, 1);
        REQUIRE(whole.outcome != ReachableWalk::Outcome::over_budget);
        CHECK(sliced.outcome == whole.outcome);
        CHECK(sliced.nodes == whole.nodes);
        CHECK(sliced.witness == whole.witness);
    }
    CHECK(walk(fortress, WHITE, 1'000'000).outcome == ReachableWalk::Outcome::no_mate);
    const WalkEnd mate = walk(mate_in_two, WHITE, 1'000'000);
    REQUIRE(mate.outcome == ReachableWalk::Outcome::mate);
    CHECK(mate.witness.size() == 3); // the first mate found is a shortest one
    Position replay = mate_in_two;
    for (const Move m : mate.witness) {
        REQUIRE(legal_moves(replay).contains(m));
        replay.do_move(m);
    }
    CHECK(is_checkmate(replay));
}

TEST_CASE("a walk stops at its limit and goes on from there", "[dead]") {
    const Position fortress = position("BBRRRK1k/PPPPPP2/7p/7P/8/8/8/7B w - - 0 1");
    DeadEndFilter dead_ends(WHITE);
    ReachableWalk w(fortress, WHITE, dead_ends);
    CHECK(w.walk_to(10) == ReachableWalk::Outcome::over_budget);
    CHECK(w.nodes() == 10);
    CHECK(w.walk_to(10) == ReachableWalk::Outcome::over_budget);
    CHECK(w.nodes() == 10);
    CHECK(w.walk_to(1'000'000) == ReachableWalk::Outcome::no_mate);
}

TEST_CASE("a walk running out of new positions says so before it ends", "[dead]") {
    DeadEndFilter dead_ends(WHITE);
    { // the fortress's few positions are soon all met: its layers stop growing, then it ends
        ReachableWalk w(position("BBRRRK1k/PPPPPP2/7p/7P/8/8/8/7B w - - 0 1"), WHITE, dead_ends);
        CHECK_FALSE(w.levelling_off());
        bool shrank_before_the_end = false;
        auto outcome = ReachableWalk::Outcome::over_budget;
        while (outcome == ReachableWalk::Outcome::over_budget) {
            shrank_before_the_end = shrank_before_the_end || w.levelling_off();
            outcome = w.walk_to(w.nodes() + 1);
        }
        CHECK(outcome == ReachableWalk::Outcome::no_mate);
        CHECK(shrank_before_the_end);
    }
    { // a mate in two is found while the layers still grow (one walk at a time per thread)
        ReachableWalk w(position("7k/8/5K2/8/8/8/8/6R1 w - - 0 1"), WHITE, dead_ends);
        CHECK(w.walk_to(1'000'000) == ReachableWalk::Outcome::mate);
        CHECK_FALSE(w.levelling_off());
    }
}
