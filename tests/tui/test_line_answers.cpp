// What a player says after the program asks or after a move is entered, in line mode through a
// script: the piece for a promotion, a claim that goes with the entered move, and the
// question whether to resume a saved game.
#include <catch2/catch.hpp>
#include <filesystem>

#include "program_runner.h"

using escaque::testing::has;
using escaque::testing::run_escaque;
using escaque::testing::RunResult;
using escaque::testing::Sandbox;
using escaque::testing::spoken_text;

namespace {
const char* const PROMOTION_FEN = "8/1P6/8/7k/8/8/6p1/4K3 w - - 0 1";
} // namespace

TEST_CASE("the promotion question is answered with the piece's name or letter", "[tui][e2e]") {
    Sandbox sandbox;
    // "q" and "n" are also commands (quit, next): after the question they name the piece.
    const RunResult r =
        run_escaque(sandbox, {"--mode", "two-players", "--fen", PROMOTION_FEN},
                    "b8\nq\ng1\nknight\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Promote to which piece? Queen, rook, bishop or knight."));
    CHECK(has(said, "promotes to queen"));
    CHECK(has(said, "promotes to knight"));
    CHECK(!has(said, "Quit the game"));
    const std::string sheet = sandbox.read_file(sandbox.state_folder() / "current.pgn");
    CHECK(has(sheet, "1. b8=Q g1=N"));
}

TEST_CASE("a one-letter underpromotion that is also a command is asked about first",
          "[tui][e2e]") {
    Sandbox sandbox;
    // "r" to hear the question again, "b" for the board: a rook or a bishop only when confirmed.
    const RunResult r = run_escaque(sandbox, {"--mode", "two-players", "--fen", PROMOTION_FEN},
                                    "b8\nr\nno\nb\nyes\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Promote to rook: are you sure?"));
    CHECK(has(said, "Promote to bishop: are you sure?"));
    CHECK(said.find("Promote to which piece?") != said.rfind("Promote to which piece?"));
    CHECK(has(said, "promotes to bishop"));
    CHECK_FALSE(has(said, "promotes to rook"));
    CHECK(has(sandbox.read_file(sandbox.state_folder() / "current.pgn"), "1. b8=B"));
}

TEST_CASE("turn after the end says how the game ended", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r =
        run_escaque(sandbox, {"--mode", "two-players"}, "f3\ne5\ng4\nQh4\nt\n");
    CHECK(has(spoken_text(r.said),
              "Black wins by checkmate. Moves made: White two, Black two."));
}

TEST_CASE("an answer that names no piece drops the promotion question", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, {"--mode", "record", "--lang", "es", "--fen",
                                              PROMOTION_FEN},
                                    "b8\nreloj\nd\nb8\nd\n\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    // "reloj" is the clock read-out, then "d" alone is the draw command (nothing entered).
    CHECK(has(said, "Esta partida no tiene reloj."));
    // Recording: the move with the piece named is spoken back and confirmed with Enter.
    CHECK(has(said, "promociona a dama"));
    const std::string sheet = sandbox.read_file(sandbox.state_folder() / "current.pgn");
    CHECK(has(sheet, "1. b8=Q"));
}

TEST_CASE("a command that sets the promotion question aside says the move was not played",
          "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult es = run_escaque(
        sandbox, {"--mode", "two-players", "--lang", "es", "--fen", PROMOTION_FEN}, "b8\nsalir\n");
    CHECK(has(spoken_text(es.said), "La jugada b8 no se ha hecho: escríbela otra vez con la "
                                    "pieza, como b8=D.\nSalir de la partida: ¿seguro?"));
    Sandbox again;
    const RunResult en = run_escaque(again, {"--mode", "two-players", "--fen", PROMOTION_FEN},
                                     "b8\nclock\nb8=Q\n");
    const std::string said = spoken_text(en.said);
    CHECK(has(said, "The move b8 was not played: type it again with the piece, as b8=Q."));
    CHECK(has(said, "promotes to queen"));
    CHECK(has(again.read_file(again.state_folder() / "current.pgn"), "1. b8=Q"));
    // The move written whole at the question is played, with no word of its being put aside.
    Sandbox whole;
    const RunResult w = run_escaque(whole, {"--mode", "two-players", "--fen", PROMOTION_FEN},
                                    "b8+\nb8=Q\n");
    CHECK(has(spoken_text(w.said), "promotes to queen"));
    CHECK(!has(spoken_text(w.said), "was not played"));
    Sandbox marked;
    const RunResult m = run_escaque(marked, {"--mode", "two-players", "--fen", PROMOTION_FEN},
                                    "b8!\nclock\n");
    CHECK(has(spoken_text(m.said), "The move b8 was not played: type it again with the piece, "
                                   "as b8=Q."));
}

TEST_CASE("a king or pawn named for the promotion asks again, cancel drops the question",
          "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, {"--mode", "two-players", "--fen", PROMOTION_FEN},
                                    "b8\nking\nx\nb8\nk\n/x\nb8\nking\nrook\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "A pawn cannot promote to a king. Promote to which piece? Queen, rook, "
                    "bishop or knight.\nNothing was done."));
    // The letter k too, and /x cancels as x does.
    CHECK(has(said, "Nothing was done.\nPromote to which piece? Queen, rook, bishop or knight.\n"
                    "A pawn cannot promote to a king. Promote to which piece? Queen, rook, bishop "
                    "or knight.\nNothing was done."));
    CHECK(has(said, "promotes to rook"));
    CHECK(has(sandbox.read_file(sandbox.state_folder() / "current.pgn"), "1. b8=R"));
    // Enter alone or yes keeps the question: "q" after them is still the queen, not quit.
    Sandbox again;
    const RunResult kept = run_escaque(again, {"--mode", "two-players", "--fen", PROMOTION_FEN},
                                       "b8\n\nyes\nq\n");
    CHECK(has(spoken_text(kept.said), "promotes to queen"));
    CHECK_FALSE(has(spoken_text(kept.said), "Quit the game"));
}

TEST_CASE("a claim after a move is entered goes with that move", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(
        sandbox, {"--mode", "record", "--tc", "90+30", "--strictness", "tournament"},
        "Nf3\n\nNf6\n\nNg1\n\nNg8\n\nNf3\n\nNf6\n\nNg1\n\nNg8\nclaim\nyes\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Black's draw claim is upheld: threefold repetition."));
    CHECK(!has(said, "rejected"));
    CHECK(has(sandbox.read_file(sandbox.state_folder() / "current.pgn"), "[Result \"1/2-1/2\"]"));
}

TEST_CASE("the resume question: n is no, other words are told to answer, the game is kept",
          "[tui][e2e]") {
    Sandbox sandbox;
    const std::vector<std::string> args = {"--mode", "two-players"};
    REQUIRE(run_escaque(sandbox, args, "e4\ne5\n").exit_code == 0);
    // Leaving at the question keeps the saved game, and says so.
    RunResult r = run_escaque(sandbox, args, "quit\n");
    REQUIRE(r.exit_code == 0);
    CHECK(has(spoken_text(r.said), "Resume it? Yes or no.\nThe game is saved. Goodbye."));
    r = run_escaque(sandbox, args, "maybe\nn\nd4\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Please answer yes or no. An unfinished game was saved"));
    CHECK(has(said, "The unfinished game is kept in "));
    CHECK(has(said, "New game for two players."));
    // The game not resumed is in the games folder, its moves intact, as a score sheet and as
    // its exact state.
    const std::filesystem::path games = sandbox.root() / "data" / "escaque" / "games";
    REQUIRE(std::filesystem::is_directory(games));
    int sheets = 0, states = 0;
    for (const auto& entry : std::filesystem::directory_iterator(games)) {
        if (entry.path().extension() == ".pgn") {
            CHECK(has(sandbox.read_file(entry.path()), "1. e4 e5 *"));
            ++sheets;
        } else if (entry.path().extension() == ".escaque") {
            CHECK(sandbox.read_file(entry.path()).starts_with("escaque-save"));
            ++states;
        }
    }
    CHECK(sheets == 1);
    CHECK(states == 1);
    // Asked again and again, the hint is said once each time, never piled up.
    r = run_escaque(sandbox, args, "\n\nyes\n");
    CHECK(!has(spoken_text(r.said), "Please answer yes or no. Please answer"));
    CHECK(has(sandbox.read_file(sandbox.state_folder() / "current.pgn"), "1. d4 *"));
}

TEST_CASE("the resume question in Spanish takes s for sí", "[tui][e2e]") {
    Sandbox sandbox;
    const std::vector<std::string> args = {"--mode", "two-players", "--lang", "es"};
    REQUIRE(run_escaque(sandbox, args, "e4\n").exit_code == 0);
    const RunResult r = run_escaque(sandbox, args, "s\ne5\n");
    REQUIRE(r.exit_code == 0);
    CHECK(has(spoken_text(r.said), "Partida reanudada."));
    CHECK(has(sandbox.read_file(sandbox.state_folder() / "current.pgn"), "1. e4 e5 *"));
}

TEST_CASE("after a mate on the computer's turn, claims, sealing and resigning hear the game is over",
          "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, {"--fen", "7k/5Q2/5K2/8/8/8/8/8 w - - 0 1"},
                                    "Qg7\nclaim time\nseal Kg6\nresign\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "White wins by checkmate.\nThe game is over.\nThe game is over.\n"
                    "The game is over."));
    CHECK(!has(said, "the computer is thinking"));
    CHECK(!has(said, "are you sure"));
}

TEST_CASE("a --pgn file that cannot be written is told apart from the automatic save",
          "[tui][e2e]") {
    Sandbox sandbox;
    RunResult r = run_escaque(sandbox, {"--mode", "two-players", "--pgn", "/proc/escaque/x.pgn"},
                              "e4\ne5\n");
    REQUIRE(r.exit_code == 0);
    std::string said = spoken_text(r.said);
    CHECK(has(said, "The score sheet file cannot be written: cannot create the folder "
                    "/proc/escaque: "));
    CHECK(has(said, "The game itself is still saved automatically."));
    CHECK(!has(said, "cannot be saved automatically"));
    CHECK(!has(said, ".tmp."));
    CHECK(has(said, "The game is saved. Goodbye."));
    // Missing folders of a --pgn file are made, as for "save FILE".
    const std::filesystem::path deep = sandbox.root() / "games" / "club" / "round3.pgn";
    r = run_escaque(sandbox, {"--mode", "two-players", "--pgn", deep.string()}, "no\nd4\n");
    REQUIRE(r.exit_code == 0);
    CHECK(has(sandbox.read_file(deep), "1. d4 *"));
}

TEST_CASE("two players: undo asks, naming the move, then takes it back", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, {"--mode", "two-players"},
                                    "e4\ne5\nundo\nno\nundo\nyes\nc5\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Take back Black's move, pawn from Eva seven to Eva five: are you sure?\n"
                    "Nothing was done."));
    CHECK(has(said, "Back to the position after move one by White"));
    CHECK(has(sandbox.read_file(sandbox.state_folder() / "current.pgn"), "1. e4 c5 *"));
    // In tournament strictness a completed move stands (4.7).
    Sandbox strict;
    const RunResult t = run_escaque(
        strict, {"--mode", "two-players", "--tc", "5+3", "--strictness", "tournament"},
        "yes\ne4\nundo\ne5\n");
    CHECK(has(spoken_text(t.said), "There is no question to answer.")); // "yes" unasked
    CHECK(has(spoken_text(t.said), "In a tournament game a completed move cannot be taken back."));
    CHECK(has(strict.read_file(strict.state_folder() / "current.pgn"), "1. e4"));
    CHECK(has(strict.read_file(strict.state_folder() / "current.pgn"), "e5"));
    // A move entered and not yet confirmed is no completed move: undo forgets it.
    Sandbox entered;
    const RunResult e = run_escaque(entered,
                                    {"--mode", "two-players", "--tc", "5+3", "--strictness",
                                     "tournament", "--confirm-moves", "on"},
                                    "e4\nundo\nd4\n\n");
    CHECK(has(spoken_text(e.said), "Move forgotten; type the right one."));
    CHECK(has(entered.read_file(entered.state_folder() / "current.pgn"), "1. d4"));
}

TEST_CASE("a claim when the position has just appeared a third time ignores the entered move",
          "[tui][e2e]") {
    Sandbox sandbox;
    // After 4...Ng8 the start position stands for the third time; the recorder has already
    // entered White's next move when the claim comes (9.2.1.2).
    const RunResult r = run_escaque(
        sandbox, {"--mode", "record", "--tc", "90+30", "--strictness", "tournament"},
        "Nf3\n\nNf6\n\nNg1\n\nNg8\n\nNf3\n\nNf6\n\nNg1\n\nNg8\n\ne4\nclaim\nyes\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "White's draw claim is upheld: threefold repetition."));
    CHECK(!has(said, "rejected"));
}

TEST_CASE("quitting a finished game or a review asks nothing", "[tui][e2e]") {
    Sandbox sandbox;
    RunResult r = run_escaque(sandbox, {"--mode", "two-players"}, "f3\ne5\ng4\nQh4\nquit\n");
    REQUIRE(r.exit_code == 0);
    std::string said = spoken_text(r.said);
    CHECK(has(said, "Black wins by checkmate."));
    CHECK(!has(said, "are you sure"));
    r = run_escaque(sandbox, {"--mode", "review"}, "quit\n");
    REQUIRE(r.exit_code == 0);
    CHECK(!has(spoken_text(r.said), "are you sure"));
}

TEST_CASE("two players: accepting a draw asks first, naming the side", "[tui][e2e]") {
    Sandbox sandbox;
    // A second "d" by mistake does not end the game ("no", or cancel); "d" again and "yes" do.
    const RunResult r = run_escaque(sandbox, {"--mode", "two-players"},
                                    "e4\ne5\nNf3\nd\nd\nx\nd\nno\nd\nyes\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "White offers a draw."));
    CHECK(has(said, "Black accepts the draw: are you sure?\nNothing was done.\n"
                    "Black accepts the draw: are you sure?\nNothing was done.\n"
                    "Black accepts the draw: are you sure?\n"));
    CHECK(has(said, "Draw by agreement."));
}

TEST_CASE("a side that is neither white nor black, or a move that is none, is said to be",
          "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, {"--mode", "two-players", "--lang", "es"},
                                    "e4\nabandonar rojas\ntablas verdes\nrechazar azules\n"
                                    "sellar xyz\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Rojas: di blancas o negras."));
    CHECK(has(said, "Verdes: di blancas o negras."));
    CHECK(has(said, "Azules: di blancas o negras."));
    CHECK(has(said, "No es una jugada: xyz; da una como e4, Cf3, exd5, O-O o g1f3.")); // sellar
    CHECK_FALSE(has(said, "abandonan"));
    CHECK_FALSE(has(said, "ofrecen tablas"));
}

TEST_CASE("a question passed over by another line says it was not acted on", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, {"--mode", "two-players"}, "quit\ne4\n");
    REQUIRE(r.exit_code == 0);
    CHECK(has(spoken_text(r.said), "Quit the game: are you sure?\n"
                                   "No answer to the question: nothing was done about it.\n"
                                   "Pawn from Eva two to Eva four."));
}

TEST_CASE("a question about the game is withdrawn when a flag ends the game first",
          "[tui][e2e]") {
    Sandbox sandbox;
    escaque::testing::Conversation talk(sandbox, {"--mode", "two-players", "--tc", "3s+0"});
    REQUIRE(talk.wait_for([](const std::string& out) { return has(out, "White to move"); }));
    talk.type("resign");
    REQUIRE(talk.wait_for([](const std::string& out) { return has(out, "are you sure?"); }));
    REQUIRE(talk.wait_for(
        [](const std::string& out) { return has(out, "the game is over."); },
        std::chrono::seconds(20)));
    // The "yes" meant for the resignation no longer resigns anything.
    talk.type("yes");
    talk.type("quit");
    talk.type("yes");
    CHECK(talk.finish() == 0);
    const std::string said = spoken_text(escaque::testing::read_speech_log(sandbox.speech_log()));
    CHECK(has(said, "White resigns: are you sure?"));
    CHECK(has(said, "White's flag has fallen."));
    CHECK(has(said, "The question is withdrawn: the game is over."));
    CHECK(has(said, "There is no question to answer."));
    const std::string sheet = sandbox.read_file(sandbox.state_folder() / "current.pgn");
    CHECK(has(sheet, "[Result \"0-1\"]"));
    CHECK(has(sheet, "[Termination \"time forfeit\"]"));
}

TEST_CASE("a take-back question is withdrawn when a flag ends the game first", "[tui][e2e]") {
    Sandbox sandbox;
    escaque::testing::Conversation talk(sandbox, {"--mode", "two-players", "--tc", "4s+0"});
    REQUIRE(talk.wait_for([](const std::string& out) { return has(out, "White to move"); }));
    talk.type("e4");
    talk.type("e5");
    talk.type("undo");
    REQUIRE(talk.wait_for([](const std::string& out) { return has(out, "are you sure?"); }));
    REQUIRE(talk.wait_for(
        [](const std::string& out) { return has(out, "The question is withdrawn"); },
        std::chrono::seconds(20)));
    talk.type("quit");
    talk.type("yes");
    CHECK(talk.finish() == 0);
}

TEST_CASE("a move with check is named inside the take-back question", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(
        sandbox, {"--mode", "two-players", "--fen", "1k6/6P1/8/8/8/8/8/R3K3 w Q - 0 1"},
        "O-O-O\nKb7\nRd7+\nundo\nyes\nquit\nyes\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Rook from David one to David seven. Check."));
    CHECK(has(said, "Take back White's move, rook from David one to David seven with check: are "
                    "you sure?"));
}

TEST_CASE("dictated sentences are read without their marks", "[tui][e2e]") {
    // Dictation writes "Sí." and "¡Tablas!"; an ellipsis stays ("go 10..." is Black's move).
    Sandbox sandbox;
    const RunResult r =
        run_escaque(sandbox, {"--lang", "es", "--mode", "two-players"}, "¡Cf3!\nSalir.\nSí.\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Caballo de Gustav uno a Felix tres."));
    CHECK(has(said, "La partida queda guardada. Adiós."));
    CHECK(!has(said, "No es una jugada ni un comando"));
    // The stop of an abbreviation stays: "exd6 e.p." is en passant.
    const Sandbox fresh;
    const RunResult ep = run_escaque(fresh, {"--lang", "en", "--mode", "two-players"},
                                     "e4\nd5\ne5\nf5\nexf6 e.p.\n");
    CHECK(has(spoken_text(ep.said), "takes pawn en passant"));
}

TEST_CASE("help tells how to write a move, castling and a promotion", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, {"--lang", "es", "--mode", "two-players"},
                                    "ayuda jugada\nayuda enroque\nayuda promoción\n");
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Una jugada es la letra de la pieza y la casilla a la que va: Cf3"));
    CHECK(has(said, "El enroque se escribe con ceros o con la letra O"));
    CHECK(has(said, "Un peón que llega a la última fila se escribe con la letra de la pieza "
                    "nueva: e8=D"));
    CHECK(!has(said, "No hay ningún comando"));
    const RunResult en = run_escaque(sandbox, {"--lang", "en", "--mode", "two-players"},
                                     "yes\nhelp castling\n");
    CHECK(has(spoken_text(en.said), "Castling is written with zeros or with the letter O"));
}

TEST_CASE("a move said in words is answered with how to type it", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, {"--lang", "es", "--mode", "two-players"},
                                    "peón e4\ncaballo f3\njugadas\n");
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "No es una jugada ni un comando: peón e4. Esa jugada se escribe e4."));
    CHECK(has(said, "Para llevar allí un caballo, escribe Cf3."));
    CHECK(has(said, "¿Qué casilla? Por ejemplo: m g1. Las jugadas de la partida: h."));
}

TEST_CASE("the typed form of a move said in words uses the player's own letters", "[tui][e2e]") {
    // R is a rook in English and a king in Spanish: the hint must not turn one into the other.
    Sandbox sandbox;
    const RunResult es = run_escaque(sandbox, {"--lang", "es", "--mode", "two-players"},
                                     "rook d1\nrey e2\nqueen to d4\n");
    const std::string said_es = spoken_text(es.said);
    CHECK(has(said_es, "No es una jugada ni un comando: rook d1. Esa jugada se escribe Td1."));
    CHECK(has(said_es, "Esa jugada se escribe Re2."));
    CHECK(has(said_es, "Esa jugada se escribe Dd4."));
    const RunResult en =
        run_escaque(sandbox, {"--lang", "en", "--mode", "two-players"}, "yes\ntorre d1\nrey e2\n");
    const std::string said_en = spoken_text(en.said);
    CHECK(has(said_en, "Not a move or a command: torre d1. That move is typed Rd1."));
    CHECK(has(said_en, "That move is typed Ke2."));
}

TEST_CASE("captures, castling and 'knight to f3' said in words get their typed form",
          "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult es = run_escaque(sandbox, {"--lang", "es", "--mode", "two-players"},
                                     "alfil come c4\nenroque corto\nCaballo A f3\n"
                                     "alfil captura en c4\ncaballo come c4\n");
    const std::string said_es = spoken_text(es.said);
    CHECK(has(said_es, "alfil come c4. Esa jugada se escribe Axc4."));
    CHECK(has(said_es, "enroque corto. Esa jugada se escribe 0-0 u O-O."));
    CHECK(has(said_es, "Para llevar allí un caballo, escribe Cf3."));
    CHECK(has(said_es, "alfil captura en c4. Esa jugada se escribe Axc4."));
    CHECK(has(said_es, "Un caballo en Cesar cuatro salta a"));
    Sandbox again;
    const RunResult en =
        run_escaque(again, {"--mode", "two-players"},
                    "bishop takes c4\ncastle queenside\nknight to f3\npawn takes d5\n");
    const std::string said_en = spoken_text(en.said);
    CHECK(has(said_en, "bishop takes c4. That move is typed Bxc4."));
    CHECK(has(said_en, "castle queenside. That move is typed 0-0-0 or O-O-O."));
    CHECK(has(said_en, "To move a knight there, type Nf3."));
    CHECK(has(said_en, "Not a move or a command: pawn takes d5. Help lists the commands."));
}

TEST_CASE("a knight's square said in words gets its capture and which knight", "[tui][e2e]") {
    // Knights on c3 and e3 both reach d5 (a pawn to take) and d1 (empty).
    Sandbox sandbox;
    const std::string fen = "4k3/8/8/3p4/8/2N1N3/8/4K3 w - - 0 1";
    const RunResult es =
        run_escaque(sandbox, {"--lang", "es", "--mode", "two-players", "--fen", fen},
                    "caballo come d5\ncaballo d1\n");
    const std::string said_es = spoken_text(es.said);
    CHECK(has(said_es, "Para comer allí con un caballo, escribe Ccxd5 o Cexd5."));
    CHECK(has(said_es, "Para llevar allí un caballo, escribe Ccd1 o Ced1."));
    Sandbox again;
    const RunResult en =
        run_escaque(again, {"--lang", "en", "--mode", "two-players", "--fen", fen}, "knight d5\n");
    CHECK(has(spoken_text(en.said), "To take there with a knight, type Ncxd5 or Nexd5."));
}

TEST_CASE("Chess960 castling says where the king and the rook stand", "[tui][e2e]") {
    Sandbox sandbox;
    // Position 128: king g1, rook h1. Standard chess says castling alone.
    const RunResult r = run_escaque(sandbox, {"--mode", "two-players", "--chess960", "128"},
                                    "Ng3\na6\nO-O\n");
    CHECK(has(spoken_text(r.said), "Short castling, king on Gustav one, rook on Felix one."));
    Sandbox standard;
    const RunResult s = run_escaque(
        standard, {"--mode", "two-players", "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1"}, "O-O\n");
    CHECK(has(spoken_text(s.said), "Short castling.\n"));
}
