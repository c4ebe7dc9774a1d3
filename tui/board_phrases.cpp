// Read-outs the phrase book lacks (pawn structure, knight squares, the whole board) and the
// time control in words, built from the phrase book's parts.
#include <chrono>

#include "chess/bitboard.h"
#include "clock/human_time_control.h"
#include "clock/time_control_words.h"
#include "program_phrases.h"
#include "tts/phrase_parts.h"
#include "tts/square_words.h"
#include "tts/time_words.h"

namespace escaque::tui::phrases {

using namespace tts::phrase_parts;
using namespace chess;

namespace {

std::string duration_words(clock::Duration d, Language lang) {
    return tts::time_words(std::chrono::duration_cast<std::chrono::milliseconds>(d), lang);
}

// The Spanish reading of the common forms: one period for the game with an increment or a
// delay. Anything rarer is given in its short written form, which a listener still follows.
std::string spanish_time_control(const clock::TimeControl& control) {
    const clock::TimeControlDescription d = clock::describe(control);
    if (d.hourglass || d.periods.size() != 1 || d.periods[0].moves != 0 ||
        d.periods[0].overtime_periods != 0)
        return "control de tiempo " + clock::to_short_form(control);
    const clock::PeriodDescription& p = d.periods[0];
    std::string text = duration_words(p.base, Language::es);
    // A single period keeps its bonus itself; several share it (describe() lifts it out).
    const clock::TimingMethod method = d.shared_method.value_or(p.method);
    const clock::Duration bonus = d.shared_method ? d.shared_bonus : p.bonus;
    if (bonus > clock::Duration{}) {
        const std::string words = duration_words(bonus, Language::es);
        switch (method) {
        case clock::TimingMethod::fischer:
            text += " más " + words + " por jugada";
            break;
        case clock::TimingMethod::simple_delay:
            text += " con un retraso de " + words;
            break;
        case clock::TimingMethod::bronstein:
            text += " con un retraso Bronstein de " + words;
            break;
        default:
            return "control de tiempo " + clock::to_short_form(control);
        }
    }
    return text;
}

} // namespace

std::string time_control_words(Language lang, const clock::TimeControl& control) {
    if (!control.is_timed()) return std::string(pick(lang, {"no clock", "sin reloj"}));
    if (lang == Language::es) return spanish_time_control(control);
    return clock::describe_in_english(control);
}

std::string pawn_structure(const Position& pos, const tts::Wording& wording) {
    const Language lang = wording.language;
    std::vector<std::string> files;
    for (File f = FILE_A; f <= FILE_H; ++f) {
        std::vector<std::string> pawns;
        for (Color c : {WHITE, BLACK}) {
            std::vector<std::string> ranks;
            for (Rank r = RANK_1; r <= RANK_8; ++r)
                if (pos.piece_on(make_square(f, r)) == make_piece(c, PAWN))
                    ranks.emplace_back(tts::rank_word(int(r), wording));
            if (ranks.empty()) continue;
            const std::string_view side =
                c == WHITE ? pick(lang, {"white", "blanco"}) : pick(lang, {"black", "negro"});
            pawns.push_back(std::string(side) + " " + join_list(ranks));
        }
        if (pawns.empty()) continue;
        files.push_back(std::string(tts::file_word(int(f), wording)) + ": " + join_list(pawns));
    }
    if (files.empty())
        return sentences({pick(lang, {"no pawns on the board", "no quedan peones"})});
    return sentences(
        {fill(lang, {"pawns by file: {0}", "peones por columna: {0}"}, {join_list(files, "; ")})});
}

std::string knight_squares(const Position& pos, Square from, const tts::PhraseBook& book) {
    const Language lang = book.settings().wording.language;
    std::vector<std::string> items;
    Bitboard targets = attacks_bb<KNIGHT>(from, 0);
    while (targets) items.push_back(book.square_contents(pos, pop_lsb(targets)));
    return sentences({fill(lang, {"a knight on {0} reaches {1}", "un caballo en {0} salta a {1}"},
                           {book.square(from), join_list(items, "; ")})});
}

std::string whole_board(const Position& pos, const tts::PhraseBook& book, bool flipped) {
    std::string out;
    for (int i = 0; i < 8; ++i) {
        const Rank r = Rank(flipped ? i : 7 - i);
        out = sentences({out, book.scan_rank(pos, r)});
    }
    return out;
}

} // namespace escaque::tui::phrases
