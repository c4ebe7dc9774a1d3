#pragma once

#include "clock/time_control.h"

namespace escaque::clock {

// The arithmetic of one turn under one period, as pure functions of the side's clock at the
// start of the turn (`main`: the main time, `overtime_left`: byo-yomi periods) and the time the
// turn has lasted (`elapsed`, with pauses left out). Everything is exact integer nanoseconds;
// nothing is summed tick by tick. RULES.md §2.1 gives the table these implement.
//
// The flag falls at the instant the time available reaches zero, as a digital clock shows its
// flag at 0:00. (RULES.md §2.1 writes "u > R"; the two readings differ by one nanosecond.)

// Time from the start of the turn until the flag falls:
// main (sudden death, Fischer, Bronstein, hourglass); delay + main (simple delay, 6.3.2: the main
// time does not run during the delay); main + periods x period time (byo-yomi).
Duration time_until_flag(const Period& period, Duration main, int overtime_left);

// How far the main time shown has run down after `elapsed` (the simple delay holds it still
// for its first `delay`).
Duration main_time_run_down(const Period& period, Duration elapsed);

// Byo-yomi: whether the main time is gone, and the state of the overtime period running.
struct OvertimeReading {
    bool in_overtime = false;
    int periods_left = 0;   // counting the one running
    Duration period_left{}; // time left in the running period
};
OvertimeReading read_overtime(const Period& period, Duration main, int overtime_left,
                              Duration elapsed);

// The clock after a press that came in time (elapsed < time_until_flag).
struct TurnOutcome {
    Duration main{};
    int overtime_left = 0;
    Duration given_to_opponent{}; // hourglass: the time used passes to the other side
};
TurnOutcome complete_turn(const Period& period, Duration main, int overtime_left, Duration elapsed);

// A stretch of the turn during which a shown time runs down to zero: the main time, or one
// byo-yomi period. The simple delay's hold comes before the main countdown, so it begins late.
struct Countdown {
    Duration begins_at{}; // elapsed turn time when it starts
    Duration length{};    // the time shown when it starts
    bool overtime = false;
    int periods_left = 0; // byo-yomi periods left, counting this one
};
int countdown_count(const Period& period, Duration main, int overtime_left);
Countdown countdown(const Period& period, Duration main, int overtime_left, int index);

} // namespace escaque::clock
