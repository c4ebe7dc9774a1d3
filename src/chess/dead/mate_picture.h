// A concrete picture of a checkmate to aim the helpmate search at: the square of the mated
// king, where the winning king stands, which piece gives check from where, and which pieces
// fill or cover each flight square. Built from the static reaches (mobility.h), scored by how
// far the pieces have to travel, and used only to steer the search (mating_plan.h).
#pragma once

#include <array>

#include "chess/dead/mobility.h"
#include "chess/position.h"

namespace escaque::chess {

struct MatePicture {
    Square mated_king = SQ_NONE;
    Square winner_king = SQ_NONE; // SQ_NONE when the winning king takes no part
    PieceType checker = NO_PIECE_TYPE;
    Square checking_square = SQ_NONE;
    // Per piece type: the flight squares the loser's pieces of that type should block, and the
    // squares the winner's pieces of that type should cover the remaining flights from.
    std::array<Bitboard, PIECE_TYPE_NB> loser_blocks{};
    std::array<Bitboard, PIECE_TYPE_NB> winner_posts{};
    int cost = 0; // rough number of moves the picture needs; lower is closer
};

// The cheapest picture over the squares where the loser's king may be mated; mated_king is
// SQ_NONE when no picture can be drawn.
MatePicture draw_mate_picture(const Position& pos, const Mobility& mobility, Color winner);

} // namespace escaque::chess
