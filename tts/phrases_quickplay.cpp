// What the quickplay-finish events sound like (2001 Art. 10 and App. D; current Guidelines III):
// the claim, the arbiter's ruling, the increment request and its answer.
#include <chrono>

#include "tts/phrase_events.h"
#include "tts/number_words.h"
#include "tts/phrase_parts.h"
#include "tts/time_words.h"

namespace escaque::tts::phrase_events {

using namespace phrase_parts;
using chess::Color;

namespace {

std::string time_of(clock::Duration d, Language lang) {
    return time_words(std::chrono::duration_cast<std::chrono::milliseconds>(d), lang);
}

// An increment is a whole number of seconds: "five seconds", never "five point zero seconds".
std::string increment_of(clock::Duration d, Language lang) {
    return duration_words(std::chrono::duration_cast<std::chrono::milliseconds>(d), lang);
}

std::string who(Color c, Language lang) { return std::string(side_subject(c, lang)); }

std::string_view ground(game::QuickplayGround g, Language lang) {
    switch (g) {
    case game::QuickplayGround::cannot_win_by_normal_means:
        return pick(lang, {"the opponent cannot win by normal means",
                           "el rival no puede ganar por medios normales"});
    case game::QuickplayGround::no_effort_to_win:
        return pick(lang, {"the opponent is making no effort to win",
                           "el rival no hace ningún esfuerzo por ganar"});
    case game::QuickplayGround::both:
        return pick(lang, {"the opponent cannot win by normal means and is not trying to",
                           "el rival no puede ganar por medios normales ni lo intenta"});
    }
    return {};
}

} // namespace

std::string say(const game::QuickplayClaimMade& e, const PhraseSettings& s) {
    const Language lang = s.wording.language;
    const std::string claim =
        fill(lang, {"{0} claims a draw, quickplay finish: {1}",
                    "{0} reclaman tablas por final acelerado: {1}"},
             {who(e.by, lang), ground(e.ground, lang)});
    const std::string_view next =
        e.referred ? pick(lang, {"the game stops here; the position and the score sheet are "
                                 "saved for the arbiter",
                                 "la partida se detiene; la posición y la planilla quedan "
                                 "guardadas para el árbitro"})
                   : pick(lang, {"clocks stopped; the arbiter must rule",
                                 "relojes parados; el árbitro debe decidir"});
    return sentences({claim, next});
}

std::string say(const game::QuickplayClaimRuled& e, const PhraseSettings& s) {
    const Language lang = s.wording.language;
    const std::string claimant = who(e.by, lang);
    std::string text;
    switch (e.ruling) {
    case game::QuickplayRuling::upheld:
        text = fill(lang, {"{0}'s quickplay claim is upheld",
                           "se acepta la reclamación de final acelerado de {0}"},
                    {claimant});
        break;
    case game::QuickplayRuling::rejected:
        text = fill(lang, {"{0}'s quickplay claim is rejected",
                           "se rechaza la reclamación de final acelerado de {0}"},
                    {claimant});
        break;
    case game::QuickplayRuling::postponed:
    case game::QuickplayRuling::postponed_with_bonus:
        text = fill(lang, {"the arbiter postpones the ruling on {0}'s claim; play on",
                           "el árbitro aplaza su decisión sobre la reclamación de {0}; se sigue "
                           "jugando"},
                    {claimant});
        break;
    }
    if (e.opponent_bonus == clock::Duration{}) return sentences({text});
    return sentences({text, fill(lang, {"{0} gets {1}", "{0} reciben {1}"},
                                 {who(~e.by, lang), time_of(e.opponent_bonus, lang)})});
}

std::string say(const game::QuickplayRulingDue& e, const PhraseSettings& s) {
    const Language lang = s.wording.language;
    return sentences({fill(lang, {"{0}'s flag has fallen", "ha caído la bandera de {0}"},
                           {who(e.flag, lang)}),
                      fill(lang, {"the arbiter must now rule on {0}'s quickplay claim",
                                  "el árbitro debe decidir ya la reclamación de {0}"},
                           {who(e.by, lang)})});
}

std::string say(const game::IncrementRequested& e, const PhraseSettings& s) {
    const Language lang = s.wording.language;
    return sentences(
        {fill(lang, {"{0} asks for {1} a move for both players", "{0} piden {1} por jugada para los dos"},
              {who(e.by, lang), increment_of(e.increment, lang)}),
         pick(lang, {"this is also a draw offer", "esto es también una oferta de tablas"})});
}

std::string say(const game::IncrementRuled& e, const PhraseSettings& s) {
    const Language lang = s.wording.language;
    if (!e.granted)
        return sentences({pick(lang, {"the increment is refused; play on",
                                      "se deniega el incremento; se sigue jugando"})});
    return sentences(
        {fill(lang, {"increment granted: {0} a move for both", "incremento concedido: {0} por jugada para los dos"},
              {increment_of(e.increment, lang)}),
         fill(lang, {"{0} gets {1}", "{0} reciben {1}"},
              {who(~e.by, lang), time_of(e.opponent_bonus, lang)})});
}

} // namespace escaque::tts::phrase_events
