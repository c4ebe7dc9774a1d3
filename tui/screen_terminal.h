// The curses screen as the program's terminal: keys become typed lines, key echo and board
// cursor moves (each spoken), and the board, clocks, move list, messages and input line are
// drawn once per turn of the main loop when something changed.
#pragma once

#include <deque>
#include <memory>
#include <optional>

#include "chess/result.h"
#include "curses_screen.h"
#include "keyboard.h"
#include "terminal.h"

namespace escaque::tui {

class ScreenTerminal final : public Terminal {
public:
    explicit ScreenTerminal(std::unique_ptr<CursesScreen> screen);

    void show_message(const std::string& text) override;
    void show_notice(const std::string& text) override;
    int input_fd() const override { return 0; }
    std::vector<TerminalInput> read_input(App& app) override;
    void draw(App& app) override;
    std::optional<TimePoint> next_refresh(const App&) const override { return refresh_at_; }
    void resize() override;

private:
    // Returns a finished line when the key completes one.
    std::optional<std::string> handle_key(App& app, const Key& key);
    std::optional<std::string> board_key(App& app, const Key& key);
    void say_cursor(App& app);
    ScreenContent content(const App& app) const;
    // When the running clock's shown time next changes.
    std::optional<TimePoint> clock_refresh(const App& app) const;

    std::unique_ptr<CursesScreen> screen_;
    InputLine line_;
    BoardCursor cursor_;
    bool board_mode_ = false;
    bool cursor_shown_ = false;
    bool board_fits_ = true; // as last said: a start too small for the board is said too
    std::optional<chess::Square> picked_; // board mode: the square a move starts from
    std::deque<std::string> messages_;
    std::size_t message_scroll_ = 0; // the newest message's first line shown (Page Down)
    bool dirty_ = true;
    std::optional<TimePoint> refresh_at_;
};

Result<std::unique_ptr<Terminal>, std::string> open_screen_terminal();

} // namespace escaque::tui
