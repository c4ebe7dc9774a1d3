// Runs the built escaque binary as a user would: in a sandbox of its own (XDG folders in a
// temporary directory, so no test touches the user's saved game or config), with a script on
// standard input or a conversation over pipes, and reads back what it said from --speech-log.
#pragma once

#include <chrono>
#include <filesystem>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace escaque::testing {

// A temporary home for one test: config, state and data folders, removed afterwards.
class Sandbox {
public:
    Sandbox();
    ~Sandbox();
    Sandbox(const Sandbox&) = delete;
    Sandbox& operator=(const Sandbox&) = delete;

    const std::filesystem::path& root() const { return root_; }
    std::filesystem::path config_file() const {
        return root_ / "config" / "escaque" / "config.toml";
    }
    std::filesystem::path state_folder() const { return root_ / "state" / "escaque"; }
    std::filesystem::path speech_log() const { return root_ / "speech.log"; }
    // The environment the program runs with: XDG folders and HOME inside the sandbox.
    std::vector<std::string> environment() const;
    // Sets (or replaces) one variable of that environment, e.g. XDG_STATE_HOME elsewhere.
    void set_environment(const std::string& name, const std::string& value);

    void write_file(const std::filesystem::path& path, const std::string& text) const;
    std::string read_file(const std::filesystem::path& path) const;

private:
    std::filesystem::path root_;
    std::vector<std::pair<std::string, std::string>> overrides_;
};

struct SpokenLine {
    long long milliseconds = 0;
    std::string priority; // "interrupt", "normal", "idle"
    std::string text;
};

// The speech log as lines.
std::vector<SpokenLine> read_speech_log(const std::filesystem::path& path);
// Every spoken text joined with newlines, for "contains" checks.
std::string spoken_text(const std::vector<SpokenLine>& lines);

struct RunResult {
    int exit_code = -1; // 128 + signal when killed
    std::string out;
    std::string err;
    std::vector<SpokenLine> said;
};

// Whether `part` occurs in `text`: what the end-to-end tests ask of output and speech.
inline bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// Runs `escaque ARGS... --speech-log LOG --no-speech` with `input` on standard input (then
// closed) and waits for it to end (killed after `limit`).
RunResult run_escaque(const Sandbox& sandbox, const std::vector<std::string>& args,
                      const std::string& input,
                      std::chrono::seconds limit = std::chrono::seconds(60));

// The fake UCI engine in one of its modes ("good", "crash", "hang"...), as a program of its own
// in the sandbox (an engine spec has no arguments); its path.
std::string fake_engine(const Sandbox& sandbox, const std::string& mode);

// A conversation: lines written one at a time while the program runs.
class Conversation {
public:
    Conversation(const Sandbox& sandbox, const std::vector<std::string>& args);
    ~Conversation();

    void type(const std::string& line);
    // Waits until `done` holds for the output so far; false on timeout.
    bool wait_for(const std::function<bool(const std::string& out)>& done,
                  std::chrono::milliseconds limit = std::chrono::seconds(30));
    // Closes standard input and waits for the end; the exit code.
    int finish(std::chrono::seconds limit = std::chrono::seconds(30));
    const std::string& out() const { return out_; }
    // Ends the program at once with SIGKILL, as a crash or a power cut would.
    void kill_now();

private:
    void read_available(int timeout_ms);

    int pid_ = -1;
    int input_ = -1, output_ = -1;
    std::string out_;
};

} // namespace escaque::testing
