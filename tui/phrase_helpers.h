// Helpers shared by the program's phrase files (program, review and file phrases).
#pragma once

#include <string>

#include "tts/phrase_parts.h"

namespace escaque::tui::phrases {

// The text for the language, as a string to build on.
inline std::string one(tts::Language lang, const tts::phrase_parts::Bilingual& text) {
    return std::string(tts::phrase_parts::pick(lang, text));
}

} // namespace escaque::tui::phrases
