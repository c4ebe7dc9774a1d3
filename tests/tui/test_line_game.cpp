// A whole game against the built-in engine, in line mode over pipes: the test plays White with
// random legal moves, learning the computer's replies from the autosaved score sheet (which is
// rewritten after every move), until the game ends.
#include <catch2/catch.hpp>
#include <random>
#include <thread>

#include "chess/movegen.h"
#include "chess/uci.h"
#include "notation/pgn_reader.h"
#include "program_runner.h"

using namespace escaque;
using escaque::testing::has;
using escaque::testing::Conversation;
using escaque::testing::run_escaque;
using escaque::testing::RunResult;
using escaque::testing::Sandbox;
using escaque::testing::spoken_text;

namespace {

// The autosaved game, once it has `plies` moves or has ended.
std::optional<notation::PgnGame> saved_game(const Sandbox& sandbox, int plies) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (std::chrono::steady_clock::now() < deadline) {
        const std::string text = sandbox.read_file(sandbox.state_folder() / "current.pgn");
        std::vector<notation::PgnGame> games = notation::read_pgn(text);
        if (!games.empty() && !games[0].error) {
            const bool over = games[0].result != notation::GameResult::unknown;
            if (over || games[0].ply_count() >= plies) return games[0];
        }
        // The program is thinking or writing: look again shortly.
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return std::nullopt;
}

} // namespace

TEST_CASE("a whole game against the built-in engine, to its end", "[tui][e2e][game]") {
    Sandbox sandbox;
    Conversation talk(sandbox, {"--level", "4", "--seed", "11", "--color", "white"});
    REQUIRE(talk.wait_for([](const std::string& out) { return has(out, "White to move."); }));
    std::mt19937 random(2024);
    int plies = 0;
    std::optional<notation::PgnGame> game;
    for (int move = 0; move < 200; ++move) {
        game = saved_game(sandbox, plies);
        REQUIRE(game);
        if (game->result != notation::GameResult::unknown) break;
        const chess::Position pos = game->final_position();
        REQUIRE(pos.side_to_move() == chess::WHITE);
        const chess::MoveList moves = chess::legal_moves(pos);
        REQUIRE(!moves.empty());
        const chess::Move chosen = moves[int(random() % unsigned(moves.size()))];
        talk.type(chess::uci_string(chosen, false));
        plies = game->ply_count() + 2; // ours and the computer's reply
    }
    REQUIRE(game);
    REQUIRE(game->result != notation::GameResult::unknown);
    talk.type("quit");
    talk.type("yes");
    CHECK(talk.finish() == 0);

    const auto said = escaque::testing::read_speech_log(sandbox.speech_log());
    REQUIRE(!said.empty());
    // The result was announced as it happened, with the other announcements in order.
    const std::string all = escaque::testing::spoken_text(said);
    CHECK((has(all, "wins") || has(all, "Draw") || has(all, "draw")));
    int moves_said = 0;
    for (const auto& line : said)
        if (line.priority == "normal" && (has(line.text, " from ") || has(line.text, "castling")))
            ++moves_said;
    CHECK(moves_said == game->ply_count());
    // The finished game is not offered back at the next start.
    CHECK(has(sandbox.read_file(sandbox.state_folder() / "current.escaque"), "result "));
}

TEST_CASE("a PGN loaded keeps its mode and the player's colour, also when resumed", "[tui][e2e]") {
    Sandbox sandbox;
    const auto pgn = sandbox.root() / "plain.pgn";
    // No escaque tags: the mode and the colour come from the command line.
    sandbox.write_file(pgn, "[TimeControl \"600+5\"]\n[Result \"*\"]\n\n1. e4 e5 *\n");
    REQUIRE(run_escaque(sandbox, {"--mode", "record", "--load", pgn.string()}, "d4\n\n")
                .exit_code == 0);
    // Resumed with no options, it is still a recorded game: no computer plays into it.
    const RunResult resumed = run_escaque(sandbox, {}, "yes\n");
    const std::string said = spoken_text(resumed.said);
    CHECK(has(said, "An unfinished game was saved: a game recorded over the board."));
    CHECK(has(said, "Move two, Black to move."));
    CHECK_FALSE(has(said, "Knight from"));
    const auto sheet = sandbox.read_file(sandbox.state_folder() / "current.pgn");
    CHECK(has(sheet, "[EscaqueMode \"record\"]"));
    CHECK(has(sheet, "2. d4 "));

    // Against the computer, --color black gives the player Black, and says so.
    Sandbox other;
    const auto file = other.root() / "plain.pgn";
    other.write_file(file, "[Result \"*\"]\n\n1. e4 e5 *\n");
    const RunResult black =
        run_escaque(other, {"--color", "black", "--level", "1", "--load", file.string()}, "");
    CHECK(has(spoken_text(black.said), "A game against escaque level 1, in which you play Black."));
}

TEST_CASE("undo at one board without a clock speaks of no one's move and no clocks",
          "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r =
        run_escaque(sandbox, {"--mode", "two-players", "--lang", "es"}, "undo\ne4\nundo\nyes\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "No hay ninguna jugada que retirar."));
    CHECK(has(said, "Vuelta a la posición inicial.\n"));
    CHECK_FALSE(has(said, "relojes"));
    CHECK_FALSE(has(said, "tuya"));
}

TEST_CASE("a score sheet played on keeps its rules, illegal moves and penalty time",
          "[tui][e2e]") {
    Sandbox sandbox;
    const auto sheet = sandbox.root() / "round3.pgn";
    // 2001 rules: Black's two illegal moves cost two minutes each; the third loses.
    REQUIRE(run_escaque(sandbox,
                        {"--mode", "record", "--rules", "2001", "--tc", "90+30", "--pgn",
                         sheet.string()},
                        "e4\n\nillegal black\nyes\nillegal black\nyes\nquit\nyes\n")
                .exit_code == 0);
    CHECK(has(sandbox.read_file(sheet), "[EscaqueRules \"2001\"]"));
    Sandbox later;
    const auto copy = later.root() / "round3.pgn";
    later.write_file(copy, sandbox.read_file(sheet));
    const RunResult r = run_escaque(later, {"--mode", "record", "--load", copy.string()},
                                    "c\nillegal black\nyes\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    // White's four minutes came after his last clock time in the file, and stand.
    CHECK(has(said, "White one hour thirty-four minutes twenty-nine seconds"));
    CHECK(has(said, "Illegal move number three by Black."));
    CHECK(has(said, "White wins"));
    // Loaded with no --mode, it is still a recorded game, where illegal moves are recorded.
    Sandbox plain;
    const auto again = plain.root() / "round3.pgn";
    plain.write_file(again, sandbox.read_file(sheet));
    const RunResult p = run_escaque(plain, {"--load", again.string()}, "illegal black\nyes\n");
    CHECK(has(spoken_text(p.said), "Illegal move number three by Black."));
}

TEST_CASE("a game under the 2001 Laws says so at its start and when resumed", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult old = run_escaque(sandbox, {"--mode", "record", "--rules", "2001", "--tc",
                                                "90+30"},
                                      "e4\n\nquit\nyes\n");
    REQUIRE(old.exit_code == 0);
    CHECK(has(spoken_text(old.said), "Ninety minutes plus thirty seconds per move. FIDE Laws "
                                     "of 2001. White to move."));
    const RunResult resumed = run_escaque(sandbox, {}, "yes\n");
    CHECK(has(spoken_text(resumed.said), "Game resumed. FIDE Laws of 2001. Move one"));
    Sandbox current;
    const RunResult now = run_escaque(current, {"--mode", "two-players"}, "");
    CHECK_FALSE(has(spoken_text(now.said), "Laws"));
}

TEST_CASE("a finished score sheet played on drops its ending, and --rules beats its tag",
          "[tui][e2e]") {
    Sandbox sandbox;
    const auto sheet = sandbox.root() / "g.pgn";
    REQUIRE(run_escaque(sandbox,
                        {"--mode", "two-players", "--rules", "2001", "--pgn", sheet.string()},
                        "e4\ne5\nresign\nyes\n")
                .exit_code == 0);
    CHECK(has(sandbox.read_file(sheet), "{White resigns} 0-1"));
    Sandbox later;
    const auto copy = later.root() / "g.pgn", out = later.root() / "h.pgn";
    later.write_file(copy, sandbox.read_file(sheet));
    const RunResult r =
        run_escaque(later, {"--mode", "two-players", "--rules", "current", "--load",
                            copy.string()},
                    "Nf3\nsave " + out.string() + "\nquit\nyes\n");
    REQUIRE(r.exit_code == 0);
    const std::string played_on = later.read_file(out);
    INFO(played_on);
    CHECK(has(played_on, "1. e4 e5 2. Nf3 *"));
    CHECK_FALSE(has(played_on, "resigns"));
    CHECK(has(played_on, "[EscaqueRules \"current\"]"));
    CHECK_FALSE(has(spoken_text(r.said), "Laws of 2001"));

    // An ending before any move (a flag against a bare king) goes too.
    Sandbox flag;
    const auto drawn = flag.root() / "flag.pgn", on = flag.root() / "on.pgn";
    flag.write_file(drawn, "[Result \"1/2-1/2\"]\n[SetUp \"1\"]\n"
                           "[FEN \"4k3/8/8/8/8/8/8/4KQ2 w - - 0 1\"]\n\n"
                           "{White's flag fell, but Black cannot checkmate} 1/2-1/2\n");
    REQUIRE(run_escaque(flag, {"--mode", "two-players", "--load", drawn.string()},
                        "Qf7+\nsave " + on.string() + "\n")
                .exit_code == 0);
    CHECK_FALSE(has(flag.read_file(on), "flag fell"));
}
