// What escaque says when the computer cannot play: the engine's program is missing or broken,
// it stopped, hung, or answered an illegal move. Said in the player's language; the reason an
// option was refused (its range, its choices) and unexpected failures stay in English.
#include "program_phrases.h"

#include <string>

#include "phrase_helpers.h"
#include "tts/phrase_parts.h"
#include "tts/time_words.h"

namespace escaque::tui::phrases {

using namespace tts::phrase_parts;
using Problem = engine::EngineError::Problem;

namespace {

std::string how_it_stopped(const engine::EngineError& error) {
    if (error.exit_code)
        return fill("terminó con el código {0}", {std::to_string(*error.exit_code)});
    if (error.signal)
        return fill("lo detuvo la señal {0}", {std::to_string(*error.signal)});
    return "cerró su conexión";
}

// Why an option could not be set, in Spanish.
std::string spanish_refusal(const engine::OptionRefusal& r) {
    using Why = engine::OptionRefusal::Why;
    switch (r.why) {
    case Why::no_such_option:
        return fill("el motor no tiene ninguna opción llamada {0}", {r.option});
    case Why::line_break:
        return fill("el valor de {0} tiene un salto de línea", {r.option});
    case Why::not_true_or_false:
        return fill("{0} lleva true o false, no «{1}»", {r.option, r.value});
    case Why::not_whole_number:
        return fill("{0} lleva un número entero, no «{1}»", {r.option, r.value});
    case Why::out_of_range:
        return fill("{0} va de {1} a {2}",
                    {r.option, std::to_string(r.min), std::to_string(r.max)});
    case Why::not_a_choice:
        return fill("«{0}» no es uno de los valores de {1}", {r.value, r.option});
    }
    return r.english();
}

} // namespace

std::string engine_error(Language lang, const engine::EngineError& error) {
    if (lang == Language::en) return error.message();
    const std::string name = error.engine.empty() ? "el motor incorporado" : error.engine;
    switch (error.problem) {
    case Problem::other: return error.message();
    case Problem::no_program:
        return fill("no hay ningún programa de ajedrez en {0}", {name});
    case Problem::not_runnable:
        return fill("{0} no es un programa que se pueda ejecutar", {name});
    case Problem::not_on_path:
        return fill("no se encuentra el motor {0} en el PATH ni en /usr/games",
                    {name});
    case Problem::cannot_start:
        return fill("no se puede iniciar {0}", {name});
    case Problem::no_answer:
        return fill("{0} no respondió a «{1}» en {2}",
                    {name, error.subject, tts::duration_words(error.waited, lang)});
    case Problem::stopped:
        return fill("{0} dejó de funcionar: {1}", {name, how_it_stopped(error)});
    case Problem::timed_out:
        return fill("{0} no respondió a tiempo y se detuvo", {name});
    case Problem::illegal_move:
        return fill("{0} respondió con una jugada ilegal, «{1}»",
                    {name, error.subject});
    case Problem::option_refused:
        return fill(
            "{0} no acepta la opción {1}: {2}",
            {name, error.subject, error.refusal ? spanish_refusal(*error.refusal) : error.detail});
    case Problem::no_elo_limit:
        return fill("{0} no puede limitar su fuerza a una puntuación Elo", {name});
    case Problem::no_chess960:
        return fill("{0} no sabe jugar Chess960", {name});
    case Problem::no_move:
        return fill("{0} no encontró ninguna jugada", {name});
    }
    return error.message();
}

std::string engine_starting(Language lang, std::string_view program) {
    return sentences({fill(lang, {"starting {0}", "arrancando {0}"}, {program})});
}

std::string engine_failed(Language lang, const engine::EngineError& error,
                          std::string_view replacement) {
    return sentences({fill(lang, {"the computer failed: {0}", "el ordenador ha fallado: {0}"},
                           {engine_error(lang, error)}),
                      fill(lang, {"{0} plays on", "sigue jugando {0}"}, {replacement})});
}

std::string engine_unavailable(Language lang, const engine::EngineError& error) {
    return sentences({fill(lang,
                           {"the computer cannot play: {0}", "el ordenador no puede jugar: {0}"},
                           {engine_error(lang, error)})});
}

} // namespace escaque::tui::phrases
