// Recording an over-the-board game: draw offers as they happen at the board, and the score
// sheet's names; in line mode through a script.
#include <catch2/catch.hpp>

#include <chrono>
#include <thread>

#include "program_runner.h"

using escaque::testing::has;
using escaque::testing::run_escaque;
using escaque::testing::RunResult;
using escaque::testing::Sandbox;
using escaque::testing::spoken_text;

TEST_CASE("recording: the names, event, site and round go on the score sheet", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(
        sandbox,
        {"--mode", "record", "--tc", "90+30", "--white", "Pérez, Ana", "--black", "López, Juan",
         "--event", "Club championship", "--site", "Madrid", "--round", "3"},
        "e4\n\n");
    REQUIRE(r.exit_code == 0);
    const std::string sheet = sandbox.read_file(sandbox.state_folder() / "current.pgn");
    CHECK(has(sheet, "[Event \"Club championship\"]\n[Site \"Madrid\"]"));
    CHECK(has(sheet, "[Round \"3\"]\n[White \"Pérez, Ana\"]\n[Black \"López, Juan\"]"));
    // Two people at a board: no engine is named on their score sheet.
    CHECK(!has(sheet, "EscaqueEngine"));
    // With no --site the place is unknown, not the program.
    Sandbox unnamed;
    run_escaque(unnamed, {"--mode", "record", "--tc", "90+30"}, "e4\n\n");
    const std::string plain = unnamed.read_file(unnamed.state_folder() / "current.pgn");
    CHECK(has(plain, "[Site \"?\"]"));
    CHECK(!has(plain, "EscaqueEngine"));
    // Resumed with other names: the game keeps its own, and says the option was not used.
    const RunResult resumed = run_escaque(sandbox, {"--white", "Someone else"}, "yes\n");
    CHECK(has(spoken_text(resumed.said), "--white"));
    CHECK(has(sandbox.read_file(sandbox.state_folder() / "current.pgn"),
              "[White \"Pérez, Ana\"]"));
    // A name must be one line of text.
    const RunResult bad = run_escaque(sandbox, {"--black", ""}, "");
    CHECK(bad.exit_code == 2);
    CHECK(has(bad.err, "--black: expected text on one line (up to 200 characters), not \"\""));
    CHECK(run_escaque(sandbox, {"--white", "   "}, "").exit_code == 2);
    CHECK(run_escaque(sandbox, {"--round", "\xff\xfe"}, "").exit_code == 2);

    // A loaded PGN keeps the names it has; the options fill the ones it leaves blank.
    Sandbox loading;
    loading.write_file(loading.root() / "bare.pgn", "[White \"Kasparov\"]\n\n1. e4 e5 *\n");
    REQUIRE(run_escaque(loading,
                        {"--mode", "two-players", "--load", (loading.root() / "bare.pgn").string(),
                         "--white", "Ana", "--black", "Juan"},
                        "")
                .exit_code == 0);
    const std::string loaded = loading.read_file(loading.state_folder() / "current.pgn");
    CHECK(has(loaded, "[White \"Kasparov\"]\n[Black \"Juan\"]"));

    // The player's own name, from the config file, goes on his side against the computer.
    Sandbox own;
    own.write_file(own.config_file(), "player = \"Ana\"\n");
    REQUIRE(run_escaque(own, {"--level", "1", "--color", "black"}, "").exit_code == 0);
    const std::string own_sheet = own.read_file(own.state_folder() / "current.pgn");
    CHECK(has(own_sheet, "[White \"escaque level 1\"]\n[Black \"Ana\"]"));
}

TEST_CASE("recording: an offer lapses when the other side enters a move", "[tui][e2e]") {
    Sandbox sandbox;
    // Black offers with 1...e5; White enters Nf3: "d" now offers with that move (the offer
    // lapsed when the move was made). Then offers follow each other as at the board, and an
    // empty line at "are you sure?" presses no clock.
    const RunResult r = run_escaque(sandbox, {"--mode", "record", "--tc", "90+30"},
                                    "e4\n\ne5\nd\n\nNf3\nd\n\ndecline\nNc6\n\nBb5\nd\n"
                                    "\nd\n\nt\nd\nyes\nquit\nyes\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "The draw offer goes with White's move; confirm with Enter.\n"
                    "Black's draw offer has lapsed."));
    CHECK_FALSE(has(said, "White accepts the draw: are you sure?"));
    CHECK_FALSE(has(said, "offered too recently"));
    CHECK(has(said, "Black accepts the draw: are you sure?\n"
                    "No answer to the question: nothing was done about it.\n"
                    "Move three, Black to move"));
    CHECK(has(said, "Black accepts the draw.\nDraw by agreement."));
}

TEST_CASE("recording: draw with a side named speaks for that side", "[tui][e2e]") {
    Sandbox sandbox;
    // White offers with Nf3; "draw white" again is no acceptance by Black. Then, with White's
    // next move entered, "draw black" is Black's own offer, not one going with White's move.
    const RunResult r = run_escaque(sandbox, {"--mode", "record", "--tc", "5+3"},
                                    "e4\n\ne5\n\nNf3\nd\n\ndraw white\nNc6\n\nBb5\ndraw black\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "White offers a draw.\nA draw offer is already waiting for an answer."));
    CHECK_FALSE(has(said, "Black accepts the draw: are you sure?"));
    CHECK(has(said, "You entered: bishop from Felix one to Bella five. Confirm with Enter.\n"
                    "Black offers a draw."));
}

TEST_CASE("recording: a question put aside reminds of the move still entered", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, {"--mode", "record", "--tc", "5+3"},
                                    "e4\nresign\n\n\nquit\nyes\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "White resigns: are you sure?\n"
                    "No answer to the question: nothing was done about it. The entered move "
                    "still waits: Enter confirms it, x cancels it.\n"
                    "Pawn from Eva two to Eva four."));
    // Without a move entered, the same empty line says only the first part.
    Sandbox fresh;
    const RunResult bare =
        run_escaque(fresh, {"--mode", "record", "--tc", "5+3"}, "resign\n\nquit\nyes\n");
    CHECK(has(spoken_text(bare.said), "nothing was done about it.\n"));
    CHECK_FALSE(has(spoken_text(bare.said), "still waits"));
}

TEST_CASE("recording: an adjourned game saved whole keeps its sealed move", "[tui][e2e]") {
    Sandbox sandbox;
    const auto sheet = sandbox.root() / "adjourned.pgn";
    const auto whole = sandbox.root() / "adjourned.escaque";
    const RunResult r = run_escaque(sandbox, {"--mode", "record", "--tc", "90+30"},
                                    "e4\n\ne5\n\nseal Nf3\nsave " + sheet.string() + "\nsave " +
                                        whole.string() + "\nquit\nyes\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    // The score sheet cannot hold a hidden move: the player is told where it can be kept.
    CHECK(has(said, "Saved to " + sheet.string() +
                        ". The sealed move is not in a score sheet: to keep it with the game, "
                        "save to a file whose name ends in .escaque."));
    CHECK(has(said, "Saved to " + whole.string() + ".\n"));
    CHECK_FALSE(has(sandbox.read_file(sheet), "Nf3"));

    // Loaded elsewhere (no automatic save): the sealed move is there to be revealed.
    Sandbox elsewhere;
    const RunResult loaded = run_escaque(elsewhere, {"--load", whole.string(), "--tc", "3+2"},
                                         "resume\nl\nsave " + whole.string() + "\n");
    REQUIRE(loaded.exit_code == 0);
    const std::string again = spoken_text(loaded.said);
    CHECK(has(again, "Knight from Gustav one to Felix three."));
    CHECK(has(again, "Last move: White knight from Gustav one to Felix three."));
    // It keeps its own clock, and says so.
    CHECK(has(again, "The loaded game keeps its own settings; --tc is for a new game."));
    // The file held an earlier state of this game: saved over.
    CHECK(has(again, "Saved to " + whole.string() + "."));
    CHECK(has(sandbox.read_file(whole), "\nply g1f3 "));
}

TEST_CASE("recording: a claim in tournament strictness names the claimant before it is made",
          "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(
        sandbox, {"--mode", "record", "--strictness", "tournament", "--tc", "90+30"},
        "Nf3\n\nclaim\nyes\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Black claims a draw: are you sure?\n"));
    CHECK(has(said, "Black's draw claim is rejected; White gets two minutes."));
}

TEST_CASE("recording: a claim stops the clock while it is confirmed", "[tui][e2e]") {
    // 6.12.2, 9.5: a player who claims with seconds left does not lose on time meanwhile.
    Sandbox sandbox;
    escaque::testing::Conversation talk(
        sandbox, {"--mode", "record", "--tc", "0:03+0", "--strictness", "tournament"});
    for (const char* line : {"e4", "", "e5", "", "claim"}) talk.type(line);
    REQUIRE(talk.wait_for([](const std::string& out) { return has(out, "are you sure?"); }));
    std::this_thread::sleep_for(std::chrono::milliseconds(3500));
    talk.type("yes");
    talk.type("c");
    REQUIRE(talk.wait_for([](const std::string& out) { return has(out, "Black one minute"); }));
    CHECK(!has(talk.out(), "flag"));
    CHECK(has(talk.out(), "White's draw claim is rejected; Black gets one minute."));
    CHECK(has(talk.out(), "White two point"));
    // No hint of how near the claim came in tournament mode.
    CHECK(!has(talk.out(), "appeared"));
}

TEST_CASE("recording: the talking clock is off at a tournament unless asked for", "[tui][e2e]") {
    // RULES.md §9.16, Appendix D: there the times are told when the player asks.
    const auto setting = [](std::vector<std::string> args) {
        const Sandbox sandbox; // no game to resume first
        args.insert(args.begin(), {"--mode", "record", "--tc", "90+30"});
        const RunResult r = run_escaque(sandbox, args, "set\nquit\nyes\n");
        if (has(r.out, "clock-announce on")) return "on";
        return has(r.out, "clock-announce off") ? "off" : "?";
    };
    CHECK(std::string(setting({"--strictness", "tournament"})) == "off");
    CHECK(std::string(setting({"--strictness", "tournament", "--clock-announce", "on"})) == "on");
    CHECK(std::string(setting({})) == "on");
}

TEST_CASE("recording: a new game after a resumed tournament one has its own talking clock",
          "[tui][e2e]") {
    Sandbox sandbox;
    run_escaque(sandbox, {"--mode", "record", "--tc", "90+30", "--strictness", "tournament"},
                "e4\n\n");
    // Resumed: the tournament game stays quiet; the casual game after it talks.
    const RunResult r =
        run_escaque(sandbox, {"--mode", "record", "--tc", "90+30", "--strictness", "casual"},
                    "yes\nset\nnew\nyes\nset\nquit\nyes\n");
    const auto off = r.out.find("clock-announce off");
    REQUIRE(off != std::string::npos);
    CHECK(r.out.find("clock-announce on", off) != std::string::npos);
}
