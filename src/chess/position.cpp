#include "chess/position.h"

#include "chess/chess960.h"

namespace escaque::chess {

namespace {
using zobrist::keys;

constexpr CastlingRights right_at(int index) {
    return CastlingRights(1 << index);
}
} // namespace

Position::Position() {
    *this = from_setup(chess960_setup(518));
}

Position Position::from_setup(const Setup& setup) {
    init_bitboards();
    Position pos{EmptyBoard{}};
    for (Square s = SQ_A1; s <= SQ_H8; ++s)
        if (setup.board[s] != NO_PIECE) pos.put_piece(setup.board[s], s);
    pos.side_ = setup.side_to_move;
    pos.halfmove_clock_ = setup.halfmove_clock;
    pos.fullmove_number_ = setup.fullmove_number;
    pos.chess960_ = setup.chess960;
    pos.set_castling_rights(setup.castling_rooks);
    pos.update_check_info();
    pos.en_passant_ =
        setup.en_passant == SQ_NONE ? SQ_NONE : pos.legal_en_passant_target(setup.en_passant);
    pos.key_ = pos.compute_key();
    return pos;
}

Setup Position::to_setup() const {
    Setup s;
    s.board = board_;
    s.side_to_move = side_;
    s.castling_rooks = castling_rook_squares();
    s.en_passant = en_passant_;
    s.halfmove_clock = halfmove_clock_;
    s.fullmove_number = fullmove_number_;
    s.chess960 = chess960_;
    return s;
}

Position Position::from_compact(const CompactSetup& setup, Key key) {
    init_bitboards();
    Position pos{EmptyBoard{}};
    int i = 0;
    for (Bitboard b = setup.occupied; b; ++i)
        pos.put_piece(Piece((setup.pieces[size_t(i / 2)] >> (4 * (i % 2))) & 15), pop_lsb(b));
    pos.side_ = setup.side_to_move;
    pos.chess960_ = setup.chess960;
    pos.set_castling_rights(setup.castling_rooks);
    pos.update_check_info();
    pos.en_passant_ = setup.en_passant;
    pos.key_ = key;
    return pos;
}

CompactSetup Position::to_compact() const {
    static_assert(PIECE_NB <= 16, "a piece fits in four bits");
    CompactSetup c;
    c.occupied = pieces();
    int i = 0;
    for (Bitboard b = c.occupied; b; ++i)
        c.pieces[size_t(i / 2)] |= uint8_t(board_[pop_lsb(b)] << (4 * (i % 2)));
    c.castling_rooks = castling_rook_squares();
    c.en_passant = en_passant_;
    c.side_to_move = side_;
    c.chess960 = chess960_;
    return c;
}

std::array<Square, 4> Position::castling_rook_squares() const {
    std::array<Square, 4> rooks;
    for (int i = 0; i < 4; ++i) rooks[i] = (castling_ & right_at(i)) ? castling_rooks_[i] : SQ_NONE;
    return rooks;
}

void Position::set_castling_rights(const std::array<Square, 4>& rooks) {
    for (int i = 0; i < 4; ++i)
        if (rooks[i] != SQ_NONE) set_castling_right(Color(i / 2), rooks[i]);
}

void Position::put_piece(Piece pc, Square s) {
    board_[s] = pc;
    by_type_[type_of(pc)] |= square_bb(s);
    by_type_[NO_PIECE_TYPE] |= square_bb(s);
    by_color_[color_of(pc)] |= square_bb(s);
}

void Position::remove_piece(Square s) {
    const Piece pc = board_[s];
    by_type_[type_of(pc)] ^= square_bb(s);
    by_type_[NO_PIECE_TYPE] ^= square_bb(s);
    by_color_[color_of(pc)] ^= square_bb(s);
    board_[s] = NO_PIECE;
}

void Position::move_piece(Square from, Square to) {
    const Piece pc = board_[from];
    const Bitboard from_to = square_bb(from) | square_bb(to);
    by_type_[type_of(pc)] ^= from_to;
    by_type_[NO_PIECE_TYPE] ^= from_to;
    by_color_[color_of(pc)] ^= from_to;
    board_[from] = NO_PIECE;
    board_[to] = pc;
}

void Position::set_castling_right(Color c, Square rook_from) {
    const Square king_from = king_square(c);
    const CastlingRights cr = castling_right(c, rook_from > king_from);
    const int i = castling_index(cr);
    castling_ |= cr;
    castling_rooks_[i] = rook_from;
    castling_mask_[king_from] |= c == WHITE ? WHITE_CASTLING : BLACK_CASTLING;
    castling_mask_[rook_from] |= cr;

    const Square king_to = castling_king_to(c, king_from, rook_from);
    const Square rook_to = castling_rook_to(c, king_from, rook_from);
    // RULES.md §6.3: every square between the king's start and end and between the rook's
    // start and end must be empty, but for the castling king and rook themselves.
    castling_path_[i] = (between_bb(rook_from, rook_to) | between_bb(king_from, king_to)) &
                        ~(square_bb(king_from) | square_bb(rook_from));
    castling_king_path_[i] = between_bb(king_from, king_to);
    if (king_from == king_to) castling_king_path_[i] = 0;
}

Key Position::compute_key() const {
    Key k = 0;
    for (Bitboard occupied = pieces(); occupied;) {
        const Square s = pop_lsb(occupied);
        k ^= keys.psq[board_[s]][s];
    }
    k ^= keys.castling[castling_];
    if (en_passant_ != SQ_NONE) k ^= keys.en_passant_file[file_of(en_passant_)];
    if (side_ == BLACK) k ^= keys.side;
    return k;
}

Bitboard Position::attackers_to(Square s, Bitboard occupied) const {
    return (pawn_attacks(BLACK, s) & pieces(WHITE, PAWN)) |
           (pawn_attacks(WHITE, s) & pieces(BLACK, PAWN)) |
           (attacks_bb<KNIGHT>(s, occupied) & pieces(KNIGHT)) |
           (attacks_bb<ROOK>(s, occupied) & pieces(ROOK, QUEEN)) |
           (attacks_bb<BISHOP>(s, occupied) & pieces(BISHOP, QUEEN)) |
           (attacks_bb<KING>(s, occupied) & pieces(KING));
}

void Position::update_check_info() {
    const Color us = side_;
    const Color them = ~us;
    const Square ksq = king_square(us);
    // Sliders on the king's lines give check with nothing between, and pin with one piece
    // between; looking at them this way spares the slider lookups of attackers_to, which pawn
    // endings (the longest dead-position searches) have no use for.
    checkers_ = (pawn_attacks(us, ksq) & pieces(them, PAWN)) |
                (pseudo_attacks_bb(KNIGHT, ksq) & pieces(them, KNIGHT));
    blockers_ = 0;
    Bitboard snipers = ((pseudo_attacks_bb(ROOK, ksq) & pieces(them, ROOK, QUEEN)) |
                        (pseudo_attacks_bb(BISHOP, ksq) & pieces(them, BISHOP, QUEEN)));
    const Bitboard occupancy = pieces() ^ snipers;
    while (snipers) {
        const Square sniper = pop_lsb(snipers);
        const Bitboard between = between_bb(ksq, sniper) & ~square_bb(sniper);
        if (!(between & pieces())) checkers_ |= square_bb(sniper);
        const Bitboard b = between & occupancy;
        if (b && !more_than_one(b)) blockers_ |= b;
    }
}

// Given the square behind a pawn that just advanced two squares (with side_ to move next),
// returns it when some pawn of side_ can legally capture en passant there, else SQ_NONE.
Square Position::legal_en_passant_target(Square target) const {
    const Color us = side_;
    const Square captured = target - pawn_push(us);
    if (relative_rank(us, target) != RANK_6 || piece_on(captured) != make_piece(~us, PAWN) ||
        !empty(target))
        return SQ_NONE;
    Bitboard capturers = pawn_attacks(~us, target) & pieces(us, PAWN);
    const Square ksq = king_square(us);
    while (capturers) {
        const Square from = pop_lsb(capturers);
        const Bitboard occupied =
            (pieces() ^ square_bb(from) ^ square_bb(captured)) | square_bb(target);
        const Bitboard attackers = attackers_to(ksq, occupied) & pieces(~us) & ~square_bb(captured);
        if (!attackers) return target;
    }
    return SQ_NONE;
}

PieceType Position::captured_type(Move m) const {
    if (m.type() == EN_PASSANT) return PAWN;
    if (m.type() == CASTLING) return NO_PIECE_TYPE;
    return type_of(board_[m.to()]);
}

void Position::do_move(Move m) {
    const Color us = side_;
    const Color them = ~us;
    const Square from = m.from();
    Square to = m.to();
    const Piece pc = board_[from];

    Key k = key_ ^ keys.side;
    if (en_passant_ != SQ_NONE) {
        k ^= keys.en_passant_file[file_of(en_passant_)];
        en_passant_ = SQ_NONE;
    }
    ++halfmove_clock_;
    if (us == BLACK) ++fullmove_number_;

    if (m.type() == CASTLING) {
        const Square rook_from = to;
        const Square king_to = castling_king_to(us, from, rook_from);
        const Square rook_to = castling_rook_to(us, from, rook_from);
        const Piece rook = board_[rook_from];
        k ^= keys.psq[pc][from] ^ keys.psq[pc][king_to] ^ keys.psq[rook][rook_from] ^
             keys.psq[rook][rook_to];
        remove_piece(from);
        remove_piece(rook_from);
        put_piece(pc, king_to);
        put_piece(rook, rook_to);
    } else {
        Square captured_sq = to;
        if (m.type() == EN_PASSANT) captured_sq = to - pawn_push(us);
        const Piece captured = board_[captured_sq];
        if (captured != NO_PIECE) {
            k ^= keys.psq[captured][captured_sq];
            remove_piece(captured_sq);
            halfmove_clock_ = 0;
        }
        k ^= keys.psq[pc][from] ^ keys.psq[pc][to];
        move_piece(from, to);

        if (type_of(pc) == PAWN) {
            halfmove_clock_ = 0;
            if (m.type() == PROMOTION) {
                const Piece promoted = make_piece(us, m.promotion_type());
                k ^= keys.psq[pc][to] ^ keys.psq[promoted][to];
                remove_piece(to);
                put_piece(promoted, to);
            }
        }
    }

    const CastlingRights lost = castling_rights_lost(from, to);
    if (lost) {
        k ^= keys.castling[castling_];
        castling_ &= ~lost;
        k ^= keys.castling[castling_];
    }

    side_ = them;
    update_check_info();

    if (type_of(pc) == PAWN && (int(to) ^ int(from)) == 16) {
        en_passant_ = legal_en_passant_target(to - pawn_push(us));
        if (en_passant_ != SQ_NONE) k ^= keys.en_passant_file[file_of(en_passant_)];
    }
    key_ = k;
}

void Position::do_null_move() {
    key_ ^= keys.side;
    if (en_passant_ != SQ_NONE) {
        key_ ^= keys.en_passant_file[file_of(en_passant_)];
        en_passant_ = SQ_NONE;
    }
    ++halfmove_clock_;
    if (side_ == BLACK) ++fullmove_number_;
    side_ = ~side_;
    update_check_info();
}

bool Position::gives_check(Move m) const {
    Position after = *this;
    after.do_move(m);
    return after.in_check();
}

bool Position::operator==(const Position& o) const {
    for (int i = 0; i < 4; ++i)
        if ((castling_ & right_at(i)) && castling_rooks_[i] != o.castling_rooks_[i]) return false;
    return board_ == o.board_ && side_ == o.side_ && castling_ == o.castling_ &&
           en_passant_ == o.en_passant_ && halfmove_clock_ == o.halfmove_clock_ &&
           fullmove_number_ == o.fullmove_number_ && key_ == o.key_;
}

} // namespace escaque::chess
