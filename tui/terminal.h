// The two faces of the program: line mode (plain lines in and out) and the curses screen. The
// main loop polls input_fd(), asks for what was typed, and lets the terminal draw.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "activity.h"
#include "announcer.h"

namespace escaque::tui {

class App;

struct TerminalInput {
    enum class Kind { line, end_of_input };
    Kind kind = Kind::line;
    std::string text;
};

class Terminal : public Display {
public:
    virtual int input_fd() const = 0;
    // What the user typed since the last call: whole lines (keys are handled inside).
    virtual std::vector<TerminalInput> read_input(App& app) = 0;
    // Draws if anything changed; called once per turn of the loop.
    virtual void draw(App& app) { (void)app; }
    // When the screen must be redrawn even if nothing happens (a running clock's seconds).
    virtual std::optional<TimePoint> next_refresh(const App& app) const {
        (void)app;
        return std::nullopt;
    }
    virtual void resize() {}
    // Input from a file or a pipe: lines typed while the computer thinks wait for its move,
    // so a script plays the same game every time.
    virtual bool scripted() const { return false; }
};

} // namespace escaque::tui
