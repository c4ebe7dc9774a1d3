#include "clock/chess_clock.h"

#include "clock/turn_timing.h"

#include <algorithm>
#include <utility>

namespace escaque::clock {

namespace {

constexpr std::array<Side, 2> both_sides = {Side::white, Side::black};

} // namespace

ChessClock::ChessClock(const TimeSource& source, TimeControl control, ClockOptions options)
    : source_(&source), control_(std::move(control)), options_(options),
      to_move_(options.first_to_move) {
    for (SideClock& clock : sides_) {
        enter_period(clock);
        if (!control_.is_timed()) continue;
        const Period& first = control_.periods().front();
        if (options_.increment_before_first_move && first.method == TimingMethod::fischer)
            clock.main += first.bonus;
    }
}

// --- Time arithmetic ------------------------------------------------------------------------

const Period& ChessClock::period_of(Side side) const {
    return control_.period_after(clock_of(side).controls_passed);
}

Duration ChessClock::turn_elapsed(TimePoint now) const {
    if (!started_) return Duration::zero();
    const TimePoint until = paused_ ? paused_at_ : now;
    return banked_ + std::max(Duration::zero(), until - running_since_);
}

Duration ChessClock::elapsed_of(Side side, TimePoint now) const {
    return side == to_move_ ? turn_elapsed(now) : Duration::zero();
}

// Exact for any instant of the stretch that began at running_since_; an instant from before an
// earlier pause can only belong to an event collected late, which is dated at the restart.
TimePoint ChessClock::instant_of(Duration elapsed) const {
    return running_since_ + std::max(Duration::zero(), elapsed - banked_);
}

Duration ChessClock::mover_time_until_flag() const {
    const SideClock& clock = clock_of(to_move_);
    return escaque::clock::time_until_flag(period_of(to_move_), clock.main, clock.overtime_left);
}

Duration ChessClock::shown_offset(Side side, TimePoint now) const {
    if (!turn_is_timed()) return Duration::zero();
    if (side == to_move_) return main_time_run_down(period_of(side), turn_elapsed(now));
    if (period_of(side).method == TimingMethod::hourglass) return -turn_elapsed(now);
    return Duration::zero();
}

Duration ChessClock::remaining_at(Side side, TimePoint now) const {
    if (!control_.is_timed()) return Duration::zero();
    return std::max(Duration::zero(), clock_of(side).main - shown_offset(side, now));
}

void ChessClock::record_flag(TimePoint now) {
    if (!turn_is_timed()) return;
    SideClock& mover = clock_of(to_move_);
    if (mover.flag_fell_at) return;
    const Duration available = mover_time_until_flag();
    if (turn_elapsed(now) >= available) mover.flag_fell_at = instant_of(available);
}

void ChessClock::enter_period(SideClock& clock) const {
    if (!control_.is_timed()) return;
    const Period& period = control_.period_after(clock.controls_passed);
    clock.main += period.base;
    if (period.method == TimingMethod::byo_yomi) clock.overtime_left = period.overtime_periods;
}

// --- Running --------------------------------------------------------------------------------

bool ChessClock::start() {
    if (started_) return false;
    const TimePoint now = source_->now();
    started_ = true;
    paused_ = false;
    running_since_ = now;
    banked_ = Duration::zero();
    reported_until_ = Duration::zero();
    record_flag(now);
    return true;
}

PressResult ChessClock::press() {
    const TimePoint now = source_->now();
    if (!running()) return {};
    record_flag(now);
    PressResult result;
    result.pressed = true;
    SideClock& mover = clock_of(to_move_);
    SideClock& waiting = clock_of(other(to_move_));
    const Duration elapsed = turn_elapsed(now);
    if (control_.is_timed()) {
        const Period& period = period_of(to_move_);
        if (elapsed >= mover_time_until_flag()) {
            // The flag fell before the press (2001 6.10, current 6.9 judge what that means);
            // the clock shows zero and credits nothing.
            result.late = true;
            if (period.method == TimingMethod::hourglass)
                waiting.main += std::max(Duration::zero(), mover.main);
            mover.main = Duration::zero();
            mover.overtime_left = 0;
        } else {
            const TurnOutcome outcome =
                complete_turn(period, mover.main, mover.overtime_left, elapsed);
            mover.main = outcome.main;
            mover.overtime_left = outcome.overtime_left;
            waiting.main += outcome.given_to_opponent;
        }
    }
    mover.used += elapsed;
    ++mover.moves_made;
    result.moves_made = mover.moves_made;
    // RULES.md §9.11: the next period's time is added once its move count is completed; the
    // time saved carries over (2001 6.2, current 6.3). A flag before that move stays fallen.
    const int control_move = control_.move_of_next_control(mover.controls_passed);
    if (control_move != 0 && mover.moves_made >= control_move) {
        ++mover.controls_passed;
        const Duration before = mover.main;
        enter_period(mover);
        result.control_reached = true;
        result.time_added = mover.main - before;
    }
    to_move_ = other(to_move_);
    running_since_ = now;
    banked_ = Duration::zero();
    reported_until_ = Duration::zero();
    record_flag(now);
    result.after = snapshot_at(now);
    return result;
}

bool ChessClock::pause() {
    if (!running()) return false;
    const TimePoint now = source_->now();
    record_flag(now);
    paused_at_ = now;
    paused_ = true;
    return true;
}

bool ChessClock::resume() {
    if (!started_ || !paused_) return false;
    const TimePoint now = source_->now();
    banked_ += std::max(Duration::zero(), paused_at_ - running_since_);
    running_since_ = now;
    paused_ = false;
    record_flag(now);
    return true;
}

// --- Adjusting ------------------------------------------------------------------------------

void ChessClock::add_time(Side side, Duration delta) {
    if (!control_.is_timed()) return;
    const TimePoint now = source_->now();
    record_flag(now);
    SideClock& clock = clock_of(side);
    const Duration offset = shown_offset(side, now);
    clock.main = std::max(std::max(clock.main, offset) + delta, offset);
    record_flag(now);
}

void ChessClock::set_remaining(Side side, Duration remaining) {
    if (!control_.is_timed()) return;
    const TimePoint now = source_->now();
    record_flag(now);
    SideClock& clock = clock_of(side);
    remaining = std::max(remaining, Duration::zero());
    clock.main = remaining + shown_offset(side, now);
    if (remaining > Duration::zero()) {
        clock.flag_fell_at.reset();
        clock.flag_reported = false;
    }
    record_flag(now);
}

SideSnapshot ChessClock::side_snapshot(Side side, TimePoint now) const {
    const SideClock& clock = clock_of(side);
    SideSnapshot snapshot;
    snapshot.remaining = remaining_at(side, now);
    snapshot.used = clock.used + elapsed_of(side, now);
    snapshot.moves_made = clock.moves_made;
    snapshot.controls_passed = clock.controls_passed;
    snapshot.overtime_periods_left = clock.overtime_left;
    if (control_.is_timed() && period_of(side).method == TimingMethod::byo_yomi) {
        const OvertimeReading reading =
            read_overtime(period_of(side), clock.main, clock.overtime_left, elapsed_of(side, now));
        if (reading.in_overtime) snapshot.overtime_periods_left = reading.periods_left;
    }
    snapshot.flag_fallen = flag_fallen(side);
    return snapshot;
}

Snapshot ChessClock::snapshot() const {
    return snapshot_at(source_->now());
}

Snapshot ChessClock::snapshot_at(TimePoint now) const {
    Snapshot snapshot;
    for (Side side : both_sides) snapshot.sides[index_of(side)] = side_snapshot(side, now);
    snapshot.to_move = to_move_;
    return snapshot;
}

Duration ChessClock::delay_used() const {
    if (!turn_is_timed()) return Duration::zero();
    const Period& period = period_of(to_move_);
    if (period.method != TimingMethod::simple_delay && period.method != TimingMethod::bronstein)
        return Duration::zero();
    return std::min(turn_elapsed(source_->now()), period.bonus);
}

void ChessClock::restore(const Snapshot& snapshot, Duration delay_used) {
    restore(snapshot);
    if (delay_used <= Duration::zero() || !turn_is_timed()) return;
    const Period& period = period_of(to_move_);
    if (period.method != TimingMethod::simple_delay && period.method != TimingMethod::bronstein)
        return;
    // The turn goes on from that much of it: the time shown stays, the used time counts once.
    const Duration elapsed = std::min(delay_used, period.bonus);
    SideClock& mover = clock_of(to_move_);
    banked_ = elapsed;
    mover.main += main_time_run_down(period, elapsed);
    mover.used = std::max(Duration::zero(), mover.used - elapsed);
}

void ChessClock::restore(const Snapshot& snapshot) {
    const TimePoint now = source_->now();
    for (Side side : both_sides) {
        const SideSnapshot& saved = snapshot.side(side);
        SideClock& clock = clock_of(side);
        clock.main = control_.is_timed() ? saved.remaining : Duration::zero();
        clock.used = saved.used;
        clock.moves_made = saved.moves_made;
        clock.controls_passed = saved.controls_passed;
        clock.overtime_left = saved.overtime_periods_left;
        clock.flag_fell_at = saved.flag_fallen ? std::optional<TimePoint>(now) : std::nullopt;
        clock.flag_reported = saved.flag_fallen;
    }
    to_move_ = snapshot.to_move;
    running_since_ = now;
    paused_at_ = now;
    banked_ = Duration::zero();
    reported_until_ = Duration::zero();
    record_flag(now);
}

// --- Reading --------------------------------------------------------------------------------

Duration ChessClock::remaining(Side side) const {
    return remaining_at(side, source_->now());
}

Duration ChessClock::time_until_flag(Side side) const {
    if (!control_.is_timed()) return Duration::zero();
    const TimePoint now = source_->now();
    const SideClock& clock = clock_of(side);
    const Duration available = escaque::clock::time_until_flag(
        period_of(side),
        clock.main - (side == to_move_ ? Duration::zero() : shown_offset(side, now)),
        clock.overtime_left);
    return std::max(Duration::zero(), available - elapsed_of(side, now));
}

Duration ChessClock::used(Side side) const {
    return clock_of(side).used + elapsed_of(side, source_->now());
}

int ChessClock::moves_made(Side side) const {
    return clock_of(side).moves_made;
}

ControlStatus ChessClock::control_status(Side side) const {
    ControlStatus status;
    status.time_left = remaining(side);
    if (!control_.is_timed()) return status;
    const SideClock& clock = clock_of(side);
    const auto last = static_cast<int>(control_.periods().size()) - 1;
    status.period_index = std::min(clock.controls_passed, last);
    if (const int move = control_.move_of_next_control(clock.controls_passed); move != 0)
        status.moves_to_control = move - clock.moves_made;
    return status;
}

OvertimeStatus ChessClock::overtime(Side side) const {
    if (!control_.is_timed() || period_of(side).method != TimingMethod::byo_yomi) return {};
    const SideClock& clock = clock_of(side);
    const OvertimeReading reading = read_overtime(period_of(side), clock.main, clock.overtime_left,
                                                  elapsed_of(side, source_->now()));
    return {reading.in_overtime, reading.periods_left, reading.period_left};
}

std::optional<TimePoint> ChessClock::flag_fell_at(Side side) const {
    const SideClock& clock = clock_of(side);
    if (clock.flag_fell_at) return clock.flag_fell_at;
    if (side != to_move_ || !turn_is_timed()) return std::nullopt;
    const Duration available = mover_time_until_flag();
    if (turn_elapsed(source_->now()) < available) return std::nullopt;
    return instant_of(available);
}

bool ChessClock::flag_fallen(Side side) const {
    return flag_fell_at(side).has_value();
}

std::optional<Side> ChessClock::first_flag() const {
    const std::optional<TimePoint> white = flag_fell_at(Side::white);
    const std::optional<TimePoint> black = flag_fell_at(Side::black);
    if (white && (!black || *white <= *black)) return Side::white;
    if (black) return Side::black;
    return std::nullopt;
}

bool ChessClock::both_flags_fallen() const {
    return flag_fallen(Side::white) && flag_fallen(Side::black);
}
} // namespace escaque::clock
