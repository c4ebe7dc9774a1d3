#include "notation/pgn_comments.h"

#include <cctype>
#include <cstdio>

namespace escaque::notation {

namespace {

bool is_space(char c) {
    return std::isspace(static_cast<unsigned char>(c)) != 0;
}

} // namespace

std::string normalise_comment_text(std::string_view raw) {
    std::string out;
    out.reserve(raw.size());
    bool pending_space = false;
    for (const char c : raw) {
        if (is_space(c)) {
            pending_space = !out.empty();
            continue;
        }
        if (pending_space) out += ' ';
        pending_space = false;
        out += c;
    }
    return out;
}

namespace {

// Reads "[%clk 1:30:58]" or "[%emt 0:00:05]" at the start of s: which command, its time and
// its length. Other commands, and these with a value that is no time, stay in the text.
struct ClockCommand {
    bool elapsed = false;
    ClockTime time{};
    std::size_t length = 0;
};

std::optional<ClockCommand> clock_command_at(std::string_view s) {
    ClockCommand command;
    if (s.size() < 6 || !is_space(s[5])) return std::nullopt;
    if (s.substr(0, 5) == "[%emt")
        command.elapsed = true;
    else if (s.substr(0, 5) != "[%clk")
        return std::nullopt;
    const std::size_t close = s.find(']');
    if (close == std::string_view::npos) return std::nullopt;
    std::string_view value = s.substr(6, close - 6);
    while (!value.empty() && is_space(value.front())) value.remove_prefix(1);
    while (!value.empty() && is_space(value.back())) value.remove_suffix(1);
    const auto time = parse_clock_time(value);
    if (!time) return std::nullopt;
    command.time = *time;
    command.length = close + 1;
    return command;
}

bool take_draw_offer(std::string& text) {
    if (text == "(=)") {
        text.clear();
        return true;
    }
    if (text.rfind("(=) ", 0) == 0) {
        text.erase(0, 4);
        return true;
    }
    return false;
}

bool read_number(std::string_view& s, int& value, int max_digits) {
    int digits = 0;
    value = 0;
    while (!s.empty() && std::isdigit(static_cast<unsigned char>(s[0])) && digits < max_digits) {
        value = value * 10 + (s[0] - '0');
        s.remove_prefix(1);
        ++digits;
    }
    return digits > 0;
}

} // namespace

// One pass over the raw text, so that the usual lichess comment "{ [%clk 0:05:00] }" costs no
// allocation: text is only built from what is left outside the clock commands.
CommentParts split_comment(std::string_view raw) {
    CommentParts parts;
    bool pending_space = false;
    for (std::size_t i = 0; i < raw.size();) {
        const char c = raw[i];
        if (c == '[') {
            if (const auto command = clock_command_at(raw.substr(i))) {
                (command->elapsed ? parts.elapsed : parts.clock) = command->time;
                i += command->length;
                continue;
            }
        }
        ++i;
        if (is_space(c)) {
            pending_space = !parts.text.empty();
            continue;
        }
        if (pending_space) parts.text += ' ';
        pending_space = false;
        parts.text += c;
    }
    parts.draw_offer = take_draw_offer(parts.text);
    return parts;
}

std::optional<ClockTime> parse_clock_time(std::string_view s) {
    int fields[3] = {0, 0, 0};
    int count = 0;
    while (count < 3) {
        if (!read_number(s, fields[count], 3)) return std::nullopt;
        ++count;
        if (s.empty() || s[0] != ':') break;
        s.remove_prefix(1);
    }
    if (count < 2) return std::nullopt;
    int milliseconds = 0;
    if (!s.empty() && s[0] == '.') {
        s.remove_prefix(1);
        int scale = 100;
        if (s.empty()) return std::nullopt;
        while (!s.empty() && std::isdigit(static_cast<unsigned char>(s[0]))) {
            milliseconds += (s[0] - '0') * scale;
            scale /= 10;
            s.remove_prefix(1);
        }
    }
    if (!s.empty()) return std::nullopt;
    const int hours = count == 3 ? fields[0] : 0;
    const int minutes = count == 3 ? fields[1] : fields[0];
    const int seconds = count == 3 ? fields[2] : fields[1];
    if (minutes > 59 || seconds > 59) return std::nullopt;
    return ClockTime(((hours * 60LL + minutes) * 60 + seconds) * 1000 + milliseconds);
}

std::string format_clock_time(ClockTime time) {
    long long ms = time.count();
    const bool negative = ms < 0;
    if (negative) ms = -ms;
    const long long total_seconds = ms / 1000;
    char buffer[48];
    int n = std::snprintf(buffer, sizeof buffer, "%s%lld:%02lld:%02lld", negative ? "-" : "",
                          total_seconds / 3600, total_seconds / 60 % 60, total_seconds % 60);
    if (const long long fraction = ms % 1000) {
        if (fraction % 100 == 0)
            n += std::snprintf(buffer + n, sizeof buffer - n, ".%lld", fraction / 100);
        else if (fraction % 10 == 0)
            n += std::snprintf(buffer + n, sizeof buffer - n, ".%02lld", fraction / 10);
        else
            n += std::snprintf(buffer + n, sizeof buffer - n, ".%03lld", fraction);
    }
    return std::string(buffer, std::size_t(n));
}

} // namespace escaque::notation
