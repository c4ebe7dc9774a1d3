// What the text of a move says, before it is matched against a position: "Nbd2" names a knight,
// the b-file and d2; "e7e8q" two squares and a queen; "O-O" a side to castle on.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "chess/types.h"
#include "notation/piece_letters.h"

namespace escaque::notation {

enum class CastlingSide : uint8_t { none, king_side, queen_side };

struct MoveSyntax {
    CastlingSide castling = CastlingSide::none;
    // The piece letter written, NO_PIECE_TYPE when there was none (a pawn move, or a move given
    // by its two squares, where the piece is whatever stands on the first).
    chess::PieceType piece = chess::NO_PIECE_TYPE;
    int8_t from_file = -1; // 0-7 when the origin's file is written
    int8_t from_rank = -1; // 0-7 when the origin's rank is written
    chess::Square to = chess::SQ_NONE;
    chess::PieceType promotion = chess::NO_PIECE_TYPE;
    bool capture = false;    // "x" or ":"
    bool check = false;      // "+"
    bool mate = false;       // "#" or "++"
    bool en_passant = false; // "e.p." or "ep"

    bool has_from_square() const { return from_file >= 0 && from_rank >= 0; }
    chess::Square from_square() const {
        return chess::make_square(chess::File(from_file), chess::Rank(from_rank));
    }
};

struct SyntaxOptions {
    PieceLetters letters = PieceLetters::english;
    // Typed input is read forgivingly: spaces ignored, lower-case piece letters where they are no
    // file letter (n, k, q, r, t, p), letters of the other set where they cannot be ambiguous,
    // castling as oo/00/ooo/000, ICCF digits (5254, 57581).
    bool typed = false;
};

// Reads the SAN, long algebraic, UCI (and, for typed input, ICCF) forms. Move annotations
// (!, ?, +, #, e.p.) are read and set flags; std::nullopt when the text is no move at all.
// The text must be ASCII: see normalise_move_text for the Unicode dashes found in real files.
std::optional<MoveSyntax> parse_move_syntax(std::string_view text, const SyntaxOptions& options);

// Replaces Unicode look-alikes found in pasted and exported moves by their ASCII letters:
// hyphens and dashes (U+2010-U+2015, U+2212) by '-', the multiplication sign by 'x', and chess
// figurines by the piece letters of `letters`. Returns false when the text had none.
bool normalise_move_text(std::string_view text, PieceLetters letters, std::string& out);

} // namespace escaque::notation
