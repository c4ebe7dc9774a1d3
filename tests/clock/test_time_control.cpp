#include "clock/time_control.h"

#include <catch2/catch.hpp>

using namespace std::chrono_literals;
using Catch::Matchers::Contains;
using escaque::clock::Period;
using escaque::clock::TimeControl;
using escaque::clock::TimingMethod;

TEST_CASE("a time control needs at least one period", "[time-control]") {
    const auto control = TimeControl::make({});
    REQUIRE_FALSE(control);
    CHECK_THAT(control.error(), Contains("at least one period"));
}

TEST_CASE("only the last period may be for the rest of the game", "[time-control]") {
    const auto control = TimeControl::make({Period{90min, 0, TimingMethod::sudden_death, {}, 0},
                                            Period{30min, 0, TimingMethod::sudden_death, {}, 0}});
    REQUIRE_FALSE(control);
    CHECK_THAT(control.error(), Contains("period 1 is for the rest of the game"));
    CHECK_THAT(control.error(), Contains("40/90,30+30"));
}

TEST_CASE("an increment or delay of zero is stored as sudden death", "[time-control]") {
    const auto control = TimeControl::make({Period{5min, 0, TimingMethod::fischer, 0s, 0}});
    REQUIRE(control);
    CHECK(control->periods().front().method == TimingMethod::sudden_death);
    CHECK(*control == TimeControl::sudden_death(5min));
}

TEST_CASE("the first period must give time for the first move", "[time-control]") {
    const auto bare = TimeControl::make({Period{0s, 0, TimingMethod::fischer, 1s, 0}});
    REQUIRE_FALSE(bare);
    CHECK_THAT(bare.error(), Contains("no time for the first move"));
    CHECK(TimeControl::make({Period{0s, 0, TimingMethod::simple_delay, 5s, 0}}));
    CHECK(TimeControl::make({Period{0s, 0, TimingMethod::byo_yomi, 30s, 5}}));
}

TEST_CASE("byo-yomi and hourglass fit only where they can work", "[time-control]") {
    const auto early_byo_yomi = TimeControl::make(
        {Period{60min, 0, TimingMethod::byo_yomi, 30s, 5}, Period{30min, 0, {}, {}, 0}});
    REQUIRE_FALSE(early_byo_yomi);
    CHECK_THAT(early_byo_yomi.error(), Contains("another period follows"));

    const auto no_periods = TimeControl::make({Period{10min, 0, TimingMethod::byo_yomi, 30s, 0}});
    REQUIRE_FALSE(no_periods);
    CHECK_THAT(no_periods.error(), Contains("byo-yomi periods"));

    const auto hourglass_with_moves =
        TimeControl::make({Period{5min, 40, TimingMethod::hourglass, {}, 0}});
    REQUIRE_FALSE(hourglass_with_moves);
    CHECK_THAT(hourglass_with_moves.error(), Contains("hourglass is a control of its own"));
}

TEST_CASE("negative and absurd values are refused", "[time-control]") {
    CHECK_THAT(TimeControl::make({Period{-1s, 0, {}, {}, 0}}).error(), Contains("negative"));
    CHECK_THAT(TimeControl::make({Period{5min, 1001, {}, {}, 0}}).error(),
               Contains("move count of 1001"));
    CHECK_THAT(TimeControl::make({Period{9000h, 0, {}, {}, 0}}).error(),
               Contains("longer than a year"));
}

TEST_CASE("controls come one after another and a last counted period repeats", "[time-control]") {
    const auto control = TimeControl::make({Period{120min, 40, TimingMethod::sudden_death, {}, 0},
                                            Period{60min, 20, TimingMethod::sudden_death, {}, 0}});
    REQUIRE(control);
    CHECK(control->move_of_next_control(0) == 40);
    CHECK(control->move_of_next_control(1) == 60);
    CHECK(control->move_of_next_control(2) == 80);
    CHECK(control->move_of_next_control(3) == 100);
    CHECK(control->period_after(5).base == 60min);

    CHECK(TimeControl::fischer(90min, 30s).move_of_next_control(0) == 0);
    CHECK(TimeControl::untimed().move_of_next_control(0) == 0);
    CHECK_FALSE(TimeControl::unknown().is_timed());
}
