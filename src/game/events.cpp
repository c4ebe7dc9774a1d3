#include "game/events.h"

#include "chess/movegen.h"
#include "chess/position.h"
#include "notation/san.h"

namespace escaque::game {

MoveMade describe_move(const chess::Position& before, Move move) {
    MoveMade made;
    made.move = move;
    made.mover = before.side_to_move();
    made.piece = type_of(before.moved_piece(move));
    made.captured = before.captured_type(move);
    made.en_passant = move.type() == chess::EN_PASSANT;
    made.promotion = move.type() == chess::PROMOTION ? move.promotion_type() : chess::NO_PIECE_TYPE;
    if (move.type() == chess::CASTLING) {
        // Castling is "king takes own rook": the rook stands on the side castled to.
        made.castling_king_side = move.to() > move.from();
        made.castling_queen_side = !made.castling_king_side;
        made.chess960 = before.chess960();
    }
    made.san = notation::to_san(before, move);
    chess::Position after = before;
    after.do_move(move);
    made.check = after.in_check();
    made.checkmate = made.check && !chess::has_legal_move(after);
    const chess::Bitboard checkers = after.checkers();
    made.double_check = chess::more_than_one(checkers);
    // Castling's check is the rook's, which does not land on the square the move names.
    if (checkers && !made.double_check && move.type() != chess::CASTLING &&
        chess::lsb(checkers) != move.to()) {
        made.discovered_by = chess::lsb(checkers);
        made.discovered_piece = chess::type_of(after.piece_on(made.discovered_by));
    }
    return made;
}

} // namespace escaque::game
