#include "chess/dead/mating_plan.h"

#include "chess/dead/mate_feasibility.h"
#include "chess/dead/steps.h"

namespace escaque::chess {

namespace {

constexpr uint8_t FAR = 255;

// Moves a piece of type pt needs from each square to the nearest square of `goal`, passing
// only through `open` squares (moves of all these types can be played backwards).
std::array<uint8_t, SQUARE_NB> distances(PieceType pt, Bitboard goal, Bitboard open) {
    std::array<uint8_t, SQUARE_NB> d;
    d.fill(FAR);
    Bitboard reached = goal;
    Bitboard frontier = goal;
    for (uint8_t moves = 0; frontier; ++moves) {
        Bitboard next = 0;
        for (Bitboard b = frontier; b;) {
            const Square s = pop_lsb(b);
            d[s] = moves;
            next |= attacks_bb(pt, s, ~open);
        }
        frontier = next & open & ~reached;
        reached |= frontier;
    }
    return d;
}

// Pushes a pawn of colour c needs from each square of its file to the goal.
std::array<uint8_t, SQUARE_NB> pawn_distances(Color c, Bitboard goal) {
    std::array<uint8_t, SQUARE_NB> d;
    d.fill(FAR);
    while (goal) {
        const Square g = pop_lsb(goal);
        uint8_t pushes = 0;
        for (int s = g; s >= 0 && s < SQUARE_NB; s -= pawn_push(c), ++pushes)
            d[s] = std::min(d[s], pushes);
    }
    return d;
}

// The conceivable mating square with the fewest neighbours (corners, then edges), then the
// nearest to the loser's king.
Square nearest_narrow_square(const Mobility& mobility, Color winner, Square loser_king) {
    Bitboard candidates = conceivable_mating_squares(mobility, winner, false);
    if (!candidates) return loser_king;
    Square best = SQ_NONE;
    int best_score = 1 << 30;
    while (candidates) {
        const Square s = pop_lsb(candidates);
        const int neighbours = popcount(step::king(square_bb(s)));
        const int dist = std::max(std::abs(file_of(s) - file_of(loser_king)),
                                  std::abs(rank_of(s) - rank_of(loser_king)));
        const int score = neighbours * 4 + dist;
        if (score < best_score) best_score = score, best = s;
    }
    return best;
}

// Whether a pawn of colour c on s has a pawn of the other colour somewhere ahead on its file:
// it can never promote without first capturing off the file.
bool pawn_faces_enemy_pawn(const Position& pos, Color c, Square s) {
    const Bitboard ahead = c == WHITE ? ~((square_bb(s) << 1) - 1) : (square_bb(s) - 1);
    return file_bb(s) & ahead & pos.pieces(~c, PAWN);
}

} // namespace

MatingPlan::MatingPlan(const Position& root, const Mobility& mobility, Color winner, Aim aim)
    : winner_(winner), make_way_(aim != Aim::nearest_corner) {
    for (auto& side : distance_)
        for (auto& d : side) d.fill(FAR);
    if (aim == Aim::picture) {
        picture_ = draw_mate_picture(root, mobility, winner);
        aim_at_picture(mobility);
    } else if (aim == Aim::corner) {
        const Color loser = ~winner;
        const bool dark_corner =
            (root.pieces(winner, BISHOP) & DARK_SQUARES) ||
            (!root.pieces(winner, BISHOP) && (root.pieces(loser, BISHOP) & ~DARK_SQUARES));
        aim_at_corner(mobility, relative_square(winner, dark_corner ? SQ_H8 : SQ_A8));
    } else {
        aim_at_corner(mobility, nearest_narrow_square(mobility, winner, root.king_square(~winner)));
    }
}

void MatingPlan::aim(Color side, PieceType pt, Bitboard goal, Bitboard inside) {
    if (!goal || pt == NO_PIECE_TYPE) return;
    const auto d = pt == PAWN ? pawn_distances(side, goal) : distances(pt, goal, inside);
    for (Square s = SQ_A1; s <= SQ_H8; ++s)
        distance_[side][pt][s] = std::min(distance_[side][pt][s], d[s]);
}

void MatingPlan::aim_at_picture(const Mobility& mobility) {
    const MatePicture& pic = picture_;
    if (pic.mated_king == SQ_NONE) return;
    const Color loser = ~winner_;
    const Bitboard open = ~mobility.frozen;
    aim(loser, KING, square_bb(pic.mated_king), mobility.king_reach[loser]);
    if (pic.winner_king != SQ_NONE)
        aim(winner_, KING, square_bb(pic.winner_king), mobility.king_reach[winner_]);
    aim(winner_, pic.checker, square_bb(pic.checking_square), open);
    for (PieceType pt = PAWN; pt < KING; ++pt) {
        aim(loser, pt, pic.loser_blocks[pt], open);
        aim(winner_, pt, pic.winner_posts[pt], open);
    }
}

void MatingPlan::aim_at_corner(const Mobility& mobility, Square corner) {
    const Color loser = ~winner_;
    picture_.mated_king = corner;
    const Bitboard target = square_bb(corner);
    const Bitboard around = step::king(target);
    const Bitboard ring = step::king(around) & ~around & ~target;
    const Bitboard open = ~mobility.frozen;
    aim(loser, KING, target, mobility.king_reach[loser]);
    aim(winner_, KING, ring, mobility.king_reach[winner_]);
    aim(winner_, KNIGHT, attacks_bb(KNIGHT, corner, 0), open);
    for (PieceType pt : {KNIGHT, BISHOP, ROOK, QUEEN}) aim(loser, pt, around, open);
}

bool MatingPlan::closer(Color side, PieceType pt, Move m) const {
    const Distances& d = distance_[side][pt];
    return d[m.to()] < d[m.from()];
}

// Whether winning move m frees a square next to the loser's king that brings it closer to its
// mating square, when the moving piece was the only one guarding it. Only with three pieces or
// more can the winner's guards wall the loser's king off from its mating square; with fewer,
// nearly every move frees some square, and rewarding them all floods the search.
bool MatingPlan::makes_way(const Position& pos, Move m) const {
    if (!make_way_ || m.type() != NORMAL) return false;
    const Color loser = ~winner_;
    const Distances& d = distance_[loser][KING];
    const Square king = pos.king_square(loser);
    if (d[king] == FAR) return false;
    const Bitboard guards = pos.pieces(winner_) & ~pos.pieces(PAWN) & ~pos.pieces(KING);
    if (popcount(guards) < 3) return false;
    const PieceType pt = type_of(pos.moved_piece(m));
    const Bitboard occupied = pos.pieces();
    const Bitboard after = (occupied ^ square_bb(m.from())) | square_bb(m.to());
    const Bitboard freed = step::king(square_bb(king)) & ~pos.pieces(winner_) &
                           attacks_bb(pt, winner_, m.from(), occupied) &
                           ~attacks_bb(pt, winner_, m.to(), after) & ~square_bb(m.to());
    for (Bitboard b = freed; b;) {
        const Square s = pop_lsb(b);
        // Still in pos's piece sets, the moving piece is left out by hand.
        if (d[s] < d[king] &&
            !(pos.attackers_to(s, after) & pos.pieces(winner_) & ~square_bb(m.from())))
            return true;
    }
    return false;
}

// The winner's material alone cannot mate: the loser must promote into something that blocks
// its own king (a knight or a bishop of the other colour).
bool MatingPlan::loser_must_promote(const Position& pos) const {
    const Color loser = ~winner_;
    if (!pos.pieces(loser, PAWN)) return false;
    const Bitboard winner_army = pos.pieces(winner_) & ~pos.pieces(KING);
    if (pos.pieces(winner_, PAWN) || pos.pieces(winner_, ROOK) || pos.pieces(winner_, QUEEN))
        return false;
    const Bitboard loser_minor = pos.pieces(loser, KNIGHT) | pos.pieces(loser, BISHOP);
    if (winner_army == pos.pieces(winner_, KNIGHT))
        return pos.count(winner_, KNIGHT) == 1 && !loser_minor && !pos.pieces(loser, ROOK);
    if (winner_army == pos.pieces(winner_, BISHOP)) {
        const Bitboard bishops = pos.pieces(winner_, BISHOP);
        const Bitboard colour = (bishops & DARK_SQUARES) ? DARK_SQUARES : ~DARK_SQUARES;
        return !(bishops & ~colour) && !pos.pieces(loser, KNIGHT) &&
               !(pos.pieces(loser, BISHOP) & ~colour);
    }
    return false;
}

Variation MatingPlan::classify(const Position& pos, Move m, bool loser_must_promote) const {
    const Color us = pos.side_to_move();
    const PieceType pt = type_of(pos.moved_piece(m));
    const bool capture = pos.is_capture(m);
    if (us == winner_) {
        if (capture || m.type() == PROMOTION) return Variation::reward;
        if (pt == PAWN && relative_rank(winner_, m.to()) >= RANK_5) return Variation::reward;
        if (closer(us, pt, m)) return Variation::reward;
        return makes_way(pos, m) ? Variation::make_way : Variation::normal;
    }
    if (loser_must_promote) {
        const bool light_promotion =
            m.type() != PROMOTION || m.promotion_type() == KNIGHT || m.promotion_type() == BISHOP;
        return pt == PAWN && light_promotion ? Variation::reward : Variation::punish;
    }
    if (closer(us, pt, m)) return Variation::reward;
    // A winner with only pawns and bishops often mates with material the loser's pawns bring:
    // a piece promoted to be taken, so that a winning pawn changes file, or a file opened.
    const Bitboard knights_rooks_queens = pos.pieces(KNIGHT) | pos.pieces(ROOK) | pos.pieces(QUEEN);
    if (pt == PAWN && !(pos.pieces(winner_) & knights_rooks_queens)) {
        const bool light_promotion =
            m.type() != PROMOTION || m.promotion_type() == KNIGHT || m.promotion_type() == BISHOP;
        if (light_promotion) return Variation::reward;
    }
    if (!capture) return Variation::normal;
    // Taking a winning pawn that could never pass the loser's pawn on its file costs the winner
    // nothing and may open that file.
    const Square taken = m.to();
    if (type_of(pos.piece_on(taken)) == PAWN && m.type() != EN_PASSANT &&
        pawn_faces_enemy_pawn(pos, winner_, taken))
        return Variation::normal;
    return Variation::punish;
}

} // namespace escaque::chess
