// What escaque says about its own screen and voice: a window too small for the board, a voice
// that is not installed.
#include "program_phrases.h"

#include <array>
#include <utility>

#include "phrase_helpers.h"
#include "printable_text.h"
#include "screen_content.h"
#include "tts/phrase_parts.h"
#include "tts/speaker.h"

namespace escaque::tui::phrases {

using namespace tts::phrase_parts;

std::string screen_too_small(Language lang, int columns, int lines) {
    const std::string needed = std::to_string(min_columns);
    const std::string needed_lines = std::to_string(min_lines);
    return sentences(
        {fill(lang,
              {"the window is too small for the board: it needs {0} columns and {1} lines, or "
               "{4} columns and {5} lines with the clocks under the board; it has {2} columns "
               "and {3} lines",
               "la ventana es demasiado pequeña para el tablero: necesita {0} columnas y {1} "
               "líneas, o {4} columnas y {5} líneas con los relojes debajo del tablero; tiene "
               "{2} columnas y {3} líneas"},
              {needed, needed_lines, std::to_string(columns), std::to_string(lines),
               std::to_string(min_stacked_columns), std::to_string(min_stacked_lines)}),
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

std::string speech_notice(Language lang, std::string_view notice) {
    std::string text(notice);
    if (lang != Language::es) return text;
    // "voice qq is not installed; speaking with en" (tts::missing_voice_notice)
    if (const std::string part = tts::missing_voice_part(text); !part.empty()) {
        constexpr std::string_view middle = " is not installed; speaking with ";
        const std::string_view words = std::string_view(part).substr(6); // after "voice "
        const std::size_t split = words.find(middle);
        text.replace(text.find(part), part.size(),
                     fill(lang, {"", "la voz {0} no está instalada; hablo con la voz {1}"},
                          {words.substr(0, split), words.substr(split + middle.size())}));
    }
    // The other notices are built from these parts (tts/*_sink.cpp, tts/*_speaker.cpp,
    // tts/espeak_engine.cpp); a part comes before any shorter part found inside it.
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 17> spanish{{
        {"speech log unavailable: writing failed",
         "el registro de voz no está disponible: no se pudo escribir"},
        {"speech unavailable: ", "voz no disponible: "},
        {"no audio output found", "no se encuentra ninguna salida de sonido"},
        {"cannot open the audio device", "no se puede abrir el dispositivo de sonido"},
        {"the audio device is not open", "el dispositivo de sonido no está abierto"},
        {"the audio device failed", "el dispositivo de sonido ha fallado"},
        {"espeak-ng cannot start: ", "espeak-ng no puede arrancar: "},
        {"espeak-ng failed: ", "espeak-ng ha fallado: "},
        {"cannot write ", "no se puede escribir "},
        {"; speaking with espeak-ng instead", "; hablo con espeak-ng en su lugar"},
        {"the daemon does not answer", "el servicio no responde"},
        {"the daemon refused the connection's settings",
         "el servicio rechazó los ajustes de la conexión"},
        {"the connection was lost", "se perdió la conexión"},
        {"cannot connect", "no se puede conectar"},
        // The system's reasons the audio device gives most (strerror).
        {"(No such file or directory)", "(no existe)"},
        {"(Permission denied)", "(no hay permiso)"},
        {"(Device or resource busy)", "(está ocupado)"},
    }};
    for (const auto& [en, es] : spanish)
        for (std::size_t at = text.find(en); at != std::string::npos;
             at = text.find(en, at + es.size()))
            text.replace(at, en.size(), es);
    return text;
}

} // namespace escaque::tui::phrases
