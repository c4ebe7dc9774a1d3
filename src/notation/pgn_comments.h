// Comment text in PGN: the clock commands of the lichess / ChessBase / DGT convention
// ([%clk 1:30:58] time left, [%emt 0:00:05] time used) and the draw offer {(=)} of RULES.md
// §5.2 are taken out into fields; other commands ([%eval], [%csl] ...) stay in the text.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "notation/pgn_game.h"

namespace escaque::notation {

struct CommentParts {
    std::string text; // whitespace runs made single spaces, trimmed; may be empty
    std::optional<ClockTime> clock;
    std::optional<ClockTime> elapsed;
    bool draw_offer = false;
};

CommentParts split_comment(std::string_view raw);

// Whitespace runs (line breaks included) made single spaces, ends trimmed: the writer wraps
// comments to its line length, so line breaks inside a comment carry no meaning.
std::string normalise_comment_text(std::string_view raw);

// "h:mm:ss" with optional fractions of a second ("1:30:58", "0:00:05.3"); also "mm:ss".
std::optional<ClockTime> parse_clock_time(std::string_view text);
// "1:30:58", with a fraction only when there is one ("0:00:05.3", "0:00:00.25").
std::string format_clock_time(ClockTime time);

} // namespace escaque::notation
