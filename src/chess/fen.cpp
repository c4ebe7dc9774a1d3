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

const char* color_name(Color c) {
    return c == WHITE ? "white" : "black";
}

std::optional<FenError> parse_placement(std::string_view text, Setup& setup) {
    const auto ranks = split(text, '/');
    if (ranks.size() != 8)
        return FenError{"placement", "has " + std::to_string(ranks.size()) +
                                         " ranks; expected 8 separated by '/'"};
    for (int i = 0; i < 8; ++i) {
        const Rank rank = Rank(7 - i);
        const std::string rank_name = "rank " + std::to_string(rank + 1);
        int file = 0;
        for (char c : ranks[i]) {
            if (c >= '1' && c <= '8') {
                file += c - '0';
            } else if (const Piece p = piece_from_char(c); p != NO_PIECE) {
                if (file < 8) setup.board[make_square(File(file), rank)] = p;
                ++file;
            } else {
                return FenError{"placement", rank_name + " has '" + std::string(1, c) +
                                                 "', which is not a piece letter "
                                                 "(PNBRQK pnbrqk) or a digit 1-8"};
            }
        }
        if (file != 8)
            return FenError{"placement",
                            rank_name + " has " + std::to_string(file) + " squares; expected 8"};
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
std::optional<std::string> read_castling_letter(char c, Setup& setup, bool chess960) {
    const Color color = (c >= 'a' && c <= 'z') ? BLACK : WHITE;
    const char upper = char(color == BLACK ? c - 32 : c);
    const Rank back = relative_rank(color, RANK_1);
    const Piece rook = make_piece(color, ROOK);
    const std::string right(1, c);
    const auto king = king_on_back_rank(setup, color);
    if (!king)
        return "right " + right + " but the " + color_name(color) + " king is not on rank " +
               std::to_string(back + 1);

    Square rook_sq = SQ_NONE;
    if (upper == 'K' || upper == 'Q') {
        const bool king_side = upper == 'K';
        if (!chess960) {
            const Square expected_king = relative_square(color, SQ_E1);
            const Square expected_rook = relative_square(color, king_side ? SQ_H1 : SQ_A1);
            if (*king != expected_king)
                return "right " + right + " but the " + color_name(color) + " king is not on " +
                       square_name(expected_king);
            if (setup.board[expected_rook] != rook)
                return "right " + right + " but no rook on " + square_name(expected_rook);
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
            if (rook_sq == SQ_NONE)
                return "right " + right + " but no " + color_name(color) + " rook on the " +
                       (king_side ? "king" : "queen") + " side of the king";
        }
    } else if (upper >= 'A' && upper <= 'H') {
        // Every start position, Chess960's too, has the king between its rooks.
        if (file_of(*king) == FILE_A || file_of(*king) == FILE_H)
            return "right " + right + " but the " + color_name(color) + " king is on " +
                   square_name(*king) + ", where no start position has it";
        rook_sq = make_square(File(upper - 'A'), back);
        if (setup.board[rook_sq] != rook)
            return "right " + right + " but no rook on " + square_name(rook_sq);
        setup.chess960 = true; // file letters are Shredder-FEN / X-FEN
    } else {
        return "'" + right +
               "' is not a castling letter; expected '-', KQkq or rook files "
               "A-H / a-h";
    }
    const int index = (color == WHITE ? 0 : 2) + (rook_sq > *king ? 0 : 1);
    if (setup.castling_rooks[index] != SQ_NONE && setup.castling_rooks[index] != rook_sq)
        return "two rights for the same side of the " + std::string(color_name(color)) + " king";
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
            return FenError{"castling", "'" + std::string(1, c) + "' given twice"};
        }
        if (auto problem = read_castling_letter(c, setup, options.chess960 || setup.chess960)) {
            const bool letter_ok =
                std::string_view("KQkqABCDEFGHabcdefgh").find(c) != std::string_view::npos;
            if (options.drop_impossible_castling && letter_ok) continue;
            return FenError{"castling", *problem};
        }
    }
    return std::nullopt;
}

std::optional<FenError> parse_en_passant(std::string_view text, Setup& setup) {
    if (text == "-") return std::nullopt;
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return FenError{"en passant",
                        "'" + std::string(text) + "' is not a square; expected '-' or e.g. e3"};
    const Square ep = make_square(File(text[0] - 'a'), Rank(text[1] - '1'));
    const Color us = setup.side_to_move;
    const Rank expected = relative_rank(us, RANK_6);
    if (rank_of(ep) != expected)
        return FenError{"en passant", "square " + std::string(text) + " is not on rank " +
                                          std::to_string(expected + 1) + " with " +
                                          (us == WHITE ? "White" : "Black") + " to move"};
    const Square pawn = ep - pawn_push(us);
    if (setup.board[pawn] != make_piece(~us, PAWN))
        return FenError{"en passant", "square " + std::string(text) + " but no " + color_name(~us) +
                                          " pawn on " + square_name(pawn)};
    if (setup.board[ep] != NO_PIECE || setup.board[ep + pawn_push(us)] != NO_PIECE)
        return FenError{"en passant", "square " + std::string(text) +
                                          " but the pawn could not have just passed it"};
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
                return FenError{"placement", std::string(color_name(c)) + " pawn on " +
                                                 square_name(s) + "; pawns never stand on rank " +
                                                 (rank_of(s) == RANK_1 ? "1" : "8")};
        }
        if (kings == 0) return FenError{"placement", std::string("no ") + color_name(c) + " king"};
        if (kings > 1)
            return FenError{"placement", std::to_string(kings) + " " + color_name(c) + " kings"};
    }
    // Build without the en passant square to test checks; the builder keeps only legal ones.
    Setup plain = setup;
    plain.en_passant = SQ_NONE;
    plain.side_to_move = ~setup.side_to_move;
    const Position flipped = Position::from_setup(plain);
    if (flipped.in_check())
        return FenError{"side to move", std::string("the side not to move (") +
                                            color_name(~setup.side_to_move) + ") is in check"};
    return std::nullopt;
}

std::optional<FenError> unreachable_placement(const Position& pos) {
    for (Color c : {WHITE, BLACK}) {
        const std::string side = color_name(c);
        const int pawns = popcount(pos.pieces(c, PAWN));
        const int pieces = popcount(pos.pieces(c));
        if (pawns > 8)
            return FenError{"placement",
                            std::to_string(pawns) + " " + side + " pawns; a side has at most 8"};
        if (pieces > 16)
            return FenError{"placement", std::to_string(pieces) + " " + side +
                                             " pieces; a side has at most 16"};
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
            return FenError{"placement",
                            std::to_string(promoted) + " " + side +
                                (promoted == 1 ? " piece" : " pieces") +
                                " beyond the starting set, more than the " +
                                std::to_string(missing) + " " + side +
                                (missing == 1 ? " pawn" : " pawns") + " missing to promote"};
    }
    if (const int checkers = popcount(pos.checkers()); checkers > 2)
        return FenError{"placement", std::string(color_name(pos.side_to_move())) +
                                         " is in check from " + std::to_string(checkers) +
                                         " pieces; no move gives more than two checks"};
    return std::nullopt;
}

Result<Position, FenError> parse_fen(std::string_view fen, const FenOptions& options) {
    const auto fields = fields_of(fen);
    if (fields.size() < 4 || fields.size() > 6)
        return unexpected(FenError{
            "FEN", "has " + std::to_string(fields.size()) +
                       (fields.size() == 1 ? " field" : " fields") +
                       "; expected 4 to 6: placement, side to move, castling, en passant, "
                       "then perhaps halfmove clock and fullmove number"});
    Setup setup;
    setup.chess960 = options.chess960;
    if (auto e = parse_placement(fields[0], setup)) return unexpected(*e);

    if (fields[1] != "w" && fields[1] != "b")
        return unexpected(
            FenError{"side to move", "'" + std::string(fields[1]) + "'; expected w or b"});
    setup.side_to_move = fields[1] == "w" ? WHITE : BLACK;

    // Kings and pawns first: castling and en passant messages assume a sane board.
    if (auto e = validate_setup(setup)) return unexpected(*e);
    if (auto e = parse_castling(fields[2], setup, options)) return unexpected(*e);
    if (auto e = parse_en_passant(fields[3], setup)) return unexpected(*e);

    if (fields.size() >= 5) {
        const auto hmc = parse_number(fields[4]);
        if (!hmc)
            return unexpected(FenError{"halfmove clock", "'" + std::string(fields[4]) +
                                                             "'; expected a number 0 or more"});
        setup.halfmove_clock = *hmc;
    }
    if (fields.size() == 6) {
        const auto fmn = parse_number(fields[5]);
        if (!fmn || *fmn < 1)
            return unexpected(FenError{"fullmove number", "'" + std::string(fields[5]) +
                                                              "'; expected a number 1 or more"});
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
