#include "engine/child_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <pthread.h>

#include <cerrno>
#include <cstring>

extern char** environ;

namespace escaque::engine {

namespace {
using Clock = std::chrono::steady_clock;
}

Result<ChildProcess> ChildProcess::spawn(const std::vector<std::string>& argv,
                                         const std::string& stderr_path) {
    if (argv.empty()) return unexpected("no program to start");
    int to_child[2], from_child[2];
    if (pipe2(to_child, O_CLOEXEC) != 0) return unexpected(std::strerror(errno));
    if (pipe2(from_child, O_CLOEXEC) != 0) {
        close(to_child[0]);
        close(to_child[1]);
        return unexpected(std::strerror(errno));
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, to_child[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, from_child[1], STDOUT_FILENO);
    const std::string err = stderr_path.empty() ? "/dev/null" : stderr_path;
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, err.c_str(),
                                     O_WRONLY | O_CREAT | O_APPEND, 0644);

    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);

    pid_t pid = -1;
    const int rc = posix_spawnp(&pid, args[0], &actions, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    close(to_child[0]);
    close(from_child[1]);
    if (rc != 0) {
        close(to_child[1]);
        close(from_child[0]);
        return unexpected("cannot start " + argv[0] + ": " + std::strerror(rc));
    }
    fcntl(from_child[0], F_SETFL, fcntl(from_child[0], F_GETFL) | O_NONBLOCK);
    ChildProcess child;
    child.pid_ = pid;
    child.in_fd_ = to_child[1];
    child.out_fd_ = from_child[0];
    return child;
}

ChildProcess::ChildProcess(ChildProcess&& o) noexcept
    : pid_(o.pid_), in_fd_(o.in_fd_), out_fd_(o.out_fd_), eof_(o.eof_), status_(o.status_),
      buffer_(std::move(o.buffer_)) {
    o.pid_ = -1;
    o.in_fd_ = o.out_fd_ = -1;
}

ChildProcess& ChildProcess::operator=(ChildProcess&& o) noexcept {
    if (this != &o) {
        close_all();
        pid_ = o.pid_;
        in_fd_ = o.in_fd_;
        out_fd_ = o.out_fd_;
        eof_ = o.eof_;
        status_ = o.status_;
        buffer_ = std::move(o.buffer_);
        o.pid_ = -1;
        o.in_fd_ = o.out_fd_ = -1;
    }
    return *this;
}

ChildProcess::~ChildProcess() {
    close_all();
}

void ChildProcess::close_all() {
    if (in_fd_ >= 0) close(in_fd_);
    if (out_fd_ >= 0) close(out_fd_);
    in_fd_ = out_fd_ = -1;
    if (pid_ > 0 && !status_) {
        if (!reap(WNOHANG)) {
            kill(pid_, SIGKILL);
            reap(0);
        }
    }
    pid_ = -1;
}

bool ChildProcess::reap(int options) {
    if (status_) return true;
    if (pid_ <= 0) return false;
    int status = 0;
    pid_t r;
    do {
        r = waitpid(pid_, &status, options);
    } while (r < 0 && errno == EINTR);
    if (r != pid_) return false;
    status_ = status;
    return true;
}

std::optional<int> ChildProcess::exit_status() {
    reap(WNOHANG);
    return status_;
}

bool ChildProcess::write_line(const std::string& text) {
    if (in_fd_ < 0) return false;
    // A child that died leaves a pipe without reader: writing raises SIGPIPE, which would end
    // this program. Block it on this thread for the write and swallow one it raised, so a
    // crash shows as EPIPE whatever the program's signal settings.
    sigset_t pipe_signal, previous;
    sigemptyset(&pipe_signal);
    sigaddset(&pipe_signal, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_signal, &previous);
    sigset_t pending;
    sigpending(&pending);
    const bool already_pending = sigismember(&pending, SIGPIPE);

    std::string line = text + '\n';
    size_t done = 0;
    bool ok = true;
    while (done < line.size()) {
        const ssize_t n = ::write(in_fd_, line.data() + done, line.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            ok = false;
            break;
        }
        done += size_t(n);
    }
    if (!ok && errno == EPIPE && !already_pending) {
        const timespec no_wait{0, 0};
        sigtimedwait(&pipe_signal, nullptr, &no_wait);
    }
    pthread_sigmask(SIG_SETMASK, &previous, nullptr);
    return ok;
}

bool ChildProcess::pump() {
    char chunk[4096];
    for (;;) {
        const ssize_t n = ::read(out_fd_, chunk, sizeof chunk);
        if (n > 0) {
            buffer_.append(chunk, size_t(n));
            continue;
        }
        if (n == 0) {
            eof_ = true;
            return false;
        }
        if (errno == EINTR) continue;
        return true; // EAGAIN: nothing more for now
    }
}

std::optional<std::string> ChildProcess::buffered_line() {
    const size_t nl = buffer_.find('\n');
    if (nl == std::string::npos) return std::nullopt;
    std::string line = buffer_.substr(0, nl);
    buffer_.erase(0, nl + 1);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return line;
}

std::optional<std::string> ChildProcess::read_line(std::chrono::milliseconds timeout) {
    const auto deadline = Clock::now() + timeout;
    for (;;) {
        if (auto line = buffered_line()) return line;
        if (eof_ || out_fd_ < 0) return std::nullopt;
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() < 0) return std::nullopt;
        pollfd pfd{out_fd_, POLLIN, 0};
        const int rc = poll(&pfd, 1, int(left.count()) + 1);
        if (rc < 0 && errno != EINTR) return std::nullopt;
        if (rc > 0) pump();
    }
}

int ChildProcess::terminate(std::chrono::milliseconds grace) {
    if (in_fd_ >= 0) close(in_fd_);
    in_fd_ = -1;
    if (pid_ > 0 && !status_) {
        const auto deadline = Clock::now() + grace;
        while (!reap(WNOHANG)) {
            if (Clock::now() >= deadline) {
                kill(pid_, SIGKILL);
                reap(0);
                break;
            }
            usleep(1000);
        }
    }
    return status_.value_or(0);
}

} // namespace escaque::engine
