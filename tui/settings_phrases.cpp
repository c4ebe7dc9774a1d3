// What escaque says about settings: one changed with "set", the list, a refusal; setting
// names and the values that are codes, in the player's language.
#include <algorithm>
#include <string_view>
#include <utility>

#include "phrase_helpers.h"
#include "program_phrases.h"
#include "settings.h"
#include "tts/phrase_parts.h"

namespace escaque::tui::phrases {

using namespace tts::phrase_parts;

namespace {

// The settings "set" can change, named in words, and the values that are codes.
std::string setting_words(Language lang, std::string_view key) {
    struct Name {
        std::string_view key;
        Bilingual words;
    };
    static constexpr Name names[] = {
        {"lang", {"language", "idioma"}},
        {"style", {"square names", "nombres de las casillas"}},
        {"voice", {"voice", "voz"}},
        {"rate", {"speech rate", "velocidad de la voz"}},
        {"verbosity", {"verbosity", "detalle"}},
        {"key-echo", {"key echo", "eco de las teclas"}},
        {"clock-announce", {"talking clock", "reloj parlante"}},
        {"confirm-moves", {"confirm moves", "confirmar jugadas"}},
        {"level", {"level", "nivel"}},
        {"pieces", {"pieces", "piezas"}},
        {"colors", {"colours", "colores"}},
    };
    for (const Name& n : names)
        if (n.key == key) return std::string(pick(lang, n.words));
    return std::string(key);
}

std::string value_words(Language lang, std::string_view key, std::string_view value) {
    if (key == "lang" && value == "es") return std::string(pick(lang, {"Spanish", "español"}));
    if (key == "lang" && value == "en") return std::string(pick(lang, {"English", "inglés"}));
    if (value == "on") return std::string(pick(lang, {"on", "sí"}));
    if (value == "off") return std::string(pick(lang, {"off", "no"}));
    // The codes typed in English, said in the player's language.
    static constexpr std::pair<std::string_view, Bilingual> codes[] = {
        {"brief", {"brief", "breve"}},        {"verbose", {"verbose", "detallado"}},
        {"letters", {"letters", "letras"}},   {"fide-names", {"FIDE names", "nombres FIDE"}},
        {"nato", {"NATO alphabet", "alfabeto OTAN"}},
        {"fide", {"FIDE words", "palabras FIDE"}},
        {"chars", {"characters", "caracteres"}}, {"words", {"words", "palabras"}},
        {"mono", {"monochrome", "monocromo"}},
        {"high-contrast", {"high contrast", "alto contraste"}}};
    for (const auto& [code, words] : codes)
        if (value == code) return std::string(pick(lang, words));
    return std::string(value);
}

} // namespace

std::string setting_changed(Language lang, std::string_view key, std::string_view value) {
    // "Speech rate: 400." — a noun and its value, right in both languages.
    return sentences({setting_words(lang, key) + ": " + value_words(lang, key, value)});
}

std::string settings_list(Language lang,
                          const std::vector<std::pair<std::string, std::string>>& values) {
    // As the player types them back: the codes in English, the Spanish words in Spanish.
    std::vector<std::string> items;
    for (const auto& [key, value] : values)
        items.push_back(lang == Language::es ? std::string(spanish_setting_key(key)) + " " +
                                                   value_words(lang, key, value)
                                             : key + " " + value);
    return sentences(
        {fill(lang, {"settings: {0}", "ajustes: {0}"}, {join_list(items)}),
         one(lang, {"change one with: set rate 300", "cambia uno con: ajustes velocidad 300"})});
}

std::string setting_refused(Language lang, std::string_view key, std::string_view reason) {
    // "nivel: se esperaba…" for the "level: se esperaba…" the settings give.
    std::string said(reason);
    if (lang == Language::es && said.starts_with(std::string(key) + ": "))
        said = std::string(spanish_setting_key(key)) + said.substr(key.size());
    return setting_refused(lang, said);
}

std::string setting_refused(Language lang, std::string_view reason) {
    return sentences({fill(lang, {"not changed: {0}", "sin cambios: {0}"}, {reason})});
}

std::string bad_engine_spec(Language lang, std::string_view spec) {
    const bool builtin = spec.starts_with("builtin:");
    const bool uci = spec.starts_with("uci:");
    if (!builtin && !uci)
        return fill(lang,
                    {"engine: expected builtin, builtin:LEVEL or uci:PATH (for example "
                     "uci:stockfish), not \"{0}\"",
                     "engine: se esperaba builtin, builtin:NIVEL o uci:PROGRAMA (por ejemplo "
                     "uci:stockfish), no «{0}»"},
                    {spec});
    if (builtin)
        return fill(lang,
                    {"engine: \"{0}\": the level must be 1 to 10, for example builtin:5",
                     "engine: «{0}»: el nivel va de 1 a 10, por ejemplo builtin:5"},
                    {spec});
    if (spec.size() == 4 || spec[4] == ',')
        return fill(lang,
                    {"engine: \"{0}\": no program after uci:, for example uci:stockfish",
                     "engine: «{0}»: falta el programa detrás de uci:, por ejemplo uci:stockfish"},
                    {spec});
    // The first option written without its "=": "Threads" in "uci:stockfish,Threads".
    std::string_view options = spec.substr(spec.find(',') + 1), item = options;
    while (!options.empty()) {
        item = options.substr(0, options.find(','));
        if (item.find('=') == std::string_view::npos || item.starts_with('=')) break;
        options.remove_prefix(std::min(options.size(), item.size() + 1));
    }
    const std::string found = item.empty()
                                  ? std::string(pick(lang, {"an empty one", "una vacía"}))
                                  : fill(lang, {"not \"{0}\"", "no «{0}»"}, {item});
    return fill(lang,
                {"engine: \"{0}\": each option after the program is written Option=Value, {1}, "
                 "for example uci:stockfish,Threads=2",
                 "engine: «{0}»: cada opción detrás del programa va como Opción=Valor, {1}, por "
                 "ejemplo uci:stockfish,Threads=2"},
                {spec, found});
}

} // namespace escaque::tui::phrases
