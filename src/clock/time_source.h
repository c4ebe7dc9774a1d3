#pragma once

#include "clock/time_types.h"

namespace escaque::clock {

// Where the clock reads the current instant. The program uses the steady clock; tests use a
// manual source they advance by hand, so no test ever sleeps in real time.
class TimeSource {
public:
    virtual ~TimeSource() = default;
    virtual TimePoint now() const = 0;
};

// The monotonic system clock: never jumps when the wall-clock time is changed.
class SteadyTimeSource final : public TimeSource {
public:
    TimePoint now() const override { return std::chrono::steady_clock::now(); }
};

} // namespace escaque::clock
