// The program in line mode against the computer, driven by a script on standard input, checked
// by what it said (--speech-log) and printed.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "program_runner.h"

using escaque::testing::has;
using escaque::testing::run_escaque;
using escaque::testing::RunResult;
using escaque::testing::Sandbox;
using escaque::testing::spoken_text;

namespace {

// The priority a text was said with ("" when it was not said).
std::string priority_of(const RunResult& r, const std::string& part) {
    for (const auto& line : r.said)
        if (has(line.text, part)) return line.priority;
    return "";
}

const std::vector<std::string> computer = {"--level", "1", "--seed", "7"};

// The file named after `prefix` in what was said, with its `extension` ("" when not said).
std::string file_named(const std::string& said, const std::string& prefix,
                       const std::string& extension = ".pgn") {
    const auto at = said.find(prefix);
    if (at == std::string::npos) return "";
    const auto start = at + prefix.size();
    return said.substr(start, said.find(extension, start) + extension.size() - start);
}

} // namespace

TEST_CASE("line mode: a move, the computer's reply and every reading command", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, computer,
                                    "e4\n"
                                    "c\nmy time\nt\nl\np N\np n\np\ns e\ns 2\npawns\nb\n"
                                    "sq e4\na e3\nm g1\nknight e4\nh\nh 1\nr\n"
                                    "quit\nyes\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "New game against escaque level 1. You play White. No clock. White to move."));
    CHECK(has(said, "Pawn from Eva two to Eva four."));
    CHECK(priority_of(r, "Pawn from Eva two to Eva four.") == "normal");
    CHECK(has(said, "This game has no clock.")); // c and my time
    CHECK(has(said, "Move two, White to move. Moves made: White one, Black one."));
    CHECK(has(said, "Last move: Black"));
    CHECK(has(said, "White knights: Bella one, Gustav one."));
    CHECK(has(said, "Black knights:"));
    CHECK(has(said, "White: king Eva one"));
    CHECK(has(said, "File Eva: white king, two empty, white pawn,"));
    CHECK(has(said, "Rank two: white pawn, white pawn, white pawn, white pawn, one empty"));
    CHECK(has(said, "Pawns by file: Anna: white two, black seven"));
    CHECK(has(said, "Rank eight: black rook"));
    CHECK(has(said, "Eva four: white pawn."));
    CHECK(has(said, "Eva three: empty. White covers it with pawn David two, pawn Felix two"));
    CHECK(has(said, "White knight Gustav one"));
    CHECK(has(said, "A knight on Eva four reaches"));
    CHECK(has(said, "Move one: pawn from Eva two to Eva four"));
    CHECK(priority_of(r, "White knights: Bella one, Gustav one.") == "interrupt");
    CHECK(has(said, "Quit the game: are you sure?"));
    CHECK(has(said, "The game is saved. Goodbye."));
    // Line mode prints every spoken text too.
    CHECK(has(r.out, "Pawn from Eva two to Eva four."));
    CHECK(has(r.out, "Eva four: white pawn."));
    CHECK(r.err.empty());
}

TEST_CASE("line mode: a bad move or an unknown command is explained and changes nothing",
          "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, computer,
                                    "Ke2\nNf6\ne5\nfoo\n/dance\nsq z9\ns\np X\ne9\nt\nquit\nyes\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Not a move or a command: foo."));
    CHECK(has(said, "Not a move or a command: /dance."));
    CHECK(has(said, "Not a square: z9; squares are a1 to h8."));
    CHECK(has(said, "Scan a file a to h or a rank 1 to 8"));
    CHECK(has(said, "Not a piece letter: X; use K Q R B N P for White"));
    // Nothing was played: still White's first move.
    CHECK(has(said, "Move one, White to move. Moves made: White zero, Black zero."));
    CHECK(priority_of(r, "Not a move or a command: foo.") == "interrupt");
    // The three refused moves each got a reason of their own.
    int reasons = 0;
    for (const auto& line : r.said)
        if (line.priority == "interrupt" && (has(line.text, "king") || has(line.text, "knight") ||
                                             has(line.text, "pawn") || has(line.text, "Black")))
            ++reasons;
    CHECK(reasons >= 3);
}

TEST_CASE("line mode: en passant that a pin forbids is refused for the pin", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(
        sandbox, {"--mode", "two-players", "--fen", "4k3/4p3/8/r2P3K/8/8/8/8 b - - 0 1"},
        "e5\ndxe6\nquit\nyes\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "That move leaves the white king in check from the rook on Anna five."));
    CHECK_FALSE(has(said, "nothing to capture"));
}

TEST_CASE("line mode: quit asks first, no keeps the game", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, computer, "quit\nno\nt\nq\ny\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Quit the game: are you sure?\nNothing was done.\nMove one, White to move."));
    CHECK(has(said, "The game is saved. Goodbye."));
}

TEST_CASE("line mode: help lists the commands and explains one", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r =
        run_escaque(sandbox, computer, "help\nhelp sq\n? claim\nhelp dance\nhelp keys\nh zero\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Commands: c clock, time, t turn"));
    CHECK(has(said, "help keys tells the keys of the screen; help move, help castling and help "
                    "promotion how to write moves."));
    CHECK(has(said, "Tab goes to the board and back. On the board the arrows move"));
    CHECK(has(said, "How many moves? For example: h 6 (the last six moves), h (all)."));
    CHECK(has(said, "Sq, square: what stands on a square. Example: sq e4."));
    CHECK(has(said, "Claim: claim a draw by repetition or fifty moves"));
    CHECK(has(said, "There is no command dance."));
}

TEST_CASE("line mode: a setting's value is said in the player's language", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, {"--mode", "two-players", "--lang", "es"},
                                    "ajustes verbosity brief\najustes style letters\n"
                                    "ajustes colors mono\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Detalle: breve."));
    CHECK(has(said, "Nombres de las casillas: letras."));
    CHECK(has(said, "Colores: monocromo."));
    // And the words heard are taken back as the codes they stand for.
    const RunResult words = run_escaque(sandbox, {"--mode", "two-players", "--lang", "es"},
                                        "yes\najustes detalle detallado\najustes eco palabras\n"
                                        "ajustes confirmar sí\n");
    const std::string heard = spoken_text(words.said);
    CHECK(has(heard, "Detalle: detallado."));
    CHECK(has(heard, "Eco de las teclas: palabras."));
    CHECK(has(heard, "Confirmar jugadas: sí."));
    // The list and the refusals name the settings by those words; no level without an engine.
    const RunResult listed = run_escaque(sandbox, {"--mode", "two-players", "--lang", "es"},
                                         "yes\najustes\najustes nivel 99\najustes foo 1\n"
                                         "ajustes casillas alfabeto OTAN\n"
                                         "ajustes colores alto contraste\n");
    const std::string list = spoken_text(listed.said);
    INFO(list);
    CHECK(has(list, "Ajustes: confirmar no, idioma español, casillas nombres FIDE, voz es, "
                    "velocidad 175, detalle normal, eco caracteres, reloj sí, piezas ascii, "
                    "colores alto contraste. Cambia uno con: ajustes velocidad 300."));
    CHECK(has(list, "Sin cambios: nivel: se esperaba un número entero de 1 a 10, no \"99\"."));
    // What the list says is typed back as it is heard.
    CHECK(has(list, "Nombres de las casillas: alfabeto OTAN."));
    CHECK(has(list, "Colores: alto contraste."));
    CHECK(has(list, "Sin cambios: ajuste desconocido \"foo\"; los ajustes son: nivel, confirmar, "
                    "idioma, casillas,"));
}

TEST_CASE("line mode: a command of another mode names the mode it is for", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, {"--mode", "two-players", "--lang", "es"},
                                    "ilegal\nretroceder 1\n");
    REQUIRE(r.exit_code == 0);
    CHECK(has(spoken_text(r.said), "Ilegal es solo para una partida grabada sobre el tablero "
                                   "(--mode record)."));
    Sandbox english;
    const RunResult e = run_escaque(english, {"--mode", "two-players"}, "retrace 1\n");
    CHECK(has(spoken_text(e.said), "Retrace is only for a game recorded over the board "
                                   "(--mode record)."));
}

TEST_CASE("line mode: settings change the words at once", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, computer,
                                    "set style nato\nsq e4\nset rate 320\nset verbosity brief\n"
                                    "set mode record\nset rate 5000\nset\nflip\nset seed 3\n"
                                    "set nonsense 1\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Square names: NATO alphabet."));
    CHECK(has(said, "Echo four: empty."));
    CHECK(has(said, "Speech rate: 320."));
    CHECK(has(said, "Verbosity: brief."));
    // A setting of the game itself is known, and where it is set said.
    CHECK(has(said, "Not changed: mode cannot be changed during a game; start escaque with "
                    "--mode, or put it in config.toml."));
    CHECK(has(said, "Not changed: seed cannot be changed during a game; start escaque with "
                    "--seed."));
    CHECK(has(said, "Not changed: unknown setting \"nonsense\"; the settings are: level, "));
    CHECK(has(said, "Not changed: rate: expected a whole number from 80 to 900, not \"5000\"."));
    CHECK(
        has(said, "Settings: level 1, confirm-moves off, lang en, style nato, voice en, rate 320"));
    CHECK(has(said, "Board flipped: Black at the bottom."));
}

TEST_CASE("line mode: taking back a move against the computer", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, computer, "undo\ne4\nundo\nt\nh\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "There is no move of yours to take back."));
    // Which moves: the player's and the reply.
    CHECK(has(said, "Your move and the computer's reply are taken back: pawn from Eva two to Eva "
                    "four and "));
    CHECK(has(said, ". White to move.\nMove one, White to move."));
    CHECK(has(said, "Move one, White to move. Moves made: White zero, Black zero."));
    CHECK(has(said, "No moves yet."));
}

TEST_CASE("line mode: a take-back puts the clocks back with the moves", "[tui][e2e]") {
    Sandbox sandbox;
    // One minute plus ten seconds a move: kept as they were, the clocks would gain the
    // increments of the moves taken back (ten seconds each, three times over).
    const RunResult r = run_escaque(sandbox, {"--level", "1", "--seed", "3", "--tc", "1+10"},
                                    "e4\nundo\ne4\nundo\ne4\nundo\nc\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    const std::size_t c = said.rfind("\nWhite "); // the clocks, as c said them last
    REQUIRE(c != std::string::npos);
    const std::string clocks = said.substr(c + 1, said.find('\n', c + 1) - c - 1);
    CHECK(has(clocks, ", Black one minute."));
    CHECK_FALSE(has(clocks, "White one minute"));
}

TEST_CASE("line mode: a draw offer to the computer is answered", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, computer, "e4\nd\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "White offers a draw."));
    CHECK((has(said, "Black accepts the draw.") || has(said, "Black declines the draw.")));
}

TEST_CASE("line mode: the game is saved after every move and offered back at start", "[tui][e2e]") {
    Sandbox sandbox;
    RunResult first = run_escaque(sandbox, computer, "e4\n");
    REQUIRE(first.exit_code == 0); // input ended: the program saved and left
    const std::string sheet = sandbox.read_file(sandbox.state_folder() / "current.pgn");
    CHECK(has(sheet, "1. e4 "));
    CHECK(has(sheet, "[EscaqueMode \"computer\"]"));

    RunResult second = run_escaque(sandbox, computer, "maybe\nyes\nt\n");
    REQUIRE(second.exit_code == 0);
    std::string said = spoken_text(second.said);
    // What game it is, then where it stood.
    CHECK(has(said, "An unfinished game was saved: a game against escaque level 1, in which you "
                    "play White. No clock. Move two, White to move."));
    CHECK(has(said, "Resume it? Yes or no."));
    CHECK(has(said, "Game resumed."));
    CHECK(has(said, "Move two, White to move. Moves made: White one, Black one."));
    CHECK(has(said, "Moves made: White one, Black one. Last move: Black ")); // where it stood

    // Options a resumed game does not take are named, once it is resumed.
    std::vector<std::string> stronger = {"--level", "5", "--seed", "7"};
    RunResult resumed = run_escaque(sandbox, stronger, "yes\n");
    said = spoken_text(resumed.said);
    CHECK(has(said, "a game against escaque level 1, in which you play White"));
    CHECK(has(said, "The resumed game keeps its own settings; --level is for a new game."));
    // The same options as the saved game's, or a colour left to chance: nothing to say.
    std::vector<std::string> same = computer;
    same.insert(same.end(), {"--color", "random", "--engine", "builtin"});
    resumed = run_escaque(sandbox, same, "yes\n");
    CHECK_FALSE(has(spoken_text(resumed.said), "keeps its own settings"));
    std::vector<std::string> stricter = computer;
    stricter.insert(stricter.end(), {"--rules", "2001", "--strictness", "tournament"});
    resumed = run_escaque(sandbox, stricter, "yes\n");
    CHECK(has(spoken_text(resumed.said),
              "The resumed game keeps its own settings; --rules and --strictness are for a new "
              "game."));

    RunResult third = run_escaque(sandbox, computer, "no\nt\n");
    said = spoken_text(third.said);
    CHECK(has(said, "New game against escaque level 1."));
    CHECK(has(said, "Move one, White to move."));
}

TEST_CASE("line mode: a game asked for on the command line keeps the unfinished one",
          "[tui][e2e]") {
    Sandbox sandbox;
    REQUIRE(run_escaque(sandbox, computer, "e4\n").exit_code == 0);
    const std::filesystem::path games = sandbox.root() / "data" / "escaque" / "games";
    for (const std::vector<std::string>& other :
         {std::vector<std::string>{"--fen", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"},
          std::vector<std::string>{"--chess960", "5"}}) {
        // The unfinished game 1. e4 is saved again first: each run starts from it.
        REQUIRE(run_escaque(sandbox, computer, "no\ne4\n").exit_code == 0);
        std::vector<std::string> args = computer;
        args.insert(args.end(), other.begin(), other.end());
        const RunResult r = run_escaque(sandbox, args, "quit\nyes\n");
        REQUIRE(r.exit_code == 0);
        const std::string said = spoken_text(r.said);
        CHECK_FALSE(has(said, "Resume it?"));
        const std::string kept = file_named(said, "The unfinished game is kept in ");
        REQUIRE_FALSE(kept.empty());
        CHECK(has(sandbox.read_file(kept), "1. e4 "));
        CHECK(std::filesystem::exists(kept.substr(0, kept.size() - 4) + ".escaque"));
    }
}

TEST_CASE("line mode: a Spanish player's score sheet is in Spanish", "[tui][e2e]") {
    Sandbox sandbox;
    std::vector<std::string> args = computer;
    args.insert(args.end(), {"--lang", "es"});
    REQUIRE(run_escaque(sandbox, args, "e4\n").exit_code == 0);
    // A review reads these tags aloud: "Repaso de Jugador contra escaque nivel 1".
    const std::string sheet = sandbox.read_file(sandbox.state_folder() / "current.pgn");
    CHECK(has(sheet, "[Event \"Partida amistosa\"]"));
    CHECK(has(sheet, "[White \"Jugador\"]"));
    CHECK(has(sheet, "[Black \"escaque nivel 1\"]"));
}

TEST_CASE("line mode: a finished game is kept before the next game replaces it", "[tui][e2e]") {
    Sandbox sandbox;
    const std::vector<std::string> two{"--mode", "two-players"};
    REQUIRE(run_escaque(sandbox, two, "e4\ne5\nresign\nyes\nquit\nyes\n").exit_code == 0);
    const RunResult r = run_escaque(sandbox, two, "quit\nyes\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK_FALSE(has(said, "Resume it?"));
    CHECK(has(said, "New game for two players."));
    const std::string prefix = "The last game, which has ended, is kept in ";
    const std::string kept = file_named(said, prefix);
    REQUIRE_FALSE(kept.empty());
    const std::string pgn = sandbox.read_file(kept);
    CHECK(has(pgn, "1. e4 e5 {White resigns} 0-1"));
    CHECK(has(pgn, "[Result \"0-1\"]"));
    // Kept once: the new game is what the next start finds.
    const RunResult again = run_escaque(sandbox, two, "quit\nyes\n");
    CHECK_FALSE(has(spoken_text(again.said), prefix));

    // A games folder that cannot be made (a file in its place): kept beside itself instead,
    // and escaque starts all the same.
    REQUIRE(run_escaque(sandbox, two, "no\nd4\nresign\nyes\n").exit_code == 0);
    const auto blocked = sandbox.root() / "not-a-folder";
    sandbox.write_file(blocked, "x");
    sandbox.set_environment("XDG_DATA_HOME", blocked.string());
    const RunResult beside = run_escaque(sandbox, two, "quit\nyes\n");
    CHECK(beside.exit_code == 0);
    const std::string told = spoken_text(beside.said);
    CHECK(has(told, prefix + (sandbox.state_folder() / "ended-").string()));
    CHECK(has(told, "New game for two players."));
}

TEST_CASE("line mode: a draw offer left unanswered is said on resuming", "[tui][e2e]") {
    Sandbox sandbox;
    const std::vector<std::string> two{"--mode", "two-players", "--tc", "5+3"};
    REQUIRE(run_escaque(sandbox, two, "e4\ne5\ndraw\n").exit_code == 0);
    const RunResult r = run_escaque(sandbox, two, "yes\ndecline\nquit\nyes\n");
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Game resumed. Move two, White to move."));
    CHECK(has(said, "Black has offered a draw, not yet answered: draw accepts it, decline "
                    "declines it."));
    CHECK(has(said, "White declines the draw."));
}

TEST_CASE("line mode: new keeps the game it replaces", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(sandbox, {"--mode", "two-players"},
                                    "f3\ne5\ng4\nQh4\nnew\nyes\ne4\nnew\nyes\n");
    const std::string said = spoken_text(r.said);
    const auto kept = [&](const std::string& prefix) {
        const std::string file = file_named(said, prefix);
        REQUIRE_FALSE(file.empty());
        return sandbox.read_file(file);
    };
    CHECK(has(kept("The last game, which has ended, is kept in "), "1. f3 e5 2. g4 Qh4# 0-1"));
    CHECK(has(kept("The unfinished game is kept in "), "1. e4 *"));
}

TEST_CASE("line mode: a save that cannot be read is moved aside, not overwritten",
          "[tui][e2e]") {
    Sandbox sandbox;
    REQUIRE(run_escaque(sandbox, computer, "e4\n").exit_code == 0);
    const auto state = sandbox.state_folder() / "current.escaque";
    const std::string whole = sandbox.read_file(state);
    sandbox.write_file(state, whole.substr(0, whole.size() / 2));
    const RunResult r = run_escaque(sandbox, computer, "quit\nyes\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "The saved game cannot be read ("));
    CHECK(has(said, "New game against escaque level 1."));
    const std::string moved = file_named(said, "it is kept, as it was, in ", ".escaque");
    REQUIRE_FALSE(moved.empty());
    CHECK(sandbox.read_file(moved) == whole.substr(0, whole.size() / 2));
    CHECK(has(sandbox.read_file(moved.substr(0, moved.size() - 8) + ".pgn"), "1. e4 "));
    // A Spanish player hears which line is damaged, in Spanish.
    REQUIRE(run_escaque(sandbox, computer, "quit\nyes\n").exit_code == 0);
    std::string lines = sandbox.read_file(state);
    lines.replace(lines.find("\nclock "), 7, "\nclock garbage ");
    sandbox.write_file(state, lines);
    std::vector<std::string> spanish = computer;
    spanish.insert(spanish.end(), {"--lang", "es"});
    const RunResult es = run_escaque(sandbox, spanish, "salir\nsí\n");
    CHECK(has(spoken_text(es.said), "La partida guardada no se puede leer (la línea "));
    CHECK(has(spoken_text(es.said), " está dañada); queda tal cual en "));
}

TEST_CASE("line mode: save writes the score sheet where asked", "[tui][e2e]") {
    Sandbox sandbox;
    const std::string file = (sandbox.root() / "games" / "mine.pgn").string();
    const RunResult r = run_escaque(sandbox, computer, "e4\nsave " + file + "\nsave\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Saved to " + file + "."));
    CHECK(has(sandbox.read_file(file), "1. e4 "));
    CHECK(has(said, "Saved to " + (sandbox.root() / "data" / "escaque" / "games").string()));
}

TEST_CASE("line mode: a file of other games is never replaced by --pgn or save", "[tui][e2e]") {
    Sandbox sandbox;
    const std::string two_games = "[Event \"A\"]\n\n1. d4 d5 1-0\n\n[Event \"B\"]\n\n1. c4 *\n";
    const auto collection = sandbox.root() / "collection.pgn";
    sandbox.write_file(collection, two_games);
    const RunResult r = run_escaque(
        sandbox, {"--mode", "two-players", "--pgn", collection.string()},
        "e4\ne5\nsave " + collection.string() + "\nquit\nyes\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "The file " + collection.string() +
                        " holds 2 games: the score sheet is not written there"));
    CHECK(has(said, "Not saved: " + collection.string() + " holds 2 games; give a new file name."));
    CHECK(sandbox.read_file(collection) == two_games);

    // The file of this very game is written on, also after a resume and a take-back.
    const auto own = sandbox.root() / "own.pgn";
    REQUIRE(run_escaque(sandbox, {"--mode", "two-players", "--pgn", own.string()}, "no\ne4\ne5\n")
                .exit_code == 0);
    const RunResult again = run_escaque(sandbox, {"--pgn", own.string()}, "yes\nNf3\n");
    REQUIRE(again.exit_code == 0);
    CHECK_FALSE(has(spoken_text(again.said), "holds"));
    CHECK(has(sandbox.read_file(own), "1. e4 e5 2. Nf3 *"));

    // A file save wrote this game to takes it again after a take-back.
    const auto mine = sandbox.root() / "mine.pgn";
    const RunResult back = run_escaque(
        sandbox, {"--mode", "two-players"},
        "no\ne4\ne5\nsave " + mine.string() + "\nundo\nyes\nsave " + mine.string() + "\n");
    REQUIRE(back.exit_code == 0);
    const std::string back_said = spoken_text(back.said);
    CHECK_FALSE(has(back_said, "Not saved"));
    CHECK(has(sandbox.read_file(mine), "1. e4 *"));
}

TEST_CASE("line mode: Spanish words, commands and a confirmation with sí", "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r =
        run_escaque(sandbox, {"--lang", "es", "--level", "1", "--seed", "7"},
                    "e4\nreloj\ncasilla e4\np C\nturno\nayuda casilla\nsalir\nsí\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "Partida nueva contra escaque nivel 1. Juegas con blancas. Sin reloj."));
    CHECK(has(said, "Esta partida no tiene reloj."));
    CHECK(has(said, "Eva cuatro: peón blanco."));
    CHECK(has(said, "Caballos blancos: Bella uno, Gustav uno."));
    CHECK(has(said, "Sq, casilla: qué hay en una casilla. Ejemplo: casilla e4."));
    CHECK(has(said, "Salir de la partida: ¿seguro?"));
    CHECK(has(said, "Adiós."));
}

TEST_CASE("line mode: an external engine that cannot start hands over to the built-in one",
          "[tui][e2e]") {
    Sandbox sandbox;
    const RunResult r = run_escaque(
        sandbox, {"--engine", "uci:/nonexistent/engine", "--level", "1", "--seed", "3"}, "e4\nt\n");
    REQUIRE(r.exit_code == 0);
    const std::string said = spoken_text(r.said);
    CHECK(has(said, "The computer failed:"));
    CHECK(has(said, "Escaque level 1 plays on."));
    CHECK(has(said, "Move two, White to move."));
}

TEST_CASE("bad options and config values are named with what is accepted", "[tui][e2e]") {
    Sandbox sandbox;
    RunResult r = run_escaque(sandbox, {"--mode", "blitz"}, "");
    CHECK(r.exit_code == 2);
    CHECK(
        has(r.err, "--mode: expected one of computer, two-players, record, review; not \"blitz\""));
    r = run_escaque(sandbox, {"--level", "11"}, "");
    CHECK(r.exit_code == 2);
    CHECK(has(r.err, "--level: expected a whole number from 1 to 10, not \"11\""));
    // Said too, for the player who listens rather than reads.
    CHECK(has(spoken_text(r.said), "--level: expected a whole number from 1 to 10, not \"11\""));
    r = run_escaque(sandbox, {"--fen", "not a fen"}, "");
    CHECK(r.exit_code == 2);
    CHECK(has(r.err, "bad FEN: has 3 fields; expected 4 to 6"));
    CHECK(has(spoken_text(r.said), "bad FEN: has 3 fields; expected 4 to 6"));
    r = run_escaque(sandbox, {"--fen", "rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
                    "");
    CHECK(r.exit_code == 2);
    CHECK(has(spoken_text(r.said), "bad FEN: placement: 9 white pawns; a side has at most 8"));
    r = run_escaque(sandbox, {"--bogus"}, "");
    CHECK(r.exit_code == 2);
    CHECK(has(r.err, "not an option: --bogus; escaque --help lists the options"));
    CHECK(has(spoken_text(r.said), "not an option: --bogus"));
    // A WAV folder that cannot be used is said with what works, and silences no other error.
    const std::string file = (sandbox.root() / "a-file").string();
    std::ofstream(file) << "x";
    r = run_escaque(sandbox, {"--speech-wav", file}, "");
    CHECK(r.exit_code == 1);
    const std::string not_a_folder = "--speech-wav: cannot use " + file + " for WAV files";
    CHECK(has(r.err, not_a_folder));
    CHECK(has(spoken_text(r.said), not_a_folder));
    r = run_escaque(sandbox, {"--speech-wav", file, "--rate", "5000"}, "");
    CHECK(r.exit_code == 2);
    CHECK(has(spoken_text(r.said), "--rate: expected a whole number from 80 to 900"));
    r = run_escaque(sandbox, {"--level", "1", "--level", "5"}, "");
    CHECK(r.exit_code == 2);
    CHECK(has(r.err, "--level: given more than once; give it once"));
    CHECK(has(spoken_text(r.said), "--level: given more than once; give it once"));
    sandbox.write_file(sandbox.config_file(), "verbosity = \"chatty\"\n");
    r = run_escaque(sandbox, {}, "");
    CHECK(r.exit_code == 2);
    CHECK(has(r.err,
              "config.toml: verbosity: expected one of brief, normal, verbose; not \"chatty\"; "
              "mend the file, or start with --no-config to leave it out"));
    // The command line wins, also over a value in the file that is wrong.
    r = run_escaque(sandbox, {"--verbosity", "brief", "--mode", "two-players"}, "");
    CHECK(r.exit_code == 0);
    // In the language the file or the command line sets, wherever it stands.
    sandbox.write_file(sandbox.config_file(), "verbosity = \"chatty\"\nlang = \"es\"\n");
    r = run_escaque(sandbox, {}, "");
    CHECK(has(r.err, "verbosity: se esperaba uno de brief, normal, verbose; no \"chatty\""));
    r = run_escaque(sandbox, {"--lang", "en"}, "");
    CHECK(has(r.err, "verbosity: expected one of brief, normal, verbose; not \"chatty\""));
    // A folder where the file should be, and a --config file that is not there.
    std::filesystem::remove(sandbox.config_file());
    std::filesystem::create_directories(sandbox.config_file());
    // A file that cannot be used at all exits 1, as the man page says; a wrong value exits 2.
    r = run_escaque(sandbox, {"--lang", "en"}, "");
    CHECK(r.exit_code == 1);
    CHECK(has(spoken_text(r.said), "config.toml: is a folder, not a settings file; mend the file, "
                                   "or start with --no-config to leave it out"));
    r = run_escaque(sandbox, {"--lang", "en", "--no-config", "--mode", "two-players"}, "");
    CHECK(r.exit_code == 0);
    r = run_escaque(sandbox, {"--lang", "en", "--config", "nosuch.toml"}, "");
    CHECK(r.exit_code == 1);
    CHECK(has(spoken_text(r.said), "--config nosuch.toml: no such file; give --config a settings "
                                   "file, or leave it out"));
    r = run_escaque(sandbox, {"--help"}, "");
    CHECK(r.exit_code == 0);
    CHECK(has(r.out, "--clock-announce"));
    r = run_escaque(sandbox, {"--version"}, "");
    CHECK(r.exit_code == 0);
    CHECK(has(r.out, "escaque "));
}
