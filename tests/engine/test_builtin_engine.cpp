#include "engine/builtin_engine.h"

#include <algorithm>

#include "engine/draw_offer.h"
#include "engine/time_manager.h"
#include "engine_test_support.h"
#include "support/test_scale.h"

using namespace escaque;
using namespace escaque::engine;
using namespace std::chrono_literals;

namespace {
std::unique_ptr<BuiltinEngine> make_engine(int level = MAX_LEVEL) {
    auto engine = BuiltinEngine::create({.level = level, .hash_megabytes = 8, .seed = 7});
    REQUIRE(engine);
    return std::move(*engine);
}
} // namespace

TEST_CASE("the built-in engine answers through its descriptor within its time", "[builtin]") {
    auto engine = make_engine();
    REQUIRE(engine->new_game());
    const auto game = test::game_from(std::string(chess::START_FEN), {"e2e4", "c7c5", "g1f3"});
    const auto started = SteadyClock::now();
    REQUIRE(engine->start_thinking(game, SearchLimits::fixed_time(100ms)));
    CHECK(engine->thinking());
    CHECK_FALSE(engine->start_thinking(game, SearchLimits::fixed_time(100ms)));
    const auto answer = test::wait_for_answer(*engine, 2s);
    const auto took = SteadyClock::now() - started;
    REQUIRE(answer.kind == EngineEvent::Kind::best_move);
    CHECK(game.current().is_legal(answer.move));
    CHECK_FALSE(engine->thinking());
    // It used its time and stopped: how close to the budget it stops (the target is 10 ms) is
    // for a benchmark to print, not for a test to fail on when the machine is busy.
    CHECK(took >= 90ms);
    CHECK(took < 600ms * escaque::test::time_scale());
}

TEST_CASE("move now and cancel stop the built-in engine at once", "[builtin]") {
    auto engine = make_engine();
    const engine::GameLine game;
    SearchLimits infinite;
    infinite.infinite = true;
    REQUIRE(engine->start_thinking(game, infinite));
    CHECK_FALSE(engine->deadline().has_value());
    const auto asked = SteadyClock::now();
    engine->move_now();
    const auto answer = test::wait_for_answer(*engine, 1s);
    REQUIRE(answer.kind == EngineEvent::Kind::best_move);
    CHECK(SteadyClock::now() - asked < 500ms * escaque::test::time_scale()); // not "infinite"

    REQUIRE(engine->start_thinking(game, infinite));
    engine->cancel();
    CHECK_FALSE(engine->thinking());
    CHECK(engine->poll_events().empty());
    // The next search starts cleanly after a cancelled one.
    REQUIRE(engine->start_thinking(game, SearchLimits::fixed_depth(3)));
    CHECK(test::wait_for_answer(*engine, 2s).kind == EngineEvent::Kind::best_move);
}

TEST_CASE("the built-in engine refuses to think without a legal move", "[builtin]") {
    auto engine = make_engine();
    const auto mated = test::game_from("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    const Status s = engine->start_thinking(mated, SearchLimits::fixed_depth(2));
    CHECK_FALSE(s);
    CHECK(s.message() == "there is no legal move to play");
}

TEST_CASE("time is planned from the clock, the increment and the moves to go", "[builtin]") {
    const auto fixed = plan_time(SearchLimits::fixed_time(100ms), chess::WHITE, 0);
    REQUIRE(fixed);
    CHECK(fixed->hard <= 100ms);
    CHECK(fixed->hard >= 95ms);

    const auto sudden = plan_time(SearchLimits::clocks(60s, 60s, 0ms, 0ms), chess::WHITE, 20);
    REQUIRE(sudden);
    CHECK(sudden->soft > 500ms);
    CHECK(sudden->hard < 20s);
    CHECK(sudden->soft <= sudden->hard);

    const auto last_move = plan_time(SearchLimits::clocks(10s, 10s, 0ms, 0ms, 1), chess::BLACK, 78);
    REQUIRE(last_move);
    CHECK(last_move->hard > 5s);
    CHECK(last_move->hard < 10s);

    // Almost out of time: still a move, never past the clock.
    const auto scramble = plan_time(SearchLimits::clocks(40ms, 40ms, 0ms, 0ms), chess::WHITE, 90);
    REQUIRE(scramble);
    CHECK(scramble->hard < 40ms);
    CHECK_FALSE(plan_time(SearchLimits::fixed_depth(5), chess::WHITE, 0));
}

TEST_CASE("draw offers are answered from the evaluation and the material", "[builtin]") {
    // Worse: accept. Better: decline. Level and simplified late in the game: accept.
    const auto middlegame =
        test::position("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 20");
    CHECK(accept_draw_offer(middlegame, -150));
    CHECK_FALSE(accept_draw_offer(middlegame, 150));
    CHECK_FALSE(accept_draw_offer(middlegame, 0)); // many pieces left: play on
    const auto ending = test::position("8/5pk1/6p1/7p/P6P/6P1/5PK1/8 w - - 0 40");
    CHECK(accept_draw_offer(ending, 0));
    CHECK_FALSE(accept_draw_offer(test::position(std::string(chess::START_FEN)), 0));
    CHECK(accept_draw_offer(test::position("4k3/8/8/8/8/8/8/2B1K3 w - - 0 60"), 300));

    auto engine = make_engine();
    // The engine is Black and a rook down: it takes the draw.
    const auto lost = test::game_from("r3k3/8/8/8/8/8/8/R3K2R w - - 0 30");
    CHECK(engine->answer_draw_offer(lost, chess::BLACK).accept);
    // The engine is White and a rook up: it plays on.
    const auto answer = engine->answer_draw_offer(lost, chess::WHITE);
    CHECK_FALSE(answer.accept);
    CHECK(answer.score > 300);
}

TEST_CASE("a level's game is repeatable from its seed", "[builtin]") {
    auto play = [](uint64_t seed) {
        auto created = BuiltinEngine::create({.level = 3, .hash_megabytes = 2, .seed = seed});
        REQUIRE(created);
        auto& engine = **created;
        REQUIRE(engine.new_game());
        engine::GameLine game;
        std::string moves;
        for (int ply = 0; ply < 16; ++ply) {
            REQUIRE(engine.start_thinking(game, SearchLimits{}));
            const auto answer = test::wait_for_answer(engine, 5s);
            REQUIRE(answer.kind == EngineEvent::Kind::best_move);
            moves += test::uci(answer.move) + " ";
            REQUIRE(game.play(answer.move));
        }
        return moves;
    };
    CHECK(play(11) == play(11));
    CHECK(play(11) != play(12));
}
