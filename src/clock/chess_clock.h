#pragma once

#include "clock/announcement_schedule.h"
#include "clock/clock_state.h"
#include "clock/time_control.h"
#include "clock/time_source.h"

#include <array>
#include <optional>
#include <vector>

namespace escaque::clock {

// A two-sided chess clock for one game. It knows time controls, not chess: the arbiter layer
// tells it when a move is completed (press) and what the Laws make of a flag.
//
// Exactness: the time a turn has lasted is always a difference of two timestamps from the
// TimeSource (plus earlier stretches of the same turn when the arbiter paused the clock), and
// every balance is integer nanoseconds. A flag falls at an instant computed from those numbers,
// never from summed ticks, and the clock says when its next event is due so that the main loop
// can sleep until then.
//
// Every call reads the TimeSource once; the source must outlive the clock.
class ChessClock {
public:
    ChessClock(const TimeSource& source, TimeControl control, ClockOptions options = {});

    const TimeControl& control() const { return control_; }

    // --- Running ---------------------------------------------------------------------------
    // The game starts: the first mover's clock runs (2001 6.5, current 6.6). False if it had
    // already started.
    bool start();
    // The mover completes his move (2001 6.8a, current 6.2.1): his clock stops, the period's
    // increment or delay is settled, the move is counted, the next period's time is added when
    // this move completes its move count, and the opponent's clock starts.
    PressResult press();
    // The arbiter stops the clocks (claims, irregularities, 2001 6.13 / current 6.12.2) and
    // restarts them. The turn's delay and overtime state survive a pause. False if not possible.
    bool pause();
    bool resume();

    bool started() const { return started_; }
    bool paused() const { return paused_; }
    bool running() const { return started_ && !paused_; }
    Side to_move() const { return to_move_; }

    // --- Adjusting (2001 6.14, 13.4; current 7.1, 12.9; quickplay +2 minutes) --------------
    // Adds `delta` to the side's main time, or removes it when negative; never below zero. A
    // flag that has fallen stays fallen.
    void add_time(Side side, Duration delta);
    // Sets the main time the side shows now (a corrected or replaced clock, 6.10). Time above
    // zero lifts a fallen flag.
    void set_remaining(Side side, Duration remaining);
    // The clock as it is now, and back to such a state: the side to move then begins a fresh
    // turn (a new delay; a renewed byo-yomi period) and the clock keeps running or paused as it
    // is. A flag restored as fallen is not reported again.
    Snapshot snapshot() const;
    void restore(const Snapshot& snapshot);
    // A delay the mover had already used when the snapshot was taken: none of it is given
    // again. The snapshot's time shown stays as it was; a Bronstein bonus counts the time.
    // Only for the delay methods, where the time shown does not tell it (0 elsewhere).
    Duration delay_used() const;
    void restore(const Snapshot& snapshot, Duration delay_used);

    // --- Reading ---------------------------------------------------------------------------
    Duration remaining(Side side) const;       // main time shown, never below zero
    Duration time_until_flag(Side side) const; // with the delay or byo-yomi periods still to come
    Duration used(Side side) const;            // the side's clock has run this long in all
    int moves_made(Side side) const;
    ControlStatus control_status(Side side) const;
    OvertimeStatus overtime(Side side) const;
    bool flag_fallen(Side side) const;
    std::optional<TimePoint> flag_fell_at(Side side) const;
    // Whose flag fell first, if any fell: what a claim or a "both flags" rule needs (2001 6.12,
    // 10.3, B8; current Guidelines III).
    std::optional<Side> first_flag() const;
    bool both_flags_fallen() const;

    // --- Events ----------------------------------------------------------------------------
    // What each side's running clock announces (off unless set). Warnings ride along.
    void set_announcements(Side side, AnnouncementSchedule schedule);
    const AnnouncementSchedule& announcements(Side side) const;
    // The next instant at which collect_events() will have something: a flag or an
    // announcement of the running clock. nullopt when nothing is scheduled (stopped, paused,
    // untimed, or only an already fallen flag ahead).
    std::optional<TimePoint> next_event_time() const;
    // Everything that fell due since the last call, in time order. Each flag is reported once.
    // Announcements that were overtaken by a later one before being collected are dropped: only
    // the latest time announcement, low-time warning and overtime period are kept, and none when
    // a flag of the running side is reported with them.
    std::vector<ClockEvent> collect_events();

private:
    Snapshot snapshot_at(TimePoint now) const;

    struct SideClock {
        Duration main{}; // main time at the start of its current or next turn
        Duration used{}; // in completed turns
        int moves_made = 0;
        int controls_passed = 0;
        int overtime_left = 0;
        std::optional<TimePoint> flag_fell_at;
        bool flag_reported = false;
        AnnouncementSchedule schedule = AnnouncementSchedule::off();
    };

    SideClock& clock_of(Side side) { return sides_[index_of(side)]; }
    const SideClock& clock_of(Side side) const { return sides_[index_of(side)]; }
    const Period& period_of(Side side) const;
    bool turn_is_timed() const { return started_ && control_.is_timed(); }
    Duration turn_elapsed(TimePoint now) const;
    Duration elapsed_of(Side side, TimePoint now) const;
    TimePoint instant_of(Duration turn_elapsed) const;
    Duration mover_time_until_flag() const;
    // How far below `main` the shown main time is at `now`: the mover's run-down, the hourglass
    // gain of the side waiting (negative), or zero.
    Duration shown_offset(Side side, TimePoint now) const;
    Duration remaining_at(Side side, TimePoint now) const;
    void record_flag(TimePoint now);
    void enter_period(SideClock& clock) const;
    SideSnapshot side_snapshot(Side side, TimePoint now) const;

    struct DueEvent {
        Duration at; // turn time
        ClockEvent event;
    };
    std::optional<DueEvent> next_turn_event(Duration after) const;
    void add_announcements(Duration after, Duration now_elapsed,
                           std::vector<ClockEvent>& events) const;

    const TimeSource* source_;
    TimeControl control_;
    ClockOptions options_;
    std::array<SideClock, 2> sides_{};
    Side to_move_;
    bool started_ = false;
    bool paused_ = false;
    TimePoint running_since_{}; // when the mover's clock last started running
    TimePoint paused_at_{};     // when it last stopped, while paused
    Duration banked_{};         // the turn's time before running_since_
    Duration reported_until_{}; // turn time up to which events have been collected
};

} // namespace escaque::clock
