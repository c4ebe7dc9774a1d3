// Wall-clock bounds for slower builds. scripts/sanitize sets ESCAQUE_TEST_SCALE (sanitized code
// runs several times slower); tests multiply their latency bounds by it. Unset, or anything below
// 1, means 1: the normal build asserts every bound exactly as written.
#pragma once

#include <chrono>
#include <cstdlib>

namespace escaque::test {

inline double time_scale() {
    const char* text = std::getenv("ESCAQUE_TEST_SCALE");
    if (text == nullptr) return 1.0;
    char* end = nullptr;
    const double scale = std::strtod(text, &end);
    return end != text && scale > 1.0 ? scale : 1.0;
}

// A bound of the test, stretched by time_scale().
template <class Rep, class Period>
std::chrono::microseconds scaled(std::chrono::duration<Rep, Period> bound) {
    using std::chrono::microseconds;
    return microseconds(
        static_cast<microseconds::rep>(double(std::chrono::duration_cast<microseconds>(bound).count()) *
                                       time_scale()));
}

} // namespace escaque::test
