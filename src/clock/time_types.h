#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace escaque::clock {

// Units. Every amount of time in the clock layer is an integer count of nanoseconds: the
// resolution of std::chrono::steady_clock on Linux, so a timestamp difference is exact and the
// arithmetic never rounds. A signed 64-bit count spans +/-292 years. Time controls are parsed to
// whole milliseconds (their text forms cannot say less) and stored in the same type.
using Duration = std::chrono::nanoseconds;
using TimePoint = std::chrono::steady_clock::time_point;

static_assert(std::is_same_v<TimePoint::duration, Duration>,
              "the clock relies on steady_clock ticking in whole nanoseconds");

// The two sides of the clock. The chess layer has its own colour type; the clock stays
// independent of it, and the game layer maps one onto the other.
enum class Side : std::uint8_t {
    white,
    black,
};

constexpr Side other(Side side) {
    return side == Side::white ? Side::black : Side::white;
}

constexpr std::size_t index_of(Side side) {
    return side == Side::white ? 0 : 1;
}

} // namespace escaque::clock
