#pragma once

#include "clock/expected.h"
#include "clock/time_control.h"

#include <string>
#include <string_view>
#include <vector>

namespace escaque::clock {

// The human form of a time control, as players type and say it. Units: the base time of a
// period is in MINUTES, increments and delays are in SECONDS ("90+30" is ninety minutes plus
// thirty seconds per move). A base may instead be given in seconds with an "s" suffix ("30s+1"),
// or as a clock face, m:ss or h:mm:ss ("0:20+1", "1:30:00+30"); either number may carry up to
// three decimals ("0.5+0").
//
//   90+30  5|3  3+2          one period for the game, Fischer increment ('+' or '|')
//   G/5 d3  G/90;d5  5 d3    US forms: "G/" (or "SD/") = game in; dN = simple delay of N seconds
//   5 b3                     Bronstein delay of 3 seconds
//   40/90,30+30              40 moves in 90 min, then 30 min for the rest; an increment or delay
//                            written only on the last period applies from move 1 (the FIDE way
//                            of writing it); write "+0" on an earlier period to opt it out
//   40/120,20/60             a last period with a move count repeats
//   10 byo 5x30              10 min main time, then byo-yomi: 5 periods of 30 s
//   hourglass 5              5 minutes each, the time one uses goes to the other
//   - / none / untimed       no clock;  ? / unknown   unknown control
//   bullet, blitz, rapid, classical, fide-classical  (see preset_names())
Expected<TimeControl> parse_time_control(std::string_view text);

// The names parse_time_control accepts, each with the control it stands for in short form.
struct TimeControlPreset {
    std::string_view name;
    std::string_view short_form;
};
const std::vector<TimeControlPreset>& time_control_presets();

// The short human form, which parse_time_control reads back to the same control:
// "90+30", "40/90,30+30", "5 d3", "10 byo 5x30", "hourglass 5", "-" (untimed), "?" (unknown).
std::string to_short_form(const TimeControl& control);

} // namespace escaque::clock
