// Why a FEN cannot be read, as a value: what is wrong and with which square, piece, colour or
// count, so that each language can say it in its own words. message() is the English.
#pragma once

#include <cstdint>
#include <string>

#include "chess/types.h"

namespace escaque::chess {

enum class FenField : uint8_t {
    whole, // the number of fields
    placement,
    side_to_move,
    castling,
    en_passant,
    halfmove_clock,
    fullmove_number
};

enum class FenProblem : uint8_t {
    field_count,               // number: fields found
    rank_count,                // number: ranks found
    not_a_piece_letter,        // rank, text: the character
    rank_squares,              // rank, number: squares counted
    pawn_on_back_rank,         // color, square
    no_king,                   // color
    several_kings,             // color, number
    not_a_side,                // text
    side_not_to_move_in_check, // color: the side not to move
    castling_twice,            // text: the letter
    castling_king_off_rank,    // text, color, rank
    castling_king_off_square,  // text, color, square: where the king must stand
    castling_no_rook,          // text, square: where the rook must stand
    castling_no_rook_on_side,  // text, color, king_side
    castling_king_on_edge,     // text, color, square: the king's
    castling_not_a_letter,     // text
    castling_same_side_twice,  // color
    en_passant_not_a_square,   // text
    en_passant_wrong_rank,     // square, rank, color: the side to move
    en_passant_no_pawn,        // square, color: the pawn's, other_square: where it should be
    en_passant_not_passed,     // square
    halfmove_not_a_number,     // text
    fullmove_not_a_number,     // text
    too_many_pawns,            // color, number
    too_many_pieces,           // color, number
    too_many_promoted,         // color, number: pieces beyond the set, second_number: pawns gone
    too_many_checkers          // color: the side in check, number: checkers
};

struct FenError {
    FenProblem problem = FenProblem::field_count;
    std::string text = {}; // the field or character as written
    Color color = WHITE;
    Square square = SQ_NONE;
    Square other_square = SQ_NONE;
    Rank rank = RANK_1;
    int number = 0;
    int second_number = 0;
    bool king_side = false;

    FenField field() const;
    // English, naming the field: "castling: right K but no rook on h1".
    std::string message() const;
    // The same without the field: "right K but no rook on h1".
    std::string problem_message() const;
};

} // namespace escaque::chess
