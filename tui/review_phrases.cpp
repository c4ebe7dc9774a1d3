// What review mode says: the game reviewed, each move with the annotator's marks and comments,
// the ends of the game.
#include "program_phrases.h"

#include <algorithm>

#include "phrase_helpers.h"
#include "tts/number_words.h"
#include "tts/phrase_parts.h"

namespace escaque::tui::phrases {

using namespace tts::phrase_parts;

std::string game_result_words(Language lang, notation::GameResult result) {
    switch (result) {
    case notation::GameResult::white_wins:
        return std::string(pick(lang, {"White won", "ganaron las blancas"}));
    case notation::GameResult::black_wins:
        return std::string(pick(lang, {"Black won", "ganaron las negras"}));
    case notation::GameResult::draw:
        return std::string(pick(lang, {"drawn", "tablas"}));
    default:
        return std::string(pick(lang, {"unfinished", "sin terminar"}));
    }
}

std::string ending_with_reason(Language lang, std::string_view result, EndingReason reason) {
    std::string_view how;
    switch (reason) {
    case EndingReason::checkmate:
        how = pick(lang, {"by checkmate", "por jaque mate"});
        break;
    case EndingReason::stalemate:
        how = pick(lang, {"by stalemate", "por ahogado"});
        break;
    case EndingReason::repetition:
        how = pick(lang, {"by repetition", "por repetición"});
        break;
    case EndingReason::insufficient_material:
        how = pick(lang, {"by insufficient material", "por material insuficiente"});
        break;
    case EndingReason::time_forfeit:
        how = pick(lang, {"on time", "por tiempo"});
        break;
    case EndingReason::resignation:
        how = pick(lang, {"by resignation", "por abandono"});
        break;
    case EndingReason::agreement:
        how = pick(lang, {"by agreement", "de mutuo acuerdo"});
        break;
    case EndingReason::fifty_moves:
        how = pick(lang, {"by the 50-move rule", "por la regla de las 50 jugadas"});
        break;
    case EndingReason::fivefold_repetition:
        how = pick(lang, {"by fivefold repetition", "por quíntuple repetición"});
        break;
    case EndingReason::seventy_five_moves:
        how = pick(lang, {"by the 75-move rule", "por la regla de las 75 jugadas"});
        break;
    case EndingReason::dead_position:
        how = pick(lang, {"in a dead position", "por posición muerta"});
        break;
    case EndingReason::illegal_moves:
        how = pick(lang, {"by illegal moves", "por jugadas ilegales"});
        break;
    }
    return std::string(result) + " " + std::string(how);
}

std::string result_against_file(Language lang, std::string_view ending,
                                std::string_view file_result) {
    return fill(lang, {"{0}, though the file says: {1}", "{0}, aunque el archivo dice: {1}"},
                {ending, file_result});
}

std::string review_begins(Language lang, std::string_view white, std::string_view black,
                          std::string_view occasion, std::string_view result, int moves,
                          int games_in_file) {
    // A file without names (most exported from apps) is "a game", not "unknown against
    // unknown"; one name missing is an unnamed player.
    const std::string unnamed(pick(lang, {"an unnamed player", "un jugador sin nombre"}));
    const std::string at = occasion.empty() ? std::string() : " (" + std::string(occasion) + ")";
    const std::string game =
        white.empty() && black.empty()
            ? fill(lang, {"reviewing a game{1}: {0}", "repaso de una partida{1}: {0}"},
                   {result, at})
            : fill(lang, {"reviewing {0} against {1}{3}: {2}", "repaso de {0} contra {1}{3}: {2}"},
                   {white.empty() ? unnamed : std::string(white),
                    black.empty() ? unnamed : std::string(black), result, at});
    const std::string count =
        moves == 1 ? std::string(pick(lang, {"one move; Enter plays the next one",
                                             "una jugada; Intro pasa a la siguiente"}))
                   : fill(lang,
                          {"{0} moves; Enter plays the next one",
                           "{0} jugadas; Intro pasa a la siguiente"},
                          {tts::number_words(std::uint32_t(moves), lang,
                                             tts::NumberForm::feminine)});
    if (games_in_file <= 1) return sentences({game, count});
    const std::string which =
        fill(lang, {"the first of {0} games in the file", "la primera de {0} partidas del fichero"},
             {tts::number_words(std::uint32_t(games_in_file), lang, tts::NumberForm::feminine)});
    return sentences({game, which, count});
}

std::string review_occasion(Language lang, std::string_view event, std::string_view site,
                           std::string_view year, std::string_view round) {
    std::string out;
    for (const std::string_view part : {event, site, year})
        // A site that the event already names ("Reykjavik WCh" twice) is said once.
        if (!part.empty() && out.find(part) == std::string::npos)
            out += (out.empty() ? "" : ", ") + std::string(part);
    if (!round.empty())
        out += (out.empty() ? "" : ", ") + fill(lang, {"round {0}", "ronda {0}"}, {round});
    return out;
}

std::string review_move(Language lang, int move_number, chess::Color mover,
                        std::string_view move_words) {
    return fill(
        lang, {"{0}, {1}: {2}", "{0}, {1}: {2}"},
        {tts::number_words(std::uint32_t(move_number), lang), side_label(mover, lang), move_words});
}

std::string null_move_words(Language lang) {
    return one(lang, {"no move: the file passes the turn (a null move)",
                      "ninguna jugada: el fichero pasa el turno (jugada nula)"});
}

namespace {

// "[%eval 0.17]", "[%eval -1.2]", "[%eval #-3]" in words; nothing for a value not understood.
std::string evaluation_words(Language lang, std::string_view value) {
    const bool es = lang == Language::es;
    if (value.starts_with("#")) {
        value.remove_prefix(1);
        const bool black = value.starts_with("-");
        if (black || value.starts_with("+")) value.remove_prefix(1);
        if (value.empty() || value.find_first_not_of("0123456789") != std::string_view::npos)
            return {};
        const std::string side =
            black ? (es ? "las negras" : "Black") : (es ? "las blancas" : "White");
        return fill(lang, {"evaluation: mate in {0} for {1}", "evaluación: mate en {0} para {1}"},
                    {value, side});
    }
    const bool minus = value.starts_with("-");
    if (minus || value.starts_with("+")) value.remove_prefix(1);
    if (value.empty() || value.find_first_not_of("0123456789.") != std::string_view::npos)
        return {};
    std::string number(value);
    if (es) std::replace(number.begin(), number.end(), '.', ',');
    return fill(lang, {"evaluation {0}{1}", "evaluación {0}{1}"},
                {minus ? (es ? "menos " : "minus ") : (es ? "más " : "plus "), number});
}

// "+0.20/15 0.073s", "-M6/20 1.2s": the score, depth and time cutechess-cli and other match
// programs write after each move, from the moving engine's side; in words, the time left out.
// Empty for any other comment.
std::string engine_score_words(Language lang, std::string_view comment) {
    while (!comment.empty() && comment.front() == ' ') comment.remove_prefix(1);
    while (!comment.empty() && comment.back() == ' ') comment.remove_suffix(1);
    const std::size_t slash = comment.find('/');
    if (slash == std::string_view::npos || slash < 2) return {};
    std::string_view score = comment.substr(0, slash);
    std::string_view rest = comment.substr(slash + 1);
    const std::string_view depth = rest.substr(0, rest.find(' '));
    const std::string_view time = depth.size() < rest.size() ? rest.substr(depth.size() + 1) : "";
    const auto digits = [](std::string_view t, bool point) {
        return !t.empty() &&
               t.find_first_not_of(point ? "0123456789." : "0123456789") == std::string_view::npos;
    };
    const bool timed = time.ends_with('s') && digits(time.substr(0, time.size() - 1), true);
    if (!digits(depth, false) || (!time.empty() && !timed)) return {};
    const bool es = lang == Language::es;
    const bool minus = score.front() == '-';
    const bool signed_score = minus || score.front() == '+';
    if (signed_score) score.remove_prefix(1);
    // Unsigned, only "0.00" and the like: "10/10" is no engine's score.
    if (!signed_score && score.find('.') == std::string_view::npos) return {};
    std::string value;
    if (signed_score && score.starts_with("M") && score.size() <= 4 &&
        digits(score.substr(1), false)) {
        // Plies to mate, as cutechess counts them: M5 is mate in three moves.
        const std::string moves = std::to_string((std::stoi(std::string(score.substr(1))) + 1) / 2);
        value = fill(lang,
                     minus ? Bilingual{"it is mated in {0}", "recibe mate en {0}"}
                           : Bilingual{"mate in {0}", "da mate en {0}"},
                     {moves});
    } else if (digits(score, true)) {
        // 0.00 comes with no sign.
        std::string number(score);
        if (es) std::replace(number.begin(), number.end(), '.', ',');
        value = (!signed_score ? "" : minus ? (es ? "menos " : "minus ") : (es ? "más " : "plus ")) +
                number;
    } else {
        return {};
    }
    return fill(lang,
                {"score of the engine that moved: {0}, depth {1}",
                 "valoración del motor que movió: {0}, profundidad {1}"},
                {value, depth});
}

// A comment as it is worth hearing: the embedded commands of other programs ([%csl Gb4],
// [%ts 1754850615931], [%cal ...]) left out, an engine's [%eval] and score in words.
std::string spoken_comment(Language lang, std::string_view comment) {
    if (std::string score = engine_score_words(lang, comment); !score.empty()) return score;
    std::string out;
    while (!comment.empty()) {
        const std::size_t open = comment.find("[%");
        const std::size_t close = open == std::string_view::npos ? open : comment.find(']', open);
        if (close == std::string_view::npos) {
            out += comment;
            break;
        }
        out += comment.substr(0, open);
        const std::string_view command = comment.substr(open + 2, close - open - 2);
        if (command.starts_with("eval ")) {
            std::string_view value = command.substr(5);
            value = value.substr(0, value.find(','));
            if (const std::string words = evaluation_words(lang, value); !words.empty())
                out += (out.empty() || out.back() == ' ' ? "" : " ") + words + ". ";
        }
        comment.remove_prefix(close + 1);
    }
    // The commands taken out leave their spaces behind.
    std::string tidy;
    for (const char c : out)
        if (c != ' ' || (!tidy.empty() && tidy.back() != ' ')) tidy += c;
    while (!tidy.empty() && (tidy.back() == ' ' || tidy.back() == '.')) tidy.pop_back();
    return tidy;
}

} // namespace

std::string review_comment(Language lang, std::string_view comment, std::string_view claim_move) {
    std::string spoken = spoken_comment(lang, comment);
    if (auto said = note_words(lang, spoken, claim_move)) spoken = std::move(*said);
    if (spoken.empty()) return {};
    return sentences({fill(lang, {"comment: {0}", "comentario: {0}"}, {spoken})});
}

std::string annotation_words(Language lang, std::uint8_t nag) {
    // The standard NAGs of the PGN specification (8.2.4) a reader meets every day.
    switch (nag) {
    case 1: return std::string(pick(lang, {"good move", "buena jugada"}));
    case 2: return std::string(pick(lang, {"mistake", "error"}));
    case 3: return std::string(pick(lang, {"brilliant move", "jugada brillante"}));
    case 4: return std::string(pick(lang, {"blunder", "error grave"}));
    case 5: return std::string(pick(lang, {"interesting move", "jugada interesante"}));
    case 6: return std::string(pick(lang, {"dubious move", "jugada dudosa"}));
    case 7: return std::string(pick(lang, {"forced move", "jugada forzada"}));
    case 10: return std::string(pick(lang, {"the position is equal", "posición igualada"}));
    case 13: return std::string(pick(lang, {"the position is unclear", "posición poco clara"}));
    case 14: return std::string(pick(lang, {"White is slightly better", "las blancas están algo mejor"}));
    case 15: return std::string(pick(lang, {"Black is slightly better", "las negras están algo mejor"}));
    case 16: return std::string(pick(lang, {"White is better", "las blancas están mejor"}));
    case 17: return std::string(pick(lang, {"Black is better", "las negras están mejor"}));
    case 18: return std::string(pick(lang, {"White is winning", "las blancas ganan"}));
    case 19: return std::string(pick(lang, {"Black is winning", "las negras ganan"}));
    case 22:
    case 23: return std::string(pick(lang, {"zugzwang", "zugzwang"}));
    case 36:
    case 37: return std::string(pick(lang, {"with the initiative", "con iniciativa"}));
    case 40:
    case 41: return std::string(pick(lang, {"with the attack", "con ataque"}));
    case 132:
    case 133: return std::string(pick(lang, {"with counterplay", "con contrajuego"}));
    case 138:
    case 139: return std::string(pick(lang, {"time trouble", "apuro de tiempo"}));
    case 146: return std::string(pick(lang, {"novelty", "novedad"}));
    default: return {};
    }
}

std::string review_draw_offer(Language lang, chess::Color by) {
    return sentences(
        {fill(lang, {"{0} offers a draw", "{0} ofrecen tablas"}, {side_subject(by, lang)})});
}

std::string review_variations(Language lang, int count) {
    if (count == 1)
        return sentences({one(lang, {"the annotator gives another move here",
                                     "el comentarista da aquí otra jugada"})});
    return sentences({fill(lang,
                           {"the annotator gives {0} other moves here",
                            "el comentarista da aquí otras {0} jugadas"},
                           {tts::number_words(std::uint32_t(count), lang,
                                              tts::NumberForm::feminine)})});
}

std::string review_at_start(Language lang) {
    return sentences({one(lang, {"start position", "posición inicial"})});
}

std::string review_at_end(Language lang, std::string_view result) {
    return sentences({fill(lang, {"end of the game: {0}", "fin de la partida: {0}"}, {result})});
}

std::string nothing_to_review(Language lang) {
    return sentences({one(lang, {"there is no game to review: give a PGN file with --load FILE",
                                 "no hay partida que repasar: indica un fichero PGN con --load "
                                 "FICHERO"})});
}

std::string review_is_read_only(Language lang) {
    return sentences({one(lang, {"this is a review: moves are not played here; Enter goes on",
                                 "esto es un repaso: aquí no se juegan jugadas; Intro avanza"})});
}

std::string review_has_no_moves(Language lang) {
    return sentences({one(lang, {"this game has no moves", "esta partida no tiene jugadas"})});
}

std::string review_no_such_move(Language lang, int number, std::optional<chess::Color> side,
                                std::pair<int, chess::Color> first,
                                std::pair<int, chess::Color> last) {
    const auto move_of = [lang](std::pair<int, chess::Color> m) {
        return fill(lang, {"{0}'s move {1}", "la jugada {1} de {0}"},
                    {side_subject(m.second, lang), std::to_string(m.first)});
    };
    const std::string missing =
        side
            ? fill(lang,
                   {"{0} has no move {1} in this game", "{0} no tienen jugada {1} en esta partida"},
                   {side_subject(*side, lang), std::to_string(number)})
            : fill(lang, {"there is no move {0} in this game", "no hay jugada {0} en esta partida"},
                   {std::to_string(number)});
    const std::string range =
        first == last
            ? fill(lang, {"its only move is {0}", "su única jugada es {0}"}, {move_of(first)})
            : fill(lang, {"it goes from {0} to {1}", "va de {0} a {1}"},
                   {move_of(first), move_of(last)});
    return sentences({missing + ": " + range});
}

} // namespace escaque::tui::phrases
