#include "keyboard.h"

namespace escaque::tui {

std::string utf8(char32_t c) {
    std::string out;
    if (c < 0x80) {
        out += char(c);
    } else if (c < 0x800) {
        out += char(0xC0 | (c >> 6));
        out += char(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += char(0xE0 | (c >> 12));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    } else {
        out += char(0xF0 | (c >> 18));
        out += char(0x80 | ((c >> 12) & 0x3F));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    }
    return out;
}

std::string key_name(char32_t c, tts::Language lang) {
    const bool es = lang == tts::Language::es;
    switch (c) {
    case ' ':
        return es ? "espacio" : "space";
    case '+':
        return es ? "más" : "plus";
    case '-':
        return es ? "guion" : "dash";
    case '=':
        return es ? "igual" : "equals";
    case '#':
        return es ? "almohadilla" : "hash";
    case '/':
        return es ? "barra" : "slash";
    case '?':
        return es ? "interrogación" : "question mark";
    case ':':
        return es ? "dos puntos" : "colon";
    case '.':
        return es ? "punto" : "dot";
    case '!':
        return es ? "exclamación" : "exclamation mark";
    default:
        break;
    }
    // A capital is said as such: N is a knight, n may be a file.
    if (c >= 'A' && c <= 'Z') return (es ? "mayúscula " : "capital ") + utf8(c);
    return utf8(c);
}

std::optional<char32_t> InputLine::backspace() {
    if (text_.empty()) return std::nullopt;
    const char32_t last = text_.back();
    text_.pop_back();
    return last;
}

std::string InputLine::text() const {
    std::string out;
    for (const char32_t c : text_) out += utf8(c);
    return out;
}

std::string InputLine::take() {
    std::string out = text();
    text_.clear();
    return out;
}

std::string InputLine::last_word() const {
    std::size_t end = text_.size();
    while (end > 0 && text_[end - 1] == U' ') --end;
    std::size_t begin = end;
    while (begin > 0 && text_[begin - 1] != U' ') --begin;
    std::string out;
    for (std::size_t i = begin; i < end; ++i) out += utf8(text_[i]);
    return out;
}

void BoardCursor::step(CursorStep step, bool flipped) {
    int file = chess::file_of(square_), rank = chess::rank_of(square_);
    const int sign = flipped ? -1 : 1;
    switch (step) {
    case CursorStep::up:
        rank += sign;
        break;
    case CursorStep::down:
        rank -= sign;
        break;
    case CursorStep::left:
        file -= sign;
        break;
    case CursorStep::right:
        file += sign;
        break;
    }
    if (file < 0 || file > 7 || rank < 0 || rank > 7) return; // the edge: stay
    square_ = chess::make_square(chess::File(file), chess::Rank(rank));
}

bool BoardCursor::to_next_piece(const chess::Position& pos, chess::PieceType type) {
    for (int i = 1; i <= 64; ++i) {
        const chess::Square s = chess::Square((square_ + i) % 64);
        const chess::Piece p = pos.piece_on(s);
        if (p != chess::NO_PIECE && chess::type_of(p) == type) {
            square_ = s;
            return true;
        }
    }
    return false;
}

} // namespace escaque::tui
