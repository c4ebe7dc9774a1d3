// Words for the board: files, ranks, squares, pieces and castling, in every square style and
// language. Squares are (file 0-7 = a-h, rank 0-7 = 1-8) so this layer needs no chess types.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "tts/wording.h"

namespace escaque::tts {

enum class PieceKind : std::uint8_t { king, queen, rook, bishop, knight, pawn };
enum class Amount : std::uint8_t { one, several }; // "knight" / "knights"
enum class CastlingSide : std::uint8_t { king_side, queen_side };

// The file alone: "f" (letters), "Felix" (FIDE names and full FIDE), "foxtrot" (NATO).
// FIDE file names keep the Laws' spelling on every language ("Cesar", "Hector"); how each voice
// pronounces them is the espeak markup's business (tts/espeak_markup.h).
std::string_view file_word(int file, const Wording& wording);

// The rank alone: "3" (letters), "three" / "tres" (FIDE names, NATO), "drei" (full FIDE).
std::string_view rank_word(int rank, const Wording& wording);

// The square: "f3" joined in the letters style (espeak-ng reads "a4" as a square, but a lone "a"
// as the article), "Felix three", "Felix tres", "foxtrot three", "Felix drei".
std::string square_words(int file, int rank, const Wording& wording);

// "knight" / "caballo" / "Springer"; the full FIDE style uses the German pieces of the Laws.
std::string_view piece_word(PieceKind piece, const Wording& wording, Amount amount = Amount::one);

// "short castling" / "enroque corto" / "Kurze Rochade" (0-0); long for 0-0-0.
std::string_view castling_words(CastlingSide side, const Wording& wording);

} // namespace escaque::tts
