#include "chess/fen.h"

#include <algorithm>
#include <charconv>
#include <string>
#include <vector>

namespace escaque::chess {

namespace {

constexpr std::string_view PIECE_CHARS = " PNBRQK  pnbrqk";

std::vector<std::string_view> split(std::string_view text, char sep) {
    std::vector<std::string_view> parts;
    size_t start = 0;
    for (;;) {
        const size_t end = text.find(sep, start);
        parts.push_back(text.substr(start, end - start));
        if (end == std::string_view::npos) break;
        start = end + 1;
    }
    return parts;
}

std::vector<std::string_view> fields_of(std::string_view fen) {
    std::vector<std::string_view> fields;
    size_t i = 0;
    while (i < fen.size()) {
        while (i < fen.size() && (fen[i] == ' ' || fen[i] == '\t')) ++i;
        const size_t start = i;
        while (i < fen.size() && fen[i] != ' ' && fen[i] != '\t') ++i;
        if (i > start) fields.push_back(fen.substr(start, i - start));
    }
    return fields;
}

std::optional<FenError> parse_placement(std::string_view text, Setup& setup) {
    const auto ranks = split(text, '/');
    if (ranks.size() != 8)
        return FenError{.problem = FenProblem::rank_count, .number = int(ranks.size())};
    for (int i = 0; i < 8; ++i) {
        const Rank rank = Rank(7 - i);
        int file = 0;
        for (char c : ranks[i]) {
            if (c >= '1' && c <= '8') {
                file += c - '0';
            } else if (const Piece p = piece_from_char(c); p != NO_PIECE) {
                if (file < 8) setup.board[make_square(File(file), rank)] = p;
                ++file;
            } else {
                return FenError{.problem = FenProblem::not_a_piece_letter,
                                .text = std::string(1, c),
                                .rank = rank};
            }
        }
        if (file != 8)
            return FenError{.problem = FenProblem::rank_squares, .rank = rank, .number = file};
    }
    return std::nullopt;
}

std::optional<int> parse_number(std::string_view text) {
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < 0) return std::nullopt;
    return value;
}

std::optional<Square> king_on_back_rank(const Setup& setup, Color c) {
    const Rank back = relative_rank(c, RANK_1);
    for (File f = FILE_A; f <= FILE_H; ++f)
        if (setup.board[make_square(f, back)] == make_piece(c, KING)) return make_square(f, back);
    return std::nullopt;
}

// Reads one castling letter into setup.castling_rooks, or says why it cannot stand.
std::optional<FenError> read_castling_letter(char c, Setup& setup, bool chess960) {
    const Color color = (c >= 'a' && c <= 'z') ? BLACK : WHITE;
    const char upper = char(color == BLACK ? c - 32 : c);
    const Rank back = relative_rank(color, RANK_1);
    const Piece rook = make_piece(color, ROOK);
    const std::string right(1, c);
    const auto refused = [&](FenProblem problem, Square square = SQ_NONE) {
        return FenError{.problem = problem, .text = right, .color = color, .square = square};
    };
    const auto king = king_on_back_rank(setup, color);
    if (!king) {
        FenError e = refused(FenProblem::castling_king_off_rank);
        e.rank = back;
        return e;
    }

    Square rook_sq = SQ_NONE;
    if (upper == 'K' || upper == 'Q') {
        const bool king_side = upper == 'K';
        if (!chess960) {
            const Square expected_king = relative_square(color, SQ_E1);
            const Square expected_rook = relative_square(color, king_side ? SQ_H1 : SQ_A1);
            if (*king != expected_king)
                return refused(FenProblem::castling_king_off_square, expected_king);
            if (setup.board[expected_rook] != rook)
                return refused(FenProblem::castling_no_rook, expected_rook);
            rook_sq = expected_rook;
        } else {
            // X-FEN: the outermost rook on that side of the king.
            for (int i = 0; i < 8; ++i) {
                const File f = File(king_side ? 7 - i : i);
                const Square s = make_square(f, back);
                if (s == *king) break;
                if (setup.board[s] == rook) {
                    rook_sq = s;
                    break;
                }
            }
            if (rook_sq == SQ_NONE) {
                FenError e = refused(FenProblem::castling_no_rook_on_side);
                e.king_side = king_side;
                return e;
            }
        }
    } else if (upper >= 'A' && upper <= 'H') {
        // Every start position, Chess960's too, has the king between its rooks.
        if (file_of(*king) == FILE_A || file_of(*king) == FILE_H)
            return refused(FenProblem::castling_king_on_edge, *king);
        rook_sq = make_square(File(upper - 'A'), back);
        if (setup.board[rook_sq] != rook) return refused(FenProblem::castling_no_rook, rook_sq);
        setup.chess960 = true; // file letters are Shredder-FEN / X-FEN
    } else {
        return refused(FenProblem::castling_not_a_letter);
    }
    const int index = (color == WHITE ? 0 : 2) + (rook_sq > *king ? 0 : 1);
    if (setup.castling_rooks[index] != SQ_NONE && setup.castling_rooks[index] != rook_sq)
        return refused(FenProblem::castling_same_side_twice);
    setup.castling_rooks[index] = rook_sq;
    return std::nullopt;
}

std::optional<FenError> parse_castling(std::string_view text, Setup& setup,
                                       const FenOptions& options) {
    if (text == "-") return std::nullopt;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (text.find(c) < i) {
            if (options.drop_impossible_castling) continue;
            return FenError{.problem = FenProblem::castling_twice, .text = std::string(1, c)};
        }
        if (auto problem = read_castling_letter(c, setup, options.chess960 || setup.chess960)) {
            const bool letter_ok =
                std::string_view("KQkqABCDEFGHabcdefgh").find(c) != std::string_view::npos;
            if (options.drop_impossible_castling && letter_ok) continue;
            return problem;
        }
    }
    return std::nullopt;
}

std::optional<FenError> parse_en_passant(std::string_view text, Setup& setup) {
    if (text == "-") return std::nullopt;
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return FenError{.problem = FenProblem::en_passant_not_a_square, .text = std::string(text)};
    const Square ep = make_square(File(text[0] - 'a'), Rank(text[1] - '1'));
    const Color us = setup.side_to_move;
    const Rank expected = relative_rank(us, RANK_6);
    if (rank_of(ep) != expected)
        return FenError{.problem = FenProblem::en_passant_wrong_rank,
                        .color = us,
                        .square = ep,
                        .rank = expected};
    const Square pawn = ep - pawn_push(us);
    if (setup.board[pawn] != make_piece(~us, PAWN))
        return FenError{.problem = FenProblem::en_passant_no_pawn,
                        .color = ~us,
                        .square = ep,
                        .other_square = pawn};
    if (setup.board[ep] != NO_PIECE || setup.board[ep + pawn_push(us)] != NO_PIECE)
        return FenError{.problem = FenProblem::en_passant_not_passed, .square = ep};
    setup.en_passant = ep;
    return std::nullopt;
}

} // namespace

Piece piece_from_char(char c) {
    const size_t i = PIECE_CHARS.find(c);
    return (c == ' ' || i == std::string_view::npos) ? NO_PIECE : Piece(i);
}

char piece_to_char(Piece p) {
    return PIECE_CHARS[p];
}

std::optional<FenError> validate_setup(const Setup& setup) {
    for (Color c : {WHITE, BLACK}) {
        int kings = 0, pieces = 0;
        for (Square s = SQ_A1; s <= SQ_H8; ++s) {
            const Piece p = setup.board[s];
            if (p == NO_PIECE || color_of(p) != c) continue;
            ++pieces;
            if (type_of(p) == KING) ++kings;
            if (type_of(p) == PAWN && (rank_of(s) == RANK_1 || rank_of(s) == RANK_8))
                return FenError{.problem = FenProblem::pawn_on_back_rank, .color = c, .square = s};
        }
        if (kings == 0) return FenError{.problem = FenProblem::no_king, .color = c};
        if (kings > 1)
            return FenError{.problem = FenProblem::several_kings, .color = c, .number = kings};
    }
    // Build without the en passant square to test checks; the builder keeps only legal ones.
    Setup plain = setup;
    plain.en_passant = SQ_NONE;
    plain.side_to_move = ~setup.side_to_move;
    const Position flipped = Position::from_setup(plain);
    if (flipped.in_check())
        return FenError{.problem = FenProblem::side_not_to_move_in_check,
                        .color = ~setup.side_to_move};
    return std::nullopt;
}

std::optional<FenError> unreachable_placement(const Position& pos) {
    for (Color c : {WHITE, BLACK}) {
        const int pawns = popcount(pos.pieces(c, PAWN));
        const int pieces = popcount(pos.pieces(c));
        if (pawns > 8)
            return FenError{.problem = FenProblem::too_many_pawns, .color = c, .number = pawns};
        if (pieces > 16)
            return FenError{.problem = FenProblem::too_many_pieces, .color = c, .number = pieces};
        // Each piece beyond the starting set is a promoted pawn, and a pawn promoted is gone.
        // The bishops count by square colour: two on light squares means one was promoted.
        const auto beyond = [&](Bitboard pieces, int start) {
            return std::max(popcount(pieces) - start, 0);
        };
        const Bitboard bishops = pos.pieces(c, BISHOP);
        const int promoted = beyond(pos.pieces(c, QUEEN), 1) + beyond(pos.pieces(c, ROOK), 2) +
                             beyond(bishops & DARK_SQUARES, 1) +
                             beyond(bishops & ~DARK_SQUARES, 1) + beyond(pos.pieces(c, KNIGHT), 2);
        const int missing = 8 - pawns;
        if (promoted > missing)
            return FenError{.problem = FenProblem::too_many_promoted,
                            .color = c,
                            .number = promoted,
                            .second_number = missing};
    }
    if (const int checkers = popcount(pos.checkers()); checkers > 2)
        return FenError{.problem = FenProblem::too_many_checkers,
                        .color = pos.side_to_move(),
                        .number = checkers};
    return std::nullopt;
}

Result<Position, FenError> parse_fen(std::string_view fen, const FenOptions& options) {
    const auto fields = fields_of(fen);
    if (fields.size() < 4 || fields.size() > 6)
        return unexpected(
            FenError{.problem = FenProblem::field_count, .number = int(fields.size())});
    Setup setup;
    setup.chess960 = options.chess960;
    if (auto e = parse_placement(fields[0], setup)) return unexpected(*e);

    if (fields[1] != "w" && fields[1] != "b")
        return unexpected(
            FenError{.problem = FenProblem::not_a_side, .text = std::string(fields[1])});
    setup.side_to_move = fields[1] == "w" ? WHITE : BLACK;

    // Kings and pawns first: castling and en passant messages assume a sane board.
    if (auto e = validate_setup(setup)) return unexpected(*e);
    if (auto e = parse_castling(fields[2], setup, options)) return unexpected(*e);
    if (auto e = parse_en_passant(fields[3], setup)) return unexpected(*e);

    if (fields.size() >= 5) {
        const auto hmc = parse_number(fields[4]);
        if (!hmc)
            return unexpected(FenError{.problem = FenProblem::halfmove_not_a_number,
                                       .text = std::string(fields[4])});
        setup.halfmove_clock = *hmc;
    }
    if (fields.size() == 6) {
        const auto fmn = parse_number(fields[5]);
        if (!fmn || *fmn < 1)
            return unexpected(FenError{.problem = FenProblem::fullmove_not_a_number,
                                       .text = std::string(fields[5])});
        setup.fullmove_number = *fmn;
    }
    return Position::from_setup(setup);
}

std::string placement_field(const Position& pos) {
    std::string out;
    for (int r = 7; r >= 0; --r) {
        int empty = 0;
        for (File f = FILE_A; f <= FILE_H; ++f) {
            const Piece p = pos.piece_on(make_square(f, Rank(r)));
            if (p == NO_PIECE) {
                ++empty;
                continue;
            }
            if (empty) out += char('0' + empty);
            empty = 0;
            out += piece_to_char(p);
        }
        if (empty) out += char('0' + empty);
        if (r) out += '/';
    }
    return out;
}

std::string castling_field(const Position& pos, CastlingNotation notation) {
    std::string out;
    for (Color c : {WHITE, BLACK}) {
        for (bool king_side : {true, false}) {
            const CastlingRights cr = castling_right(c, king_side);
            if (!pos.can_castle(cr)) continue;
            const Square rook = pos.castling_rook_square(cr);
            char letter = king_side ? 'K' : 'Q';
            if (notation == CastlingNotation::shredder) {
                letter = char('A' + file_of(rook));
            } else if (pos.chess960()) {
                // X-FEN names the file only when another rook stands further out.
                const Square king = pos.king_square(c);
                Bitboard outer = between_bb(rook, king_side ? relative_square(c, SQ_H1)
                                                            : relative_square(c, SQ_A1));
                if (rook == relative_square(c, king_side ? SQ_H1 : SQ_A1)) outer = 0;
                if (outer & pos.pieces(c, ROOK) & rank_bb(rank_of(king)))
                    letter = char('A' + file_of(rook));
            }
            out += c == WHITE ? letter : char(letter + 32);
        }
    }
    return out.empty() ? "-" : out;
}

std::string to_fen(const Position& pos, CastlingNotation castling) {
    std::string fen = placement_field(pos);
    fen += pos.side_to_move() == WHITE ? " w " : " b ";
    fen += castling_field(pos, castling);
    fen += ' ';
    fen += pos.en_passant_square() == SQ_NONE ? "-" : square_name(pos.en_passant_square());
    fen += ' ' + std::to_string(pos.halfmove_clock()) + ' ' + std::to_string(pos.fullmove_number());
    return fen;
}

} // namespace escaque::chess
