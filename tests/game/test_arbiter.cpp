#include "game/save_file.h"
#include "game_fixture.h"

using namespace escaque;
using namespace escaque::game;
using test::GameFixture;
using namespace std::chrono_literals;

namespace {
game::GameSetup recording(const std::string& tc, RulesEdition edition,
                          const std::string& fen = std::string(chess::START_FEN)) {
    auto s = GameFixture::setup(fen, tc, edition, Strictness::tournament);
    s.recording = true;
    return s;
}
} // namespace

TEST_CASE("rules profile values of both editions", "[game][profile]") {
    const auto now = RulesProfile::for_edition(RulesEdition::current);
    const auto old = RulesProfile::for_edition(RulesEdition::edition2001);
    CHECK(now.false_claim_opponent_bonus(GameClass::standard) == 2min);
    CHECK(now.false_claim_opponent_bonus(GameClass::rapid) == 1min);
    CHECK(now.false_claim_opponent_bonus(GameClass::blitz) == 1min);
    CHECK(old.false_claim_opponent_bonus(GameClass::standard) == 3min);
    CHECK(now.claimant_time_after_false_claim(7min) == 7min);
    CHECK(old.claimant_time_after_false_claim(7min) == 4min);
    CHECK(now.illegal_move_penalty(GameClass::standard, 1).opponent_bonus == 2min);
    CHECK(now.illegal_move_penalty(GameClass::standard, 2).loses);
    CHECK(now.illegal_move_penalty(GameClass::rapid, 1).opponent_bonus == 1min);
    CHECK(now.illegal_move_penalty(GameClass::blitz, 2).loses);
    CHECK(old.illegal_move_penalty(GameClass::standard, 2).opponent_bonus == 2min);
    CHECK(old.illegal_move_penalty(GameClass::standard, 3).loses);
    CHECK(old.illegal_move_penalty(GameClass::blitz, 1).loses);
    CHECK(now.automatic_fivefold_and_75());
    CHECK_FALSE(old.automatic_fivefold_and_75());
    CHECK(old.both_flags(GameClass::rapid, false) == BothFlagsRule::draw);
    CHECK(old.both_flags(GameClass::standard, false) == BothFlagsRule::play_on);
    CHECK(now.both_flags(GameClass::standard, true) == BothFlagsRule::draw);
}

TEST_CASE("recording mode: illegal moves, current edition standard", "[game][recording][penalty]") {
    GameFixture f(recording("90+30", RulesEdition::current));
    REQUIRE(f.game.record_illegal_move(chess::WHITE));
    CHECK(f.remaining(chess::BLACK) == 92min);
    CHECK_FALSE(f.game.over());
    REQUIRE(f.game.record_illegal_move(chess::WHITE));
    CHECK(f.game.result().outcome == Outcome::black_wins);
    CHECK(f.game.result().reason == Termination::illegal_moves);
}

TEST_CASE("recording mode: illegal moves, 2001 standard and blitz", "[game][recording][penalty]") {
    GameFixture f(recording("90+30", RulesEdition::edition2001));
    REQUIRE(f.game.record_illegal_move(chess::BLACK));
    REQUIRE(f.game.record_illegal_move(chess::BLACK));
    CHECK(f.remaining(chess::WHITE) == 94min);
    CHECK_FALSE(f.game.over());
    REQUIRE(f.game.record_illegal_move(chess::BLACK));
    CHECK(f.game.result().outcome == Outcome::white_wins);

    GameFixture blitz(recording("5+0", RulesEdition::edition2001));
    REQUIRE(blitz.game.record_illegal_move(chess::WHITE));
    CHECK(blitz.game.result().outcome == Outcome::black_wins);
}

TEST_CASE("recording mode without a clock: no time is given, the count still loses",
          "[game][recording][penalty]") {
    GameFixture f(recording("-", RulesEdition::current));
    REQUIRE(f.game.record_illegal_move(chess::WHITE));
    const auto events = f.game.take_events();
    REQUIRE(events.size() == 1);
    const auto* recorded = std::get_if<game::IllegalMoveRecorded>(&events[0]);
    REQUIRE(recorded);
    CHECK(recorded->penalty.opponent_bonus == clock::Duration{});
    REQUIRE(f.game.record_illegal_move(chess::WHITE));
    CHECK(f.game.result().outcome == Outcome::black_wins);
}

TEST_CASE("an illegal-move loss against a side that cannot mate is a draw", "[game][recording]") {
    GameFixture f(recording("5+0", RulesEdition::current, "4k3/8/8/8/8/8/8/4KQ2 w - - 0 1"));
    REQUIRE(f.game.record_illegal_move(chess::WHITE));
    REQUIRE(f.game.record_illegal_move(chess::WHITE));
    CHECK(f.game.result().outcome == Outcome::draw);
    CHECK(f.game.result().reason == Termination::illegal_moves_cannot_mate);
}

TEST_CASE("illegal moves are only recorded in recording mode", "[game][recording]") {
    GameFixture f(GameFixture::setup());
    const auto refused = f.game.record_illegal_move(chess::WHITE);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().reason == Refusal::not_recording);
}

TEST_CASE("retrace restores the position and that ply's clock times", "[game][retrace]") {
    GameFixture f(GameFixture::setup(std::string(chess::START_FEN), "10+5"));
    f.time.advance(3s);
    f.play("e2e4");
    f.time.advance(4s);
    f.play("e7e5");
    const auto after_two = f.game.clock().snapshot();
    f.time.advance(20s);
    f.play("g1f3");
    f.time.advance(30s);
    f.play("b8c6");
    REQUIRE(f.game.retrace(2));
    CHECK(f.game.ply_count() == 2);
    CHECK(f.remaining(chess::WHITE) == after_two.side(clock::Side::white).remaining);
    CHECK(f.remaining(chess::BLACK) == after_two.side(clock::Side::black).remaining);
    CHECK(f.game.side_to_move() == chess::WHITE);

    GameFixture keep(GameFixture::setup(std::string(chess::START_FEN), "10+5"));
    keep.play("e2e4");
    keep.time.advance(50s);
    keep.play("e7e5");
    const auto black_now = keep.remaining(chess::BLACK);
    REQUIRE(keep.game.retrace(1, true));
    CHECK(keep.remaining(chess::BLACK) == black_now);
    CHECK(keep.game.side_to_move() == chess::BLACK);
    CHECK_FALSE(keep.game.retrace(5));
}

TEST_CASE("retrace keeps the time an illegal move's penalty gave, saved or not",
          "[game][retrace][penalty]") {
    GameFixture f(recording("90+30", RulesEdition::current));
    f.time.advance(10s);
    f.play("e2e4");
    const auto after_one = f.game.clock().snapshot();
    f.time.advance(20s);
    f.play("e7e5");
    const auto after_two = f.game.clock().snapshot();
    REQUIRE(f.game.record_illegal_move(chess::WHITE)); // Black +2 min
    f.time.advance(30s);
    REQUIRE(f.game.retrace(2));
    CHECK(f.remaining(chess::WHITE) == after_two.side(clock::Side::white).remaining);
    CHECK(f.remaining(chess::BLACK) == after_two.side(clock::Side::black).remaining + 2min);
    CHECK(f.game.illegal_moves(chess::WHITE) == 1);

    // Saved and loaded, a retrace further back still gives the penalty once.
    auto saved = parse_saved_game(serialize_game(f.game, {}));
    REQUIRE(saved);
    auto loaded = load_game(f.time, *saved);
    REQUIRE(loaded);
    REQUIRE(loaded->retrace(1));
    CHECK(loaded->clock().remaining(clock::Side::black) ==
          after_one.side(clock::Side::black).remaining + 2min);
    // With keep, the clocks stay as they are, penalty included.
    const clock::Duration black_now = loaded->clock().remaining(clock::Side::black);
    REQUIRE(loaded->retrace(0, true));
    CHECK(loaded->clock().remaining(clock::Side::black) == black_now);
}

TEST_CASE("adjournment: seal, then resume with the sealed move revealed", "[game][adjournment]") {
    GameFixture f(GameFixture::setup(std::string(chess::START_FEN), "90+30"));
    f.play("e2e4");
    f.time.advance(60s);
    REQUIRE(f.game.seal(f.move("c7c5")));
    CHECK(f.game.sealed()->move_number == 1);
    CHECK(f.game.sealed()->by == chess::BLACK);
    CHECK(f.game.clock().paused());
    const auto black_time = f.remaining(chess::BLACK);
    f.time.advance(3600s); // the adjournment itself costs nobody time
    REQUIRE_FALSE(f.game.play(f.move("d7d5")));
    REQUIRE(f.game.resume_adjourned());
    CHECK(f.game.ply_count() == 2);
    CHECK(f.game.plies().back().san == "c5");
    CHECK(f.remaining(chess::BLACK) == black_time + 30s);
    CHECK(f.game.clock().running());
    CHECK(f.game.side_to_move() == chess::WHITE);
    CHECK_FALSE(f.game.seal(chess::Move(chess::SQ_E1, chess::SQ_E5)));
}

TEST_CASE("the move that completes a period's count says the next period's time came",
          "[game][clock]") {
    GameFixture f(GameFixture::setup(std::string(chess::START_FEN), "2/5,3"));
    f.play_all({"e2e4", "e7e5"});
    f.game.take_events();
    f.play("g1f3"); // White's second move: the control
    const auto events = f.game.take_events();
    REQUIRE(events.size() >= 2);
    CHECK(std::holds_alternative<MoveMade>(events[0]));
    const auto* reached = std::get_if<TimeControlReached>(&events[1]);
    REQUIRE(reached);
    CHECK(reached->side == chess::WHITE);
    CHECK(reached->added == 3min);
    f.play("b8c6");
    bool black_reached = false;
    for (const Event& e : f.game.take_events())
        if (const auto* r = std::get_if<TimeControlReached>(&e))
            black_reached = r->side == chess::BLACK;
    CHECK(black_reached);
    f.play("f1c4"); // the last period has no count: nothing more
    for (const Event& e : f.game.take_events())
        CHECK_FALSE(std::holds_alternative<TimeControlReached>(e));
}
