// The curses screen, driven through tmux on a private server: the board drawn, a move typed,
// the board cursor and key echo, a resize, and the terminal restored when the program ends by
// quitting or by a signal.
#include <algorithm>
#include <catch2/catch.hpp>
#include <csignal>
#include <cstdio>
#include <thread>

#include "program_runner.h"
#include "tmux_screen.h"

using escaque::testing::has;
using escaque::testing::Sandbox;
using escaque::testing::terminal_restored;
using escaque::testing::tmux_available;
using escaque::testing::TmuxScreen;

TEST_CASE("the screen: start, a move, the board cursor, resize, quit", "[tui][screen][tmux]") {
    if (!tmux_available()) {
        WARN("tmux is not installed: the screen is not tested");
        return;
    }
    Sandbox sandbox;
    TmuxScreen screen(sandbox, {"--level", "1", "--seed", "7"});
    REQUIRE(screen.wait([&] { return has(screen.capture(), "White to move"); }));
    std::string shown = screen.capture();
    CHECK(has(shown, "No clock"));
    CHECK(has(shown, "r")); // Black's rooks, in ASCII
    CHECK(has(screen.said(), "New game against escaque level 1."));

    screen.keys("e 4 Enter");
    REQUIRE(screen.wait([&] { return has(screen.capture(), "1. e4"); }));
    CHECK(screen.wait([&] { return has(screen.said(), "Pawn from Eva two to Eva four."); }));
    // Key echo: each key said as it is typed.
    CHECK(has(screen.said(), "\ne\n4\n"));

    // The board cursor: Tab, then the arrows; each square's contents are spoken.
    screen.keys("Tab");
    CHECK(screen.wait([&] { return has(screen.said(), "Board: arrows move"); }));
    screen.keys("Up");
    CHECK(screen.wait([&] { return has(screen.said(), "Eva three: empty."); }));
    screen.keys("1");
    CHECK(screen.wait([&] { return has(screen.said(), "Eva one: white king."); }));
    screen.keys("N");
    CHECK(screen.wait([&] { return has(screen.said(), "Gustav one: white knight."); }));
    CHECK(has(screen.capture(), "[board] g1"));
    // Escape on the board goes back to typing; Escape while typing never goes to the board
    // (where letters and Enter make moves): it stops speech and clears the line.
    screen.keys("Escape");
    CHECK(screen.wait([&] { return has(screen.said(), "\nTyping.\n"); }));
    CHECK_FALSE(has(screen.capture(), "[board]"));
    screen.keys("b 4 Escape");
    CHECK(screen.wait([&] { return has(screen.said(), "\nLine cleared.\n"); }));
    CHECK_FALSE(has(screen.capture(), "[board]"));
    screen.keys("n f C-u");
    CHECK(screen.wait([&] {
        const std::string said = screen.said();
        return said.find("Line cleared.") != said.rfind("Line cleared."); // twice now
    }));
    // Backspace says what it deleted, not as if typed.
    screen.keys("x BSpace");
    CHECK(screen.wait([&] { return has(screen.said(), "\nx\ndeleted x\n"); }));

    // A smaller terminal: the board is drawn again to fit.
    screen.resize(80, 24);
    REQUIRE(screen.wait([&] {
        const std::string s = screen.capture();
        return has(s, "1. e4") && has(s, "White to move");
    }));
    const std::string small = screen.capture();
    CHECK(std::count(small.begin(), small.end(), '\n') <= 24);

    screen.keys("q u i t Enter");
    CHECK(screen.wait([&] { return has(screen.said(), "Quit the game: are you sure?"); }));
    screen.keys("y e s Enter");
    REQUIRE(screen.wait([&] { return screen.ended(); }));
    CHECK(screen.exit_code() == 0);
    CHECK(screen.wait([&] { return terminal_restored(screen.stty()); }));
    CHECK_FALSE(has(screen.capture(), "White to move")); // back to the plain terminal
}

TEST_CASE("the screen: a signal restores the terminal and keeps the game", "[tui][screen][tmux]") {
    if (!tmux_available()) {
        WARN("tmux is not installed: the screen is not tested");
        return;
    }
    Sandbox sandbox;
    TmuxScreen screen(sandbox, {"--mode", "two-players", "--tc", "5+0", "--pieces", "unicode"});
    REQUIRE(screen.wait([&] { return has(screen.capture(), "White to move"); }));
    CHECK(has(screen.capture(), "♜")); // Unicode pieces
    screen.keys("d 4 Enter");
    REQUIRE(screen.wait([&] { return has(screen.capture(), "1. d4"); }));
    REQUIRE(screen.pid() > 0);
    kill(screen.pid(), SIGTERM);
    REQUIRE(screen.wait([&] { return screen.ended(); }));
    CHECK(screen.exit_code() == 128 + SIGTERM);
    CHECK(screen.wait([&] { return terminal_restored(screen.stty()); }));
    CHECK(has(sandbox.read_file(sandbox.state_folder() / "current.pgn"), "1. d4"));
}

TEST_CASE("the board cursor: an empty square is not picked, castling and a promotion by keys",
          "[tui][screen][tmux]") {
    if (!tmux_available()) {
        WARN("tmux is not installed: the screen is not tested");
        return;
    }
    Sandbox sandbox;
    // Chess960 position 128 (king g1, rook h1) after 1. Ng3 a6: the king onto its rook castles.
    TmuxScreen screen(sandbox, {"--mode", "two-players", "--chess960", "128"});
    REQUIRE(screen.wait([&] { return has(screen.capture(), "White to move"); }));
    screen.keys("N g 3 Enter a 6 Enter Tab");
    REQUIRE(screen.wait([&] { return has(screen.said(), "Board: arrows move"); }));
    screen.keys("a 4 Enter");
    CHECK(screen.wait([&] { return has(screen.said(), "Anna four is empty; choose a square"); }));
    screen.keys("B");
    CHECK(screen.wait([&] { return has(screen.said(), "Anna eight: black bishop."); }));
    // The other side's piece is refused at once, not after a second square.
    screen.keys("Enter");
    CHECK(screen.wait([&] {
        return has(screen.said(), "It is White's turn. The piece on Anna eight is a black bishop.");
    }));
    // Lower-case piece letters that are not files jump too.
    screen.keys("q");
    CHECK(screen.wait([&] { return has(screen.said(), " queen."); }));
    screen.keys("g 1 Enter Enter");
    CHECK(screen.wait([&] { return has(screen.said(), "No square chosen."); }));
    screen.keys("Enter h 1 Enter");
    CHECK(screen.wait([&] { return has(screen.said(), "Short castling, king on Gustav one, rook on Felix one."); }));
    CHECK(screen.wait([&] { return has(screen.capture(), "2. O-O"); }));
}

TEST_CASE("the board cursor: the king onto its rook when castling is barred says why",
          "[tui][screen][tmux]") {
    if (!tmux_available()) {
        WARN("tmux is not installed: the screen is not tested");
        return;
    }
    Sandbox sandbox;
    // Chess960 position 0 (rooks f1 and h1, king g1): the f1 rook stands where h1's must go.
    TmuxScreen screen(sandbox, {"--mode", "two-players", "--chess960", "0"});
    REQUIRE(screen.wait([&] { return has(screen.capture(), "White to move"); }));
    screen.keys("Tab");
    REQUIRE(screen.wait([&] { return has(screen.said(), "Board: arrows move"); }));
    screen.keys("g 1 Enter h 1 Enter");
    CHECK(screen.wait([&] {
        return has(screen.said(), "Short castling is not allowed: a piece stands on Felix one.");
    }));
    CHECK(!has(screen.said(), "zero zero"));
}

TEST_CASE("the board cursor: the king onto its rook without a castling right says why",
          "[tui][screen][tmux]") {
    if (!tmux_available()) {
        WARN("tmux is not installed: the screen is not tested");
        return;
    }
    Sandbox sandbox;
    // The h1 rook goes out and back: White has lost the right to castle short.
    TmuxScreen screen(sandbox, {"--mode", "two-players"});
    REQUIRE(screen.wait([&] { return has(screen.capture(), "White to move"); }));
    screen.keys("h 4 Enter a 5 Enter R h 3 Enter a 4 Enter R h 1 Enter a 3 Enter Tab");
    REQUIRE(screen.wait([&] { return has(screen.said(), "Board: arrows move"); }));
    screen.keys("e 1 Enter h 1 Enter");
    CHECK(screen.wait([&] {
        return has(screen.said(),
                   "Short castling is not allowed: that rook has moved or been captured.");
    }));
    CHECK(!has(screen.said(), "own rook"));
    // After castling, the king onto the rook beside it is a king move, refused as one.
    Sandbox castled;
    TmuxScreen after(castled, {"--mode", "two-players"});
    REQUIRE(after.wait([&] { return has(after.capture(), "White to move"); }));
    after.keys("e 4 Enter e 5 Enter N f 3 Enter N c 6 Enter B c 4 Enter B c 5 Enter O - O Enter "
               "N f 6 Enter Tab");
    REQUIRE(after.wait([&] { return has(after.said(), "Board: arrows move"); }));
    after.keys("g 1 Enter f 1 Enter");
    CHECK(after.wait([&] { return has(after.said(), "own rook"); }));
    CHECK(!has(after.said(), "castling is not allowed"));
}

TEST_CASE("the screen: playing Black, Black is at the bottom, a picked square stays marked",
          "[tui][screen][tmux]") {
    if (!tmux_available()) {
        WARN("tmux is not installed: the screen is not tested");
        return;
    }
    Sandbox sandbox;
    TmuxScreen screen(sandbox, {"--color", "black", "--level", "1", "--seed", "7"});
    screen.resize(80, 24); // squares of 5 x 2
    REQUIRE(screen.wait([&] { return has(screen.capture(), "1. "); }));
    const std::string shown = screen.capture();
    // Rank 1 is drawn above rank 8, files run from h to a.
    const auto rank_one = shown.find("\n1 ");
    const auto rank_eight = shown.find("\n8 ");
    REQUIRE(rank_one != std::string::npos);
    REQUIRE(rank_eight != std::string::npos);
    CHECK(rank_one < rank_eight);
    CHECK(has(shown, "h    g    f    e    d    c    b    a"));
    // The square picked with the board cursor keeps a mark while the second square is chosen.
    screen.keys("Tab 7 e Enter 5");
    REQUIRE(screen.wait([&] { return has(screen.said(), "Eva five:"); }));
    CHECK(screen.wait([&] { return has(screen.capture(), "{ p }"); }));
}

TEST_CASE("the screen: at 40 columns clocks and moves are shortened, never cut",
          "[tui][screen][tmux]") {
    if (!tmux_available()) {
        WARN("tmux is not installed: the screen is not tested");
        return;
    }
    Sandbox sandbox;
    TmuxScreen screen(sandbox, {"--mode", "two-players", "--tc", "90+30"});
    screen.resize(40, 15);
    REQUIRE(screen.wait([&] { return has(screen.capture(), "B 1:30:00"); }));
    screen.keys("e 4 Enter");
    REQUIRE(screen.wait([&] { return has(screen.said(), "Pawn from Eva two to Eva four."); }));
    screen.keys("e 5 Enter");
    REQUIRE(screen.wait([&] { return has(screen.said(), "Pawn from Eva seven to Eva five."); }));
    // Black's move has a line of its own (a pair cut to the panel lost it), and the running
    // clock keeps all its digits and its mark.
    CHECK(screen.wait([&] { return has(screen.capture(), "1... e5"); }));
    CHECK(screen.wait([&] { return has(screen.capture(), "W 1:30:"); })); // 1:30:2x after +30
    CHECK(has(screen.capture(), "<"));
}

TEST_CASE("the screen: the resume question shows the saved game", "[tui][screen][tmux]") {
    if (!tmux_available()) {
        WARN("tmux is not installed: the screen is not tested");
        return;
    }
    Sandbox sandbox;
    REQUIRE(escaque::testing::run_escaque(sandbox, {"--mode", "two-players", "--tc", "90+30"},
                                          "e4\ne5\nNf3\n")
                .exit_code == 0);
    TmuxScreen screen(sandbox, {});
    REQUIRE(screen.wait([&] { return has(screen.said(), "Resume it?"); }));
    CHECK(screen.wait([&] {
        const std::string shown = screen.capture();
        return has(shown, "2. Nf3") && has(shown, "Black to move") && has(shown, "1:30:");
    }));
    CHECK_FALSE(has(screen.capture(), "No clock"));
}

TEST_CASE("the screen: a small window keeps the clocks, whose move and a waiting question",
          "[tui][screen][tmux]") {
    if (!tmux_available()) {
        WARN("tmux is not installed: the screen is not tested");
        return;
    }
    Sandbox sandbox;
    TmuxScreen screen(sandbox, {"--mode", "two-players", "--tc", "5+3"});
    REQUIRE(screen.wait([&] { return has(screen.capture(), "White to move"); }));
    screen.keys("q u i t Enter");
    REQUIRE(screen.wait([&] { return has(screen.said(), "Quit the game: are you sure?"); }));
    // The window made small: the board gives way to the clocks and whose move, and what is
    // said next (the window is too small) does not push the question off the screen.
    screen.resize(30, 10);
    REQUIRE(screen.wait([&] { return has(screen.said(), "The window is too small"); }));
    CHECK(screen.wait([&] { return has(screen.capture(), "<  B 5:00"); })); // White's runs
    CHECK(has(screen.capture(), "White to move"));
    CHECK(has(screen.capture(), "Quit the game: are you sure?"));
    screen.keys("n o Enter");

    // A line typed past the right edge scrolls: its end stays in sight.
    screen.keys("s a v e Space / t m p / a - v e r y - l o n g - n a m e - f o r - a - g a m e");
    CHECK(screen.wait([&] { return has(screen.capture(), "name-for-a-game"); }));
}

TEST_CASE("the screen: a long answer is read from its start, Page Down shows the rest",
          "[tui][screen][tmux]") {
    if (!tmux_available()) {
        WARN("tmux is not installed: the screen is not tested");
        return;
    }
    Sandbox sandbox;
    TmuxScreen screen(sandbox, {"--mode", "two-players"});
    screen.resize(45, 15);
    REQUIRE(screen.wait([&] { return has(screen.capture(), "White to move"); }));
    screen.keys("b Enter");
    REQUIRE(screen.wait([&] { return has(screen.capture(), "Rank eight: black rook"); }));
    CHECK(has(screen.capture(), "… more: Page Down"));
    CHECK_FALSE(has(screen.capture(), "Rank one:"));
    for (int page = 0; page < 8 && !has(screen.capture(), "white rook."); ++page) {
        screen.keys("NPage");
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    CHECK(screen.wait([&] { return has(screen.capture(), "white knight, white rook."); }));
    CHECK_FALSE(has(screen.capture(), "Rank eight: black rook"));
}

TEST_CASE("the screen: TERM=dumb gives line mode", "[tui][screen][tmux]") {
    if (!tmux_available()) {
        WARN("tmux is not installed: the screen is not tested");
        return;
    }
    Sandbox sandbox;
    TmuxScreen screen(sandbox, {"--mode", "two-players"}, "TERM=dumb");
    // Line mode prints each spoken sentence as a line, with no board drawn.
    REQUIRE(screen.wait([&] { return has(screen.capture(), "New game for two players."); }));
    screen.keys("e 4 Enter");
    CHECK(screen.wait([&] { return has(screen.capture(), "Pawn from Eva two to Eva four."); }));
    CHECK_FALSE(has(screen.capture(), "White to move  "));
    CHECK_FALSE(has(screen.capture(), "a  b  c"));
}

TEST_CASE("the screen: the board cursor on the last move keeps its colour", "[tui][screen][tmux]") {
    if (!tmux_available()) {
        WARN("tmux is not installed: the screen is not tested");
        return;
    }
    Sandbox sandbox;
    TmuxScreen screen(sandbox, {"--mode", "two-players"});
    REQUIRE(screen.wait([&] { return has(screen.capture(), "White to move"); }));
    screen.keys("e 4 Enter");
    REQUIRE(screen.wait([&] { return has(screen.capture(), "1. e4"); }));
    screen.keys("Tab e 4");
    REQUIRE(screen.wait([&] { return has(screen.said(), "Eva four: white pawn."); }));
    // Yellow (43) under the cursor's < >, as the last move's [ ] has it.
    CHECK(screen.wait([&] { return has(screen.capture_escapes(), "43m<"); }));
}

TEST_CASE("the screen: narrow and tall, the panel goes under the board", "[tui][screen][tmux]") {
    if (!tmux_available()) {
        WARN("tmux is not installed: the screen is not tested");
        return;
    }
    Sandbox sandbox;
    TmuxScreen screen(sandbox, {"--mode", "two-players", "--tc", "5+3"});
    screen.resize(30, 24);
    REQUIRE(screen.wait([&] { return has(screen.capture(), "a  b  c  d  e  f  g  h"); }));
    CHECK(has(screen.capture(), "White to move"));
    CHECK(has(screen.capture(), "Black   5:00"));
    CHECK_FALSE(has(screen.capture(), "Too small"));
}

TEST_CASE("the screen: in Spanish the move list has the letters the player types",
          "[tui][screen][tmux]") {
    if (!tmux_available()) {
        WARN("tmux is not installed: the screen is not tested");
        return;
    }
    Sandbox sandbox;
    TmuxScreen screen(sandbox, {"--mode", "two-players", "--lang", "es"});
    REQUIRE(screen.wait([&] { return has(screen.capture(), "Juegan las blancas"); }));
    screen.keys("C f 3 Enter");
    REQUIRE(screen.wait([&] { return has(screen.capture(), "Juegan las negras"); }));
    screen.keys("C c 6 Enter");
    // "1. Cf3" is there since White's move: wait for Black's, or the screen may be read first.
    CHECK(screen.wait([&] { return has(screen.capture(), "Cc6"); }));
    const std::string shown = screen.capture();
    INFO(shown);
    CHECK(has(shown, "1. Cf3"));
    CHECK_FALSE(has(shown, "Nf3"));
}

TEST_CASE("the board cursor: a promotion's question answered there, refusals shown",
          "[tui][screen][tmux]") {
    if (!tmux_available()) {
        WARN("tmux is not installed: the screen is not tested");
        return;
    }
    Sandbox sandbox;
    // The position from a file: an argument with spaces does not survive the tmux command line.
    const auto start = sandbox.root() / "start.pgn";
    sandbox.write_file(start, "[SetUp \"1\"]\n[FEN \"7k/4P3/8/8/8/1p6/8/K7 w - - 0 1\"]\n\n*\n");
    TmuxScreen screen(sandbox, {"--mode", "two-players", "--load", start.string()});
    REQUIRE(screen.wait([&] { return has(screen.capture(), "White to move"); }));
    // A refusal on the board is on the screen too, not only spoken.
    screen.keys("Tab b 3 Enter");
    CHECK(screen.wait(
        [&] { return has(screen.capture(), "The piece on Bella three is a black"); }));
    screen.keys("e 7 Enter Up Enter");
    REQUIRE(screen.wait([&] { return has(screen.said(), "Promote to which piece?"); }));
    screen.keys("n");
    REQUIRE(screen.wait([&] { return has(screen.said(), "Promote to knight: are you sure?"); }));
    // y answers the question on the board, where it is no piece letter.
    screen.keys("y");
    CHECK(screen.wait([&] { return has(screen.capture(), "1. e8=N"); }));
    CHECK_FALSE(has(screen.said(), "Not a piece letter"));
}

TEST_CASE("the screen: in a review the move list follows the move shown", "[tui][screen][tmux]") {
    if (!tmux_available()) {
        WARN("tmux is not installed: the screen is not tested");
        return;
    }
    Sandbox sandbox;
    const auto pgn = sandbox.root() / "long.pgn";
    sandbox.write_file(pgn, "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 "
                            "7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 "
                            "13. Nc3 Bb7 *\n");
    TmuxScreen screen(sandbox, {"--mode", "review", "--load", pgn.string()});
    REQUIRE(screen.wait([&] { return has(screen.capture(), "White to move"); }));
    screen.resize(60, 20);
    screen.keys("g o Space 2 Enter");
    CHECK(screen.wait([&] { return has(screen.capture(), "2. [Nf3]"); }));
    CHECK_FALSE(has(screen.capture(), "13. Nc3"));
    screen.resize(40, 15);
    CHECK(screen.wait([&] { return has(screen.capture(), "2. [Nf3]"); }));
}

TEST_CASE("the screen: after a resize a paged message is read from its start",
          "[tui][screen][tmux]") {
    if (!tmux_available()) {
        WARN("tmux is not installed: the screen is not tested");
        return;
    }
    Sandbox sandbox;
    TmuxScreen screen(sandbox, {"--mode", "two-players"});
    REQUIRE(screen.wait([&] { return has(screen.capture(), "White to move"); }));
    screen.keys("h e l p Space k e y s Enter");
    REQUIRE(screen.wait([&] { return has(screen.capture(), "Tab goes to the board and back."); }));
    screen.keys("NPage");
    screen.resize(40, 15);
    CHECK(screen.wait([&] { return has(screen.capture(), "Tab goes to the board and back."); }));
}
