// What the curses screen shows, as plain values: the board's squares with their marks, the side
// panel, the messages and the input line; and where each goes for a terminal size. Built
// without curses (screen_terminal.cpp) and drawn by the one curses file (curses_screen.cpp).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace escaque::tui {

// Marks that do not depend on colour (a colour-blind or monochrome screen still shows them):
// brackets around the last move's squares, exclamation marks around a king in check, braces
// around an entered move not yet confirmed, angle brackets around the cursor.
enum class SquareMark : std::uint8_t { none, last_move, pending, check, cursor };

struct SquareCell {
    std::string glyph = " "; // one column: "N", "n", "♘" or " " for an empty square
    bool light = false;      // a light square
    bool white_piece = false;
    bool empty = true;
    SquareMark mark = SquareMark::none;
    bool last_move = false; // also under the cursor's mark, which keeps the last move's colour
};

struct ScreenContent {
    std::array<SquareCell, 64> squares{}; // a1 = 0 … h8 = 63
    bool flipped = false;
    std::vector<std::string> panel;    // clocks, status, players, then the move list
    std::string input;                 // the input line, prompt included
    std::size_t input_cursor = 0;      // display column of the text cursor in `input`
    bool monochrome = false;
    int light_color = 7; // curses colour numbers (COLOR_WHITE = 7, COLOR_BLUE = 4)
    int dark_color = 4;
    std::string too_small; // shown in place of the board when it does not fit
    // In place of the panel when the board does not fit: the clocks and whose move, short.
    std::vector<std::string> summary;
    // The message area's lines, ready to draw (message_area below); for the layout's rows, or
    // for the rows a too-small window leaves.
    std::vector<std::string> message_area;
    std::size_t message_first_line = 0; // of the newest message, as message_area clamped it
    std::size_t message_page = 1;       // Page Down's step
    bool message_more_below = false;    // Page Down has somewhere to go
};

struct Layout {
    bool fits = false; // false: the terminal is too small for the board
    int square_width = 3, square_height = 1;
    int board_top = 0, board_left = 2; // the a8 (or h1) corner; ranks labelled left of it
    int panel_top = 0, panel_left = 0, panel_width = 0, panel_height = 0;
    int message_top = 0, message_lines = 0;
    int input_row = 0;
    int width = 0, height = 0;
};

// The smallest terminal the board and a usable side panel fit in.
inline constexpr int min_columns = 40;
inline constexpr int min_lines = 12;
// A narrower one that is tall enough has the panel under the board.
inline constexpr int min_stacked_columns = 27;
inline constexpr int min_stacked_lines = 18;

// Squares grow with the terminal: 3×1 cells on small terminals, 5×2 from 80×24, 7×3 on large
// ones; the side panel keeps at least 24 columns. A window too narrow for the panel beside the
// board (a large font) but tall enough has it under the board instead.
Layout compute_layout(int width, int height);

// "4:59", "1:02:03", "9.4" (tenths under ten seconds, when every tenth counts).
std::string clock_text(long long milliseconds);

// Number of display columns of UTF-8 text (each code point counts as one column).
std::size_t display_width(const std::string& text);

// Cuts UTF-8 text into lines of at most `width` columns, at spaces where possible.
std::vector<std::string> wrap_text(const std::string& text, std::size_t width);

// The text after its first `columns` columns.
std::string skip_columns(const std::string& text, std::size_t columns);

// What the message area shows in `rows` rows of `width` columns. The newest message is read from
// its start: when it does not fit, the last row says `more` and `first_line` (a line of the
// message, from 0) scrolls it. Room left above goes to the end of older messages. A question
// still waiting for its answer keeps the bottom rows, whatever was said after it.
struct MessageArea {
    std::vector<std::string> lines;
    std::size_t first_line = 0; // clamped to the message's last page
    std::size_t page = 1;       // lines of the newest message a page shows (Page Down's step)
    bool more_below = false;
};
MessageArea message_area(const std::vector<std::string>& messages, const std::string& question,
                         std::size_t width, std::size_t rows, std::size_t first_line,
                         const std::string& more);

} // namespace escaque::tui
