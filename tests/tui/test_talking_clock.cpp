#include <catch2/catch.hpp>

#include "clock/chess_clock.h"
#include "support/manual_time_source.h"
#include "talking_clock.h"

using namespace escaque;
using namespace std::chrono_literals;

TEST_CASE("the talking clock announces the running side's thresholds once", "[tui][clock]") {
    test::ManualTimeSource time;
    clock::ChessClock chess_clock(time, clock::TimeControl::sudden_death(12min));
    tui::TalkingClock talking(clock::AnnouncementSchedule::talking_clock({1min}));
    chess_clock.start();
    CHECK(talking.collect(chess_clock).empty()); // the turn's start is never announced
    const auto first = talking.next_time(chess_clock, time.now());
    REQUIRE(first);
    CHECK(*first - time.now() == 2min); // 12:00 → 10:00
    time.advance(2min);
    auto due = talking.collect(chess_clock);
    REQUIRE(due.size() == 1);
    CHECK(due[0].side == chess::WHITE);
    CHECK(due[0].remaining == 10min);
    CHECK_FALSE(due[0].low_time_warning);
    CHECK(talking.collect(chess_clock).empty());                             // once
    CHECK(*talking.next_time(chess_clock, time.now()) - time.now() == 1min); // 9:00

    // Several thresholds passed at once: only the latest is said.
    time.advance(3min + 30s);
    due = talking.collect(chess_clock);
    REQUIRE(due.size() == 1);
    CHECK(due[0].remaining == 7min);
}

TEST_CASE("a low-time warning is said instead of the plain time", "[tui][clock]") {
    test::ManualTimeSource time;
    clock::ChessClock chess_clock(time, clock::TimeControl::sudden_death(70s));
    tui::TalkingClock talking(clock::AnnouncementSchedule::talking_clock({1min}));
    chess_clock.start();
    talking.collect(chess_clock);
    time.advance(10s);
    const auto due = talking.collect(chess_clock);
    REQUIRE(due.size() == 1);
    CHECK(due[0].low_time_warning);
    CHECK(due[0].remaining == 1min);
}

TEST_CASE("only the chosen sides are announced, and only while enabled", "[tui][clock]") {
    test::ManualTimeSource time;
    clock::ChessClock chess_clock(time, clock::TimeControl::sudden_death(11min));
    tui::TalkingClock talking(clock::AnnouncementSchedule::talking_clock());
    talking.set_sides(false, true); // the player has Black: White's clock is the computer's
    chess_clock.start();
    talking.collect(chess_clock);
    CHECK_FALSE(talking.next_time(chess_clock, time.now()));
    time.advance(1min);
    CHECK(talking.collect(chess_clock).empty());
    chess_clock.press(); // Black's turn
    talking.collect(chess_clock);
    time.advance(1min);
    CHECK(talking.collect(chess_clock).size() == 1);
    talking.set_enabled(false);
    time.advance(1min);
    CHECK(talking.collect(chess_clock).empty());
    CHECK_FALSE(talking.next_time(chess_clock, time.now()));
}

TEST_CASE("a low-time warning is said once per side, not for the time the game starts with",
          "[tui][clock]") {
    test::ManualTimeSource time;
    // Five minutes plus three seconds, warnings at five minutes and one minute: the five-minute
    // warning never applies, and increments lifting the clock over a warning do not repeat it.
    clock::ChessClock chess_clock(time, clock::TimeControl::fischer(5min, 3s));
    tui::TalkingClock talking(clock::AnnouncementSchedule::talking_clock({5min, 1min}));
    chess_clock.start();
    std::vector<game::TimeAnnouncement> warnings;
    const auto watch = [&](clock::Duration how_long) {
        for (clock::Duration t{}; t < how_long; t += 100ms) {
            time.advance(100ms);
            for (const game::TimeAnnouncement& a : talking.collect(chess_clock))
                if (a.low_time_warning) warnings.push_back(a);
        }
    };
    for (int move = 0; move < 6; ++move) { // 2 s a move: each turn starts above five minutes
        watch(2s);
        chess_clock.press();
    }
    CHECK(warnings.empty());
    // White (5:03) thinks down to 1:01, gets 1:04 with the increment, then falls below 1:00.
    watch(4min + 2s);
    CHECK(warnings.empty());
    chess_clock.press();
    watch(1s);
    chess_clock.press();
    watch(5s);
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0].side == chess::WHITE);
    CHECK(warnings[0].remaining == 1min);
    chess_clock.press();
    watch(1s);
    chess_clock.press();
    watch(3s); // White, lifted to 1:02 by the increment, crosses one minute again: not said
    CHECK(warnings.size() == 1);
}

TEST_CASE("a resumed game lifted over its starting time by increments gets no warning for it",
          "[tui][clock]") {
    test::ManualTimeSource time;
    clock::ChessClock chess_clock(time, clock::TimeControl::fischer(5min, 3s));
    chess_clock.start();
    time.advance(1s);
    chess_clock.press(); // White 5:02
    time.advance(1s);
    chess_clock.press(); // Black 5:02, White to move
    // The program is started again: a new talking clock meets White at 5:02.
    tui::TalkingClock talking(clock::AnnouncementSchedule::talking_clock({5min, 1min}));
    CHECK(talking.collect(chess_clock).empty());
    time.advance(3s);
    std::vector<game::TimeAnnouncement> said = talking.collect(chess_clock);
    for (const game::TimeAnnouncement& a : said) CHECK_FALSE(a.low_time_warning);
    // The one-minute warning is still to come.
    time.advance(3min + 59s);
    said = talking.collect(chess_clock);
    REQUIRE(said.size() == 1);
    CHECK(said[0].low_time_warning);
    CHECK(said[0].remaining == 1min);
}

TEST_CASE("the countdown names the side first in each turn", "[tui][clock]") {
    test::ManualTimeSource time;
    clock::ChessClock chess_clock(time, clock::TimeControl::sudden_death(12s));
    tui::TalkingClock talking(clock::AnnouncementSchedule::talking_clock());
    chess_clock.start();
    talking.collect(chess_clock);
    time.advance(2s); // White 10 s
    auto due = talking.collect(chess_clock);
    REQUIRE(due.size() == 1);
    CHECK_FALSE(due[0].side_named_before);
    time.advance(1s); // White 9 s: the number alone
    due = talking.collect(chess_clock);
    REQUIRE(due.size() == 1);
    CHECK(due[0].side_named_before);
    chess_clock.press();
    talking.collect(chess_clock);
    chess_clock.press(); // Black moved at once: White's turn starts at 9 s
    talking.collect(chess_clock);
    time.advance(1s);
    due = talking.collect(chess_clock);
    REQUIRE(due.size() == 1);
    CHECK(due[0].remaining == 8s);
    CHECK_FALSE(due[0].side_named_before); // "White, eight seconds."
}

TEST_CASE("a time said is not said again when increments lift the clock over it",
          "[tui][clock]") {
    test::ManualTimeSource time;
    // One minute plus five seconds, White thinking 4.5 s a move: each of White's turns starts
    // a little above one minute and crosses it again. "White, one minute." once, not every move.
    clock::ChessClock chess_clock(time, clock::TimeControl::fischer(1min, 5s));
    tui::TalkingClock talking(clock::AnnouncementSchedule::talking_clock());
    chess_clock.start();
    std::vector<game::TimeAnnouncement> said;
    const auto watch = [&](clock::Duration how_long) {
        for (clock::Duration t{}; t < how_long; t += 100ms) {
            time.advance(100ms);
            for (const game::TimeAnnouncement& a : talking.collect(chess_clock))
                if (a.side == chess::WHITE) said.push_back(a);
        }
    };
    for (int move = 0; move < 10; ++move) {
        watch(4500ms);
        chess_clock.press();
        watch(1s);
        chess_clock.press();
    }
    int one_minute = 0;
    for (const game::TimeAnnouncement& a : said) one_minute += a.remaining == 1min ? 1 : 0;
    CHECK(one_minute == 1);
    // The final countdown is said in each turn that reaches it.
    clock::ChessClock scramble(time, clock::TimeControl::fischer(12s, 3s));
    tui::TalkingClock countdown(clock::AnnouncementSchedule::talking_clock());
    scramble.start();
    int fives = 0;
    for (int move = 0; move < 4; ++move) {
        for (clock::Duration t{}; t < 6s; t += 100ms) {
            time.advance(100ms);
            for (const game::TimeAnnouncement& a : countdown.collect(scramble))
                if (a.side == chess::WHITE && a.remaining == 5s) ++fives;
        }
        scramble.press();
        countdown.collect(scramble);
        scramble.press(); // Black moves at once
    }
    CHECK(fives == 2); // both of White's turns that reach five seconds
}
