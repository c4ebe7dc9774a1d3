#include "clock/english_numbers.h"

#include "clock/duration_text.h"

#include <array>
#include <string_view>

namespace escaque::clock {

namespace {

constexpr std::array<std::string_view, 20> units = {
    "zero",     "one",     "two",     "three",     "four",     "five",    "six",
    "seven",    "eight",   "nine",    "ten",       "eleven",   "twelve",  "thirteen",
    "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
constexpr std::array<std::string_view, 10> tens = {"",      "",      "twenty",  "thirty", "forty",
                                                   "fifty", "sixty", "seventy", "eighty", "ninety"};

std::string below_thousand(std::int64_t n) {
    std::string words;
    if (n >= 100) {
        words = std::string(units[static_cast<std::size_t>(n / 100)]) + " hundred";
        n %= 100;
        if (n == 0) return words;
        words += ' ';
    }
    if (n < 20) return words + std::string(units[static_cast<std::size_t>(n)]);
    words += tens[static_cast<std::size_t>(n / 10)];
    if (n % 10 != 0) words += "-" + std::string(units[static_cast<std::size_t>(n % 10)]);
    return words;
}

std::string plural(std::int64_t n, std::string_view unit) {
    return english_number(n) + " " + std::string(unit) + (n == 1 ? "" : "s");
}

// "2.25" read out as "two point two five".
std::string decimal_seconds(Duration seconds_part) {
    const std::string digits = seconds_number(seconds_part);
    const auto point = digits.find('.');
    std::string words = english_number(std::stoll(digits.substr(0, point)));
    words += " point";
    for (std::size_t i = point + 1; i < digits.size(); ++i)
        words += " " + std::string(units[static_cast<std::size_t>(digits[i] - '0')]);
    return words + " seconds";
}

} // namespace

std::string english_number(std::int64_t n) {
    if (n < 0 || n >= 1'000'000'000) return std::to_string(n);
    if (n < 1000) return below_thousand(n);
    std::string words;
    if (n >= 1'000'000) {
        words = below_thousand(n / 1'000'000) + " million";
        n %= 1'000'000;
        if (n == 0) return words;
        words += ' ';
    }
    if (n >= 1000) {
        words += below_thousand(n / 1000) + " thousand";
        n %= 1000;
        if (n == 0) return words;
        words += ' ';
    }
    return words + below_thousand(n);
}

std::string english_duration(Duration duration) {
    using std::chrono::minutes;
    using std::chrono::seconds;
    if (duration < Duration::zero()) return "minus " + english_duration(-duration);
    const std::int64_t whole_minutes = duration / minutes(1);
    const Duration rest = duration % minutes(1);
    std::string words;
    if (whole_minutes > 0) words = plural(whole_minutes, "minute");
    if (rest == Duration::zero()) return words.empty() ? "zero seconds" : words;
    if (!words.empty()) words += ' ';
    if (rest % seconds(1) == Duration::zero()) return words + plural(rest / seconds(1), "second");
    return words + decimal_seconds(rest);
}

} // namespace escaque::clock
