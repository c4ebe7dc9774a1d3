// Steering for the helpmate search: the mate picture (mate_picture.h) turned into distances,
// so that each move can be judged by whether it brings its piece closer to its part in the
// mate. Only the order and depth of the search depend on it, never its answer.
#pragma once

#include <array>
#include <cstdint>

#include "chess/dead/mate_picture.h"
#include "chess/dead/mobility.h"
#include "chess/position.h"

namespace escaque::chess {

// A rewarded move costs no ply and neither does the reply to it; a move that makes way for the
// loser's king costs none, but the reply to it does (else the two could alternate for ever).
enum class Variation : uint8_t { reward, make_way, normal, punish };
constexpr int VARIATIONS = 4;

// Where the mate is aimed: at the picture drawn for this position, or at the corner a mate
// with these pieces usually needs (the loser's king in the corner whose colour suits the
// winner's bishops or the loser's blocking bishop, the loser's pieces next to it, the winning
// king two steps away, knights on their checking squares).
enum class Aim : uint8_t { picture, corner, nearest_corner };

class MatingPlan {
public:
    MatingPlan(const Position& root, const Mobility& mobility, Color winner, Aim aim);

    const MatePicture& picture() const { return picture_; }

    // Whether, in pos, only a promotion of the loser can give the winner the blocker a mate
    // needs (asked once per position, for classify).
    bool loser_must_promote(const Position& pos) const;

    // How promising move m of pos is for the mate: rewarded lines are searched deeper,
    // punished ones shallower.
    Variation classify(const Position& pos, Move m, bool loser_must_promote) const;

private:
    using Distances = std::array<uint8_t, SQUARE_NB>;

    void aim_at_picture(const Mobility& mobility);
    void aim_at_corner(const Mobility& mobility, Square corner);
    void aim(Color side, PieceType pt, Bitboard goal, Bitboard inside);
    bool closer(Color side, PieceType pt, Move m) const;
    bool makes_way(const Position& pos, Move m) const;

    Color winner_;
    // Making way pays where the loser's king has a long walk to a chosen square (the picture's,
    // the corner's); the nearest narrow square is usually close.
    bool make_way_ = false;
    MatePicture picture_;
    // Moves each piece type of each side needs to its part in the picture (255: none).
    std::array<std::array<Distances, PIECE_TYPE_NB>, COLOR_NB> distance_{};
};

} // namespace escaque::chess
