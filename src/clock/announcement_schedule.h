#pragma once

#include "clock/expected.h"
#include "clock/time_types.h"

#include <optional>
#include <vector>

namespace escaque::clock {

// Times on the clock at or above `from` (and below the next band up) are announced every
// `step`: with {10 min, 5 min} a running clock is announced at 10:00, 15:00, 20:00, ...
struct AnnouncementBand {
    Duration from{};
    Duration step{};

    bool operator==(const AnnouncementBand&) const = default;
};

// When a talking clock speaks (RULES.md §1.4: current App. D.2.6 admits a clock that announces
// time). The clock layer only computes when an announcement falls due; it never speaks.
// Two kinds of threshold: the regular schedule of bands, and low-time warnings the user sets.
// Both are crossings of the time shown while it runs down: a threshold is due at the instant the
// shown time reaches it, and the time a turn starts with is never announced.
class AnnouncementSchedule {
public:
    // Nothing at all: tournament use, time only on request (RULES.md §9.16).
    static AnnouncementSchedule off();
    // The schedule blind players know from WinBoard's JAWS mode: every 5 minutes from 10
    // minutes up, every minute below 10 minutes, every 10 seconds below a minute, every second in
    // the last 10 seconds; plus the given low-time warnings.
    static AnnouncementSchedule talking_clock(std::vector<Duration> warnings = {});
    static AnnouncementSchedule warnings_only(std::vector<Duration> warnings);
    // Bands in any order, steps above zero, distinct `from`s; warnings above zero.
    static Expected<AnnouncementSchedule> make(std::vector<AnnouncementBand> bands,
                                               std::vector<Duration> warnings);

    bool is_off() const { return bands_.empty() && warnings_.empty(); }
    const std::vector<AnnouncementBand>& bands() const { return bands_; } // highest first
    const std::vector<Duration>& warnings() const { return warnings_; }   // ascending

    // The largest threshold strictly below `shown` (and above zero): the next one due.
    std::optional<Duration> scheduled_below(Duration shown) const;
    std::optional<Duration> warning_below(Duration shown) const;
    // The smallest threshold at or above `shown`: the last one passed.
    std::optional<Duration> scheduled_at_or_above(Duration shown) const;
    std::optional<Duration> warning_at_or_above(Duration shown) const;

    bool operator==(const AnnouncementSchedule&) const = default;

private:
    AnnouncementSchedule(std::vector<AnnouncementBand> bands, std::vector<Duration> warnings);

    std::vector<AnnouncementBand> bands_;
    std::vector<Duration> warnings_;
};

} // namespace escaque::clock
