// A position in 39 bytes instead of a Position's 320, for queues that hold millions (the
// reachable-positions walk). Everything that decides the legal moves survives packing: the
// placement, the side to move, the castling rights with their rook squares (Chess960 too) and
// the en passant square. The halfmove clock and move number do not: dead positions ignore them.
#pragma once

#include <array>
#include <cstdint>

#include "chess/position.h"

namespace escaque::chess {

class PackedPosition {
public:
    explicit PackedPosition(const Position& pos) {
        const Setup s = pos.to_setup();
        for (int i = 0; i < SQUARE_NB / 2; ++i)
            board_[i] = uint8_t(s.board[2 * i] | (s.board[2 * i + 1] << 4));
        castling_rooks_ = s.castling_rooks;
        en_passant_ = s.en_passant;
        side_ = s.side_to_move;
        chess960_ = s.chess960;
    }

    Position unpack() const {
        Setup s;
        for (int i = 0; i < SQUARE_NB / 2; ++i) {
            s.board[2 * i] = Piece(board_[i] & 15);
            s.board[2 * i + 1] = Piece(board_[i] >> 4);
        }
        s.castling_rooks = castling_rooks_;
        s.en_passant = en_passant_;
        s.side_to_move = side_;
        s.chess960 = chess960_;
        return Position::from_setup(s);
    }

private:
    static_assert(PIECE_NB <= 16, "a piece fits in four bits");
    std::array<uint8_t, SQUARE_NB / 2> board_; // two squares a byte
    std::array<Square, 4> castling_rooks_;
    Square en_passant_;
    Color side_;
    bool chess960_;
};

} // namespace escaque::chess
