// Plain-text shaping that makes announcements clear by ear. The result is still ordinary text,
// the same on screen, in the speech log and in the speech; espeak-ng specifics live in
// tts/espeak_markup.h.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

namespace escaque::tts {

// Joins the non-empty parts with single spaces: join_words({"knight", "", "Felix three"}).
std::string join_words(std::initializer_list<std::string_view> parts);

// Appends `sentence` as a sentence of its own: ("Knight Felix three", "check") gives
// "Knight Felix three. Check." At 300+ words per minute espeak-ng swallows a trailing
// ", check", so check and mate are always their own short sentence (SPEECH.md, "Rate").
// A trailing comma or space of `text` is dropped; ASCII sentence starts are capitalised.
std::string append_sentence(std::string_view text, std::string_view sentence);

// Escapes the characters SSML gives a meaning to (& < >), so dynamic text such as a player's
// name or a PGN comment is spoken as written and never taken for markup.
std::string escape_ssml(std::string_view text);

} // namespace escaque::tts
