// Line mode: every announcement printed as one plain line, input read a line at a time. No
// cursor control, no colours: for braille displays, screen readers and scripts.
#pragma once

#include <cstdio>
#include <string>

#include "terminal.h"

namespace escaque::tui {

class LineTerminal final : public Terminal {
public:
    // `scripted`: input comes from a file or a pipe rather than a person at a terminal.
    LineTerminal(int input_fd, std::FILE* output, bool scripted);

    void show_message(const std::string& text) override;
    void show_notice(const std::string& text) override;
    int input_fd() const override { return input_fd_; }
    std::vector<TerminalInput> read_input(App& app) override;
    bool scripted() const override { return scripted_; }

private:
    int input_fd_;
    std::FILE* output_;
    bool scripted_;
    std::string partial_; // a line not yet ended
};

} // namespace escaque::tui
