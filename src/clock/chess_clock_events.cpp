// The event side of ChessClock: when its running clock next has something to say, and what fell
// due since the owner last asked. Kept apart from the time keeping in chess_clock.cpp.

#include "clock/chess_clock.h"

#include "clock/turn_timing.h"

#include <algorithm>
#include <utility>

namespace escaque::clock {

namespace {

// A threshold of the schedule or a warning, whichever comes first (the larger one) when both
// are possible; a time that is both is a warning.
std::optional<std::pair<Duration, ClockEventKind>>
next_threshold(const AnnouncementSchedule& schedule, Duration shown) {
    const std::optional<Duration> scheduled = schedule.scheduled_below(shown);
    const std::optional<Duration> warning = schedule.warning_below(shown);
    if (warning && (!scheduled || *warning >= *scheduled))
        return std::pair{*warning, ClockEventKind::low_time_warning};
    if (scheduled) return std::pair{*scheduled, ClockEventKind::time_announcement};
    return std::nullopt;
}

} // namespace

void ChessClock::set_announcements(Side side, AnnouncementSchedule schedule) {
    clock_of(side).schedule = std::move(schedule);
}

const AnnouncementSchedule& ChessClock::announcements(Side side) const {
    return clock_of(side).schedule;
}

// Walks the turn's countdowns (main time, byo-yomi periods) from `after` and returns the first
// thing that happens strictly later: an overtime period beginning, a threshold reached, or the
// flag.
std::optional<ChessClock::DueEvent> ChessClock::next_turn_event(Duration after) const {
    const SideClock& clock = clock_of(to_move_);
    const Period& period = period_of(to_move_);
    const int count = countdown_count(period, clock.main, clock.overtime_left);
    for (int i = 0; i < count; ++i) {
        const Countdown stretch = countdown(period, clock.main, clock.overtime_left, i);
        const Duration end = stretch.begins_at + stretch.length;
        if (end <= after) continue;
        ClockEvent event;
        event.side = to_move_;
        event.overtime_periods_left = stretch.overtime ? stretch.periods_left : 0;
        if (stretch.overtime && stretch.begins_at > after) {
            event.kind = ClockEventKind::overtime_period;
            event.remaining = stretch.length;
            return DueEvent{stretch.begins_at, event};
        }
        const Duration shown = end - std::max(after, stretch.begins_at);
        if (const auto threshold = next_threshold(clock.schedule, shown)) {
            event.kind = threshold->second;
            event.remaining = threshold->first;
            return DueEvent{end - threshold->first, event};
        }
    }
    const Duration available = mover_time_until_flag();
    if (clock.flag_fell_at || available <= after) return std::nullopt;
    ClockEvent flag;
    flag.kind = ClockEventKind::flag;
    flag.side = to_move_;
    return DueEvent{available, flag};
}

// The latest crossings in (after, now_elapsed] of the countdown running at now_elapsed; older
// ones are stale and left out.
void ChessClock::add_announcements(Duration after, Duration now_elapsed,
                                   std::vector<ClockEvent>& events) const {
    const SideClock& clock = clock_of(to_move_);
    const Period& period = period_of(to_move_);
    const int count = countdown_count(period, clock.main, clock.overtime_left);
    for (int i = 0; i < count; ++i) {
        const Countdown stretch = countdown(period, clock.main, clock.overtime_left, i);
        const Duration end = stretch.begins_at + stretch.length;
        if (now_elapsed < stretch.begins_at || now_elapsed >= end) continue;
        ClockEvent event;
        event.side = to_move_;
        event.overtime_periods_left = stretch.overtime ? stretch.periods_left : 0;
        if (stretch.overtime && stretch.begins_at > after) {
            event.kind = ClockEventKind::overtime_period;
            event.remaining = stretch.length;
            event.when = instant_of(stretch.begins_at);
            events.push_back(event);
        }
        const Duration shown = end - now_elapsed;
        const auto crossed = [&](std::optional<Duration> threshold) {
            return threshold && *threshold < stretch.length && end - *threshold > after;
        };
        const std::optional<Duration> warning = clock.schedule.warning_at_or_above(shown);
        const std::optional<Duration> scheduled = clock.schedule.scheduled_at_or_above(shown);
        if (crossed(warning)) {
            event.kind = ClockEventKind::low_time_warning;
            event.remaining = *warning;
            event.when = instant_of(end - *warning);
            events.push_back(event);
        }
        if (crossed(scheduled) && !(crossed(warning) && *warning == *scheduled)) {
            event.kind = ClockEventKind::time_announcement;
            event.remaining = *scheduled;
            event.when = instant_of(end - *scheduled);
            events.push_back(event);
        }
        return;
    }
}

std::optional<TimePoint> ChessClock::next_event_time() const {
    std::optional<TimePoint> next;
    for (const SideClock& clock : sides_)
        if (clock.flag_fell_at && !clock.flag_reported)
            next = next ? std::min(*next, *clock.flag_fell_at) : *clock.flag_fell_at;
    if (running() && control_.is_timed()) {
        if (const std::optional<DueEvent> due = next_turn_event(reported_until_)) {
            const TimePoint when = instant_of(due->at);
            next = next ? std::min(*next, when) : when;
        }
    }
    return next;
}

std::vector<ClockEvent> ChessClock::collect_events() {
    const TimePoint now = source_->now();
    record_flag(now);
    std::vector<ClockEvent> events;
    bool mover_flagged_now = false;
    for (Side side : {Side::white, Side::black}) {
        SideClock& clock = clock_of(side);
        if (!clock.flag_fell_at || clock.flag_reported) continue;
        ClockEvent flag;
        flag.kind = ClockEventKind::flag;
        flag.side = side;
        flag.when = *clock.flag_fell_at;
        events.push_back(flag);
        clock.flag_reported = true;
        mover_flagged_now = mover_flagged_now || side == to_move_;
    }
    if (turn_is_timed()) {
        const Duration now_elapsed = turn_elapsed(now);
        if (now_elapsed > reported_until_ && !mover_flagged_now)
            add_announcements(reported_until_, now_elapsed, events);
        reported_until_ = std::max(reported_until_, now_elapsed);
    }
    std::stable_sort(events.begin(), events.end(),
                     [](const ClockEvent& a, const ClockEvent& b) { return a.when < b.when; });
    return events;
}

} // namespace escaque::clock
