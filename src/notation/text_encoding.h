// UTF-8 as files and users give it. The PGN standard's character set is ISO 8859-1 (Latin-1),
// and older files still use it ("M\xfcller"); escaque speaks and shows UTF-8.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace escaque::notation {

// The length of the well-formed UTF-8 sequence starting at text[i] (no overlong forms, no
// surrogates, nothing above U+10FFFF), with its code point in `code`; 0 if there is none.
std::size_t utf8_sequence(std::string_view text, std::size_t i, char32_t& code);

bool is_utf8(std::string_view text);

// Each byte taken as the Latin-1 character of that number.
std::string latin1_to_utf8(std::string_view text);

// UTF-8 text as it is; bytes that are not UTF-8 read as Latin-1, as the PGN standard has it
// (valid UTF-8 beside them is kept).
std::string as_utf8(std::string_view text);

} // namespace escaque::notation
