#include "program_runner.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <fstream>
#include <poll.h>
#include <spawn.h>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace escaque::testing {

namespace fs = std::filesystem;

Sandbox::Sandbox() {
    std::string pattern = (fs::temp_directory_path() / "escaque-tui-XXXXXX").string();
    if (!mkdtemp(pattern.data())) throw std::runtime_error("cannot create a sandbox");
    root_ = pattern;
    fs::create_directories(root_ / "config" / "escaque");
    fs::create_directories(root_ / "state");
    fs::create_directories(root_ / "data");
}

Sandbox::~Sandbox() {
    std::error_code ignored;
    fs::remove_all(root_, ignored);
}

std::vector<std::string> Sandbox::environment() const {
    std::vector<std::string> env;
    for (char** e = environ; *e; ++e) {
        const std::string_view entry(*e);
        if (entry.starts_with("XDG_") || entry.starts_with("HOME=") || entry.starts_with("LANG=") ||
            entry.starts_with("LC_ALL=") || entry.starts_with("LC_MESSAGES="))
            continue;
        env.emplace_back(entry);
    }
    env.push_back("HOME=" + root_.string());
    env.push_back("XDG_CONFIG_HOME=" + (root_ / "config").string());
    env.push_back("XDG_STATE_HOME=" + (root_ / "state").string());
    env.push_back("XDG_DATA_HOME=" + (root_ / "data").string());
    env.push_back("LANG=C.UTF-8");
    for (const auto& [name, value] : overrides_) {
        std::erase_if(env, [&](const std::string& e) { return e.starts_with(name + "="); });
        env.push_back(name + "=" + value);
    }
    return env;
}

void Sandbox::set_environment(const std::string& name, const std::string& value) {
    overrides_.emplace_back(name, value);
}

void Sandbox::write_file(const fs::path& path, const std::string& text) const {
    fs::create_directories(path.parent_path());
    std::ofstream(path) << text;
}

std::string Sandbox::read_file(const fs::path& path) const {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

std::vector<SpokenLine> read_speech_log(const fs::path& path) {
    std::vector<SpokenLine> lines;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        const std::size_t a = line.find('\t');
        const std::size_t b = a == std::string::npos ? a : line.find('\t', a + 1);
        if (b == std::string::npos) continue;
        lines.push_back({std::atoll(line.substr(0, a).c_str()), line.substr(a + 1, b - a - 1),
                         line.substr(b + 1)});
    }
    return lines;
}

std::string spoken_text(const std::vector<SpokenLine>& lines) {
    std::string out;
    for (const SpokenLine& l : lines) out += l.text + "\n";
    return out;
}

namespace {

struct Spawned {
    int pid = -1;
    int input = -1, output = -1, error = -1;
};

Spawned spawn(const Sandbox& sandbox, std::vector<std::string> args) {
    args.insert(args.begin(), ESCAQUE_BINARY);
    args.push_back("--speech-log");
    args.push_back(sandbox.speech_log().string());
    args.push_back("--no-speech");
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    std::vector<std::string> env = sandbox.environment();
    std::vector<char*> envp;
    for (std::string& e : env) envp.push_back(e.data());
    envp.push_back(nullptr);

    int in[2], out[2], err[2];
    if (pipe2(in, O_CLOEXEC) || pipe2(out, O_CLOEXEC) || pipe2(err, O_CLOEXEC))
        throw std::runtime_error("pipe");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], 0);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_adddup2(&actions, err[1], 2);
    Spawned s;
    if (posix_spawn(&s.pid, argv[0], &actions, nullptr, argv.data(), envp.data()) != 0)
        throw std::runtime_error("cannot start escaque");
    posix_spawn_file_actions_destroy(&actions);
    close(in[0]);
    close(out[1]);
    close(err[1]);
    s.input = in[1];
    s.output = out[0];
    s.error = err[0];
    return s;
}

int wait_exit(int pid, std::chrono::seconds limit) {
    const auto end = std::chrono::steady_clock::now() + limit;
    int status = 0;
    for (;;) {
        const int r = waitpid(pid, &status, WNOHANG);
        if (r == pid) break;
        if (std::chrono::steady_clock::now() > end) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            return -1;
        }
        poll(nullptr, 0, 10);
    }
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
    return -1;
}

void write_all(int fd, const std::string& text) {
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = write(fd, text.data() + done, text.size() - done);
        if (n <= 0) return;
        done += std::size_t(n);
    }
}

} // namespace

RunResult run_escaque(const Sandbox& sandbox, const std::vector<std::string>& args,
                      const std::string& input, std::chrono::seconds limit) {
    std::signal(SIGPIPE, SIG_IGN);
    Spawned s = spawn(sandbox, args);
    write_all(s.input, input);
    close(s.input);
    RunResult result;
    // Both outputs are read together, so a full pipe never stalls the program.
    pollfd fds[2] = {{s.output, POLLIN, 0}, {s.error, POLLIN, 0}};
    const auto end = std::chrono::steady_clock::now() + limit;
    int open = 2;
    while (open > 0 && std::chrono::steady_clock::now() < end) {
        if (poll(fds, 2, 100) <= 0) continue;
        for (int i = 0; i < 2; ++i) {
            if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP))) continue;
            char buffer[4096];
            const ssize_t n = read(fds[i].fd, buffer, sizeof buffer);
            if (n <= 0) {
                close(fds[i].fd);
                fds[i].fd = -1;
                --open;
                continue;
            }
            (i == 0 ? result.out : result.err).append(buffer, std::size_t(n));
        }
    }
    for (pollfd& f : fds)
        if (f.fd >= 0) close(f.fd);
    result.exit_code = wait_exit(s.pid, std::chrono::seconds(5));
    result.said = read_speech_log(sandbox.speech_log());
    return result;
}

Conversation::Conversation(const Sandbox& sandbox, const std::vector<std::string>& args) {
    std::signal(SIGPIPE, SIG_IGN);
    Spawned s = spawn(sandbox, args);
    close(s.error);
    pid_ = s.pid;
    input_ = s.input;
    output_ = s.output;
}

Conversation::~Conversation() {
    if (input_ >= 0) close(input_);
    if (output_ >= 0) close(output_);
    if (pid_ > 0) {
        kill(pid_, SIGKILL);
        waitpid(pid_, nullptr, 0);
    }
}

void Conversation::kill_now() {
    if (pid_ <= 0) return;
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
    pid_ = -1;
}

void Conversation::type(const std::string& line) {
    write_all(input_, line + "\n");
}

void Conversation::read_available(int timeout_ms) {
    pollfd fd{output_, POLLIN, 0};
    if (poll(&fd, 1, timeout_ms) <= 0) return;
    char buffer[4096];
    const ssize_t n = read(output_, buffer, sizeof buffer);
    if (n > 0) out_.append(buffer, std::size_t(n));
}

bool Conversation::wait_for(const std::function<bool(const std::string&)>& done,
                            std::chrono::milliseconds limit) {
    const auto end = std::chrono::steady_clock::now() + limit;
    while (!done(out_)) {
        if (std::chrono::steady_clock::now() > end) return false;
        read_available(50);
    }
    return true;
}

int Conversation::finish(std::chrono::seconds limit) {
    close(input_);
    input_ = -1;
    const auto end = std::chrono::steady_clock::now() + limit;
    for (;;) {
        pollfd fd{output_, POLLIN, 0};
        if (poll(&fd, 1, 50) > 0) {
            char buffer[4096];
            const ssize_t n = read(output_, buffer, sizeof buffer);
            if (n <= 0) break;
            out_.append(buffer, std::size_t(n));
        }
        if (std::chrono::steady_clock::now() > end) break;
    }
    const int code = wait_exit(pid_, std::chrono::seconds(5));
    pid_ = -1;
    return code;
}

std::string fake_engine(const Sandbox& sandbox, const std::string& mode) {
    const std::filesystem::path path = sandbox.root() / ("engine-" + mode);
    sandbox.write_file(path, "#!/bin/sh\nexec '" ESCAQUE_FAKE_UCI_ENGINE "' " + mode + "\n");
    std::filesystem::permissions(path, std::filesystem::perms::owner_all);
    return path.string();
}

} // namespace escaque::testing
