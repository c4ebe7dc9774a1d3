#include "chess/dead/mobility.h"

#include "chess/dead/steps.h"

namespace escaque::chess {

namespace {

enum class Role : uint8_t { frozen, locked, free };

Bitboard last_rank(Color c) {
    return c == WHITE ? RANK_8_BB : RANK_1_BB;
}

struct PawnReach {
    Bitboard as_pawn = 0;   // squares it may stand on as a pawn (promotion square included)
    Bitboard as_queen = 0;  // after promoting to a queen (a rook or bishop goes no further)
    Bitboard as_knight = 0; // after promoting to a knight
};

// Pieces the analysis may not assume frozen or locked whatever the board shows: rooks that
// may still castle (castling moves them past other pieces) and pawns that may take en passant.
Bitboard never_settled(const Position& pos) {
    Bitboard b = 0;
    for (CastlingRights cr : {WHITE_OO, WHITE_OOO, BLACK_OO, BLACK_OOO})
        if (pos.can_castle(cr)) b |= square_bb(pos.castling_rook_square(cr));
    if (pos.en_passant_square() != SQ_NONE) {
        const Color us = pos.side_to_move();
        b |= pawn_attacks(~us, pos.en_passant_square()) & pos.pieces(us, PAWN);
    }
    return b;
}

class MobilityBuilder {
public:
    explicit MobilityBuilder(const Position& pos) : pos_(pos) {
        m_.side_to_move = pos.side_to_move();
        for (Color c : {WHITE, BLACK}) m_.king_square[c] = pos.king_square(c);
        const Bitboard unsettled = never_settled(pos);
        Bitboard army = pos.pieces() & ~pos.pieces(KING);
        while (army) {
            const Square s = pop_lsb(army);
            const int i = m_.count++;
            m_.pieces[i].square = s;
            m_.pieces[i].piece = pos.piece_on(s);
            role_[i] = (unsettled & square_bb(s)) ? Role::free
                       : type_of(pos.piece_on(s)) == PAWN ? Role::locked
                                                           : Role::frozen;
        }
        // A king that may still castle is not assumed to stay put.
        for (Color c : {WHITE, BLACK})
            king_frozen_[c] = !pos.can_castle(c == WHITE ? WHITE_CASTLING : BLACK_CASTLING);
    }

    Mobility build() {
        do {
            lay_out_files();
            reach_by_colour();
            reach_kings();
        } while (release_contradicted());
        describe_pieces();
        return m_;
    }

private:
    // Walks each file from the far end towards each side's start: how far a pawn standing on
    // each square can still push, the segment of every locked pawn, and the frozen squares.
    void lay_out_files() {
        // A king that can never leave its square is a frozen piece too: nothing passes it and
        // it defends its neighbours for ever.
        Bitboard frozen_pieces = 0;
        for (Color c : {WHITE, BLACK})
            if (king_frozen_[c]) frozen_pieces |= pos_.pieces(c, KING);
        std::array<Bitboard, COLOR_NB> locked{};
        std::array<int, SQUARE_NB> piece_at;
        piece_at.fill(-1);
        for (int i = 0; i < m_.count; ++i) {
            const PieceMobility& p = m_.pieces[i];
            piece_at[p.square] = i;
            if (role_[i] == Role::frozen) frozen_pieces |= square_bb(p.square);
            if (role_[i] == Role::locked) locked[color_of(p.piece)] |= square_bb(p.square);
        }
        m_.frozen = frozen_pieces;
        can_push_ = {};
        for (Color c : {WHITE, BLACK}) {
            const int forward = c == WHITE ? 1 : -1;
            for (File f = FILE_A; f < FILE_NB; ++f) {
                // The furthest rank a pawn of colour c on the current square may push to.
                int ceiling = c == WHITE ? 7 : 0;
                for (int r = ceiling; r >= 0 && r <= 7; r -= forward) {
                    const Square sq = make_square(f, Rank(r));
                    const Bitboard b = square_bb(sq);
                    if ((frozen_pieces | locked[~c]) & b) {
                        ceiling = r - forward; // never passed: it stays or comes closer
                        continue;
                    }
                    if (ceiling != r) can_push_[c] |= b;
                    if (locked[c] & b) {
                        segment_[piece_at[sq]] = between_bb(sq, make_square(f, Rank(ceiling))) | b;
                        if (ceiling == r) m_.frozen |= b;
                        ceiling -= forward; // a pawn behind stops short of this one's furthest
                    }
                }
            }
        }
        m_.lasting_attacks = {};
        for (Color c : {WHITE, BLACK})
            if (king_frozen_[c]) m_.lasting_attacks[c] |= step::king(pos_.pieces(c, KING));
        for (int i = 0; i < m_.count; ++i) {
            const PieceMobility& p = m_.pieces[i];
            if (!(m_.frozen & square_bb(p.square))) continue;
            const Color c = color_of(p.piece);
            const PieceType pt = type_of(p.piece);
            m_.lasting_attacks[c] |= pt == PAWN ? pawn_attacks(c, p.square)
                                                : step::of(pt, square_bb(p.square));
        }
    }

    // Pawns of colour c starting from `from`. `prey`: squares where an enemy piece other than
    // the king may stand, so a capture may land there.
    PawnReach free_pawn_reach(Color c, Bitboard from, Bitboard prey) const {
        const Bitboard last = last_rank(c);
        const Bitboard third = c == WHITE ? rank_bb(RANK_3) : rank_bb(RANK_6);
        PawnReach r;
        r.as_pawn = from;
        Bitboard frontier = from;
        while (frontier) {
            const Bitboard movers = frontier & ~last;
            const Bitboard single = step::pawn_push(c, movers & can_push_[c]);
            const Bitboard twice = step::pawn_push(c, single & third & can_push_[c]);
            const Bitboard takes = step::pawn_attacks(c, movers) & prey;
            frontier = (single | twice | takes) & ~r.as_pawn;
            r.as_pawn |= frontier;
        }
        if (const Bitboard promotion = r.as_pawn & last) {
            r.as_queen = step::flood(QUEEN, promotion, m_.frozen);
            r.as_knight = step::flood(KNIGHT, promotion, m_.frozen);
        }
        return r;
    }

    Bitboard pawn_attacks_of(Color c, const PawnReach& r) const {
        return step::pawn_attacks(c, r.as_pawn & ~last_rank(c)) | step::king(r.as_queen) |
               step::knight(r.as_knight);
    }

    // The colours' reaches and attacks as unions (a flood from several squares reaches the
    // union of their floods), which is all the claims are checked against. Settled and free
    // pieces first, then free pawns until what they may capture (the squares the other side's
    // pieces may reach) stops growing.
    void reach_by_colour() {
        std::array<Bitboard, COLOR_NB> reach{}, attacks{};
        std::array<std::array<Bitboard, PIECE_TYPE_NB>, COLOR_NB> free_from{};
        for (int i = 0; i < m_.count; ++i) {
            const PieceMobility& p = m_.pieces[i];
            const Color c = color_of(p.piece);
            const PieceType pt = type_of(p.piece);
            const Bitboard sq = square_bb(p.square);
            if (role_[i] == Role::locked) {
                reach[c] |= segment_[i];
                attacks[c] |= step::pawn_attacks(c, segment_[i]);
            } else if (role_[i] == Role::frozen) {
                reach[c] |= sq;
                attacks[c] |= step::of(pt, sq);
            } else {
                free_from[c][pt] |= sq;
            }
        }
        for (Color c : {WHITE, BLACK})
            for (PieceType pt : {KNIGHT, BISHOP, ROOK, QUEEN}) {
                if (!free_from[c][pt]) continue;
                const Bitboard r = step::flood(pt, free_from[c][pt], m_.frozen);
                reach[c] |= r;
                attacks[c] |= step::of(pt, r);
            }
        std::array<PawnReach, COLOR_NB> pawns{};
        for (Color c : {WHITE, BLACK}) pawns[c].as_pawn = free_from[c][PAWN];
        for (bool changed = true; changed;) {
            changed = false;
            for (Color c : {WHITE, BLACK}) {
                if (!free_from[c][PAWN]) continue;
                const Bitboard prey = reach[~c] | pawn_reach(pawns[~c]);
                const PawnReach r = free_pawn_reach(c, free_from[c][PAWN], prey);
                if (pawn_reach(r) != pawn_reach(pawns[c])) {
                    pawns[c] = r;
                    changed = true;
                }
            }
        }
        for (Color c : {WHITE, BLACK}) {
            m_.reach[c] = reach[c] | pawn_reach(pawns[c]);
            m_.attacks[c] = attacks[c] | pawn_attacks_of(c, pawns[c]);
        }
    }

    static Bitboard pawn_reach(const PawnReach& r) { return r.as_pawn | r.as_queen | r.as_knight; }

    // Each piece's own reach and attacks, once the roles are settled.
    void describe_pieces() {
        for (int i = 0; i < m_.count; ++i) {
            PieceMobility& p = m_.pieces[i];
            const Color c = color_of(p.piece);
            const PieceType pt = type_of(p.piece);
            const Bitboard sq = square_bb(p.square);
            p.frozen = m_.frozen & sq;
            p.locked = role_[i] == Role::locked;
            if (p.locked) {
                p.reach = segment_[i];
                p.attacks = step::pawn_attacks(c, segment_[i]);
            } else if (p.frozen) {
                p.reach = sq;
                p.attacks = step::of(pt, sq);
            } else if (pt == PAWN) {
                const PawnReach r = free_pawn_reach(c, sq, m_.reach[~c]);
                p.reach = pawn_reach(r);
                p.attacks = pawn_attacks_of(c, r);
                p.promotes = r.as_queen != 0;
            } else {
                p.reach = step::flood(pt, sq, m_.frozen);
                p.attacks = step::of(pt, p.reach);
            }
        }
    }

    void reach_kings() {
        for (Color c : {WHITE, BLACK}) {
            const Bitboard king = pos_.pieces(c, KING);
            m_.king_reach[c] =
                step::flood(KING, king, (m_.frozen & ~king) | m_.lasting_attacks[~c]);
        }
    }

    // Frees every settled piece whose claim the current reaches contradict; true if any.
    bool release_contradicted() {
        bool released = false;
        for (Color c : {WHITE, BLACK})
            if (king_frozen_[c] && m_.king_reach[c] != pos_.pieces(c, KING)) {
                king_frozen_[c] = false;
                released = true;
            }
        for (int i = 0; i < m_.count; ++i)
            if (role_[i] != Role::free && !claim_holds(i)) {
                role_[i] = Role::free;
                released = true;
            }
        return released;
    }

    bool claim_holds(int i) const {
        const PieceMobility& p = m_.pieces[i];
        const Color c = color_of(p.piece);
        const Color them = ~c;
        const Bitboard stands = role_[i] == Role::locked ? segment_[i] : square_bb(p.square);
        if (m_.attacks[them] & stands) return false; // an enemy piece may take it
        if (step::king(m_.king_reach[them]) & stands & ~m_.lasting_attacks[c])
            return false; // the enemy king may take it
        if (role_[i] == Role::locked)
            return !(stands & last_rank(c)) &&
                   !(step::pawn_attacks(c, stands) & m_.reach[them]); // never captures
        const Bitboard own_frozen = m_.frozen & pos_.pieces(c);
        return !(step::of(type_of(p.piece), square_bb(p.square)) & ~own_frozen);
    }

    const Position& pos_;
    Mobility m_;
    std::array<Role, SQUARE_NB> role_{};
    std::array<bool, COLOR_NB> king_frozen_{};
    std::array<Bitboard, SQUARE_NB> segment_{}; // locked pawns: the file squares ahead of them
    std::array<Bitboard, COLOR_NB> can_push_{}; // squares a pawn may still push from
};

} // namespace

Mobility analyse_mobility(const Position& pos) {
    return MobilityBuilder(pos).build();
}

} // namespace escaque::chess
