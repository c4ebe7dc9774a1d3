// Starting the computer: what is said while an external engine starts and when it fails, the
// clock held meanwhile, the score sheet naming the engine that really plays, and "new" after
// a resumed game; in line mode through a script.
#include <catch2/catch.hpp>

#include <filesystem>

#include "program_runner.h"

namespace fs = std::filesystem;
using escaque::testing::fake_engine;
using escaque::testing::has;
using escaque::testing::run_escaque;
using escaque::testing::RunResult;
using escaque::testing::Sandbox;
using escaque::testing::spoken_text;

namespace {
std::string said(const RunResult& r) { return spoken_text(r.said); }
} // namespace

TEST_CASE("a Spanish player hears in Spanish why the computer failed", "[tui][e2e][faults]") {
    Sandbox sandbox;
    const RunResult missing =
        run_escaque(sandbox, {"--line", "--lang", "es", "--engine", "uci:/nonexistent/engine",
                              "--level", "1", "--color", "white"},
                    "salir\nsí\n");
    INFO(missing.out + missing.err);
    CHECK(has(said(missing), "El ordenador ha fallado: no hay ningún programa de ajedrez en "
                             "/nonexistent/engine. Sigue jugando escaque nivel 1."));
    Sandbox second;
    {
        // The crash is heard while the engine thinks: the input must not end before it.
        escaque::testing::Conversation talk(
            second, {"--line", "--lang", "es", "--engine", "uci:" + fake_engine(second, "crash"),
                     "--level", "1", "--color", "white", "--seed", "3"});
        talk.type("e4");
        CHECK(talk.wait_for([](const std::string& out) { return has(out, "Sigue jugando"); }));
        talk.finish();
    }
    const std::string crashed = spoken_text(escaque::testing::read_speech_log(second.speech_log()));
    INFO(crashed);
    CHECK(has(crashed, "El ordenador ha fallado: Fake Engine crash dejó de funcionar: lo "
                       "detuvo la señal 6. Sigue jugando escaque nivel 1."));
    CHECK_FALSE(has(crashed, "stopped working"));

    // An option the engine refuses is told in Spanish too, reason and all.
    Sandbox third;
    const RunResult refused = run_escaque(third,
                                          {"--line", "--lang", "es", "--engine",
                                           "uci:" + fake_engine(third, "good") + ",Threads=0",
                                           "--level", "1", "--color", "white"},
                                          "salir\nsí\n");
    INFO(refused.out + refused.err);
    CHECK(has(said(refused), "no acepta la opción Threads=0: Threads va de 1 a 512"));
    CHECK_FALSE(has(said(refused), "must be between"));
}

TEST_CASE("the engine's start is said, and a resumed game's clock waits for it",
          "[tui][e2e][engine]") {
    Sandbox sandbox;
    // An engine that takes three seconds to start.
    const fs::path slow = sandbox.root() / "slow-engine";
    sandbox.write_file(slow, "#!/bin/sh\nsleep 3\nexec '" + fake_engine(sandbox, "good") + "'\n");
    fs::permissions(slow, fs::perms::owner_all);
    const RunResult first = run_escaque(
        sandbox,
        {"--line", "--engine", "uci:" + slow.string(), "--level", "1", "--tc", "5+0", "--color",
         "black"},
        "c\n");
    REQUIRE(first.exit_code == 0);
    CHECK(has(said(first), "Starting slow-engine.\n"));
    // Resumed with Black to move: the three seconds are not taken from Black's clock.
    const RunResult again = run_escaque(sandbox, {"--line"}, "yes\nc\n");
    REQUIRE(again.exit_code == 0);
    INFO(said(again));
    CHECK(has(said(again), "Starting slow-engine.\nGame resumed."));
    CHECK(has(said(again), "White four minutes fifty-nine seconds, Black four minutes fifty-nine "
                           "seconds.\nWhite four minutes fifty-nine seconds, Black four minutes "
                           "fifty-nine seconds."));
}

TEST_CASE("after an engine failure a new game names the engine that plays, at its level",
          "[tui][e2e][engine]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(
        sandbox,
        {"--line", "--engine", "uci:" + (sandbox.root() / "missing").string(), "--level", "3",
         "--color", "white"},
        "e4\nset level 7\nnew\nyes\nd4\n");
    REQUIRE(r.exit_code == 0);
    CHECK(has(said(r), "New game against escaque level 7."));
    const std::string sheet = sandbox.read_file(sandbox.state_folder() / "current.pgn");
    CHECK(has(sheet, "[Black \"escaque level 7\"]"));
    CHECK(has(sheet, "[EscaqueEngine \"builtin:7\"]"));
    CHECK(has(sheet, "[EscaqueLevel \"7\"]"));
    // Resumed: the same opponent, without trying the missing program again.
    const RunResult again = run_escaque(sandbox, {"--line"}, "yes\n");
    REQUIRE(again.exit_code == 0);
    CHECK(has(said(again), "a game against escaque level 7"));
    CHECK_FALSE(has(said(again), "The computer failed"));
}

TEST_CASE("new after a resumed game repeats its colour and clock but not what was chosen",
          "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult first = run_escaque(
        sandbox, {"--line", "--level", "5", "--tc", "5+3", "--color", "black", "--seed", "3"},
        "c\n");
    REQUIRE(first.exit_code == 0);
    const RunResult again = run_escaque(sandbox, {"--line"}, "yes\nnew\nyes\n");
    REQUIRE(again.exit_code == 0);
    CHECK(has(said(again), "New game against escaque level 5. You play Black. Five minutes plus "
                           "three seconds per move."));
    // Options given when resuming are for the next game, as the player is told.
    const RunResult chosen =
        run_escaque(sandbox, {"--line", "--tc", "10", "--level", "2"}, "yes\nnew\nyes\n");
    REQUIRE(chosen.exit_code == 0);
    CHECK(has(said(chosen), "--level and --tc are for a new game."));
    CHECK(has(said(chosen), "New game against escaque level 2. You play Black. Ten minutes for "
                            "the game."));
}
