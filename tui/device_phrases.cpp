// What escaque says about its own screen and voice: a window too small for the board, a voice
// that is not installed.
#include "program_phrases.h"

#include "phrase_helpers.h"
#include "printable_text.h"
#include "screen_content.h"
#include "tts/phrase_parts.h"

namespace escaque::tui::phrases {

using namespace tts::phrase_parts;

std::string screen_too_small(Language lang, int columns, int lines) {
    const std::string needed = std::to_string(min_columns);
    const std::string needed_lines = std::to_string(min_lines);
    return sentences(
        {fill(lang,
              {"the window is too small for the board: it needs {0} columns and {1} lines, "
               "it has {2} columns and {3} lines",
               "la ventana es demasiado pequeña para el tablero: necesita {0} columnas y {1} "
               "líneas, tiene {2} columnas y {3} líneas"},
              {needed, needed_lines, std::to_string(columns), std::to_string(lines)}),
         one(lang, {"moves and commands work as before",
                    "las jugadas y las órdenes funcionan como siempre"})});
}

std::string screen_too_small_short(Language lang) {
    return sentences({fill(lang,
                           {"too small for the board ({0} x {1})",
                            "ventana demasiado pequeña para el tablero ({0} x {1})"},
                           {std::to_string(min_columns), std::to_string(min_lines)})});
}

std::string screen_fits_again(Language lang) {
    return sentences({one(lang, {"the window is large enough: the board is shown again",
                                 "la ventana ya es bastante grande: el tablero se ve de nuevo"})});
}

std::string voice_missing(Language lang, std::string_view voice, std::string_view used) {
    return sentences({fill(lang,
                           {"voice {0} is not installed; speaking with {1}",
                            "la voz {0} no está instalada; hablo con la voz {1}"},
                           {quoted_input(voice), used})});
}

std::string voice_not_installed(Language lang, std::string_view voice) {
    return fill(lang,
                {"{0} is not installed; for example en, es, es-419 or en+klatt (espeak-ng "
                 "--voices lists them)",
                 "{0} no está instalada; por ejemplo en, es, es-419 o en+klatt (espeak-ng "
                 "--voices las lista)"},
                {quoted_input(voice)});
}

} // namespace escaque::tui::phrases
