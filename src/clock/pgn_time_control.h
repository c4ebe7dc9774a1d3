#pragma once

#include "clock/expected.h"
#include "clock/time_control.h"

#include <string>
#include <string_view>

namespace escaque::clock {

// The PGN TimeControl tag (PGN standard 9.6.1). Units: SECONDS throughout.
//   "?"                   unknown            "-"        no time control
//   "40/5400+30:1800+30"  periods separated by ':'; "moves/seconds", "seconds" (the rest of the
//                         game) and "+increment" on any of them (a common extension of the
//                         standard, which only shows it on the last)
//   "300+5"  "5400"       one period for the game
//   "*180"                sandclock: an hourglass of 180 seconds each
// Each period keeps exactly the increment written on it.
Expected<TimeControl> parse_pgn_time_control(std::string_view tag);

// The tag value for a control. PGN cannot express simple or Bronstein delay, byo-yomi, or
// times that are not whole seconds; those give an Error saying so, and the caller decides
// what to write ("?" and a comment, for instance).
Expected<std::string> to_pgn_time_control(const TimeControl& control);

} // namespace escaque::clock
