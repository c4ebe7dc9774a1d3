// Signals as input: SIGINT, SIGTERM and SIGHUP (and SIGWINCH under curses) are written to a
// pipe by the handler and read by the main loop, which then saves the game, restores the
// terminal and leaves in an orderly way. SIGPIPE is ignored: an engine's pipe may close under
// us, and that is reported as an engine failure, not a crash.
#pragma once

#include <csignal>
#include <vector>

namespace escaque::tui {

class SignalWatch {
public:
    explicit SignalWatch(bool watch_resize);
    ~SignalWatch();
    SignalWatch(const SignalWatch&) = delete;
    SignalWatch& operator=(const SignalWatch&) = delete;

    // Readable when a signal has arrived.
    int fd() const { return read_fd_; }
    // The signals received since the last call, in order.
    std::vector<int> take();

private:
    int read_fd_ = -1;
    std::vector<std::pair<int, struct sigaction>> previous_;
};

} // namespace escaque::tui
