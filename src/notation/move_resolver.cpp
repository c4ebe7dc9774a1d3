#include "notation/move_resolver.h"

#include <cstdlib>
#include <optional>

#include "notation/castling.h"
#include "notation/move_legality.h"

namespace escaque::notation {

using namespace chess;

namespace {

using Resolved = Result<Move, MoveRejection>;

// Pawns of colour c that could go to `to`: pushes when the origin file is the destination's
// (or not given), captures from the given neighbouring file.
Bitboard pawn_origins(const Position& pos, Color c, Square to, int from_file,
                      Square en_passant_to) {
    const Direction up = pawn_push(c);
    const Bitboard pawns = pos.pieces(c, PAWN);
    if (from_file < 0 || from_file == int(file_of(to))) {
        if (!pos.empty(to) || relative_rank(c, to) < RANK_3) return 0;
        const Square one_back = to - up;
        if (pawns & square_bb(one_back)) return square_bb(one_back);
        if (relative_rank(c, to) == RANK_4 && pos.empty(one_back))
            return pawns & square_bb(one_back - up);
        return 0;
    }
    if (std::abs(from_file - int(file_of(to))) != 1) return 0;
    const bool enemy_there = pos.pieces(~c) & square_bb(to);
    const bool en_passant = c == pos.side_to_move() && to == en_passant_to;
    if (!enemy_there && !en_passant) return 0;
    return pawn_attacks(~c, to) & pawns & file_bb(File(from_file));
}

// The square an en passant capture would go to: the position's, or, where the position keeps
// none because the capture is illegal, the square the opponent's pawn has just passed.
Square en_passant_square(const Position& pos, Square passed) {
    if (pos.en_passant_square() != SQ_NONE || passed == SQ_NONE) return pos.en_passant_square();
    const Color us = pos.side_to_move();
    const bool pawn_just_past = relative_rank(us, passed) == RANK_6 && pos.empty(passed) &&
                                pos.piece_on(passed - pawn_push(us)) == make_piece(~us, PAWN);
    return pawn_just_past ? passed : SQ_NONE;
}

Bitboard piece_origins(const Position& pos, Color c, PieceType pt, Square to) {
    if (pos.pieces(c) & square_bb(to)) return 0;
    return attacks_bb(pt, to, pos.pieces()) & pos.pieces(c, pt);
}

class Resolver {
public:
    Resolver(const Position& pos, const MoveSyntax& syntax, const ResolveOptions& options)
        : pos_(pos), syntax_(syntax), options_(options), us_(pos.side_to_move()),
          en_passant_(en_passant_square(pos, options.passed_square)) {}

    Resolved run() {
        if (syntax_.castling != CastlingSide::none) return castle(syntax_.castling);
        if (syntax_.has_from_square()) return from_square();
        return by_destination();
    }

private:
    Resolved by_destination() {
        const PieceType pt = syntax_.piece == NO_PIECE_TYPE ? PAWN : syntax_.piece;
        const Bitboard origins = origins_of(us_, pt) & hint_mask();
        if (!origins) return no_origin(pt);
        return choose_legal(pt, origins);
    }

    Resolved from_square() {
        const Square from = syntax_.from_square();
        const Piece pc = pos_.piece_on(from);
        if (pc == NO_PIECE) return no_such_piece(from, pc);
        const PieceType pt = type_of(pc);
        if (color_of(pc) != us_) {
            if (reaches(~us_, pt, from)) {
                MoveRejection r = rejection(RejectionReason::wrong_side);
                r.from = from;
                r.found = pc;
                return unexpected(std::move(r));
            }
            return no_such_piece(from, pc);
        }
        if (syntax_.piece != NO_PIECE_TYPE && syntax_.piece != pt) return no_such_piece(from, pc);
        if (pt == KING) {
            if (const auto side = castling_by_king_move(from)) return castle(*side);
            if (is_own_castling_rook(syntax_.to) && pos_.chess960())
                return refuse(RejectionReason::castling_must_be_explicit);
        }
        if (!reaches(us_, pt, from)) {
            if (pt == KING && castling_lands_on(syntax_.to))
                return refuse(RejectionReason::castling_must_be_explicit);
            if (pos_.pieces(us_) & square_bb(syntax_.to)) return own_piece_there(pt);
            return cannot_move_there(pt, from);
        }
        return choose_legal(pt, square_bb(from));
    }

    Bitboard origins_of(Color c, PieceType pt) const {
        return pt == PAWN ? pawn_origins(pos_, c, syntax_.to, syntax_.from_file, en_passant_)
                          : piece_origins(pos_, c, pt, syntax_.to);
    }

    bool reaches(Color c, PieceType pt, Square from) const {
        const Bitboard origins =
            pt == PAWN ? pawn_origins(pos_, c, syntax_.to, file_of(from), en_passant_)
                       : piece_origins(pos_, c, pt, syntax_.to);
        return origins & square_bb(from);
    }

    Bitboard hint_mask() const {
        Bitboard mask = ~Bitboard(0);
        if (syntax_.from_file >= 0) mask &= file_bb(File(syntax_.from_file));
        if (syntax_.from_rank >= 0) mask &= rank_bb(Rank(syntax_.from_rank));
        return mask;
    }

    bool capture_intended(PieceType pt) const {
        return syntax_.capture ||
               (pt == PAWN && syntax_.from_file >= 0 && syntax_.from_file != file_of(syntax_.to));
    }

    bool something_to_capture(PieceType pt) const {
        return (pos_.pieces(~us_) & square_bb(syntax_.to)) ||
               (pt == PAWN && syntax_.to == en_passant_);
    }

    Resolved no_origin(PieceType pt) {
        if (pt == KING) {
            if (const auto side = castling_by_king_move(pos_.king_square(us_)))
                return castle(*side);
            if (castling_lands_on(syntax_.to) ||
                (pos_.chess960() && is_own_castling_rook(syntax_.to)))
                return refuse(RejectionReason::castling_must_be_explicit);
        }
        if (origins_of(~us_, pt) & hint_mask()) {
            // None of ours can: said too, for the player who meant his own move ("e5" for e4).
            MoveRejection r = rejection(RejectionReason::wrong_side);
            r.piece = pt;
            r.capture = capture_intended(pt);
            return unexpected(std::move(r));
        }
        // With no such piece left, what stands on the square is beside the point ("Qd4"
        // after the queen was lost: no white queen can reach d4, not "White's own pawn").
        const bool none_left = pt != NO_PIECE_TYPE && !pos_.pieces(us_, pt);
        if (!none_left && (pos_.pieces(us_) & square_bb(syntax_.to))) return own_piece_there(pt);
        if (!none_left && capture_intended(pt) && !something_to_capture(pt))
            return nothing_to_capture();
        // A piece already on the square is not one that "cannot move there".
        Bitboard mine = pos_.pieces(us_, pt) & hint_mask() & ~square_bb(syntax_.to);
        if (pt == PAWN && syntax_.from_file < 0) mine &= file_bb(syntax_.to);
        if (mine && !more_than_one(mine)) return cannot_move_there(pt, lsb(mine));
        MoveRejection r = rejection(RejectionReason::no_piece_can_reach);
        r.piece = pt;
        r.capture = capture_intended(pt);
        return unexpected(std::move(r));
    }

    Move candidate_move(Square from, PieceType pt, PieceType promotion) const {
        const Square to = syntax_.to;
        if (pt == PAWN && relative_rank(us_, to) == RANK_8)
            return Move::make<PROMOTION>(from, to, promotion);
        if (pt == PAWN && to == en_passant_ && file_of(from) != file_of(to))
            return Move::make<EN_PASSANT>(from, to);
        return Move(from, to);
    }

    Resolved choose_legal(PieceType pt, Bitboard origins) {
        Bitboard legal = 0;
        for (Bitboard b = origins; b;) {
            const Square from = pop_lsb(b);
            if (keeps_king_safe(pos_, candidate_move(from, pt, QUEEN))) legal |= square_bb(from);
        }
        if (!legal) {
            const Square from = lsb(origins);
            const Bitboard attackers = attackers_after(pos_, candidate_move(from, pt, QUEEN));
            MoveRejection r = rejection(RejectionReason::leaves_king_in_check);
            r.piece = pt;
            r.from = from;
            r.attacker_square = lsb(attackers);
            r.attacker = pos_.piece_on(r.attacker_square);
            return unexpected(std::move(r));
        }
        if (more_than_one(legal)) {
            MoveRejection r = rejection(RejectionReason::ambiguous);
            r.piece = pt;
            while (legal) r.candidates.push_back(pop_lsb(legal));
            return unexpected(std::move(r));
        }
        return finish(lsb(legal), pt);
    }

    Resolved finish(Square from, PieceType pt) {
        const bool promotes = pt == PAWN && relative_rank(us_, syntax_.to) == RANK_8;
        PieceType promotion = syntax_.promotion;
        if (!promotes && promotion != NO_PIECE_TYPE) return invalid_promotion(from, promotion);
        if (promotes) {
            if (promotion == NO_PIECE_TYPE) promotion = options_.default_promotion;
            if (promotion == NO_PIECE_TYPE) {
                MoveRejection r = rejection(RejectionReason::promotion_piece_needed);
                r.piece = PAWN;
                r.from = from;
                return unexpected(std::move(r));
            }
            if (promotion == KING || promotion == PAWN) return invalid_promotion(from, promotion);
        }
        const Move m = candidate_move(from, pt, promotion);
        if (options_.capture_sign_must_match && syntax_.capture && !pos_.is_capture(m))
            return nothing_to_capture();
        return m;
    }

    // Castling written as a king move: the two-square step in standard chess, the king onto
    // its own rook where the options allow it.
    std::optional<CastlingSide> castling_by_king_move(Square from) const {
        const Square to = syntax_.to;
        if (from != pos_.king_square(us_)) return std::nullopt;
        if (options_.castling_by_king_takes_rook && is_own_castling_rook(to))
            return to > from ? CastlingSide::king_side : CastlingSide::queen_side;
        if (pos_.chess960() || !options_.castling_by_king_step) return std::nullopt;
        if (from != relative_square(us_, SQ_E1)) return std::nullopt;
        if (to == relative_square(us_, SQ_G1)) return CastlingSide::king_side;
        if (to == relative_square(us_, SQ_C1)) return CastlingSide::queen_side;
        return std::nullopt;
    }

    bool is_own_castling_rook(Square s) const {
        for (const bool king_side : {true, false}) {
            const CastlingRights right = castling_right(us_, king_side);
            if (pos_.can_castle(right) && pos_.castling_rook_square(right) == s) return true;
        }
        return false;
    }

    // Chess960: a king move that is no legal king step but where legal castling would put the
    // king: the player meant to castle, and must say so (RULES.md §6.3).
    bool castling_lands_on(Square to) const {
        if (!pos_.chess960()) return false;
        for (const CastlingSide side : {CastlingSide::king_side, CastlingSide::queen_side}) {
            const CastlingVerdict verdict = examine_castling(pos_, side);
            if (verdict.legal() &&
                Position::castling_king_to(us_, verdict.move.from(), verdict.move.to()) == to)
                return true;
        }
        return false;
    }

    Resolved castle(CastlingSide side) {
        const CastlingVerdict verdict = examine_castling(pos_, side);
        if (verdict.legal()) return verdict.move;
        MoveRejection r = rejection(RejectionReason::castling_not_allowed);
        r.castling = side;
        r.obstacle = verdict.obstacle;
        r.obstacle_square = verdict.square;
        if (verdict.attacker != SQ_NONE) {
            r.attacker_square = verdict.attacker;
            r.attacker = pos_.piece_on(verdict.attacker);
        }
        return unexpected(std::move(r));
    }

    MoveRejection rejection(RejectionReason reason) const {
        MoveRejection r;
        r.reason = reason;
        r.side = us_;
        r.piece = syntax_.piece;
        r.to = syntax_.to;
        if (syntax_.has_from_square()) r.from = syntax_.from_square();
        else r.from_file = syntax_.from_file;
        r.castling = syntax_.castling;
        return r;
    }

    Resolved refuse(RejectionReason reason) const {
        MoveRejection r = rejection(reason);
        if (reason == RejectionReason::castling_must_be_explicit)
            r.castling = syntax_.to > pos_.king_square(us_) ? CastlingSide::king_side
                                                            : CastlingSide::queen_side;
        return unexpected(std::move(r));
    }

    Resolved nothing_to_capture() const { return refuse(RejectionReason::nothing_to_capture); }

    Resolved own_piece_there(PieceType moving) const {
        MoveRejection r = rejection(RejectionReason::own_piece_there);
        r.piece = moving;
        r.found = pos_.piece_on(syntax_.to);
        return unexpected(std::move(r));
    }

    Resolved no_such_piece(Square from, Piece found) const {
        MoveRejection r = rejection(RejectionReason::no_such_piece);
        r.from = from;
        r.found = found;
        return unexpected(std::move(r));
    }

    Resolved cannot_move_there(PieceType pt, Square from) const {
        MoveRejection r = rejection(RejectionReason::piece_cannot_move_there);
        r.piece = pt;
        r.from = from;
        return unexpected(std::move(r));
    }

    Resolved invalid_promotion(Square from, PieceType promotion) const {
        MoveRejection r = rejection(RejectionReason::invalid_promotion);
        r.piece = promotion;
        r.from = from;
        return unexpected(std::move(r));
    }

    const Position& pos_;
    const MoveSyntax& syntax_;
    const ResolveOptions& options_;
    const Color us_;
    const Square en_passant_;
};

} // namespace

Result<Move, MoveRejection> resolve_move(const Position& pos, const MoveSyntax& syntax,
                                         const ResolveOptions& options) {
    return Resolver(pos, syntax, options).run();
}

} // namespace escaque::notation
