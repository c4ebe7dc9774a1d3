#include "notation/pgn_lexer.h"

#include <cctype>

namespace escaque::notation {

namespace {

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}
bool is_digit(char c) {
    return c >= '0' && c <= '9';
}
bool ends_word(char c) {
    return is_space(c) || c == '\n' || c == '{' || c == '}' || c == '(' || c == ')' || c == '[' ||
           c == ']' || c == ';' || c == '$' || c == '!' || c == '?';
}
bool is_name_char(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}
bool starts_with(std::string_view s, std::size_t at, std::string_view prefix) {
    return s.substr(at, prefix.size()) == prefix;
}

} // namespace

PgnLexer::PgnLexer(std::string_view text, bool lenient) : text_(text), lenient_(lenient) {}

char PgnLexer::peek(std::size_t ahead) const {
    return pos_ + ahead < text_.size() ? text_[pos_ + ahead] : '\0';
}

void PgnLexer::newline() {
    if (!line_has_content_) blank_line_seen_ = true;
    line_has_content_ = false;
    ++line_;
    line_start_ = pos_;
}

// "<br />", "<br/>" and "<br>" written for line breaks (chess.js's newline_char option).
bool PgnLexer::skip_line_break_markup() {
    if (!lenient_ || !starts_with(text_, pos_, "<br")) return false;
    const std::size_t close = text_.find('>', pos_);
    if (close == std::string_view::npos || close - pos_ > 6) return false;
    pos_ = close + 1;
    br_seen_ = true;
    newline();
    return true;
}

// Forum wrappers "[pgn]" and "[/pgn]" around a game.
bool PgnLexer::skip_wrapper() {
    for (const std::string_view wrapper : {"[pgn]", "[/pgn]", "[PGN]", "[/PGN]"}) {
        if (starts_with(text_, pos_, wrapper)) {
            pos_ += wrapper.size();
            return true;
        }
    }
    return false;
}

void PgnLexer::skip_separators() {
    while (pos_ < text_.size()) {
        const char c = text_[pos_];
        if (c == '\n') {
            ++pos_;
            newline();
        } else if (is_space(c) || c == '.') {
            // Dots outside move numbers are ellipses ("1. ... e5", "8...Qxg2"): nothing to read.
            ++pos_;
        } else if (c == '\xEF' && starts_with(text_, pos_, "\xEF\xBB\xBF")) { // byte-order mark
            pos_ += 3;
        } else if (c == '\xC2' && starts_with(text_, pos_, "\xC2\xA0")) { // no-break space
            pos_ += 2;
        } else if (c == '%' && pos_ == line_start_) { // escape line (PGN standard 6)
            while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
            line_has_content_ = true;
        } else if (!(c == '<' && skip_line_break_markup()) && !(c == '[' && skip_wrapper())) {
            return;
        }
    }
}

PgnToken PgnLexer::start_token(PgnTokenKind kind) {
    PgnToken t;
    t.kind = kind;
    t.line = line_;
    t.column = int(pos_ - line_start_) + 1;
    t.after_blank_line = blank_line_seen_;
    t.line_breaks_as_br = br_seen_;
    blank_line_seen_ = false;
    br_seen_ = false;
    line_has_content_ = true;
    return t;
}

PgnToken PgnLexer::error(PgnToken token, PgnFault fault, std::string_view found,
                         std::string_view expected) {
    token.kind = PgnTokenKind::error;
    token.fault = fault;
    token.text = found;
    token.message = expected;
    return token;
}

PgnToken PgnLexer::next() {
    skip_separators();
    if (pos_ >= text_.size()) return start_token(PgnTokenKind::end_of_input);
    const char c = text_[pos_];
    switch (c) {
    case '{':
        return comment();
    case ';':
        return line_comment();
    case '[':
        return tag();
    case '(': {
        PgnToken t = start_token(PgnTokenKind::open_variation);
        ++pos_;
        return t;
    }
    case ')': {
        PgnToken t = start_token(PgnTokenKind::close_variation);
        ++pos_;
        return t;
    }
    case '$': {
        PgnToken t = start_token(PgnTokenKind::nag);
        ++pos_;
        const std::size_t begin = pos_;
        while (pos_ < text_.size() && is_digit(text_[pos_]) && t.number < 1000)
            t.number = t.number * 10 + (text_[pos_++] - '0');
        if (pos_ == begin) return error(t, PgnFault::nag_number, "$", "a number after '$'");
        return t;
    }
    case '!':
    case '?': {
        PgnToken t = start_token(PgnTokenKind::glyph);
        const std::size_t begin = pos_;
        while (pos_ < text_.size() && (text_[pos_] == '!' || text_[pos_] == '?')) ++pos_;
        t.text = text_.substr(begin, pos_ - begin);
        return t;
    }
    case '}':
    case ']': {
        PgnToken t = start_token(PgnTokenKind::error);
        ++pos_;
        return error(t, PgnFault::stray_character, text_.substr(pos_ - 1, 1),
                     "a move, a comment or a result");
    }
    default:
        return word();
    }
}

PgnToken PgnLexer::comment() {
    PgnToken t = start_token(PgnTokenKind::comment);
    const std::size_t begin = ++pos_;
    while (pos_ < text_.size() && text_[pos_] != '}') {
        if (text_[pos_++] == '\n') {
            line_has_content_ = true;
            newline();
            line_has_content_ = true;
        }
    }
    if (pos_ >= text_.size())
        return error(t, PgnFault::unclosed_comment, "{", "'}' to close the comment");
    t.text = text_.substr(begin, pos_ - begin);
    ++pos_;
    return t;
}

PgnToken PgnLexer::line_comment() {
    PgnToken t = start_token(PgnTokenKind::comment);
    const std::size_t begin = ++pos_;
    while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
    t.text = text_.substr(begin, pos_ - begin);
    return t;
}

// [Name "value"]: the value keeps its backslash escapes; the reader resolves them.
PgnToken PgnLexer::tag() {
    PgnToken t = start_token(PgnTokenKind::tag);
    const std::size_t line_end = std::min(text_.find('\n', pos_), text_.size());
    auto give_up = [&](PgnFault fault, std::string_view expected) {
        const std::string_view found =
            text_.substr(pos_, std::min<std::size_t>(1, line_end - pos_));
        pos_ = line_end;
        return error(t, fault, found.empty() ? std::string_view("end of line") : found, expected);
    };
    ++pos_;
    while (pos_ < line_end && is_space(text_[pos_])) ++pos_;
    const std::size_t name_begin = pos_;
    // Names are letters, digits and '_'; real files also have "GreatestGameEverPlayed?".
    while (pos_ < line_end &&
           (is_name_char(text_[pos_]) ||
            (lenient_ && !is_space(text_[pos_]) && text_[pos_] != '"' && text_[pos_] != ']')))
        ++pos_;
    if (pos_ == name_begin) return give_up(PgnFault::tag_name, "a tag name after '['");
    t.text = text_.substr(name_begin, pos_ - name_begin);
    while (pos_ < line_end && is_space(text_[pos_])) ++pos_;
    if (peek() != '"') return give_up(PgnFault::tag_value_opening, "'\"' to open the tag value");
    const std::size_t value_begin = ++pos_;
    while (pos_ < line_end && text_[pos_] != '"') pos_ += text_[pos_] == '\\' ? 2 : 1;
    if (pos_ >= line_end) {
        if (!lenient_) {
            pos_ = value_begin;
            return give_up(PgnFault::tag_value_closing, "'\"' to close the tag value on its line");
        }
        // The value runs to the end of the line, less the bracket meant to close the tag.
        std::size_t value_end = line_end;
        while (value_end > value_begin && is_space(text_[value_end - 1])) --value_end;
        if (value_end > value_begin && text_[value_end - 1] == ']') --value_end;
        t.value = text_.substr(value_begin, value_end - value_begin);
        t.unclosed_value = true;
        pos_ = line_end;
        return t;
    }
    t.value = text_.substr(value_begin, pos_ - value_begin);
    ++pos_;
    while (pos_ < line_end && is_space(text_[pos_])) ++pos_;
    if (peek() != ']') return give_up(PgnFault::tag_closing, "']' to close the tag");
    ++pos_;
    return t;
}

PgnToken PgnLexer::word() {
    PgnToken t = start_token(PgnTokenKind::word);
    if (is_digit(text_[pos_])) {
        std::size_t end = pos_;
        int number = 0;
        while (end < text_.size() && is_digit(text_[end]) && number < 100000)
            number = number * 10 + (text_[end++] - '0');
        // "12." and "12..."; also a bare "12", written with a space before its dot.
        if (end == text_.size() || text_[end] == '.' || ends_word(text_[end])) {
            while (end < text_.size() && text_[end] == '.') ++end;
            t.kind = PgnTokenKind::move_number;
            t.number = number;
            t.text = text_.substr(pos_, end - pos_);
            pos_ = end;
            return t;
        }
    }
    const std::size_t begin = pos_;
    ++pos_; // the first character always belongs to the word
    while (pos_ < text_.size() && !ends_word(text_[pos_])) {
        if (lenient_ && starts_with(text_, pos_, "<br")) break;
        ++pos_;
    }
    t.text = text_.substr(begin, pos_ - begin);
    return t;
}

} // namespace escaque::notation
