// What escaque says about draw offers: where an offer goes, the computer's answer, an offer
// still standing, the question before accepting one at a shared board.
#include "program_phrases.h"

#include "phrase_helpers.h"
#include "tts/phrase_parts.h"

namespace escaque::tui::phrases {

using namespace tts::phrase_parts;

std::string offer_goes_with_move(Language lang, std::optional<chess::Color> mover) {
    if (mover)
        return sentences({fill(lang,
                               {"the draw offer goes with {0}'s move; confirm with Enter",
                                "la oferta de tablas va con la jugada de {0}; confirma con Intro"},
                               {side_subject(*mover, lang)})});
    return sentences({one(lang, {"the draw offer goes with your move; confirm with Enter",
                                 "la oferta de tablas va con tu jugada; confirma con Intro"})});
}

std::string computer_answers_offer(Language lang, bool accepts) {
    return sentences({accepts ? one(lang, {"the computer accepts", "el ordenador acepta"})
                              : one(lang, {"the computer declines", "el ordenador rechaza"})});
}

std::string engine_declines_every_offer(Language lang) {
    return sentences({one(lang, {"an external engine has no say in draw offers: playing on, it "
                                 "declines every one; claim a draw when the rules allow one",
                                 "un motor externo no puede opinar sobre las tablas: sigue "
                                 "jugando, y así rechaza todas las ofertas; reclama tablas cuando "
                                 "las reglas lo permitan"})});
}

std::string confirm_accept_draw(Language lang, chess::Color side) {
    return capitalize(fill(lang,
                           {"{0} accepts the draw: are you sure?",
                            "{0} aceptan las tablas: ¿seguro?"},
                           {side_subject(side, lang)}));
}

std::string draw_offer_stands(Language lang, chess::Color by) {
    return sentences({fill(lang,
                           {"{0} has offered a draw, not yet answered: draw accepts it, decline "
                            "declines it",
                            "{0} han ofrecido tablas, sin respuesta aún: tablas las acepta, "
                            "rechazar las rechaza"},
                           {side_subject(by, lang)})});
}

} // namespace escaque::tui::phrases
