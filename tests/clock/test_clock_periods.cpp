#include "clock_game.h"

using namespace std::chrono_literals;
using namespace escaque::clock;
using escaque::test::ClockGame;

namespace {

constexpr Side white = Side::white;
constexpr Side black = Side::black;

// 2 moves in 60 s, then 30 s for the rest of the game, 1 s increment from move 1: the shape of
// 40/90,30+30 at a size a test can walk through.
TimeControl two_periods() {
    return *TimeControl::make({Period{60s, 2, TimingMethod::fischer, 1s, 0},
                               Period{30s, 0, TimingMethod::fischer, 1s, 0}});
}

} // namespace

TEST_CASE("the next period is added exactly when its move count is completed", "[clock][periods]") {
    ClockGame game(two_periods());
    game.clock.start();
    ControlStatus status = game.clock.control_status(white);
    CHECK(status.period_index == 0);
    CHECK(status.moves_to_control == 2);

    PressResult first = game.move_after(10s);
    CHECK_FALSE(first.control_reached);
    CHECK(first.moves_made == 1);
    CHECK(game.clock.remaining(white) == 51s);
    CHECK(game.clock.control_status(white).moves_to_control == 1);
    game.move_after(1s);

    PressResult second = game.move_after(10s);
    CHECK(second.control_reached);
    // Saved time carries over: 51 - 10 + 1 left, plus the next period's 30 s.
    CHECK(game.clock.remaining(white) == 42s + 30s);
    status = game.clock.control_status(white);
    CHECK(status.period_index == 1);
    CHECK_FALSE(status.moves_to_control);
    // Black's moves are counted apart: one made, one to go.
    CHECK(game.clock.control_status(black).moves_to_control == 1);
}

TEST_CASE("a flag one millisecond before the control loses, a press then is in time",
          "[clock][periods]") {
    const TimeControl control = *TimeControl::make(
        {Period{60s, 2, TimingMethod::sudden_death, {}, 0}, Period{30s, 0, {}, {}, 0}});

    SECTION("pressed 1 ms before the flag: in time, the period is added") {
        ClockGame game(control);
        game.clock.start();
        game.move_after(20s);
        game.move_after(1s);
        PressResult result = game.move_after(40s - 1ms);
        CHECK_FALSE(result.late);
        CHECK(result.control_reached);
        CHECK_FALSE(game.clock.flag_fallen(white));
        CHECK(game.clock.remaining(white) == 30s + 1ms);
    }
    SECTION("the flag falls first: the press is late and the flag stays") {
        ClockGame game(control);
        game.clock.start();
        game.move_after(20s);
        game.move_after(1s);
        game.time.advance(40s - 1ms);
        CHECK_FALSE(game.clock.flag_fallen(white));
        game.time.advance(1ms);
        CHECK(game.clock.flag_fallen(white));
        const auto fell_at = game.clock.flag_fell_at(white);
        PressResult result = game.move_after(1ms);
        CHECK(result.late);
        CHECK(game.clock.flag_fallen(white));
        CHECK(game.clock.flag_fell_at(white) == fell_at);
        CHECK(game.clock.remaining(white) == 30s); // zero, then the next period's time
    }
}

TEST_CASE("a last period with a move count repeats", "[clock][periods]") {
    ClockGame game(*TimeControl::make({Period{60s, 2, TimingMethod::sudden_death, {}, 0}}));
    game.clock.start();
    for (int move = 1; move <= 6; ++move) {
        const PressResult result = game.move_after(10s);
        CHECK(result.control_reached == (move % 2 == 0));
        game.move_after(0s);
    }
    CHECK(game.clock.remaining(white) == 60s - 60s + 3 * 60s);
    CHECK(game.clock.control_status(white).period_index == 0);
    CHECK(game.clock.control_status(white).moves_to_control == 2);
}

TEST_CASE("a period may change the method", "[clock][periods]") {
    ClockGame game(*TimeControl::make({Period{60s, 1, TimingMethod::fischer, 5s, 0},
                                       Period{30s, 0, TimingMethod::simple_delay, 5s, 0}}));
    game.clock.start();
    game.move_after(10s); // period 1 increment, then period 2 begins
    CHECK(game.clock.remaining(white) == 55s + 30s);
    game.move_after(0s);
    game.move_after(7s); // period 2 delay
    CHECK(game.clock.remaining(white) == 55s + 30s - 2s);
}

TEST_CASE("byo-yomi after main periods starts its periods when entered", "[clock][periods]") {
    ClockGame game(*TimeControl::make({Period{60s, 1, TimingMethod::sudden_death, {}, 0},
                                       Period{0s, 0, TimingMethod::byo_yomi, 10s, 2}}));
    game.clock.start();
    CHECK_FALSE(game.clock.overtime(white).in_overtime);
    game.move_after(60s - 1ms);
    const OvertimeStatus status = game.clock.overtime(white);
    CHECK(status.in_overtime == false); // 1 ms of main time left
    CHECK(status.periods_left == 2);
    game.move_after(0s);
    game.time.advance(1ms + 15s);
    CHECK(game.clock.overtime(white).periods_left == 1);
}
