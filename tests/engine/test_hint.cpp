// The hint a player asks for: the best move of a short full-strength search.
#include <catch2/catch.hpp>

#include "engine/hint.h"
#include "engine_test_support.h"

using namespace escaque;

TEST_CASE("a hint finds the mate in one and nothing where there is no move", "[engine][hint]") {
    // Scholar's mate waiting: Qxf7#.
    const engine::GameLine mate_in_one(
        test::position("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"));
    const auto move = engine::suggest_move(mate_in_one);
    REQUIRE(move);
    CHECK(test::uci(*move) == "h5f7");
    // Stalemate: no move to suggest.
    const engine::GameLine stalemate(test::position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"));
    CHECK_FALSE(engine::suggest_move(stalemate));
}
