// What escaque says about a command line it cannot read, in the language the rest of that
// command line (or the config file, or the locale) asks for.
#include "program_phrases.h"

#include <string>

#include "phrase_helpers.h"
#include "tts/phrase_parts.h"

namespace escaque::tui::phrases {

using namespace tts::phrase_parts;
using Kind = UsageError::Kind;

std::string usage_error(Language lang, const UsageError& error) {
    std::string words;
    switch (error.kind) {
    case Kind::repeated:
        words = fill(lang,
                     {"{0}: given more than once; give it once",
                      "{0}: aparece más de una vez; dalo una sola vez"},
                     {error.option});
        break;
    case Kind::missing_value:
        words = fill(lang, {"{0}: a value must follow it", "{0}: falta el valor que va detrás"},
                     {error.option});
        break;
    case Kind::not_an_option:
        words = fill(lang, {"not an option: {0}", "{0} no es una opción"}, {error.text});
        if (!error.option.empty())
            words += fill(lang, {" (did you mean {0}?)", " (¿quizá {0}?)"}, {error.option});
        break;
    case Kind::stray_words:
        words = fill(lang,
                     error.word_count == 1
                         ? Bilingual{"not an option: {0}", "sobra esta palabra: {0}"}
                         : Bilingual{"not options: {0}", "sobran estas palabras: {0}"},
                     {error.text});
        if (!error.option.empty())
            words += fill(lang,
                          {"; {0} takes one value: with spaces in it, put it in quotes, as in "
                           "{0} \"{1} {2}\"",
                           "; {0} lleva un solo valor: si tiene espacios, va entre comillas, "
                           "como {0} \"{1} {2}\""},
                          {error.option, error.value, error.text});
        break;
    case Kind::other:
        words = fill(lang, {"{0}", "no se entiende la línea de órdenes ({0})"}, {error.text});
        break;
    }
    return words +
           one(lang, {"; escaque --help lists the options", "; escaque --help lista las opciones"});
}

std::string config_error(Language lang, const ConfigRead& read) {
    if (lang == Language::en) return read.error;
    using Problem = ConfigRead::Problem;
    switch (read.problem) {
    case Problem::none:
        return read.error;
    case Problem::no_such_file:
        return "no existe";
    case Problem::folder:
        return "es una carpeta, no un archivo de ajustes";
    case Problem::syntax:
        return fill("la línea {0}, columna {1}, no se entiende; cada línea es: nombre = valor, "
                    "con el texto entre comillas (lang = \"es\"), un número entero (rate = 320) "
                    "o true/false",
                    {std::to_string(read.line), std::to_string(read.column)});
    case Problem::value_type:
        return fill("{0}: se esperaba un texto entre comillas, un número entero o true/false",
                    {read.key});
    }
    return read.error;
}

} // namespace escaque::tui::phrases
