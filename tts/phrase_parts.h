// The small parts every phrase is built from: bilingual patterns, side and colour words with
// Spanish agreement, pieces, squares and lists. Internal to the phrase book (tts/phrase_book.h).
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "chess/types.h"
#include "tts/number_words.h"
#include "tts/square_words.h"
#include "tts/wording.h"

namespace escaque::tts::phrase_parts {

// One text in each language. Patterns hold {0} … {9}, filled by fill().
struct Bilingual {
    std::string_view en;
    std::string_view es;
};

std::string_view pick(Language language, const Bilingual& text);

// Replaces {0} … {9} by the arguments; a placeholder without an argument is left empty.
std::string fill(std::string_view pattern, std::initializer_list<std::string_view> args);
std::string fill(Language language, const Bilingual& pattern,
                 std::initializer_list<std::string_view> args);

// Upper-cases the first letter (ASCII or Spanish accented), skipping a leading "¿" or "¡".
std::string capitalize(std::string text);

// Complete sentences in a row, each capitalised and ending in a stop: "White offers a draw."
std::string sentences(std::initializer_list<std::string_view> parts);

// Spanish nouns decide the ending of the colour and of "un/una", "ningún/ninguna".
enum class Gender : std::uint8_t { masculine, feminine };
Gender spanish_gender(chess::PieceType pt); // NO_PIECE_TYPE stands for "pieza": feminine

// A side as the subject of a sentence: "White" / "las blancas" (capitalize() at a start).
std::string_view side_subject(chess::Color c, Language language);
// A side as a label before a colon or comma: "White" / "blancas".
std::string_view side_label(chess::Color c, Language language);

// "knight", "knights", "caballo", "Springer"; NO_PIECE_TYPE is "piece" / "pieza".
std::string piece_words(chess::PieceType pt, const Wording& wording, Amount amount = Amount::one);
// "white knight" / "caballo blanco" / "dama blanca" / "white Springer" / "caballos negros".
std::string coloured_piece(chess::Color c, chess::PieceType pt, const Wording& wording,
                           Amount amount = Amount::one);

std::string square_of(chess::Square s, const Wording& wording);

// A count before a noun of this Spanish gender: "una", "veintiún", "three".
std::string count_words(std::uint32_t n, Language language, Gender gender);

// "a, b, c" (English and Spanish alike: every item is spoken with a short pause).
std::string join_list(const std::vector<std::string>& items, std::string_view separator = ", ");

} // namespace escaque::tts::phrase_parts
