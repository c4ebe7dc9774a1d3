// The phrase book's entry points: events, results, time and confirmations. Moves, board
// read-outs and refusals have files of their own (phrases_*.cpp).
#include "tts/phrase_book.h"

#include <chrono>
#include <type_traits>
#include <variant>

#include "tts/phrase_events.h"
#include "tts/phrase_parts.h"
#include "tts/time_words.h"

namespace escaque::tts {

using namespace phrase_parts;

std::string PhraseBook::event(const game::Event& event) const {
    return std::visit(
        [this](const auto& e) -> std::string {
            using E = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<E, game::MoveMade>)
                return move(e);
            else if constexpr (std::is_same_v<E, game::GameOver>)
                return result(e.result);
            else
                return phrase_events::say(e, settings_);
        },
        event);
}

std::string PhraseBook::result(const game::GameResult& result) const {
    return phrase_events::result(result, settings_);
}

std::string PhraseBook::time(clock::Duration remaining) const {
    // Truncated to the millisecond, and time_words truncates further: a clock never promises
    // time that is not there.
    return time_words(std::chrono::duration_cast<std::chrono::milliseconds>(remaining),
                      settings_.wording.language);
}

std::string PhraseBook::clocks(clock::Duration white, clock::Duration black) const {
    const Language lang = settings_.wording.language;
    return fill(lang, {"White {0}, Black {1}", "Blancas {0}, negras {1}"},
                {time(white), time(black)});
}

std::string PhraseBook::clock_time(const clock::ChessClock& clock, clock::Side side) const {
    const Language lang = settings_.wording.language;
    const clock::OvertimeStatus overtime = clock.overtime(side);
    if (!overtime.in_overtime) return time(clock.remaining(side));
    const std::string left = time(overtime.period_left);
    if (overtime.periods_left <= 1)
        return fill(lang, {"in overtime, {0}, last period", "en periodo extra, {0}, el último"},
                    {left});
    return fill(lang,
                {"in overtime, {0}, {1} periods left",
                 "en periodo extra, {0}, quedan {1} periodos"},
                {left, number_words(std::uint32_t(overtime.periods_left), lang)});
}

std::string PhraseBook::clocks(const clock::ChessClock& clock) const {
    const Language lang = settings_.wording.language;
    // An overtime reading has commas of its own: the sides are then parted by a semicolon.
    const bool overtime = clock.overtime(clock::Side::white).in_overtime ||
                          clock.overtime(clock::Side::black).in_overtime;
    return fill(lang,
                overtime ? Bilingual{"White {0}; Black {1}", "Blancas {0}; negras {1}"}
                         : Bilingual{"White {0}, Black {1}", "Blancas {0}, negras {1}"},
                {clock_time(clock, clock::Side::white), clock_time(clock, clock::Side::black)});
}

std::string PhraseBook::recorded_clocks(std::optional<clock::Duration> white,
                                        std::optional<clock::Duration> black) const {
    const Language lang = settings_.wording.language;
    const auto words = [&](clock::Duration d) {
        return duration_words(std::chrono::duration_cast<std::chrono::milliseconds>(d), lang);
    };
    if (white && black)
        return fill(lang, {"White {0}, Black {1}", "Blancas {0}, negras {1}"},
                    {words(*white), words(*black)});
    if (white) return fill(lang, {"White {0}", "Blancas {0}"}, {words(*white)});
    if (black) return fill(lang, {"Black {0}", "Negras {0}"}, {words(*black)});
    return {};
}

std::string PhraseBook::confirmation(Confirmation what) const {
    const Language lang = settings_.wording.language;
    Bilingual action{"", ""};
    switch (what) {
    case Confirmation::quit:
        action = {"quit the game", "salir de la partida"};
        break;
    case Confirmation::resign:
        action = {"resign", "abandonar"};
        break;
    case Confirmation::offer_draw:
        action = {"offer a draw", "ofrecer tablas"};
        break;
    case Confirmation::claim_draw:
        // 9.5: a claim cannot be withdrawn, and a wrong one may cost time.
        action = {"claim a draw", "reclamar tablas"};
        break;
    case Confirmation::new_game:
        action = {"start a new game", "empezar una partida nueva"};
        break;
    }
    return capitalize(fill(lang, {"{0}: are you sure?", "{0}: ¿seguro?"}, {pick(lang, action)}));
}

} // namespace escaque::tts
