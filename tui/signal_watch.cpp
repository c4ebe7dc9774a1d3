#include "signal_watch.h"

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace escaque::tui {

namespace {

volatile sig_atomic_t write_fd = -1;

void on_signal(int signal) {
    const int saved = errno; // the interrupted code may be about to read errno
    const unsigned char byte = static_cast<unsigned char>(signal);
    if (write_fd >= 0) {
        // Nothing to do if the pipe is full: a signal is already waiting to be read.
        const ssize_t written = write(write_fd, &byte, 1);
        (void)written;
    }
    errno = saved;
}

} // namespace

SignalWatch::SignalWatch(bool watch_resize) {
    int fds[2];
    if (pipe2(fds, O_CLOEXEC | O_NONBLOCK) == 0) {
        read_fd_ = fds[0];
        write_fd = fds[1];
    }
    struct sigaction ignore {};
    ignore.sa_handler = SIG_IGN;
    struct sigaction old {};
    sigaction(SIGPIPE, &ignore, &old);
    previous_.emplace_back(SIGPIPE, old);

    struct sigaction action {};
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    std::vector<int> watched = {SIGINT, SIGTERM, SIGHUP};
    if (watch_resize) watched.push_back(SIGWINCH);
    for (int signal : watched) {
        sigaction(signal, &action, &old);
        previous_.emplace_back(signal, old);
    }
}

SignalWatch::~SignalWatch() {
    for (const auto& [signal, old] : previous_) sigaction(signal, &old, nullptr);
    if (write_fd >= 0) close(write_fd);
    write_fd = -1;
    if (read_fd_ >= 0) close(read_fd_);
}

std::vector<int> SignalWatch::take() {
    std::vector<int> signals;
    unsigned char buffer[64];
    for (;;) {
        const ssize_t n = read(read_fd_, buffer, sizeof buffer);
        if (n <= 0) break;
        for (ssize_t i = 0; i < n; ++i) signals.push_back(buffer[i]);
    }
    return signals;
}

} // namespace escaque::tui
