#include "talking_clock.h"

#include <algorithm>

namespace escaque::tui {

namespace {
// While a delay holds the shown time still, the next crossing is at least the delay away; this
// floor keeps such waits from turning into a stream of early wake-ups.
constexpr clock::Duration minimum_wait = std::chrono::milliseconds(50);
// Times from here down are the final countdown, said in every turn that reaches them.
constexpr clock::Duration countdown_from = std::chrono::seconds(10);
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
        said_in_turn_ = false;
        start_turn(side, shown, clock.control().periods().front().base);
        return due;
    }
    if (shown <= clock::Duration{}) return due; // the flag is the game's business
    const auto scheduled = schedule_.scheduled_at_or_above(shown);
    const bool new_scheduled = scheduled && (!last_scheduled_ || *scheduled < *last_scheduled_);
    if (new_scheduled) last_scheduled_ = scheduled;
    // The latest warning reached: the smallest one still armed at or above the shown time.
    std::optional<clock::Duration> warning;
    const std::vector<clock::Duration>& warnings = schedule_.warnings();
    std::uint32_t& armed = armed_[std::size_t(side)];
    for (std::size_t i = std::min<std::size_t>(warnings.size(), 32); i-- > 0;) {
        if (warnings[i] < shown) break;
        if (armed & (1u << i)) warning = warnings[i];
        armed &= ~(1u << i);
    }
    const bool new_warning = warning.has_value();
    if (!enabled_ || !announced(side)) return due;
    const chess::Color colour = side == clock::Side::white ? chess::WHITE : chess::BLACK;
    std::optional<clock::Duration>& lowest = lowest_said_[std::size_t(side)];
    // A warning says the time too, so when both fall due it is the one said.
    if (new_warning) {
        due.push_back(game::TimeAnnouncement{colour, *warning, true, false, 0, said_in_turn_});
        lowest = lowest ? std::min(*lowest, *warning) : *warning;
    } else if (new_scheduled && (*scheduled < countdown_from || !lowest || *scheduled < *lowest)) {
        due.push_back(game::TimeAnnouncement{colour, *scheduled, false, false, 0, said_in_turn_});
        if (*scheduled >= countdown_from)
            lowest = lowest ? std::min(*lowest, *scheduled) : *scheduled;
    }
    said_in_turn_ = said_in_turn_ || !due.empty();
    return due;
}

void TalkingClock::start_turn(clock::Side side, clock::Duration shown,
                              clock::Duration game_start) {
    const std::vector<clock::Duration>& warnings = schedule_.warnings();
    std::uint32_t& armed = armed_[std::size_t(side)];
    for (std::size_t i = 0; i < warnings.size() && i < 32; ++i) {
        const std::uint32_t bit = 1u << i;
        // The first turn watched may be in a resumed game, lifted over the time the game
        // started with by increments: that time is still no warning.
        const bool first = !started_[std::size_t(side)];
        if ((first && warnings[i] < game_start) || shown > 2 * warnings[i]) armed |= bit;
        if (warnings[i] >= shown) armed &= ~bit; // passed already, or the time starts there
    }
    std::optional<clock::Duration>& lowest = lowest_said_[std::size_t(side)];
    if (lowest && shown > 2 * *lowest) lowest.reset();
    started_[std::size_t(side)] = true;
}

std::optional<clock::Duration> TalkingClock::armed_warning_below(clock::Side side,
                                                                  clock::Duration shown) const {
    const std::vector<clock::Duration>& warnings = schedule_.warnings();
    for (std::size_t i = std::min<std::size_t>(warnings.size(), 32); i-- > 0;)
        if (warnings[i] < shown && (armed_[std::size_t(side)] & (1u << i))) return warnings[i];
    return std::nullopt;
}

std::optional<clock::TimePoint> TalkingClock::next_time(const clock::ChessClock& clock,
                                                        clock::TimePoint now) const {
    if (!enabled_ || !clock.running() || !clock.control().is_timed()) return std::nullopt;
    const clock::Side side = clock.to_move();
    if (!announced(side)) return std::nullopt;
    const clock::Duration shown = clock.remaining(side);
    std::optional<clock::Duration> next = schedule_.scheduled_below(shown);
    if (const auto w = armed_warning_below(side, shown)) next = next ? std::max(*next, *w) : *w;
    // A turn not yet watched: collect() must see its start first.
    if (!watching_ || side != side_ || clock.moves_made(side) != moves_made_) return now;
    if (!next) return std::nullopt;
    return now + std::max(shown - *next, minimum_wait);
}

} // namespace escaque::tui
