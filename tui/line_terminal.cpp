#include "line_terminal.h"

#include <cerrno>
#include <unistd.h>

namespace escaque::tui {

LineTerminal::LineTerminal(int input_fd, std::FILE* output, bool scripted)
    : input_fd_(input_fd), output_(output), scripted_(scripted) {}

void LineTerminal::show_message(const std::string& text) {
    std::fputs(text.c_str(), output_);
    std::fputc('\n', output_);
    std::fflush(output_); // a pipe is block-buffered: the reader must see each line at once
}

void LineTerminal::show_notice(const std::string& text) {
    show_message(text);
}

std::vector<TerminalInput> LineTerminal::read_input(App&) {
    std::vector<TerminalInput> inputs;
    char buffer[4096];
    const ssize_t n = read(input_fd_, buffer, sizeof buffer);
    if (n < 0) {
        if (errno == EINTR || errno == EAGAIN) return inputs;
    }
    if (n <= 0) {
        if (!partial_.empty()) inputs.push_back({TerminalInput::Kind::line, partial_});
        partial_.clear();
        inputs.push_back({TerminalInput::Kind::end_of_input, {}});
        return inputs;
    }
    partial_.append(buffer, std::size_t(n));
    std::size_t newline;
    while ((newline = partial_.find('\n')) != std::string::npos) {
        std::string line = partial_.substr(0, newline);
        partial_.erase(0, newline + 1);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        inputs.push_back({TerminalInput::Kind::line, std::move(line)});
    }
    return inputs;
}

} // namespace escaque::tui
