#include "chess/fen_error.h"

namespace escaque::chess {

namespace {

std::string color_name(Color c) {
    return c == WHITE ? "white" : "black";
}

std::string rank_name(Rank r) {
    return std::to_string(int(r) + 1);
}

const char* field_name(FenField field) {
    switch (field) {
    case FenField::whole:
        return "FEN";
    case FenField::placement:
        return "placement";
    case FenField::side_to_move:
        return "side to move";
    case FenField::castling:
        return "castling";
    case FenField::en_passant:
        return "en passant";
    case FenField::halfmove_clock:
        return "halfmove clock";
    case FenField::fullmove_number:
        return "fullmove number";
    }
    return "FEN";
}

std::string plural(int n, const std::string& one, const std::string& many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string problem_words(const FenError& e) {
    const std::string side = color_name(e.color);
    const std::string right = "right " + e.text + " but ";
    switch (e.problem) {
    case FenProblem::field_count:
        return "has " + plural(e.number, "field", "fields") +
               "; expected 4 to 6: placement, side to move, castling, en passant, then perhaps "
               "halfmove clock and fullmove number";
    case FenProblem::rank_count:
        return "has " + std::to_string(e.number) + " ranks; expected 8 separated by '/'";
    case FenProblem::not_a_piece_letter:
        return "rank " + rank_name(e.rank) + " has '" + e.text +
               "', which is not a piece letter (PNBRQK pnbrqk) or a digit 1-8";
    case FenProblem::rank_squares:
        return "rank " + rank_name(e.rank) + " has " + std::to_string(e.number) +
               " squares; expected 8";
    case FenProblem::pawn_on_back_rank:
        return side + " pawn on " + square_name(e.square) + "; pawns never stand on rank " +
               rank_name(rank_of(e.square));
    case FenProblem::no_king:
        return "no " + side + " king";
    case FenProblem::several_kings:
        return std::to_string(e.number) + " " + side + " kings";
    case FenProblem::not_a_side:
        return "'" + e.text + "'; expected w or b";
    case FenProblem::side_not_to_move_in_check:
        return "the side not to move (" + side + ") is in check";
    case FenProblem::castling_twice:
        return "'" + e.text + "' given twice";
    case FenProblem::castling_king_off_rank:
        return right + "the " + side + " king is not on rank " + rank_name(e.rank);
    case FenProblem::castling_king_off_square:
        return right + "the " + side + " king is not on " + square_name(e.square);
    case FenProblem::castling_no_rook:
        return right + "no rook on " + square_name(e.square);
    case FenProblem::castling_no_rook_on_side:
        return right + "no " + side + " rook on the " + (e.king_side ? "king" : "queen") +
               " side of the king";
    case FenProblem::castling_king_on_edge:
        return right + "the " + side + " king is on " + square_name(e.square) +
               ", where no start position has it";
    case FenProblem::castling_not_a_letter:
        return "'" + e.text +
               "' is not a castling letter; expected '-', KQkq or rook files "
               "A-H / a-h";
    case FenProblem::castling_same_side_twice:
        return "two rights for the same side of the " + side + " king";
    case FenProblem::en_passant_not_a_square:
        return "'" + e.text + "' is not a square; expected '-' or e.g. e3";
    case FenProblem::en_passant_wrong_rank:
        return "square " + square_name(e.square) + " is not on rank " + rank_name(e.rank) +
               " with " + (e.color == WHITE ? "White" : "Black") + " to move";
    case FenProblem::en_passant_no_pawn:
        return "square " + square_name(e.square) + " but no " + side + " pawn on " +
               square_name(e.other_square);
    case FenProblem::en_passant_not_passed:
        return "square " + square_name(e.square) + " but the pawn could not have just passed it";
    case FenProblem::halfmove_not_a_number:
        return "'" + e.text + "'; expected a number 0 or more";
    case FenProblem::fullmove_not_a_number:
        return "'" + e.text + "'; expected a number 1 or more";
    case FenProblem::too_many_pawns:
        return std::to_string(e.number) + " " + side + " pawns; a side has at most 8";
    case FenProblem::too_many_pieces:
        return std::to_string(e.number) + " " + side + " pieces; a side has at most 16";
    case FenProblem::too_many_promoted:
        if (e.second_number == 0)
            return plural(e.number, side + " piece", side + " pieces") +
                   " beyond the starting set, but no " + side +
                   " pawn is missing that could have promoted";
        return plural(e.number, side + " piece", side + " pieces") +
               " beyond the starting set, but only " +
               plural(e.second_number, side + " pawn is", side + " pawns are") +
               " missing that could have promoted";
    case FenProblem::too_many_checkers:
        return side + " is in check from " + std::to_string(e.number) +
               " pieces; no move gives more than two checks";
    }
    return "cannot be read";
}

} // namespace

FenField FenError::field() const {
    switch (problem) {
    case FenProblem::field_count:
        return FenField::whole;
    case FenProblem::not_a_side:
    case FenProblem::side_not_to_move_in_check:
        return FenField::side_to_move;
    case FenProblem::castling_twice:
    case FenProblem::castling_king_off_rank:
    case FenProblem::castling_king_off_square:
    case FenProblem::castling_no_rook:
    case FenProblem::castling_no_rook_on_side:
    case FenProblem::castling_king_on_edge:
    case FenProblem::castling_not_a_letter:
    case FenProblem::castling_same_side_twice:
        return FenField::castling;
    case FenProblem::en_passant_not_a_square:
    case FenProblem::en_passant_wrong_rank:
    case FenProblem::en_passant_no_pawn:
    case FenProblem::en_passant_not_passed:
        return FenField::en_passant;
    case FenProblem::halfmove_not_a_number:
        return FenField::halfmove_clock;
    case FenProblem::fullmove_not_a_number:
        return FenField::fullmove_number;
    default:
        return FenField::placement;
    }
}

std::string FenError::message() const {
    return std::string(field_name(field())) + ": " + problem_words(*this);
}

std::string FenError::problem_message() const {
    return problem_words(*this);
}

} // namespace escaque::chess
