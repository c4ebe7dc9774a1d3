// The quickplay finish as a user types it: a game saved with White under two minutes is loaded,
// White claims, the arbiter postpones with a bonus, then upholds; and a referred claim.
#include <catch2/catch.hpp>

#include "chess/fen.h"
#include "chess/uci.h"
#include "clock/human_time_control.h"
#include "game/save_file.h"
#include "program_runner.h"
#include "support/manual_time_source.h"

using escaque::testing::has;
using escaque::testing::run_escaque;
using escaque::testing::RunResult;
using escaque::testing::Sandbox;
using escaque::testing::spoken_text;
using namespace escaque;
using namespace std::chrono_literals;

namespace {

// A two-player game, sixty minutes each, after 1. e4 e5 with White's clock down to 1:30.
std::string low_time_save(bool arbiter_present) {
    game::GameSetup setup;
    setup.start = *chess::parse_fen(chess::START_FEN);
    setup.control = *clock::parse_time_control("60");
    setup.quickplay_finish = true;
    setup.arbiter_present = arbiter_present;
    test::ManualTimeSource time;
    game::Game g(time, setup);
    REQUIRE(g.start());
    for (const char* uci : {"e2e4", "e7e5"}) REQUIRE(g.play(chess::move_from_uci(g.position(), uci)));
    time.advance(58min + 30s);
    g.tick();
    return game::serialize_game(g, {{"EscaqueMode", "two-players"}});
}

} // namespace

TEST_CASE("quickplay: claim, postponement with a bonus, the arbiter upholds", "[tui][e2e][quickplay]") {
    Sandbox sandbox;
    const auto save = sandbox.root() / "low.escaque";
    sandbox.write_file(save, low_time_save(true));
    const RunResult r = run_escaque(sandbox, {"--load", save.string()},
                                    "claim quickplay\nNf3\narbiter postpone bonus\n"
                                    "claim quickplay effort\nNf3\nNc6\narbiter uphold\nquit\nyes\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "White claims a draw, quickplay finish: the opponent cannot win by normal "
                    "means. Clocks stopped; the arbiter must rule."));
    CHECK(has(said, "Play is stopped until the arbiter rules."));
    CHECK(has(said, "The arbiter postpones the ruling on White's claim; play on. Black gets two "
                    "minutes."));
    CHECK(has(said, "Play is stopped until the arbiter rules. A claim is already standing."));
    CHECK(has(said, "White's quickplay claim is upheld."));
    CHECK(has(said, "Draw: quickplay finish claim upheld."));
    const std::string sheet = sandbox.read_file(sandbox.state_folder() / "current.pgn");
    CHECK(has(sheet, "[Result \"1/2-1/2\"]"));
    CHECK(has(sheet, "[Termination \"adjudication\"]"));
}

TEST_CASE("quickplay with no arbiter: the claim ends play and waits in the saved game",
          "[tui][e2e][quickplay]") {
    Sandbox sandbox;
    const auto save = sandbox.root() / "low.escaque";
    sandbox.write_file(save, low_time_save(false));
    const RunResult first =
        run_escaque(sandbox, {"--load", save.string()}, "claim quickplay both\nNf3\nquit\nyes\n");
    REQUIRE(first.exit_code == 0);
    CHECK(has(spoken_text(first.said), "The game stops here; the position and the score sheet "
                                       "are saved for the arbiter."));
    // The designated arbiter opens the saved game later and rules.
    const RunResult later = run_escaque(
        sandbox, {"--load", (sandbox.state_folder() / "current.escaque").string()},
        "arbiter postpone\narbiter reject\nquit\nyes\n");
    REQUIRE(later.exit_code == 0);
    const std::string said = spoken_text(later.said);
    CHECK(has(said, "That ruling is not possible now. A referred claim cannot be postponed."));
    CHECK(has(said, "Black wins: the arbiter rejects White's quickplay claim."));
}

TEST_CASE("quickplay options that cannot apply are refused at the start", "[tui][e2e][quickplay]") {
    Sandbox sandbox;
    const RunResult blitz =
        run_escaque(sandbox, {"--mode", "two-players", "--tc", "5", "--quickplay-finish", "on"}, "");
    CHECK(blitz.exit_code != 0);
    CHECK(has(blitz.out + blitz.err, "quickplay-finish: there is no quickplay finish in blitz"));
    const RunResult flags =
        run_escaque(sandbox, {"--mode", "two-players", "--tc", "5", "--flags", "claim"}, "");
    CHECK(flags.exit_code != 0);
    CHECK(has(flags.out + flags.err, "flags by claim are a rule of the 2001 Laws"));
}
