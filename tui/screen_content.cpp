#include "screen_content.h"

#include <algorithm>

namespace escaque::tui {

namespace {
constexpr int minimum_panel = 24;
// Squares up to 6 rows by 13 columns: a board for low vision on a large terminal.
constexpr int max_square_height = 6;
constexpr int rank_labels = 2; // "8 " left of the board
} // namespace

namespace {

// The board on top, the panel under it (clocks, whose move, players, a line of moves), then the
// messages and the input line. `side_by_side` is returned when even this does not fit.
Layout stacked_layout(int width, int height, Layout side_by_side) {
    constexpr int panel_rows = 6, message_rows = 2;
    Layout l;
    l.width = width;
    l.height = height;
    l.input_row = height - 1;
    int h = std::clamp((height - 1 - message_rows - panel_rows - 1) / 8, 1, max_square_height);
    int w = 2 * h + 1;
    while (w > 3 && rank_labels + 8 * w + 1 > width) {
        --h;
        w = 2 * h + 1;
    }
    l.square_height = h;
    l.square_width = w;
    l.board_top = 0;
    l.board_left = rank_labels;
    l.panel_top = 8 * h + 1; // under the file letters
    l.panel_left = 0;
    l.panel_width = width;
    // The rows left over go to the messages.
    l.message_lines = std::max(message_rows, l.input_row - l.panel_top - panel_rows);
    l.message_top = l.input_row - l.message_lines;
    l.panel_height = l.message_top - l.panel_top;
    l.fits = width >= min_stacked_columns && height >= min_stacked_lines &&
             rank_labels + 8 * w + 1 <= width && l.panel_height >= panel_rows;
    return l.fits ? l : side_by_side;
}

} // namespace

Layout compute_layout(int width, int height) {
    Layout l;
    l.width = width;
    l.height = height;
    l.message_lines = height >= 30 ? 3 : 2;
    l.input_row = height - 1;
    // One row for the file letters below the board.
    int h = std::clamp((l.input_row - l.message_lines - 1) / 8, 1, max_square_height);
    int w = 2 * h + 1;
    while (w > 3 && rank_labels + 8 * w + 1 + minimum_panel > width) {
        --h;
        w = 2 * h + 1;
    }
    // The rows the board leaves go to the messages: a long read-out is seen whole.
    l.message_lines = std::max(l.message_lines, l.input_row - 1 - 8 * h);
    l.message_top = l.input_row - l.message_lines;
    const int board_rows = l.message_top - 1;
    l.square_height = h;
    l.square_width = w;
    l.board_top = 0;
    l.board_left = rank_labels;
    l.panel_left = rank_labels + 8 * w + 2;
    l.panel_width = width - l.panel_left;
    l.panel_height = l.message_top;
    l.fits = board_rows >= 8 && l.panel_width >= 12 && height >= min_lines;
    if (!l.fits) return stacked_layout(width, height, l);
    return l;
}

std::string clock_text(long long ms) {
    if (ms < 0) ms = 0;
    const long long seconds = ms / 1000;
    if (seconds < 10) return std::to_string(seconds) + "." + std::to_string((ms / 100) % 10);
    const long long h = seconds / 3600, m = (seconds / 60) % 60, s = seconds % 60;
    const auto two = [](long long n) { return (n < 10 ? "0" : "") + std::to_string(n); };
    if (h > 0) return std::to_string(h) + ":" + two(m) + ":" + two(s);
    return std::to_string(m) + ":" + two(s);
}

std::size_t display_width(const std::string& text) {
    std::size_t columns = 0;
    for (const char c : text)
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++columns; // not a continuation byte
    return columns;
}

std::vector<std::string> wrap_text(const std::string& text, std::size_t width) {
    std::vector<std::string> lines;
    if (width == 0) return lines;
    std::string line;
    std::size_t line_width = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t end = text.find(' ', i);
        if (end == std::string::npos) end = text.size();
        std::string word = text.substr(i, end - i);
        i = end + 1;
        std::size_t w = display_width(word);
        while (w > width) { // a word longer than a line is cut where it must be
            if (!line.empty()) {
                lines.push_back(line);
                line.clear();
                line_width = 0;
            }
            std::size_t bytes = 0, cols = 0;
            while (bytes < word.size() && cols < width) {
                ++bytes;
                while (bytes < word.size() &&
                       (static_cast<unsigned char>(word[bytes]) & 0xC0) == 0x80)
                    ++bytes;
                ++cols;
            }
            lines.push_back(word.substr(0, bytes));
            word.erase(0, bytes);
            w = display_width(word);
        }
        if (line_width > 0 && line_width + 1 + w > width) {
            lines.push_back(line);
            line.clear();
            line_width = 0;
        }
        if (line_width > 0) {
            line += ' ';
            ++line_width;
        }
        line += word;
        line_width += w;
    }
    if (!line.empty()) lines.push_back(line);
    return lines;
}

std::string skip_columns(const std::string& text, std::size_t columns) {
    std::size_t byte = 0;
    for (std::size_t skipped = 0; byte < text.size() && skipped < columns; ++skipped) {
        ++byte;
        while (byte < text.size() && (static_cast<unsigned char>(text[byte]) & 0xC0) == 0x80)
            ++byte;
    }
    return text.substr(byte);
}

MessageArea message_area(const std::vector<std::string>& messages, const std::string& question,
                         std::size_t width, std::size_t rows, std::size_t first_line,
                         const std::string& more) {
    MessageArea area;
    if (rows == 0 || width == 0) return area;
    // The question keeps the bottom rows (all of them if it needs them), unless it is the
    // newest message anyway.
    std::vector<std::string> pinned;
    const bool question_newest = !messages.empty() && messages.back() == question;
    if (!question.empty() && !question_newest) {
        pinned = wrap_text(question, width);
        if (pinned.size() > rows) pinned.erase(pinned.begin(), pinned.end() - long(rows));
    }
    const std::size_t room = rows - pinned.size();
    std::vector<std::string> newest =
        messages.empty() ? std::vector<std::string>{} : wrap_text(messages.back(), width);
    if (newest.size() > room && room > 0) {
        // A page of room - 1 lines, the last row for the way on.
        const std::size_t page = std::max<std::size_t>(room - 1, 1);
        area.page = page;
        const std::size_t last_first = newest.size() > page ? newest.size() - page : 0;
        area.first_line = std::min(first_line, last_first);
        const std::size_t end = std::min(newest.size(), area.first_line + page);
        area.lines.assign(newest.begin() + long(area.first_line), newest.begin() + long(end));
        area.more_below = end < newest.size();
        if (area.lines.size() < room)
            area.lines.push_back(area.more_below ? more : std::string());
    } else if (room > 0) {
        // Older messages fill the rows above, their ends nearest the newest.
        // The pinned question is not shown twice: its own place among them is left out.
        std::size_t question_at = messages.size();
        if (!pinned.empty())
            for (std::size_t i = 0; i + 1 < messages.size(); ++i)
                if (messages[i] == question) question_at = i;
        std::vector<std::string> older;
        for (std::size_t i = 0; i + 1 < messages.size(); ++i)
            if (i != question_at)
                for (std::string& line : wrap_text(messages[i], width))
                    older.push_back(std::move(line));
        const std::size_t from_older = std::min(older.size(), room - newest.size());
        area.lines.assign(older.end() - long(from_older), older.end());
        area.lines.insert(area.lines.end(), newest.begin(), newest.end());
    }
    area.lines.insert(area.lines.end(), pinned.begin(), pinned.end());
    return area;
}

} // namespace escaque::tui
