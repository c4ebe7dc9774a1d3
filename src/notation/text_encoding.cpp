#include "notation/text_encoding.h"

namespace escaque::notation {

std::size_t utf8_sequence(std::string_view text, std::size_t i, char32_t& code) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    std::size_t length = 0;
    if (lead < 0x80)
        length = 1, code = lead;
    else if (lead >= 0xC2 && lead <= 0xDF)
        length = 2, code = lead & 0x1F;
    else if (lead >= 0xE0 && lead <= 0xEF)
        length = 3, code = lead & 0x0F;
    else if (lead >= 0xF0 && lead <= 0xF4)
        length = 4, code = lead & 0x07;
    else
        return 0;
    if (i + length > text.size()) return 0;
    for (std::size_t k = 1; k < length; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80) return 0;
        code = (code << 6) | (byte(i + k) & 0x3F);
    }
    const char32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (code < smallest[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
        return 0;
    return length;
}

bool is_utf8(std::string_view text) {
    char32_t code = 0;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t length = utf8_sequence(text, i, code);
        if (length == 0) return false;
        i += length;
    }
    return true;
}

std::string latin1_to_utf8(std::string_view text) {
    std::string out;
    out.reserve(text.size() + text.size() / 8);
    for (const char ch : text) {
        const unsigned char c = static_cast<unsigned char>(ch);
        if (c < 0x80) {
            out += ch;
        } else {
            out += char(0xC0 | (c >> 6));
            out += char(0x80 | (c & 0x3F));
        }
    }
    return out;
}

std::string as_utf8(std::string_view text) {
    if (is_utf8(text)) return std::string(text);
    // A collection merged from several files may mix the two: what is UTF-8 stays as it is,
    // each other byte is its Latin-1 character.
    std::string out;
    out.reserve(text.size() + text.size() / 8);
    char32_t code = 0;
    for (std::size_t i = 0; i < text.size();) {
        if (const std::size_t length = utf8_sequence(text, i, code)) {
            out.append(text.substr(i, length));
            i += length;
        } else {
            out += latin1_to_utf8(text.substr(i, 1));
            ++i;
        }
    }
    return out;
}

} // namespace escaque::notation
