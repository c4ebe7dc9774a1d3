// Numeric Annotation Glyphs: the move and position symbols files write instead of $n
// ("!?", "+-", "±", "∞"), read as their NAG numbers (PGN standard 10).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace escaque::notation {

std::optional<uint8_t> nag_from_glyph(std::string_view glyph);

// The usual symbol of a NAG ("!?" for 5, "±" for 16), empty when it has none.
std::string_view nag_glyph(uint8_t nag);

} // namespace escaque::notation
