#pragma once

#include "clock/edition.h"
#include "clock/time_control.h"

#include <cstdint>

namespace escaque::clock {

// Which set of rules a game's time control puts it under; penalties and claims depend on it.
enum class GameClass : std::uint8_t {
    standard,
    rapid,
    blitz,
};

// The time a player has for a 60-move game under a single-period control: base + 60 x the time
// given per move (increment, delay, or one byo-yomi period). This is the current Laws' measure
// (A.1, B.1); a delay counts as an increment (RULES.md §9.15).
Duration sixty_move_time(const Period& period);

// Classification by the rules edition (RULES.md §6.2):
//  - current (A.1, B.1): total = sixty_move_time; blitz when total <= 10 min, rapid when
//    10 min < total < 60 min, standard otherwise;
//  - 2001 (B1, C1): the fixed time per player: blitz under 15 min, rapid from 15 to 60 min
//    inclusive, standard above. The 2001 text gives no increment formula, so only the base time
//    counts;
//  - both: a control with more than one period (or a repeating one) is standard, and so is an
//    untimed or unknown control (no rapid or blitz rule can apply without a clock).
GameClass classify(const TimeControl& control, RulesEdition edition);

} // namespace escaque::clock
