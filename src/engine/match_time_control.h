// Time controls for engine matches and the per-side clock that goes with them, in milliseconds.
// Text forms:
//   100ms/move, 0.5s/move     a fixed time for every move
//   1+0.01, 10s+0.1, 40/2     base time (minutes; seconds with an "s"), increment in seconds,
//                             optionally moves per period ("40/2": 40 moves in 2 minutes,
//                             repeating)
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "chess/result.h"
#include "engine/search_limits.h"

namespace escaque::engine {

struct MatchTimeControl {
    std::optional<Milliseconds> move_time;
    Milliseconds base{0};
    Milliseconds increment{0};
    int moves_per_period = 0; // 0 = the whole game

    static Result<MatchTimeControl> parse(std::string_view text);
    // The PGN TimeControl tag: "60+0.6", "40/120", "-" when there is no clock (fixed move time).
    std::string pgn_tag() const;
    // For people: "100 ms per move", "10 s + 0.1 s".
    std::string description() const;
};

// Both players' clocks during one game.
class MatchClock {
public:
    explicit MatchClock(const MatchTimeControl& control);

    // What the side to move is given to think with.
    SearchLimits limits_for(chess::Color side) const;
    // The longest side may think before it loses on time (margin not included).
    Milliseconds allowed(chess::Color side) const;
    // Charges a move's time; false when the side overstepped its time by more than margin.
    bool charge(chess::Color side, Milliseconds used, Milliseconds margin);
    Milliseconds time_left(chess::Color side) const { return left_[side]; }

private:
    MatchTimeControl control_;
    Milliseconds left_[chess::COLOR_NB];
    int moves_[chess::COLOR_NB]{};
};

} // namespace escaque::engine
