#include "notation/castling.h"

#include <cstdlib>

namespace escaque::notation {

using namespace chess;

namespace {

// The position keeps rights, not history; these are the cases it still proves.
CastlingObstacle why_no_right(const Position& pos, bool king_side) {
    const Color us = pos.side_to_move();
    const Square king = pos.king_square(us);
    if (relative_rank(us, king) != RANK_1) return CastlingObstacle::king_moved;
    if (!pos.chess960() && file_of(king) != FILE_E) return CastlingObstacle::king_moved;
    if (pos.can_castle(castling_right(us, !king_side))) return CastlingObstacle::rook_moved;
    if (!pos.chess960()) {
        const Square corner = relative_square(us, king_side ? SQ_H1 : SQ_A1);
        if (pos.piece_on(corner) != make_piece(us, ROOK)) return CastlingObstacle::rook_moved;
    }
    return CastlingObstacle::no_right;
}

// The square of `squares` nearest the king, so that the player hears the first obstacle on
// the king's way.
Square nearest_to(Square king, Bitboard squares) {
    Square best = SQ_NONE;
    int best_distance = 99;
    while (squares) {
        const Square s = pop_lsb(squares);
        const int distance = std::abs(int(file_of(s)) - int(file_of(king)));
        if (distance < best_distance) {
            best = s;
            best_distance = distance;
        }
    }
    return best;
}

} // namespace

CastlingVerdict examine_castling(const Position& pos, CastlingSide side) {
    const bool king_side = side == CastlingSide::king_side;
    const Color us = pos.side_to_move();
    const CastlingRights right = castling_right(us, king_side);
    CastlingVerdict verdict;
    if (!pos.can_castle(right)) {
        verdict.obstacle = why_no_right(pos, king_side);
        return verdict;
    }
    const Square king = pos.king_square(us);
    const Square rook = pos.castling_rook_square(right);
    if (pos.in_check()) {
        verdict.obstacle = CastlingObstacle::in_check;
        verdict.attacker = lsb(pos.checkers());
        return verdict;
    }
    if (const Bitboard between = pos.pieces() & pos.castling_path(right)) {
        verdict.obstacle = CastlingObstacle::piece_between;
        verdict.square = nearest_to(king, between);
        return verdict;
    }
    // The castling rook may shield the king's destination (Chess960): test without both.
    const Bitboard occupied = pos.pieces() ^ square_bb(king) ^ square_bb(rook);
    const Square king_to = Position::castling_king_to(us, king, rook);
    Bitboard path = pos.castling_king_path(right) | square_bb(king_to);
    while (path) {
        const Square s = nearest_to(king, path);
        path ^= square_bb(s);
        if (const Bitboard attackers = pos.attackers_to(s, occupied) & pos.pieces(~us)) {
            verdict.obstacle = CastlingObstacle::square_attacked;
            verdict.square = s;
            verdict.attacker = lsb(attackers);
            return verdict;
        }
    }
    verdict.move = Move::make<CASTLING>(king, rook);
    return verdict;
}

} // namespace escaque::notation
