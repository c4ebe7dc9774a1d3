// Piece letters of algebraic notation: English K Q R B N and Spanish R D T A C (FIDE App. C,
// RULES.md §5.2). P, for pawns, is the same in both and never written.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "chess/types.h"

namespace escaque::notation {

enum class PieceLetters : uint8_t { english, spanish };

// The upper-case letter of a piece type; 'P' for a pawn.
char piece_letter(chess::PieceType pt, PieceLetters letters);

// The piece type an upper-case letter names in one letter set, NO_PIECE_TYPE when none.
chess::PieceType piece_from_letter(char upper, PieceLetters letters);

// As above, but a letter that only the other set knows is accepted too (D T A C for an English
// user, K Q B N for a Spanish one). R is the one letter both sets use, for different pieces
// (rook, rey), so it always means what the user's own set says.
chess::PieceType piece_from_letter_either_set(char upper, PieceLetters preferred);

// SAN in English letters ("Nf3", "exd8=Q", "O-O") written with another set's letters ("Cf3",
// "exd8=D"): in SAN every upper-case letter but the castling O is a piece.
std::string with_piece_letters(std::string_view english_san, PieceLetters letters);

// The piece a player names when asked what to promote to: a name in English or Spanish
// ("queen", "Dama", "caballo"), or one letter of the player's own set in either case ("q",
// "N"; Spanish "d", "C"), perhaps written "=Q" or "(Q)". NO_PIECE_TYPE for anything else,
// also for a king or a pawn.
chess::PieceType promotion_piece_named(std::string_view answer, PieceLetters letters);

} // namespace escaque::notation
