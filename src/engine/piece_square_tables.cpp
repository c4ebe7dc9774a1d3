#include "engine/piece_square_tables.h"

#include <array>
#include <cstdlib>

namespace escaque::engine {

namespace {

using namespace chess;

// 0 on the four centre squares, 6 in the corners: how far a square is from the middle.
constexpr int distance_from_centre(Square s) {
    const int f = file_of(s), r = rank_of(s);
    const int df = f < 4 ? 3 - f : f - 4;
    const int dr = r < 4 ? 3 - r : r - 4;
    return df + dr;
}

ScorePair pawn_bonus(Square s) {
    const int f = file_of(s), r = rank_of(s);
    const bool centre = f == FILE_D || f == FILE_E;
    const bool near_centre = f == FILE_C || f == FILE_F;
    // Centre pawns are worth more the further they stand (space); flank pawns should stay
    // home in the middlegame to shelter the king.
    static constexpr int centre_push[RANK_NB] = {0, -5, 4, 16, 22, 28, 40, 0};
    static constexpr int side_push[RANK_NB] = {0, 0, 2, 8, 12, 18, 35, 0};
    static constexpr int flank_push[RANK_NB] = {0, 4, 0, -4, 0, 12, 30, 0};
    // In the endgame every step forward brings promotion nearer.
    static constexpr int endgame_push[RANK_NB] = {0, -8, -6, 0, 12, 30, 60, 0};
    const int mg = centre ? centre_push[r] : near_centre ? side_push[r] : flank_push[r];
    return {mg, endgame_push[r]};
}

ScorePair knight_bonus(Square s) {
    const int c = distance_from_centre(s);
    const int r = rank_of(s);
    // Advanced central knights are strong outposts; rim and corner knights see little.
    const int outpost = (r >= RANK_4 && r <= RANK_6 && c <= 3) ? 10 : 0;
    return {18 - 9 * c + outpost, 15 - 8 * c};
}

ScorePair bishop_bonus(Square s) {
    const int c = distance_from_centre(s);
    const int f = file_of(s), r = rank_of(s);
    const bool long_diagonal = f == r || f + r == 7;
    const int back_rank = r == RANK_1 ? -10 : 0; // undeveloped
    return {12 - 4 * c + (long_diagonal ? 8 : 0) + back_rank, 10 - 4 * c};
}

ScorePair rook_bonus(Square s) {
    const int f = file_of(s), r = rank_of(s);
    const int seventh = r == RANK_7 ? 20 : 0;
    const int central_file = (f >= FILE_C && f <= FILE_F) ? 6 : 0;
    const int edge_file = (f == FILE_A || f == FILE_H) ? -4 : 0;
    return {seventh + central_file + edge_file, seventh / 2};
}

ScorePair queen_bonus(Square s) {
    const int c = distance_from_centre(s);
    const int r = rank_of(s);
    // An early queen sortie deep into enemy land is usually chased away with tempo.
    const int sortie = (r >= RANK_5 && r <= RANK_6) ? -6 : 0;
    return {6 - 2 * c + sortie, 18 - 6 * c};
}

ScorePair king_bonus(Square s) {
    const int f = file_of(s), r = rank_of(s);
    // Middlegame: tucked away behind the pawns, ideally castled; never wandering up.
    static constexpr int home_rank_by_file[FILE_NB] = {18, 28, 12, -5, -10, -5, 30, 20};
    static constexpr int rank_penalty[RANK_NB] = {0, -18, -45, -70, -90, -100, -100, -100};
    const int mg = r == RANK_1 ? home_rank_by_file[f] : rank_penalty[r] + home_rank_by_file[f] / 2;
    // Endgame: the king is a fighting piece and belongs in the centre.
    const int eg = 36 - 12 * distance_from_centre(s);
    return {mg, eg};
}

struct Tables {
    std::array<std::array<ScorePair, SQUARE_NB>, PIECE_TYPE_NB> values{};

    Tables() {
        for (Square s = SQ_A1; s < SQUARE_NB; ++s) {
            values[PAWN][s] = PIECE_VALUE[PAWN] + pawn_bonus(s);
            values[KNIGHT][s] = PIECE_VALUE[KNIGHT] + knight_bonus(s);
            values[BISHOP][s] = PIECE_VALUE[BISHOP] + bishop_bonus(s);
            values[ROOK][s] = PIECE_VALUE[ROOK] + rook_bonus(s);
            values[QUEEN][s] = PIECE_VALUE[QUEEN] + queen_bonus(s);
            values[KING][s] = king_bonus(s);
        }
    }
};

const Tables tables;

} // namespace

ScorePair piece_square(PieceType pt, Square s) {
    return tables.values[pt][s];
}

} // namespace escaque::engine
