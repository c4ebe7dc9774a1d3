#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <sstream>

#include "game/atomic_file.h"
#include "game/autosave.h"
#include "game/save_file.h"
#include "game/state_lock.h"
#include "game_fixture.h"

using namespace escaque;
using namespace escaque::game;
using test::GameFixture;
using namespace std::chrono_literals;

namespace {
std::string temp_folder(const std::string& name) {
    const auto dir = std::filesystem::temp_directory_path() /
                     ("escaque-test-" + name + "-" + std::to_string(getpid()));
    std::filesystem::remove_all(dir);
    return dir.string();
}
} // namespace

TEST_CASE("a saved game loads back to the same game", "[game][autosave]") {
    auto setup = GameFixture::setup(std::string(chess::START_FEN), "40/90,30+30", RulesEdition::edition2001,
                                    Strictness::tournament);
    setup.recording = true;
    GameFixture f(setup);
    f.play("e2e4");
    f.time.advance(12s);
    f.play("e7e5", true);
    REQUIRE(f.game.record_illegal_move(chess::WHITE));
    f.time.advance(5s);
    const Tags tags = {{"Event", "Club night"}, {"White", "Ana Pérez"}, {"Black", "B. Ruiz"}};
    const std::string text = serialize_game(f.game, tags);

    const auto saved = parse_saved_game(text);
    REQUIRE(saved);
    CHECK(saved->tags == tags);
    auto loaded = load_game(f.time, *saved);
    REQUIRE(loaded);
    CHECK(loaded->ply_count() == 2);
    CHECK(loaded->position().key() == f.game.position().key());
    CHECK(loaded->pending_offer() == chess::BLACK);
    CHECK(loaded->illegal_moves(chess::WHITE) == 1);
    CHECK(loaded->plies()[1].san == "e5");
    CHECK(loaded->plies()[1].clock_after == f.game.plies()[1].clock_after);
    CHECK(loaded->clock().snapshot() == f.game.clock().snapshot());
    CHECK(loaded->setup().control == f.game.setup().control);
    CHECK(loaded->setup().edition == RulesEdition::edition2001);
    // Writing the loaded game gives the same text: nothing was lost or invented.
    CHECK(serialize_game(*loaded, tags) == text);
}

TEST_CASE("a delay half used is saved, and not given again on loading", "[game][autosave]") {
    auto setup = GameFixture::setup(std::string(chess::START_FEN), "G/5 d3",
                                    RulesEdition::current, Strictness::casual);
    GameFixture f(setup);
    f.play("e2e4");
    f.time.advance(2s); // Black has 1 s of delay left
    const std::string text = serialize_game(f.game, {});
    INFO(text);
    const std::string line = "delay-used 2000000000\n"; // the file's unit, as its other times
    REQUIRE(text.find("\n" + line) != std::string::npos);
    const auto saved = parse_saved_game(text);
    REQUIRE(saved);
    auto loaded = load_game(f.time, *saved);
    REQUIRE(loaded);
    f.time.advance(3s);
    // 1 s of delay, then 2 s off the clock, as in the game that was not interrupted.
    CHECK(loaded->clock().remaining(clock::Side::black) == 5min - 2s);
    CHECK(f.game.clock().remaining(clock::Side::black) == 5min - 2s);
    // A file from before the line: the turn starts afresh, as it always did.
    std::string old = text;
    old.erase(old.find(line), line.size());
    const auto older = parse_saved_game(old);
    REQUIRE(older);
    CHECK(load_game(f.time, *older));
}

TEST_CASE("a sealed move and a finished game survive saving", "[game][autosave][adjournment]") {
    GameFixture f(GameFixture::setup(std::string(chess::START_FEN), "90+30"));
    f.play("e2e4");
    REQUIRE(f.game.seal(f.move("c7c5")));
    const auto saved = parse_saved_game(serialize_game(f.game, {}));
    REQUIRE(saved);
    auto loaded = load_game(f.time, *saved);
    REQUIRE(loaded);
    REQUIRE(loaded->sealed());
    CHECK(loaded->sealed()->move == f.move("c7c5"));
    REQUIRE(loaded->resume_adjourned());
    CHECK(loaded->ply_count() == 2);

    GameFixture mate(GameFixture::setup());
    mate.play_all({"f2f3", "e7e5", "g2g4", "d8h4"});
    const auto done = parse_saved_game(serialize_game(mate.game, {}));
    REQUIRE(done);
    CHECK(done->state.result.reason == Termination::checkmate);
}

TEST_CASE("damaged save files are refused with the line and what was expected", "[game][autosave]") {
    CHECK(parse_saved_game("hello").error() ==
          "not an escaque save file: the first line must be 'escaque-save 1'");
    CHECK(parse_saved_game("escaque-save 1\nedition 1999\nend\n").error() ==
          "line 2: expected current or 2001");
    CHECK(parse_saved_game("escaque-save 1\nfen 8/8/8/8/8/8/8/8 w - - 0 1\n").error() ==
          "the save file is cut short: no 'end' line");
    const auto bad_move = parse_saved_game("escaque-save 1\nfen " + std::string(chess::START_FEN) +
                                           "\nply e2e5 0 w 0 0 0 0 0 0 0 0 0 0 0 0\nclock 0 w 0 0 0 0 0 0 0 0 0 0 0 0\nend\n");
    REQUIRE(bad_move);
    test::ManualTimeSource time;
    const auto loaded = load_game(time, *bad_move);
    REQUIRE_FALSE(loaded);
    CHECK(loaded.error() == "move 1 (e2e5) is not legal in the saved game");
}

TEST_CASE("temporaries a killed process left behind are removed, a live one's are kept",
          "[game][autosave]") {
    const std::string dir = temp_folder("abandoned");
    REQUIRE_FALSE(make_folders(dir));
    const std::string path = dir + "/current.escaque";
    // A process that has ended: its pid is free (for the moment this test needs).
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) _exit(0);
    REQUIRE(waitpid(child, nullptr, 0) == child);
    const std::string dead = path + ".tmp." + std::to_string(child);
    const std::string alive = path + ".tmp." + std::to_string(getpid());
    const std::string other = dir + "/current.pgn.tmp." + std::to_string(child);
    for (const std::string& file : {path, dead, alive, other})
        REQUIRE_FALSE(write_file_atomically(file, "x"));
    remove_abandoned_temporaries(path);
    CHECK_FALSE(std::filesystem::exists(dead));
    CHECK(std::filesystem::exists(alive));
    CHECK(std::filesystem::exists(path));
    CHECK(std::filesystem::exists(other)); // another file's temporaries are its own business
    std::filesystem::remove_all(dir);
}

TEST_CASE("an atomic write goes through a link and never replaces a device or a pipe",
          "[game][autosave]") {
    namespace fs = std::filesystem;
    const std::string dir = temp_folder("special");
    REQUIRE_FALSE(make_folders(dir + "/real"));
    // A link is written through: the file it names gets the text, the link stays a link.
    const std::string target = dir + "/real/game.pgn";
    REQUIRE_FALSE(write_file_atomically(target, "old"));
    fs::create_symlink(target, dir + "/link.pgn");
    REQUIRE_FALSE(write_file_atomically(dir + "/link.pgn", "new"));
    CHECK(fs::is_symlink(dir + "/link.pgn"));
    CHECK(read_whole_file(target) == "new");
    // A pipe (or a device such as /dev/null) is refused, and left as it was.
    const std::string pipe = dir + "/pipe";
    REQUIRE(mkfifo(pipe.c_str(), 0600) == 0);
    const auto refused = write_file_atomically(pipe, "x");
    REQUIRE(refused);
    CHECK(refused->problem == FileError::Problem::not_a_regular_file);
    CHECK(refused->path == pipe);
    CHECK(refused->message().find("it is not a regular file") != std::string::npos);
    CHECK(fs::is_fifo(pipe));
    // A file replaced keeps its permissions.
    fs::permissions(target, fs::perms::owner_read | fs::perms::owner_write |
                                fs::perms::group_read | fs::perms::others_read);
    REQUIRE_FALSE(write_file_atomically(target, "again"));
    CHECK((fs::status(target).permissions() & fs::perms::others_read) == fs::perms::others_read);
    fs::remove_all(dir);
}

TEST_CASE("one program at a time holds a state folder", "[game][autosave]") {
    const std::string base = temp_folder("lock");
    const std::string folder = base + "/state";
    {
        auto first = StateLock::take(folder);
        REQUIRE(first);
        CHECK(first->held());
        CHECK_FALSE(StateLock::take(folder)); // another open file: another program
        StateLock moved = std::move(*first);
        CHECK(moved.held());
        CHECK_FALSE(first->held());
        CHECK_FALSE(StateLock::take(folder));
    }
    // Let go with its holder, however that ends.
    auto again = StateLock::take(folder);
    REQUIRE(again);
    CHECK(again->held());
    std::filesystem::remove_all(base);
}

TEST_CASE("files are replaced atomically, an unwritable folder is reported", "[game][autosave]") {
    const std::string dir = temp_folder("atomic");
    REQUIRE_FALSE(make_folders(dir + "/a/b"));
    const std::string path = dir + "/a/b/file.txt";
    REQUIRE_FALSE(write_file_atomically(path, "first"));
    REQUIRE_FALSE(write_file_atomically(path, "second"));
    CHECK(read_whole_file(path) == "second");
    CHECK(std::distance(std::filesystem::directory_iterator(dir + "/a/b"),
                        std::filesystem::directory_iterator{}) == 1); // no temp file left
    const auto failed = write_file_atomically("/proc/escaque-cannot-write/file", "x");
    REQUIRE(failed);
    CHECK(failed->problem == FileError::Problem::cannot_write);
    CHECK(failed->error_number == ENOENT);
    CHECK(failed->message() ==
          "cannot write /proc/escaque-cannot-write/file: No such file or directory");
    std::filesystem::remove_all(dir);
}

TEST_CASE("kill test: SIGKILL at random moments never loses a completed move or its clock",
          "[game][autosave][kill]") {
    std::mt19937 rng(20261129);
    int resumed_with_moves = 0;
    for (int run = 0; run < 50; ++run) {
        const std::string dir = temp_folder("kill" + std::to_string(run));
        int out[2];
        REQUIRE(pipe(out) == 0);
        const pid_t pid = fork();
        REQUIRE(pid >= 0);
        if (pid == 0) {
            dup2(out[1], STDOUT_FILENO);
            close(out[0]);
            close(out[1]);
            execl(ESCAQUE_AUTOSAVE_DRIVER, ESCAQUE_AUTOSAVE_DRIVER, dir.c_str(), nullptr);
            _exit(127);
        }
        close(out[1]);
        // Each save is fsync'd (a few to tens of milliseconds here): spread the kills over the game.
        usleep(useconds_t(std::uniform_int_distribution<int>(0, 800'000)(rng)));
        kill(pid, SIGKILL);
        int status = 0;
        waitpid(pid, &status, 0);
        std::string reported;
        char buffer[4096];
        ssize_t n;
        while ((n = read(out[0], buffer, sizeof buffer)) > 0) reported.append(buffer, size_t(n));
        close(out[0]);

        // The last line the driver finished printing is a move it knows is on the disk.
        int last_ply = 0;
        long long white_ns = 0, black_ns = 0;
        std::istringstream lines(reported);
        std::string line;
        while (std::getline(lines, line)) {
            std::istringstream words(line);
            std::string tag;
            int ply;
            long long w, b;
            if (words >> tag >> ply >> w >> b && tag == "saved") last_ply = ply, white_ns = w, black_ns = b;
        }
        INFO("run " << run << ": last reported ply " << last_ply);
        const auto text = read_whole_file(dir + "/current.escaque");
        if (last_ply == 0 && !text) {
            std::filesystem::remove_all(dir);
            continue; // killed before the first save
        }
        REQUIRE(text);
        const auto saved = parse_saved_game(*text);
        REQUIRE(saved);
        test::ManualTimeSource time;
        const auto game = load_game(time, *saved);
        REQUIRE(game);
        CHECK(game->ply_count() >= last_ply);
        if (last_ply > 0) {
            const auto& snap = game->plies()[size_t(last_ply) - 1].clock_after;
            CHECK(snap.side(clock::Side::white).remaining.count() == white_ns);
            CHECK(snap.side(clock::Side::black).remaining.count() == black_ns);
            ++resumed_with_moves;
        }
        std::filesystem::remove_all(dir);
    }
    CHECK(resumed_with_moves >= 25);
}
