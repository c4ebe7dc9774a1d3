#pragma once

#include "clock/chess_clock.h"
#include "support/manual_time_source.h"

#include <catch2/catch.hpp>

namespace escaque::test {

// A clock on a manual time source, with a shorthand for "think this long, then press".
struct ClockGame {
    explicit ClockGame(clock::TimeControl control, clock::ClockOptions options = {})
        : clock(time, std::move(control), options) {}

    clock::PressResult move_after(clock::Duration thinking) {
        time.advance(thinking);
        const clock::PressResult result = clock.press();
        REQUIRE(result.pressed);
        return result;
    }

    ManualTimeSource time;
    clock::ChessClock clock;
};

} // namespace escaque::test
