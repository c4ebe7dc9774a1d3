// What escaque says about a FEN it cannot read (--fen, the config file): the field and what is
// wrong with it, in the player's language. The squares and letters are said as typed.
#include "program_phrases.h"

#include <string>

#include "phrase_helpers.h"
#include "tts/phrase_parts.h"

namespace escaque::tui::phrases {

using namespace tts::phrase_parts;
using chess::FenField;
using chess::FenProblem;
using tts::Amount;

namespace {

std::string_view spanish_field(FenField field) {
    switch (field) {
    case FenField::whole:
        return "";
    case FenField::placement:
        return "colocación de las piezas";
    case FenField::side_to_move:
        return "turno";
    case FenField::castling:
        return "enroques";
    case FenField::en_passant:
        return "captura al paso";
    case FenField::halfmove_clock:
        return "contador de medias jugadas";
    case FenField::fullmove_number:
        return "número de jugada";
    }
    return "";
}

// "rey blanco", "peones negros", "piezas blancas": a piece of the error's colour, in Spanish.
std::string coloured(const chess::FenError& e, chess::PieceType pt, Amount amount = Amount::one) {
    return coloured_piece(e.color, pt, {Language::es, tts::SquareStyle::letters}, amount);
}

std::string spanish_problem(const chess::FenError& e) {
    const std::string n = std::to_string(e.number);
    const std::string rank = std::to_string(int(e.rank) + 1);
    const std::string square = chess::square_name(e.square);
    const std::string king = coloured(e, chess::KING), pawn = coloured(e, chess::PAWN);
    const std::string right = "derecho " + e.text + ", pero ";
    switch (e.problem) {
    case FenProblem::field_count:
        return fill("tiene {0} {1}; se esperan de 4 a 6: colocación de las piezas, turno (w o b), "
                    "enroques, captura al paso y, si se quiere, el contador de medias jugadas y "
                    "el número de jugada",
                    {n, e.number == 1 ? "campo" : "campos"});
    case FenProblem::rank_count:
        return fill("tiene {0} filas; se esperan 8 separadas por «/»", {n});
    case FenProblem::not_a_piece_letter:
        return fill("la fila {0} tiene «{1}», que no es una letra de pieza (en inglés: PNBRQK "
                    "blancas, pnbrqk negras) ni una cifra del 1 al 8",
                    {rank, e.text});
    case FenProblem::rank_squares:
        return fill("la fila {0} tiene {1} casillas; se esperan 8", {rank, n});
    case FenProblem::pawn_on_back_rank:
        return fill("hay un {0} en {1}; los peones nunca están en la fila {2}",
                    {pawn, square, std::to_string(int(chess::rank_of(e.square)) + 1)});
    case FenProblem::no_king:
        return fill("no hay {0}", {king});
    case FenProblem::several_kings:
        return fill("hay {0} {1}", {n, coloured(e, chess::KING, Amount::several)});
    case FenProblem::not_a_side:
        return fill("«{0}»; se espera w (juegan las blancas) o b (juegan las negras)", {e.text});
    case FenProblem::side_not_to_move_in_check:
        return fill("el bando que no mueve, {0}, está en jaque",
                    {side_subject(e.color, Language::es)});
    case FenProblem::castling_twice:
        return fill("«{0}» aparece dos veces", {e.text});
    case FenProblem::castling_king_off_rank:
        return right + fill("el {0} no está en la fila {1}", {king, rank});
    case FenProblem::castling_king_off_square:
        return right + fill("el {0} no está en {1}", {king, square});
    case FenProblem::castling_no_rook:
        return right + fill("no hay torre en {0}", {square});
    case FenProblem::castling_no_rook_on_side:
        return right + fill("no hay {0} en el flanco de {1}",
                            {coloured(e, chess::ROOK), e.king_side ? "rey" : "dama"});
    case FenProblem::castling_king_on_edge:
        return right + fill("el {0} está en {1}, donde no lo pone ninguna posición inicial",
                            {king, square});
    case FenProblem::castling_not_a_letter:
        return fill("«{0}» no es una letra de enroque; se espera «-», KQkq o las columnas de las "
                    "torres, de la A a la H (de la a a la h para las negras)",
                    {e.text});
    case FenProblem::castling_same_side_twice:
        return fill("dos derechos para el mismo flanco del {0}", {king});
    case FenProblem::en_passant_not_a_square:
        return fill("«{0}» no es una casilla; se espera «-» o una casilla como e3", {e.text});
    case FenProblem::en_passant_wrong_rank:
        return fill("la casilla {0} no está en la fila {1} cuando juegan {2}",
                    {square, rank, side_subject(e.color, Language::es)});
    case FenProblem::en_passant_no_pawn:
        return fill("casilla {0}, pero no hay {1} en {2}",
                    {square, pawn, chess::square_name(e.other_square)});
    case FenProblem::en_passant_not_passed:
        return fill("casilla {0}, pero ningún peón puede haberla cruzado en la última jugada",
                    {square});
    case FenProblem::halfmove_not_a_number:
        return fill("«{0}»; se espera un número, 0 o más", {e.text});
    case FenProblem::fullmove_not_a_number:
        return fill("«{0}»; se espera un número, 1 o más", {e.text});
    case FenProblem::too_many_pawns:
        return fill("{0} {1}; un bando tiene como mucho 8",
                    {n, coloured(e, chess::PAWN, Amount::several)});
    case FenProblem::too_many_pieces:
        return fill("{0} {1}; un bando tiene como mucho 16",
                    {n, coloured(e, chess::NO_PIECE_TYPE, Amount::several)});
    case FenProblem::too_many_promoted: {
        const std::string beyond = fill(
            "{0} {1} más de las del principio",
            {n, coloured(e, chess::NO_PIECE_TYPE, e.number == 1 ? Amount::one : Amount::several)});
        if (e.second_number == 0)
            return fill("{0}, pero no falta ningún {1} que haya podido coronar",
                        {beyond, coloured(e, chess::PAWN, Amount::one)});
        if (e.second_number == 1)
            return fill("{0}, pero solo falta 1 {1} que haya podido coronar",
                        {beyond, coloured(e, chess::PAWN, Amount::one)});
        return fill(
            "{0}, pero solo faltan {1} {2} que hayan podido coronar",
            {beyond, std::to_string(e.second_number), coloured(e, chess::PAWN, Amount::several)});
    }
    case FenProblem::too_many_checkers:
        return fill("{0} reciben jaque de {1} piezas; ninguna jugada da más de dos jaques",
                    {side_subject(e.color, Language::es), n});
    }
    return e.problem_message();
}

} // namespace

std::string fen_fault(Language lang, const chess::FenError& error) {
    if (lang == Language::en)
        return error.field() == FenField::whole ? error.problem_message() : error.message();
    if (error.field() == FenField::whole) return spanish_problem(error);
    return fill("{0}: {1}", {spanish_field(error.field()), spanish_problem(error)});
}

std::string bad_fen(Language lang, const chess::FenError& error) {
    if (lang == Language::en) return "bad FEN: " + fen_fault(lang, error);
    if (error.field() == FenField::whole) return "FEN incorrecto: " + fen_fault(lang, error);
    return "FEN incorrecto, " + fen_fault(lang, error);
}

} // namespace escaque::tui::phrases
