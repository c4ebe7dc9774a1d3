// A child process with pipes to its standard input and output, for UCI engines.
// Reads never block the caller beyond the timeout it gives; stderr goes to a file or nowhere.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "chess/result.h"

namespace escaque::engine {

class ChildProcess {
public:
    // Starts argv[0] (looked up on PATH when it has no '/'). The child's stderr goes to
    // stderr_path, or to /dev/null when it is empty.
    static Result<ChildProcess> spawn(const std::vector<std::string>& argv,
                                      const std::string& stderr_path = {});

    ChildProcess(ChildProcess&& other) noexcept;
    ChildProcess& operator=(ChildProcess&& other) noexcept;
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;
    ~ChildProcess(); // closes the pipes, then kills the child if it has not exited

    // Writes text plus a newline; false when the pipe is closed (the child died).
    bool write_line(const std::string& text);

    // The next complete line of output, without its newline. std::nullopt on timeout or end
    // of output (then at_eof() is true).
    std::optional<std::string> read_line(std::chrono::milliseconds timeout);
    // A line already buffered, without waiting.
    std::optional<std::string> buffered_line();
    // Reads whatever is available now into the buffer; returns false at end of output.
    bool pump();

    int output_fd() const { return out_fd_; }
    bool at_eof() const { return eof_; }
    pid_t pid() const { return pid_; }
    // Waits up to timeout for the child to exit, then kills it. Returns its exit status.
    int terminate(std::chrono::milliseconds grace);
    // The child's wait status once it has exited (reaped without blocking), else nullopt.
    std::optional<int> exit_status();

private:
    ChildProcess() = default;
    bool reap(int options);
    void close_all();

    pid_t pid_ = -1;
    int in_fd_ = -1;
    int out_fd_ = -1;
    bool eof_ = false;
    std::optional<int> status_;
    std::string buffer_;
};

} // namespace escaque::engine
