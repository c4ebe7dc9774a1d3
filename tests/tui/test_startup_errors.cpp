// What escaque says when it cannot start: said (--speech-log) and printed, in the language the
// command line asks for, whatever part of the command line is wrong.
#include <catch2/catch.hpp>

#include "program_runner.h"

using escaque::testing::has;
using escaque::testing::run_escaque;
using escaque::testing::Sandbox;
using escaque::testing::spoken_text;

TEST_CASE("start-up errors are said in Spanish under --lang es", "[tui][e2e]") {
    Sandbox sandbox;
    const auto said = [&sandbox](std::vector<std::string> args) {
        args.insert(args.begin(), {"--lang", "es"});
        const auto r = run_escaque(sandbox, args, "");
        CHECK(r.exit_code != 0);
        return spoken_text(r.said);
    };
    CHECK(has(said({"--tc", "rapida"}), "--tc: no se entiende «rapida»; se esperan minutos"));
    CHECK(has(said({"--fen", "4k3/8/8/8/8/8/8/4K3 w Q -"}),
              "FEN incorrecto, enroques: derecho Q, pero no hay torre en a1"));
    CHECK(has(said({"--nivel", "3"}),
              "--nivel no es una opción (¿quizá --level?); escaque --help lista las opciones"));
    // The words left over are named in their order, with the quotes that keep them together.
    CHECK(has(said({"--tc", "5", "+", "3"}),
              "sobran estas palabras: + 3; --tc lleva un solo valor: si tiene espacios, va entre "
              "comillas, como --tc \"5 + 3\""));
    CHECK(has(said({"--engine", "stockfish"}),
              "engine: se esperaba builtin, builtin:NIVEL o uci:PROGRAMA (por ejemplo "
              "uci:stockfish), no «stockfish»"));
    CHECK(has(said({"--load", "nosuch.pgn"}), "nosuch.pgn: no existe ese archivo"));
    const auto spanish_pgn = (sandbox.root() / "es.pgn").string();
    sandbox.write_file(spanish_pgn, "1. e4 e5 2. Cf3 Cc6 *\n");
    CHECK(has(said({"--load", spanish_pgn}),
              "partida 1, línea 1, columna 13: se esperaba una jugada y hay «Cf3»; un archivo "
              "PGN escribe las piezas con letras inglesas: N caballo, B alfil, R torre, Q dama, "
              "K rey"));
    const auto illegal_pgn = (sandbox.root() / "ilegal.pgn").string();
    sandbox.write_file(illegal_pgn, "1. e4 e5 2. Ke3 *\n");
    CHECK(has(said({"--load", illegal_pgn}),
              "partida 1, línea 1, columna 13: jugada ilegal «Ke3»: el rey de e1 no puede ir a "
              "e3"));
    // Every way a file can be damaged is told in Spanish, not only the moves.
    const auto damaged = (sandbox.root() / "roto.pgn").string();
    const auto said_of = [&](const std::string& text) {
        sandbox.write_file(damaged, text);
        return said({"--load", damaged});
    };
    CHECK(has(said_of("1. e4 { sin cerrar\n"),
              "partida 1, línea 1, columna 7: un comentario abierto con «{» no se cierra con «}»"));
    CHECK(has(said_of("[FEN \"8/8/8 w - - 0 1\"]\n\n*\n"), "etiqueta FEN incorrecta"));
    CHECK(has(said_of("[Variant \"Atomic\"]\n\n1. e4 *\n"),
              "la variante «Atomic» no se admite; se admiten la normal y Chess960"));
    CHECK(has(said_of("1. e4 $300 *\n"), "la anotación $300 pasa de 255"));
    CHECK(has(said_of("1. e4 e5 ] *\n"),
              "hay «]» donde se esperaba una jugada, un comentario o un resultado"));
    sandbox.write_file(sandbox.config_file(), "lang = es\n");
    CHECK(has(said({}), "config.toml: la línea 1, columna 8, no se entiende; cada línea es: "
                        "nombre = valor"));
}

TEST_CASE("start-up errors in English name the words left over in order", "[tui][e2e]") {
    Sandbox sandbox;
    const auto r = run_escaque(sandbox, {"--lang", "en", "--white", "Ana", "María"}, "");
    CHECK(r.exit_code == 2);
    CHECK(has(spoken_text(r.said),
              "not an option: María; --white takes one value: with spaces in it, put it in "
              "quotes, as in --white \"Ana María\"; escaque --help lists the options"));
    const auto es = run_escaque(sandbox, {"--lang", "es", "--white", "Ana", "María"}, "");
    CHECK(has(spoken_text(es.said), "sobra esta palabra: María; --white lleva un solo valor"));
    const auto two = run_escaque(sandbox, {"--lang", "en", "--white", "Ana", "María", "Pérez"}, "");
    CHECK(has(spoken_text(two.said), "not options: María Pérez; --white takes one value"));
}

TEST_CASE("an --engine that cannot be read names engine and spec once", "[tui][e2e]") {
    Sandbox sandbox;
    const auto said = [&sandbox](std::vector<std::string> args) {
        const auto r = run_escaque(sandbox, args, "");
        CHECK(r.exit_code != 0);
        return spoken_text(r.said);
    };
    const std::string level = said({"--lang", "en", "--engine", "builtin:11"});
    CHECK(has(level, "--engine: \"builtin:11\": the level must be 1 to 10, for example builtin:5"));
    CHECK(!has(level, "engine \""));
    CHECK(has(said({"--lang", "en", "--engine", "uci:"}),
              "--engine: \"uci:\": no program after uci:, for example uci:stockfish"));
    CHECK(has(said({"--lang", "en", "--engine", "uci:stockfish,Threads"}),
              "each option after the program is written Option=Value, not \"Threads\", for "
              "example uci:stockfish,Threads=2"));
    CHECK(has(said({"--lang", "en", "--engine", "uci:stockfish,,Threads=2"}),
              "Option=Value, an empty one, for example"));
    CHECK(has(said({"--lang", "es", "--engine", "builtin:0"}),
              "«builtin:0»: el nivel va de 1 a 10, por ejemplo builtin:5"));
}
