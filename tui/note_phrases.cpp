// escaque's own score-sheet notes, written in English in the PGN ("Black illegal move 1, White
// +2:00", "White resigns"), said in Spanish when a Spanish player reviews the game, in lower
// case after "comentario:". game::read_note knows the forms; any other comment is said as
// written.
#include "program_phrases.h"

#include <chrono>
#include <variant>

#include "game/recorded_note.h"
#include "notation/piece_letters.h"
#include "tts/number_words.h"
#include "tts/time_words.h"

namespace escaque::tui::phrases {

namespace {

using game::Termination;

// As a subject: "las blancas".
std::string side_words(chess::Color side) {
    return side == chess::WHITE ? "las blancas" : "las negras";
}

std::string cannot_mate(chess::Color side) {
    return ", pero " + side_words(~side) + " no pueden dar mate";
}

// "; las blancas reciben dos minutos", or nothing when no time was given.
std::string time_given(chess::Color side, clock::Duration bonus) {
    if (bonus <= clock::Duration{}) return {};
    return "; " + side_words(~side) + " reciben " +
           tts::duration_words(std::chrono::duration_cast<std::chrono::seconds>(bonus),
                               Language::es);
}

std::optional<std::string> say(const game::EndingNote& note) {
    const chess::Color side = note.side.value_or(chess::WHITE);
    switch (note.reason) {
    case Termination::dead_position: return "posición muerta: ningún bando puede dar mate";
    case Termination::fivefold_repetition: return "quíntuple repetición";
    case Termination::seventy_five_moves: return "regla de las 75 jugadas";
    case Termination::agreement: return "tablas de mutuo acuerdo";
    case Termination::both_flags: return "han caído las dos banderas";
    case Termination::resignation: return side_words(side) + " abandonan";
    case Termination::resignation_cannot_mate:
        return side_words(side) + " abandonan" + cannot_mate(side);
    case Termination::time_forfeit: return "cae la bandera de " + side_words(side);
    case Termination::time_forfeit_cannot_mate:
        return "cae la bandera de " + side_words(side) + cannot_mate(side);
    default: return std::nullopt;
    }
}

std::optional<std::string> say(const game::IllegalMoveNote& note) {
    std::string said = "jugada ilegal número " + tts::number_words(note.count, Language::es) +
                       " de " + side_words(note.side);
    if (note.ending == Termination::illegal_moves) return said + ": pierden";
    if (note.ending == Termination::illegal_moves_cannot_mate)
        return said + ": perderían" + cannot_mate(note.side);
    return said + time_given(note.side, note.opponent_bonus);
}

// "reclamación de tablas de las blancas por triple repetición con Cf3: aceptada", the move in
// the Spanish player's letters.
std::optional<std::string> say(const game::DrawClaimNote& note,
                               std::string_view move_words = {}) {
    std::string said = "reclamación de tablas de " + side_words(note.side);
    if (note.ground == game::ClaimKind::threefold_repetition) said += " por triple repetición";
    if (note.ground == game::ClaimKind::fifty_moves) said += " por la regla de las 50 jugadas";
    if (!move_words.empty())
        said += " con " + std::string(move_words);
    else if (!note.move.empty())
        said += " con " + notation::with_piece_letters(note.move, notation::PieceLetters::spanish);
    if (note.upheld) return said + ": aceptada";
    return said + ": rechazada" + time_given(note.side, note.opponent_bonus);
}

} // namespace

std::optional<std::string> spanish_note(std::string_view note, std::string_view claim_move) {
    const auto recorded = game::read_note(note);
    if (!recorded) return std::nullopt;
    if (const auto* claim = std::get_if<game::DrawClaimNote>(&*recorded))
        return say(*claim, claim_move);
    return std::visit([](const auto& read) { return say(read); }, *recorded);
}

} // namespace escaque::tui::phrases
