// Where pieces can ever go. An over-approximation of every square each piece may stand on or
// attack in any continuation of the game, built from claims about pieces whose future is
// provably narrow:
//   - a pawn that never captures (no enemy piece can ever stand where it would take) stays
//     on its file, and a pawn that is never captured stays on the board;
//   - a pawn can never pass an opposing pawn on its file that does both, so each pawn walks
//     at most up to the square before it (or, behind a pawn of its own, before that one's
//     furthest square);
//   - a frozen piece never moves and is never captured (a bishop walled in by frozen pawns, a
//     pawn facing such a piece, a king that has no square to go to).
//   - a piece only the enemy king could take counts as never captured when taking it would
//     leave its side, every other piece frozen, with no move and not in check: that capture
//     ends the game in stalemate, so no line to a mate passes through it.
//   - a castling right is never used when a piece on its path is frozen in the position
//     without that right (until the first such castling, play continues that position).
// The claims are the largest self-consistent set: each is checked against the reaches that
// all the other claims allow, and dropped (then all reaches recomputed) when contradicted.
// Free pieces pass through anything but frozen pieces.
#pragma once

#include <array>

#include "chess/position.h"

namespace escaque::chess {

struct PieceMobility {
    Square square = SQ_NONE;
    Piece piece = NO_PIECE;
    bool frozen = false;   // never moves, never captured
    bool promotes = false; // a pawn that may promote (its reach then includes the new piece's)
    Bitboard reach = 0;    // squares it may stand on, as a pawn and after a promotion
    Bitboard attacks = 0;  // squares it may attack from those squares
};

struct Mobility {
    Color side_to_move = WHITE;
    Bitboard checkers = 0; // of the side to move, in the analysed position
    std::array<Square, COLOR_NB> king_square{SQ_NONE, SQ_NONE};
    std::array<bool, COLOR_NB> castling{};          // may still castle
    std::array<PieceMobility, SQUARE_NB> pieces{}; // the non-king pieces, pieces[0..count)
    int count = 0;
    Bitboard frozen = 0; // squares of frozen pieces
    std::array<Bitboard, COLOR_NB> king_reach{};
    // Squares attacked for ever by the colour's frozen pieces at contact range: the other king
    // never steps there, and takes no frozen piece standing there.
    std::array<Bitboard, COLOR_NB> lasting_attacks{};
    std::array<Bitboard, COLOR_NB> reach{};   // union over the colour's non-king pieces
    std::array<Bitboard, COLOR_NB> attacks{}; // union over the colour's non-king pieces
};

Mobility analyse_mobility(const Position& pos);

} // namespace escaque::chess
