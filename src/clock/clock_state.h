#pragma once

#include "clock/time_types.h"

#include <array>
#include <cstdint>
#include <optional>

namespace escaque::clock {

struct ClockOptions {
    // Whose clock runs when the game starts: White's in a game from the initial position (2001
    // 6.5, current 6.6); Black's in a game set up with Black to move.
    Side first_to_move = Side::white;
    // Credit a Fischer increment once before move 1, as many digital clocks do (RULES.md §9.10).
    // The Laws credit it after each completed move only, so this is off by default.
    bool increment_before_first_move = false;
};

// One side's clock as a plain value: enough to set a clock to it again (a retrace to an earlier
// ply, RULES.md §1.6; a resumed autosave). Times are those shown at the moment it was taken.
struct SideSnapshot {
    Duration remaining{}; // main time shown
    Duration used{};      // time the side's clock has run, in all
    int moves_made = 0;
    int controls_passed = 0;       // time controls reached; decides the period
    int overtime_periods_left = 0; // byo-yomi periods not yet lost
    bool flag_fallen = false;

    bool operator==(const SideSnapshot&) const = default;
};

struct Snapshot {
    std::array<SideSnapshot, 2> sides{}; // indexed by index_of(Side)
    Side to_move = Side::white;

    const SideSnapshot& side(Side s) const { return sides[index_of(s)]; }
    bool operator==(const Snapshot&) const = default;
};

struct PressResult {
    bool pressed = false;         // false: the clock was not running (not started, or paused)
    bool late = false;            // the mover's flag had already fallen; his time stays at zero
    bool control_reached = false; // the move completed a period; the next period's time came
    Duration time_added{};        // with control_reached: that time
    int moves_made = 0;           // the mover's completed moves, this one included
    Snapshot after;               // both clocks at the press, before the other's turn has run
};

// Where a side stands against the next time control.
struct ControlStatus {
    int period_index = 0;                // 0-based index into the control's periods
    std::optional<int> moves_to_control; // moves still to make; none in a rest-of-game period
    Duration time_left{};                // main time shown: what there is to make them in
};

struct OvertimeStatus {
    bool in_overtime = false; // byo-yomi: the main time is gone
    int periods_left = 0;
    Duration period_left{}; // of the running (or, for the side not to move, the next) period
};

enum class ClockEventKind : std::uint8_t {
    flag,              // the side's time ran out
    time_announcement, // the shown time reached a threshold of the schedule
    low_time_warning,  // the shown time reached one of the user's warnings
    overtime_period,   // byo-yomi: an overtime period began (the first, or after one was lost)
};

struct ClockEvent {
    ClockEventKind kind = ClockEventKind::flag;
    Side side = Side::white;
    TimePoint when{};     // the exact instant it fell due
    Duration remaining{}; // time shown then: the threshold, an overtime period's length, or 0
    int overtime_periods_left = 0;

    bool operator==(const ClockEvent&) const = default;
};

} // namespace escaque::clock
