// Golden texts for the quickplay finish in English and Spanish: the claim, the rulings, the
// increment request, the results and the refusals.
#include <catch2/catch.hpp>

#include "test_phrases_support.h"

using namespace escaque;
using namespace escaque::game;
using namespace std::chrono_literals;
using chess::BLACK;
using chess::WHITE;
using test::check_event;

TEST_CASE("Quickplay claims, as made and as referred", "[phrases][quickplay]") {
    check_event(QuickplayClaimMade{WHITE, QuickplayGround::cannot_win_by_normal_means, false, 90s},
                "White claims a draw, quickplay finish: the opponent cannot win by normal means. "
                "Clocks stopped; the arbiter must rule.",
                "Las blancas reclaman tablas por final acelerado: el rival no puede ganar por "
                "medios normales. Relojes parados; el árbitro debe decidir.");
    check_event(QuickplayClaimMade{BLACK, QuickplayGround::no_effort_to_win, true, 90s},
                "Black claims a draw, quickplay finish: the opponent is making no effort to win. "
                "The game stops here; the position and the score sheet are saved for the arbiter.",
                "Las negras reclaman tablas por final acelerado: el rival no hace ningún esfuerzo "
                "por ganar. La partida se detiene; la posición y la planilla quedan guardadas "
                "para el árbitro.");
}

TEST_CASE("The arbiter's rulings on a quickplay claim", "[phrases][quickplay]") {
    check_event(QuickplayClaimRuled{WHITE, QuickplayRuling::upheld, {}},
                "White's quickplay claim is upheld.",
                "Se acepta la reclamación de final acelerado de las blancas.");
    check_event(QuickplayClaimRuled{WHITE, QuickplayRuling::rejected, 2min},
                "White's quickplay claim is rejected. Black gets two minutes.",
                "Se rechaza la reclamación de final acelerado de las blancas. Las negras reciben "
                "dos minutos.");
    check_event(QuickplayClaimRuled{BLACK, QuickplayRuling::postponed, {}},
                "The arbiter postpones the ruling on Black's claim; play on.",
                "El árbitro aplaza su decisión sobre la reclamación de las negras; se sigue jugando.");
    check_event(QuickplayRulingDue{BLACK, WHITE},
                "White's flag has fallen. The arbiter must now rule on Black's quickplay claim.",
                "Ha caído la bandera de las blancas. El árbitro debe decidir ya la reclamación de "
                "las negras.");
}

TEST_CASE("The increment request and its answer", "[phrases][quickplay]") {
    check_event(IncrementRequested{WHITE, 5s},
                "White asks for five seconds a move for both players. This is also a draw offer.",
                "Las blancas piden cinco segundos por jugada para los dos. Esto es también una "
                "oferta de tablas.");
    check_event(IncrementRuled{WHITE, true, 5s, 2min},
                "Increment granted: five seconds a move for both. Black gets two minutes.",
                "Incremento concedido: cinco segundos por jugada para los dos. Las negras reciben "
                "dos minutos.");
    check_event(IncrementRuled{WHITE, false, {}, {}}, "The increment is refused; play on.",
                "Se deniega el incremento; se sigue jugando.");
}

TEST_CASE("Quickplay results and refusals", "[phrases][quickplay]") {
    check_event(GameOver{{Outcome::draw, Termination::quickplay_finish, WHITE}},
                "Draw: quickplay finish claim upheld.",
                "Tablas: se acepta la reclamación de final acelerado.");
    check_event(GameOver{{Outcome::black_wins, Termination::quickplay_claim_rejected, WHITE}},
                "Black wins: the arbiter rejects White's quickplay claim.",
                "Ganan las negras: el árbitro rechaza la reclamación de las blancas.");
    const tts::PhraseBook en = test::english(), es = test::spanish();
    CHECK(en.refusal({Refusal::quickplay_time_not_low, {}}) ==
          "A quickplay claim needs less than two minutes on your clock.");
    CHECK(es.refusal({Refusal::awaiting_arbiter, {}}) ==
          "El juego está parado hasta que decida el árbitro.");
}
