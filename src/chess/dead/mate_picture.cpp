#include "chess/dead/mate_picture.h"

#include <climits>

#include "chess/dead/mate_feasibility.h"
#include "chess/dead/steps.h"

namespace escaque::chess {

namespace {

constexpr int FAR = 64;

// Moves from a start square to every square for one piece (FAR where unreachable), rays and
// paths through anything but the frozen pieces. A pawn pushes along its file and, reaching the
// last rank, goes on as a queen or a knight.
using Distances = std::array<int, SQUARE_NB>;

Distances piece_moves_from(PieceType pt, Bitboard from, int start, Bitboard frozen) {
    Distances d;
    d.fill(FAR);
    Bitboard reached = from;
    Bitboard frontier = from;
    for (int moves = start; frontier; ++moves) {
        Bitboard next = 0;
        for (Bitboard b = frontier; b;) {
            const Square s = pop_lsb(b);
            d[s] = moves;
            next |= attacks_bb(pt, s, frozen);
        }
        frontier = next & ~frozen & ~reached;
        reached |= frontier;
    }
    return d;
}

Distances moves_from(Piece pc, Square from, Bitboard inside, Bitboard frozen) {
    const PieceType pt = type_of(pc);
    if (pt != PAWN) return piece_moves_from(pt, square_bb(from), 0, frozen | ~inside);
    const Color c = color_of(pc);
    Distances d;
    d.fill(FAR);
    int pushes = 0;
    Square s = from;
    for (;; s = s + pawn_push(c)) {
        d[s] = pushes++;
        if (relative_rank(c, s) == RANK_8) break;
        const Square next = s + pawn_push(c);
        if (frozen & square_bb(next)) return d;
    }
    // Promoted on s after pushes - 1 moves.
    for (PieceType promoted : {QUEEN, KNIGHT}) {
        const Distances after = piece_moves_from(promoted, square_bb(s), pushes - 1, frozen);
        for (Square t = SQ_A1; t <= SQ_H8; ++t) d[t] = std::min(d[t], after[t]);
    }
    return d;
}

// Squares from which a piece of type pt of colour c attacks s (rays through `occupied`).
Bitboard posts_against(PieceType pt, Color c, Square s, Bitboard occupied) {
    return pt == PAWN ? pawn_attacks(~c, s) : attacks_bb(pt, s, occupied);
}

class Painter {
public:
    Painter(const Position& pos, const Mobility& m, Color winner)
        : m_(m), winner_(winner), loser_(~winner) {
        for (Color c : {WHITE, BLACK})
            king_[c] = moves_from(make_piece(c, KING), pos.king_square(c), m.king_reach[c],
                                  m.frozen & ~pos.pieces(c, KING));
        for (int i = 0; i < m.count; ++i)
            piece_[i] = moves_from(m.pieces[i].piece, m.pieces[i].square, ~Bitboard(0),
                                   m.frozen & ~square_bb(m.pieces[i].square));
    }

    MatePicture best() const {
        MatePicture best;
        best.cost = INT_MAX;
        for (Bitboard b = conceivable_mating_squares(m_, winner_, false); b;) {
            const Square k = pop_lsb(b);
            if (2 * king_[loser_][k] >= best.cost) continue;
            // With the winning king two steps away, or without it.
            const Bitboard around = step::king(square_bb(k));
            const Bitboard ring = step::king(around) & ~around & ~square_bb(k);
            consider(k, SQ_NONE, best);
            for (Bitboard r = ring & m_.king_reach[winner_]; r;) consider(k, pop_lsb(r), best);
        }
        if (best.cost == INT_MAX) best = MatePicture{};
        return best;
    }

private:
    void consider(Square k, Square w, MatePicture& best) const {
        MatePicture pic;
        pic.mated_king = k;
        pic.winner_king = w;
        int cost = 2 * king_[loser_][k];
        Bitboard guarded = 0;
        if (w != SQ_NONE) {
            if (king_[winner_][w] >= FAR) return;
            cost += king_[winner_][w];
            guarded = step::king(square_bb(w));
        }
        const Bitboard around = step::king(square_bb(k));
        Bitboard flights = around & m_.king_reach[loser_] & ~guarded;

        // The checker: the winning piece and post covering most flights for the fewest moves.
        int best_score = INT_MIN, checker = -1;
        for (int i = 0; i < m_.count; ++i) {
            const PieceMobility& p = m_.pieces[i];
            if (color_of(p.piece) != winner_) continue;
            const PieceType pt = type_of(p.piece);
            Bitboard posts = posts_against(pt, winner_, k, m_.frozen) & p.reach;
            posts &= ~(around & ~guarded); // next to the king it needs the king's guard
            while (posts) {
                const Square s = pop_lsb(posts);
                if (piece_[i][s] >= FAR) continue;
                const int score =
                    4 * popcount(attacks_bb(pt, winner_, s, m_.frozen) & flights) - piece_[i][s];
                if (score > best_score)
                    best_score = score, checker = i, pic.checking_square = s;
            }
        }
        if (checker < 0) return;
        pic.checker = type_of(m_.pieces[checker].piece);
        cost += piece_[checker][pic.checking_square];
        flights &= ~attacks_bb(pic.checker, winner_, pic.checking_square, m_.frozen);
        if (cost >= best.cost) return;

        // The other flights: a distinct loser piece blocks each, nearest first, or another
        // winning piece covers it.
        uint64_t used = uint64_t(1) << checker;
        while (flights) {
            const Square f = pop_lsb(flights);
            int chosen = -1, chosen_cost = FAR;
            for (int i = 0; i < m_.count; ++i) {
                const PieceMobility& p = m_.pieces[i];
                if ((used >> i & 1) || !(p.reach & square_bb(f))) continue;
                if (color_of(p.piece) == loser_ && piece_[i][f] < chosen_cost)
                    chosen = i, chosen_cost = piece_[i][f];
            }
            if (chosen < 0)
                for (int i = 0; i < m_.count; ++i) {
                    const PieceMobility& p = m_.pieces[i];
                    if ((used >> i & 1) || color_of(p.piece) != winner_ ||
                        !(p.attacks & square_bb(f)))
                        continue;
                    const PieceType pt = type_of(p.piece);
                    const Bitboard posts = posts_against(pt, winner_, f, m_.frozen) & p.reach;
                    for (Bitboard b = posts; b;) {
                        const Square s = pop_lsb(b);
                        if (piece_[i][s] < chosen_cost) chosen = i, chosen_cost = piece_[i][s];
                    }
                }
            if (chosen < 0) return;
            used |= uint64_t(1) << chosen;
            cost += chosen_cost;
            const PieceType pt = type_of(m_.pieces[chosen].piece);
            if (color_of(m_.pieces[chosen].piece) == loser_)
                pic.loser_blocks[pt] |= square_bb(f);
            else
                pic.winner_posts[pt] |= posts_against(pt, winner_, f, m_.frozen);
            if (cost >= best.cost) return;
        }
        pic.cost = cost;
        best = pic;
    }

    const Mobility& m_;
    Color winner_, loser_;
    std::array<Distances, COLOR_NB> king_;
    std::array<Distances, SQUARE_NB> piece_;
};

} // namespace

MatePicture draw_mate_picture(const Position& pos, const Mobility& mobility, Color winner) {
    return Painter(pos, mobility, winner).best();
}

} // namespace escaque::chess
