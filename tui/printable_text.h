// Text that reaches the terminal and the synthesizer comes partly from outside: a PGN's tags and
// comments, a typed line. Control characters in it (an escape sequence that clears the screen
// or moves the cursor, a bell, a NUL that cuts a printed line short) and bytes that are not UTF-8
// are shown as "?" instead, so that they cannot act on the terminal, the braille display or the
// voice. Line breaks stay; a tab becomes a space.
#pragma once

#include <string>
#include <string_view>

namespace escaque::tui {

std::string printable_text(std::string_view text);

// A user's text quoted back in a message, cut to `limit` characters with "…" after it: a line of
// ten thousand characters is not read back whole.
std::string quoted_input(std::string_view text, std::size_t limit = 40);

} // namespace escaque::tui
