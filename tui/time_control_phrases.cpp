// The time control in words, and the rules edition a game is played under. English from the
// clock layer, Spanish mirrored here over the same description (clock/time_control_words.h),
// so that every form is said, never written.
#include <chrono>

#include "clock/time_control_words.h"
#include "program_phrases.h"
#include "tts/number_words.h"
#include "tts/phrase_parts.h"
#include "tts/time_words.h"

namespace escaque::tui::phrases {

using namespace tts::phrase_parts;

namespace {

std::string amount(clock::Duration d) {
    return tts::duration_words(std::chrono::duration_cast<std::chrono::milliseconds>(d),
                               Language::es);
}

// "cuarenta jugadas", "una jugada", "un periodo": the number agrees with the noun.
std::string count_of(int n, std::string_view one, std::string_view many, tts::NumberForm form) {
    return tts::number_words(std::uint32_t(n < 0 ? 0 : n), Language::es, form) + " " +
           std::string(n == 1 ? one : many);
}

std::string bonus_words(clock::TimingMethod method, clock::Duration bonus, bool every_move) {
    switch (method) {
    case clock::TimingMethod::fischer:
        return " más " + amount(bonus) + (every_move ? " por jugada desde la primera" : " por jugada");
    case clock::TimingMethod::simple_delay:
        return " con un retraso de " + amount(bonus) + (every_move ? " en cada jugada" : "");
    case clock::TimingMethod::bronstein:
        return " con un retraso Bronstein de " + amount(bonus) + (every_move ? " en cada jugada" : "");
    default:
        return {};
    }
}

std::string period_words(const clock::PeriodDescription& p, bool only_period) {
    if (p.method == clock::TimingMethod::byo_yomi) {
        const std::string overtime =
            "byo-yomi: " +
            count_of(p.overtime_periods, "periodo", "periodos", tts::NumberForm::masculine) +
            " de " + amount(p.bonus);
        if (p.base == clock::Duration::zero()) return overtime;
        return amount(p.base) + ", y luego " + overtime;
    }
    std::string words;
    if (p.moves > 0)
        words = count_of(p.moves, "jugada", "jugadas", tts::NumberForm::feminine) + " en " +
                amount(p.base);
    else if (only_period)
        words = amount(p.base) +
                (p.method == clock::TimingMethod::sudden_death ? " para toda la partida" : "");
    else
        words = amount(p.base) + " para el resto de la partida";
    words += bonus_words(p.method, p.bonus, false);
    if (p.repeats) words += ", que se repite";
    return words;
}

std::string spanish_time_control(const clock::TimeControl& control) {
    const clock::TimeControlDescription d = clock::describe(control);
    switch (d.kind) {
    case clock::TimeControl::Kind::untimed:
        return "sin control de tiempo";
    case clock::TimeControl::Kind::unknown:
        return "control de tiempo desconocido";
    case clock::TimeControl::Kind::timed:
        break;
    }
    if (d.hourglass) return "reloj de arena de " + amount(d.periods.front().base) + " para cada jugador";
    std::string words;
    for (const clock::PeriodDescription& p : d.periods) {
        if (!words.empty()) words += ", y luego ";
        words += period_words(p, d.periods.size() == 1);
    }
    if (d.shared_method) words += "," + bonus_words(*d.shared_method, d.shared_bonus, true);
    return words;
}

} // namespace

std::string time_control_words(Language lang, const clock::TimeControl& control) {
    if (!control.is_timed()) return std::string(pick(lang, {"no clock", "sin reloj"}));
    if (lang == Language::es) return spanish_time_control(control);
    return clock::describe_in_english(control);
}

std::string rules_2001(Language lang) {
    return tts::phrase_parts::sentences(
        {tts::phrase_parts::pick(lang, {"FIDE Laws of 2001", "Leyes FIDE de 2001"})});
}

std::string bad_time_control(Language lang, std::string_view text, const clock::Error& error) {
    if (lang == Language::en)
        return "tc: " + error.message +
               " (examples: 15+10, 5|3, 0:20+1, 40/90,30+30, G/5 d3, - for no clock)";
    using Problem = clock::Error::Problem;
    std::string what;
    switch (error.problem) {
    case Problem::empty:
        what = "falta el control de tiempo";
        break;
    case Problem::unreadable:
        if (error.unread.empty())
            what = fill("«{0}» está incompleto", {error.read});
        else if (error.read.empty())
            what = fill("no se entiende «{0}»", {error.unread});
        else
            what = fill("no se entiende «{0}» detrás de «{1}»", {error.unread, error.read});
        break;
    case Problem::no_time_at_start:
        return fill("tc: «{0}» no da tiempo para la primera jugada; el tiempo de base tiene que "
                    "ser mayor que cero, como en 5+3",
                    {text});
    case Problem::other:
        what = fill("«{0}» no es un control de tiempo válido", {text});
        break;
    }
    return "tc: " + what +
           "; se esperan minutos más segundos por jugada, como 90+30; jugadas/minutos, como "
           "40/90,30+30; o un nombre, como blitz (ejemplos: 15+10, 5|3, 0:20+1, G/5 d3; - para "
           "jugar sin reloj)";
}

} // namespace escaque::tui::phrases
