// The talking clock (RULES.md §1.4, current App. D.2.6): the running clock's time announced on
// the schedule blind players know from WinBoard's JAWS mode, plus low-time warnings.
//
// The game's clock is read-only from here (game::Game owns it and offers no way to give it a
// schedule), so the crossings are computed from what it shows: the same rule as the clock
// layer's own schedule — a threshold is due when the shown time reaches it, and the time a turn
// starts with is never announced. A low-time warning is said once per side: not for a time the
// side starts the game with or below, and again only after a turn has started above twice its
// time (a new period), so that increments lifting the clock over it do not repeat it. The
// same holds for the scheduled times above the last ten seconds ("one minute"); the final
// countdown is said in every turn that reaches it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "clock/announcement_schedule.h"
#include "clock/chess_clock.h"
#include "game/events.h"

namespace escaque::tui {

class TalkingClock {
public:
    explicit TalkingClock(clock::AnnouncementSchedule schedule);

    // Which sides are announced (against the computer, only the player's own clock).
    void set_sides(bool white, bool black);
    void set_enabled(bool enabled) { enabled_ = enabled; }

    // The thresholds the running clock has reached since the last call, latest only.
    std::vector<game::TimeAnnouncement> collect(const clock::ChessClock& clock);
    // When the running clock next reaches a threshold.
    std::optional<clock::TimePoint> next_time(const clock::ChessClock& clock,
                                              clock::TimePoint now) const;

private:
    bool announced(clock::Side side) const { return side == clock::Side::white ? white_ : black_; }
    // `game_start`: the time the game's first period gives each side.
    void start_turn(clock::Side side, clock::Duration shown, clock::Duration game_start);
    // The largest warning the side may still hear that is below `shown`.
    std::optional<clock::Duration> armed_warning_below(clock::Side side,
                                                       clock::Duration shown) const;

    clock::AnnouncementSchedule schedule_;
    bool enabled_ = true;
    bool white_ = true, black_ = true;
    // The turn being watched, and the thresholds already passed in it.
    bool watching_ = false;
    clock::Side side_ = clock::Side::white;
    int moves_made_ = -1;
    std::optional<clock::Duration> last_scheduled_;
    bool said_in_turn_ = false; // the side was named by an announcement of this turn
    // Per side, the warnings that may still be said (bit i: the schedule's warnings()[i]).
    std::array<std::uint32_t, 2> armed_{};
    std::array<bool, 2> started_{};
    // Per side, the lowest time said above the final countdown: a time is not said again when
    // increments lift the clock back over it, until a turn starts above twice it.
    std::array<std::optional<clock::Duration>, 2> lowest_said_{};
};

} // namespace escaque::tui
