// Splits PGN text into tokens with their line and column. Knows the import format's syntax
// (tag pairs, brace and rest-of-line comments, % escape lines, NAGs, move numbers with any
// number of dots, variations) and the habits of real files: a UTF-8 byte-order mark anywhere,
// forum "[pgn]" wrappers, and, when lenient, "<br />" for line breaks and a tag value whose
// closing quote is missing.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "notation/pgn_fault.h"

namespace escaque::notation {

enum class PgnTokenKind : uint8_t {
    tag,             // text: the name; value: the raw value (escapes not yet resolved)
    comment,         // text: what is between the braces, or after ';'
    nag,             // number: $n
    glyph,           // text: a run of '!' and '?' ("!?", "??")
    open_variation,  // (
    close_variation, // )
    move_number,     // number: "12." "12..." (the dots are part of the token)
    word,            // text: a move, a result, a null move or a symbol such as "+-"
    end_of_input,
    error, // text: what was found; message: what was expected
};

struct PgnToken {
    PgnTokenKind kind = PgnTokenKind::end_of_input;
    std::string_view text;
    std::string_view value;
    std::string_view message;
    PgnFault fault = PgnFault::other; // of an error token
    int number = 0;
    int line = 1;
    int column = 1;
    bool after_blank_line = false;  // an empty line separates it from the previous token
    bool unclosed_value = false;    // tag: the value ran to the end of the line (lenient)
    bool line_breaks_as_br = false; // some "<br />" stood for a line break before it (lenient)
};

class PgnLexer {
public:
    PgnLexer(std::string_view text, bool lenient);

    PgnToken next();

private:
    void skip_separators();
    bool skip_line_break_markup();
    bool skip_wrapper();
    void newline();
    char peek(std::size_t ahead = 0) const;
    PgnToken start_token(PgnTokenKind kind);
    PgnToken comment();
    PgnToken line_comment();
    PgnToken tag();
    PgnToken word();
    PgnToken error(PgnToken token, PgnFault fault, std::string_view found,
                   std::string_view expected);

    std::string_view text_;
    std::size_t pos_ = 0;
    std::size_t line_start_ = 0;
    int line_ = 1;
    bool lenient_;
    bool line_has_content_ = false;
    bool blank_line_seen_ = false;
    bool br_seen_ = false;
};

} // namespace escaque::notation
