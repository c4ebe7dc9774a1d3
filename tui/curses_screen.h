// The one thin curses layer (STYLE.md): it opens and restores the terminal, reads keys as plain
// values and draws a ScreenContent. Nothing else in the program includes <curses.h>.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "chess/result.h"
#include "screen_content.h"

namespace escaque::tui {

struct Key {
    enum class Kind {
        character, // `code` holds the Unicode code point
        enter,
        backspace,
        tab,
        escape,
        clear_line, // Ctrl-U
        help,       // F1
        up,
        down,
        left,
        right,
        redraw, // Ctrl-L
        resize,
        page_up,
        page_down,
    };
    Kind kind = Kind::character;
    char32_t code = 0;
};

class CursesScreen {
public:
    // Takes over the terminal (ncursesw, UTF-8 locale); fails with a reason instead of exiting
    // as initscr() would.
    static Result<std::unique_ptr<CursesScreen>, std::string> open();
    // The terminal as it was: every way out of the program passes here (RAII).
    ~CursesScreen();
    CursesScreen(const CursesScreen&) = delete;
    CursesScreen& operator=(const CursesScreen&) = delete;

    // Keys typed so far, without waiting.
    std::vector<Key> read_keys();
    void draw(const ScreenContent& content);
    // After SIGWINCH: takes the terminal's new size.
    void resize();
    // Forces a full repaint at the next draw.
    void invalidate();
    int width() const;
    int height() const;

private:
    CursesScreen() = default;
    void set_colors(const ScreenContent& content);

    void* screen_ = nullptr; // SCREEN*
    int light_ = -1, dark_ = -1;
    bool colors_ = false;
};

} // namespace escaque::tui
