#include "engine/match_time_control.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace escaque::engine {

namespace {

// A non-negative decimal number ("0.1", "10", "2.5").
std::optional<double> decimal(std::string_view text) {
    if (text.empty()) return std::nullopt;
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < 0 || !std::isfinite(value))
        return std::nullopt;
    return value;
}

Milliseconds from_seconds(double s) {
    return Milliseconds(static_cast<long long>(std::llround(s * 1000.0)));
}

std::string seconds_text(Milliseconds t) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%g", double(t.count()) / 1000.0);
    return buffer;
}

} // namespace

Result<MatchTimeControl> MatchTimeControl::parse(std::string_view text) {
    const auto bad = [&](const std::string& why) {
        return unexpected("time control \"" + std::string(text) + "\": " + why);
    };
    MatchTimeControl tc;
    if (text.ends_with("/move")) {
        std::string_view amount = text.substr(0, text.size() - 5);
        double scale = 1000.0;
        if (amount.ends_with("ms")) {
            scale = 1.0;
            amount.remove_suffix(2);
        } else if (amount.ends_with("s")) {
            amount.remove_suffix(1);
        }
        const auto value = decimal(amount);
        if (!value || *value * scale < 1) return bad("expected a time such as 100ms/move");
        tc.move_time = Milliseconds(static_cast<long long>(std::llround(*value * scale)));
        return tc;
    }
    std::string_view rest = text;
    if (const size_t slash = rest.find('/'); slash != std::string_view::npos) {
        int moves = 0;
        const auto [end, ec] = std::from_chars(rest.data(), rest.data() + slash, moves);
        if (ec != std::errc() || end != rest.data() + slash || moves <= 0)
            return bad("expected a number of moves before '/'");
        tc.moves_per_period = moves;
        rest.remove_prefix(slash + 1);
    }
    std::string_view base = rest, increment;
    if (const size_t plus = rest.find('+'); plus != std::string_view::npos) {
        base = rest.substr(0, plus);
        increment = rest.substr(plus + 1);
    }
    double base_scale = 60.0; // minutes, as players write "5+3"
    if (base.ends_with("s")) {
        base_scale = 1.0;
        base.remove_suffix(1);
    }
    const auto base_value = decimal(base);
    if (!base_value) return bad("expected a base time such as 1+0.01 or 10s+0.1");
    tc.base = from_seconds(*base_value * base_scale);
    if (!increment.empty()) {
        const auto inc = decimal(increment);
        if (!inc) return bad("expected an increment in seconds after '+'");
        tc.increment = from_seconds(*inc);
    }
    if (tc.base.count() <= 0 && tc.increment.count() <= 0) return bad("no time at all");
    return tc;
}

std::string MatchTimeControl::pgn_tag() const {
    if (move_time) return "-";
    std::string tag;
    if (moves_per_period > 0) tag = std::to_string(moves_per_period) + "/";
    tag += seconds_text(base);
    if (increment.count() > 0) tag += "+" + seconds_text(increment);
    return tag;
}

std::string MatchTimeControl::description() const {
    if (move_time) return std::to_string(move_time->count()) + " ms per move";
    std::string text;
    if (moves_per_period > 0) text = std::to_string(moves_per_period) + " moves in ";
    text += seconds_text(base) + " s";
    if (increment.count() > 0) text += " + " + seconds_text(increment) + " s";
    return text;
}

MatchClock::MatchClock(const MatchTimeControl& control)
    : control_(control), left_{control.base, control.base} {}

SearchLimits MatchClock::limits_for(chess::Color side) const {
    if (control_.move_time) return SearchLimits::fixed_time(*control_.move_time);
    int to_go = 0;
    if (control_.moves_per_period > 0)
        to_go = control_.moves_per_period - moves_[side] % control_.moves_per_period;
    return SearchLimits::clocks(left_[chess::WHITE], left_[chess::BLACK], control_.increment,
                                control_.increment, to_go);
}

Milliseconds MatchClock::allowed(chess::Color side) const {
    return control_.move_time ? *control_.move_time : left_[side];
}

bool MatchClock::charge(chess::Color side, Milliseconds used, Milliseconds margin) {
    if (control_.move_time) return used <= *control_.move_time + margin;
    left_[side] -= used;
    if (left_[side] + margin < Milliseconds{0}) return false;
    left_[side] = std::max(left_[side], Milliseconds{0});
    left_[side] += control_.increment;
    ++moves_[side];
    // A completed period brings the base time again (the "40/2" form repeats).
    if (control_.moves_per_period > 0 && moves_[side] % control_.moves_per_period == 0)
        left_[side] += control_.base;
    return true;
}

} // namespace escaque::engine
