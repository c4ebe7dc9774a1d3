#include "chess/dead/mobility.h"

#include "chess/dead/regions.h"
#include "chess/dead/steps.h"
#include "chess/movegen.h"

namespace escaque::chess {

namespace {

Bitboard last_rank(Color c) {
    return c == WHITE ? RANK_8_BB : RANK_1_BB;
}

struct PawnReach {
    Bitboard as_pawn = 0;   // squares it may stand on as a pawn (promotion square included)
    Bitboard as_queen = 0;  // after promoting to a queen (a rook or bishop goes no further)
    Bitboard as_knight = 0; // after promoting to a knight

    Bitboard all() const { return as_pawn | as_queen | as_knight; }
};

// Pieces about which nothing is claimed whatever the board shows: rooks that may still castle
// (castling moves them past other pieces) and pawns that may take en passant.
Bitboard unsettled(const Position& pos) {
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
        m_.checkers = pos.checkers();
        for (Color c : {WHITE, BLACK}) {
            m_.king_square[c] = pos.king_square(c);
            m_.castling[c] = pos.can_castle(c == WHITE ? WHITE_CASTLING : BLACK_CASTLING);
            king_frozen_[c] = !m_.castling[c];
        }
        if (pos.in_check())
            for (const Move m : legal_moves(pos))
                if (m.from() == pos.king_square(pos.side_to_move()))
                    king_escapes_ |= square_bb(m.to());
        const Bitboard loose = unsettled(pos);
        for (Bitboard army = pos.pieces() & ~pos.pieces(KING); army;) {
            const Square s = pop_lsb(army);
            const int i = m_.count++;
            m_.pieces[i].square = s;
            m_.pieces[i].piece = pos.piece_on(s);
            const bool claimed = !(loose & square_bb(s));
            if (type_of(m_.pieces[i].piece) == PAWN)
                never_captures_[i] = never_captured_[i] = claimed;
            else
                frozen_[i] = claimed && !steps_off_own_pieces(s);
        }
        for (Color c : {WHITE, BLACK})
            if (king_frozen_[c] && king_steps_away(c)) king_frozen_[c] = false;
    }

    Mobility build() {
        do {
            lay_out_files();
            reach_by_colour();
            reach_kings();
        } while (drop_contradicted_claims());
        describe_pieces();
        return m_;
    }

private:
    // Claims the first round would drop whatever the others: left out from the start, they
    // let that round see the reaches they open (on the slowest positions of the shared set the
    // analysis went round 4.6 times). The largest self-consistent set of claims is the same.

    // A piece with a step to a square none of its own pieces holds: no frozen piece of its
    // side can stand there (drop_contradicted_claims).
    bool steps_off_own_pieces(Square s) const {
        const Piece pc = pos_.piece_on(s);
        return step::of(type_of(pc), square_bb(s)) & ~pos_.pieces(color_of(pc));
    }

    // A king not forced to move (in check, on the move) that may step to an empty square no
    // enemy piece attacks at contact range: lasting attacks are such attacks, so the square is
    // in its reach whatever the claims (reach_kings).
    bool king_steps_away(Color c) const {
        if (c == pos_.side_to_move() && pos_.in_check()) return false;
        const Color them = ~c;
        Bitboard contact = step::pawn_attacks(them, pos_.pieces(them, PAWN)) |
                           step::king(pos_.pieces(them, KING));
        for (Bitboard b = pos_.pieces(them) & ~pos_.pieces(PAWN, KING); b;) {
            const Square s = pop_lsb(b);
            contact |= step::of(type_of(pos_.piece_on(s)), square_bb(s));
        }
        return step::king(pos_.pieces(c, KING)) & ~pos_.pieces() & ~contact;
    }

    bool is_pawn(int i) const { return type_of(m_.pieces[i].piece) == PAWN; }
    // A pawn that stays on its file and on the board: no pawn passes it.
    bool anchored(int i) const { return never_captures_[i] && never_captured_[i]; }

    // The pawns of colour c on file f, walked from c's last rank back past the walls (squares
    // no pawn of c passes): each one's segment, and which are frozen. Returns those.
    Bitboard lay_out_file(Color c, File f, Bitboard walls,
                          const std::array<int, SQUARE_NB>& pawn_at) {
        const int forward = c == WHITE ? 1 : -1;
        const int last = c == WHITE ? 7 : 0;
        Bitboard frozen = 0;
        int ceiling = last; // how far a pawn of colour c on the current square may go
        for (Bitboard events = (walls | pos_.pieces(c, PAWN)) & file_bb(f); events;) {
            const Square sq = c == WHITE ? msb(events) : lsb(events);
            const Bitboard b = square_bb(sq);
            events ^= b;
            const int r = rank_of(sq);
            if (walls & b) {
                ceiling = r - forward; // never passed: it stays or comes closer
                continue;
            }
            const int i = pawn_at[sq];
            segment_[i] = between_bb(sq, make_square(f, Rank(ceiling))) | b;
            if (!anchored(i)) continue;
            if (ceiling == r) frozen |= b;
            if (ceiling != last) ceiling -= forward; // stop short of its furthest square
        }
        return frozen;
    }

    // Walks each file from the far end towards each side's start: the furthest square each
    // pawn may push to (no pawn passes an anchored opposing pawn, nor an anchored pawn of its
    // own before that one leaves the file by promoting), the squares a pawn may push from,
    // and the frozen squares.
    void lay_out_files() {
        Bitboard stoppers = 0; // frozen pieces other than pawns
        for (Color c : {WHITE, BLACK})
            if (king_frozen_[c]) stoppers |= pos_.pieces(c, KING);
        std::array<Bitboard, COLOR_NB> anchored_pawns{};
        std::array<int, SQUARE_NB> pawn_at;
        pawn_at.fill(-1);
        for (int i = 0; i < m_.count; ++i) {
            const Bitboard b = square_bb(m_.pieces[i].square);
            if (!is_pawn(i)) {
                if (frozen_[i]) stoppers |= b;
                continue;
            }
            pawn_at[m_.pieces[i].square] = i;
            if (anchored(i)) anchored_pawns[color_of(m_.pieces[i].piece)] |= b;
        }
        m_.frozen = stoppers;
        for (Color c : {WHITE, BLACK}) {
            const Bitboard walls = stoppers | anchored_pawns[~c];
            Bitboard frozen = 0;
            for (File f = FILE_A; f < FILE_NB; ++f)
                if (pos_.pieces(c, PAWN) & file_bb(f)) frozen |= lay_out_file(c, f, walls, pawn_at);
            m_.frozen |= frozen;
            // A pawn may push from any square but a wall's and the square just behind a wall
            // or a frozen pawn (where it would stand at its furthest), or the last rank.
            can_push_[c] = ~walls & ~last_rank(c) & ~step::pawn_push(~c, walls | frozen);
        }
        m_.lasting_attacks = {};
        for (Color c : {WHITE, BLACK})
            if (king_frozen_[c]) m_.lasting_attacks[c] |= step::king(pos_.pieces(c, KING));
        for (int i = 0; i < m_.count; ++i) {
            const PieceMobility& p = m_.pieces[i];
            if (!(m_.frozen & square_bb(p.square))) continue;
            const Color c = color_of(p.piece);
            m_.lasting_attacks[c] |= is_pawn(i) ? pawn_attacks(c, p.square)
                                                : step::of(type_of(p.piece), square_bb(p.square));
        }
    }

    PawnReach promoted(Color c, Bitboard as_pawn) const {
        PawnReach r;
        r.as_pawn = as_pawn;
        if (const Bitboard promotion = as_pawn & last_rank(c)) {
            r.as_queen = regions_.flood(QUEEN, promotion, m_.frozen);
            r.as_knight = regions_.flood(KNIGHT, promotion, m_.frozen);
        }
        return r;
    }

    // Pawns of colour c that may capture, starting from `from`. `prey`: squares where an enemy
    // piece other than the king may stand, so a capture may land there.
    PawnReach capturing_pawn_reach(Color c, Bitboard from, Bitboard prey) const {
        const Bitboard last = last_rank(c);
        const Bitboard third = c == WHITE ? rank_bb(RANK_3) : rank_bb(RANK_6);
        Bitboard as_pawn = from;
        Bitboard frontier = from;
        while (frontier) {
            const Bitboard movers = frontier & ~last;
            const Bitboard single = step::pawn_push(c, movers & can_push_[c]);
            const Bitboard twice = step::pawn_push(c, single & third & can_push_[c]);
            const Bitboard takes = step::pawn_attacks(c, movers) & prey;
            frontier = (single | twice | takes) & ~as_pawn;
            as_pawn |= frontier;
        }
        return promoted(c, as_pawn);
    }

    Bitboard attacks_of(Color c, const PawnReach& r) const {
        return step::pawn_attacks(c, r.as_pawn & ~last_rank(c)) | step::king(r.as_queen) |
               step::knight(r.as_knight);
    }

    // The colours' reaches and attacks as unions (a flood from several squares reaches the
    // union of their floods), which is all the claims are checked against. Pawns that never
    // capture keep to their file; the others flood until what they may capture (the squares
    // the other side's pieces may reach) stops growing.
    void reach_by_colour() {
        std::array<Bitboard, COLOR_NB> reach{}, attacks{};
        std::array<std::array<Bitboard, PIECE_TYPE_NB>, COLOR_NB> free_from{};
        for (int i = 0; i < m_.count; ++i) {
            const PieceMobility& p = m_.pieces[i];
            const Color c = color_of(p.piece);
            const PieceType pt = type_of(p.piece);
            const Bitboard sq = square_bb(p.square);
            if (pt == PAWN && never_captures_[i]) {
                const PawnReach r = promoted(c, segment_[i]);
                reach[c] |= r.all();
                attacks[c] |= attacks_of(c, r);
            } else if (pt != PAWN && frozen_[i]) {
                reach[c] |= sq;
                attacks[c] |= step::of(pt, sq);
            } else {
                free_from[c][pt] |= sq;
            }
        }
        for (Color c : {WHITE, BLACK})
            for (PieceType pt : {KNIGHT, BISHOP, ROOK, QUEEN}) {
                if (!free_from[c][pt]) continue;
                const Bitboard r = regions_.flood(pt, free_from[c][pt], m_.frozen);
                reach[c] |= r;
                attacks[c] |= step::of(pt, r);
            }
        std::array<PawnReach, COLOR_NB> pawns{};
        for (Color c : {WHITE, BLACK}) pawns[c].as_pawn = free_from[c][PAWN];
        for (bool changed = true; changed;) {
            changed = false;
            for (Color c : {WHITE, BLACK}) {
                if (!free_from[c][PAWN]) continue;
                const Bitboard prey = reach[~c] | pawns[~c].all();
                const PawnReach r = capturing_pawn_reach(c, free_from[c][PAWN], prey);
                if (r.all() != pawns[c].all()) {
                    pawns[c] = r;
                    changed = true;
                }
            }
        }
        for (Color c : {WHITE, BLACK}) {
            m_.reach[c] = reach[c] | pawns[c].all();
            m_.attacks[c] = attacks[c] | attacks_of(c, pawns[c]);
            capturing_pawn_squares_[c] = pawns[c].as_pawn;
        }
    }

    void reach_kings() {
        for (Color c : {WHITE, BLACK}) {
            const Bitboard king = pos_.pieces(c, KING);
            const Bitboard blocked = (m_.frozen & ~king) | m_.lasting_attacks[~c];
            // A king in check from a piece that attacks its square for ever cannot stay (the
            // checker is never taken, and a contact check is not blocked): it leaves now, by
            // one of its legal moves, and never comes back.
            const bool must_leave = c == pos_.side_to_move() && (king & m_.lasting_attacks[~c]);
            m_.king_reach[c] = must_leave ? king | step::flood(KING, king_escapes_, blocked)
                                          : step::flood(KING, king, blocked);
        }
    }

    // Squares pawn i may stand on as a pawn under the current claims (what becomes of it
    // after a promotion does not matter to the pawns it blocks: it has left the file).
    Bitboard pawn_squares(int i) const {
        const Color c = color_of(m_.pieces[i].piece);
        // A capturing pawn: the union over the colour's capturing pawns is a safe superset.
        return never_captures_[i] ? segment_[i] : capturing_pawn_squares_[c];
    }

    // Drops every claim the current reaches contradict; true if any.
    bool drop_contradicted_claims() {
        bool dropped = false;
        for (Color c : {WHITE, BLACK})
            if (king_frozen_[c] && m_.king_reach[c] != pos_.pieces(c, KING)) {
                king_frozen_[c] = false;
                dropped = true;
            }
        for (int i = 0; i < m_.count; ++i) {
            const PieceMobility& p = m_.pieces[i];
            const Color c = color_of(p.piece);
            const Color them = ~c;
            if (is_pawn(i)) {
                if (never_captures_[i] &&
                    (step::pawn_attacks(c, segment_[i] & ~last_rank(c)) & m_.reach[them])) {
                    never_captures_[i] = false;
                    dropped = true;
                }
                if (never_captured_[i] && takeable(i, pawn_squares(i)) &&
                    !capture_ends_game(i, pawn_squares(i))) {
                    never_captured_[i] = false;
                    dropped = true;
                }
            } else if (frozen_[i]) {
                const Bitboard own_frozen = m_.frozen & pos_.pieces(c);
                if ((takeable(i, square_bb(p.square)) &&
                     !capture_ends_game(i, square_bb(p.square))) ||
                    (step::of(type_of(p.piece), square_bb(p.square)) & ~own_frozen)) {
                    frozen_[i] = false;
                    dropped = true;
                }
            }
        }
        return dropped;
    }

    // Could the enemy take piece i while it stands somewhere in `where`?
    bool takeable(int i, Bitboard where) const {
        const Color c = color_of(m_.pieces[i].piece);
        const Color them = ~c;
        if (m_.attacks[them] & where) return true;
        // The enemy king takes it unless a frozen piece defends the square for ever.
        return step::king(m_.king_reach[them]) & where & ~m_.lasting_attacks[c];
    }

    // Whether piece i, which only the enemy king could take, is safe all the same because that
    // capture would end the game: i stays on its square, every other piece of its side is
    // frozen, and wherever its king may stand then, the king has no move and is not in check
    // (a check could only be uncovered by the capturing king). The game ends in stalemate right
    // there, so no line that goes on, and no mate, passes through the capture; until it, every
    // claim holds. This is how a king shut in behind its own pawns survives.
    bool capture_ends_game(int i, Bitboard where) const {
        const Square sq = m_.pieces[i].square;
        const Color c = color_of(m_.pieces[i].piece);
        const Color them = ~c;
        // A taker claimed never to move is no taker; and the squares it holds now would not
        // stay held once it has moved, so its lasting attacks could not count below.
        if (where != square_bb(sq) || (m_.attacks[them] & where) || m_.castling[c] ||
            king_frozen_[them])
            return false;
        for (int j = 0; j < m_.count; ++j)
            if (j != i && color_of(m_.pieces[j].piece) == c &&
                !(m_.frozen & square_bb(m_.pieces[j].square)))
                return false;
        const Bitboard taker_covers = step::king(where); // the enemy king, once on sq
        const Bitboard shut =
            (m_.frozen & pos_.pieces(c) & ~where) | m_.lasting_attacks[them] | taker_covers;
        const Bitboard loose_pawns = pos_.pieces(them, PAWN) & ~m_.frozen; // may promote
        const bool diagonal_checkers =
            pos_.pieces(them, BISHOP) || pos_.pieces(them, QUEEN) || loose_pawns;
        const bool straight_checkers =
            pos_.pieces(them, ROOK) || pos_.pieces(them, QUEEN) || loose_pawns;
        for (Bitboard kings = m_.king_reach[c] & ~taker_covers & ~where; kings;) {
            const Square k = pop_lsb(kings);
            if (step::king(square_bb(k)) & ~shut) return false; // a move is left
            // Squares the capturing king may have come from that uncover a line onto k.
            for (Bitboard from = taker_covers & ~step::king(square_bb(k)); from;) {
                const Square f = pop_lsb(from);
                if (between_bb(k, f) & m_.frozen) continue;
                if (diagonal_checkers && (attacks_bb<BISHOP>(k, 0) & square_bb(f))) return false;
                if (straight_checkers && (attacks_bb<ROOK>(k, 0) & square_bb(f))) return false;
            }
        }
        return true;
    }

    // Each piece's own reach and attacks, once the claims are settled.
    void describe_pieces() {
        for (int i = 0; i < m_.count; ++i) {
            PieceMobility& p = m_.pieces[i];
            const Color c = color_of(p.piece);
            const PieceType pt = type_of(p.piece);
            const Bitboard sq = square_bb(p.square);
            p.frozen = m_.frozen & sq;
            PawnReach r;
            if (pt == PAWN) {
                r = never_captures_[i] ? promoted(c, segment_[i])
                                       : capturing_pawn_reach(c, sq, m_.reach[~c]);
                p.reach = r.all();
                p.attacks = attacks_of(c, r);
                p.promotes = r.as_queen != 0;
            } else if (frozen_[i]) {
                p.reach = sq;
                p.attacks = step::of(pt, sq);
            } else {
                p.reach = regions_.flood(pt, sq, m_.frozen);
                p.attacks = step::of(pt, p.reach);
            }
        }
    }

    const Position& pos_;
    Mobility m_;
    std::array<bool, SQUARE_NB> never_captures_{}; // pawns
    std::array<bool, SQUARE_NB> never_captured_{}; // pawns
    std::array<bool, SQUARE_NB> frozen_{};         // other pieces
    std::array<bool, COLOR_NB> king_frozen_{};
    Bitboard king_escapes_ = 0;                 // where the king of the side to move may step now
    std::array<Bitboard, SQUARE_NB> segment_{}; // pawns: the file squares they may push to
    std::array<Bitboard, COLOR_NB> can_push_{}; // squares a pawn may still push from
    std::array<Bitboard, COLOR_NB> capturing_pawn_squares_{};
    mutable Regions regions_; // of the frozen squares, for every flood around them
};

} // namespace

Mobility analyse_mobility(const Position& pos) {
    // A castling right is never used if, in the position without it, a piece on its path is
    // frozen: until the first such castling the game is a continuation of that position, so
    // the piece is still there and the castling is not legal. Without the right, the king and
    // rook may then be claimed too. Rights not all shown idle are tried again fewer at a time.
    constexpr std::array<CastlingRights, 4> RIGHTS{WHITE_OO, WHITE_OOO, BLACK_OO, BLACK_OOO};
    unsigned idle = 0; // bit i: right RIGHTS[i]
    for (int i = 0; i < 4; ++i)
        if (pos.can_castle(RIGHTS[i])) idle |= 1u << i;
    while (idle) {
        Setup setup = pos.to_setup();
        for (int i = 0; i < 4; ++i)
            if (idle & (1u << i)) setup.castling_rooks[castling_index(RIGHTS[i])] = SQ_NONE;
        Mobility m = MobilityBuilder(Position::from_setup(setup)).build();
        unsigned blocked = 0;
        for (int i = 0; i < 4; ++i)
            if ((idle & (1u << i)) && (pos.castling_path(RIGHTS[i]) & m.frozen)) blocked |= 1u << i;
        if (blocked == idle) return m;
        idle = blocked;
    }
    return MobilityBuilder(pos).build();
}

} // namespace escaque::chess
