#include "engine/strength.h"

#include "chess/movegen.h"
#include "engine/builtin_engine.h"
#include "engine/static_exchange.h"
#include "engine_test_support.h"

using namespace escaque;
using namespace escaque::engine;
using namespace std::chrono_literals;

namespace {

chess::Move level_move(int level, uint64_t seed, const engine::GameLine& game) {
    auto created = BuiltinEngine::create({.level = level, .hash_megabytes = 2, .seed = seed});
    REQUIRE(created);
    auto& engine = **created;
    REQUIRE(engine.new_game());
    REQUIRE(engine.start_thinking(game, SearchLimits::fixed_time(200ms)));
    const auto answer = test::wait_for_answer(engine, 3s);
    REQUIRE(answer.kind == EngineEvent::Kind::best_move);
    return answer.move;
}

} // namespace

TEST_CASE("levels go from shallow, noisy searches to node budgets to the full clock",
          "[strength]") {
    // Three tiers: a depth cap (levels with the same cap differ in noise and choice), a node
    // budget, then a share of the time. Matches between adjacent levels measure the ladder.
    for (int level = MIN_LEVEL + 1; level <= MAX_LEVEL; ++level) {
        const auto below = strength_for_level(level - 1), here = strength_for_level(level);
        INFO("level " << level);
        if (below.max_depth > 0 && here.max_depth > 0) {
            CHECK(here.max_depth >= below.max_depth);
            if (here.max_depth == below.max_depth) {
                CHECK(here.eval_noise < below.eval_noise);
                CHECK(here.choice_margin < below.choice_margin);
                CHECK(here.oversight_percent < below.oversight_percent);
            }
        }
        if (below.max_nodes > 0 && here.max_nodes > 0) CHECK(here.max_nodes > below.max_nodes);
        if (below.max_depth == 0) CHECK(here.max_depth == 0);
        if (below.max_nodes == 0 && below.max_depth == 0) CHECK(here.max_nodes == 0);
        const auto unlimited = [](const StrengthProfile& p) {
            return p.max_depth == 0 && p.max_nodes == 0;
        };
        if (unlimited(here) && unlimited(below)) CHECK(here.time_percent > below.time_percent);
        CHECK(here.eval_noise <= 60);
    }
    const auto top = strength_for_level(MAX_LEVEL);
    CHECK(top.max_depth == 0);
    CHECK(top.max_nodes == 0);
    CHECK(top.eval_noise == 0);
    CHECK(top.choice_margin == 0);
    CHECK(top.time_percent == 100);
}

TEST_CASE("even the beginner level takes a free queen and does not leave its own en prise",
          "[strength]") {
    // A free queen to take, and a queen attacked by a pawn that must step away.
    const auto free_queen =
        test::game_from("r3k2r/ppp2ppp/2n5/3q4/8/2N5/PPP2PPP/R3K2R w KQkq - 0 12");
    const auto attacked =
        test::game_from("r3kb1r/ppp2ppp/2n2n2/3q4/2P5/2N5/PP3PPP/R1BQKB1R b KQkq - 0 8");
    for (uint64_t seed = 1; seed <= 6; ++seed) {
        INFO("seed " << seed);
        CHECK(test::uci(level_move(1, seed, free_queen)) == "c3d5");
        const chess::Move reply = level_move(1, seed, attacked);
        // The queen moves, and not to a square where it can be taken for less.
        CHECK(reply.from() == chess::SQ_D5);
        CHECK(exchange_at_least(attacked.current(), reply, 0));
    }
}

TEST_CASE("the weaker levels still play ordinary opening moves", "[strength]") {
    // Sensible: no first move that gives away material or walks the king.
    const engine::GameLine start;
    for (uint64_t seed = 1; seed <= 6; ++seed) {
        const chess::Move m = level_move(1, seed, start);
        const auto piece = chess::type_of(start.current().moved_piece(m));
        INFO(test::uci(m));
        CHECK((piece == chess::PAWN || piece == chess::KNIGHT));
    }
}
