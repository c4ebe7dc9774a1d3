#include <catch2/catch.hpp>

#include <string_view>

#include "chess/fen.h"
#include "keyboard.h"
#include "screen_content.h"

using namespace escaque::tui;
using namespace escaque::chess;

TEST_CASE("the board grows with the terminal", "[tui][screen]") {
    const Layout small = compute_layout(80, 24);
    CHECK(small.fits);
    CHECK(small.square_width == 5);
    CHECK(small.square_height == 2);
    CHECK(small.panel_left + 24 <= 80);
    CHECK(small.input_row == 23);
    const Layout large = compute_layout(100, 30);
    CHECK(large.square_width == 7);
    CHECK(large.square_height == 3);
    CHECK(large.board_top + 8 * large.square_height < large.message_top);
    // Large terminals: larger squares, and the rows the board leaves show more of the messages.
    const Layout huge = compute_layout(200, 60);
    CHECK(huge.square_height == 6);
    CHECK(huge.square_width == 13);
    CHECK(huge.panel_left + 24 <= 200);
    CHECK(huge.board_top + 8 * huge.square_height < huge.message_top);
    const Layout tall = compute_layout(90, 45);
    CHECK(tall.square_height == 3); // held back by the width
    CHECK(tall.message_lines == 45 - 2 - 24);
    const Layout tiny = compute_layout(50, 14);
    CHECK(tiny.square_width == 3);
    CHECK_FALSE(compute_layout(30, 8).fits);
    // Narrow and tall (a large font): the panel under the board.
    const Layout stacked = compute_layout(39, 40);
    CHECK(stacked.fits);
    CHECK(stacked.panel_left == 0);
    CHECK(stacked.panel_top == 9); // under the 8 ranks and the file letters
    CHECK(stacked.panel_top + stacked.panel_height <= stacked.message_top);
    CHECK(stacked.message_top + stacked.message_lines == stacked.input_row);
    CHECK(compute_layout(27, 18).fits);
    CHECK_FALSE(compute_layout(26, 40).fits);
    CHECK_FALSE(compute_layout(30, 17).fits);
}

TEST_CASE("clock readings on screen", "[tui][screen]") {
    CHECK(clock_text(299'000) == "4:59");
    CHECK(clock_text(3'723'000) == "1:02:03");
    CHECK(clock_text(9'460) == "9.4");
    CHECK(clock_text(-5) == "0.0");
}

TEST_CASE("messages wrap at spaces and count UTF-8 characters as columns", "[tui][screen]") {
    CHECK(wrap_text("knight from Gustav one to Felix three", 16) ==
          std::vector<std::string>{"knight from", "Gustav one to", "Felix three"});
    CHECK(display_width("peón") == 4);
    CHECK(wrap_text("abcdefghij", 4) == std::vector<std::string>{"abcd", "efgh", "ij"});
}

TEST_CASE("the input line says what backspace deleted", "[tui][keyboard]") {
    InputLine line;
    for (char32_t c : std::u32string_view(U"Nf3")) line.insert(c);
    CHECK(line.text() == "Nf3");
    CHECK(line.backspace() == U'3');
    CHECK(line.text() == "Nf");
    line.insert(U' ');
    for (char32_t c : std::u32string_view(U"peón")) line.insert(c);
    CHECK(line.last_word() == "peón");
    CHECK(line.take() == "Nf peón");
    CHECK(line.empty());
    CHECK_FALSE(line.backspace());
}

TEST_CASE("keys are spoken by name", "[tui][keyboard]") {
    CHECK(key_name(U'N', escaque::tts::Language::en) == "capital N");
    CHECK(key_name(U'f', escaque::tts::Language::en) == "f");
    CHECK(key_name(U'+', escaque::tts::Language::en) == "plus");
    CHECK(key_name(U'=', escaque::tts::Language::es) == "igual");
    CHECK(key_name(U' ', escaque::tts::Language::es) == "espacio");
}

TEST_CASE("the board cursor walks the board, flipped or not", "[tui][keyboard]") {
    BoardCursor cursor;
    CHECK(cursor.square() == SQ_E2);
    cursor.step(CursorStep::up, false);
    CHECK(cursor.square() == SQ_E3);
    cursor.step(CursorStep::up, true); // flipped: up is towards White
    CHECK(cursor.square() == SQ_E2);
    cursor.step(CursorStep::left, false);
    CHECK(cursor.square() == SQ_D2);
    cursor.to_rank(7);
    CHECK(cursor.square() == SQ_D8);
    cursor.step(CursorStep::up, false); // the edge: it stays
    CHECK(cursor.square() == SQ_D8);
    cursor.to_file(0);
    CHECK(cursor.square() == SQ_A8);
    const Position start;
    REQUIRE(cursor.to_next_piece(start, KNIGHT));
    CHECK(cursor.square() == SQ_B8);
    REQUIRE(cursor.to_next_piece(start, KNIGHT));
    CHECK(cursor.square() == SQ_G8);
    REQUIRE(cursor.to_next_piece(start, KNIGHT)); // wraps past h8 to b1
    CHECK(cursor.square() == SQ_B1);
    const Position bare = *parse_fen("8/8/8/8/8/8/8/K6k w - - 0 1");
    CHECK_FALSE(cursor.to_next_piece(bare, QUEEN));
}

TEST_CASE("the message area: the newest message from its start, a waiting question kept",
          "[tui][screen]") {
    using escaque::tui::message_area;
    const std::vector<std::string> said{"older one", "one two three four five six"};
    // Fits: older messages fill the rows above.
    auto area = message_area(said, "", 40, 3, 0, "more");
    CHECK(area.lines == std::vector<std::string>{"older one", "one two three four five six"});
    // Too long for 3 rows of 9 columns: two lines of it, then the way on.
    area = message_area(said, "", 9, 3, 0, "more");
    CHECK(area.lines == std::vector<std::string>{"one two", "three", "more"});
    CHECK(area.more_below);
    area = message_area(said, "", 9, 3, 2, "more");
    CHECK(area.lines == std::vector<std::string>{"four five", "six", ""});
    CHECK_FALSE(area.more_below);
    // Scrolled past the end: the last page.
    CHECK(message_area(said, "", 9, 3, 50, "more").first_line == 2);
    // A question keeps the bottom row, whatever came after it.
    area = message_area(said, "sure?", 40, 2, 0, "more");
    CHECK(area.lines == std::vector<std::string>{"one two three four five six", "sure?"});
    area = message_area({"sure?"}, "sure?", 40, 2, 0, "more");
    CHECK(area.lines == std::vector<std::string>{"sure?"});
    // Pinned, the question is not also shown among the older messages.
    area = message_area({"before", "sure?", "told"}, "sure?", 40, 3, 0, "more");
    CHECK(area.lines == std::vector<std::string>{"before", "told", "sure?"});
    // With a question kept, a page is the newest message's rows alone.
    area = message_area({"one two three four five six"}, "sure?", 9, 4, 0, "more");
    CHECK(area.lines == std::vector<std::string>{"one two", "three", "more", "sure?"});
    CHECK(area.page == 2);
    CHECK(escaque::tui::skip_columns("peón e4", 3) == "n e4");
}
