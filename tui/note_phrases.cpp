// escaque's own score-sheet notes, written in English in fixed forms in the PGN ("Black illegal
// move 1, White +2:00", "White resigns"), said in review as escaque says these events in play,
// in the player's language: the time in words, a claim's move in words where the caller has
// them, in lower case after "comment:". game::read_note knows the forms; any other comment is
// said as written.
#include "program_phrases.h"

#include <chrono>
#include <variant>

#include "game/recorded_note.h"
#include "notation/piece_letters.h"
#include "phrase_helpers.h"
#include "tts/number_words.h"
#include "tts/phrase_parts.h"
#include "tts/time_words.h"

namespace escaque::tui::phrases {

namespace {

using game::Termination;
using namespace tts::phrase_parts;

struct Say {
    Language lang;
    std::string_view claim_move; // a claim's written move in words, or empty

    std::string side(chess::Color c) const { return std::string(side_subject(c, lang)); }

    std::string cannot_mate(chess::Color c) const {
        return fill(lang, {", but {0} cannot checkmate", ", pero {0} no pueden dar mate"},
                    {side(~c)});
    }

    // "; Black gets two minutes", or nothing when no time was given.
    std::string time_given(chess::Color c, clock::Duration bonus) const {
        if (bonus <= clock::Duration{}) return {};
        return fill(lang, {"; {0} gets {1}", "; {0} reciben {1}"},
                    {side(~c), tts::duration_words(
                                   std::chrono::duration_cast<std::chrono::seconds>(bonus),
                                   lang)});
    }

    std::optional<std::string> operator()(const game::EndingNote& note) const {
        const chess::Color c = note.side.value_or(chess::WHITE);
        if (lang == Language::en) return game::write_note(note); // English prose already
        switch (note.reason) {
        case Termination::dead_position: return "posición muerta: ningún bando puede dar mate";
        case Termination::fivefold_repetition: return "quíntuple repetición";
        case Termination::seventy_five_moves: return "regla de las 75 jugadas";
        case Termination::agreement: return "tablas de mutuo acuerdo";
        case Termination::both_flags: return "han caído las dos banderas";
        case Termination::resignation: return side(c) + " abandonan";
        case Termination::resignation_cannot_mate: return side(c) + " abandonan" + cannot_mate(c);
        case Termination::time_forfeit: return "cae la bandera de " + side(c);
        case Termination::time_forfeit_cannot_mate:
            return "cae la bandera de " + side(c) + cannot_mate(c);
        default: return std::nullopt;
        }
    }

    // "illegal move number one by Black; White gets two minutes", as said in play.
    std::optional<std::string> operator()(const game::IllegalMoveNote& note) const {
        std::string said = fill(lang,
                                {"illegal move number {0} by {1}",
                                 "jugada ilegal número {0} de {1}"},
                                {tts::number_words(std::uint32_t(note.count), lang),
                                 side(note.side)});
        if (note.ending == Termination::illegal_moves)
            return said + fill(lang, {": {0} loses", ": pierden"}, {side(note.side)});
        if (note.ending == Termination::illegal_moves_cannot_mate)
            return said + fill(lang, {": {0} would lose", ": perderían"}, {side(note.side)}) +
                   cannot_mate(note.side);
        return said + time_given(note.side, note.opponent_bonus);
    }

    // "White's draw claim by threefold repetition with knight from ...: upheld"; without the
    // move in words, the written one in the player's letters.
    std::optional<std::string> operator()(const game::DrawClaimNote& note) const {
        std::string said = fill(lang, {"{0}'s draw claim", "reclamación de tablas de {0}"},
                                {side(note.side)});
        if (note.ground == game::ClaimKind::threefold_repetition)
            said += one(lang, {" by threefold repetition", " por triple repetición"});
        if (note.ground == game::ClaimKind::fifty_moves)
            said += one(lang, {" by the 50-move rule", " por la regla de las 50 jugadas"});
        if (!claim_move.empty())
            said += one(lang, {" with ", " con "}) + std::string(claim_move);
        else if (!note.move.empty())
            said += one(lang, {" with ", " con "}) +
                    notation::with_piece_letters(note.move, piece_letters(lang));
        if (note.upheld) return said + one(lang, {": upheld", ": aceptada"});
        return said + one(lang, {": rejected", ": rechazada"}) +
               time_given(note.side, note.opponent_bonus);
    }
};

} // namespace

std::optional<std::string> note_words(Language lang, std::string_view note,
                                      std::string_view claim_move) {
    const auto recorded = game::read_note(note);
    if (!recorded) return std::nullopt;
    return std::visit(Say{lang, claim_move}, *recorded);
}

} // namespace escaque::tui::phrases
