// Helpers shared by the program's phrase files (program, review and file phrases) and the
// screens that show moves in the player's language.
#pragma once

#include <string>

#include "notation/piece_letters.h"
#include "tts/phrase_parts.h"

namespace escaque::tui::phrases {

// The text for the language, as a string to build on.
inline std::string one(tts::Language lang, const tts::phrase_parts::Bilingual& text) {
    return std::string(tts::phrase_parts::pick(lang, text));
}

// The piece letters a player of the language reads and types (Spanish: R D T A C).
inline notation::PieceLetters piece_letters(tts::Language lang) {
    return lang == tts::Language::es ? notation::PieceLetters::spanish
                                     : notation::PieceLetters::english;
}

} // namespace escaque::tui::phrases
