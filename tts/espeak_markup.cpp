#include "tts/espeak_markup.h"

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

#include "tts/text_shaping.h"
#include "tts/voice_settings.h"

namespace escaque::tts {

namespace {

struct Token {
    std::string_view text;
    bool is_word = false;
};

// Letters, digits and every byte of a UTF-8 sequence belong to words ("König", "peón").
bool is_word_byte(char c) {
    const auto u = static_cast<unsigned char>(c);
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u >= 0x80;
}

std::vector<Token> tokenize(std::string_view text) {
    std::vector<Token> tokens;
    std::size_t i = 0;
    while (i < text.size()) {
        const bool word = is_word_byte(text[i]);
        std::size_t j = i;
        while (j < text.size() && is_word_byte(text[j]) == word) ++j;
        tokens.push_back({text.substr(i, j - i), word});
        i = j;
    }
    return tokens;
}

using Replacement = std::pair<std::string_view, std::string_view>;

template <std::size_t N>
std::string_view replace_word(std::string_view word, const std::array<Replacement, N>& table) {
    for (const auto& [from, to] : table)
        if (word == from) return to;
    return word;
}

constexpr std::array<std::string_view, 26> german_core_words = {
    "eins",   "zwei",    "drei",     "vier",    "fünf",   "fuenf", "sechs", "sieben", "acht",
    "König",  "Koenig",  "Könige",   "Koenige", "Dame",   "Damen", "Turm",  "Türme",  "Tuerme",
    "Läufer", "Laeufer", "Springer", "Bauer",   "Bauern", "Kurze", "Lange", "Rochade"};

constexpr std::array<std::string_view, 8> fide_file_names = {"Anna", "Bella", "Cesar",  "David",
                                                             "Eva",  "Felix", "Gustav", "Hector"};

constexpr std::array<Replacement, 6> german_pronunciations = {{{"Cesar", "Zäsar"},
                                                               {"Koenig", "König"},
                                                               {"Koenige", "Könige"},
                                                               {"Laeufer", "Läufer"},
                                                               {"Tuerme", "Türme"},
                                                               {"fuenf", "fünf"}}};
constexpr std::array<Replacement, 1> english_pronunciations = {{{"Cesar", "Caesar"}}};
constexpr std::array<Replacement, 7> spanish_pronunciations = {{{"Cesar", "César"},
                                                                {"Hector", "Héctor"},
                                                                {"Felix", "Félix"},
                                                                {"charlie", "chárli"},
                                                                {"Charlie", "Chárli"},
                                                                {"echo", "eco"},
                                                                {"Echo", "Eco"}}};

bool contains(const auto& words, std::string_view word) {
    return std::find(words.begin(), words.end(), word) != words.end();
}

bool is_spacing(std::string_view text) {
    return std::all_of(text.begin(), text.end(), [](char c) { return c == ' ' || c == '\t'; });
}

bool is_punctuation(char c) {
    return c == '.' || c == ',' || c == ';' || c == ':' || c == '!' || c == '?';
}

enum class Speech { own, german };

// Marks the tokens of every German stretch: words of the FIDE vocabulary separated by spaces
// only, holding at least one rank, piece or castling word (file names alone stay in the
// announcement's language: "Felix three").
std::vector<Speech> find_german(const std::vector<Token>& tokens) {
    std::vector<Speech> speech(tokens.size(), Speech::own);
    std::size_t i = 0;
    while (i < tokens.size()) {
        const auto german_word = [&](std::size_t k) {
            return tokens[k].is_word && (contains(german_core_words, tokens[k].text) ||
                                         contains(fide_file_names, tokens[k].text));
        };
        if (!german_word(i)) {
            ++i;
            continue;
        }
        std::size_t end = i + 1; // one past the last German word of the stretch
        bool has_core = contains(german_core_words, tokens[i].text);
        while (end + 1 < tokens.size() && is_spacing(tokens[end].text) && german_word(end + 1)) {
            has_core = has_core || contains(german_core_words, tokens[end + 1].text);
            end += 2;
        }
        if (has_core)
            for (std::size_t k = i; k < end; ++k) speech[k] = Speech::german;
        i = end;
    }
    return speech;
}

// Spanish: "a4" → "[['a]]4", "e7" → "[['e]]7"; the consonant files read well as they are.
std::string spanish_square(std::string_view word) {
    if (word.size() == 2 && (word[0] == 'a' || word[0] == 'e') && word[1] >= '1' && word[1] <= '8')
        return std::string("[['") + word[0] + "]]" + word[1];
    return std::string(word);
}

// Escapes SSML and keeps "[[" from opening phoneme input (the text is synthesised with
// espeakPHONEMES so that our own "[[…]]" works).
std::string escape_text(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        out += escape_ssml(text.substr(i, 1));
        if (text[i] == '[' && i + 1 < text.size() && text[i + 1] == '[') out += ' ';
    }
    return out;
}

class MarkupWriter {
public:
    explicit MarkupWriter(const VoiceName& voice) : voice_(voice) {}

    std::string word(std::string_view text, Speech speech) const {
        if (speech == Speech::german || voice_.language == "de")
            return std::string(replace_word(text, german_pronunciations));
        if (voice_.language == "es")
            return spanish_square(replace_word(text, spanish_pronunciations));
        if (voice_.language == "en") return std::string(replace_word(text, english_pronunciations));
        return std::string(text);
    }

    std::string voice_tag(Speech speech) const {
        std::string name = speech == Speech::german ? "de" : voice_.base;
        if (!voice_.variant.empty()) name += "+" + voice_.variant;
        return "<voice name=\"" + name + "\">";
    }

private:
    const VoiceName& voice_;
};

struct Segment {
    Speech speech;
    std::string markup;
};

// Groups the escaped text into stretches spoken by one voice each.
std::vector<Segment> segment(const std::vector<Token>& tokens, const std::vector<Speech>& speech,
                             const MarkupWriter& writer) {
    std::vector<Segment> segments;
    const auto append = [&](Speech who, const std::string& markup) {
        if (segments.empty() || segments.back().speech != who) segments.push_back({who, ""});
        segments.back().markup += markup;
    };
    for (std::size_t k = 0; k < tokens.size(); ++k) {
        const Token& token = tokens[k];
        if (token.is_word) {
            // Words hold no markup characters (tokenize), so only the rest needs escaping; the
            // word may come back as our own phoneme input ("[['a]]4").
            append(speech[k], writer.word(token.text, speech[k]));
            continue;
        }
        if (speech[k] == Speech::german) { // the spaces inside a German stretch
            append(Speech::german, escape_text(token.text));
            continue;
        }
        std::string_view rest = token.text;
        // Punctuation right after a German stretch ends its clause in the German voice.
        if (!segments.empty() && segments.back().speech == Speech::german) {
            std::size_t n = 0;
            while (n < rest.size() && is_punctuation(rest[n])) ++n;
            segments.back().markup += escape_text(rest.substr(0, n));
            rest.remove_prefix(n);
        }
        if (!rest.empty()) append(Speech::own, escape_text(rest));
    }
    return segments;
}

} // namespace

std::string to_espeak_markup(std::string_view text, std::string_view voice) {
    const VoiceName name = parse_voice_name(clamped(VoiceSettings{std::string(voice)}).voice);
    const MarkupWriter writer(name);
    const std::vector<Token> tokens = tokenize(text);
    std::vector<Speech> speech(tokens.size(), Speech::own);
    if (name.language != "de") speech = find_german(tokens);
    const std::vector<Segment> segments = segment(tokens, speech, writer);

    const bool switches_voice = std::any_of(segments.begin(), segments.end(), [](const Segment& s) {
        return s.speech == Speech::german;
    });
    std::string out;
    for (const Segment& s : segments) {
        if (!switches_voice || is_spacing(s.markup)) {
            out += s.markup;
            continue;
        }
        out += writer.voice_tag(s.speech) + s.markup + "</voice>";
    }
    return out;
}

} // namespace escaque::tts
