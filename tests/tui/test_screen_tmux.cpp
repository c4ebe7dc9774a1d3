// The curses screen, driven through tmux on a private server: the board drawn, a move typed,
// the board cursor and key echo, a resize, and the terminal restored when the program ends by
// quitting or by a signal.
#include <algorithm>
#include <catch2/catch.hpp>
#include <csignal>
#include <cstdio>
#include <thread>

#include "program_runner.h"

using escaque::testing::Sandbox;

namespace {

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

std::string run(const std::string& command) {
    std::string out;
    if (std::FILE* pipe = popen(command.c_str(), "r")) {
        char buffer[4096];
        std::size_t n;
        while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) out.append(buffer, n);
        pclose(pipe);
    }
    return out;
}

bool tmux_available() {
    return std::system("tmux -V > /dev/null 2>&1") == 0;
}

// escaque in a tmux window of its own; after it ends, the shell records its exit code and the
// terminal's modes (stty -a), which show whether the screen was restored.
class TmuxScreen {
public:
    TmuxScreen(const Sandbox& sandbox, const std::vector<std::string>& args)
        : sandbox_(sandbox), server_("escaque-test-" + std::to_string(getpid())) {
        std::string command = ESCAQUE_BINARY;
        for (const std::string& a : args) command += " '" + a + "'";
        command += " --no-speech --speech-log '" + sandbox.speech_log().string() + "'";
        std::string script = "#!/bin/sh\n";
        for (const std::string& e : sandbox.environment())
            if (e.starts_with("HOME=") || e.starts_with("XDG_") || e.starts_with("LANG="))
                script += "export '" + e + "'\n";
        const std::string root = sandbox.root().string();
        script += "sh -c 'echo $$ > " + root + "/pid; exec " + command + "'\n";
        script += "echo $? > " + root + "/code\n";
        script += "stty -a > " + root + "/stty\n";
        script += "sleep 600\n";
        sandbox.write_file(sandbox.root() / "run.sh", script);
        run(tmux() + " new-session -d -s main -x 100 -y 30 'sh " + root + "/run.sh'");
    }
    ~TmuxScreen() { run(tmux() + " kill-server 2>/dev/null"); }

    std::string tmux() const { return "tmux -L " + server_ + " -f /dev/null"; }
    std::string capture() const { return run(tmux() + " capture-pane -p -t main"); }
    void keys(const std::string& keys) const { run(tmux() + " send-keys -t main " + keys); }
    void resize(int width, int height) const {
        run(tmux() + " resize-window -t main -x " + std::to_string(width) + " -y " +
            std::to_string(height));
    }
    std::string said() const {
        return escaque::testing::spoken_text(
            escaque::testing::read_speech_log(sandbox_.speech_log()));
    }
    // Waits until `done` holds (the program draws and speaks on its own time).
    bool wait(const std::function<bool()>& done) const {
        for (int i = 0; i < 300; ++i) {
            if (done()) return true;
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
        return false;
    }
    bool ended() const { return !sandbox_.read_file(sandbox_.root() / "code").empty(); }
    int exit_code() const {
        return std::atoi(sandbox_.read_file(sandbox_.root() / "code").c_str());
    }
    std::string stty() const { return sandbox_.read_file(sandbox_.root() / "stty"); }
    int pid() const { return std::atoi(sandbox_.read_file(sandbox_.root() / "pid").c_str()); }

private:
    const Sandbox& sandbox_;
    std::string server_;
};

bool restored(const std::string& stty) {
    // Canonical input and echo are back: curses had turned both off.
    return has(stty, " icanon") && !has(stty, "-icanon") && has(stty, " echo ") &&
           !has(stty, "-echo ");
}

} // namespace

TEST_CASE("the screen: start, a move, the board cursor, resize, quit", "[tui][screen][tmux]") {
    if (!tmux_available()) {
        WARN("tmux is not installed: the screen is not tested");
        return;
    }
    Sandbox sandbox;
    TmuxScreen screen(sandbox, {"--level", "1", "--seed", "7"});
    REQUIRE(screen.wait([&] { return has(screen.capture(), "White to move"); }));
    std::string shown = screen.capture();
    CHECK(has(shown, "No clock"));
    CHECK(has(shown, "r")); // Black's rooks, in ASCII
    CHECK(has(screen.said(), "New game against escaque level 1."));

    screen.keys("e 4 Enter");
    REQUIRE(screen.wait([&] { return has(screen.capture(), "1. e4"); }));
    CHECK(screen.wait([&] { return has(screen.said(), "Pawn from Eva two to Eva four."); }));
    // Key echo: each key said as it is typed.
    CHECK(has(screen.said(), "\ne\n4\n"));

    // The board cursor: Tab, then the arrows; each square's contents are spoken.
    screen.keys("Tab");
    CHECK(screen.wait([&] { return has(screen.said(), "Board: arrows move"); }));
    screen.keys("Up");
    CHECK(screen.wait([&] { return has(screen.said(), "Eva three: empty."); }));
    screen.keys("1");
    CHECK(screen.wait([&] { return has(screen.said(), "Eva one: white king."); }));
    screen.keys("N");
    CHECK(screen.wait([&] { return has(screen.said(), "Gustav one: white knight."); }));
    CHECK(has(screen.capture(), "[board] g1"));
    screen.keys("Tab");
    // Backspace says what it deleted.
    screen.keys("x BSpace");
    CHECK(screen.wait([&] { return has(screen.said(), "\nx\nx\n"); }));

    // A smaller terminal: the board is drawn again to fit.
    screen.resize(80, 24);
    REQUIRE(screen.wait([&] {
        const std::string s = screen.capture();
        return has(s, "1. e4") && has(s, "White to move");
    }));
    const std::string small = screen.capture();
    CHECK(std::count(small.begin(), small.end(), '\n') <= 24);

    screen.keys("q u i t Enter");
    CHECK(screen.wait([&] { return has(screen.said(), "Quit the game: are you sure?"); }));
    screen.keys("y e s Enter");
    REQUIRE(screen.wait([&] { return screen.ended(); }));
    CHECK(screen.exit_code() == 0);
    CHECK(screen.wait([&] { return restored(screen.stty()); }));
    CHECK_FALSE(has(screen.capture(), "White to move")); // back to the plain terminal
}

TEST_CASE("the screen: a signal restores the terminal and keeps the game", "[tui][screen][tmux]") {
    if (!tmux_available()) {
        WARN("tmux is not installed: the screen is not tested");
        return;
    }
    Sandbox sandbox;
    TmuxScreen screen(sandbox, {"--mode", "two-players", "--tc", "5+0", "--pieces", "unicode"});
    REQUIRE(screen.wait([&] { return has(screen.capture(), "White to move"); }));
    CHECK(has(screen.capture(), "♜")); // Unicode pieces
    screen.keys("d 4 Enter");
    REQUIRE(screen.wait([&] { return has(screen.capture(), "1. d4"); }));
    REQUIRE(screen.pid() > 0);
    kill(screen.pid(), SIGTERM);
    REQUIRE(screen.wait([&] { return screen.ended(); }));
    CHECK(screen.exit_code() == 128 + SIGTERM);
    CHECK(screen.wait([&] { return restored(screen.stty()); }));
    CHECK(has(sandbox.read_file(sandbox.state_folder() / "current.pgn"), "1. d4"));
}
