#include "clock/duration_text.h"

namespace escaque::clock {

std::string seconds_number(Duration duration) {
    const bool negative = duration < Duration::zero();
    const long long ns = negative ? -duration.count() : duration.count();
    constexpr long long per_second = 1'000'000'000;
    std::string text = (negative ? "-" : "") + std::to_string(ns / per_second);
    long long fraction = ns % per_second;
    if (fraction == 0) return text;
    std::string digits = std::to_string(fraction);
    digits.insert(0, 9 - digits.size(), '0');
    digits.erase(digits.find_last_not_of('0') + 1);
    return text + "." + digits;
}

} // namespace escaque::clock
