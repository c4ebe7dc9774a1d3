// Slower builds: scripts/sanitize sets ESCAQUE_TEST_SCALE, because sanitized code runs several
// times slower, and tests stretch their time bounds or shrink their work by it. Unset, or anything
// below 1, means 1: the normal build runs every test exactly as written.
#pragma once

#include <cstdlib>

namespace escaque::test {

inline double time_scale() {
    const char* text = std::getenv("ESCAQUE_TEST_SCALE");
    if (text == nullptr) return 1.0;
    char* end = nullptr;
    const double scale = std::strtod(text, &end);
    return end != text && scale > 1.0 ? scale : 1.0;
}

} // namespace escaque::test
