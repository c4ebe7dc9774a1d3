#include "play_session.h"

#include <cstdlib>
#include <type_traits>
#include <variant>

#include "clock/human_time_control.h"
#include "command_table.h"
#include "notation/move_input.h"
#include "notation/piece_letters.h"
#include "phrase_helpers.h"
#include "program_phrases.h"
#include "tts/phrase_parts.h"

namespace escaque::tui {

using namespace std::chrono_literals;

// RULES.md §9.16: in casual play, low-time warnings at five minutes and one minute.
clock::AnnouncementSchedule PlaySession::talking_schedule() {
    return clock::AnnouncementSchedule::talking_clock({5min, 1min});
}

PlaySession::PlaySession(Context& context, GameStart start, std::mt19937_64& random)
    : ctx_(context), random_(random), start_(std::move(start)),
      autosaver_(game::default_state_folder()), talking_clock_(talking_schedule()) {
    // A resumed game keeps the mode it was played in; a mode the player chose is for the next.
    if (start_.resumed && ctx_.settings.was_chosen("mode") && ctx_.settings.mode != start_.mode &&
        ctx_.settings.mode != Mode::review)
        for_new_game_.mode = ctx_.settings.mode;
    ctx_.settings.mode = start_.mode;
    if (start_.resumed) adopt_game_settings();
    enable_talking_clock();
    if (start_.mode == Mode::computer) {
        talking_clock_.set_sides(start_.user == chess::WHITE, start_.user == chess::BLACK);
        start_engine();
    }
    for_new_game_.resumed_level = ctx_.settings.level;
}

void PlaySession::adopt_game_settings() {
    Settings& s = ctx_.settings;
    const game::GameSetup& setup = game().setup();
    // What the player chose himself stays for the next game (he was told so on resuming).
    const auto adopt = [&s](std::string_view key, auto& setting, auto value) {
        if (!s.was_chosen(key)) setting = value;
    };
    adopt("color", s.color, start_.user == chess::WHITE ? ColorChoice::white : ColorChoice::black);
    adopt("tc", s.time_control,
          setup.control.is_timed() ? clock::to_short_form(setup.control) : std::string("-"));
    adopt("rules", s.rules, setup.edition);
    adopt("strictness", s.tournament, setup.strictness == game::Strictness::tournament);
    adopt("quickplay-finish", s.quickplay_finish, setup.quickplay_finish);
    adopt("arbiter", s.arbiter_present, setup.arbiter_present);
    adopt("flags", s.flags_by_claim, setup.flags_by_claim);
    // A Chess960 game is followed by another, from a position drawn at random.
    if (game().start_position().chess960() && s.fen.empty())
        adopt("chess960", s.chess960, std::optional<int>(-1));
    if (start_.mode == Mode::computer)
        adopt("engine", s.engine,
              start_.engine.starts_with("uci:") ? start_.engine : std::string("builtin"));
    // The resumed game is played at its own level (start_engine); a new one at the chosen one.
    if (s.was_chosen("level")) for_new_game_.level = s.level;
}

PlaySession::~PlaySession() {
    stop_engine();
}

std::string PlaySession::opponent_name(tts::Language lang) const {
    if (builtin_) return phrases::builtin_engine_name(lang, builtin_->level());
    if (engine_) return phrases::external_engine_name(lang, engine_->name(), ctx_.settings.level);
    return "?";
}

void PlaySession::begin() {
    const tts::Language lang = ctx_.language();
    const game::Game& g = game();
    // Against the computer the player's own side is at the bottom of the board, as on any board
    // set up for him (f turns it).
    if (start_.mode == Mode::computer) ctx_.flipped = start_.user == chess::BLACK;
    const std::string control = phrases::time_control_words(lang, g.setup().control);
    // The 2001 Laws' penalties differ so much that a game under them says so.
    const std::string rules =
        g.setup().edition == RulesEdition::edition2001 ? phrases::rules_2001(lang) : "";
    std::string intro;
    if (start_.resumed) {
        intro = tts::phrase_parts::sentences(
            {start_.loaded ? phrases::game_loaded(lang) : phrases::game_resumed(lang), rules,
             ctx_.book.move_count(g)});
        // After a break the player needs where the game stood: the last move and the clocks.
        if (g.ply_count() > 0)
            intro = tts::phrase_parts::sentences({intro, ctx_.book.last_move(g)});
        if (g.setup().control.is_timed())
            intro = tts::phrase_parts::sentences(
                {intro, ctx_.book.clocks(g.clock())});
        if (const auto offer = g.pending_offer())
            intro = tts::phrase_parts::sentences({intro, phrases::draw_offer_stands(lang, *offer)});
        // A file loaded says nothing of who plays it: against the computer, the player's side.
        if (start_.loaded && start_.mode == Mode::computer)
            intro = tts::phrase_parts::sentences(
                {intro, phrases::saved_game_kind(lang, start_.mode, start_.user,
                                                 opponent_name(lang))});
        if (!start_.castling_written.empty())
            intro = tts::phrase_parts::sentences(
                {intro, phrases::castling_rights_dropped(lang, start_.castling_written,
                                                         start_.castling_read)});
        if (start_.file_result != notation::GameResult::unknown)
            intro = tts::phrase_parts::sentences(
                {intro, phrases::playing_on_after_result(
                            lang, phrases::game_result_words(lang, start_.file_result))});
    } else {
        switch (start_.mode) {
        case Mode::computer:
            intro = phrases::game_begins_against_computer(lang, start_.user, opponent_name(lang),
                                                          control);
            break;
        case Mode::record:
            intro = phrases::game_begins_recording(lang, control);
            break;
        default:
            intro = phrases::game_begins_two_players(lang, control);
            break;
        }
        if (start_.chess960_number)
            intro += " " + phrases::chess960_position(lang, *start_.chess960_number,
                                                      g.start_position(), ctx_.book);
        intro = tts::phrase_parts::sentences({intro, rules, ctx_.book.side_to_move(g.position())});
    }
    say(intro, tts::Priority::normal);
    if (g.over()) {
        // A game set up in a finished position has its ending waiting as an event; a resumed
        // finished game has none, and is told its result here.
        if (announce_events() == 0) say(ctx_.book.result(g.result()), tts::Priority::normal);
    } else if (g.sealed())
        // Opened again: the player is already at resumption, and needs only the command.
        say(start_.resumed ? phrases::sealed_resume_hint(lang) : phrases::adjourned_hint(lang),
            tts::Priority::normal);
    else
        start_.game->start();
    after_change();
}

Reaction PlaySession::handle(const std::string& line, const CommandParse& parsed) {
    if (parsed.command) return command(*parsed.command);
    std::string text = line;
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.pop_back();
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.erase(0, 1);
    if (text.empty()) {
        // Enter alone confirms an entered move (pressing the clock); otherwise it does nothing.
        if (pending_) {
            confirm_pending();
            return Reaction::redraw;
        }
        if (two_step()) say(phrases::nothing_to_confirm(ctx_.language()));
        return Reaction::handled;
    }
    return typed_move(text);
}

std::optional<Reaction> PlaySession::answer(const std::string& line) {
    if (!promotion_asked_) return std::nullopt;
    const std::string move_text = std::move(*promotion_asked_);
    promotion_asked_.reset();
    const chess::PieceType piece =
        notation::promotion_piece_named(line, move_input_options().letters);
    if (piece == chess::NO_PIECE_TYPE) {
        std::string word = fold_case(line);
        std::erase(word, ' ');
        const CommandParse parsed = parse_command(line);
        // Enter alone, or yes / no: the question stands and is asked again.
        if (word.empty() || (parsed.command && (parsed.command->kind == CommandKind::yes ||
                                                parsed.command->kind == CommandKind::no))) {
            notation::MoveRejection again;
            again.reason = notation::RejectionReason::promotion_piece_needed;
            say(ctx_.book.rejection(again));
            promotion_asked_ = move_text;
            return Reaction::handled;
        }
        chess::PieceType wrong = chess::NO_PIECE_TYPE;
        if (word == "king" || word == "rey") wrong = chess::KING;
        if (word == "pawn" || word == "peon" || word == "peón") wrong = chess::PAWN;
        if (word.size() == 1 && word[0] >= 'a' && word[0] <= 'z') {
            const chess::PieceType letter = notation::piece_from_letter(
                char(word[0] - 'a' + 'A'), move_input_options().letters);
            if (letter == chess::KING || letter == chess::PAWN) wrong = letter;
        }
        // A king or a pawn: the question stands, with what the answer may be.
        if (wrong != chess::NO_PIECE_TYPE) {
            notation::MoveRejection why;
            why.reason = notation::RejectionReason::invalid_promotion;
            why.piece = wrong;
            notation::MoveRejection again;
            again.reason = notation::RejectionReason::promotion_piece_needed;
            say(ctx_.book.rejection(why) + " " + ctx_.book.rejection(again));
            promotion_asked_ = move_text;
            return Reaction::handled;
        }
        // "cancel" (x, /x, cancelar): the question is dropped, and said to be.
        if (parsed.command && parsed.command->kind == CommandKind::cancel) {
            say(phrases::cancelled(ctx_.language()));
            return Reaction::handled;
        }
        // Anything else is read as usual. Unless it is a move, which is heard being played,
        // the move put aside is said to be unplayed: "quit" must not leave the player
        // believing the pawn promoted.
        if (!notation::parse_move_text(game().position(), line, move_input_options()))
            say(phrases::promotion_set_aside(ctx_.language(), move_text));
        return std::nullopt;
    }
    // One letter that is also a command ("r" to hear the question again, "b" for the board,
    // "c" for the clocks) would otherwise make a rook, a bishop or a knight at once: asked
    // first. A queen, or a piece named in full, needs no second thought.
    std::string word = line;
    std::erase(word, ' ');
    if (piece != chess::QUEEN && word.size() == 1 && parse_command(line).command) {
        ctx_.ask({phrases::confirm_underpromotion(ctx_.language(), ctx_.book.piece(piece)),
                  [this, move_text, piece] { return typed_move(move_text, piece); },
                  [this, move_text] {
                      notation::MoveRejection again;
                      again.reason = notation::RejectionReason::promotion_piece_needed;
                      say(ctx_.book.rejection(again));
                      promotion_asked_ = move_text;
                      return Reaction::handled;
                  },
                  true});
        return Reaction::handled;
    }
    return typed_move(move_text, piece);
}

Reaction PlaySession::typed_move(const std::string& text, chess::PieceType promotion) {
    const tts::Language lang = ctx_.language();
    const game::Game& g = game();
    if (g.over()) {
        say(phrases::game_is_over(lang, ctx_.book.result(g.result())));
        return Reaction::handled;
    }
    if (g.sealed()) {
        refused({game::Refusal::move_sealed, {}});
        return Reaction::handled;
    }
    if (computer_to_move()) {
        say(phrases::computer_thinking(lang));
        return Reaction::handled;
    }
    notation::InputOptions options = move_input_options();
    options.unnamed_promotion = promotion;
    const auto parsed = notation::parse_move_text(g.position(), text, options);
    if (!parsed) {
        if (parsed.error().reason == notation::RejectionReason::not_understood)
            say(phrases::unknown_command(lang, text));
        else
            say(ctx_.book.rejection(parsed.error()));
        // The next line may name the piece (answer()).
        if (parsed.error().reason == notation::RejectionReason::promotion_piece_needed)
            promotion_asked_ = text;
        return Reaction::handled;
    }
    if (two_step()) {
        // RULES.md §1.3: spoken back, and open to correction until confirmed.
        pending_ = *parsed;
        say(ctx_.book.confirm_move(g.position(), *parsed));
        return Reaction::redraw;
    }
    play(*parsed, false);
    return Reaction::redraw;
}

void PlaySession::confirm_pending() {
    if (!pending_) {
        say(phrases::nothing_to_confirm(ctx_.language()));
        return;
    }
    const chess::Move move = *pending_;
    const bool offer = pending_offer_;
    pending_.reset();
    pending_offer_ = false;
    play(move, offer);
}

void PlaySession::play(chess::Move move, bool offer_draw) {
    if (auto played = start_.game->play(move, offer_draw); !played) refused(played.error());
    after_change();
}

void PlaySession::after_change() {
    announce_events();
    answer_offer_if_pending();
    announce_events();
    save();
    think_if_its_turn();
}

int PlaySession::announce_events() {
    int count = 0;
    for (const game::Event& event : start_.game->take_events()) {
        tts::Priority priority = tts::Priority::normal;
        if (const auto* t = std::get_if<game::TimeAnnouncement>(&event))
            priority = t->low_time_warning ? tts::Priority::normal : tts::Priority::idle;
        if (const auto* over = std::get_if<game::GameOver>(&event)) {
            set_tag(start_.tags, "Result", game::result_text(over->result.outcome));
            if (engine_) engine_->cancel();
            pending_.reset();
        }
        ++count;
        if (std::holds_alternative<game::Retraced>(event) && start_.mode == Mode::computer)
            continue; // an undo says it in its own words
        say(tts::phrase_parts::sentences({ctx_.book.event(event)}), priority);
    }
    if (game().over() && ctx_.question && ctx_.question->needs_game_in_play) {
        ctx_.question.reset();
        say(phrases::question_withdrawn(ctx_.language()));
    }
    return count;
}

void PlaySession::note_save(const std::optional<game::FileError>& failure) {
    saved_ = !failure;
    // Said when saving stops working and when it works again, however often that happens: a
    // player told once and never again would take later moves for kept.
    if (failure && !autosave_failing_)
        say(phrases::autosave_failed(ctx_.language(), *failure), tts::Priority::normal);
    else if (!failure && autosave_failing_)
        say(phrases::autosave_works_again(ctx_.language()), tts::Priority::normal);
    autosave_failing_ = failure.has_value();
}

void PlaySession::save() {
    const game::Game& g = game();
    last_save_ = std::chrono::steady_clock::now();
    // A command refused also comes here: only a move or an ending makes the hand save old.
    if (saved_by_hand_ && *saved_by_hand_ != std::pair(g.ply_count(), g.over()))
        saved_by_hand_.reset();
    note_save(autosaver_.save(g, start_.tags));
    // The --pgn copy is the player's own file: its failure is told apart, once.
    if (ctx_.settings.pgn_file.empty() || pgn_refused_) return;
    const std::string path = expand_home(ctx_.settings.pgn_file);
    // Until the first write, the file may be someone's collection of games: never replaced.
    if (!pgn_written_) {
        if (const auto other = holds_other_games(path, g)) {
            pgn_refused_ = true;
            say(phrases::score_sheet_not_replaced(ctx_.language(), path, *other),
                tts::Priority::normal);
            return;
        }
    }
    const auto error = save_game_file(path, g, start_.tags);
    if (!error) pgn_written_ = true;
    if (error && !pgn_failure_told_) {
        pgn_failure_told_ = true;
        say(phrases::score_sheet_failed(ctx_.language(), *error, saved_), tts::Priority::normal);
    }
}

bool PlaySession::two_step() const {
    return start_.mode == Mode::record || ctx_.settings.confirm_moves;
}

bool PlaySession::computer_to_move() const {
    // A finished game has nobody to move: commands then hear "the game is over".
    return start_.mode == Mode::computer && !game().over() &&
           game().side_to_move() != start_.user;
}

notation::InputOptions PlaySession::move_input_options() const {
    notation::InputOptions options;
    options.letters = phrases::piece_letters(ctx_.language());
    const game::Game& g = game();
    if (g.ply_count() > 0) {
        const chess::Move last = g.plies().back().move;
        const chess::Position& before = g.position_at(g.ply_count() - 1);
        if (type_of(before.moved_piece(last)) == chess::PAWN &&
            std::abs(int(last.to()) - int(last.from())) == 16)
            options.passed_square = chess::Square((int(last.from()) + int(last.to())) / 2);
    }
    return options;
}

std::optional<chess::Move> PlaySession::move_argument(const std::string& text) {
    const auto parsed = notation::parse_move_text(game().position(), text, move_input_options());
    if (!parsed) {
        // No question here: the command would not hear the answer.
        if (parsed.error().reason == notation::RejectionReason::promotion_piece_needed)
            say(phrases::promotion_piece_with_move(ctx_.language()));
        else if (parsed.error().reason == notation::RejectionReason::not_understood)
            say(phrases::not_a_move(ctx_.language(), text));
        else
            say(ctx_.book.rejection(parsed.error()));
        return std::nullopt;
    }
    return *parsed;
}

chess::Color PlaySession::acting_side() const {
    return start_.mode == Mode::computer ? start_.user : game().side_to_move();
}

void PlaySession::say(const std::string& text, tts::Priority priority) {
    ctx_.out.say(text, priority);
}

void PlaySession::refused(const game::GameRefusal& refusal) {
    say(ctx_.book.refusal(refusal));
}

void PlaySession::on_time() {
    game::Game& g = *start_.game;
    g.tick();
    for (const game::TimeAnnouncement& t : talking_clock_.collect(g.clock())) {
        // Idle words are dropped while anything is being said; the countdown's first number,
        // which names the side, must be heard for the bare numbers after it to make sense.
        const bool names_countdown = !t.side_named_before && t.remaining < std::chrono::seconds(10);
        say(tts::phrase_parts::sentences({ctx_.book.event(game::Event(t))}),
            t.low_time_warning || names_countdown ? tts::Priority::normal : tts::Priority::idle);
    }
    if (announce_events() > 0)
        save();
    else if (clock_saving_due() && std::chrono::steady_clock::now() >= *clock_saving_due()) {
        // A kill or a crash between moves loses at most a second of the thinking time used.
        last_save_ = std::chrono::steady_clock::now();
        note_save(autosaver_.save_state(g, start_.tags));
    }
    if (engine_ && engine_->deadline() && std::chrono::steady_clock::now() >= *engine_->deadline())
        on_engine_output();
}

std::optional<TimePoint> PlaySession::next_wakeup() const {
    const game::Game& g = game();
    std::optional<TimePoint> next = g.next_event_time();
    const auto earliest = [&](std::optional<TimePoint> t) {
        if (t && (!next || *t < *next)) next = t;
    };
    earliest(talking_clock_.next_time(g.clock(), std::chrono::steady_clock::now()));
    earliest(clock_saving_due());
    if (engine_) earliest(engine_->deadline());
    return next;
}

std::optional<TimePoint> PlaySession::clock_saving_due() const {
    const game::Game& g = game();
    if (!g.setup().control.is_timed() || !g.clock().running() || g.over()) return std::nullopt;
    return last_save_ + CLOCK_SAVING_INTERVAL;
}

bool PlaySession::busy() const {
    return engine_ && engine_->thinking();
}

BoardView PlaySession::view() const {
    const game::Game& g = game();
    BoardView v;
    v.position = g.position();
    if (g.ply_count() > 0) v.last_move = g.plies().back().move;
    v.pending_move = pending_;
    for (const game::PlyRecord& ply : g.plies()) v.moves.push_back(ply.san);
    v.first_move_number = g.start_position().fullmove_number();
    v.black_moved_first = g.start_position().side_to_move() == chess::BLACK;
    v.timed = g.setup().control.is_timed();
    if (v.timed) {
        v.white_time = g.clock().remaining(clock::Side::white);
        v.black_time = g.clock().remaining(clock::Side::black);
        if (g.clock().running()) v.clock_running = game::color_of(g.clock().to_move());
    }
    v.players = phrases::players_line(ctx_.language(), tag_value(start_.tags, "White"),
                                      tag_value(start_.tags, "Black"));
    v.status = g.over() ? std::string(game::result_text(g.result().outcome)) + " " +
                              ctx_.book.result(g.result())
                        : ctx_.book.side_to_move(g.position());
    return v;
}

void PlaySession::enable_talking_clock() {
    // RULES.md §9.16, Appendix D: at a tournament the assistant tells the times when asked; the
    // talking clock speaks there only when the player turns it on. Each game decides anew: a
    // resumed tournament game's silence is not the next casual game's.
    if (!ctx_.settings.was_chosen("clock-announce"))
        ctx_.settings.clock_announce = game().setup().strictness != game::Strictness::tournament;
    talking_clock_.set_enabled(ctx_.settings.clock_announce);
}

void PlaySession::settings_changed() {
    talking_clock_.set_enabled(ctx_.settings.clock_announce);
    if (start_.mode != Mode::computer || !engine_) return;
    // A new level reaches the engine (the built-in one at once, an external one before its next
    // search) and the score sheet.
    // Not while it searches: its thread reads the strength (think_if_its_turn sets it).
    if (builtin_ && !engine_->thinking()) builtin_->set_level(ctx_.settings.level);
    name_engine_in_tags();
}

void PlaySession::shutdown() {
    stop_engine();
    save();
}

} // namespace escaque::tui
