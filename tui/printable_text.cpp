#include "printable_text.h"

#include "notation/text_encoding.h"

namespace escaque::tui {

std::string printable_text(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            if (c == '\n' || (c >= 0x20 && c != 0x7F))
                out += char(c);
            else
                out += c == '\t' ? ' ' : '?';
            ++i;
            continue;
        }
        char32_t code = 0;
        const std::size_t length = notation::utf8_sequence(text, i, code);
        if (length == 0 || code < 0xA0) { // not UTF-8, or a C1 control (U+0080 to U+009F)
            out += '?';
            i += length == 0 ? 1 : length;
            continue;
        }
        out.append(text.substr(i, length));
        i += length;
    }
    return out;
}

std::string quoted_input(std::string_view text, std::size_t limit) {
    std::size_t characters = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        // Count characters, not bytes: continuation bytes do not start one.
        if ((static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) continue;
        if (characters++ == limit) return std::string(text.substr(0, i)) + "…";
    }
    return std::string(text);
}

} // namespace escaque::tui
