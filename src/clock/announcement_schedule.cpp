#include "clock/announcement_schedule.h"

#include <algorithm>
#include <cassert>
#include <utility>

namespace escaque::clock {

namespace {

using std::chrono::minutes;
using std::chrono::seconds;

constexpr Duration tick{1};

std::vector<Duration> sorted_unique(std::vector<Duration> values) {
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    return values;
}

} // namespace

AnnouncementSchedule::AnnouncementSchedule(std::vector<AnnouncementBand> bands,
                                           std::vector<Duration> warnings)
    : bands_(std::move(bands)), warnings_(std::move(warnings)) {}

AnnouncementSchedule AnnouncementSchedule::off() {
    return AnnouncementSchedule({}, {});
}

AnnouncementSchedule AnnouncementSchedule::talking_clock(std::vector<Duration> warnings) {
    Expected<AnnouncementSchedule> schedule = make(
        {
            {minutes(10), minutes(5)},
            {minutes(1), minutes(1)},
            {seconds(10), seconds(10)},
            {Duration::zero(), seconds(1)},
        },
        std::move(warnings));
    assert(schedule.has_value() && "warnings must be above zero");
    return std::move(schedule).value();
}

AnnouncementSchedule AnnouncementSchedule::warnings_only(std::vector<Duration> warnings) {
    Expected<AnnouncementSchedule> schedule = make({}, std::move(warnings));
    assert(schedule.has_value() && "warnings must be above zero");
    return std::move(schedule).value();
}

Expected<AnnouncementSchedule> AnnouncementSchedule::make(std::vector<AnnouncementBand> bands,
                                                          std::vector<Duration> warnings) {
    for (const AnnouncementBand& band : bands) {
        if (band.step <= Duration::zero())
            return Error{"an announcement band needs a step above zero"};
        if (band.from < Duration::zero())
            return Error{"an announcement band cannot start below zero"};
    }
    std::sort(bands.begin(), bands.end(),
              [](const AnnouncementBand& a, const AnnouncementBand& b) { return a.from > b.from; });
    for (std::size_t i = 1; i < bands.size(); ++i)
        if (bands[i].from == bands[i - 1].from)
            return Error{"two announcement bands start at the same time"};
    for (Duration warning : warnings)
        if (warning <= Duration::zero()) return Error{"a low-time warning must be above zero"};
    return AnnouncementSchedule(std::move(bands), sorted_unique(std::move(warnings)));
}

// Bands are kept highest first, so band i covers [from_i, from_(i-1)) and the first band that
// has a multiple of its step below `shown` has the largest one.
std::optional<Duration> AnnouncementSchedule::scheduled_below(Duration shown) const {
    for (std::size_t i = 0; i < bands_.size(); ++i) {
        const AnnouncementBand& band = bands_[i];
        const Duration limit = i == 0 ? shown : std::min(shown, bands_[i - 1].from);
        if (limit <= tick) continue;
        const Duration candidate = (limit - tick) / band.step * band.step;
        if (candidate >= band.from && candidate > Duration::zero()) return candidate;
    }
    return std::nullopt;
}

std::optional<Duration> AnnouncementSchedule::scheduled_at_or_above(Duration shown) const {
    for (std::size_t i = bands_.size(); i-- > 0;) {
        const AnnouncementBand& band = bands_[i];
        const Duration low = std::max({shown, band.from, tick});
        const Duration candidate = (low + band.step - tick) / band.step * band.step;
        if (i == 0 || candidate < bands_[i - 1].from) return candidate;
    }
    return std::nullopt;
}

std::optional<Duration> AnnouncementSchedule::warning_below(Duration shown) const {
    auto it = std::lower_bound(warnings_.begin(), warnings_.end(), shown);
    if (it == warnings_.begin()) return std::nullopt;
    return *std::prev(it);
}

std::optional<Duration> AnnouncementSchedule::warning_at_or_above(Duration shown) const {
    auto it = std::lower_bound(warnings_.begin(), warnings_.end(), shown);
    if (it == warnings_.end()) return std::nullopt;
    return *it;
}

} // namespace escaque::clock
