#include "main_loop.h"

#include <algorithm>
#include <cerrno>
#include <deque>
#include <poll.h>

#include "chess/dead/unwinnability.h"

namespace escaque::tui {

namespace {

// Milliseconds to wait for poll(): rounded up, so the loop never wakes just before a deadline
// and spins until it is reached.
int timeout_ms(std::optional<TimePoint> deadline) {
    if (!deadline) return -1;
    const auto left = *deadline - std::chrono::steady_clock::now();
    if (left <= std::chrono::steady_clock::duration::zero()) return 0;
    const auto ms = std::chrono::ceil<std::chrono::milliseconds>(left).count();
    return int(std::min<long long>(ms, 24LL * 3600 * 1000));
}

std::optional<TimePoint> earliest(std::optional<TimePoint> a, std::optional<TimePoint> b) {
    if (!a) return b;
    if (!b) return a;
    return std::min(*a, *b);
}

} // namespace

int run_main_loop(App& app, Terminal& terminal, Announcer& announcer, SignalWatch& signals) {
    std::deque<std::string> waiting; // script lines held while the computer thinks
    bool input_open = true;
    bool tables_ready = false;
    const auto finish = [&](int code) {
        app.shutdown();
        terminal.draw(app);
        return code;
    };
    for (;;) {
        app.on_time();
        announcer.check_speaker();
        while (!waiting.empty() && !app.busy()) {
            const std::string line = std::move(waiting.front());
            waiting.pop_front();
            if (app.handle_line(line) == Reaction::quit) return finish(0);
            app.on_time();
        }
        if (!input_open && waiting.empty() && !app.busy()) return finish(0);
        terminal.draw(app);
        if (!tables_ready) {
            // Once the screen is up: otherwise the dead-position test after the first move
            // would make its announcement wait for this memory.
            chess::prefault_analysis_tables();
            tables_ready = true;
        }

        const std::optional<TimePoint> deadline = earliest(
            earliest(app.next_wakeup(), terminal.next_refresh(app)), announcer.next_check());
        pollfd fds[3];
        nfds_t count = 0;
        fds[count++] = {signals.fd(), POLLIN, 0};
        const int engine_fd = app.engine_fd();
        if (engine_fd >= 0) fds[count++] = {engine_fd, POLLIN, 0};
        const nfds_t input_index = count;
        if (input_open) fds[count++] = {terminal.input_fd(), POLLIN, 0};
        if (poll(fds, count, timeout_ms(deadline)) < 0) {
            if (errno == EINTR) continue;
            return finish(1);
        }

        if (fds[0].revents & POLLIN) {
            for (int signal : signals.take()) {
                if (signal == SIGWINCH)
                    terminal.resize();
                else
                    return finish(128 + signal);
            }
        }
        if (engine_fd >= 0 && (fds[1].revents & (POLLIN | POLLHUP | POLLERR)))
            app.on_engine_output();
        if (input_open && (fds[input_index].revents & (POLLIN | POLLHUP | POLLERR))) {
            for (TerminalInput& input : terminal.read_input(app)) {
                if (input.kind == TerminalInput::Kind::end_of_input) {
                    input_open = false;
                    break;
                }
                if (terminal.scripted() && (app.busy() || !waiting.empty())) {
                    waiting.push_back(std::move(input.text));
                    continue;
                }
                if (app.handle_line(input.text) == Reaction::quit) return finish(0);
            }
        }
    }
}

} // namespace escaque::tui
