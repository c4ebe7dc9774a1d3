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
