#pragma once

#include "clock/time_control.h"

#include <optional>
#include <string>
#include <vector>

namespace escaque::clock {

// A time control arranged the way people say it, for phrase books in any language: the bonus
// every period shares is lifted out ("plus thirty seconds per move from move one"), the rest
// stays with its period. describe_in_english() is one reader of it; a Spanish phrase book
// mirrors that function over the same structure.
struct PeriodDescription {
    int moves = 0;   // moves to make in the period; 0 = the rest of the game
    Duration base{}; // time the period gives
    TimingMethod method = TimingMethod::sudden_death; // sudden_death when the bonus is shared
    Duration bonus{};         // the period's own increment, delay, or byo-yomi period time
    int overtime_periods = 0; // byo-yomi periods
    bool repeats = false;     // the last period has a move count and starts again when done
};

struct TimeControlDescription {
    TimeControl::Kind kind = TimeControl::Kind::untimed;
    bool hourglass = false; // then periods[0].base is each player's time
    std::vector<PeriodDescription> periods;
    std::optional<TimingMethod> shared_method; // fischer / delays on every period, from move 1
    Duration shared_bonus{};
};

TimeControlDescription describe(const TimeControl& control);

// "ninety minutes plus thirty seconds per move";
// "forty moves in ninety minutes, then thirty minutes for the rest of the game, plus thirty
//  seconds per move from move one"; "five minutes with a delay of three seconds".
std::string describe_in_english(const TimeControlDescription& description);
std::string describe_in_english(const TimeControl& control);

} // namespace escaque::clock
