// Results with their reason, for every Termination of the game layer, in both languages.
#include "tts/phrase_events.h"
#include "tts/phrase_parts.h"

namespace escaque::tts::phrase_events {

using namespace phrase_parts;
using chess::Color;
using game::Outcome;
using game::Termination;

namespace {

// A decisive result: the winner comes from the outcome. GameResult::side names the mating side
// for checkmate but the loser for the other reasons, so it is not used to find the winner.
std::string win(const game::GameResult& r, Language lang) {
    const Color winner = r.outcome == Outcome::white_wins ? chess::WHITE : chess::BLACK;
    const std::string w(side_subject(winner, lang));
    const std::string l(side_subject(~winner, lang));
    switch (r.reason) {
    case Termination::checkmate:
        return sentences({fill(lang, {"{0} wins by checkmate", "ganan {0} por jaque mate"}, {w})});
    case Termination::resignation:
        return sentences({fill(lang, {"{0} resigns", "{0} abandonan"}, {l}),
                          fill(lang, {"{0} wins", "ganan {0}"}, {w})});
    case Termination::time_forfeit:
        return sentences({fill(lang, {"{0} wins on time", "ganan {0} por tiempo"}, {w})});
    case Termination::quickplay_claim_rejected:
        return sentences({fill(lang, {"{0} wins: the arbiter rejects {1}'s quickplay claim",
                                      "ganan {0}: el árbitro rechaza la reclamación de {1}"},
                               {w, l})});
    case Termination::illegal_moves:
        return sentences({fill(
            lang,
            {"{0} wins: {1} loses by illegal moves", "ganan {0}: {1} pierden por jugadas ilegales"},
            {w, l})});
    case Termination::sealed_move_invalid:
        return sentences({fill(lang,
                               {"{0} wins: {1}'s sealed move is not valid",
                                "ganan {0}: la jugada sellada de {1} no es válida"},
                               {w, l})});
    default:
        // A win the game layer gave no reason for (a hand-edited saved game).
        return sentences({fill(lang, {"{0} wins", "ganan {0}"}, {w})});
    }
}

// Draws where the Laws turn a loss into a draw because the opponent cannot mate (5.1.2,
// 6.9, 7.5.5): `side` is the one who resigned, overstepped or moved illegally.
std::string draw_cannot_mate(Termination reason, std::optional<Color> side, Language lang) {
    if (!side)
        return sentences({pick(
            lang, {"draw: the opponent cannot checkmate", "tablas: el rival no puede dar mate"})});
    const std::string l(side_subject(*side, lang));
    const std::string o(side_subject(~*side, lang));
    Bilingual pattern{"", ""};
    switch (reason) {
    case Termination::time_forfeit_cannot_mate:
        pattern = {"draw: {0}'s flag fell, but {1} cannot checkmate",
                   "tablas: cayó la bandera de {0}, pero {1} no pueden dar mate"};
        break;
    case Termination::illegal_moves_cannot_mate:
        pattern = {"draw: {0} would lose by illegal moves, but {1} cannot checkmate",
                   "tablas: {0} perderían por jugadas ilegales, pero {1} no pueden dar mate"};
        break;
    default: // resignation_cannot_mate
        pattern = {"draw: {0} resigned, but {1} cannot checkmate",
                   "tablas: {0} abandonaron, pero {1} no pueden dar mate"};
        break;
    }
    return sentences({fill(lang, pattern, {l, o})});
}

std::string claimed_draw(const game::GameResult& r, Language lang) {
    const bool threefold = r.reason == Termination::threefold_repetition;
    const std::string_view rule =
        threefold ? pick(lang, {"draw by threefold repetition", "tablas por triple repetición"})
                  : pick(lang, {"draw by the fifty-move rule",
                                "tablas por la regla de las cincuenta jugadas"});
    if (!r.side) return sentences({rule});
    return sentences({fill(lang, {"{0}, claimed by {1}", "{0}, reclamadas por {1}"},
                           {rule, side_subject(*r.side, lang)})});
}

std::string draw(const game::GameResult& r, Language lang) {
    switch (r.reason) {
    case Termination::stalemate:
        return sentences({pick(lang, {"draw by stalemate", "tablas por ahogado"})});
    case Termination::dead_position:
        return sentences({pick(lang, {"draw: dead position, neither side can checkmate",
                                      "tablas: posición muerta, ningún bando puede dar mate"})});
    case Termination::fivefold_repetition:
        return sentences(
            {pick(lang, {"draw by fivefold repetition", "tablas por quíntuple repetición"})});
    case Termination::seventy_five_moves:
        return sentences({pick(lang, {"draw by the seventy-five-move rule",
                                      "tablas por la regla de las setenta y cinco jugadas"})});
    case Termination::threefold_repetition:
    case Termination::fifty_moves:
        return claimed_draw(r, lang);
    case Termination::agreement:
        return sentences({pick(lang, {"draw by agreement", "tablas de mutuo acuerdo"})});
    case Termination::quickplay_finish:
        return sentences({pick(lang, {"draw: quickplay finish claim upheld",
                                      "tablas: se acepta la reclamación de final acelerado"})});
    case Termination::both_flags:
        return sentences(
            {pick(lang, {"draw: both flags have fallen", "tablas: han caído las dos banderas"})});
    case Termination::time_forfeit_cannot_mate:
    case Termination::illegal_moves_cannot_mate:
    case Termination::resignation_cannot_mate:
        return draw_cannot_mate(r.reason, r.side, lang);
    default:
        return sentences({pick(lang, {"draw", "tablas"})});
    }
}

} // namespace

std::string result(const game::GameResult& r, const PhraseSettings& s) {
    const Language lang = s.wording.language;
    switch (r.outcome) {
    case Outcome::white_wins:
    case Outcome::black_wins:
        return win(r, lang);
    case Outcome::draw:
        return draw(r, lang);
    case Outcome::ongoing:
        break;
    }
    return sentences({pick(lang, {"the game is in progress", "la partida sigue en juego"})});
}

} // namespace escaque::tts::phrase_events
