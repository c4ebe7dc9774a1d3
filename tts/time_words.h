// Clock times read out in words ("four minutes thirty seconds"), never as "04:30": a screen
// reader reads "04:30" as "zero four colon thirty" or as a time of day.
#pragma once

#include <chrono>
#include <string>

#include "tts/wording.h"

namespace escaque::tts {

// A clock reading in words. Rules, chosen for a player glancing at the clock by ear:
// - ten seconds and more: hours, minutes and seconds, each when not zero, as the screen shows
//   them ("one hour five minutes fifty-nine seconds", "two hours", "four minutes thirty
//   seconds", "forty-five seconds");
// - under ten seconds: seconds with tenths, always ("nine point four seconds", "zero point zero
//   seconds"), because in time trouble every tenth counts and the shape stays the same;
// - below zero (time spent after a flag, or overtime): "minus …" / "menos …".
// Units are truncated, never rounded up: a clock must not promise time that is not there.
// Spanish: "una hora cinco minutos", "veintiún minutos", "nueve coma cuatro segundos".
std::string time_words(std::chrono::milliseconds time, Language language);

// An amount of time as set, not as read off a running clock: minutes and seconds, each said
// when not zero, never tenths of a whole second ("ninety minutes", "three seconds", "un
// minuto treinta segundos"); a fraction of a second in tenths ("dos coma cinco segundos").
// For time controls and the countdown's whole seconds.
std::string duration_words(std::chrono::milliseconds time, Language language);

} // namespace escaque::tts
