// Two players at one keyboard, recording an over-the-board game, reviewing a PGN, and the
// clock's announcements, each in line mode through a script.
#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <thread>

#include "program_runner.h"

using escaque::testing::has;
using escaque::testing::run_escaque;
using escaque::testing::RunResult;
using escaque::testing::Sandbox;
using escaque::testing::spoken_text;

namespace {
std::size_t position_of(const std::string& text, const std::string& part) {
    const std::size_t at = text.find(part);
    REQUIRE(at != std::string::npos);
    return at;
}
} // namespace

TEST_CASE("two players: moves for both sides, an offer declined, a claim, resignation",
          "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, {"--mode", "two-players", "--tc", "5+3"},
                                    "e4\ne5\nNf3\nd\ndecline\nclaim\nNc6\nmy time\n"
                                    "resign\nno\nresign\nyes\ne4\nquit\nyes\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "New game for two players. Five minutes plus three seconds per move."));
    CHECK(has(said, "Pawn from Eva two to Eva four."));
    CHECK(has(said, "Pawn from Eva seven to Eva five."));
    CHECK(has(said, "White offers a draw."));
    CHECK(has(said, "Black declines the draw."));
    CHECK(has(said, "Black's draw claim is rejected")); // nothing to claim yet
    CHECK(has(said, "White's clock:")); // at one board the side is named
    CHECK(has(said, "White resigns: are you sure?\nNothing was done."));
    CHECK(has(said, "White resigns"));
    CHECK(has(said, "The game is over. "));
    const std::string sheet = sandbox.read_file(sandbox.state_folder() / "current.pgn");
    CHECK(has(sheet, "[Result \"0-1\"]"));
    CHECK(has(sheet, "[%clk"));
}

TEST_CASE("recording: each move is spoken back, corrected, then confirmed with Enter",
          "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, {"--mode", "record", "--tc", "90+30"},
                                    "e4\n\n" // entered, confirmed
                                    "e6\n"   // a slip of the tongue...
                                    "e5\n\n" // ...corrected before confirming
                                    "\n"     // nothing to confirm
                                    "Nf3\ncancel\n"
                                    "illegal\nyes\n" // White completed an illegal move; asked first
                                    "Nf3\nd\n\n" // a move with a draw offer
                                    "decline\n"
                                    "retrace 1\nno\nretrace 1\nyes\nh\n"
                                    "seal Nf3\nt\nquit\nyes\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Recording a game over the board."));
    CHECK(has(said, "You entered: pawn from Eva two to Eva four. Confirm with Enter.\n"
                    "Pawn from Eva two to Eva four."));
    CHECK(has(said, "You entered: pawn from Eva seven to Eva six. Confirm with Enter.\n"
                    "You entered: pawn from Eva seven to Eva five. Confirm with Enter.\n"
                    "Pawn from Eva seven to Eva five."));
    CHECK(has(said, "No move is waiting to be confirmed."));
    CHECK(has(said, "Move forgotten; type the right one."));
    CHECK(has(said, "Record an illegal move by White: are you sure?\n"
                    "Illegal move number one by White"));
    CHECK(has(said, "The draw offer goes with White's move; confirm with Enter."));
    CHECK(has(said, "White offers a draw."));
    // Moves taken off the score sheet are named, and asked about, first.
    CHECK(has(said, "Take White's move two, knight from Gustav one to Felix three, off the score "
                    "sheet: are you sure?\nNothing was done."));
    CHECK(has(said, "Back to the position after move one"));
    CHECK(has(said, "Move one: pawn from Eva two to Eva four; Black: pawn from Eva seven to Eva "
                    "five."));
    CHECK(has(said, "seals"));
    CHECK(has(said, "The game is adjourned and saved"));

    // At resumption: the saved game is offered, then "resume" plays the sealed move.
    const RunResult resumed = run_escaque(sandbox, {}, "yes\nresume\nl\n");
    const std::string again = spoken_text(resumed.said);
    CHECK(has(again, "Game resumed."));
    CHECK(has(again, "Knight from Gustav one to Felix three."));
    CHECK(has(again, "Last move: White knight from Gustav one to Felix three."));
}

TEST_CASE("review: step through a PGN game, jump, and read the position", "[tui][e2e]") {
    Sandbox sandbox;
    const auto pgn = sandbox.root() / "game.pgn";
    sandbox.write_file(pgn, "[Event \"Test\"]\n[White \"Anderssen\"]\n[Black \"Kieseritzky\"]\n"
                            "[Result \"1-0\"]\n\n1. e4 e5 2. f4 {King's Gambit} exf4 1-0\n");
    const RunResult r = run_escaque(sandbox, {"--mode", "review", "--load", pgn.string()},
                                    "\nn\nn\nsq f4\nback\ngo 1 black\nl\nend\nn\nstart\ne4\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    // Results in words, moves counted as players count them (two each).
    CHECK(has(said, "Reviewing Anderssen against Kieseritzky (Test): White won. Two moves"));
    CHECK(has(said, "One, White: pawn from Eva two to Eva four."));
    CHECK(has(said, "One, Black: pawn from Eva seven to Eva five."));
    CHECK(has(said, "Two, White: pawn from Felix two to Felix four. Comment: King's Gambit."));
    CHECK(has(said, "Felix four: white pawn."));
    CHECK(has(said, "Last move: Black pawn from Eva seven to Eva five."));
    CHECK(has(said,
              "Two, Black: pawn from Eva five to Felix four, takes pawn. End of the game: White won."));
    CHECK(has(said, "Start position"));
    CHECK(has(said, "This is a review"));
    // Order: the moves are heard as stepped.
    CHECK(position_of(said, "One, White") < position_of(said, "One, Black"));
}

TEST_CASE("review: a file of several games, unknown players, an escaque save file", "[tui][e2e]") {
    Sandbox sandbox;
    const auto pgn = sandbox.root() / "games.pgn";
    sandbox.write_file(pgn, "[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. d4 *\n\n"
                            "[White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n\n1. e4 1/2-1/2\n");
    RunResult r = run_escaque(sandbox, {"--mode", "review", "--load", pgn.string()}, "end\n");
    REQUIRE(r.exit_code == 0);
    std::string said = spoken_text(r.said);
    CHECK(has(said, "Reviewing a game: unfinished. The first of two games in "
                    "the file. One move;"));
    CHECK(has(said, "End of the game: unfinished."));
    // The state file of a game in progress is reviewed as its score sheet.
    REQUIRE(run_escaque(sandbox, {"--mode", "two-players"}, "e4\ne5\nNf3\n").exit_code == 0);
    r = run_escaque(sandbox,
                    {"--mode", "review", "--load", (sandbox.state_folder() / "current.escaque").string()},
                    "end\n");
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
    said = spoken_text(r.said);
    CHECK(has(said, "Two moves;"));
    CHECK(has(said, "Two, White: knight from Gustav one to Felix three. End of the game: unfinished."));
}

TEST_CASE("review: go takes w and b, and tells a bad number from a bad side", "[tui][e2e]") {
    Sandbox sandbox;
    const auto pgn = sandbox.root() / "game.pgn";
    sandbox.write_file(pgn, "[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n");
    const RunResult r = run_escaque(sandbox, {"--mode", "review", "--load", pgn.string()},
                                    "go 2 b\ngo x\ngo 9\ngo 1 zz\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Two, Black: knight from Bella eight to Cesar six."));
    CHECK(has(said, "Which move? For example: go 12, go 12 black."));
    CHECK(has(said, "There is no move 9 in this game: it goes from White's move 1 to Black's "
                    "move 2."));
    CHECK(has(said, "Zz: say white or black."));
    // A game set up with Black to move: "go 40" is Black's move 40, the only one there is.
    sandbox.write_file(pgn, "[FEN \"3rk3/8/8/8/8/8/8/4K2R b - - 0 40\"]\n[SetUp \"1\"]\n"
                            "[Result \"*\"]\n\n40... Rd7 41. Rh8+ Kf7 *\n");
    const RunResult black = run_escaque(sandbox, {"--mode", "review", "--load", pgn.string()},
                                        "go 40\n");
    CHECK(has(spoken_text(black.said), "Forty, Black: rook from David eight to David seven."));
}

TEST_CASE("review: the annotator's marks and other moves are said", "[tui][e2e]") {
    Sandbox sandbox;
    const auto pgn = sandbox.root() / "annotated.pgn";
    sandbox.write_file(pgn, "[Result \"*\"]\n\n1. e4 e5 2. f4?! (2. Nf3 Nc6) exf4 $1 $17 *\n");
    const RunResult r =
        run_escaque(sandbox, {"--mode", "review", "--load", pgn.string()}, "\n\n\n\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Two, White: pawn from Felix two to Felix four. Dubious move. The annotator "
                    "gives another move here."));
    CHECK(has(said, "Two, Black: pawn from Eva five to Felix four, takes pawn. Good move. Black "
                    "is better."));
}

TEST_CASE("review: a null move is read as a pass, it cannot be played on", "[tui][e2e]") {
    Sandbox sandbox;
    const auto pgn = sandbox.root() / "null.pgn";
    sandbox.write_file(pgn, "[Result \"*\"]\n\n1. e4 e5 2. Nf3 -- 3. Bc4 Nc6 *\n");
    const RunResult r = run_escaque(sandbox, {"--mode", "review", "--load", pgn.string()},
                                    "\n\n\n\nlast\n\nhistory\nt\nhistory 2\n\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Three moves; Enter plays the next one."));
    CHECK(has(said, "Two, Black: no move: the file passes the turn (a null move).\n"
                    "Two, Black: no move"));
    CHECK(has(said, "Three, White: bishop from Felix one to Cesar four."));
    CHECK(has(said, "Move two: knight from Gustav one to Felix three. Two, Black: no move: the "
                    "file passes the turn (a null move). Move three: bishop from Felix one to "
                    "Cesar four."));
    CHECK(has(said, "Move three, Black to move. Moves made: White three, Black one."));
    CHECK(has(said, "\nTwo, Black: no move: the file passes the turn (a null move). Move three: "
                    "bishop from Felix one to Cesar four.\n")); // history 2
    CHECK(has(said, "Three, Black: knight from Bella eight to Cesar six. End of the game"));

    const RunResult load =
        run_escaque(sandbox, {"--mode", "two-players", "--load", pgn.string()}, "");
    CHECK(load.exit_code == 1);
    CHECK(has(load.err, "move 2 for Black is a null move (--), a pass no game can contain: the "
                        "file can be reviewed with --mode review, not played on"));
}

TEST_CASE("review: the clocks are the time control's, then the score sheet's", "[tui][e2e]") {
    Sandbox sandbox;
    const auto pgn = sandbox.root() / "clocks.pgn";
    sandbox.write_file(pgn, "[TimeControl \"300+3\"]\n[Result \"*\"]\n\n1. e4 {[%clk 0:05:01]} "
                            "e5 {[%clk 0:00:01]} *\n");
    RunResult r = run_escaque(sandbox, {"--mode", "review", "--load", pgn.string()},
                              "clock\n\nclock\n\nclock\n");
    REQUIRE(r.exit_code == 0);
    std::string said = spoken_text(r.said);
    CHECK(has(said, "White five minutes, Black five minutes."));
    CHECK(has(said, "White five minutes one second, Black five minutes."));
    CHECK(has(said, "White five minutes one second, Black one second.")); // not "one point zero"
    // Without a TimeControl tag only the sides with a [%clk] have a clock to read.
    sandbox.write_file(pgn, "[Result \"*\"]\n\n1. e4 {[%clk 0:05:01]} e5 *\n");
    r = run_escaque(sandbox, {"--mode", "review", "--load", pgn.string()}, "clock\n\nclock\n");
    said = spoken_text(r.said);
    CHECK(has(said, "This game has no clock."));
    CHECK(has(said, "White five minutes one second."));
    CHECK_FALSE(has(said, "zero point zero"));
}

TEST_CASE("review: a file's control characters never reach the terminal or the voice",
          "[tui][e2e]") {
    Sandbox sandbox;
    const auto pgn = sandbox.root() / "odd.pgn";
    sandbox.write_file(pgn, "[White \"A\x1b[2JB\"]\n[Black \"M\xfcller\"]\n\n"
                            "1. e4 {bell\x07} *\n");
    const RunResult r =
        run_escaque(sandbox, {"--mode", "review", "--load", pgn.string()}, "\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Reviewing A?[2JB against Müller")); // Latin-1, the PGN standard's
    CHECK(has(said, "Comment: bell?."));
    CHECK(r.out.find('\x1b') == std::string::npos);
    CHECK(r.out.find('\x07') == std::string::npos);
}

TEST_CASE("review: how the game ended, from the board or the file", "[tui][e2e]") {
    Sandbox sandbox;
    const auto pgn = sandbox.root() / "ending.pgn";
    const auto ending = [&](const std::string& text, const std::vector<std::string>& more = {}) {
        sandbox.write_file(pgn, text);
        std::vector<std::string> args = {"--mode", "review", "--load", pgn.string()};
        args.insert(args.end(), more.begin(), more.end());
        const RunResult r = run_escaque(sandbox, args, "end\n");
        REQUIRE(r.exit_code == 0);
        return spoken_text(r.said);
    };
    // Loyd's ten-move stalemate.
    CHECK(has(ending("[Result \"1/2-1/2\"]\n\n1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 "
                     "5. Qxc7 f6 6. Qxd7+ Kf7 7. Qxb7 Qd3 8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6 "
                     "1/2-1/2\n"),
              "End of the game: drawn by stalemate."));
    // A mate on the board outweighs a Result tag that does not give it.
    const std::string mate = ending("[Result \"*\"]\n\n1. f3 e5 2. g4 Qh4# *\n");
    CHECK(has(mate, "Reviewing a game: Black won by checkmate."));
    CHECK_FALSE(has(mate, "unfinished"));
    CHECK(has(ending("[Result \"1/2-1/2\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 "
                     "1/2-1/2\n"),
              "End of the game: drawn by repetition."));
    CHECK(has(ending("[Result \"0-1\"]\n[Termination \"time forfeit\"]\n\n1. f3 e5 0-1\n",
                     {"--lang", "es"}),
              "Fin de la partida: ganaron las negras por tiempo."));
}

TEST_CASE("review: the occasion, the notes before the first move, engines' marks in comments",
          "[tui][e2e]") {
    Sandbox sandbox;
    const auto pgn = sandbox.root() / "notes.pgn";
    sandbox.write_file(pgn, "[Event \"Club ch\"]\n[Site \"Club ch\"]\n[Date \"2024.05.??\"]\n"
                            "[Round \"3\"]\n[White \"A\"]\n[Black \"B\"]\n\n"
                            "{Opening notes} 1. e4 {[%eval 0.17] [%csl Gb4] fine} "
                            "e5 {[%eval #-3]} 2. Nf3 {[%ts 1754850615931]} *\n");
    const RunResult r =
        run_escaque(sandbox, {"--mode", "review", "--load", pgn.string()}, "\n\n\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Reviewing A against B (Club ch, 2024, round 3): unfinished."));
    CHECK(has(said, "White to move. Comment: Opening notes."));
    CHECK(has(said, "Comment: evaluation plus 0.17. fine."));
    CHECK(has(said, "Comment: evaluation: mate in 3 for Black."));
    CHECK(has(said, "Two, White: knight from Gustav one to Felix three. End")); // no comment
    CHECK_FALSE(has(said, "[%"));
}

TEST_CASE("review: a bad count is refused, save without a name keeps the game, not over another",
          "[tui][e2e]") {
    Sandbox sandbox;
    const auto pgn = sandbox.root() / "game.pgn";
    sandbox.write_file(pgn, "[Result \"*\"]\n\n1. e4 e5 *\n");
    const auto other = sandbox.root() / "other.pgn";
    sandbox.write_file(other, "[Result \"*\"]\n\n1. d4 *\n");
    const RunResult r = run_escaque(sandbox, {"--mode", "review", "--load", pgn.string()},
                                    "h abc\nh -3\nsave\nsave " + other.string() + "\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "How many moves? For example: h 6 (the last six moves), h (all).\n"
                    "How many moves?"));
    const std::string saved_to =
        "Saved to " + (sandbox.root() / "data" / "escaque" / "games").string();
    CHECK(has(said, saved_to));
    CHECK(has(said, "Not saved: " + other.string() + " holds another game; give a new file name."));
    CHECK(sandbox.read_file(other) == "[Result \"*\"]\n\n1. d4 *\n");
}

TEST_CASE("loading a file whose moves go on past the end of the game says where and why",
          "[tui][e2e]") {
    Sandbox sandbox;
    const auto pgn = sandbox.root() / "five.pgn";
    std::string moves;
    for (int i = 0; i < 4; ++i) moves += "Nf3 Nf6 Ng1 Ng8 ";
    sandbox.write_file(pgn, "[Result \"*\"]\n\n" + moves + "e4 *\n");
    const RunResult r = run_escaque(sandbox, {"--load", pgn.string()}, "");
    CHECK(r.exit_code == 1);
    CHECK(has(r.err, "move 9. e4 comes after the end of the game (the fivefold repetition)"));
}

TEST_CASE("review with nothing to review says so", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, {"--mode", "review"}, "");
    CHECK(r.exit_code == 1);
    CHECK(has(r.err, "no game has been played here yet: review one with --load FILE"));
    // A file that is not there, or is a folder, says so.
    RunResult missing = run_escaque(sandbox, {"--load", "/nonexistent.pgn"}, "");
    CHECK(missing.exit_code == 1);
    CHECK(has(missing.err, "/nonexistent.pgn: no such file"));
    missing = run_escaque(sandbox, {"--mode", "review", "--load", sandbox.root().string()}, "");
    CHECK(missing.exit_code == 1);
    CHECK(has(missing.err, ": it is a folder, not a file"));
}

TEST_CASE("the talking clock speaks the last seconds and the flag ends the game", "[tui][e2e]") {
    Sandbox sandbox;
    // Three seconds for the game: White's last seconds are announced, then the flag falls.
    escaque::testing::Conversation talk(sandbox, {"--mode", "two-players", "--tc", "3s+0"});
    REQUIRE(talk.wait_for([](const std::string& out) { return has(out, "flag has fallen"); },
                          std::chrono::seconds(20)));
    talk.type("quit");
    talk.type("yes");
    CHECK(talk.finish() == 0);
    const auto said = escaque::testing::read_speech_log(sandbox.speech_log());
    // The last seconds are counted down as bare numbers, each short enough for its second.
    bool idle_tick = false;
    for (const auto& line : said)
        if (line.priority == "idle" && (line.text == "Two." || line.text == "One."))
            idle_tick = true;
    CHECK(idle_tick);
    CHECK(has(spoken_text(said), "White's flag has fallen."));
    CHECK(has(sandbox.read_file(sandbox.state_folder() / "current.pgn"), "[Result \"0-1\"]"));
}

TEST_CASE("a saved game's clock waits while the program asks whether to resume it", "[tui][e2e]") {
    Sandbox sandbox;
    const std::vector<std::string> args = {"--mode", "two-players", "--tc", "1+0"};
    REQUIRE(run_escaque(sandbox, args, "quit\nyes\n").exit_code == 0);
    escaque::testing::Conversation talk(sandbox, args);
    REQUIRE(talk.wait_for([](const std::string& out) { return has(out, "Resume it?"); }));
    std::this_thread::sleep_for(std::chrono::seconds(4)); // a listener takes the question in
    talk.type("yes");
    talk.type("c");
    REQUIRE(talk.wait_for([](const std::string& out) { return has(out, ", Black one minute."); }));
    talk.type("quit");
    talk.type("yes");
    CHECK(talk.finish() == 0);
    // White's minute ran only while the two games were on: well under the four seconds waited.
    const bool kept = has(talk.out(), "White one minute,") ||
                      has(talk.out(), "White fifty-nine seconds,") ||
                      has(talk.out(), "White fifty-eight seconds,") ||
                      has(talk.out(), "White fifty-seven seconds,");
    INFO(talk.out());
    CHECK(kept);
}

TEST_CASE("Chess960 and a FEN start position", "[tui][e2e]") {
    Sandbox sandbox;
    RunResult r = run_escaque(sandbox, {"--mode", "two-players", "--chess960", "0"}, "p B\n");
    std::string said = spoken_text(r.said);
    CHECK(has(said, "Chess960 start position 0. From a to h: bishop, bishop, queen, knight, knight, "
                    "rook, king, rook."));
    CHECK(has(said, "White bishops: Anna one, Bella one."));
    r = run_escaque(sandbox, {"--mode", "two-players", "--fen", "7k/8/8/8/8/8/8/K5Q1 w - - 0 1"},
                    "Qg6\n");
    said = spoken_text(r.said);
    CHECK(has(said, "White to move."));
    CHECK((has(said, "Stalemate") || has(said, "stalemate")));
}

TEST_CASE("a game set up in a finished position says how it ended, once", "[tui][e2e]") {
    // Both kings stay behind the pawn wall for ever: dead before the first move.
    Sandbox sandbox;
    const RunResult r = run_escaque(
        sandbox, {"--mode", "two-players", "--fen", "8/2b5/kp1p1p2/1PpP1Pp1/K1P3P1/3B4/8/8 b - - 0 1"},
        "q\ny\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    const std::string ending = "Draw: dead position, neither side can checkmate.";
    const std::size_t first = position_of(said, ending);
    CHECK(first > position_of(said, "Black to move, in check."));
    CHECK(said.find(ending, first + 1) == std::string::npos);
}

TEST_CASE("a claim with the intended move that repeats the position is upheld", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, {"--mode", "two-players"},
                                    "Nf3\nNf6\nNg1\nNg8\nNf3\nNf6\nNg1\nclaim Ng8\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Black's draw claim is upheld: threefold repetition."));
    CHECK(has(said, "Draw by threefold repetition"));
    CHECK(has(sandbox.read_file(sandbox.state_folder() / "current.pgn"), "[Result \"1/2-1/2\"]"));
}

TEST_CASE("with confirm-moves the computer waits for Enter too", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(
        sandbox, {"--confirm-moves", "on", "--level", "1", "--seed", "7"}, "e4\nt\n\nt\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "You entered: pawn from Eva two to Eva four. Confirm with Enter.\n"
                    "Move one, White to move."));
    CHECK(has(said, "Move two, White to move."));
}

TEST_CASE("an autosave that cannot be written is told once, with the way out", "[tui][e2e]") {
    Sandbox sandbox;
    std::filesystem::remove_all(sandbox.root() / "state");
    sandbox.write_file(sandbox.root() / "state", "not a folder"); // $XDG_STATE_HOME is a file
    const RunResult r = run_escaque(sandbox, {"--mode", "two-players"},
                                    "e4\ne5\nsave " + (sandbox.root() / "g.pgn").string() + "\n");
    REQUIRE(r.exit_code == 0);
    int told = 0;
    for (const auto& line : r.said)
        if (has(line.text, "The game cannot be saved automatically")) {
            ++told;
            CHECK(has(line.text, "Save it yourself with: save FILE."));
        }
    CHECK(told == 1);
    CHECK(has(sandbox.read_file(sandbox.root() / "g.pgn"), "1. e4 e5"));
}

TEST_CASE("review without a file reviews the last game played", "[tui][e2e]") {
    Sandbox sandbox;
    run_escaque(sandbox, {"--mode", "two-players"}, "d4\nd5\n");
    const RunResult r = run_escaque(sandbox, {"--mode", "review"}, "end\n");
    REQUIRE(r.exit_code == 0);
    CHECK(has(spoken_text(r.said), "One, Black: pawn from David seven to David five."));
}

TEST_CASE("speech can also be written as WAV files", "[tui][e2e]") {
    Sandbox sandbox;
    const auto folder = sandbox.root() / "wav";
    const RunResult r =
        run_escaque(sandbox, {"--mode", "two-players", "--speech-wav", folder.string()}, "e4\n");
    REQUIRE(r.exit_code == 0);
    CHECK(std::filesystem::exists(folder / "0001.wav"));
    CHECK(std::filesystem::exists(folder / "0002.wav"));
}

TEST_CASE("a voice that is not installed is said at the start and refused in a game",
          "[tui][e2e]") {
    Sandbox sandbox;
    const auto folder = sandbox.root() / "wav";
    // The WAV files are spoken by espeak-ng, whose voices are known; a typo such as es419 would
    // otherwise be read in another voice without a word.
    const RunResult r = run_escaque(sandbox,
                                    {"--mode", "two-players", "--lang", "es", "--voice", "es419",
                                     "--speech-wav", folder.string()},
                                    "ajustes voice qq\najustes voice es-419\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    if (!std::filesystem::exists(folder / "0001.wav")) {
        WARN("espeak-ng cannot start here: its voices are not tested");
        return;
    }
    CHECK(has(said, "La voz es419 no está instalada; hablo con la voz es."));
    CHECK(has(said, "Sin cambios: voz: qq no está instalada; por ejemplo en, es, es-419 o "
                    "en+klatt"));
    CHECK(has(said, "Voz: es-419."));
}

TEST_CASE("set rate in a game changes the speech from then on, WAV files too", "[tui][e2e]") {
    Sandbox sandbox;
    const auto folder = sandbox.root() / "wav";
    // 0001 the greeting, 0002 "This game has no clock." at 175 words a minute, 0003 the new
    // rate said, 0004 the same sentence at 80.
    const RunResult r = run_escaque(
        sandbox, {"--mode", "two-players", "--speech-wav", folder.string()}, "c\nset rate 80\nc\n");
    REQUIRE(r.exit_code == 0);
    const auto fast = std::filesystem::file_size(folder / "0002.wav");
    const auto slow = std::filesystem::file_size(folder / "0004.wav");
    INFO(fast << " bytes against " << slow);
    CHECK(slow > fast * 3 / 2);
}

TEST_CASE("a delay game's score sheet keeps its control for --load", "[tui][e2e]") {
    Sandbox sandbox;
    const auto file = sandbox.root() / "delay.pgn";
    REQUIRE(run_escaque(sandbox, {"--mode", "record", "--tc", "G/5 d3", "--pgn", file.string()},
                        "e4\n\ne5\n\n")
                .exit_code == 0);
    // PGN's TimeControl has no form for a delay: escaque's own tag carries it.
    const std::string sheet = sandbox.read_file(file);
    CHECK(has(sheet, "[EscaqueTimeControl \"5 d3\"]"));
    CHECK_FALSE(has(sheet, "[TimeControl "));
    const RunResult loaded =
        run_escaque(sandbox, {"--mode", "record", "--load", file.string()}, "no\nc\n");
    REQUIRE(loaded.exit_code == 0);
    const std::string said = spoken_text(loaded.said);
    CHECK_FALSE(has(said, "This game has no clock."));
    CHECK(has(said, "White five minutes, Black five minutes."));
}

TEST_CASE("a PGN score sheet loaded plays on with its time control and its clocks", "[tui][e2e]") {
    Sandbox sandbox;
    const std::filesystem::path file = sandbox.root() / "game.pgn";
    sandbox.write_file(file, "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n"
                             "[TimeControl \"300+3\"]\n\n"
                             "1. e4 {[%clk 0:04:50]} 1... e5 {[%clk 0:04:30.5]} 2. Nf3 "
                             "{[%clk 0:04:12]} *\n");
    const RunResult r =
        run_escaque(sandbox, {"--mode", "record", "--load", file.string()}, "c\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Game loaded.")); // from --load: not the game saved here
    CHECK(has(said, "Last move: White knight from Gustav one to Felix three. White four minutes "
                    "twelve seconds, Black four minutes"));
    // Black's clock runs from 4:30.5 while the program starts and answers.
    CHECK((has(said, "White four minutes twelve seconds, Black four minutes thirty seconds.") ||
           has(said, "White four minutes twelve seconds, Black four minutes twenty-nine seconds.")));
    // The score sheet keeps the times the file recorded for the moves it holds (a retrace or
    // another load gives them back), not the times of the moment they were replayed.
    const std::string sheet = sandbox.read_file(sandbox.state_folder() / "current.pgn");
    CHECK(has(sheet, "[TimeControl \"300+3\"]"));
    CHECK(has(sheet, "1. e4 {[%clk 0:04:50]} 1... e5 {[%clk 0:04:30.5]} 2. Nf3 {[%clk 0:04:12]}"));
    // Without clock times in the file both sides have the control's time: no increments are
    // invented for the moves replayed.
    sandbox.write_file(file, "[TimeControl \"300+3\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n");
    const RunResult bare = run_escaque(sandbox, {"--mode", "record", "--load", file.string()}, "c\n");
    REQUIRE(bare.exit_code == 0);
    // White's clock runs from the start: 5:00 or just under it.
    const std::string bare_said = spoken_text(bare.said);
    INFO(bare_said);
    CHECK((has(bare_said, "White five minutes, Black five minutes.") ||
           has(bare_said, "White four minutes fifty-nine seconds, Black five minutes.")));
    // The file's clock is the one a quickplay finish applies to (none in blitz, 5+3).
    const RunResult quickplay = run_escaque(
        sandbox, {"--mode", "record", "--load", file.string(), "--quickplay-finish", "on"}, "c\n");
    CHECK(has(quickplay.err, "quickplay-finish: there is no quickplay finish in blitz"));
    sandbox.write_file(file, "[TimeControl \"1200\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n");
    const RunResult rapid = run_escaque(
        sandbox, {"--mode", "record", "--load", file.string(), "--quickplay-finish", "on"}, "c\n");
    CHECK(rapid.exit_code == 0);
    CHECK((has(spoken_text(rapid.said), "White twenty minutes, Black twenty minutes.") ||
           has(spoken_text(rapid.said), "White nineteen minutes fifty-nine seconds")));
    // A game that ended off the board (a resignation): said, and the score sheet goes on as *.
    sandbox.write_file(file, "[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n");
    const RunResult resigned = run_escaque(sandbox, {"--mode", "two-players", "--load", file.string()}, "Nc6\n");
    REQUIRE(resigned.exit_code == 0);
    CHECK(has(spoken_text(resigned.said),
              "The file gives the result: White won; play goes on from its last position."));
    CHECK(has(sandbox.read_file(sandbox.state_folder() / "current.pgn"), "[Result \"*\"]"));
    // Castling rights the position's rooks cannot use are dropped on reading, and the player is
    // told which: they would otherwise wonder why castling is refused.
    sandbox.write_file(file, "[SetUp \"1\"]\n[FEN \"r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1\"]\n\n*\n");
    const RunResult dropped =
        run_escaque(sandbox, {"--mode", "two-players", "--load", file.string()}, "quit\nyes\n");
    REQUIRE(dropped.exit_code == 0);
    CHECK(has(spoken_text(dropped.said),
              "The file's position gives the castling rights KQkq, read as Kq: a right with no "
              "rook to castle with is left out."));
    const RunResult spanish = run_escaque(
        sandbox, {"--lang", "es", "--mode", "two-players", "--load", file.string()}, "salir\nsí\n");
    CHECK(has(spoken_text(spanish.said),
              "La posición del fichero da los derechos de enroque KQkq, que se leen como Kq: un "
              "derecho sin torre con la que enrocar se quita."));
    sandbox.write_file(file, "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w Q - 0 1\"]\n\n*\n");
    const RunResult all_dropped =
        run_escaque(sandbox, {"--mode", "two-players", "--load", file.string()}, "quit\nyes\n");
    CHECK(has(spoken_text(all_dropped.said), "the castling rights Q, read as none: a right"));
}
