// Reviewing a score sheet: what escaque says of the offers, claims and endings it recorded; in
// line mode through a script.
#include <catch2/catch.hpp>

#include <filesystem>

#include "program_runner.h"

using escaque::testing::has;
using escaque::testing::run_escaque;
using escaque::testing::RunResult;
using escaque::testing::Sandbox;
using escaque::testing::spoken_text;

TEST_CASE("review: a draw offered with a move is said with it", "[tui][e2e]") {
    Sandbox sandbox;
    const auto pgn = sandbox.root() / "offers.pgn";
    sandbox.write_file(pgn, "[Event \"Test\"]\n\n1. e4 e5 {(=)} 2. Nf3 {(=) A comment} 1/2-1/2\n");
    const RunResult r = run_escaque(sandbox, {"--mode", "review", "--load", pgn.string(),
                                              "--lang", "es"},
                                    "\nn\nn\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Uno, negras: peón de Eva siete a Eva cinco. Las negras ofrecen tablas.\n"));
    CHECK(has(said, "Dos, blancas: caballo de Gustav uno a Felix tres. Las blancas ofrecen "
                    "tablas. Comentario: A comment."));
    // escaque's note of a claim names its written move, in the position it was made in.
    const auto claim = sandbox.root() / "claim.pgn";
    sandbox.write_file(claim, "1. Nf3 Nf6 2. Ng1 {Black claims a draw with Ng8: rejected, White "
                              "+2:00} Ng8 *\n");
    const RunResult c = run_escaque(sandbox, {"--mode", "review", "--load", claim.string()},
                                    "go 2\n");
    CHECK(has(spoken_text(c.said), "Comment: Black's draw claim with knight from Felix six to "
                                   "Gustav eight: rejected; White gets two minutes."));
}

TEST_CASE("review: the opening says why a game escaque recorded ended", "[tui][e2e]") {
    Sandbox sandbox;
    const auto said_for = [&](const std::string& moves, const char* lang) {
        const auto pgn = sandbox.root() / "ended.pgn";
        sandbox.write_file(pgn, moves + "\n");
        const RunResult r = run_escaque(
            sandbox, {"--mode", "review", "--load", pgn.string(), "--lang", lang}, "");
        return spoken_text(r.said);
    };
    CHECK(has(said_for("1. e4 e5 2. Nf3 {White illegal move 2: loses} 0-1", "en"),
              ": Black won by illegal moves."));
    CHECK(has(said_for("1. e4 e5 {Black resigns} 1-0", "es"),
              ": ganaron las blancas por abandono."));
    CHECK(has(said_for("1. e4 e5 {Draw agreed} 1/2-1/2", "es"), ": tablas de mutuo acuerdo."));
    // A note that does not fit the result says nothing of why.
    CHECK(has(said_for("1. e4 e5 {White resigns} 1-0", "en"), ": White won. "));
}

TEST_CASE("review: the opening says which castling rights of the file were left out",
          "[tui][e2e]") {
    Sandbox sandbox;
    const auto pgn = sandbox.root() / "rights.pgn";
    sandbox.write_file(pgn,
                       "[SetUp \"1\"]\n[FEN \"r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1\"]\n\n1. O-O *\n");
    const RunResult english =
        run_escaque(sandbox, {"--mode", "review", "--load", pgn.string()}, "");
    REQUIRE(english.exit_code == 0);
    CHECK(has(spoken_text(english.said),
              "The file's position gives the castling rights KQkq, read as Kq: a right with no "
              "rook to castle with is left out."));
    const RunResult spanish =
        run_escaque(sandbox, {"--mode", "review", "--load", pgn.string(), "--lang", "es"}, "");
    CHECK(has(spoken_text(spanish.said),
              "La posición del fichero da los derechos de enroque KQkq, que se leen como Kq"));
    // A file whose rights all stand says nothing of them.
    sandbox.write_file(pgn,
                       "[SetUp \"1\"]\n[FEN \"r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1\"]\n\n1. O-O *\n");
    const RunResult kept = run_escaque(sandbox, {"--mode", "review", "--load", pgn.string()}, "");
    CHECK_FALSE(has(spoken_text(kept.said), "castling rights"));
}

TEST_CASE("review: save refuses a name for a whole game and keeps the score sheet", "[tui][e2e]") {
    Sandbox sandbox;
    const auto pgn = sandbox.root() / "game.pgn";
    sandbox.write_file(pgn, "1. e4 e5 *\n");
    const auto whole = sandbox.root() / "game.escaque";
    const RunResult r = run_escaque(sandbox, {"--mode", "review", "--load", pgn.string()},
                                    "save " + whole.string() + "\n");
    CHECK(has(spoken_text(r.said), "Not saved: review saves the score sheet; give a name ending "
                                   "in .pgn."));
    CHECK_FALSE(std::filesystem::exists(whole));
}

TEST_CASE("review: the turn at a mate or a stalemate says so", "[tui][e2e]") {
    Sandbox sandbox;
    const auto stalemate = sandbox.root() / "stalemate.pgn";
    sandbox.write_file(
        stalemate, "[FEN \"k7/8/8/2Q5/8/8/8/K7 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Qb6 1/2-1/2\n");
    const RunResult s = run_escaque(
        sandbox, {"--mode", "review", "--load", stalemate.string(), "--lang", "es"}, "end\nt\n");
    CHECK(has(spoken_text(s.said), "Jugada uno, las negras están ahogadas: tablas."));
    const auto mate = sandbox.root() / "mate.pgn";
    sandbox.write_file(mate, "1. f3 e5 2. g4 Qh4# 0-1\n");
    const RunResult m =
        run_escaque(sandbox, {"--mode", "review", "--load", mate.string()}, "end\nt\n");
    CHECK(has(spoken_text(m.said), "Move three, White is checkmated."));
    CHECK(!has(spoken_text(m.said), "in check"));
}

TEST_CASE("review: go names the moves the game has when asked for one it has not", "[tui][e2e]") {
    Sandbox sandbox;
    const auto pgn = sandbox.root() / "short.pgn";
    sandbox.write_file(pgn, "1. e4 e5 2. Nf3 *\n");
    const RunResult r = run_escaque(sandbox, {"--mode", "review", "--load", pgn.string()},
                                    "go 2 black\ngo 1...\ngo 2.\ngo 7\nh 0\ngo -3\n");
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Black has no move 2 in this game: it goes from White's move 1 to White's "
                    "move 2."));
    // Score-sheet forms: "1..." is Black's first move, "2." White's second.
    CHECK(has(said, "One, Black: pawn from Eva seven to Eva five."));
    CHECK(has(said, "Two, White: knight from Gustav one to Felix three."));
    CHECK(has(said, "There is no move 7 in this game: it goes from White's move 1 to White's "
                    "move 2."));
    CHECK(has(said, "How many moves?"));
    CHECK(has(said, "Which move?"));
    CHECK(!has(said, "no move -3"));
}

TEST_CASE("review: the board outweighs a file's result, and says so", "[tui][e2e]") {
    Sandbox sandbox;
    const auto dead = sandbox.root() / "dead.pgn";
    sandbox.write_file(dead, "[FEN \"k7/8/8/8/8/8/1r6/KB6 w - - 0 1\"]\n[SetUp \"1\"]\n"
                             "[Result \"1-0\"]\n\n1. Kxb2 1-0\n");
    const RunResult d = run_escaque(sandbox, {"--mode", "review", "--load", dead.string()}, "");
    CHECK(has(spoken_text(d.said), "drawn in a dead position, though the file says: White won."));
    const auto mate = sandbox.root() / "mate.pgn";
    sandbox.write_file(mate, "1. f3 e5 2. g4 Qh4# 1-0\n");
    const RunResult m =
        run_escaque(sandbox, {"--mode", "review", "--load", mate.string(), "--lang", "es"}, "");
    CHECK(has(spoken_text(m.said),
              "ganaron las negras por jaque mate, aunque el archivo dice: ganaron las blancas."));
}

TEST_CASE("review: the turn at a final dead position says the game ended drawn", "[tui][e2e]") {
    Sandbox sandbox;
    // What 't' says at the end of a one-move game from `fen`.
    const auto turn_at_end = [&sandbox](const char* fen, const char* move, const char* lang) {
        const auto pgn = sandbox.root() / "dead.pgn";
        sandbox.write_file(pgn, std::string("[FEN \"") + fen + "\"]\n[SetUp \"1\"]\n\n1. " +
                                    move + " 1/2-1/2\n");
        return spoken_text(
            run_escaque(sandbox, {"--mode", "review", "--load", pgn.string(), "--lang", lang},
                        "end\nt\n")
                .said);
    };
    const std::string en = turn_at_end("k7/8/8/8/8/8/1r6/KN6 w - - 0 1", "Kxb2", "en");
    CHECK(has(en, "Move one, a dead position: neither side can checkmate; a draw."));
    CHECK(!has(en, "Black to move"));
    CHECK(has(turn_at_end("k7/8/8/8/8/8/1r6/KN6 w - - 0 1", "Kxb2", "es"),
              "Jugada uno, posición muerta: ningún bando puede dar mate; tablas."));
    // A check there changes nothing: the game is over.
    const std::string check = turn_at_end("k7/8/8/8/8/8/8/K4B2 w - - 0 1", "Bg2+", "en");
    CHECK(has(check, "Move one, a dead position: neither side can checkmate; a draw."));
    CHECK(!has(check, "in check"));
}
