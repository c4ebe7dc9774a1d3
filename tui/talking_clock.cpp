#include "talking_clock.h"

#include <algorithm>

namespace escaque::tui {

namespace {
// While a delay holds the shown time still, the next crossing is at least the delay away; this
// floor keeps such waits from turning into a stream of early wake-ups.
constexpr clock::Duration minimum_wait = std::chrono::milliseconds(50);
} // namespace

TalkingClock::TalkingClock(clock::AnnouncementSchedule schedule) : schedule_(std::move(schedule)) {}

void TalkingClock::set_sides(bool white, bool black) {
    white_ = white;
    black_ = black;
}

std::vector<game::TimeAnnouncement> TalkingClock::collect(const clock::ChessClock& clock) {
    std::vector<game::TimeAnnouncement> due;
    if (!clock.running() || !clock.control().is_timed()) {
        watching_ = false;
        return due;
    }
    const clock::Side side = clock.to_move();
    const clock::Duration shown = clock.remaining(side);
    if (!watching_ || side != side_ || clock.moves_made(side) != moves_made_) {
        // A new turn: whatever it starts at is already passed.
        watching_ = true;
        side_ = side;
        moves_made_ = clock.moves_made(side);
        last_scheduled_ = schedule_.scheduled_at_or_above(shown);
        last_warning_ = schedule_.warning_at_or_above(shown);
        return due;
    }
    if (shown <= clock::Duration{}) return due; // the flag is the game's business
    const auto scheduled = schedule_.scheduled_at_or_above(shown);
    const auto warning = schedule_.warning_at_or_above(shown);
    const bool new_scheduled = scheduled && (!last_scheduled_ || *scheduled < *last_scheduled_);
    const bool new_warning = warning && (!last_warning_ || *warning < *last_warning_);
    if (new_scheduled) last_scheduled_ = scheduled;
    if (new_warning) last_warning_ = warning;
    if (!enabled_ || !announced(side)) return due;
    const chess::Color colour = side == clock::Side::white ? chess::WHITE : chess::BLACK;
    // A warning says the time too, so when both fall due it is the one said.
    if (new_warning)
        due.push_back(game::TimeAnnouncement{colour, *warning, true, false, 0});
    else if (new_scheduled)
        due.push_back(game::TimeAnnouncement{colour, *scheduled, false, false, 0});
    return due;
}

std::optional<clock::TimePoint> TalkingClock::next_time(const clock::ChessClock& clock,
                                                        clock::TimePoint now) const {
    if (!enabled_ || !clock.running() || !clock.control().is_timed()) return std::nullopt;
    const clock::Side side = clock.to_move();
    if (!announced(side)) return std::nullopt;
    const clock::Duration shown = clock.remaining(side);
    std::optional<clock::Duration> next = schedule_.scheduled_below(shown);
    if (const auto w = schedule_.warning_below(shown)) next = next ? std::max(*next, *w) : *w;
    // A turn not yet watched: collect() must see its start first.
    if (!watching_ || side != side_ || clock.moves_made(side) != moves_made_) return now;
    if (!next) return std::nullopt;
    return now + std::max(shown - *next, minimum_wait);
}

} // namespace escaque::tui
