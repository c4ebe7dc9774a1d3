// How moves are written: the help topics for a beginner (help move, castling, promotion), the
// answer to a move said in words ("peón e4"), and to a promotion left without its piece.
#include "program_phrases.h"

#include <algorithm>

#include "notation/piece_letters.h"
#include "phrase_helpers.h"
#include "printable_text.h"
#include "tts/phrase_parts.h"

namespace escaque::tui::phrases {

using namespace tts::phrase_parts;

std::optional<std::string> help_topic(Language lang, std::string_view word) {
    const auto is = [word](std::initializer_list<std::string_view> names) {
        return std::find(names.begin(), names.end(), word) != names.end();
    };
    if (is({"move", "notation", "jugada", "notación", "notacion", "escribir"}))
        return sentences(
            {one(lang,
                 {"a move is the piece's letter and the square it goes to: Nf3 is the knight "
                  "to f3; a pawn move is its square alone: e4; a capture has an x: Nxe5, exd5; "
                  "the two squares also do: g1f3",
                  "una jugada es la letra de la pieza y la casilla a la que va: Cf3 es el "
                  "caballo a f3; la de un peón, solo su casilla: e4; una captura lleva una x: "
                  "Cxe5, exd5; también valen las dos casillas: g1f3"}),
             one(lang, {"the letters: K king, Q queen, R rook, B bishop, N knight",
                        "las letras: R rey, D dama, T torre, A alfil, C caballo; también las "
                        "inglesas Q, B, N y K, pero R es siempre el rey"}),
             one(lang,
                 {"when two pieces of a kind can go there, add the file or the rank they come "
                  "from: Nbd2, R1e1",
                  "si dos piezas iguales pueden ir, añade la columna o la fila de la que sale: "
                  "Cbd2, T1e1"}),
             one(lang, {"help castling and help promotion tell the rest",
                        "ayuda enroque y ayuda promoción cuentan el resto"})});
    if (is({"castling", "castle", "enroque", "enroques", "enrocar"}))
        return sentences(
            {one(lang,
                 {"castling is written with zeros or with the letter O: 0-0 or O-O on the king's "
                  "side, 0-0-0 or O-O-O on the queen's side; the king's two steps also do: e1g1",
                  "el enroque se escribe con ceros o con la letra O: 0-0 u O-O el corto, 0-0-0 u "
                  "O-O-O el largo; también valen los dos pasos del rey: e1g1"}),
             one(lang,
                 {"in Chess960 it is always written as castling, never as a king move; on the "
                  "board, move the king onto its rook",
                  "en Chess960 se escribe siempre como enroque, nunca como jugada del rey; en "
                  "el tablero, lleva el rey sobre su torre"})});
    if (is({"promotion", "promote", "promoción", "promocion", "promocionar", "coronar",
            "coronación", "coronacion"}))
        return sentences(
            {one(lang,
                 {"a pawn that reaches the last rank is written with the new piece's letter: "
                  "e8=Q or e8Q, exd8=N",
                  "un peón que llega a la última fila se escribe con la letra de la pieza nueva: "
                  "e8=D o e8D, exd8=C"}),
             one(lang, {"written without one, escaque asks which piece; answer with its name or "
                        "letter",
                        "si no la lleva, escaque pregunta qué pieza; responde con su nombre o su "
                        "letra"})});
    return std::nullopt;
}

namespace {

// "enroque corto", "castle kingside": castling said in words; "O-O", "O-O-O" or empty.
std::string_view castling_named(std::string_view words) {
    static constexpr std::string_view short_side[] = {
        "enroque corto",   "enrocar corto",    "short castling",
        "castle short",    "castles short",    "castling short",
        "castle kingside", "castles kingside", "kingside castling"};
    static constexpr std::string_view long_side[] = {
        "enroque largo",    "enrocar largo",     "long castling",
        "castle long",      "castles long",      "castling long",
        "castle queenside", "castles queenside", "queenside castling"};
    for (std::string_view w : short_side)
        if (words == w) return "O-O";
    for (std::string_view w : long_side)
        if (words == w) return "O-O-O";
    return {};
}

} // namespace

// "peón e4", "dama d4", "queen to d4": a piece named in words and a square, as a beginner
// says a move, "alfil come c4" a capture, "enroque corto" castling; how to type it ("e4",
// "Dd4", "Qd4", "Axc4", "O-O"). The letter is the one of the player's own
// set, whichever language the piece was named in: R is a rook in English and a king in
// Spanish, so "rook d1" under Spanish is typed Td1. Empty for anything else.
std::string typed_form_hint(Language lang, std::string_view text) {
    struct Named {
        std::string_view word;
        chess::PieceType piece;
    };
    static constexpr Named names[] = {
        {"peón", chess::PAWN},     {"peon", chess::PAWN},   {"pawn", chess::PAWN},
        {"dama", chess::QUEEN},    {"reina", chess::QUEEN}, {"queen", chess::QUEEN},
        {"torre", chess::ROOK},    {"rook", chess::ROOK},   {"alfil", chess::BISHOP},
        {"bishop", chess::BISHOP}, {"rey", chess::KING},    {"king", chess::KING}};
    const std::string words = fold_case(text);
    if (const std::string_view castling = castling_named(words); !castling.empty())
        return fill(lang, {"that move is typed {0} or {1}", "esa jugada se escribe {0} u {1}"},
                    {castling == "O-O" ? "0-0" : "0-0-0", castling});
    const std::size_t space = words.find(' ');
    if (space == std::string::npos) return {};
    const std::string_view first = std::string_view(words).substr(0, space);
    std::string_view rest = std::string_view(words).substr(space + 1);
    const auto skip_fillers = [&rest] {
        for (std::string_view filler : {"a ", "to ", "en ", "on "})
            if (rest.starts_with(filler)) rest.remove_prefix(filler.size());
    };
    skip_fillers();
    bool capture = false;
    for (std::string_view takes :
         {"takes ", "captures ", "x ", "come ", "captura ", "toma ", "por "})
        if (rest.starts_with(takes)) {
            rest.remove_prefix(takes.size());
            capture = true;
        }
    skip_fillers(); // "alfil captura en c4", as escaque itself says it
    if (rest.size() != 2 || rest[0] < 'a' || rest[0] > 'h' || rest[1] < '1' || rest[1] > '8')
        return {};
    const auto letters = piece_letters(lang);
    for (const Named& n : names) {
        if (first != n.word) continue;
        // A pawn's capture is written with the file it comes from, which words do not say.
        if (capture && n.piece == chess::PAWN) return {};
        std::string letter =
            n.piece == chess::PAWN ? "" : std::string(1, notation::piece_letter(n.piece, letters));
        if (capture) letter += 'x';
        return fill(lang, {"that move is typed {0}{1}", "esa jugada se escribe {0}{1}"},
                    {letter, rest});
    }
    return {};
}

std::string promotion_set_aside(Language lang, std::string_view move_text) {
    // "b8+" or "b8!" written with its piece is "b8=Q+": the example leaves the marks out.
    while (!move_text.empty() &&
           std::string_view("+#!?").find(move_text.back()) != std::string_view::npos)
        move_text.remove_suffix(1);
    return sentences({fill(lang,
                           {"the move {0} was not played: type it again with the piece, as {0}={1}",
                            "la jugada {0} no se ha hecho: escríbela otra vez con la pieza, "
                            "como {0}={1}"},
                           {quoted_input(move_text), lang == Language::es ? "D" : "Q"})});
}

} // namespace escaque::tui::phrases
