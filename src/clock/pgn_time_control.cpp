#include "clock/pgn_time_control.h"

#include "clock/text_reader.h"

#include <optional>
#include <vector>

namespace escaque::clock {

namespace {

class PgnParser {
public:
    explicit PgnParser(std::string_view tag) : tag_(tag), in_(tag) {}

    Expected<TimeControl> parse() {
        in_.skip_spaces();
        if (in_.at_end())
            return Error{"the PGN TimeControl tag is empty; expected seconds as in 300+5, "
                         "periods as in 40/5400+30:1800+30, - for none or ? for unknown"};
        if (in_.take('?')) return alone(TimeControl::unknown());
        if (in_.take('-')) return alone(TimeControl::untimed());
        if (in_.take('*')) {
            std::optional<std::int64_t> seconds =
                whole_number("the sandclock's seconds after '*', as in *180");
            if (!seconds) return Error{error_};
            return alone_or_error(TimeControl::make(
                {Period{std::chrono::seconds(*seconds), 0, TimingMethod::hourglass, {}, 0}}));
        }
        std::vector<Period> periods;
        do {
            Period period;
            if (!read_descriptor(period)) return Error{error_};
            periods.push_back(period);
        } while (in_.take(':'));
        in_.skip_spaces();
        if (!in_.at_end()) {
            fail("':' before the next period, or the end of the tag");
            return Error{error_};
        }
        Expected<TimeControl> control = TimeControl::make(std::move(periods));
        if (!control)
            return Error{control.error() + " (PGN TimeControl \"" + std::string(tag_) + "\")"};
        return control;
    }

private:
    bool read_descriptor(Period& period) {
        std::optional<std::int64_t> first = whole_number("seconds, or moves/seconds as in 40/5400");
        if (!first) return false;
        std::int64_t seconds = *first;
        if (in_.take('/')) {
            if (*first < 1 || *first > max_moves_per_period) {
                fail_plain("a move count must be from 1 to " +
                           std::to_string(max_moves_per_period));
                return false;
            }
            period.moves = static_cast<int>(*first);
            std::optional<std::int64_t> base = whole_number(
                "the seconds for those " + std::to_string(period.moves) + " moves, as in 40/5400");
            if (!base) return false;
            seconds = *base;
        }
        period.base = std::chrono::seconds(seconds);
        if (in_.take('+')) {
            std::optional<std::int64_t> increment =
                whole_number("the increment in seconds after '+', as in 300+5");
            if (!increment) return false;
            period.method = TimingMethod::fischer;
            period.bonus = std::chrono::seconds(*increment);
        }
        return true;
    }

    Expected<TimeControl> alone(TimeControl control) {
        in_.skip_spaces();
        if (in_.at_end()) return control;
        fail("nothing more: '?' and '-' stand alone");
        return Error{error_};
    }

    Expected<TimeControl> alone_or_error(Expected<TimeControl> control) {
        if (!control)
            return Error{control.error() + " (PGN TimeControl \"" + std::string(tag_) + "\")"};
        in_.skip_spaces();
        if (in_.at_end()) return control;
        fail("nothing more: a sandclock is the whole control");
        return Error{error_};
    }

    std::optional<std::int64_t> whole_number(const std::string& expectation) {
        std::optional<Decimal> number = in_.take_number(0);
        if (!number) {
            fail(expectation);
            return std::nullopt;
        }
        return number->whole;
    }

    bool fail(const std::string& expectation) {
        if (!in_.number_problem().empty()) return fail_plain(in_.number_problem());
        const std::string done = in_.consumed();
        error_ = "could not read " + in_.rest_for_message() +
                 (done.empty() ? std::string() : " after \"" + done + "\"") +
                 " in the PGN TimeControl \"" + std::string(tag_) + "\": expected " + expectation;
        return false;
    }

    bool fail_plain(const std::string& problem) {
        error_ = problem + " in the PGN TimeControl \"" + std::string(tag_) + "\"";
        return false;
    }

    std::string_view tag_;
    TextReader in_;
    std::string error_;
};

std::optional<std::string> whole_seconds(Duration d) {
    if (d % std::chrono::seconds(1) != Duration::zero()) return std::nullopt;
    return std::to_string(d / std::chrono::seconds(1));
}

} // namespace

Expected<TimeControl> parse_pgn_time_control(std::string_view tag) {
    return PgnParser(tag).parse();
}

Expected<std::string> to_pgn_time_control(const TimeControl& control) {
    if (control.kind() == TimeControl::Kind::untimed) return std::string("-");
    if (control.kind() == TimeControl::Kind::unknown) return std::string("?");
    std::string tag;
    for (const Period& p : control.periods()) {
        std::optional<std::string> base = whole_seconds(p.base);
        std::optional<std::string> bonus = whole_seconds(p.bonus);
        if (!base || !bonus)
            return Error{"PGN TimeControl counts whole seconds; this control has fractions of a "
                         "second"};
        switch (p.method) {
        case TimingMethod::hourglass:
            return "*" + *base;
        case TimingMethod::simple_delay:
        case TimingMethod::bronstein:
            return Error{"PGN TimeControl has no form for a delay"};
        case TimingMethod::byo_yomi:
            return Error{"PGN TimeControl has no form for byo-yomi"};
        case TimingMethod::sudden_death:
        case TimingMethod::fischer:
            break;
        }
        if (!tag.empty()) tag += ':';
        if (p.moves > 0) tag += std::to_string(p.moves) + "/";
        tag += *base;
        if (p.method == TimingMethod::fischer) tag += "+" + *bonus;
    }
    return tag;
}

} // namespace escaque::clock
