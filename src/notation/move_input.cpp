#include "notation/move_input.h"

#include <cctype>
#include <cstdlib>
#include <string>

#include "chess/bitboard.h"
#include "notation/move_resolver.h"
#include "notation/move_syntax.h"
#include "notation/piece_letters.h"

namespace escaque::notation {

using namespace chess;

namespace {

// Whether a pawn of the side to move on `file` has a move to `to` on this board, legal or not
// (a pin or a check aside): a pinned pawn's capture is still the pawn's, and is refused as such,
// never played as another piece's move. A diagonal counts only with something to take there:
// "bc3" with an empty c3 is the bishop's.
bool pawn_of_file_aims_at(const Position& pos, int file, Square to) {
    const Color us = pos.side_to_move();
    // En passant counts too where it might be meant: the board keeps no e.p. square for a
    // capture that is not legal (a pin), but an enemy pawn just past the square may be one.
    const bool past_pawn = relative_rank(us, to) == RANK_6 &&
                           pos.piece_on(to - pawn_push(us)) == make_piece(~us, PAWN);
    const bool takes = (pos.pieces(~us) & square_bb(to)) || to == pos.en_passant_square() ||
                       past_pawn;
    Bitboard pawns = pos.pieces(us, PAWN) & file_bb(File(file));
    while (pawns) {
        const Square from = pop_lsb(pawns);
        if (takes && (pawn_attacks(us, from) & square_bb(to))) return true;
        const Square one = from + pawn_push(us);
        if (!pos.empty(one)) continue;
        if (one == to) return true;
        if (relative_rank(us, from) == RANK_2 && one + pawn_push(us) == to && pos.empty(to))
            return true;
    }
    return false;
}

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

} // namespace

Result<Move, MoveRejection> parse_move_text(const Position& pos, std::string_view typed,
                                            const InputOptions& options) {
    typed = trimmed(typed);
    std::string ascii;
    const std::string_view text =
        normalise_move_text(typed, options.letters, ascii) ? std::string_view(ascii) : typed;
    const auto syntax = parse_move_syntax(text, {.letters = options.letters, .typed = true});
    if (!syntax) {
        MoveRejection r;
        r.reason = RejectionReason::not_understood;
        r.side = pos.side_to_move();
        r.text = std::string(typed);
        return unexpected(std::move(r));
    }
    const ResolveOptions resolve{
        .castling_by_king_step = true,
        .castling_by_king_takes_rook = false,
        .default_promotion = options.unnamed_promotion,
        .capture_sign_must_match = true,
        .passed_square = options.passed_square,
    };
    // "cf3" for a Spanish player, "bc4" for an English one: a lower-case letter that is both a
    // file and a piece letter of the player's set. A pawn never writes its own file before a
    // push ("cc3") nor captures beyond the next file ("cf3"): those are the piece's, refused as
    // the piece's when it cannot go, never played as the pawn's. Onto the next file ("bc3") it
    // is the pawn whenever a pawn of that file could make the move, and the piece otherwise.
    const char first = text.empty() ? '\0' : text.front();
    const bool piece_or_file = syntax->piece == NO_PIECE_TYPE && first >= 'a' && first <= 'h' &&
                               syntax->from_file == first - 'a' && syntax->from_rank < 0 &&
                               piece_from_letter(char(first - 'a' + 'A'), options.letters) !=
                                   NO_PIECE_TYPE;
    if (piece_or_file) {
        const int files_apart = std::abs(syntax->from_file - int(file_of(syntax->to)));
        const bool pawn_may_be_meant =
            files_apart == 1 && pawn_of_file_aims_at(pos, syntax->from_file, syntax->to);
        if (!pawn_may_be_meant) {
            std::string as_piece(text);
            as_piece.front() = char(first - 'a' + 'A');
            const SyntaxOptions syntax_options{.letters = options.letters, .typed = true};
            if (const auto piece = parse_move_syntax(as_piece, syntax_options)) {
                auto as_piece_move = resolve_move(pos, *piece, resolve);
                if (as_piece_move || files_apart != 1) return as_piece_move;
            }
        }
    }
    auto resolved = resolve_move(pos, *syntax, resolve);
    // "Rad1" from an English habit, where the Spanish R is the king: never played as the rook
    // (a king move meant would be a rook move made), but the refusal says how to write it.
    if (!resolved && options.letters == PieceLetters::spanish && syntax->piece == KING &&
        !typed.empty() && typed.front() == 'R') {
        std::string as_rook(text);
        as_rook.front() = 'T';
        const SyntaxOptions syntax_options{.letters = options.letters, .typed = true};
        if (const auto rook = parse_move_syntax(as_rook, syntax_options))
            if (resolve_move(pos, *rook, resolve)) {
                MoveRejection r = resolved.error();
                r.spanish_rook_move = as_rook;
                return unexpected(std::move(r));
            }
    }
    return resolved;
}

} // namespace escaque::notation
