#include "notation/move_rejection.h"

namespace escaque::notation {

using namespace chess;

namespace {

std::string plural(PieceType pt) {
    return std::string(piece_type_name(pt)) + "s";
}

std::string count_word(std::size_t n) {
    constexpr const char* words[] = {"no",  "one",   "two",   "three", "four", "five",
                                     "six", "seven", "eight", "nine",  "ten"};
    return n < std::size(words) ? words[n] : std::to_string(n);
}

std::string piece_on(Piece pc, Square s) {
    return std::string("the ") + piece_type_name(type_of(pc)) + " on " + square_name(s);
}

std::string candidates_text(const std::vector<Square>& origins) {
    std::string text;
    for (std::size_t i = 0; i < origins.size(); ++i) {
        if (i > 0) text += i + 1 == origins.size() ? " or " : ", ";
        text += "from " + square_name(origins[i]);
    }
    return text;
}

std::string castling_obstacle_text(const MoveRejection& r) {
    switch (r.obstacle) {
    case CastlingObstacle::king_moved:
        return "your king has moved";
    case CastlingObstacle::rook_moved:
        return "that rook has moved or been captured";
    case CastlingObstacle::no_right:
        return "you have no castling right on that side";
    case CastlingObstacle::in_check:
        return "your king is in check";
    case CastlingObstacle::piece_between:
        return "a piece stands between";
    case CastlingObstacle::square_attacked:
        return square_name(r.obstacle_square) + " is attacked";
    case CastlingObstacle::none:
        break;
    }
    return "it is not legal now";
}

std::string no_such_piece_text(const MoveRejection& r) {
    const std::string on = " on " + square_name(r.from);
    if (r.found == NO_PIECE) return "there is no piece" + on;
    if (color_of(r.found) != r.side)
        return "the piece" + on + " is a " + color_name(color_of(r.found)) + " " +
               piece_type_name(type_of(r.found));
    return "the piece" + on + " is a " + piece_type_name(type_of(r.found)) + ", not a " +
           piece_type_name(r.piece);
}

} // namespace

const char* piece_type_name(PieceType pt) {
    constexpr const char* names[] = {"piece", "pawn", "knight", "bishop", "rook", "queen", "king"};
    return pt <= KING ? names[pt] : "piece";
}

const char* color_name(Color c) {
    return c == WHITE ? "white" : "black";
}

std::string describe(const MoveRejection& r) {
    switch (r.reason) {
    case RejectionReason::not_understood:
        return "not a move or a command: " + r.text;
    case RejectionReason::wrong_side:
        return std::string("it is ") + (r.side == WHITE ? "White" : "Black") + "'s turn";
    case RejectionReason::no_piece_can_reach:
        return std::string("no ") + color_name(r.side) + " " + piece_type_name(r.piece) +
               (r.capture ? " can capture on " : " can reach ") + square_name(r.to);
    case RejectionReason::nothing_to_capture:
        return "there is nothing to capture on " + square_name(r.to);
    case RejectionReason::own_piece_there: {
        const bool already = type_of(r.found) == r.piece;
        return std::string(r.side == WHITE ? "White" : "Black") + (already ? "'s " : "'s own ") +
               piece_type_name(type_of(r.found)) + (already ? " is already on " : " stands on ") +
               square_name(r.to);
    }
    case RejectionReason::no_such_piece:
        return no_such_piece_text(r);
    case RejectionReason::piece_cannot_move_there:
        return piece_on(make_piece(r.side, r.piece), r.from) + " cannot move to " +
               square_name(r.to);
    case RejectionReason::leaves_king_in_check:
        return "that move leaves your king in check from " +
               piece_on(r.attacker, r.attacker_square);
    case RejectionReason::ambiguous:
        return count_word(r.candidates.size()) + " " + plural(r.piece) + " can go to " +
               square_name(r.to) + ": " + candidates_text(r.candidates);
    case RejectionReason::promotion_piece_needed:
        return "promote to which piece?";
    case RejectionReason::invalid_promotion:
        if (r.piece == KING || r.piece == PAWN)
            return std::string("a pawn cannot promote to a ") + piece_type_name(r.piece);
        return "that move is not a promotion";
    case RejectionReason::castling_not_allowed:
        return "castling is not allowed: " + castling_obstacle_text(r);
    case RejectionReason::castling_must_be_explicit:
        return "in Chess960, castle with O-O or O-O-O";
    }
    return "that move is not possible";
}

} // namespace escaque::notation
