#include "clock_game.h"

using namespace std::chrono_literals;
using namespace escaque::clock;
using escaque::test::ClockGame;

constexpr Side white = Side::white;
constexpr Side black = Side::black;

TEST_CASE("White's clock runs from the start of the game", "[clock]") {
    ClockGame game(TimeControl::sudden_death(5min));
    CHECK_FALSE(game.clock.running());
    game.time.advance(1h); // nothing runs before the start
    CHECK(game.clock.remaining(white) == 5min);
    REQUIRE(game.clock.start());
    CHECK_FALSE(game.clock.start());
    CHECK(game.clock.to_move() == white);
    game.time.advance(10s);
    CHECK(game.clock.remaining(white) == 4min + 50s);
    CHECK(game.clock.remaining(black) == 5min);
    CHECK(game.clock.used(white) == 10s);
}

TEST_CASE("a game set up with Black to move starts Black's clock", "[clock]") {
    ClockGame game(TimeControl::sudden_death(5min), ClockOptions{Side::black, false});
    game.clock.start();
    game.time.advance(10s);
    CHECK(game.clock.remaining(black) == 4min + 50s);
    CHECK(game.clock.remaining(white) == 5min);
}

TEST_CASE("sudden death deducts the time used and flags at zero", "[clock][sudden-death]") {
    ClockGame game(TimeControl::sudden_death(5min));
    game.clock.start();
    game.move_after(10s);
    game.move_after(3s);
    CHECK(game.clock.remaining(white) == 4min + 50s);
    CHECK(game.clock.remaining(black) == 4min + 57s);
    CHECK(game.clock.moves_made(white) == 1);
    CHECK(game.clock.moves_made(black) == 1);

    game.time.advance(4min + 50s - 1ms);
    CHECK_FALSE(game.clock.flag_fallen(white));
    CHECK(game.clock.remaining(white) == 1ms);
    game.time.advance(1ms);
    CHECK(game.clock.flag_fallen(white));
    CHECK(game.clock.remaining(white) == 0s);
    CHECK(game.clock.flag_fell_at(white) == game.time.now());
    CHECK(game.clock.first_flag() == white);
}

TEST_CASE("Fischer adds the increment after each move", "[clock][fischer]") {
    ClockGame game(TimeControl::fischer(3min, 2s));
    game.clock.start();
    CHECK(game.clock.remaining(white) == 3min); // the Laws credit nothing before move 1
    game.move_after(10s);
    CHECK(game.clock.remaining(white) == 2min + 52s);
    game.move_after(1s);
    CHECK(game.clock.remaining(black) == 3min + 1s); // may rise above its start
}

TEST_CASE("an increment can be credited before move 1, as digital clocks do", "[clock][fischer]") {
    ClockGame game(TimeControl::fischer(3min, 2s), ClockOptions{Side::white, true});
    CHECK(game.clock.remaining(white) == 3min + 2s);
    CHECK(game.clock.remaining(black) == 3min + 2s);
}

TEST_CASE("simple delay: the main time waits for the delay", "[clock][delay]") {
    ClockGame game(TimeControl::simple_delay(5min, 3s));
    game.clock.start();

    SECTION("delay not used up: nothing is deducted and nothing banked") {
        game.time.advance(2s);
        CHECK(game.clock.remaining(white) == 5min); // the display holds during the delay
        CHECK(game.clock.time_until_flag(white) == 5min + 1s);
        game.move_after(0s);
        CHECK(game.clock.remaining(white) == 5min);
    }
    SECTION("delay used exactly") {
        game.move_after(3s);
        CHECK(game.clock.remaining(white) == 5min);
    }
    SECTION("delay used and more: only the excess is deducted") {
        game.time.advance(4s);
        CHECK(game.clock.remaining(white) == 4min + 59s);
        game.move_after(6s);
        CHECK(game.clock.remaining(white) == 4min + 53s);
        CHECK(game.clock.used(white) == 10s);
    }
    SECTION("the flag falls after delay plus main time") {
        game.time.advance(5min + 3s - 1ms);
        CHECK_FALSE(game.clock.flag_fallen(white));
        CHECK(game.clock.remaining(white) == 1ms);
        game.time.advance(1ms);
        CHECK(game.clock.flag_fallen(white));
    }
}

TEST_CASE("Bronstein: the clock runs at once and up to the delay returns", "[clock][bronstein]") {
    SECTION("worked examples") {
        ClockGame game(TimeControl::bronstein(5min, 3s));
        game.clock.start();
        game.time.advance(1s);
        CHECK(game.clock.remaining(white) == 4min + 59s);
        game.move_after(1s);
        CHECK(game.clock.remaining(white) == 5min); // 2 s used, 2 s back
        game.move_after(10s);
        CHECK(game.clock.remaining(black) == 4min + 53s); // 10 s used, 3 s back
    }
    SECTION("never above the time the turn started with") {
        for (const Duration used : {Duration(0s), Duration(1ms), Duration(2999ms), Duration(3s),
                                    Duration(3001ms), Duration(47s)}) {
            ClockGame game(TimeControl::bronstein(1min, 3s));
            game.clock.start();
            game.move_after(used);
            INFO("used " << used.count() << " ns");
            CHECK(game.clock.remaining(white) <= 1min);
            CHECK(game.clock.remaining(white) == 1min - used + std::min(used, Duration(3s)));
        }
    }
    SECTION("the flag falls at the main time, not after the delay") {
        ClockGame game(TimeControl::bronstein(5min, 3s));
        game.clock.start();
        game.time.advance(5min - 1ms);
        CHECK_FALSE(game.clock.flag_fallen(white));
        game.time.advance(1ms);
        CHECK(game.clock.flag_fallen(white));
    }
}

TEST_CASE("byo-yomi: periods renew on each move, and those run out are lost", "[clock][byo-yomi]") {
    ClockGame game(TimeControl::byo_yomi(1min, 3, 10s));
    game.clock.start();
    game.move_after(50s); // white: 10 s of main time left
    game.move_after(1s);
    CHECK(game.clock.remaining(white) == 10s);
    CHECK_FALSE(game.clock.overtime(white).in_overtime);

    game.time.advance(15s); // main time gone, 5 s into the first period
    OvertimeStatus status = game.clock.overtime(white);
    CHECK(status.in_overtime);
    CHECK(status.periods_left == 3);
    CHECK(status.period_left == 5s);
    CHECK(game.clock.remaining(white) == 0s);
    game.move_after(0s);
    CHECK(game.clock.overtime(white).periods_left == 3); // moved inside the period: renewed
    CHECK(game.clock.overtime(white).period_left == 10s);

    game.move_after(1s);
    game.move_after(10s - 1ms); // the period is renewed again
    CHECK(game.clock.overtime(white).periods_left == 3);
    game.move_after(1s);
    game.move_after(25s); // two periods run out, the move made in the third
    CHECK(game.clock.overtime(white).periods_left == 1);
    CHECK(game.clock.snapshot().side(white).overtime_periods_left == 1);

    game.move_after(1s);
    game.time.advance(10s - 1ms);
    CHECK_FALSE(game.clock.flag_fallen(white));
    game.time.advance(1ms);
    CHECK(game.clock.flag_fallen(white));
}

TEST_CASE("hourglass: the time one side uses passes to the other", "[clock][hourglass]") {
    ClockGame game(TimeControl::hourglass(5min));
    game.clock.start();
    game.time.advance(20s);
    CHECK(game.clock.remaining(white) == 4min + 40s);
    CHECK(game.clock.remaining(black) == 5min + 20s);
    game.move_after(0s);
    game.time.advance(5s);
    CHECK(game.clock.remaining(white) == 4min + 45s);
    CHECK(game.clock.remaining(black) == 5min + 15s);
    CHECK(game.clock.time_until_flag(white) == 4min + 45s);
    game.move_after(0s);
    CHECK(game.clock.remaining(white) + game.clock.remaining(black) == 10min);
    game.time.advance(4min + 45s);
    CHECK(game.clock.flag_fallen(white));
}

TEST_CASE("an untimed game counts moves and time used but never flags", "[clock]") {
    ClockGame game(TimeControl::untimed());
    game.clock.start();
    game.move_after(10h);
    game.move_after(3s);
    CHECK(game.clock.moves_made(white) == 1);
    CHECK(game.clock.used(white) == 10h);
    CHECK(game.clock.used(black) == 3s);
    CHECK_FALSE(game.clock.flag_fallen(white));
    CHECK(game.clock.remaining(white) == 0s);
    CHECK_FALSE(game.clock.next_event_time());
    CHECK(game.clock.collect_events().empty());
}
