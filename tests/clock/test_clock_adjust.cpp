#include "clock_game.h"

using namespace std::chrono_literals;
using namespace escaque::clock;
using escaque::test::ClockGame;

namespace {
constexpr Side white = Side::white;
constexpr Side black = Side::black;
} // namespace

TEST_CASE("time is added to or removed from either side", "[clock][adjust]") {
    ClockGame game(TimeControl::sudden_death(5min));
    game.clock.start();
    game.time.advance(30s);

    game.clock.add_time(black, 2min); // quickplay or penalty: the opponent gets 2 minutes
    CHECK(game.clock.remaining(black) == 7min);
    game.clock.add_time(white, 1min); // running side: shows the change at once
    CHECK(game.clock.remaining(white) == 5min + 30s);
    game.time.advance(10s);
    CHECK(game.clock.remaining(white) == 5min + 20s);

    game.clock.add_time(black, -3min);
    CHECK(game.clock.remaining(black) == 4min);
    game.clock.add_time(black, -1h); // never below zero
    CHECK(game.clock.remaining(black) == 0s);
    CHECK_FALSE(game.clock.flag_fallen(black)); // a stopped clock shows no flag...
    game.move_after(0s);
    CHECK(game.clock.flag_fallen(black)); // ...until it runs
    CHECK(game.clock.flag_fell_at(black) == game.time.now());
}

TEST_CASE("removing all of the running side's time drops its flag at once", "[clock][adjust]") {
    ClockGame game(TimeControl::sudden_death(5min));
    game.clock.start();
    game.time.advance(1min);
    game.clock.add_time(white, -10min);
    CHECK(game.clock.flag_fallen(white));
    CHECK(game.clock.flag_fell_at(white) == game.time.now());

    game.clock.add_time(white, 2min); // time added after a fall does not lift the flag
    CHECK(game.clock.remaining(white) == 2min);
    CHECK(game.clock.flag_fallen(white));
}

TEST_CASE("removing time during a delay still leaves the delay", "[clock][adjust][delay]") {
    ClockGame game(TimeControl::simple_delay(5min, 3s));
    game.clock.start();
    game.time.advance(1s);
    game.clock.add_time(white, -5min);
    CHECK(game.clock.remaining(white) == 0s);
    CHECK_FALSE(game.clock.flag_fallen(white));
    game.time.advance(2s);
    CHECK(game.clock.flag_fallen(white));
}

TEST_CASE("setting the times shows them at once and lifts a fallen flag", "[clock][adjust]") {
    ClockGame game(TimeControl::simple_delay(5min, 3s));
    game.clock.start();
    game.time.advance(10s);
    game.clock.set_remaining(white, 2min);
    CHECK(game.clock.remaining(white) == 2min);
    game.time.advance(1s); // the delay was used up before the setting: the clock runs on
    CHECK(game.clock.remaining(white) == 2min - 1s);

    game.time.advance(2min);
    REQUIRE(game.clock.flag_fallen(white));
    game.clock.set_remaining(white, 1min); // a corrected clock (6.10)
    CHECK_FALSE(game.clock.flag_fallen(white));
    CHECK(game.clock.remaining(white) == 1min);
    game.clock.set_remaining(black, 4min);
    CHECK(game.clock.remaining(black) == 4min);
}

TEST_CASE("a paused clock does not run and keeps the turn's delay", "[clock][pause]") {
    ClockGame game(TimeControl::simple_delay(5min, 3s));
    CHECK_FALSE(game.clock.pause());
    game.clock.start();
    game.time.advance(2s);
    REQUIRE(game.clock.pause());
    CHECK_FALSE(game.clock.pause());
    CHECK(game.clock.paused());
    game.time.advance(1h);
    CHECK(game.clock.remaining(white) == 5min);
    CHECK(game.clock.used(white) == 2s);
    CHECK_FALSE(game.clock.press().pressed); // no press while the arbiter holds the clock
    REQUIRE(game.clock.resume());
    CHECK_FALSE(game.clock.resume());
    game.time.advance(2s); // 4 s into the turn: 1 s past the delay
    CHECK(game.clock.remaining(white) == 4min + 59s);
    game.move_after(0s);
    CHECK(game.clock.remaining(white) == 4min + 59s);
    CHECK(game.clock.used(white) == 4s);
}

TEST_CASE("the flag instant moves with a pause", "[clock][pause]") {
    ClockGame game(TimeControl::sudden_death(1min));
    game.clock.start();
    const TimePoint start = game.time.now();
    game.time.advance(30s);
    game.clock.pause();
    game.time.advance(10min);
    game.clock.resume();
    game.time.advance(30s);
    CHECK(game.clock.flag_fell_at(white) == start + 10min + 1min);
}

TEST_CASE("a snapshot per ply restores the times of that ply", "[clock][snapshot]") {
    ClockGame game(*TimeControl::make({Period{60s, 2, TimingMethod::fischer, 1s, 0},
                                       Period{30s, 0, TimingMethod::fischer, 1s, 0}}));
    game.clock.start();
    game.move_after(10s);
    game.move_after(5s);
    const Snapshot after_ply_2 = game.clock.snapshot();
    CHECK(after_ply_2.to_move == white);
    CHECK(after_ply_2.side(white).remaining == 51s);
    CHECK(after_ply_2.side(black).remaining == 56s);
    CHECK(after_ply_2.side(white).moves_made == 1);

    game.move_after(20s); // white reaches the control
    game.move_after(20s);
    game.time.advance(7s);
    REQUIRE(game.clock.snapshot() != after_ply_2);

    game.clock.restore(after_ply_2); // retrace to ply 2 (RULES.md §1.6)
    CHECK(game.clock.snapshot() == after_ply_2);
    CHECK(game.clock.to_move() == white);
    CHECK(game.clock.control_status(white).moves_to_control == 1);
    game.time.advance(1s);
    CHECK(game.clock.remaining(white) == 50s);
    CHECK(game.clock.used(white) == 11s);
}

TEST_CASE("both flags, and which fell first", "[clock][flags]") {
    ClockGame game(TimeControl::sudden_death(1min));
    game.clock.start();
    game.move_after(1min + 5s); // late: white's flag fell at 1:00
    CHECK(game.clock.flag_fallen(white));
    CHECK_FALSE(game.clock.flag_fallen(black));
    CHECK(game.clock.first_flag() == white);
    CHECK_FALSE(game.clock.both_flags_fallen());
    game.time.advance(1min);
    CHECK(game.clock.both_flags_fallen());
    CHECK(game.clock.first_flag() == white);

    // Play may go on (2001 6.12): the fallen side's clock shows zero and gains nothing.
    game.move_after(0s);
    CHECK(game.clock.remaining(black) == 0s);
    game.move_after(3s);
    CHECK(game.clock.remaining(white) == 0s);
    CHECK(game.clock.moves_made(white) == 2);
}

TEST_CASE("a restored snapshot keeps its fallen flag without a new report", "[clock][snapshot]") {
    ClockGame game(TimeControl::sudden_death(1min));
    game.clock.start();
    game.time.advance(2min);
    REQUIRE(game.clock.collect_events().size() == 1);
    const Snapshot flagged = game.clock.snapshot();
    CHECK(flagged.side(white).flag_fallen);
    game.clock.restore(flagged);
    CHECK(game.clock.flag_fallen(white));
    CHECK(game.clock.collect_events().empty());
}

TEST_CASE("restoring while paused keeps the clock stopped", "[clock][snapshot][pause]") {
    ClockGame game(TimeControl::fischer(3min, 2s));
    game.clock.start();
    const Snapshot at_start = game.clock.snapshot();
    game.move_after(30s);
    game.clock.pause();
    game.clock.restore(at_start);
    CHECK(game.clock.paused());
    game.time.advance(1min);
    CHECK(game.clock.remaining(white) == 3min);
    CHECK(game.clock.to_move() == white);
    game.clock.resume();
    game.time.advance(1s);
    CHECK(game.clock.remaining(white) == 3min - 1s);
}

TEST_CASE("an hourglass snapshot keeps the total", "[clock][snapshot][hourglass]") {
    ClockGame game(TimeControl::hourglass(1min));
    game.clock.start();
    game.time.advance(12s);
    const Snapshot mid_turn = game.clock.snapshot();
    CHECK(mid_turn.side(white).remaining == 48s);
    CHECK(mid_turn.side(black).remaining == 72s);
    game.clock.restore(mid_turn);
    game.time.advance(8s);
    CHECK(game.clock.remaining(white) == 40s);
    CHECK(game.clock.remaining(black) == 80s);
}

TEST_CASE("a delay used before a snapshot is not given again", "[clock][snapshot][delay]") {
    // A save every second and a kill 2.5 s into a 3 s delay: the resumed turn has 0.5 s of
    // delay left, not 3 s.
    ClockGame simple(TimeControl::simple_delay(5min, 3s));
    simple.clock.start();
    simple.time.advance(2500ms);
    const Snapshot saved = simple.clock.snapshot();
    const Duration used = simple.clock.delay_used();
    CHECK(used == 2500ms);
    CHECK(saved.side(Side::white).remaining == 5min);
    ClockGame resumed(TimeControl::simple_delay(5min, 3s));
    resumed.clock.start();
    resumed.clock.restore(saved, used);
    CHECK(resumed.clock.remaining(Side::white) == 5min);
    CHECK(resumed.clock.delay_used() == 2500ms);
    resumed.time.advance(1500ms);
    CHECK(resumed.clock.remaining(Side::white) == 5min - 1s);
    CHECK(resumed.clock.snapshot().side(Side::white).used == 4s);

    // Bronstein: the time shown ran down; the bonus at the press counts the whole turn.
    ClockGame bronstein(TimeControl::bronstein(5min, 3s));
    bronstein.clock.start();
    bronstein.time.advance(2s);
    const Snapshot b_saved = bronstein.clock.snapshot();
    const Duration b_used = bronstein.clock.delay_used();
    ClockGame b_resumed(TimeControl::bronstein(5min, 3s));
    b_resumed.clock.start();
    b_resumed.clock.restore(b_saved, b_used);
    CHECK(b_resumed.clock.remaining(Side::white) == 5min - 2s);
    b_resumed.time.advance(2s);
    b_resumed.clock.press(); // 4 s in all: 3 s given back
    CHECK(b_resumed.clock.remaining(Side::white) == 5min - 1s);

    // Other methods have no delay to keep: the time shown tells everything.
    ClockGame fischer(TimeControl::fischer(5min, 3s));
    fischer.clock.start();
    fischer.time.advance(2s);
    CHECK(fischer.clock.delay_used() == Duration::zero());
}

TEST_CASE("time until the flag counts the delay and the byo-yomi periods", "[clock]") {
    ClockGame byo_yomi(TimeControl::byo_yomi(1min, 3, 10s));
    CHECK(byo_yomi.clock.time_until_flag(black) == 1min + 30s);
    byo_yomi.clock.start();
    byo_yomi.time.advance(65s);
    CHECK(byo_yomi.clock.time_until_flag(white) == 25s);

    ClockGame delay(TimeControl::simple_delay(1min, 5s));
    CHECK(delay.clock.time_until_flag(white) == 1min + 5s);
}
