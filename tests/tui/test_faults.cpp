// Faults as the player of the program meets them (the hardening issue): an external engine that
// crashes, hangs, talks nonsense, plays an illegal move or is not there; a state folder that
// cannot be written and a disk that fills up; a terminal shrunk to 20 x 5; SIGTERM, SIGHUP and
// SIGINT on the curses screen. Each time the player is told in words (printed and spoken), the
// game goes on, and it is saved and resumed with every move, or the player is told where it
// can be saved instead. A SIGKILL between moves loses at most a second of the running clock.
#include <catch2/catch.hpp>
#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

#include "notation/pgn_reader.h"
#include "program_runner.h"
#include "tmux_screen.h"

using escaque::testing::fake_engine;
using escaque::testing::has;
using escaque::testing::Conversation;
using escaque::testing::RunResult;
using escaque::testing::Sandbox;
using escaque::testing::terminal_restored;
using escaque::testing::tmux_available;
using escaque::testing::TmuxScreen;
namespace fs = std::filesystem;
using namespace std::chrono_literals;

namespace {

int count(const std::string& text, const std::string& part) {
    int n = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1))
        ++n;
    return n;
}

std::string said(const RunResult& r) {
    return escaque::testing::spoken_text(r.said);
}

std::string said(const Sandbox& sandbox) {
    return escaque::testing::spoken_text(escaque::testing::read_speech_log(sandbox.speech_log()));
}

// Polls (the program draws, speaks and saves on its own time) for up to `limit`.
bool eventually(const std::function<bool()>& done, std::chrono::milliseconds limit = 30s) {
    const auto end = std::chrono::steady_clock::now() + limit;
    while (!done()) {
        if (std::chrono::steady_clock::now() > end) return false;
        std::this_thread::sleep_for(20ms);
    }
    return true;
}

// The autosaved score sheet, read back as a game (nullopt when missing or unreadable).
std::optional<escaque::notation::PgnGame> saved_game(const fs::path& folder) {
    std::ifstream in(folder / "current.pgn");
    std::stringstream s;
    s << in.rdbuf();
    const std::string text = s.str();
    std::vector<escaque::notation::PgnGame> games = escaque::notation::read_pgn(text);
    if (games.empty() || games[0].error) return std::nullopt;
    return games[0];
}

TEST_CASE("an external engine declines every draw offer, and says so once", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(
        sandbox,
        {"--line", "--engine", "uci:" + fake_engine(sandbox, "good"), "--level", "1", "--tc",
         "5+3", "--color", "white"},
        "e4\nd\nd4\nd\n");
    REQUIRE(r.exit_code == 0);
    const std::string told = "Black declines the draw.\nAn external engine has no say in draw "
                             "offers: playing on, it declines every one; claim a draw when the "
                             "rules allow one.";
    CHECK(count(said(r), told) == 1);
    // Offered at move two (the script waits for the reply to e4): the next one with move twelve.
    CHECK(has(said(r), "A draw was offered too recently; the next offer can go with move "
                       "twelve."));
}

TEST_CASE("an external engine keeps its level: a weak one answers quickly, a resumed game the "
          "same opponent, set level reaches it",
          "[tui][e2e][faults]") {
    Sandbox sandbox;
    const fs::path log = sandbox.root() / "engine-input.log";
    const fs::path path = sandbox.root() / "engine-logged";
    sandbox.write_file(path, "#!/bin/sh\ntee -a '" + log.string() + "' | '" ESCAQUE_FAKE_UCI_ENGINE
                             "' good\n");
    fs::permissions(path, fs::perms::owner_all);
    const std::vector<std::string> args = {"--line", "--engine", "uci:" + path.string(), "--level",
                                           "1", "--tc", "5+3"};
    RunResult first = run_escaque(sandbox, args, "e4\n");
    REQUIRE(first.exit_code == 0);
    CHECK(has(said(first), ", level 1. You play White."));
    CHECK(has(sandbox.read_file(log), "binc 3000 movetime 150\n")); // level 1: 150 ms at most
    CHECK(has(sandbox.read_file(sandbox.state_folder() / "current.pgn"), "[EscaqueLevel \"1\"]"));
    // Resumed without --level: still level 1, then level 10 has no cap.
    fs::remove(log);
    RunResult second =
        run_escaque(sandbox, {"--line"}, "yes\nd4\nset level 10\nNf3\n");
    REQUIRE(second.exit_code == 0);
    // The resume question names the engine as it named itself, not by its program's file.
    CHECK(has(said(second), "An unfinished game was saved: a game against Fake Engine good, "
                            "level 1,"));
    const std::string input = sandbox.read_file(log);
    const auto capped = input.find("movetime 150\n");
    CHECK(capped != std::string::npos);
    CHECK(input.find("binc 3000\n", capped) != std::string::npos);
    CHECK(has(sandbox.read_file(sandbox.state_folder() / "current.pgn"), "[EscaqueLevel \"10\"]"));
}

// A resumed game: "yes" to the question, then the input ends and the program saves and leaves.
RunResult resume(const Sandbox& sandbox) {
    return run_escaque(sandbox, {"--line"}, "yes\n");
}

// A small tmpfs mounted for one test and unmounted before its sandbox goes.
class SmallDisk {
public:
    explicit SmallDisk(fs::path where) : path_(std::move(where)) {
        fs::create_directories(path_);
        mounted_ = ::mount("tmpfs", path_.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, "size=64k") == 0;
    }
    ~SmallDisk() {
        if (mounted_) ::umount2(path_.c_str(), MNT_DETACH);
    }
    SmallDisk(const SmallDisk&) = delete;
    SmallDisk& operator=(const SmallDisk&) = delete;

    bool mounted() const { return mounted_; }
    // Writes a filler file until the disk says it is full.
    void fill() const {
        const int fd = ::open((path_ / "filler").c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        const std::string block(1024, 'x');
        while (fd >= 0 && ::write(fd, block.data(), block.size()) > 0) {
        }
        if (fd >= 0) ::close(fd);
    }
    void empty() const { fs::remove(path_ / "filler"); }

private:
    fs::path path_;
    bool mounted_ = false;
};


} // namespace

TEST_CASE("faults: a UCI engine that fails is replaced, the player is told, the game is saved",
          "[tui][faults][engine]") {
    Sandbox sandbox;
    std::string engine, told;
    SECTION("it crashes in mid-search") {
        engine = fake_engine(sandbox, "crash");
        told = "The computer failed: Fake Engine crash stopped working: it was killed by signal 6 "
               "(Aborted). Escaque level 1 plays on.";
    }
    SECTION("it hangs without a best move") {
        engine = fake_engine(sandbox, "hang");
        told = "The computer failed: Fake Engine hang did not answer in time and was stopped. "
               "Escaque level 1 plays on.";
    }
    SECTION("it prints garbage") {
        engine = fake_engine(sandbox, "garbage");
        told = "The computer failed: Fake Engine garbage answered with an illegal move, \"zz99\". "
               "Escaque level 1 plays on.";
    }
    SECTION("it plays an illegal move") {
        engine = fake_engine(sandbox, "illegal");
        told = "The computer failed: Fake Engine illegal answered with an illegal move, \"e2e5\". "
               "Escaque level 1 plays on.";
    }
    SECTION("its program does not exist") {
        engine = (sandbox.root() / "no-such-engine").string();
        told = "The computer failed: there is no engine program at " + engine +
               ". Escaque level 1 plays on.";
    }
    // A first run: the state folder (where the engine's error output goes) does not exist yet.
    REQUIRE_FALSE(fs::exists(sandbox.state_folder()));
    const RunResult r = run_escaque(sandbox,
                                    {"--line", "--engine", "uci:" + engine, "--level", "1",
                                     "--seed", "3", "--color", "white"},
                                    "e4\nNf3\n");
    INFO(r.out + r.err);
    CHECK(r.exit_code == 0);
    CHECK(count(r.out, told) == 1);
    CHECK(count(said(r), told) == 1);
    // The game went on against the built-in engine: both of our moves and both replies.
    CHECK(has(r.out, "Knight from Gustav one to Felix three."));
    CHECK(has(r.out, "The game is saved. Goodbye."));
    const auto game = saved_game(sandbox.state_folder());
    REQUIRE(game);
    CHECK(game->ply_count() == 4);
    const std::string sheet = sandbox.read_file(sandbox.state_folder() / "current.pgn");
    CHECK(has(sheet, "[Black \"escaque level 1\"]"));
    CHECK(has(sheet, "[EscaqueEngine \"builtin:1\"]"));

    // The next start offers the game back, with every move, against the built-in engine.
    const RunResult again = resume(sandbox);
    INFO(again.out + again.err);
    CHECK(again.exit_code == 0);
    CHECK(has(again.out, "No clock. Move three, White to move."));
    CHECK(has(again.out, "Game resumed."));
    CHECK_FALSE(has(again.out, "The computer failed"));
    const auto resumed = saved_game(sandbox.state_folder());
    REQUIRE(resumed);
    CHECK(resumed->ply_count() == 4);
    CHECK(resumed->final_position().key() == game->final_position().key());
}

TEST_CASE("faults: a hung engine with a clock loses on time", "[tui][faults][engine]") {
    Sandbox sandbox;
    const std::string engine = fake_engine(sandbox, "hang");
    // Three seconds for the game: the computer's flag falls while it hangs.
    const RunResult r = run_escaque(
        sandbox, {"--line", "--engine", "uci:" + engine, "--tc", "0.05+0", "--color", "white"},
        "e4\n");
    INFO(r.out + r.err);
    CHECK(r.exit_code == 0);
    CHECK(has(r.out, "Black's flag has fallen."));
    CHECK(has(r.out, "White wins on time."));
    CHECK(has(said(r), "White wins on time."));
    const auto game = saved_game(sandbox.state_folder());
    REQUIRE(game);
    CHECK(game->result == escaque::notation::GameResult::white_wins);
    CHECK(game->ply_count() == 1);
}

TEST_CASE("faults: the state folder cannot be written", "[tui][faults][save]") {
    Sandbox sandbox;
    // Root ignores permissions, but nobody can make a folder under a plain file.
    sandbox.write_file(sandbox.root() / "file", "not a folder\n");
    const fs::path state = sandbox.root() / "file" / "sub";
    sandbox.set_environment("XDG_STATE_HOME", state.string());
    const fs::path elsewhere = sandbox.root() / "elsewhere.pgn";
    const RunResult r =
        run_escaque(sandbox, {"--line", "--mode", "two-players"},
                    "e4\ne5\nNf3\nsave " + elsewhere.string() + "\nquit\nyes\n");
    INFO(r.out + r.err);
    CHECK(r.exit_code == 0);
    const std::string told = "The game cannot be saved automatically: cannot create the folder " +
                             state.string() +
                             ": part of the path is not a folder. Save it yourself with: save "
                             "FILE.";
    // Told once, printed and spoken, although every move failed to save.
    CHECK(count(r.out, told) == 1);
    CHECK(count(said(r), told) == 1);
    CHECK(count(r.out, "cannot be saved") == 1);
    // The game went on, and the command it was told about saves it elsewhere.
    CHECK(has(r.out, "Knight from Gustav one to Felix three."));
    CHECK(has(r.out, "Saved to " + elsewhere.string() + "."));
    CHECK(has(sandbox.read_file(elsewhere), "1. e4 e5 2. Nf3"));
    // The goodbye names the file saved by hand, and promises no automatic save.
    CHECK(has(r.out, "The game is saved only in " + elsewhere.string() +
                         ": it will not be offered when escaque starts again. Goodbye."));
    CHECK_FALSE(has(r.out, "The game is saved."));
    CHECK_FALSE(has(r.out, "The game is not saved."));
}

TEST_CASE("faults: a Spanish player hears why the game cannot be saved", "[tui][faults][save]") {
    Sandbox sandbox;
    sandbox.write_file(sandbox.root() / "file", "not a folder\n");
    const fs::path state = sandbox.root() / "file" / "sub";
    sandbox.set_environment("XDG_STATE_HOME", state.string());
    const fs::path pipe = sandbox.root() / "pipe";
    REQUIRE(mkfifo(pipe.c_str(), 0600) == 0);
    const RunResult r =
        run_escaque(sandbox, {"--line", "--mode", "two-players", "--lang", "es"},
                    "e4\nguardar " + pipe.string() + "\nsalir\nsí\n");
    INFO(r.out + r.err);
    CHECK(r.exit_code == 0);
    const std::string told = "La partida no se puede guardar automáticamente: no se puede crear "
                             "la carpeta " + state.string() +
                             ": una parte de la ruta no es una carpeta. Guárdala tú con: "
                             "guardar FICHERO.";
    CHECK(count(r.out, told) == 1);
    CHECK(count(said(r), told) == 1);
    CHECK(has(said(r), "No se ha guardado: no se puede escribir " + pipe.string() +
                           ": no es un archivo normal (es un dispositivo, una tubería o una "
                           "carpeta); da un nombre de archivo."));
    CHECK_FALSE(has(r.out, "cannot"));
}

TEST_CASE("faults: the disk fills up in mid-game", "[tui][faults][save]") {
    Sandbox sandbox;
    SmallDisk disk(sandbox.root() / "disk");
    const fs::path elsewhere = sandbox.root() / "elsewhere.pgn";
    if (!disk.mounted()) {
        // Not allowed to mount (not root): a file size limit of 0 gives EFBIG instead of ENOSPC
        // (SIGXFSZ ignored), from the first save. The speech log is a file too: only what is
        // printed is checked.
        WARN("cannot mount a tmpfs: the full disk is imitated with RLIMIT_FSIZE");
        rlimit old{};
        getrlimit(RLIMIT_FSIZE, &old);
        const auto previous = std::signal(SIGXFSZ, SIG_IGN);
        rlimit none = old;
        none.rlim_cur = 0;
        setrlimit(RLIMIT_FSIZE, &none);
        const RunResult r = run_escaque(sandbox, {"--line", "--mode", "two-players"},
                                        "e4\ne5\nquit\nyes\n");
        setrlimit(RLIMIT_FSIZE, &old);
        std::signal(SIGXFSZ, previous);
        INFO(r.out + r.err);
        CHECK(r.exit_code == 0);
        CHECK(count(r.out, "The game cannot be saved automatically: cannot write ") == 1);
        CHECK(has(r.out, "the file would be larger than allowed. Save it yourself with: save "
                         "FILE."));
        CHECK(has(r.out, "Pawn from Eva seven to Eva five."));
        CHECK(has(r.out, "The game is not saved. Goodbye."));
        return;
    }
    sandbox.set_environment("XDG_STATE_HOME", (sandbox.root() / "disk" / "state").string());
    const fs::path folder = sandbox.root() / "disk" / "state" / "escaque";
    {
        Conversation talk(sandbox, {"--line", "--mode", "two-players"});
        REQUIRE(talk.wait_for([](const std::string& out) { return has(out, "White to move."); }));
        talk.type("e4");
        REQUIRE(eventually([&] { return has(sandbox.read_file(folder / "current.pgn"), "1. e4"); }));
        disk.fill();
        talk.type("e5");
        REQUIRE(talk.wait_for([](const std::string& out) { return has(out, "cannot be saved"); }));
        talk.type("Nf3");
        talk.type("save " + elsewhere.string());
        REQUIRE(talk.wait_for([](const std::string& out) { return has(out, "Saved to "); }));
        talk.type("quit");
        talk.type("yes");
        CHECK(talk.finish() == 0);
        const std::string out = talk.out();
        INFO(out);
        CHECK(count(out, "cannot be saved") == 1);
        CHECK(count(said(sandbox), "cannot be saved") == 1);
        CHECK(has(out, "The game cannot be saved automatically: cannot write " +
                           (folder / "current.escaque: ").string()));
        CHECK(has(out, ": there is no room left on the disk. Save it yourself with: save "
                       "FILE."));
        CHECK(has(out, "Knight from Gustav one to Felix three."));
        CHECK(has(sandbox.read_file(elsewhere), "1. e4 e5 2. Nf3"));
        CHECK(has(out, "The game is saved only in " + elsewhere.string() + ": it will not"));
    }
    // What was saved before the disk filled is intact, and no half-written file is left.
    for (const auto& entry : fs::directory_iterator(folder))
        CHECK((entry.path().filename() == "current.escaque" ||
               entry.path().filename() == "current.pgn" || entry.path().filename() == "lock"));
    // With room again, the game resumes from its last saved move and is saved again.
    disk.empty();
    const RunResult again = resume(sandbox);
    INFO(again.out + again.err);
    CHECK(has(again.out, "Game resumed."));
    CHECK(has(again.out, "The game is saved. Goodbye."));
    const auto game = saved_game(folder);
    REQUIRE(game);
    CHECK(game->ply_count() == 1);
}

TEST_CASE("faults: saving that stops, works again and stops again is said each time",
          "[tui][faults][save]") {
    Sandbox sandbox;
    SmallDisk disk(sandbox.root() / "disk");
    if (!disk.mounted()) {
        WARN("cannot mount a tmpfs: saving that works again is not tested");
        return;
    }
    sandbox.set_environment("XDG_STATE_HOME", (sandbox.root() / "disk" / "state").string());
    // No clock: only the moves' own saves, none every second, say that saving works again.
    Conversation talk(sandbox, {"--line", "--mode", "two-players", "--tc", "-"});
    REQUIRE(talk.wait_for([](const std::string& out) { return has(out, "White to move."); }));
    disk.fill();
    talk.type("e4");
    REQUIRE(talk.wait_for([](const std::string& out) { return has(out, "cannot be saved"); }));
    // Quitting now would lose the game: the question says so.
    talk.type("quit");
    REQUIRE(talk.wait_for([](const std::string& out) {
        return has(out, "The game is not saved: quit all the same? Yes or no. To keep it, "
                        "answer no and type: save FILE.");
    }));
    talk.type("no");
    disk.empty();
    talk.type("e5");
    REQUIRE(talk.wait_for([](const std::string& out) {
        return has(out, "The game is saved automatically again.");
    }));
    disk.fill();
    talk.type("Nf3");
    REQUIRE(talk.wait_for(
        [](const std::string& out) { return count(out, "cannot be saved") == 2; }));
    disk.empty();
    talk.type("quit");
    talk.type("yes");
    CHECK(talk.finish() == 0);
    INFO(talk.out());
    // With room again, the save on quitting works, and says so before the goodbye.
    CHECK(count(talk.out(), "The game is saved automatically again.") == 2);
    CHECK(has(talk.out(), "The game is saved. Goodbye."));
}

TEST_CASE("faults: a second copy on the same saved game does not start", "[tui][faults]") {
    Sandbox sandbox;
    Conversation first(sandbox, {"--line", "--mode", "two-players"});
    REQUIRE(first.wait_for([](const std::string& out) { return has(out, "White to move."); }));
    first.type("e4");
    REQUIRE(first.wait_for([](const std::string& out) { return has(out, "Eva four"); }));
    // The second copy in a sandbox of its own (its own speech log), on the same saved game.
    Sandbox elsewhere;
    elsewhere.set_environment("XDG_STATE_HOME", sandbox.state_folder().parent_path().string());
    const RunResult second =
        run_escaque(elsewhere, {"--mode", "two-players"}, "e5\nquit\nyes\n");
    CHECK(second.exit_code == 1);
    const std::string refusal = "another escaque is playing the game kept in ";
    CHECK(has(second.err, refusal));
    CHECK(has(spoken_text(second.said), refusal));
    first.type("e5");
    first.type("quit");
    first.type("yes");
    CHECK(first.finish() == 0);
    // The first copy's moves are all there, and with it gone the game can be resumed.
    const RunResult later =
        run_escaque(elsewhere, {"--mode", "two-players"}, "yes\nquit\nyes\n");
    CHECK(later.exit_code == 0);
    CHECK(has(spoken_text(later.said), "Game resumed. Move two, White to move."));

    // A holder killed outright lets go of the game: the kernel drops the lock with it.
    Conversation killed(sandbox, {"--line", "--mode", "two-players"});
    REQUIRE(killed.wait_for([](const std::string& out) { return has(out, "Resume it?"); }));
    killed.kill_now();
    const RunResult after_kill =
        run_escaque(elsewhere, {"--mode", "two-players"}, "yes\nquit\nyes\n");
    CHECK(after_kill.exit_code == 0);
    CHECK(has(spoken_text(after_kill.said), "Game resumed. Move two, White to move."));
}

TEST_CASE("faults: the terminal shrinks to 20 x 5 and grows back", "[tui][faults][tmux]") {
    if (!tmux_available()) {
        WARN("tmux is not installed: the screen is not tested");
        return;
    }
    Sandbox sandbox;
    TmuxScreen screen(sandbox, {"--mode", "two-players"});
    REQUIRE(screen.shows("White to move"));
    screen.keys("e 4 Enter");
    REQUIRE(screen.shows("1. e4"));

    screen.resize(20, 5);
    // No board fits: the screen says so in words that fit, with the last message under them.
    REQUIRE(screen.shows("Too small for the"));
    std::string small = screen.capture();
    INFO(small);
    CHECK(has(small, "board (40 x 12)."));
    // And says it, once: a player who cannot see the board must hear why it is gone.
    const std::string too_small = "The window is too small for the board: it needs 40 columns "
                                  "and 12 lines, or 27 columns and 18 lines with the clocks under "
                                  "the board; it has 20 columns and 5 lines. Moves and commands "
                                  "work as before.";
    CHECK(eventually([&] { return has(said(sandbox), too_small); }));
    // The game goes on at that size.
    screen.keys("e 5 Enter");
    CHECK(eventually([&] { return has(said(sandbox), "Pawn from Eva seven to Eva five."); }));
    CHECK(screen.shows("Pawn from Eva seven"));
    small = screen.capture();
    for (std::size_t start = 0, end; (end = small.find('\n', start)) != std::string::npos;
         start = end + 1)
        CHECK(end - start <= 20);

    screen.resize(100, 30);
    REQUIRE(eventually([&] {
        const std::string s = screen.capture();
        return has(s, "1. e4") && has(s, "e5") && has(s, "White to move");
    }));
    CHECK(has(screen.capture(), "a      b      c")); // the board again
    CHECK(eventually([&] {
        return has(said(sandbox), "The window is large enough: the board is shown again.");
    }));
    const std::string log = said(sandbox);
    CHECK(log.find(too_small) == log.rfind(too_small));
    screen.keys("N f 3 Enter");
    REQUIRE(screen.shows("2. Nf3"));
    screen.keys("q u i t Enter");
    CHECK(eventually([&] { return has(said(sandbox), "Quit the game: are you sure?"); }));
    screen.keys("y e s Enter");
    REQUIRE(eventually([&] { return screen.ended(); }));
    CHECK(screen.exit_code() == 0);
    CHECK(has(sandbox.read_file(sandbox.state_folder() / "current.pgn"), "1. e4 e5 2. Nf3"));
}

TEST_CASE("faults: SIGTERM, SIGHUP and SIGINT restore the terminal and keep every move",
          "[tui][faults][tmux][signal]") {
    if (!tmux_available()) {
        WARN("tmux is not installed: the screen is not tested");
        return;
    }
    int signal = 0;
    SECTION("SIGTERM") { signal = SIGTERM; }
    SECTION("SIGHUP") { signal = SIGHUP; }
    SECTION("SIGINT, typed as Ctrl-C") { signal = SIGINT; }
    Sandbox sandbox;
    {
        TmuxScreen screen(sandbox, {"--mode", "two-players", "--tc", "5+0"});
        REQUIRE(screen.shows("White to move"));
        screen.keys("d 4 Enter");
        REQUIRE(screen.shows("1. d4"));
        screen.keys("d 5 Enter");
        REQUIRE(screen.shows("d5"));
        screen.keys("c 4 Enter");
        REQUIRE(screen.shows("2. c4"));
        REQUIRE(screen.pid() > 0);
        if (signal == SIGINT)
            screen.keys("C-c");
        else
            kill(screen.pid(), signal);
        REQUIRE(eventually([&] { return screen.ended(); }));
        CHECK(screen.exit_code() == 128 + signal);
        // The terminal is given back: canonical input and echo, the board gone.
        CHECK(eventually([&] { return terminal_restored(screen.stty()); }));
        CHECK(eventually([&] { return !has(screen.capture(), "to move"); }));
        // The player heard that the game is kept.
        CHECK(has(said(sandbox), "The game is saved. Goodbye."));
    }
    const std::string sheet = sandbox.read_file(sandbox.state_folder() / "current.pgn");
    CHECK(has(sheet, "1. d4"));
    CHECK(has(sheet, "2. c4"));
    CHECK(has(sheet, "[%clk"));

    // The next start offers the game back with every move and the clocks.
    const RunResult again = resume(sandbox);
    INFO(again.out + again.err);
    CHECK(again.exit_code == 0);
    CHECK(has(again.out, "An unfinished game was saved: a game for two players. Five minutes "
                         "for the game. Move two, Black to move."));
    CHECK(has(again.out, "Game resumed."));
    const auto game = saved_game(sandbox.state_folder());
    REQUIRE(game);
    CHECK(game->ply_count() == 3);
    CHECK(game->result == escaque::notation::GameResult::unknown);
}

TEST_CASE("faults: SIGKILL while a clock runs loses at most a second of it", "[tui][faults][kill]") {
    Sandbox sandbox;
    {
        Conversation talk(sandbox, {"--mode", "two-players", "--tc", "1+0"});
        REQUIRE(talk.wait_for([](const std::string& out) { return has(out, "White to move."); }));
        // White's clock runs from the start; no move is made, no event happens.
        std::this_thread::sleep_for(3500ms);
        talk.kill_now();
    }
    const RunResult again = run_escaque(sandbox, {"--line"}, "yes\nc\n");
    INFO(again.out + again.err);
    CHECK(again.exit_code == 0);
    CHECK(has(again.out, "Game resumed."));
    // 3.5 s used: the state saved every second keeps at least 2.5 s of them.
    const bool kept = has(again.out, "White fifty-seven seconds,") ||
                      has(again.out, "White fifty-six seconds,") ||
                      has(again.out, "White fifty-five seconds,");
    CHECK(kept);
}
