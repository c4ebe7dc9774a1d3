// What made a PGN game unreadable, as a kind and not as words, so that each language can say
// it in its own; the reader's messages are the English.
#pragma once

#include <cstdint>

namespace escaque::notation {

enum class PgnFault : uint8_t {
    other,                // said only in English (the strict reading's refusals of quirks)
    nag_number,           // "$" without a number
    stray_character,      // detail: the character, where a move, comment or result belongs
    unclosed_comment,     // "{" with no "}" before the end of the file
    tag_name,             // "[" without a tag name
    tag_value_opening,    // a tag name without the '"' of its value
    tag_value_closing,    // detail: the tag; its value has no closing '"' on its line
    tag_closing,          // a tag value without the "]" after it
    unsupported_variant,  // detail: the Variant tag's value
    bad_fen,              // PgnError::fen_error says what is wrong with the FEN tag
    nag_over_255,         // detail: the number
    variation_first,      // "(" before any move
    unknown_annotation,   // detail: the glyph
    not_a_move,           // PgnError::not_a_move
    illegal_move,         // PgnError::illegal_move and illegal_because
    variation_not_opened, // ")" with no variation to close
    variation_not_closed, // a variation still open at the game's end
};

} // namespace escaque::notation
