#include "clock/text_reader.h"

#include "clock/time_types.h"

#include <cctype>
#include <chrono>
#include <limits>

namespace escaque::clock {

namespace {

bool is_letter(char c) {
    return std::isalpha(static_cast<unsigned char>(c)) != 0;
}
bool is_digit(char c) {
    return c >= '0' && c <= '9';
}
char lower(char c) {
    return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

// Nine digits keep every conversion below far inside 64 bits.
constexpr int max_whole_digits = 9;

std::optional<std::int64_t> scaled(const Decimal& value, std::int64_t units_per_whole) {
    std::int64_t power = 1;
    for (int i = 0; i < value.fraction_digits; ++i) power *= 10;
    const std::int64_t fraction_units = value.fraction * units_per_whole;
    if (fraction_units % power != 0) return std::nullopt;
    if (value.whole > std::numeric_limits<std::int64_t>::max() / units_per_whole - 1)
        return std::nullopt;
    const std::int64_t ms = value.whole * units_per_whole + fraction_units / power;
    // The result becomes a Duration (nanoseconds): 999999999 minutes would overflow it.
    constexpr std::int64_t max_ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(Duration::max()).count();
    if (ms > max_ms) return std::nullopt;
    return ms;
}

} // namespace

void TextReader::skip_spaces() {
    while (!at_end() && std::isspace(static_cast<unsigned char>(text_[pos_])) != 0) ++pos_;
}

bool TextReader::take(char c) {
    if (at_end() || lower(text_[pos_]) != lower(c)) return false;
    ++pos_;
    return true;
}

bool TextReader::take_word(std::string_view word) {
    if (text_.size() - pos_ < word.size()) return false;
    for (std::size_t i = 0; i < word.size(); ++i)
        if (lower(text_[pos_ + i]) != lower(word[i])) return false;
    const std::size_t end = pos_ + word.size();
    if (end < text_.size() && is_letter(text_[end])) return false;
    pos_ = end;
    return true;
}

std::optional<Decimal> TextReader::take_number(int max_fraction_digits) {
    number_problem_.clear();
    std::size_t p = pos_;
    if (p >= text_.size() || !is_digit(text_[p])) return std::nullopt;
    Decimal value;
    int whole_digits = 0;
    for (; p < text_.size() && is_digit(text_[p]); ++p) {
        if (++whole_digits > max_whole_digits) {
            number_problem_ = "the number starting \"" +
                              std::string(text_.substr(pos_, max_whole_digits)) + "\" is too large";
            return std::nullopt;
        }
        value.whole = value.whole * 10 + (text_[p] - '0');
    }
    if (p < text_.size() && text_[p] == '.') {
        if (max_fraction_digits == 0) {
            number_problem_ = "whole numbers only here, without a decimal point";
            return std::nullopt;
        }
        ++p;
        if (p >= text_.size() || !is_digit(text_[p])) {
            number_problem_ = "a decimal point must be followed by digits, as in 0.5";
            return std::nullopt;
        }
        for (; p < text_.size() && is_digit(text_[p]); ++p) {
            if (++value.fraction_digits > max_fraction_digits) {
                number_problem_ = "at most " + std::to_string(max_fraction_digits) +
                                  " digits after the decimal point";
                return std::nullopt;
            }
            value.fraction = value.fraction * 10 + (text_[p] - '0');
        }
    }
    pos_ = p;
    return value;
}

std::string TextReader::rest_for_message() const {
    if (at_end()) return "the end of the text";
    return "\"" + std::string(text_.substr(pos_)) + "\"";
}

std::optional<std::int64_t> milliseconds_from_minutes(const Decimal& minutes) {
    return scaled(minutes, 60'000);
}

std::optional<std::int64_t> milliseconds_from_seconds(const Decimal& seconds) {
    return scaled(seconds, 1'000);
}

} // namespace escaque::clock
