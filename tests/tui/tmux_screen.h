// escaque on the curses screen in a tmux window of its own, on a private tmux server; after it
// ends, the shell records its exit code and the terminal's modes (stty -a), which show whether
// the screen was restored. The shell ignores SIGINT, so that Ctrl-C typed in the window reaches
// escaque (which catches it) and not the script.
#pragma once

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

#include "program_runner.h"

namespace escaque::testing {

inline std::string run_command(const std::string& command) {
    std::string out;
    if (std::FILE* pipe = popen(command.c_str(), "r")) {
        char buffer[4096];
        std::size_t n;
        while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) out.append(buffer, n);
        pclose(pipe);
    }
    return out;
}

inline bool tmux_available() { return std::system("tmux -V > /dev/null 2>&1") == 0; }

// Canonical input and echo are back: curses had turned both off.
inline bool terminal_restored(const std::string& stty) {
    const auto has = [&](const char* part) { return stty.find(part) != std::string::npos; };
    return has(" icanon") && !has("-icanon") && has(" echo ") && !has("-echo ");
}

class TmuxScreen {
public:
    // `environment`: variables for escaque alone, as "TERM=dumb" or "TERM=dumb NO_COLOR=1".
    TmuxScreen(const Sandbox& sandbox, const std::vector<std::string>& args,
               const std::string& environment = {})
        : sandbox_(sandbox), server_("escaque-test-" + std::to_string(getpid()) + "-" +
                                     std::to_string(++servers_)) {
        std::string command = ESCAQUE_BINARY;
        for (const std::string& a : args) command += " '" + a + "'";
        command += " --no-speech --speech-log '" + sandbox.speech_log().string() + "'";
        std::string script = "#!/bin/sh\ntrap '' INT\n";
        for (const std::string& e : sandbox.environment())
            if (e.starts_with("HOME=") || e.starts_with("XDG_") || e.starts_with("LANG="))
                script += "export '" + e + "'\n";
        const std::string root = sandbox.root().string();
        const std::string exports = environment.empty() ? "" : "export " + environment + "; ";
        script += "sh -c 'echo $$ > " + root + "/pid; " + exports + "exec " + command + "'\n";
        script += "echo $? > " + root + "/code\n";
        script += "stty -a > " + root + "/stty\n";
        script += "sleep 600\n";
        sandbox.write_file(sandbox.root() / "run.sh", script);
        run_command(tmux() + " new-session -d -s main -x 100 -y 30 'sh " + root + "/run.sh'");
    }
    // The hang-up that ends the server makes escaque save its game: wait for that, or the save
    // lands after the sandbox is removed and leaves a stray folder in /tmp.
    ~TmuxScreen() {
        const int program = ended() ? 0 : pid();
        run_command(tmux() + " kill-server 2>/dev/null");
        const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
        while (running(program) && std::chrono::steady_clock::now() < until)
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    TmuxScreen(const TmuxScreen&) = delete;
    TmuxScreen& operator=(const TmuxScreen&) = delete;

    std::string tmux() const { return "tmux -L " + server_ + " -f /dev/null"; }
    std::string capture() const { return run_command(tmux() + " capture-pane -p -t main"); }
    // With the terminal's colour and attribute sequences.
    std::string capture_escapes() const {
        return run_command(tmux() + " capture-pane -e -p -t main");
    }
    void keys(const std::string& keys) const {
        run_command(tmux() + " send-keys -t main " + keys);
    }
    void resize(int width, int height) const {
        run_command(tmux() + " resize-window -t main -x " + std::to_string(width) + " -y " +
                    std::to_string(height));
    }
    std::string said() const { return spoken_text(read_speech_log(sandbox_.speech_log())); }
    // Waits until `done` holds (the program draws and speaks on its own time).
    bool wait(const std::function<bool()>& done,
              std::chrono::milliseconds limit = std::chrono::seconds(30)) const {
        const auto until = std::chrono::steady_clock::now() + limit;
        while (!done()) {
            if (std::chrono::steady_clock::now() > until) return false;
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
        return true;
    }
    bool shows(const std::string& part) const {
        return wait([&] { return capture().find(part) != std::string::npos; });
    }
    bool ended() const { return !sandbox_.read_file(sandbox_.root() / "code").empty(); }
    int exit_code() const {
        return std::atoi(sandbox_.read_file(sandbox_.root() / "code").c_str());
    }
    std::string stty() const { return sandbox_.read_file(sandbox_.root() / "stty"); }
    int pid() const { return std::atoi(sandbox_.read_file(sandbox_.root() / "pid").c_str()); }

private:
    // Alive and not a zombie waiting for its parent.
    static bool running(int pid) {
        if (pid <= 0) return false;
        std::FILE* stat = std::fopen(("/proc/" + std::to_string(pid) + "/stat").c_str(), "r");
        if (!stat) return false;
        char state = 0;
        const bool read = std::fscanf(stat, "%*d (%*[^)]) %c", &state) == 1;
        std::fclose(stat);
        return read && state != 'Z';
    }

    static inline int servers_ = 0;
    const Sandbox& sandbox_;
    std::string server_;
};

} // namespace escaque::testing
