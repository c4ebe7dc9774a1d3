#include "clock/time_control_words.h"

#include "clock/english_numbers.h"

#include <algorithm>

namespace escaque::clock {

namespace {

bool is_bonus_method(TimingMethod method) {
    return method == TimingMethod::fischer || method == TimingMethod::simple_delay ||
           method == TimingMethod::bronstein;
}

std::string bonus_words(TimingMethod method, Duration bonus) {
    switch (method) {
    case TimingMethod::fischer:
        return " plus " + english_duration(bonus) + " per move";
    case TimingMethod::simple_delay:
        return " with a delay of " + english_duration(bonus);
    case TimingMethod::bronstein:
        return " with a Bronstein delay of " + english_duration(bonus);
    default:
        return {};
    }
}

std::string shared_bonus_words(TimingMethod method, Duration bonus) {
    switch (method) {
    case TimingMethod::fischer:
        return ", plus " + english_duration(bonus) + " per move from move one";
    case TimingMethod::simple_delay:
        return ", with a delay of " + english_duration(bonus) + " on every move";
    case TimingMethod::bronstein:
        return ", with a Bronstein delay of " + english_duration(bonus) + " on every move";
    default:
        return {};
    }
}

std::string byo_yomi_words(const PeriodDescription& p) {
    const std::string count = english_number(p.overtime_periods);
    const std::string overtime = "byo-yomi: " + count +
                                 (p.overtime_periods == 1 ? " period of " : " periods of ") +
                                 english_duration(p.bonus);
    if (p.base == Duration::zero()) return overtime;
    return english_duration(p.base) + ", then " + overtime;
}

std::string period_words(const PeriodDescription& p, bool only_period) {
    if (p.method == TimingMethod::byo_yomi) return byo_yomi_words(p);
    std::string words;
    if (p.moves > 0)
        words = english_number(p.moves) + (p.moves == 1 ? " move in " : " moves in ") +
                english_duration(p.base);
    else if (only_period)
        words =
            english_duration(p.base) +
            (p.method == TimingMethod::sudden_death ? std::string(" for the game") : std::string());
    else
        words = english_duration(p.base) + " for the rest of the game";
    words += bonus_words(p.method, p.bonus);
    if (p.repeats) words += ", repeating";
    return words;
}

} // namespace

TimeControlDescription describe(const TimeControl& control) {
    TimeControlDescription description;
    description.kind = control.kind();
    const std::vector<Period>& periods = control.periods();
    if (periods.empty()) return description;
    description.hourglass = periods.front().method == TimingMethod::hourglass;
    const Period& last = periods.back();
    const bool shared = periods.size() > 1 && is_bonus_method(last.method) &&
                        std::all_of(periods.begin(), periods.end(), [&](const Period& p) {
                            return p.method == last.method && p.bonus == last.bonus;
                        });
    if (shared) {
        description.shared_method = last.method;
        description.shared_bonus = last.bonus;
    }
    for (std::size_t i = 0; i < periods.size(); ++i) {
        const Period& p = periods[i];
        PeriodDescription d{p.moves, p.base, p.method, p.bonus, p.overtime_periods, false};
        if (shared) {
            d.method = TimingMethod::sudden_death;
            d.bonus = Duration::zero();
        }
        d.repeats = i + 1 == periods.size() && p.moves > 0;
        description.periods.push_back(d);
    }
    return description;
}

std::string describe_in_english(const TimeControlDescription& description) {
    switch (description.kind) {
    case TimeControl::Kind::untimed:
        return "no time control";
    case TimeControl::Kind::unknown:
        return "unknown time control";
    case TimeControl::Kind::timed:
        break;
    }
    if (description.hourglass)
        return "an hourglass of " + english_duration(description.periods.front().base) +
               " for each player";
    const bool only = description.periods.size() == 1;
    std::string words;
    for (const PeriodDescription& p : description.periods) {
        if (!words.empty()) words += ", then ";
        words += period_words(p, only);
    }
    if (description.shared_method)
        words += shared_bonus_words(*description.shared_method, description.shared_bonus);
    return words;
}

std::string describe_in_english(const TimeControl& control) {
    return describe_in_english(describe(control));
}

} // namespace escaque::clock
