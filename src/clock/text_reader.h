#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace escaque::clock {

// A decimal number as written: 90, 0.5, 2.25. Kept as digits so that converting to
// milliseconds is exact integer arithmetic.
struct Decimal {
    std::int64_t whole = 0;
    std::int64_t fraction = 0; // the digits after the point, as an integer
    int fraction_digits = 0;   // how many digits followed the point (at most 3)
};

// A left-to-right reader over a line of text for the time-control parsers. Letters compare
// without regard to case. Reading functions consume input only when they succeed.
class TextReader {
public:
    explicit TextReader(std::string_view text) : text_(text) {}

    bool at_end() const { return pos_ >= text_.size(); }
    char peek() const { return at_end() ? '\0' : text_[pos_]; }
    std::size_t position() const { return pos_; }

    void skip_spaces();
    bool take(char c);
    // Takes `word` when it is followed by something other than a letter.
    bool take_word(std::string_view word);
    // Takes a run of digits, with a point and up to `max_fraction_digits` more when allowed.
    // nullopt with nothing consumed when no digit is next.
    std::optional<Decimal> take_number(int max_fraction_digits);

    // Why the last take_number failed after consuming digits (too many decimals, too large);
    // empty when it simply found no digit.
    const std::string& number_problem() const { return number_problem_; }

    // What is left, for error messages: "\"x3\"" or "the end of the text".
    std::string rest_for_message() const;
    std::string consumed() const { return std::string(text_.substr(0, pos_)); }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    std::string number_problem_;
};

// Exact conversions; nullopt when the result would not be a whole number of milliseconds or
// would overflow (also as a Duration, in nanoseconds).
std::optional<std::int64_t> milliseconds_from_minutes(const Decimal& minutes);
std::optional<std::int64_t> milliseconds_from_seconds(const Decimal& seconds);

} // namespace escaque::clock
