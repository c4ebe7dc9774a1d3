#include "clock/human_time_control.h"

#include "clock/duration_text.h"
#include "clock/text_reader.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <utility>

namespace escaque::clock {

namespace {

constexpr std::string_view period_expectation =
    "minutes, as in 90+30, or moves/minutes, as in 40/90,30+30, or a name such as blitz";

struct ParsedPeriod {
    Period period;
    bool bonus_written = false;
};

// Reads the grammar documented in human_time_control.h. Each step returns false after
// recording why, so the first problem found is the one reported.
class HumanParser {
public:
    explicit HumanParser(std::string_view text) : text_(text), in_(text) {}

    Expected<TimeControl> parse() {
        in_.skip_spaces();
        if (in_.at_end())
            return Error{"the time control is empty; expected " + std::string(period_expectation),
                         Error::Problem::empty};
        if (std::optional<TimeControl> word = special_word()) return *word;
        if (!error_.message.empty()) return error_;
        if (in_.take_word("hourglass")) return hourglass();

        std::vector<ParsedPeriod> periods;
        do {
            ParsedPeriod period;
            if (!read_period(period)) return error_;
            periods.push_back(period);
            in_.skip_spaces();
        } while (in_.take(','));
        if (!in_.at_end()) {
            fail("a comma before the next time period (as in 40/90,30+30), or nothing more");
            return error_;
        }
        return TimeControl::make(with_shared_bonus(std::move(periods)));
    }

private:
    std::optional<TimeControl> special_word() {
        std::optional<TimeControl> control;
        if (in_.take_word("none") || in_.take_word("untimed"))
            control = TimeControl::untimed();
        else if (in_.take_word("unknown"))
            control = TimeControl::unknown();
        else if (in_.peek() == '-' || in_.peek() == '?') {
            control = in_.peek() == '-' ? TimeControl::untimed() : TimeControl::unknown();
            in_.take(in_.peek());
        } else {
            return std::nullopt;
        }
        in_.skip_spaces();
        if (in_.at_end()) return control;
        fail("nothing more after a word that stands for the whole control");
        return std::nullopt;
    }

    Expected<TimeControl> hourglass() {
        in_.skip_spaces();
        std::optional<Duration> each = base_time("the minutes for each side, as in hourglass 5");
        if (!each) return error_;
        in_.skip_spaces();
        if (!in_.at_end()) {
            fail("nothing more after the hourglass time");
            return error_;
        }
        return TimeControl::make({Period{*each, 0, TimingMethod::hourglass, {}, 0}});
    }

    bool read_period(ParsedPeriod& out) {
        in_.skip_spaces();
        const bool game_in = take_prefix("g/") || take_prefix("sd/");
        in_.skip_spaces();
        std::optional<Decimal> first = in_.take_number(3);
        if (!first) return fail(period_expectation);
        in_.skip_spaces();
        Period& period = out.period;
        std::optional<Duration> base;
        if (!game_in && in_.take('/')) {
            if (first->fraction_digits != 0 || first->whole < 1 ||
                first->whole > max_moves_per_period)
                return fail_plain("a move count must be a whole number from 1 to " +
                                  std::to_string(max_moves_per_period));
            period.moves = static_cast<int>(first->whole);
            in_.skip_spaces();
            base = base_time("the minutes for those " + std::to_string(period.moves) +
                             " moves, as in 40/90");
        } else {
            base = base_from(*first);
        }
        if (!base) return false;
        period.base = *base;
        in_.skip_spaces();
        if (take_byo_yomi_word()) return read_byo_yomi(period);
        return read_bonus(out);
    }

    bool read_bonus(ParsedPeriod& out) {
        const bool separator = in_.take(';');
        in_.skip_spaces();
        TimingMethod method;
        if (in_.take('+') || in_.take('|') || in_.take_word("inc"))
            method = TimingMethod::fischer;
        else if (in_.take_word("delay") || in_.take_word("d"))
            method = TimingMethod::simple_delay;
        else if (in_.take_word("bronstein") || in_.take_word("b"))
            method = TimingMethod::bronstein;
        else if (separator)
            return fail("+seconds, dN for a delay or bN for a Bronstein delay after ';'");
        else
            return true;
        in_.skip_spaces();
        std::optional<Duration> bonus = seconds("the seconds per move, as in 90+30 or G/5 d3");
        if (!bonus) return false;
        out.period.method = method;
        out.period.bonus = *bonus;
        out.bonus_written = true;
        return true;
    }

    bool take_byo_yomi_word() {
        return take_prefix("byo-yomi") || in_.take_word("byoyomi") || in_.take_word("byo");
    }

    bool read_byo_yomi(Period& period) {
        const std::string_view shape = "the number of byo-yomi periods and their seconds, as in "
                                       "10 byo 5x30";
        in_.skip_spaces();
        std::optional<Decimal> count = in_.take_number(0);
        if (!count) return fail(shape);
        in_.skip_spaces();
        if (!(in_.take('x') || in_.take('*') || take_prefix("\xC3\x97"))) return fail(shape);
        in_.skip_spaces();
        std::optional<Duration> each = seconds(shape);
        if (!each) return false;
        if (count->whole < 1 || count->whole > max_overtime_periods)
            return fail_plain("byo-yomi needs 1 to " + std::to_string(max_overtime_periods) +
                              " periods");
        period.method = TimingMethod::byo_yomi;
        period.overtime_periods = static_cast<int>(count->whole);
        period.bonus = *each;
        return true;
    }

    // A base time: minutes unless followed by "s" / "sec"; "m" / "min" may be written.
    std::optional<Duration> base_time(std::string_view expectation) {
        std::optional<Decimal> number = in_.take_number(3);
        if (!number) {
            fail(expectation);
            return std::nullopt;
        }
        return base_from(*number);
    }

    std::optional<Duration> base_from(const Decimal& number) {
        // A clock face: m:ss or h:mm:ss ("0:20+1", "1:30:00").
        if (number.fraction_digits == 0 && in_.peek() == ':') return clock_face(number.whole);
        in_.skip_spaces();
        const bool in_seconds = in_.take_word("sec") || in_.take_word("s");
        if (!in_seconds) (void)(in_.take_word("min") || in_.take_word("m"));
        std::optional<std::int64_t> ms =
            in_seconds ? milliseconds_from_seconds(number) : milliseconds_from_minutes(number);
        if (!ms) {
            fail_plain("the time is too large");
            return std::nullopt;
        }
        return std::chrono::milliseconds(*ms);
    }

    // Thirty days: a correspondence game's hourglass, with room to spare.
    static constexpr std::int64_t max_clock_face = 30LL * 24 * 3600;

    std::optional<Duration> clock_face(std::int64_t first) {
        std::int64_t total = first;
        int parts = 1;
        while (in_.take(':')) {
            const std::optional<Decimal> next = in_.take_number(0);
            if (!next || next->whole > 59 || ++parts > 3) {
                fail("a number from 0 to 59 after ':', as in 0:20+1 or 1:30:00");
                return std::nullopt;
            }
            if (total > max_clock_face) break; // too large, below; and no overflow
            total = total * 60 + next->whole;
        }
        if (total > max_clock_face) {
            fail_plain("the time is too large");
            return std::nullopt;
        }
        return std::chrono::seconds(total);
    }

    std::optional<Duration> seconds(std::string_view expectation) {
        std::optional<Decimal> number = in_.take_number(3);
        if (!number) {
            fail(expectation);
            return std::nullopt;
        }
        in_.skip_spaces();
        (void)(in_.take_word("sec") || in_.take_word("s"));
        std::optional<std::int64_t> ms = milliseconds_from_seconds(*number);
        if (!ms) {
            fail_plain("the number of seconds is too large");
            return std::nullopt;
        }
        return std::chrono::milliseconds(*ms);
    }

    // A literal that may be followed by anything (take_word wants a non-letter after it).
    bool take_prefix(std::string_view literal) {
        TextReader probe = in_;
        for (char c : literal)
            if (!probe.take(c)) return false;
        in_ = probe;
        return true;
    }

    bool fail(std::string_view expectation) {
        if (!in_.number_problem().empty()) return fail_plain(in_.number_problem());
        const std::string done = in_.consumed();
        error_.message = "could not read " + in_.rest_for_message() +
                         (done.empty() ? std::string() : " after \"" + done + "\"") + " in \"" +
                         std::string(text_) + "\": expected " + std::string(expectation);
        error_.problem = Error::Problem::unreadable;
        error_.read = done;
        error_.unread = std::string(text_.substr(std::min(done.size(), text_.size())));
        return false;
    }

    bool fail_plain(const std::string& problem) {
        error_ = Error{problem + " in \"" + std::string(text_) + "\""};
        return false;
    }

    // FIDE writes "90 min for 40 moves, then 30 min, with 30 s per move from move 1" as
    // 40/90,30+30: a bonus on the last period alone covers every period.
    static std::vector<Period> with_shared_bonus(std::vector<ParsedPeriod> parsed) {
        const auto written = std::count_if(parsed.begin(), parsed.end(),
                                           [](const ParsedPeriod& p) { return p.bonus_written; });
        std::vector<Period> periods;
        for (const ParsedPeriod& p : parsed) periods.push_back(p.period);
        if (periods.size() > 1 && written == 1 && parsed.back().bonus_written) {
            for (Period& period : periods) {
                period.method = parsed.back().period.method;
                period.bonus = parsed.back().period.bonus;
            }
        }
        return periods;
    }

    std::string_view text_;
    TextReader in_;
    Error error_;
};

const std::vector<TimeControlPreset> presets = {
    {"bullet", "1+0"},
    {"blitz", "3+2"},
    {"rapid", "15+10"},
    {"classical", "90+30"},
    {"fide-classical", "40/90,30+30"},
};

// "FIDE classical", "fide_classical" and "Fide-Classical" all name the same preset.
std::string preset_key(std::string_view text) {
    std::string key;
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (c == ' ' || c == '_' || c == '-')
            key += '-';
        else
            key += static_cast<char>(std::tolower(u));
    }
    const auto first = key.find_first_not_of('-');
    const auto last = key.find_last_not_of('-');
    return first == std::string::npos ? std::string() : key.substr(first, last - first + 1);
}

bool has_bonus(const Period& p) {
    return p.method == TimingMethod::fischer || p.method == TimingMethod::simple_delay ||
           p.method == TimingMethod::bronstein;
}

std::string bonus_text(TimingMethod method, Duration bonus) {
    switch (method) {
    case TimingMethod::fischer:
        return "+" + seconds_number(bonus);
    case TimingMethod::simple_delay:
        return " d" + seconds_number(bonus);
    case TimingMethod::bronstein:
        return " b" + seconds_number(bonus);
    default:
        return "+0";
    }
}

std::string base_text(Duration base) {
    if (base % std::chrono::minutes(1) == Duration::zero())
        return std::to_string(base / std::chrono::minutes(1));
    return seconds_number(base) + "s";
}

} // namespace

Expected<TimeControl> parse_time_control(std::string_view text) {
    const std::string key = preset_key(text);
    for (const TimeControlPreset& preset : presets)
        if (key == preset.name) return HumanParser(preset.short_form).parse();
    return HumanParser(text).parse();
}

const std::vector<TimeControlPreset>& time_control_presets() {
    return presets;
}

std::string to_short_form(const TimeControl& control) {
    if (control.kind() == TimeControl::Kind::untimed) return "-";
    if (control.kind() == TimeControl::Kind::unknown) return "?";
    const std::vector<Period>& periods = control.periods();
    if (periods.front().method == TimingMethod::hourglass)
        return "hourglass " + base_text(periods.front().base);

    const Period& last = periods.back();
    const bool shared = periods.size() > 1 && has_bonus(last) &&
                        std::all_of(periods.begin(), periods.end(), [&](const Period& p) {
                            return p.method == last.method && p.bonus == last.bonus;
                        });
    std::string text;
    for (std::size_t i = 0; i < periods.size(); ++i) {
        const Period& p = periods[i];
        const bool is_last = i + 1 == periods.size();
        if (i > 0) text += ',';
        if (p.moves > 0) text += std::to_string(p.moves) + "/";
        text += base_text(p.base);
        if (p.method == TimingMethod::byo_yomi)
            text += " byo " + std::to_string(p.overtime_periods) + "x" + seconds_number(p.bonus);
        else if (has_bonus(p) && (is_last || !shared))
            text += bonus_text(p.method, p.bonus);
        else if (!is_last && !shared && has_bonus(last))
            text += "+0"; // keeps the last period's bonus from being read as shared
    }
    return text;
}

} // namespace escaque::clock
