// The vocabulary choices every spoken word depends on: the user's language and the way squares
// (and with them pieces and castling) are named. Plain value types, shared by the word builders.
#pragma once

#include <cstdint>
#include <string_view>

namespace escaque::tts {

enum class Language : std::uint8_t { en, es };

// How squares are named, as blind players know them from lichess and over-the-board play.
enum class SquareStyle : std::uint8_t {
    letters,    // "f3", left for espeak-ng to read letter and number
    fide_names, // "Felix three" / "Felix tres": FIDE file names, the language's own numbers
    nato,       // "foxtrot three" / "foxtrot tres"
    fide,       // "Felix drei": the full FIDE style (RULES.md §1.1), with German pieces too
};

// The full FIDE style speaks German words. The Laws spell them in ASCII (Koenig, Laeufer,
// fuenf) for screens and braille; speech wants the real letters (König, Läufer, fünf).
enum class GermanSpelling : std::uint8_t { umlauts, laws_ascii };

struct Wording {
    Language language = Language::en;
    // Default FIDE names: plain letters are misheard over speech (SPEECH.md, "Being understood").
    SquareStyle squares = SquareStyle::fide_names;
    GermanSpelling german = GermanSpelling::umlauts;
};

std::string_view to_string(Language language);
std::string_view to_string(SquareStyle style);

} // namespace escaque::tts
