// Matches what a move's text says against a position: the one legal move it names, or why
// there is none. Pieces are found from the destination with attack bitboards and then checked
// for legality one by one, never by generating every legal move and comparing strings.
#pragma once

#include "chess/position.h"
#include "chess/result.h"
#include "notation/move_rejection.h"
#include "notation/move_syntax.h"

namespace escaque::notation {

struct ResolveOptions {
    // Standard chess: the king's two-square step from e1/e8 ("Kg1", "e1g1", ICCF 5171) is
    // castling, as the Laws define castling as a king move (3.8.2). Never in Chess960, where
    // castling is only O-O / O-O-O (RULES.md §6.3).
    bool castling_by_king_step = true;
    // The king "taking" its own castling rook (UCI_Chess960 "e1h1") read as castling: for
    // machine-written files. For typed input it is refused with castling_must_be_explicit.
    bool castling_by_king_takes_rook = false;
    // What a promotion written without its piece becomes; NO_PIECE_TYPE refuses it with
    // promotion_piece_needed so the player can be asked.
    chess::PieceType default_promotion = chess::NO_PIECE_TYPE;
    // A capture sign with nothing to capture: refused (typed input, where it shows a player
    // misreading the board) or ignored (files, where it is a clerical slip).
    bool capture_sign_must_match = true;
    // The square the opponent's pawn passed with a two-square step on the move just played,
    // SQ_NONE if none. The position keeps an en passant square only where the capture is legal;
    // with this, a capture there that a pin forbids is refused for the pin, not for "nothing to
    // capture".
    chess::Square passed_square = chess::SQ_NONE;
};

Result<chess::Move, MoveRejection>
resolve_move(const chess::Position& pos, const MoveSyntax& syntax, const ResolveOptions& options);

} // namespace escaque::notation
