#include "notation/move_syntax.h"

#include <cctype>

namespace escaque::notation {

using namespace chess;

namespace {

bool is_file(char c) {
    return c >= 'a' && c <= 'h';
}
bool is_rank(char c) {
    return c >= '1' && c <= '8';
}
bool is_alpha(char c) {
    return std::isalpha(static_cast<unsigned char>(c)) != 0;
}
char upper(char c) {
    return char(std::toupper(static_cast<unsigned char>(c)));
}

bool ends_with(std::string_view s, std::string_view suffix) {
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

// Annotations after the move: check and mate signs, move glyphs and the en passant remark,
// in any order ("exd6 e.p.+", Spanish "exd6 a.p.", "Nf3!?", "Qh7++").
void strip_annotations(std::string_view& s, MoveSyntax& m) {
    while (!s.empty()) {
        const char last = s.back();
        if (last == '+' || last == '#') {
            if (last == '#' || ends_with(s, "++"))
                m.mate = true;
            else
                m.check = true;
            s.remove_suffix(1);
        } else if (last == '!' || last == '?') {
            s.remove_suffix(1);
        } else if (ends_with(s, "e.p.") || ends_with(s, "a.p.")) { // a.p.: al paso
            m.en_passant = true;
            s.remove_suffix(4);
        } else if (s.size() > 2 && (ends_with(s, "ep") || ends_with(s, "ap")) &&
                   is_rank(s[s.size() - 3])) {
            m.en_passant = true;
            s.remove_suffix(2);
        } else {
            break;
        }
    }
    if (m.mate) m.check = false;
}

std::optional<CastlingSide> read_castling(std::string_view s, bool typed) {
    if (s == "O-O" || s == "0-0") return CastlingSide::king_side;
    if (s == "O-O-O" || s == "0-0-0") return CastlingSide::queen_side;
    if (!typed) return std::nullopt;
    int zeros = 0;
    for (const char c : s) {
        if (c == 'o' || c == 'O' || c == '0')
            ++zeros;
        else if (c != '-')
            return std::nullopt;
    }
    if (zeros == 2) return CastlingSide::king_side;
    if (zeros == 3) return CastlingSide::queen_side;
    return std::nullopt;
}

// ICCF numeric notation: files and ranks as digits 1-8, a fifth digit for the promotion piece
// (1 queen, 2 rook, 3 bishop, 4 knight).
std::optional<MoveSyntax> read_iccf(std::string_view s, MoveSyntax m) {
    if (s.size() != 4 && s.size() != 5) return std::nullopt;
    for (std::size_t i = 0; i < 4; ++i)
        if (!is_rank(s[i])) return std::nullopt;
    m.from_file = int8_t(s[0] - '1');
    m.from_rank = int8_t(s[1] - '1');
    m.to = make_square(File(s[2] - '1'), Rank(s[3] - '1'));
    if (s.size() == 5) {
        constexpr PieceType iccf_pieces[] = {QUEEN, ROOK, BISHOP, KNIGHT};
        if (s[4] < '1' || s[4] > '4') return std::nullopt;
        m.promotion = iccf_pieces[s[4] - '1'];
    }
    return m;
}

// A piece letter at the start of the move. Upper case in the user's set; for typed input also
// the other set's letters and lower-case letters that are not file letters.
PieceType read_piece_letter(char c, const SyntaxOptions& options) {
    if (!options.typed)
        return std::isupper(static_cast<unsigned char>(c)) ? piece_from_letter(c, options.letters)
                                                           : NO_PIECE_TYPE;
    if (is_file(c) || !is_alpha(c)) return NO_PIECE_TYPE;
    return piece_from_letter_either_set(upper(c), options.letters);
}

PieceType read_promotion_letter(char c, const SyntaxOptions& options) {
    return options.typed ? piece_from_letter_either_set(upper(c), options.letters)
                         : piece_from_letter(upper(c), options.letters);
}

// Typed input may use capital file letters (caps lock, speech recognisers): accepted where no
// piece letter can stand.
std::optional<int8_t> read_file(char c, bool typed) {
    if (is_file(c)) return int8_t(c - 'a');
    if (typed && c >= 'A' && c <= 'H') return int8_t(c - 'A');
    return std::nullopt;
}

bool read_promotion(std::string_view& s, MoveSyntax& m, const SyntaxOptions& options) {
    const std::size_t n = s.size();
    if (n >= 5 && s[n - 1] == ')' && s[n - 3] == '(' && is_alpha(s[n - 2])) {
        m.promotion = read_promotion_letter(s[n - 2], options);
        s.remove_suffix(3);
        return m.promotion != NO_PIECE_TYPE;
    }
    if (n >= 4 && is_alpha(s[n - 1]) && (s[n - 2] == '=' || s[n - 2] == '/')) {
        m.promotion = read_promotion_letter(s[n - 1], options);
        s.remove_suffix(2);
        return m.promotion != NO_PIECE_TYPE;
    }
    if (n >= 3 && is_alpha(s[n - 1]) && is_rank(s[n - 2])) {
        // UCI ("e7e8r") writes the promotion piece in English lower case, whatever the user's
        // letters: for a Spanish player "e7e8r" is a rook, where "e8=R" is a king (refused).
        const bool uci = options.typed && n == 5 && is_file(s[0]) && is_rank(s[1]) &&
                         is_file(s[2]) && std::islower(static_cast<unsigned char>(s[4])) != 0;
        m.promotion = uci ? piece_from_letter_either_set(upper(s[n - 1]), PieceLetters::english)
                          : read_promotion_letter(s[n - 1], options);
        s.remove_suffix(1);
        return m.promotion != NO_PIECE_TYPE;
    }
    return n == 0 || (s.back() != '=' && s.back() != '/');
}

} // namespace

std::optional<MoveSyntax> parse_move_syntax(std::string_view text, const SyntaxOptions& options) {
    std::string compact;
    if (options.typed) {
        for (const char c : text)
            if (!std::isspace(static_cast<unsigned char>(c))) compact += c;
        text = compact;
    }
    MoveSyntax m;
    strip_annotations(text, m);
    if (text.empty()) return std::nullopt;
    if (const auto side = read_castling(text, options.typed)) {
        m.castling = *side;
        return m;
    }
    if (options.typed && std::isdigit(static_cast<unsigned char>(text[0])))
        return read_iccf(text, m);

    if (!read_promotion(text, m, options)) return std::nullopt;

    // The destination square closes what is left.
    if (text.size() < 2 || !is_rank(text.back())) return std::nullopt;
    const auto to_file = read_file(text[text.size() - 2], options.typed);
    if (!to_file) return std::nullopt;
    m.to = make_square(File(*to_file), Rank(text.back() - '1'));
    text.remove_suffix(2);

    if (!text.empty() && (text.back() == 'x' || text.back() == ':')) {
        m.capture = true;
        text.remove_suffix(1);
    } else if (!text.empty() && text.back() == '-') {
        text.remove_suffix(1);
    }

    if (!text.empty()) {
        m.piece = read_piece_letter(text[0], options);
        if (m.piece != NO_PIECE_TYPE)
            text.remove_prefix(1);
        else if (std::isupper(static_cast<unsigned char>(text[0])) &&
                 !(options.typed && read_file(text[0], true)))
            return std::nullopt;
    }
    // What remains is the origin: a file, a rank, or both.
    if (!text.empty()) {
        if (const auto file = read_file(text[0], options.typed)) {
            m.from_file = *file;
            text.remove_prefix(1);
        }
    }
    if (!text.empty() && is_rank(text[0])) {
        m.from_rank = int8_t(text[0] - '1');
        text.remove_prefix(1);
    }
    if (!text.empty()) return std::nullopt;
    // Without a piece letter the origin is a pawn's file or a whole square (UCI, long form).
    if (m.piece == NO_PIECE_TYPE && m.from_rank >= 0 && m.from_file < 0) return std::nullopt;
    if (m.piece == NO_PIECE_TYPE && m.capture && m.from_file < 0) return std::nullopt;
    return m;
}

bool normalise_move_text(std::string_view text, PieceLetters letters, std::string& out) {
    out.clear();
    bool changed = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte < 0x80 || i + 1 >= text.size()) {
            out += text[i];
            continue;
        }
        const auto b1 = static_cast<unsigned char>(text[i + 1]);
        if (byte == 0xC3 && b1 == 0x97) { // U+00D7 multiplication sign
            out += 'x';
            ++i;
            changed = true;
            continue;
        }
        if (i + 2 < text.size()) {
            const auto b2 = static_cast<unsigned char>(text[i + 2]);
            const unsigned code = ((byte & 0x0F) << 12) | ((b1 & 0x3F) << 6) | (b2 & 0x3F);
            if ((byte & 0xF0) == 0xE0 && ((code >= 0x2010 && code <= 0x2015) || code == 0x2212)) {
                out += '-';
                i += 2;
                changed = true;
                continue;
            }
            // Chess figurines U+2654-U+265F: white king ... black pawn.
            if ((byte & 0xF0) == 0xE0 && code >= 0x2654 && code <= 0x265F) {
                constexpr PieceType figurine[] = {KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN};
                out += piece_letter(figurine[(code - 0x2654) % 6], letters);
                i += 2;
                changed = true;
                continue;
            }
        }
        out += text[i];
    }
    return changed;
}

} // namespace escaque::notation
