#pragma once

#include "clock/time_types.h"

#include <string>

namespace escaque::clock {

// A duration as a number of seconds with only the decimals it needs: "30", "0.5", "2.25",
// "0.000000001". Exact: the digits come from the integer nanosecond count.
std::string seconds_number(Duration duration);

} // namespace escaque::clock
