#include "clock/time_control.h"

#include <cassert>
#include <string>
#include <utility>

namespace escaque::clock {

namespace {

std::string period_label(std::size_t index, std::size_t count) {
    return count == 1 ? std::string("the time control") : "period " + std::to_string(index + 1);
}

// Increment or delay of zero is plain sudden death; storing it so keeps equality and printing
// simple.
Period normalised(Period period) {
    const bool bonus_method = period.method == TimingMethod::fischer ||
                              period.method == TimingMethod::simple_delay ||
                              period.method == TimingMethod::bronstein;
    if (bonus_method && period.bonus == Duration::zero())
        period.method = TimingMethod::sudden_death;
    return period;
}

std::string check_period(const Period& p, std::size_t index, std::size_t count) {
    const std::string label = period_label(index, count);
    const bool last = index + 1 == count;
    if (p.base < Duration::zero() || p.bonus < Duration::zero())
        return label + " has a negative time; times must be zero or more";
    if (p.base > max_period_time || p.bonus > max_period_time)
        return label + " is longer than a year; give a shorter time";
    if (p.moves < 0 || p.moves > max_moves_per_period)
        return label + " has a move count of " + std::to_string(p.moves) +
               "; expected 0 (rest of the game) to " + std::to_string(max_moves_per_period);
    if (p.moves == 0 && !last)
        return label + " is for the rest of the game but another period follows it; give it a "
                       "move count, as in 40/90,30+30";
    switch (p.method) {
    case TimingMethod::sudden_death:
        if (p.bonus != Duration::zero())
            return label + " is sudden death but has an increment or delay";
        break;
    case TimingMethod::fischer:
    case TimingMethod::simple_delay:
    case TimingMethod::bronstein:
        break;
    case TimingMethod::byo_yomi:
        if (!last || p.moves != 0)
            return label + " is byo-yomi, which can only be the last period, for the rest of "
                           "the game";
        if (p.overtime_periods < 1 || p.overtime_periods > max_overtime_periods ||
            p.bonus <= Duration::zero())
            return label + " needs 1 to " + std::to_string(max_overtime_periods) +
                   " byo-yomi periods of more than zero seconds, as in 10 byo 5x30";
        break;
    case TimingMethod::hourglass:
        if (count != 1 || p.moves != 0 || p.bonus != Duration::zero())
            return "an hourglass is a control of its own: one time, no moves, no increment";
        break;
    }
    if (p.method != TimingMethod::byo_yomi && p.overtime_periods != 0)
        return label + " has byo-yomi periods but is not byo-yomi";
    return {};
}

// White's clock runs from the start (6.6), so the first period must give some time.
bool gives_time_for_first_move(const Period& p) {
    return p.base > Duration::zero() ||
           (p.method == TimingMethod::simple_delay && p.bonus > Duration::zero()) ||
           p.method == TimingMethod::byo_yomi;
}

} // namespace

TimeControl::TimeControl(Kind kind, std::vector<Period> periods)
    : kind_(kind), periods_(std::move(periods)) {}

Expected<TimeControl> TimeControl::make(std::vector<Period> periods) {
    if (periods.empty()) return Error{"a time control needs at least one period"};
    for (std::size_t i = 0; i < periods.size(); ++i) {
        periods[i] = normalised(periods[i]);
        if (std::string problem = check_period(periods[i], i, periods.size()); !problem.empty())
            return Error{std::move(problem)};
    }
    if (!gives_time_for_first_move(periods.front()))
        return Error{"the first period gives no time for the first move; give a base time "
                     "above zero",
                     Error::Problem::no_time_at_start};
    return TimeControl(Kind::timed, std::move(periods));
}

TimeControl TimeControl::untimed() {
    return TimeControl(Kind::untimed, {});
}
TimeControl TimeControl::unknown() {
    return TimeControl(Kind::unknown, {});
}

namespace {
TimeControl checked(Expected<TimeControl> control) {
    assert(control.has_value());
    return std::move(control).value();
}
} // namespace

TimeControl TimeControl::sudden_death(Duration base) {
    return checked(make({Period{base, 0, TimingMethod::sudden_death, {}, 0}}));
}
TimeControl TimeControl::fischer(Duration base, Duration increment) {
    return checked(make({Period{base, 0, TimingMethod::fischer, increment, 0}}));
}
TimeControl TimeControl::simple_delay(Duration base, Duration delay) {
    return checked(make({Period{base, 0, TimingMethod::simple_delay, delay, 0}}));
}
TimeControl TimeControl::bronstein(Duration base, Duration delay) {
    return checked(make({Period{base, 0, TimingMethod::bronstein, delay, 0}}));
}
TimeControl TimeControl::byo_yomi(Duration main_time, int periods, Duration period_time) {
    return checked(make({Period{main_time, 0, TimingMethod::byo_yomi, period_time, periods}}));
}
TimeControl TimeControl::hourglass(Duration each) {
    return checked(make({Period{each, 0, TimingMethod::hourglass, {}, 0}}));
}

const Period& TimeControl::period_after(int controls_passed) const {
    assert(!periods_.empty() && controls_passed >= 0);
    const auto last = periods_.size() - 1;
    const auto index = static_cast<std::size_t>(controls_passed);
    return periods_[index < last ? index : last];
}

int TimeControl::move_of_next_control(int controls_passed) const {
    if (periods_.empty() || period_after(controls_passed).moves == 0) return 0;
    int move = 0;
    for (int passed = 0; passed <= controls_passed; ++passed) move += period_after(passed).moves;
    return move;
}

} // namespace escaque::clock
