#pragma once

#include "clock/time_types.h"

#include <cstdint>
#include <string>

namespace escaque::clock {

// Cardinal numbers in English words: 0 "zero", 21 "twenty-one", 120 "one hundred twenty".
// Numbers from a billion up, and negative ones, are written in digits.
std::string english_number(std::int64_t n);

// A duration in minutes and seconds, as a talking clock says it: "ninety minutes",
// "one minute thirty seconds", "thirty seconds", "two point five seconds", "zero seconds".
std::string english_duration(Duration duration);

} // namespace escaque::clock
