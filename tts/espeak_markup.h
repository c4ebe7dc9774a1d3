// From an announcement's plain text (what the screen and the speech log show) to the markup
// espeak-ng is given (espeakSSML | espeakPHONEMES), for one voice. Pure; every rule below was
// checked on espeak-ng 1.51 with its phoneme trace (tests/tts/test_phonemes.cpp).
//
// - SSML's & < > are escaped, and "[[" is broken up: with espeakPHONEMES it would start phoneme
//   input.
// - Spanish voices: the vowel files of a square are stressed, "a4" → "[['a]]4", otherwise
//   espeak-ng reads the unstressed words "a" and "e" ("peón a a4"). SSML
//   <say-as interpret-as="characters"> stresses them too but adds pauses around the letter.
// - German words of the full FIDE style (eins … acht, König … Bauer, Kurze/Lange Rochade, and
//   the file names next to them) are spoken by the German voice: the English voice says "acht"
//   as "atcht" and the Spanish one "zwei" as "zeta-wei". espeak-ng does not return to the outer
//   voice when </voice> closes, so every stretch of text gets its own explicit <voice name=…>,
//   and the variant ("+klatt") is kept so the timbre does not change mid-sentence.
// - Pronunciations: English "Cesar" → "Caesar" (otherwise "say-ZAR"); Spanish "César", "Héctor",
//   "Félix" (stress), "chárli", "eco" (NATO as Spanish speakers say it); German "Zäsar" and the
//   umlauts for the Laws' ASCII spellings (Koenig, Laeufer, fuenf).
// Limits: words are matched whole and case-sensitively; a capitalised "Dame" alone is taken as
// the German queen. A lone file letter ("columna a") is not changed: phrases should name squares
// or put the letter at the end of a clause, where espeak-ng stresses it.
#pragma once

#include <string>
#include <string_view>

namespace escaque::tts {

std::string to_espeak_markup(std::string_view text, std::string_view voice);

} // namespace escaque::tts
