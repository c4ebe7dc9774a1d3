// Where pieces can ever go. An over-approximation of every square each piece may stand on or
// attack in any continuation of the game, built around the pieces whose future is provably
// narrow:
//   - frozen pieces never move and are never captured (a bishop walled in by its own locked
//     pawns, a pawn blocked by a frozen piece that can never capture);
//   - locked pawns never leave their file and are never captured, so they only walk forward up
//     to the pawn or frozen piece ahead of them: two opposing locked pawns on a file can never
//     pass each other, and no pawn behind a locked one can pass it.
// The roles are the largest self-consistent assignment: each claim is checked against the
// reach that all the other claims allow (no enemy piece can ever stand where a locked pawn
// would capture, nor attack a square where it may stand, nor can an enemy king step next to
// it unless a frozen piece defends that square for ever). Free pieces pass through anything
// but frozen pieces, so their reach is a superset of what they can really do.
#pragma once

#include <array>

#include "chess/position.h"

namespace escaque::chess {

struct PieceMobility {
    Square square = SQ_NONE;
    Piece piece = NO_PIECE;
    bool frozen = false;  // never moves, never captured
    bool locked = false;  // a pawn that never leaves its file and is never captured
    bool promotes = false; // a pawn that may promote (its reach then includes the new piece's)
    Bitboard reach = 0;   // squares it may stand on, as a pawn and after a promotion
    Bitboard attacks = 0; // squares it may attack from those squares
};

struct Mobility {
    Color side_to_move = WHITE;
    std::array<Square, COLOR_NB> king_square{SQ_NONE, SQ_NONE};
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
