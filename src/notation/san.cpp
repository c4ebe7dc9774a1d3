#include "notation/san.h"

#include "chess/movegen.h"
#include "chess/uci.h"
#include "notation/move_legality.h"

namespace escaque::notation {

using namespace chess;

namespace {

void append_square(MoveText& t, Square s) {
    t.push_back(file_char(file_of(s)));
    t.push_back(rank_char(rank_of(s)));
}

// Other pieces of the same kind that could legally go to the same square decide how much of
// the origin SAN must name (PGN standard 8.2.3.4).
void append_disambiguation(MoveText& t, const Position& pos, Move m, PieceType pt) {
    const Square from = m.from();
    const Square to = m.to();
    Bitboard rivals =
        attacks_bb(pt, to, pos.pieces()) & pos.pieces(pos.side_to_move(), pt) & ~square_bb(from);
    Bitboard legal_rivals = 0;
    while (rivals) {
        const Square rival = pop_lsb(rivals);
        if (keeps_king_safe(pos, Move(rival, to))) legal_rivals |= square_bb(rival);
    }
    if (!legal_rivals) return;
    if (!(legal_rivals & file_bb(from))) {
        t.push_back(file_char(file_of(from)));
    } else if (!(legal_rivals & rank_bb(from))) {
        t.push_back(rank_char(rank_of(from)));
    } else {
        append_square(t, from);
    }
}

void append_promotion(MoveText& t, Move m, const SanStyle& style) {
    if (m.type() != PROMOTION) return;
    if (style.promotion_sign) t.push_back('=');
    t.push_back(piece_letter(m.promotion_type(), style.letters));
}

void append_castling(MoveText& t, Move m) {
    t.append(m.to() > m.from() ? "O-O" : "O-O-O");
}

std::string with_suffix(MoveText t, const Position& pos, Move m) {
    if (!m.is_ok()) return t.str(); // a null move gives no check
    Position after = pos;
    after.do_move(m);
    if (const char suffix = check_suffix(after)) t.push_back(suffix);
    return t.str();
}

} // namespace

MoveText san_without_suffix(const Position& pos, Move m, const SanStyle& style) {
    MoveText t;
    if (!m.is_ok()) {
        t.append("--");
        return t;
    }
    if (m.type() == CASTLING) {
        append_castling(t, m);
        return t;
    }
    const PieceType pt = type_of(pos.moved_piece(m));
    if (pt == PAWN) {
        if (pos.is_capture(m)) {
            t.push_back(file_char(file_of(m.from())));
            t.push_back('x');
        }
        append_square(t, m.to());
        append_promotion(t, m, style);
        return t;
    }
    t.push_back(piece_letter(pt, style.letters));
    if (pt != KING) append_disambiguation(t, pos, m, pt);
    if (pos.is_capture(m)) t.push_back('x');
    append_square(t, m.to());
    return t;
}

char check_suffix(const Position& after) {
    if (!after.in_check()) return '\0';
    return has_legal_move(after) ? '+' : '#';
}

std::string to_san(const Position& pos, Move m, PieceLetters letters) {
    return to_san(pos, m, SanStyle{.letters = letters});
}

std::string to_san(const Position& pos, Move m, const SanStyle& style) {
    return with_suffix(san_without_suffix(pos, m, style), pos, m);
}

std::string to_long_algebraic(const Position& pos, Move m, PieceLetters letters) {
    MoveText t;
    if (!m.is_ok()) {
        t.append("--");
    } else if (m.type() == CASTLING) {
        append_castling(t, m);
    } else {
        const PieceType pt = type_of(pos.moved_piece(m));
        if (pt != PAWN) t.push_back(piece_letter(pt, letters));
        append_square(t, m.from());
        t.push_back(pos.is_capture(m) ? 'x' : '-');
        append_square(t, m.to());
        append_promotion(t, m, SanStyle{.letters = letters});
    }
    return with_suffix(t, pos, m);
}

std::string to_uci(const Position& pos, Move m) {
    return uci_string(m, pos.chess960());
}

} // namespace escaque::notation
