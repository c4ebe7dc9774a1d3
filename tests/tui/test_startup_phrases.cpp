// What escaque says when the command line or config file gives it something it cannot use: a
// FEN or a time control, in the player's language.
#include <catch2/catch.hpp>

#include <string>

#include "chess/fen.h"
#include "clock/human_time_control.h"
#include "program_phrases.h"

using escaque::chess::parse_fen;
using escaque::tts::Language;
using escaque::tui::phrases::bad_fen;

namespace {

std::string fen_error(Language lang, const char* fen) {
    const auto parsed = parse_fen(fen);
    if (!parsed) return bad_fen(lang, parsed.error());
    if (const auto unreachable = escaque::chess::unreachable_placement(*parsed))
        return bad_fen(lang, *unreachable);
    return "(accepted)";
}

} // namespace

TEST_CASE("A FEN error names the field and the problem in Spanish", "[tui][phrases]") {
    const auto es = [](const char* fen) { return fen_error(Language::es, fen); };
    CHECK(es("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR") ==
          "FEN incorrecto: tiene 1 campo; se esperan de 4 a 6: colocación de las piezas, turno "
          "(w o b), enroques, captura al paso y, si se quiere, el contador de medias jugadas y el "
          "número de jugada");
    CHECK(es("tcadract/8/8/8/8/8/8/K6k w - -") ==
          "FEN incorrecto, colocación de las piezas: la fila 8 tiene «t», que no es una letra de "
          "pieza (en inglés: PNBRQK blancas, pnbrqk negras) ni una cifra del 1 al 8");
    CHECK(es("4k3/8/8/8/8/8/8/4K3 w Q -") ==
          "FEN incorrecto, enroques: derecho Q, pero no hay torre en a1");
    CHECK(es("4k3/8/8/8/8/8/8/4K3 w - e6") ==
          "FEN incorrecto, captura al paso: casilla e6, pero no hay peón negro en e5");
    CHECK(es("4k3/8/8/8/8/8/8/4K3 x - -") ==
          "FEN incorrecto, turno: «x»; se espera w (juegan las blancas) o b (juegan las negras)");
    CHECK(es("4k3/pppppppp/p7/8/8/8/8/4K3 w - -") ==
          "FEN incorrecto, colocación de las piezas: 9 peones negros; un bando tiene como mucho 8");
    CHECK(es("4k3/8/8/8/8/8/PPPPPPPP/QQQ1K3 w - -") ==
          "FEN incorrecto, colocación de las piezas: 2 piezas blancas más de las del principio, "
          "pero no falta ningún peón blanco que haya podido coronar");
    CHECK(es("4k3/8/8/8/8/QQ6/PPPPPPP1/R1BQKBNR w KQ - 0 1") ==
          "FEN incorrecto, colocación de las piezas: 2 piezas blancas más de las del principio, "
          "pero solo falta 1 peón blanco que haya podido coronar");
    CHECK(es("4k3/8/8/8/8/QQQ5/PPPPPP2/R1BQKBNR w KQ - 0 1") ==
          "FEN incorrecto, colocación de las piezas: 3 piezas blancas más de las del principio, "
          "pero solo faltan 2 peones blancos que hayan podido coronar");
    CHECK(es("4k3/8/3N1N2/8/8/8/8/4R1K1 b - - 0 1") ==
          "FEN incorrecto, colocación de las piezas: las negras reciben jaque de 3 piezas; "
          "ninguna jugada da más de dos jaques");
    CHECK(es("4k3/8/8/8/8/8/8/4K3 w - - x") ==
          "FEN incorrecto, contador de medias jugadas: «x»; se espera un número, 0 o más");
    CHECK(es("4k2R/8/8/8/8/8/8/4K3 w - - 0 1") ==
          "FEN incorrecto, turno: el bando que no mueve, las negras, está en jaque");
}

TEST_CASE("A FEN error in English keeps the parser's words", "[tui][phrases]") {
    CHECK(fen_error(Language::en, "8/8/8 w - -") ==
          "bad FEN: placement: has 3 ranks; expected 8 separated by '/'");
    CHECK(fen_error(Language::en, "x") ==
          "bad FEN: has 1 field; expected 4 to 6: placement, side to move, castling, en "
          "passant, then perhaps halfmove clock and fullmove number");
    CHECK(fen_error(Language::en, "4k3/8/8/8/8/8/8/4K3 w K -") ==
          "bad FEN: castling: right K but no rook on h1");
}

TEST_CASE("A time control that cannot be read is told in Spanish", "[tui][phrases]") {
    using escaque::clock::parse_time_control;
    using escaque::tui::phrases::bad_time_control;
    const auto es = [](const char* text) {
        const auto control = parse_time_control(text);
        return control ? std::string("(accepted)")
                       : bad_time_control(Language::es, text, control.error_detail());
    };
    const std::string expected =
        "; se esperan minutos más segundos por jugada, como 90+30; jugadas/minutos, como "
        "40/90,30+30; o un nombre, como blitz (ejemplos: 15+10, 5|3, 0:20+1, G/5 d3; - para "
        "jugar sin reloj)";
    CHECK(es("rapida") == "tc: no se entiende «rapida»" + expected);
    CHECK(es("5+") == "tc: «5+» está incompleto" + expected);
    CHECK(es("5 y 3") == "tc: no se entiende «y 3» detrás de «5 »" + expected);
    CHECK(es("") == "tc: falta el control de tiempo" + expected);
    CHECK(es("0") == "tc: «0» no da tiempo para la primera jugada; el tiempo de base tiene que "
                     "ser mayor que cero, como en 5+3");
    CHECK(es("1000000") == "tc: «1000000» no es un control de tiempo válido" + expected);
    CHECK(es("5+3") == "(accepted)");
}

TEST_CASE("A command line that cannot be read is told in Spanish", "[tui][phrases]") {
    using escaque::tui::UsageError;
    using escaque::tui::phrases::usage_error;
    using Kind = UsageError::Kind;
    const auto es = [](UsageError e) { return usage_error(Language::es, e); };
    CHECK(es({Kind::not_an_option, "--level", "--nivel"}) ==
          "--nivel no es una opción (¿quizá --level?); escaque --help lista las opciones");
    CHECK(es({Kind::stray_words, "--tc", "+ 3", "5"}) ==
          "sobran estas palabras: + 3; --tc lleva un solo valor: si tiene espacios, va entre "
          "comillas, como --tc \"5 + 3\"; escaque --help lista las opciones");
    CHECK(es({Kind::missing_value, "--level", ""}) ==
          "--level: falta el valor que va detrás; escaque --help lista las opciones");
    CHECK(usage_error(Language::en, {Kind::repeated, "--tc", ""}) ==
          "--tc: given more than once; give it once; escaque --help lists the options");
}
