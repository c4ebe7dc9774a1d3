// escaque's own score-sheet notes, written in English in the PGN ("Black illegal move 1, White
// +2:00", "White resigns"), said in Spanish when a Spanish player reviews the game, in lower
// case after "comentario:". Only the notes escaque writes in these fixed forms are read; any
// other comment is said as written.
#include "program_phrases.h"

#include <array>
#include <chrono>
#include <optional>

#include "notation/piece_letters.h"
#include "tts/number_words.h"
#include "tts/time_words.h"

namespace escaque::tui::phrases {

namespace {

struct Side {
    std::string_view english;
    std::string_view spanish; // as a subject: "las blancas"
};
constexpr std::array<Side, 2> sides{{{"White", "las blancas"}, {"Black", "las negras"}}};

// "White" or "Black" at the start of `text`, which is then advanced past it.
const Side* take_side(std::string_view& text) {
    for (const Side& s : sides)
        if (text.starts_with(s.english)) {
            text.remove_prefix(s.english.size());
            return &s;
        }
    return nullptr;
}

const Side& other(const Side& s) { return &s == &sides[0] ? sides[1] : sides[0]; }

bool take(std::string_view& text, std::string_view part) {
    if (!text.starts_with(part)) return false;
    text.remove_prefix(part.size());
    return true;
}

// "2:00" in words ("dos minutos"), or nothing when it is not minutes and seconds.
std::optional<std::string> time_in_words(std::string_view text) {
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos || colon == 0 || colon > 4 || text.size() != colon + 3)
        return {};
    int minutes = 0, seconds = 0;
    for (const char c : text.substr(0, colon)) {
        if (c < '0' || c > '9') return {};
        minutes = minutes * 10 + (c - '0');
    }
    for (const char c : text.substr(colon + 1)) {
        if (c < '0' || c > '9') return {};
        seconds = seconds * 10 + (c - '0');
    }
    if (seconds > 59) return {};
    return tts::duration_words(std::chrono::seconds(minutes * 60 + seconds), Language::es);
}

// "White illegal move 1" and what followed: ", Black +2:00", ": loses", ": would lose, but
// Black cannot checkmate".
std::optional<std::string> illegal_move(const Side& side, std::string_view rest) {
    std::size_t digits = 0;
    while (digits < rest.size() && rest[digits] >= '0' && rest[digits] <= '9') ++digits;
    if (digits == 0 || digits > 4) return {};
    const int count = std::stoi(std::string(rest.substr(0, digits)));
    rest.remove_prefix(digits);
    std::string said = "jugada ilegal número " + tts::number_words(count, Language::es) + " de " +
                       std::string(side.spanish);
    if (rest.empty()) return said;
    if (rest == ": loses") return said + ": pierden";
    std::string_view after = rest;
    if (take(after, ": would lose, but ") && take_side(after) == &other(side) &&
        after == " cannot checkmate")
        return said + ": perderían, pero " + std::string(other(side).spanish) +
               " no pueden dar mate";
    if (take(rest, ", ") && take_side(rest) == &other(side) && take(rest, " +"))
        if (const auto time = time_in_words(rest))
            return said + "; " + std::string(other(side).spanish) + " reciben " + *time;
    return {};
}

// "White claims a draw by threefold repetition with Nf3: upheld", "Black claims a draw:
// rejected, White +2:00": "reclamación de tablas de las blancas por triple repetición con
// Cf3: aceptada", the move in the Spanish player's letters.
std::optional<std::string> draw_claim(const Side& side, std::string_view rest) {
    std::string said = "reclamación de tablas de " + std::string(side.spanish);
    if (take(rest, " by threefold repetition"))
        said += " por triple repetición";
    else if (take(rest, " by the 50-move rule"))
        said += " por la regla de las 50 jugadas";
    if (take(rest, " with ")) {
        const std::size_t colon = rest.find(':');
        if (colon == std::string_view::npos) return {};
        said += " con " + notation::with_piece_letters(rest.substr(0, colon),
                                                        notation::PieceLetters::spanish);
        rest.remove_prefix(colon);
    }
    if (rest == ": upheld") return said + ": aceptada";
    if (!take(rest, ": rejected")) return {};
    said += ": rechazada";
    if (rest.empty()) return said;
    if (take(rest, ", ") && take_side(rest) == &other(side) && take(rest, " +"))
        if (const auto time = time_in_words(rest))
            return said + "; " + std::string(other(side).spanish) + " reciben " + *time;
    return {};
}

} // namespace

std::optional<std::string> spanish_note(std::string_view note) {
    if (note == "Dead position: neither side can checkmate")
        return "posición muerta: ningún bando puede dar mate";
    if (note == "Fivefold repetition") return "quíntuple repetición";
    if (note == "75-move rule") return "regla de las 75 jugadas";
    if (note == "Draw agreed") return "tablas de mutuo acuerdo";
    if (note == "Both flags fell") return "han caído las dos banderas";
    std::string_view rest = note;
    const Side* side = take_side(rest);
    if (!side) return {};
    const std::string subject(side->spanish);
    const std::string cannot_mate =
        ", pero " + std::string(other(*side).spanish) + " no pueden dar mate";
    const std::string but_other = ", but " + std::string(other(*side).english) +
                                  " cannot checkmate";
    if (rest == " resigns") return subject + " abandonan";
    if (rest == " resigns" + but_other) return subject + " abandonan" + cannot_mate;
    const std::string flag = "cae la bandera de " + std::string(side->spanish);
    if (rest == "'s flag fell") return flag;
    if (rest == "'s flag fell" + but_other) return flag + cannot_mate;
    if (take(rest, " illegal move ")) return illegal_move(*side, rest);
    if (take(rest, " claims a draw")) return draw_claim(*side, rest);
    return {};
}

} // namespace escaque::tui::phrases
