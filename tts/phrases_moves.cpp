// Moves in words: live announcements, the last move, the history and recording-mode
// confirmations.
#include <algorithm>

#include "chess/dead/material.h"
#include "chess/movegen.h"
#include "notation/san.h"
#include "tts/phrase_book.h"
#include "tts/phrase_moves.h"
#include "tts/phrase_parts.h"
#include "tts/text_shaping.h"

namespace escaque::tts {

using namespace chess;
using namespace phrase_parts;

namespace phrase_moves {

namespace {

// SAN names the departure file or rank ("Nbd2", "R1e2", "Qh4xe1") when two pieces of a kind
// can reach the square: the brief form then says the departure square too, so it is never
// ambiguous.
bool san_names_departure(std::string_view san) {
    if (san.empty() || std::string_view("KQRBN").find(san[0]) == std::string_view::npos)
        return false;
    int squares_characters = 0;
    for (char c : san.substr(1)) {
        if (c == '+' || c == '#' || c == '=') break;
        if (c != 'x' && c != '-') ++squares_characters;
    }
    return squares_characters > 2;
}

bool is_capture(const game::MoveMade& m) {
    return m.en_passant || m.captured != NO_PIECE_TYPE;
}

// "knight Felix three", "knight takes Eva five", "David takes Eva five", "Eva eight, queen".
std::string brief_move(const game::MoveMade& m, const Wording& w) {
    const Language lang = w.language;
    const std::string to = square_of(m.move.to(), w);
    std::string text;
    if (m.piece == PAWN) {
        if (is_capture(m)) {
            // A pawn capture names its file, as SAN does ("exd5"); in the letters style the
            // whole square, since espeak-ng reads a lone "a" as the article (SPEECH.md).
            const std::string from = w.squares == SquareStyle::letters
                                         ? square_of(m.move.from(), w)
                                         : std::string(file_word(int(file_of(m.move.from())), w));
            text = fill(lang, {"{0} takes {1}", "{0} captura en {1}"}, {from, to});
        } else {
            text = to;
        }
    } else {
        const std::string piece = piece_words(m.piece, w);
        const std::string from = san_names_departure(m.san) ? square_of(m.move.from(), w) : "";
        const std::string_view takes =
            is_capture(m) ? pick(lang, {"takes", "captura en"}) : std::string_view();
        text = join_words({piece, from, takes, to});
    }
    if (m.en_passant) text += pick(lang, {" en passant", " al paso"});
    if (m.promotion != NO_PIECE_TYPE) text += ", " + piece_words(m.promotion, w);
    return text;
}

// "knight from Gustav one to Felix three, takes pawn"; the full FIDE style keeps the Laws'
// long form without connecting words: "Springer Gustav eins Felix drei".
std::string full_move(const game::MoveMade& m, const Wording& w, bool colour) {
    const Language lang = w.language;
    std::string subject = piece_words(m.piece, w);
    if (colour) {
        subject = lang == Language::es ? coloured_piece(m.mover, m.piece, w)
                                       : std::string(side_label(m.mover, lang)) + " " + subject;
    }
    const std::string from = square_of(m.move.from(), w);
    const std::string to = square_of(m.move.to(), w);
    std::string text =
        w.squares == SquareStyle::fide
            ? join_words({subject, from, to})
            : fill(lang, {"{0} from {1} to {2}", "{0} de {1} a {2}"}, {subject, from, to});
    if (is_capture(m)) {
        const std::string taken = piece_words(m.en_passant ? PAWN : m.captured, w);
        text += fill(lang, {", takes {0}", ", captura {0}"}, {taken});
        if (m.en_passant) text += pick(lang, {" en passant", " al paso"});
    }
    if (m.promotion != NO_PIECE_TYPE)
        text +=
            fill(lang, {", promotes to {0}", ", promociona a {0}"}, {piece_words(m.promotion, w)});
    return text;
}

} // namespace

std::string move_text(const game::MoveMade& m, const Wording& w, MoveForm form) {
    const Language lang = w.language;
    std::string text;
    if (m.castling_king_side || m.castling_queen_side) {
        text = castling_words(
            m.castling_king_side ? CastlingSide::king_side : CastlingSide::queen_side, w);
        // In Chess960 the king and the rook may start anywhere: where they end is said.
        if (m.chess960 && form.departure) {
            const chess::Rank rank = chess::rank_of(m.move.from());
            const bool king_side = m.castling_king_side;
            text += fill(lang, {", king on {0}, rook on {1}", ", rey en {0}, torre en {1}"},
                         {square_of(chess::make_square(king_side ? chess::FILE_G : chess::FILE_C,
                                                       rank), w),
                          square_of(chess::make_square(king_side ? chess::FILE_F : chess::FILE_D,
                                                       rank), w)});
        }
        if (form.colour) text = capitalize(std::string(side_label(m.mover, lang))) + ", " + text;
    } else if (form.departure) {
        text = full_move(m, w, form.colour);
    } else {
        text = brief_move(m, w);
    }
    if (!m.check) return text;
    const std::string_view check =
        m.checkmate ? pick(lang, {"checkmate", "jaque mate"}) : pick(lang, {"check", "jaque"});
    // SPEECH.md: at high rates a trailing ", check" is swallowed, so live announcements make
    // it a sentence of its own. In a list, "with check" keeps it with its move.
    if (form.check_as_sentence) {
        // Who gives it, when it is not the piece just moved: a listener would take that one.
        if (!m.checkmate && m.double_check)
            return append_sentence(text, pick(lang, {"double check", "jaque doble"}));
        if (!m.checkmate && m.discovered_by != chess::SQ_NONE)
            return append_sentence(
                text, fill(lang, {"discovered check: {0} {1}", "jaque a la descubierta: {0} {1}"},
                           {piece_words(m.discovered_piece, w), square_of(m.discovered_by, w)}));
        return append_sentence(text, check);
    }
    return text + std::string(pick(lang, {" with ", " con "})) + std::string(check);
}

} // namespace phrase_moves

using phrase_moves::move_text;
using phrase_moves::MoveForm;

std::string PhraseBook::move(const game::MoveMade& made) const {
    const Verbosity v = settings_.verbosity;
    return move_text(made, settings_.wording,
                     MoveForm{v != Verbosity::brief, v == Verbosity::verbose, true});
}

std::string PhraseBook::describe_move(const Position& before, Move m) const {
    return move(game::describe_move(before, m));
}

std::string PhraseBook::move_in_sentence(const Position& before, Move m) const {
    const Verbosity v = settings_.verbosity;
    return move_text(game::describe_move(before, m), settings_.wording,
                     MoveForm{v != Verbosity::brief, v == Verbosity::verbose, false});
}

std::string PhraseBook::confirm_move(const Position& before, Move m) const {
    const Language lang = settings_.wording.language;
    // The departure square is always said: the point is to catch a slip before it counts.
    const std::string entered =
        move_text(game::describe_move(before, m), settings_.wording, MoveForm{true, false, true});
    return sentences({fill(lang, {"you entered: {0}", "has introducido: {0}"}, {entered}),
                      pick(lang, {"confirm with Enter", "confirma con Intro"})});
}

std::string PhraseBook::last_move(const game::Game& game) const {
    const Language lang = settings_.wording.language;
    if (game.ply_count() == 0)
        return std::string(pick(lang, {"no moves yet", "todavía no hay jugadas"}));
    const int ply = game.ply_count() - 1;
    const game::MoveMade made = game::describe_move(game.position_at(ply), game.plies()[ply].move);
    const bool full = settings_.verbosity != Verbosity::brief;
    return std::string(pick(lang, {"last move: ", "última jugada: "})) +
           move_text(made, settings_.wording, MoveForm{full, full, true});
}

std::string PhraseBook::history(const game::Game& game, int n) const {
    const Language lang = settings_.wording.language;
    const int total = game.ply_count();
    if (total == 0) return sentences({pick(lang, {"no moves yet", "todavía no hay jugadas"})});
    const int first = n <= 0 ? 0 : std::max(0, total - n);
    // A list reads better with check as a word after its move than as a sentence.
    const MoveForm form{settings_.verbosity != Verbosity::brief, false, false};

    std::string out;
    std::string label;
    std::vector<std::string> items;
    // Brief moves have no commas of their own; full ones do ("…to David five, takes pawn"),
    // so Black's move then starts with its side, after a semicolon.
    const bool brief = settings_.verbosity == Verbosity::brief;
    const auto flush = [&] {
        if (!items.empty())
            out = append_sentence(out, label + ": " + join_list(items, brief ? ", " : "; "));
        items.clear();
    };
    for (int ply = first; ply < total; ++ply) {
        const Position& before = game.position_at(ply);
        const Color mover = before.side_to_move();
        if (mover == WHITE || items.empty()) {
            flush();
            const std::string number = number_words(std::uint32_t(before.fullmove_number()), lang);
            label = fill(lang, {"Move {0}", "Jugada {0}"}, {number});
            // A list that opens with Black's move says so ("Move twelve, Black: …").
            if (mover == BLACK) label += ", " + std::string(side_label(BLACK, lang));
        }
        std::string text =
            move_text(game::describe_move(before, game.plies()[ply].move), settings_.wording, form);
        // The score sheet's (=).
        if (game.plies()[ply].draw_offer)
            text += pick(lang, {" offering a draw", " con oferta de tablas"});
        if (!brief && !items.empty())
            text = std::string(side_label(BLACK, lang)) + ": " + text;
        items.push_back(std::move(text));
    }
    flush();
    return out;
}

std::string PhraseBook::move_count(const game::Game& game) const {
    int made[2] = {0, 0};
    for (int ply = 0; ply < game.ply_count(); ++ply) ++made[game.position_at(ply).side_to_move()];
    return move_count(game.position(), made[WHITE], made[BLACK], game.over());
}

std::string PhraseBook::move_count(const Position& now, int white_made, int black_made,
                                   bool over) const {
    const Language lang = settings_.wording.language;
    const std::string counts =
        fill(lang, {"moves made: White {0}, Black {1}", "jugadas hechas: blancas {0}, negras {1}"},
             {count_words(std::uint32_t(white_made), lang, Gender::feminine), // jugadas
              count_words(std::uint32_t(black_made), lang, Gender::feminine)});
    if (over) return sentences({counts});
    const std::string number = number_words(std::uint32_t(now.fullmove_number()), lang);
    const std::string_view side = lang == Language::es ? side_subject(now.side_to_move(), lang)
                                                       : side_label(now.side_to_move(), lang);
    // A review's last position may be a mate or a stalemate: no one is "to move" there.
    const bool can_move = chess::has_legal_move(now);
    const bool dead = can_move && chess::is_insufficient_material(now);
    std::string turn;
    if (!can_move)
        turn =
            fill(lang,
                 now.in_check() ? Bilingual{"move {0}, {1} is checkmated", "jugada {0}, mate a {1}"}
                                : Bilingual{"move {0}, {1} is stalemated: a draw",
                                            "jugada {0}, {1} están ahogadas: tablas"},
                 {number, side});
    else if (dead)
        // Neither side can mate with what is left: the game ended there (5.2.2).
        turn = fill(lang,
                    {"move {0}, a dead position: neither side can checkmate; a draw",
                     "jugada {0}, posición muerta: ningún bando puede dar mate; tablas"},
                    {number});
    else
        turn = fill(lang, {"move {0}, {1} to move", "jugada {0}, juegan {1}"}, {number, side});
    if (now.in_check() && can_move && !dead) turn += pick(lang, {", in check", ", en jaque"});
    if (settings_.verbosity == Verbosity::brief) return sentences({turn});
    return sentences({turn, counts});
}

} // namespace escaque::tts
