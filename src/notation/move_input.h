// Moves in: whatever a player types, turned into the legal move it names or a reason why not.
//
// Accepted: SAN with or without "x", "+", "#", "!?" and "e.p." (Nf3, exd6 e.p., Qh4#); the
// promotion forms e8=Q e8Q e8(Q) e8/Q; castling O-O 0-0 oo 00 O-O-O 0-0-0 ooo 000; long algebraic
// Ng1-f3 Ng1f3 e2-e4 e7xd8=Q and the old capture sign e4:d5; UCI g1f3 e7e8q; ICCF digits 5254
// and 57581 (fifth digit: 1 queen, 2 rook, 3 bishop, 4 knight). Letters are case-sensitive where
// they could be files (bxc3 is a pawn, Bxc3 a bishop; Spanish axb3 a pawn, Axb3 a bishop); the
// user's letter set comes first and the other set's letters are accepted where unambiguous;
// "P" for pawns is optional. In Chess960 castling is only O-O / O-O-O (RULES.md §6.3).
#pragma once

#include <string_view>

#include "chess/position.h"
#include "chess/result.h"
#include "notation/move_rejection.h"
#include "notation/piece_letters.h"

namespace escaque::notation {

struct InputOptions {
    PieceLetters letters = PieceLetters::english;
    // What a promotion typed without its piece ("e8") becomes; NO_PIECE_TYPE refuses it with
    // promotion_piece_needed, so that the player is asked "promote to which piece?" and the
    // answer given here.
    chess::PieceType unnamed_promotion = chess::NO_PIECE_TYPE;
    // The square the opponent's pawn passed with a two-square step on the move just played
    // (ResolveOptions::passed_square): a pinned en passant capture is refused for the pin.
    chess::Square passed_square = chess::SQ_NONE;
};

Result<chess::Move, MoveRejection> parse_move_text(const chess::Position& pos,
                                                   std::string_view typed,
                                                   const InputOptions& options = {});

} // namespace escaque::notation
