// Why a typed move was refused, as a value: the reason and the facts a phrase book needs to say
// it in any language ("the knight on g1 cannot move to e3", "castling is not allowed: f1 is
// attacked"). describe() gives the English sentence for tests and line mode.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "chess/types.h"
#include "notation/castling.h"

namespace escaque::notation {

enum class RejectionReason : uint8_t {
    not_understood,           // text: neither a move nor anything like one
    wrong_side,               // side: whose turn it is (the move fits the other side's pieces);
                              // from and found: the other side's piece named, or piece, to and
                              // capture: what none of the side's own pieces can do
    no_piece_can_reach,       // side, piece (NO_PIECE_TYPE: any), to, capture
    nothing_to_capture,       // to: a capture was written but nothing of the opponent's is there
    own_piece_there,          // piece (the one moving), to, found: the destination holds one of
                              // the side's own pieces (found == piece: it is already there)
    no_such_piece,            // from, piece (what was named, or none), found (what stands there)
    piece_cannot_move_there,  // piece, from, to
    leaves_king_in_check,     // piece, from, to, attacker, attacker_square
    ambiguous,                // piece, to, candidates (the origins)
    promotion_piece_needed,   // from, to: ask "promote to which piece?"
    invalid_promotion,        // piece (the piece asked for), from, to: not a promotion, or to a
                              // king or pawn
    castling_not_allowed,     // castling, obstacle, obstacle_square, attacker, attacker_square
    castling_must_be_explicit // castling: in Chess960 castling is only O-O / O-O-O (§6.3)
};

struct MoveRejection {
    RejectionReason reason = RejectionReason::not_understood;
    std::string text;                              // not_understood: what was typed
    chess::Color side = chess::WHITE;              // the side to move
    chess::PieceType piece = chess::NO_PIECE_TYPE; // the piece named or concerned
    chess::Square from = chess::SQ_NONE;
    int from_file = -1; // no_piece_can_reach: the file written ("Rad1"), when no square was
    chess::Square to = chess::SQ_NONE;
    chess::Piece found = chess::NO_PIECE; // no_such_piece: what stands on `from`;
                                          // own_piece_there: what stands on `to`
    bool capture = false;                 // no_piece_can_reach: a capture was asked for
    chess::Piece attacker = chess::NO_PIECE;
    chess::Square attacker_square = chess::SQ_NONE;
    std::vector<chess::Square> candidates; // ambiguous: every origin, in square order
    CastlingSide castling = CastlingSide::none;
    CastlingObstacle obstacle = CastlingObstacle::none;
    chess::Square obstacle_square = chess::SQ_NONE; // the attacked square / the piece between
    // With Spanish letters "Rad1" is a king move; when the rook move it would be in English is
    // legal, that move with the Spanish rook letter ("Tad1"), to say after the reason.
    std::string spanish_rook_move;
};

// English, lower case, no final stop: "two knights can go to d2: from b1 or from f3".
std::string describe(const MoveRejection& rejection);

// English names used by describe(): "knight", "white", "White".
const char* piece_type_name(chess::PieceType pt);
const char* color_name(chess::Color c);

} // namespace escaque::notation
