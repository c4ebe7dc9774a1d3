#include "chess/uci.h"

#include "chess/movegen.h"

namespace escaque::chess {

std::string uci_string(Move m, bool chess960) {
    if (!m.is_ok()) return "0000";
    Square to = m.to();
    if (m.type() == CASTLING && !chess960) {
        const Color c = rank_of(m.from()) == RANK_1 ? WHITE : BLACK;
        to = Position::castling_king_to(c, m.from(), m.to());
    }
    std::string s = square_name(m.from()) + square_name(to);
    if (m.type() == PROMOTION) s += " pnbrqk"[m.promotion_type()];
    return s;
}

Move move_from_uci(const Position& pos, std::string_view text) {
    for (const Move m : legal_moves(pos))
        if (uci_string(m, pos.chess960()) == text) return m;
    return Move::none();
}

} // namespace escaque::chess
