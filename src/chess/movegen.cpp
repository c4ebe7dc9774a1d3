#include "chess/movegen.h"

namespace escaque::chess {

namespace {

// Move sinks: the generator is written once and either lists moves or only counts them.
struct ListSink {
    MoveList& list;
    void add(Move m) { list.push_back(m); }
    void add_targets(Square from, Bitboard targets) {
        while (targets) list.push_back(Move(from, pop_lsb(targets)));
    }
    void add_pawn_moves(Bitboard targets, int offset) {
        while (targets) {
            const Square to = pop_lsb(targets);
            list.push_back(Move(Square(int(to) - offset), to));
        }
    }
    void add_promotions(Bitboard targets, int offset) {
        while (targets) {
            const Square to = pop_lsb(targets);
            const Square from = Square(int(to) - offset);
            for (PieceType pt : {QUEEN, ROOK, BISHOP, KNIGHT})
                list.push_back(Move::make<PROMOTION>(from, to, pt));
        }
    }
};

struct CountSink {
    int count = 0;
    void add(Move) { ++count; }
    void add_targets(Square, Bitboard targets) { count += popcount(targets); }
    void add_pawn_moves(Bitboard targets, int) { count += popcount(targets); }
    void add_promotions(Bitboard targets, int) { count += 4 * popcount(targets); }
};

template <Color Us, class Sink>
void generate_pawn_moves(const Position& pos, Sink& sink, Bitboard pawns, Bitboard target,
                         Bitboard capture_target) {
    constexpr Color Them = ~Us;
    constexpr Direction Up = Us == WHITE ? NORTH : SOUTH;
    constexpr Direction UpLeft = Us == WHITE ? NORTH_WEST : SOUTH_EAST;
    constexpr Direction UpRight = Us == WHITE ? NORTH_EAST : SOUTH_WEST;
    constexpr Bitboard Rank3 = Us == WHITE ? rank_bb(RANK_3) : rank_bb(RANK_6);
    constexpr Bitboard Rank7 = Us == WHITE ? rank_bb(RANK_7) : rank_bb(RANK_2);

    const Bitboard empty = ~pos.pieces();
    const Bitboard enemies = pos.pieces(Them) & capture_target;
    const Bitboard promoting = pawns & Rank7;
    const Bitboard others = pawns & ~Rank7;

    const Bitboard single = shift<Up>(others) & empty;
    const Bitboard dbl = shift<Up>(single & Rank3) & empty & target;
    sink.add_pawn_moves(single & target, Up);
    sink.add_pawn_moves(dbl, Up + Up);
    sink.add_pawn_moves(shift<UpLeft>(others) & enemies, UpLeft);
    sink.add_pawn_moves(shift<UpRight>(others) & enemies, UpRight);

    if (promoting) {
        sink.add_promotions(shift<Up>(promoting) & empty & target, Up);
        sink.add_promotions(shift<UpLeft>(promoting) & enemies, UpLeft);
        sink.add_promotions(shift<UpRight>(promoting) & enemies, UpRight);
    }
}

template <Color Us, class Sink>
void generate_en_passant(const Position& pos, Sink& sink) {
    const Square ep = pos.en_passant_square();
    if (ep == SQ_NONE) return;
    constexpr Color Them = ~Us;
    const Square captured = ep - pawn_push(Us);
    const Square ksq = pos.king_square(Us);
    Bitboard capturers = pawn_attacks(Them, ep) & pos.pieces(Us, PAWN);
    while (capturers) {
        const Square from = pop_lsb(capturers);
        // En passant empties two squares of one rank: test the resulting position directly.
        const Bitboard occupied =
            (pos.pieces() ^ square_bb(from) ^ square_bb(captured)) | square_bb(ep);
        if (!(pos.attackers_to(ksq, occupied) & pos.pieces(Them) & ~square_bb(captured)))
            sink.add(Move::make<EN_PASSANT>(from, ep));
    }
}

template <Color Us, class Sink>
void generate_castling(const Position& pos, Sink& sink) {
    constexpr Color Them = ~Us;
    const Square ksq = pos.king_square(Us);
    for (const CastlingRights cr : {castling_right(Us, true), castling_right(Us, false)}) {
        if (!pos.can_castle(cr)) continue;
        const Square rook = pos.castling_rook_square(cr);
        if (pos.pieces() & pos.castling_path(cr)) continue;
        // The castling rook may hide the destination from an attacker on the back rank.
        const Bitboard occupied = pos.pieces() ^ square_bb(ksq) ^ square_bb(rook);
        const Square king_to = Position::castling_king_to(Us, ksq, rook);
        Bitboard path = pos.castling_king_path(cr) | square_bb(king_to);
        bool attacked = false;
        while (path && !attacked)
            attacked = pos.attackers_to(pop_lsb(path), occupied) & pos.pieces(Them);
        if (!attacked) sink.add(Move::make<CASTLING>(ksq, rook));
    }
}

// Whether a piece of colour By attacks s on a board occupied as `occupied`. Asked for every
// square the king may step to, so it stops at the first attacker and skips absent kinds.
template <Color By>
bool attacked(const Position& pos, Square s, Bitboard occupied) {
    if ((pawn_attacks(~By, s) & pos.pieces(By, PAWN)) ||
        (attacks_bb<KING>(s, 0) & pos.pieces(By, KING)))
        return true;
    if (const Bitboard knights = pos.pieces(By, KNIGHT);
        knights && (attacks_bb<KNIGHT>(s, 0) & knights))
        return true;
    if (const Bitboard rooks = pos.pieces(By, ROOK, QUEEN);
        rooks && (attacks_bb<ROOK>(s, occupied) & rooks))
        return true;
    const Bitboard bishops = pos.pieces(By, BISHOP, QUEEN);
    return bishops && (attacks_bb<BISHOP>(s, occupied) & bishops);
}

template <Color Us, class Sink>
void generate(const Position& pos, Sink& sink) {
    constexpr Color Them = ~Us;
    const Square ksq = pos.king_square(Us);
    const Bitboard ours = pos.pieces(Us);
    const Bitboard checkers = pos.checkers();

    // King steps: the king itself must not shield the square it retreats to along a line.
    const Bitboard without_king = pos.pieces() ^ square_bb(ksq);
    Bitboard king_targets = attacks_bb<KING>(ksq, 0) & ~ours;
    while (king_targets) {
        const Square to = pop_lsb(king_targets);
        if (!attacked<Them>(pos, to, without_king)) sink.add(Move(ksq, to));
    }
    if (more_than_one(checkers)) return;

    // Other pieces must capture the checker or block its line; with no check, any square
    // not of our own.
    const Bitboard target = checkers ? between_bb(ksq, lsb(checkers)) : ~ours;
    const Bitboard pinned = pos.blockers() & ours;
    const Bitboard occupied = pos.pieces();

    generate_pawn_moves<Us>(pos, sink, pos.pieces(Us, PAWN) & ~pinned, target, target);
    Bitboard pinned_pawns = pos.pieces(Us, PAWN) & pinned;
    while (pinned_pawns) {
        const Square from = pop_lsb(pinned_pawns);
        const Bitboard along = target & line_bb(ksq, from);
        generate_pawn_moves<Us>(pos, sink, square_bb(from), along, along);
    }
    generate_en_passant<Us>(pos, sink);

    Bitboard knights = pos.pieces(Us, KNIGHT) & ~pinned;
    while (knights) {
        const Square from = pop_lsb(knights);
        sink.add_targets(from, attacks_bb<KNIGHT>(from, 0) & target);
    }
    Bitboard diagonal = pos.pieces(Us, BISHOP, QUEEN);
    while (diagonal) {
        const Square from = pop_lsb(diagonal);
        Bitboard to = attacks_bb<BISHOP>(from, occupied) & target;
        if (pinned & square_bb(from)) to &= line_bb(ksq, from);
        sink.add_targets(from, to);
    }
    Bitboard straight = pos.pieces(Us, ROOK, QUEEN);
    while (straight) {
        const Square from = pop_lsb(straight);
        Bitboard to = attacks_bb<ROOK>(from, occupied) & target;
        if (pinned & square_bb(from)) to &= line_bb(ksq, from);
        sink.add_targets(from, to);
    }

    if (!checkers) generate_castling<Us>(pos, sink);
}

template <class Sink>
void generate_for_side(const Position& pos, Sink& sink) {
    if (pos.side_to_move() == WHITE)
        generate<WHITE>(pos, sink);
    else
        generate<BLACK>(pos, sink);
}

} // namespace

void generate_legal(const Position& pos, MoveList& list) {
    list.clear();
    ListSink sink{list};
    generate_for_side(pos, sink);
}

MoveList legal_moves(const Position& pos) {
    MoveList list;
    generate_legal(pos, list);
    return list;
}

int count_legal_moves(const Position& pos) {
    CountSink sink;
    generate_for_side(pos, sink);
    return sink.count;
}

bool has_legal_move(const Position& pos) {
    return count_legal_moves(pos) > 0;
}
bool is_checkmate(const Position& pos) {
    return pos.in_check() && !has_legal_move(pos);
}
bool is_stalemate(const Position& pos) {
    return !pos.in_check() && !has_legal_move(pos);
}

bool Position::is_legal(Move m) const {
    return legal_moves(*this).contains(m);
}

} // namespace escaque::chess
