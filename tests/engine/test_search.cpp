#include "engine/search.h"

#include "chess/movegen.h"
#include "engine/bench.h"
#include "engine/static_exchange.h"
#include "engine/transposition_table.h"
#include "engine_test_support.h"

using namespace escaque;
using namespace escaque::engine;

namespace {

SearchOutcome search_to_depth(const engine::GameLine& game, int depth) {
    TranspositionTable table(4);
    Searcher searcher(table);
    SearchPlan plan;
    plan.max_depth = depth;
    const std::atomic<bool> never{false};
    return searcher.run(game, plan, never);
}

SearchOutcome search_fen(const std::string& fen, int depth) {
    return search_to_depth(engine::GameLine(test::position(fen)), depth);
}

} // namespace

TEST_CASE("the search finds mates and reports them as mates", "[search]") {
    // Back-rank mate in one.
    const auto one = search_fen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", 4);
    CHECK(test::uci(one.best) == "d1d8");
    CHECK(to_uci_score(one.score) == Score::mate_in(1));
    // Mate in two by a queen sacrifice: 1. Qh6 Rxh6 2. Rg8# (checked with Stockfish).
    const auto two = search_fen("r1b2k1r/ppppq3/5N1p/4P2Q/4PP2/1B6/PP5P/n2K2R1 w - - 0 1", 6);
    CHECK(test::uci(two.best) == "h5h6");
    CHECK(to_uci_score(two.score) == Score::mate_in(2));
    // The side being mated knows it.
    const auto lost = search_fen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1", 5);
    CHECK(lost.score < 0);
}

TEST_CASE("the search takes a hanging queen and keeps its own", "[search]") {
    const auto take = search_fen("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1", 4);
    CHECK(test::uci(take.best) == "d2d5");
    // The black queen is attacked by a pawn: it must move away, not stay en prise.
    const auto flee = search_fen("4k3/8/8/3q4/4P3/8/8/4K3 b - - 0 1", 4);
    CHECK(flee.best.from() == chess::SQ_D5);
}

TEST_CASE("the search avoids stalemating when it is winning", "[search]") {
    // Qb6?? stalemates; any sensible queen move keeps the win.
    const auto r = search_fen("k7/8/2K5/8/8/8/8/1Q6 w - - 0 1", 6);
    CHECK(test::uci(r.best) != "b1b6");
    CHECK(r.score > 500);
}

TEST_CASE("repetitions and the fifty-move rule are scored as draws", "[search]") {
    // Black is a queen down, but the king move back to g8 repeats a position of the game.
    const auto game =
        test::game_from("7k/8/8/8/8/8/8/1Q5K b - - 0 1", {"h8g8", "b1c1", "g8h8", "c1b1"});
    const auto repeat = search_to_depth(game, 6);
    CHECK(test::uci(repeat.best) == "h8g8");
    CHECK(repeat.score == 0);
    const auto fresh = search_fen("7k/8/8/8/8/8/8/1Q5K b - - 0 1", 6);
    CHECK(fresh.score < -500);
    // With 99 half-moves gone, White's queen cannot win before the fifty-move rule.
    const auto fifty = search_fen("7k/8/8/8/8/8/8/1Q5K w - - 99 80", 6);
    CHECK(fifty.score == 0);
}

TEST_CASE("static exchange evaluation counts recaptures and x-rays", "[search]") {
    using chess::Move;
    const auto pos = test::position("1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1");
    const Move rxe5 = chess::move_from_uci(pos, "e1e5");
    CHECK(exchange_at_least(pos, rxe5, 100)); // a free pawn
    const auto defended =
        test::position("1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1");
    const Move nxe5 = chess::move_from_uci(defended, "d3e5");
    CHECK_FALSE(exchange_at_least(defended, nxe5, 0)); // knight for pawn after recaptures
    CHECK(exchange_at_least(defended, nxe5, -300));
}

TEST_CASE("the transposition table keeps moves, bounds and mate distances", "[search]") {
    TranspositionTable table(1);
    const chess::Key key = 0x123456789ABCDEF0ULL;
    CHECK_FALSE(table.probe(key).found);
    table.store(key, chess::Move(chess::SQ_E2, chess::SQ_E4), 37, 12, 7, Bound::exact);
    const auto hit = table.probe(key);
    REQUIRE(hit.found);
    CHECK(hit.move == chess::Move(chess::SQ_E2, chess::SQ_E4));
    CHECK(hit.score == 37);
    CHECK(hit.eval == 12);
    CHECK(hit.depth == 7);
    CHECK(hit.bound == Bound::exact);
    table.clear();
    CHECK_FALSE(table.probe(key).found);
}

TEST_CASE("a node budget and the stop flag end the search with a legal move", "[search]") {
    TranspositionTable table(4);
    Searcher searcher(table);
    const engine::GameLine game;
    SearchPlan plan;
    plan.max_nodes = 5000;
    const std::atomic<bool> never{false};
    const auto limited = searcher.run(game, plan, never);
    CHECK(limited.nodes < 7000);
    CHECK(game.current().is_legal(limited.best));

    const std::atomic<bool> stopped{true};
    const auto at_once = searcher.run(game, SearchPlan{}, stopped);
    CHECK(game.current().is_legal(at_once.best));
}

TEST_CASE("bench: the search's node-count signature", "[search][bench]") {
    for (const auto fen : bench_positions()) CHECK(chess::parse_fen(fen));
    // Changing the search or the evaluation changes this number; update it deliberately,
    // with the strength measurements that justify the change.
    const BenchResult result = run_bench(BENCH_DEPTH);
    CHECK(result.nodes == 638298);
}
