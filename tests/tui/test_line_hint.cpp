// Asking for a hint: against the computer a move is suggested; not in a tournament game, not in
// a recorded one; in line mode through a script.
#include <catch2/catch.hpp>

#include "program_runner.h"

using escaque::testing::has;
using escaque::testing::run_escaque;
using escaque::testing::RunResult;
using escaque::testing::Sandbox;
using escaque::testing::spoken_text;

TEST_CASE("hint: a move is suggested and refused where advice is not allowed", "[tui][e2e]") {
    Sandbox sandbox;
    const std::string fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    const RunResult r =
        run_escaque(sandbox, {"--fen", fen, "--seed", "3"}, "hint\n");
    REQUIRE(r.exit_code == 0);
    CHECK(has(spoken_text(r.said), "Hint: queen from Hector five to Felix seven, takes pawn with "
                                   "checkmate."));

    Sandbox tournament;
    const RunResult t = run_escaque(tournament, {"--strictness", "tournament"}, "hint\n");
    CHECK(has(spoken_text(t.said), "In a tournament game there are no hints (Article 11.3)."));

    Sandbox record;
    const RunResult c = run_escaque(record, {"--mode", "record", "--lang", "es"}, "pista\n");
    CHECK(has(spoken_text(c.said), "Pista es solo para una partida contra el ordenador o entre "
                                   "dos jugadores en un teclado."));
}
