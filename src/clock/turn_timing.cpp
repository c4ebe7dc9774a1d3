#include "clock/turn_timing.h"

#include <algorithm>
#include <cassert>

namespace escaque::clock {

Duration time_until_flag(const Period& period, Duration main, int overtime_left) {
    main = std::max(main, Duration::zero());
    switch (period.method) {
    case TimingMethod::simple_delay:
        return period.bonus + main;
    case TimingMethod::byo_yomi:
        return main + overtime_left * period.bonus;
    case TimingMethod::sudden_death:
    case TimingMethod::fischer:
    case TimingMethod::bronstein:
    case TimingMethod::hourglass:
        break;
    }
    return main;
}

Duration main_time_run_down(const Period& period, Duration elapsed) {
    if (period.method == TimingMethod::simple_delay)
        return std::max(Duration::zero(), elapsed - period.bonus);
    return elapsed;
}

OvertimeReading read_overtime(const Period& period, Duration main, int overtime_left,
                              Duration elapsed) {
    if (period.method != TimingMethod::byo_yomi) return {};
    main = std::max(main, Duration::zero());
    if (elapsed < main) return {false, overtime_left, period.bonus};
    const Duration over = elapsed - main;
    const auto used = static_cast<int>(over / period.bonus);
    if (used >= overtime_left) return {true, 0, Duration::zero()};
    return {true, overtime_left - used, period.bonus - over % period.bonus};
}

TurnOutcome complete_turn(const Period& period, Duration main, int overtime_left,
                          Duration elapsed) {
    assert(elapsed < time_until_flag(period, main, overtime_left));
    switch (period.method) {
    case TimingMethod::sudden_death:
        return {main - elapsed, overtime_left, {}};
    case TimingMethod::fischer:
        return {main - elapsed + period.bonus, overtime_left, {}};
    case TimingMethod::simple_delay:
        // Unused delay is never banked (2001 6.2: saved time carries "except in time-delay mode").
        return {main - main_time_run_down(period, elapsed), overtime_left, {}};
    case TimingMethod::bronstein:
        // Up to the delay comes back, so the clock never ends above where the turn began.
        return {main - elapsed + std::min(elapsed, period.bonus), overtime_left, {}};
    case TimingMethod::byo_yomi: {
        // A move inside an overtime period renews it; each period run out is lost for good.
        if (elapsed < main) return {main - elapsed, overtime_left, {}};
        const auto lost = static_cast<int>((elapsed - main) / period.bonus);
        return {Duration::zero(), overtime_left - lost, {}};
    }
    case TimingMethod::hourglass:
        return {main - elapsed, overtime_left, elapsed};
    }
    return {main, overtime_left, {}};
}

int countdown_count(const Period& period, Duration main, int overtime_left) {
    if (period.method != TimingMethod::byo_yomi) return 1;
    return (main > Duration::zero() ? 1 : 0) + overtime_left;
}

Countdown countdown(const Period& period, Duration main, int overtime_left, int index) {
    main = std::max(main, Duration::zero());
    if (period.method != TimingMethod::byo_yomi) {
        const Duration hold =
            period.method == TimingMethod::simple_delay ? period.bonus : Duration::zero();
        return {hold, main, false, 0};
    }
    if (main > Duration::zero()) {
        if (index == 0) return {Duration::zero(), main, false, overtime_left};
        --index;
    }
    return {main + index * period.bonus, period.bonus, true, overtime_left - index};
}

} // namespace escaque::clock
