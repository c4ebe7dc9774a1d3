#include "chess/dead/mate_feasibility.h"

#include "chess/dead/steps.h"

namespace escaque::chess {

namespace {

// Flight squares that only the loser's own pieces can fill, with the pieces able to go there
// (as bits over Mobility::pieces indices).
struct Flights {
    std::array<uint64_t, 8> candidates{};
    int count = 0;
};

// Kuhn's augmenting paths: can each flight square get its own blocking piece?
bool try_assign(const Flights& f, int square, uint64_t& visited,
                std::array<int, SQUARE_NB>& owner_of_piece) {
    uint64_t options = f.candidates[square];
    while (options) {
        const int piece = std::countr_zero(options);
        options &= options - 1;
        if (visited & (uint64_t(1) << piece)) continue;
        visited |= uint64_t(1) << piece;
        if (owner_of_piece[piece] < 0 ||
            try_assign(f, owner_of_piece[piece], visited, owner_of_piece)) {
            owner_of_piece[piece] = square;
            return true;
        }
    }
    return false;
}

bool distinct_blockers_exist(const Flights& f) {
    std::array<int, SQUARE_NB> owner_of_piece;
    owner_of_piece.fill(-1);
    for (int sq = 0; sq < f.count; ++sq) {
        uint64_t visited = 0;
        if (!try_assign(f, sq, visited, owner_of_piece)) return false;
    }
    return true;
}

// Squares from which piece p attacks s, over-approximated from its reach (a pawn that may
// promote may also check as a queen or a knight).
Bitboard checking_posts(const PieceMobility& p, Square s, Bitboard frozen) {
    const Color c = color_of(p.piece);
    const PieceType pt = type_of(p.piece);
    Bitboard posts = pt == PAWN ? pawn_attacks(~c, s) : attacks_bb(pt, s, frozen);
    if (p.promotes) posts |= attacks_bb(QUEEN, s, frozen) | attacks_bb(KNIGHT, s, 0);
    return posts & p.reach;
}

// What piece p attacks standing on `post` (x-raying through the mated king's square, which the
// king cannot use to step away along the line of the check).
Bitboard attacks_from_post(const PieceMobility& p, Square post, Bitboard frozen) {
    const Color c = color_of(p.piece);
    const PieceType pt = type_of(p.piece);
    Bitboard a = pt == PAWN ? pawn_attacks(c, post) : attacks_bb(pt, post, frozen);
    if (p.promotes) a |= attacks_bb(QUEEN, post, frozen) | attacks_bb(KNIGHT, post, 0);
    return a;
}

class MateCheck {
public:
    MateCheck(const Mobility& m, Color winner) : m_(m), winner_(winner), loser_(~winner) {
        loser_has_only_king_moves_ = true;
        for (int i = 0; i < m.count; ++i) {
            const PieceMobility& p = m.pieces[i];
            if (color_of(p.piece) == loser_) {
                for (Bitboard b = p.reach; b;) blockers_[pop_lsb(b)] |= uint64_t(1) << i;
                loser_has_only_king_moves_ &= p.frozen;
                continue;
            }
            winners_[winner_count_++] = i;
            const PieceType pt = type_of(p.piece);
            if (pt == BISHOP || pt == QUEEN || p.promotes) diagonal_checkers_ |= p.attacks;
            if (pt == ROOK || pt == QUEEN || p.promotes) straight_checkers_ |= p.attacks;
        }
        // Attacks of all winning pieces but one: prefix and suffix unions.
        std::array<Bitboard, SQUARE_NB + 1> prefix{}, suffix{};
        for (int j = 0; j < winner_count_; ++j)
            prefix[j + 1] = prefix[j] | m.pieces[winners_[j]].attacks;
        for (int j = winner_count_ - 1; j >= 0; --j)
            suffix[j] = suffix[j + 1] | m.pieces[winners_[j]].attacks;
        for (int j = 0; j < winner_count_; ++j) all_but_[j] = prefix[j] | suffix[j + 1];
        all_attacks_ = prefix[winner_count_];
        // Pieces of one type with the same reach play the same part: try only the first.
        for (int j = 0; j < winner_count_; ++j)
            for (int i = 0; i < j && !duplicate_[j]; ++i) {
                const PieceMobility& a = m.pieces[winners_[i]];
                const PieceMobility& b = m.pieces[winners_[j]];
                duplicate_[j] = a.piece == b.piece && a.reach == b.reach && a.promotes == b.promotes;
            }
    }

    bool conceivable_on(Square k) const {
        const Bitboard around = step::king(square_bb(k));
        const Bitboard kings = m_.king_reach[winner_] & ~around & ~square_bb(k);
        // A loser with nothing but king moves: a mate on k needs its king to step in from a
        // neighbour e first, with the winning king not next to e then; unless the mating move
        // is that king's own discovered check, it still stands where it stood then. A king
        // already on k needs no such step if the winner's very next move mates, its king then
        // where it stands or a step away; otherwise the loser must move it off and back.
        if (!loser_has_only_king_moves_) return covered_on(k, kings);
        if (m_.king_square[loser_] == k && m_.side_to_move == winner_) {
            const Bitboard now = square_bb(m_.king_square[winner_]);
            if (covered_on(k, kings & (now | step::king(now)))) return true;
        }
        for (Bitboard entries = around & m_.king_reach[loser_]; entries;) {
            const Square e = pop_lsb(entries);
            const Bitboard beside_e = step::king(square_bb(e));
            if (covered_on(k, kings & ~beside_e) ||
                covered_on(k, kings & step::king(discovering_squares(k, e))))
                return true;
        }
        return false;
    }

private:
    // Squares from which a winning king move may uncover a check on k: on a line through k
    // that a winning line piece may attack along, not next to k nor to the entry square e.
    Bitboard discovering_squares(Square k, Square e) const {
        Bitboard lines = 0;
        if (diagonal_checkers_ & square_bb(k)) lines |= attacks_bb<BISHOP>(k, 0);
        if (straight_checkers_ & square_bb(k)) lines |= attacks_bb<ROOK>(k, 0);
        return m_.king_reach[winner_] & lines & ~step::king(square_bb(k) | square_bb(e));
    }

    // A mate on k: one winning piece checks from one square, the other winning pieces cover
    // what they can, the winning king (from one of `kings`, or absent) covers more, and each
    // remaining flight gets its own blocking piece of the loser.
    bool covered_on(Square k, Bitboard kings) const {
        const Bitboard around = step::king(square_bb(k));
        const Bitboard flights = around & m_.king_reach[loser_]; // the others are held for ever
        // First with every winning piece everywhere at once: a cheap necessary condition.
        if (!blockable(flights & ~all_attacks_ & ~step::king(kings))) return false;
        for (int j = 0; j < winner_count_; ++j) {
            const PieceMobility& checker = m_.pieces[winners_[j]];
            if (!(checker.attacks & square_bb(k)) || duplicate_[j]) continue;
            for (Bitboard posts = checking_posts(checker, k, m_.frozen); posts;) {
                const Square post = pop_lsb(posts);
                const Bitboard covered = attacks_from_post(checker, post, m_.frozen) | all_but_[j];
                // A checker next to the king must be defended; no blocker can stand there.
                const Bitboard guard = around & square_bb(post) & ~all_but_[j];
                const Bitboard open = (flights & ~covered & ~square_bb(post)) | guard;
                if (!open) return true;
                if (!guard && blockable(open)) return true;
                for (Bitboard w = kings & step::king(open); w;) {
                    const Bitboard king_cover = step::king(square_bb(pop_lsb(w)));
                    if ((guard & ~king_cover) == 0 && blockable(open & ~king_cover & ~guard))
                        return true;
                }
            }
        }
        return false;
    }

    bool blockable(Bitboard open) const {
        // Past a fixed amount of work, give up proving: "conceivable" is always a safe answer.
        if (++work_ > WORK_LIMIT) return true;
        Flights f;
        while (open) {
            const uint64_t candidates = blockers_[pop_lsb(open)];
            if (!candidates) return false;
            f.candidates[f.count++] = candidates;
        }
        return distinct_blockers_exist(f);
    }

    const Mobility& m_;
    Color winner_, loser_;
    std::array<uint64_t, SQUARE_NB> blockers_{}; // the loser's pieces able to stand on a square
    std::array<int, SQUARE_NB> winners_{};
    int winner_count_ = 0;
    std::array<Bitboard, SQUARE_NB> all_but_{}; // attacks of the winning pieces but the j-th
    std::array<bool, SQUARE_NB> duplicate_{};   // same part as an earlier winning piece
    Bitboard all_attacks_ = 0;
    bool loser_has_only_king_moves_ = false;     // every other piece of the loser is frozen
    static constexpr int WORK_LIMIT = 4000;
    mutable int work_ = 0;
    Bitboard diagonal_checkers_ = 0, straight_checkers_ = 0; // what line pieces may attack
};

// When no piece of the winner but the king can ever move again, every winning move is a king
// move, which gives check only by uncovering a line piece: the only squares where a mate can
// still happen are those behind a square the king may leave, on the line of an immobile
// bishop, rook or queen. Everything when the winner has other moves (or may castle), or when
// the analysed position may already be the mate.
Bitboard squares_a_check_can_reach(const Mobility& m, Color winner) {
    if (m.castling[winner] || (m.side_to_move != winner && m.checkers)) return ~Bitboard(0);
    Bitboard reachable = 0;
    for (int i = 0; i < m.count; ++i) {
        const PieceMobility& p = m.pieces[i];
        if (color_of(p.piece) != winner) continue;
        if (p.reach != square_bb(p.square)) return ~Bitboard(0);
        const PieceType pt = type_of(p.piece);
        if (pt != BISHOP && pt != ROOK && pt != QUEEN) continue;
        const Bitboard rays = attacks_bb(pt, p.square, m.frozen);
        for (Bitboard qs = rays & m.king_reach[winner]; qs;) {
            const Square q = pop_lsb(qs);
            for (Bitboard xs = rays & line_bb(p.square, q) & ~square_bb(q); xs;) {
                const Square x = pop_lsb(xs);
                if (between_bb(p.square, x) & square_bb(q)) reachable |= square_bb(x);
            }
        }
    }
    return reachable;
}

} // namespace

Bitboard conceivable_mating_squares(const Mobility& m, Color winner, bool first_only) {
    const MateCheck check(m, winner);
    Bitboard candidates =
        m.king_reach[~winner] & m.attacks[winner] & squares_a_check_can_reach(m, winner);
    Bitboard conceivable = 0;
    while (candidates) {
        const Square k = pop_lsb(candidates);
        if (check.conceivable_on(k)) {
            conceivable |= square_bb(k);
            if (first_only) break;
        }
    }
    return conceivable;
}

bool mate_conceivable(const Mobility& m, Color winner) {
    return conceivable_mating_squares(m, winner, true) != 0;
}

bool statically_unwinnable(const Position& pos, Color winner) {
    return !mate_conceivable(analyse_mobility(pos), winner);
}

} // namespace escaque::chess
