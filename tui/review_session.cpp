#include "review_session.h"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <variant>

#include "board_queries.h"
#include "chess/dead/material.h"
#include "chess/movegen.h"
#include "clock/pgn_time_control.h"
#include "game/atomic_file.h"
#include "game/recorded_note.h"
#include "game_factory.h"
#include "notation/move_input.h"
#include "notation/pgn_writer.h"
#include "program_phrases.h"
#include "tts/phrase_parts.h"

namespace escaque::tui {

using tts::phrase_parts::sentences;

namespace {
bool is_null(const notation::PgnMove& m) { return m.move == chess::Move::none(); }
} // namespace

ReviewSession::ReviewSession(Context& context, notation::PgnGame pgn, int games_in_file)
    : ctx_(context), pgn_(std::move(pgn)), games_in_file_(games_in_file) {
    ctx_.settings.mode = Mode::review;
    positions_.push_back(pgn_.start);
    for (const notation::PgnMove& m : pgn_.mainline.moves) {
        chess::Position next = positions_.back();
        if (is_null(m)) {
            // An annotator's pass ("--", "Z0"): the reader reads it; the PGN reader refused one
            // given in check.
            next.do_null_move();
        } else {
            if (!next.is_legal(m.move)) break;
            next.do_move(m.move);
        }
        positions_.push_back(next);
    }
}

namespace {

// Why the game ended, from escaque's notes after its last move, when they agree with the
// result.
std::optional<phrases::EndingReason> reason_from_notes(const notation::PgnGame& pgn,
                                                       notation::GameResult result) {
    using game::Termination;
    using Reason = phrases::EndingReason;
    const bool drawn = result == notation::GameResult::draw;
    // The side the note is about (who resigned, whose flag fell) lost.
    const std::optional<chess::Color> loser =
        result == notation::GameResult::white_wins   ? std::optional(chess::BLACK)
        : result == notation::GameResult::black_wins ? std::optional(chess::WHITE)
                                                     : std::nullopt;
    // escaque writes why a game ended after its last move.
    const auto& comments =
        pgn.mainline.moves.empty() ? pgn.mainline.comments : pgn.mainline.moves.back().comments;
    for (auto it = comments.rbegin(); it != comments.rend(); ++it) {
        const auto note = game::read_note(*it);
        if (!note) continue;
        if (const auto* ending = std::get_if<game::EndingNote>(&*note)) {
            const Termination r = ending->reason;
            const bool lost = loser && ending->side == loser;
            if (lost && r == Termination::resignation) return Reason::resignation;
            if (lost && r == Termination::time_forfeit) return Reason::time_forfeit;
            if (drawn && r == Termination::agreement) return Reason::agreement;
            if (drawn && r == Termination::fivefold_repetition) return Reason::fivefold_repetition;
            if (drawn && r == Termination::seventy_five_moves) return Reason::seventy_five_moves;
            if (drawn && r == Termination::dead_position) return Reason::dead_position;
        } else if (const auto* claim = std::get_if<game::DrawClaimNote>(&*note)) {
            if (drawn && claim->upheld)
                return claim->ground == game::ClaimKind::fifty_moves ? Reason::fifty_moves
                                                                     : Reason::repetition;
        } else if (const auto* illegal = std::get_if<game::IllegalMoveNote>(&*note)) {
            if (loser == illegal->side && illegal->ending == Termination::illegal_moves)
                return Reason::illegal_moves;
        }
    }
    return std::nullopt;
}

} // namespace

std::string ReviewSession::result_words() const {
    const tts::Language lang = ctx_.language();
    notation::GameResult result = pgn_.result;
    std::optional<phrases::EndingReason> reason;
    // How it ended, where the final position or the file says so: read as far as it could be.
    const bool whole = positions_.size() == pgn_.mainline.moves.size() + 1;
    const chess::Position& last = positions_.back();
    if (whole && !chess::has_legal_move(last)) {
        if (last.in_check()) {
            // The board outweighs a missing or wrong Result tag: a mate ends the game.
            result = last.side_to_move() == chess::WHITE ? notation::GameResult::black_wins
                                                         : notation::GameResult::white_wins;
            reason = phrases::EndingReason::checkmate;
        } else {
            result = notation::GameResult::draw;
            reason = phrases::EndingReason::stalemate;
        }
    } else if (whole && chess::is_insufficient_material(last)) {
        // Neither side can mate: a dead position ends the game drawn (5.2.2), whatever the
        // file says.
        result = notation::GameResult::draw;
        reason = phrases::EndingReason::dead_position;
    } else if (whole && result == notation::GameResult::draw) {
        const auto repeated = std::count_if(positions_.begin(), positions_.end(),
                                            [&](const auto& p) { return p.key() == last.key(); });
        if (repeated >= 3) reason = phrases::EndingReason::repetition;
    } else if (result == notation::GameResult::white_wins ||
               result == notation::GameResult::black_wins) {
        const std::string* termination = pgn_.tag("Termination");
        if (termination && fold_case(*termination).find("time") != std::string::npos)
            reason = phrases::EndingReason::time_forfeit;
    }
    if (!reason) reason = reason_from_notes(pgn_, result);
    const std::string words = phrases::game_result_words(lang, result);
    const std::string ending = reason ? phrases::ending_with_reason(lang, words, *reason) : words;
    // A file whose result the board contradicts is told, so that neither is taken on trust.
    if (result != pgn_.result && pgn_.result != notation::GameResult::unknown)
        return phrases::result_against_file(lang, ending,
                                            phrases::game_result_words(lang, pgn_.result));
    return ending;
}

void ReviewSession::begin() {
    // A name left out is "?" in PGN, and "-" where it does not apply: not read aloud.
    const auto tag = [&](const char* name) {
        const std::string* value = pgn_.tag(name);
        return value && !value->empty() && *value != "?" && *value != "-" ? *value
                                                                           : std::string();
    };
    // Moves as players count them: White's and Black's make one.
    const int plies = int(positions_.size()) - 1;
    const int moves = plies == 0 ? 0
                                 : positions_[std::size_t(plies - 1)].fullmove_number() -
                                       positions_.front().fullmove_number() + 1;
    const tts::Language lang = ctx_.language();
    // Only the year of a date: "1972.07.23" is not worth hearing digit by digit.
    std::string year = tag("Date").substr(0, 4);
    if (year.find_first_not_of("0123456789") != std::string::npos) year.clear();
    // escaque's own games name the program as their site: no place worth hearing.
    const std::string site = tag("Site") == "escaque" ? std::string() : tag("Site");
    const std::string occasion =
        phrases::review_occasion(lang, tag("Event"), site, year, tag("Round"));
    std::string text = sentences({phrases::review_begins(lang, tag("White"), tag("Black"),
                                                         occasion, result_words(), moves,
                                                         games_in_file_),
                                  ctx_.book.side_to_move(positions_.front())});
    // Castling rights the file gives and no rook can use were left out on reading: said, or
    // the listener wonders why the review's position cannot castle.
    if (const auto* dropped = pgn_.notice(notation::PgnNotice::Kind::castling_dropped))
        text = sentences(
            {text, phrases::castling_rights_dropped(lang, dropped->written, dropped->canonical)});
    // What the annotator wrote before the first move.
    for (const std::string& comment : pgn_.mainline.comments)
        text = sentences({text, phrases::review_comment(lang, comment)});
    ctx_.out.say(text, tts::Priority::normal);
}

Reaction ReviewSession::handle(const std::string& line, const CommandParse& parsed) {
    if (parsed.command) return command(*parsed.command);
    if (line.find_first_not_of(" \t") == std::string::npos) {
        go_to(ply_ + 1);
        return Reaction::redraw;
    }
    ctx_.out.say(phrases::review_is_read_only(ctx_.language()), tts::Priority::interrupt);
    return Reaction::handled;
}

Reaction ReviewSession::command(const ParsedCommand& c) {
    const tts::Language lang = ctx_.language();
    const chess::Position& pos = positions_[std::size_t(ply_)];
    if (auto answer = answer_board_query(c, pos, ctx_.book, ctx_.flipped)) {
        ctx_.out.say(*answer, tts::Priority::interrupt);
        return Reaction::handled;
    }
    switch (c.kind) {
    case CommandKind::next:
        go_to(ply_ + 1);
        break;
    case CommandKind::back:
        go_to(ply_ - 1);
        break;
    case CommandKind::start:
        go_to(0);
        break;
    case CommandKind::end:
        go_to(int(positions_.size()) - 1);
        break;
    case CommandKind::go: {
        const auto target = move_target(c.args);
        if (!target) {
            const bool number = !c.args.empty() && c.args.size() <= 2 &&
                                c.args[0].find_first_not_of("0123456789.") == std::string::npos;
            if (number && c.args.size() == 2 && !side_word(c.args[1]))
                ctx_.out.say(phrases::unknown_side(lang, c.args[1]), tts::Priority::interrupt);
            else
                ctx_.out.say(phrases::need_number(lang, command_entry(c.kind)),
                             tts::Priority::interrupt);
        } else if (const auto ply = ply_of(*target)) {
            go_to(*ply);
        } else {
            ctx_.out.say(no_such_move(*target), tts::Priority::interrupt);
        }
        break;
    }
    case CommandKind::last_move:
        if (ply_ > 0 && is_null(pgn_.mainline.moves[std::size_t(ply_ - 1)]))
            ctx_.out.say(null_move_sentence(ply_ - 1), tts::Priority::interrupt);
        else
            ctx_.out.say(sentences({ctx_.book.last_move(game_so_far())}), tts::Priority::interrupt);
        break;
    case CommandKind::turn: {
        // Counted over the whole game, null moves (passes) left out: the game a null move
        // leaves (game_so_far) starts after it.
        int made[2] = {0, 0};
        for (int i = 0; i < ply_; ++i)
            if (!is_null(pgn_.mainline.moves[std::size_t(i)]))
                ++made[positions_[std::size_t(i)].side_to_move()];
        ctx_.out.say(ctx_.book.move_count(pos, made[chess::WHITE], made[chess::BLACK], false),
                     tts::Priority::interrupt);
        break;
    }
    case CommandKind::history: {
        // No number: the whole game; a number: that many moves, so at least one.
        const std::optional<int> n = c.args.empty() ? 0 : whole_number(c.args[0]);
        if (!n || (!c.args.empty() && *n == 0))
            ctx_.out.say(phrases::need_number(lang, command_entry(c.kind)),
                         tts::Priority::interrupt);
        else
            ctx_.out.say(history_words(*n), tts::Priority::interrupt);
        break;
    }
    case CommandKind::clock: {
        // The clock readings the score sheet kept ([%clk]) after the last move of each side;
        // before a side's first one, the time its control starts with.
        std::optional<notation::ClockTime> times[2];
        if (const std::string* tag = pgn_.tag("TimeControl"))
            if (const auto control = clock::parse_pgn_time_control(*tag);
                control && control->is_timed() && !control->periods().empty())
                times[0] = times[1] =
                    std::chrono::duration_cast<notation::ClockTime>(control->periods()[0].base);
        for (int i = 0; i < ply_; ++i)
            if (const auto& clk = pgn_.mainline.moves[std::size_t(i)].clock)
                times[positions_[std::size_t(i)].side_to_move()] = clk;
        if (times[0] || times[1])
            ctx_.out.say(sentences({ctx_.book.recorded_clocks(times[0], times[1])}),
                         tts::Priority::interrupt);
        else
            ctx_.out.say(phrases::no_clock(lang), tts::Priority::interrupt);
        break;
    }
    case CommandKind::save: {
        std::string path;
        for (std::size_t i = 0; i < c.args.size(); ++i) path += (i ? " " : "") + c.args[i];
        // Without a name, where saved games go (as in play).
        path = expand_home(path.empty() ? default_game_file() : path);
        std::vector<chess::Move> moves;
        for (const notation::PgnMove& m : pgn_.mainline.moves) moves.push_back(m.move);
        // Review has the score sheet only, not the whole game a .escaque file keeps.
        if (is_exact_save_path(path))
            ctx_.out.say(phrases::review_saves_score_sheet(lang), tts::Priority::interrupt);
        else if (const auto other = holds_other_games(path, pgn_.start, moves))
            ctx_.out.say(phrases::save_would_replace(lang, path, *other),
                         tts::Priority::interrupt);
        else if (auto error = game::make_folders(std::filesystem::path(path).parent_path()))
            ctx_.out.say(phrases::save_failed(lang, *error), tts::Priority::interrupt);
        else if (auto error = game::write_file_atomically(path, notation::write_pgn(pgn_)))
            ctx_.out.say(phrases::save_failed(lang, *error), tts::Priority::interrupt);
        else
            ctx_.out.say(phrases::saved_to(lang, path), tts::Priority::interrupt);
        break;
    }
    default:
        ctx_.out.say(phrases::not_in_this_mode(lang, command_entry(c.kind)),
                     tts::Priority::interrupt);
        break;
    }
    return Reaction::redraw;
}

std::optional<chess::Color> ReviewSession::side_word(const std::string& text) const {
    const std::string word = fold_case(text);
    if (word == "white" || word == "blancas" || word == "blanco") return chess::WHITE;
    if (word == "black" || word == "negras" || word == "negro") return chess::BLACK;
    // One letter, in the player's language: English w / b; Spanish b (blancas) / n (negras).
    const bool spanish = ctx_.language() == tts::Language::es;
    if (word == (spanish ? "b" : "w")) return chess::WHITE;
    if (word == (spanish ? "n" : "b")) return chess::BLACK;
    return std::nullopt;
}

std::optional<ReviewSession::MoveTarget>
ReviewSession::move_target(const std::vector<std::string>& args) const {
    if (args.empty() || args.size() > 2) return std::nullopt;
    // "10..." is Black's tenth move, as score sheets write it. ("10." never arrives: a line's
    // closing stop is dropped before it is read, and "10" is White's move by default.)
    std::string_view text = args[0];
    std::optional<chess::Color> side;
    if (text.ends_with("...")) {
        side = chess::BLACK;
        text.remove_suffix(3);
    }
    MoveTarget target;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), target.number);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    if (target.number < 0) return std::nullopt; // "go -3" names no move: "Which move?"
    if (args.size() > 1) {
        if (side) return std::nullopt; // "10... white"
        side = side_word(args[1]);
        if (!side) return std::nullopt;
    }
    target.side = side;
    return target;
}

std::optional<int> ReviewSession::ply_of(const MoveTarget& target) const {
    if (target.number == 0) return 0;
    const auto find = [&](chess::Color side) -> std::optional<int> {
        for (std::size_t ply = 1; ply < positions_.size(); ++ply) {
            const chess::Position& before = positions_[ply - 1];
            if (before.fullmove_number() == target.number && before.side_to_move() == side)
                return int(ply);
        }
        return std::nullopt;
    };
    if (target.side) return find(*target.side);
    // White's move by default; Black's when the game has no White move of that number (a
    // game set up with Black to move starts with one).
    if (const auto white = find(chess::WHITE)) return white;
    return find(chess::BLACK);
}

std::string ReviewSession::no_such_move(const MoveTarget& target) const {
    // The game's first and last moves, to tell where it starts and ends (null moves included:
    // they are plies of the file).
    if (positions_.size() < 2) return phrases::review_has_no_moves(ctx_.language());
    const chess::Position& first = positions_.front();
    const chess::Position& last = positions_[positions_.size() - 2];
    return phrases::review_no_such_move(ctx_.language(), target.number, target.side,
                                        {first.fullmove_number(), first.side_to_move()},
                                        {last.fullmove_number(), last.side_to_move()});
}

void ReviewSession::go_to(int ply) {
    const tts::Language lang = ctx_.language();
    const int last = int(positions_.size()) - 1;
    if (ply > last) {
        ctx_.out.say(phrases::review_at_end(lang, result_words()), tts::Priority::interrupt);
        return;
    }
    if (ply < 0) {
        ctx_.out.say(phrases::review_at_start(lang), tts::Priority::interrupt);
        return;
    }
    ply_ = ply;
    announce_position();
}

void ReviewSession::announce_position() {
    const tts::Language lang = ctx_.language();
    if (ply_ == 0) {
        ctx_.out.say(
            sentences({phrases::review_at_start(lang), ctx_.book.side_to_move(positions_[0])}),
            tts::Priority::interrupt);
        return;
    }
    const chess::Position& before = positions_[std::size_t(ply_ - 1)];
    const notation::PgnMove& m = pgn_.mainline.moves[std::size_t(ply_ - 1)];
    const std::string move_words =
        is_null(m) ? phrases::null_move_words(lang) : ctx_.book.describe_move(before, m.move);
    std::string text = sentences(
        {phrases::review_move(lang, before.fullmove_number(), before.side_to_move(), move_words)});
    if (m.draw_offer)
        text = sentences({text, phrases::review_draw_offer(lang, before.side_to_move())});
    // The annotator's marks (??, !?, +-) in words, and that other moves were given.
    for (const std::uint8_t nag : m.nags)
        text = sentences({text, phrases::annotation_words(lang, nag)});
    if (!m.variations.empty())
        text = sentences({text, phrases::review_variations(lang, int(m.variations.size()))});
    for (const std::string& comment : m.comments)
        text = sentences({text, phrases::review_comment(
                                    lang, comment, claim_move_words(comment, positions_[ply_]))});
    if (ply_ == int(positions_.size()) - 1)
        text = sentences({text, phrases::review_at_end(lang, result_words())});
    ctx_.out.say(text, tts::Priority::interrupt);
}

std::string ReviewSession::claim_move_words(std::string_view comment,
                                            const chess::Position& pos) const {
    const auto note = game::read_note(comment);
    const auto* claim = note ? std::get_if<game::DrawClaimNote>(&*note) : nullptr;
    if (!claim || claim->move.empty()) return {};
    // The claim was made before the move it names: in the position after this one.
    const auto move = notation::parse_move_text(pos, claim->move);
    return move ? ctx_.book.move_in_sentence(pos, *move) : std::string();
}

game::Game ReviewSession::game_between(int from, int to) const {
    game::GameSetup setup;
    setup.start = positions_[std::size_t(from)];
    game::Game g(time_, setup);
    for (int i = from; i < to; ++i) g.play(pgn_.mainline.moves[std::size_t(i)].move);
    return g;
}

int ReviewSession::null_moves_end() const {
    int end = 0;
    for (int i = 0; i < ply_; ++i)
        if (is_null(pgn_.mainline.moves[std::size_t(i)])) end = i + 1;
    return end;
}

game::Game ReviewSession::game_so_far() const { return game_between(null_moves_end(), ply_); }

std::string ReviewSession::null_move_sentence(int ply) const {
    const chess::Position& before = positions_[std::size_t(ply)];
    return sentences({phrases::review_move(ctx_.language(), before.fullmove_number(),
                                           before.side_to_move(),
                                           phrases::null_move_words(ctx_.language()))});
}

std::string ReviewSession::history_words(int n) const {
    const int first = n > 0 ? std::max(0, ply_ - n) : 0;
    bool null_in_range = false;
    for (int i = first; i < ply_; ++i)
        null_in_range = null_in_range || is_null(pgn_.mainline.moves[std::size_t(i)]);
    if (!null_in_range && null_moves_end() <= first) return ctx_.book.history(game_so_far(), n);
    // The moves between null moves, and each null move in its place.
    std::string text;
    const auto add = [&](const std::string& part) { text += (text.empty() ? "" : " ") + part; };
    int from = first;
    for (int i = first; i < ply_; ++i) {
        if (!is_null(pgn_.mainline.moves[std::size_t(i)])) continue;
        if (i > from) add(ctx_.book.history(game_between(from, i), 0));
        add(null_move_sentence(i));
        from = i + 1;
    }
    if (ply_ > from) add(ctx_.book.history(game_between(from, ply_), 0));
    return text;
}

BoardView ReviewSession::view() const {
    BoardView v;
    v.position = positions_[std::size_t(ply_)];
    if (ply_ > 0 && !is_null(pgn_.mainline.moves[std::size_t(ply_ - 1)]))
        v.last_move = pgn_.mainline.moves[std::size_t(ply_ - 1)].move;
    for (std::size_t i = 0; i + 1 < positions_.size(); ++i)
        v.moves.push_back(pgn_.mainline.moves[i].san);
    v.first_move_number = pgn_.start.fullmove_number();
    v.black_moved_first = pgn_.start.side_to_move() == chess::BLACK;
    v.current_ply = ply_;
    const std::string* white = pgn_.tag("White");
    const std::string* black = pgn_.tag("Black");
    v.players = phrases::players_line(ctx_.language(), white ? *white : std::string_view(),
                                      black ? *black : std::string_view());
    v.status = ctx_.book.side_to_move(v.position);
    return v;
}

} // namespace escaque::tui
