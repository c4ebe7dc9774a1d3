#pragma once

#include "clock/time_source.h"

#include <chrono>

namespace escaque::test {

// A TimeSource that stands still until the test moves it, so clock tests are exact and never
// sleep. It starts far from the steady clock's epoch, so code that confuses an instant with a
// duration shows up.
class ManualTimeSource final : public clock::TimeSource {
public:
    ManualTimeSource() = default;
    explicit ManualTimeSource(clock::TimePoint start) : now_(start) {}

    clock::TimePoint now() const override { return now_; }

    void advance(clock::Duration by) { now_ += by; }
    void set(clock::TimePoint to) { now_ = to; }

private:
    clock::TimePoint now_ = clock::TimePoint{} + std::chrono::hours(1000);
};

} // namespace escaque::test
