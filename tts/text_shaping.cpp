#include "tts/text_shaping.h"

namespace escaque::tts {

namespace {

bool is_terminal_punctuation(char c) {
    return c == '.' || c == '!' || c == '?';
}

std::string_view trim_end(std::string_view text) {
    while (!text.empty() && (text.back() == ' ' || text.back() == ',' || text.back() == ';' ||
                             text.back() == ':' || text.back() == '\t' || text.back() == '\n'))
        text.remove_suffix(1);
    return text;
}

std::string_view trim_start(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t' || text.front() == '\n'))
        text.remove_prefix(1);
    return text;
}

} // namespace

std::string join_words(std::initializer_list<std::string_view> parts) {
    std::string out;
    for (std::string_view part : parts) {
        if (part.empty()) continue;
        if (!out.empty()) out += ' ';
        out += part;
    }
    return out;
}

std::string append_sentence(std::string_view text, std::string_view sentence) {
    const std::string_view head = trim_end(text);
    const std::string_view tail = trim_end(trim_start(sentence));
    std::string out(head);
    if (tail.empty()) return out;
    if (!out.empty()) {
        if (!is_terminal_punctuation(out.back())) out += '.';
        out += ' ';
    }
    const std::size_t start = out.size();
    out += tail;
    if (out[start] >= 'a' && out[start] <= 'z')
        out[start] = static_cast<char>(out[start] - 'a' + 'A');
    if (!is_terminal_punctuation(out.back())) out += '.';
    return out;
}

std::string escape_ssml(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

} // namespace escaque::tts
