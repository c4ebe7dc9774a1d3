#include "tts/phrase_parts.h"

#include "tts/text_shaping.h"

namespace escaque::tts::phrase_parts {

using namespace chess;

std::string_view pick(Language language, const Bilingual& text) {
    return language == Language::es ? text.es : text.en;
}

std::string fill(std::string_view pattern, std::initializer_list<std::string_view> args) {
    std::string out;
    out.reserve(pattern.size() + 32);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const bool placeholder = pattern[i] == '{' && i + 2 < pattern.size() &&
                                 pattern[i + 1] >= '0' && pattern[i + 1] <= '9' &&
                                 pattern[i + 2] == '}';
        if (!placeholder) {
            out += pattern[i];
            continue;
        }
        const auto index = static_cast<std::size_t>(pattern[i + 1] - '0');
        if (index < args.size()) out += *(args.begin() + index);
        i += 2;
    }
    return out;
}

std::string fill(Language language, const Bilingual& pattern,
                 std::initializer_list<std::string_view> args) {
    return fill(pick(language, pattern), args);
}

std::string capitalize(std::string text) {
    std::size_t at = 0;
    // "¿" and "¡" are two bytes in UTF-8 (C2 BF, C2 A1): the letter after them is the start.
    if (text.size() >= 2 && static_cast<unsigned char>(text[0]) == 0xC2 &&
        (static_cast<unsigned char>(text[1]) == 0xBF ||
         static_cast<unsigned char>(text[1]) == 0xA1))
        at = 2;
    if (at >= text.size()) return text;
    const auto first = static_cast<unsigned char>(text[at]);
    if (first >= 'a' && first <= 'z') {
        text[at] = static_cast<char>(first - 'a' + 'A');
    } else if (first == 0xC3 && at + 1 < text.size()) {
        // Latin-1 lower-case letters à … þ are C3 A0 … C3 BE; upper case is 0x20 lower.
        const auto second = static_cast<unsigned char>(text[at + 1]);
        if (second >= 0xA0 && second <= 0xBE && second != 0xB7)
            text[at + 1] = static_cast<char>(second - 0x20);
    }
    return text;
}

std::string sentences(std::initializer_list<std::string_view> parts) {
    std::string out;
    for (std::string_view part : parts) {
        if (part.empty()) continue;
        // append_sentence capitalises ASCII only; Spanish sentences may open with "¿" or "Ú".
        out = append_sentence(out, capitalize(std::string(part)));
    }
    return out;
}

Gender spanish_gender(PieceType pt) {
    switch (pt) {
    case QUEEN:         // dama
    case ROOK:          // torre
    case NO_PIECE_TYPE: // pieza
        return Gender::feminine;
    default: // rey, alfil, caballo, peón
        return Gender::masculine;
    }
}

std::string_view side_subject(Color c, Language language) {
    if (language == Language::es) return c == WHITE ? "las blancas" : "las negras";
    return c == WHITE ? "White" : "Black";
}

std::string_view side_label(Color c, Language language) {
    if (language == Language::es) return c == WHITE ? "blancas" : "negras";
    return c == WHITE ? "White" : "Black";
}

namespace {

PieceKind piece_kind(PieceType pt) {
    switch (pt) {
    case KING:
        return PieceKind::king;
    case QUEEN:
        return PieceKind::queen;
    case ROOK:
        return PieceKind::rook;
    case BISHOP:
        return PieceKind::bishop;
    case KNIGHT:
        return PieceKind::knight;
    default:
        return PieceKind::pawn;
    }
}

// "white" / "blanco", "blanca", "blancos", "blancas".
std::string colour_adjective(Color c, Language language, Gender gender, Amount amount) {
    if (language == Language::en) return c == WHITE ? "white" : "black";
    std::string word = c == WHITE ? "blanc" : "negr";
    word += gender == Gender::feminine ? 'a' : 'o';
    if (amount == Amount::several) word += 's';
    return word;
}

} // namespace

std::string piece_words(PieceType pt, const Wording& wording, Amount amount) {
    if (pt == NO_PIECE_TYPE || pt > KING) {
        // The Laws give no German word for "piece": the language's own is used in every style.
        if (wording.language == Language::es) return amount == Amount::one ? "pieza" : "piezas";
        return amount == Amount::one ? "piece" : "pieces";
    }
    return std::string(piece_word(piece_kind(pt), wording, amount));
}

std::string coloured_piece(Color c, PieceType pt, const Wording& wording, Amount amount) {
    const std::string colour = colour_adjective(c, wording.language, spanish_gender(pt), amount);
    const std::string noun = piece_words(pt, wording, amount);
    return wording.language == Language::es ? noun + " " + colour : colour + " " + noun;
}

std::string square_of(Square s, const Wording& wording) {
    return square_words(int(file_of(s)), int(rank_of(s)), wording);
}

std::string count_words(std::uint32_t n, Language language, Gender gender) {
    return number_words(n, language,
                        gender == Gender::feminine ? NumberForm::feminine : NumberForm::masculine);
}

std::string join_list(const std::vector<std::string>& items, std::string_view separator) {
    std::string out;
    for (const std::string& item : items) {
        if (item.empty()) continue;
        if (!out.empty()) out += separator;
        out += item;
    }
    return out;
}

} // namespace escaque::tts::phrase_parts
