// The commands of a game being played: reading the clocks and the game, offers and claims,
// resigning, sealing, taking back, and the recording mode's arbiter functions.
#include <charconv>

#include "board_queries.h"
#include "engine/hint.h"
#include "notation/move_input.h"
#include "play_session.h"
#include "program_phrases.h"
#include "tts/phrase_parts.h"

namespace escaque::tui {

Reaction PlaySession::command(const ParsedCommand& c) {
    const tts::Language lang = ctx_.language();
    const game::Game& g = game();
    if (auto answer = answer_board_query(c, g.position(), ctx_.book, ctx_.flipped)) {
        say(*answer);
        return Reaction::handled;
    }
    switch (c.kind) {
    case CommandKind::clock:
        say_clock();
        break;
    case CommandKind::my_time:
        say_my_time();
        break;
    case CommandKind::turn:
        // After the end, how it ended first: "whose move" has no answer then.
        say(g.over() ? tts::phrase_parts::sentences(
                           {ctx_.book.event(game::Event(game::GameOver{g.result()})),
                            ctx_.book.move_count(g)})
                     : ctx_.book.move_count(g));
        break;
    case CommandKind::last_move:
        say(tts::phrase_parts::sentences({ctx_.book.last_move(g)}));
        break;
    case CommandKind::history: {
        // No number: the whole game; a number: that many moves, so at least one.
        const std::optional<int> n = c.args.empty() ? 0 : whole_number(c.args[0]);
        if (!n || (!c.args.empty() && *n == 0))
            say(phrases::need_number(lang, command_entry(c.kind)));
        else
            say(ctx_.book.history(g, *n));
        break;
    }
    case CommandKind::draw:
        draw_command(c);
        break;
    case CommandKind::decline:
        decline_command(c);
        break;
    case CommandKind::claim:
        claim_command(c);
        break;
    case CommandKind::resign:
        resign_command(c);
        break;
    case CommandKind::seal:
        seal_command(c);
        break;
    case CommandKind::resume:
        if (auto r = start_.game->resume_adjourned(); !r) refused(r.error());
        after_change();
        break;
    case CommandKind::undo:
        undo_command();
        break;
    case CommandKind::hint:
        hint_command();
        break;
    case CommandKind::cancel:
        if (!pending_) {
            say(phrases::nothing_to_confirm(lang));
            break;
        }
        forget_pending_move();
        break;
    case CommandKind::illegal:
        illegal_command(c);
        break;
    case CommandKind::retrace:
        retrace_command(c);
        break;
    case CommandKind::arbiter:
        arbiter_command(c);
        break;
    case CommandKind::save:
        save_command(c);
        break;
    case CommandKind::new_game:
        new_game_command();
        break;
    default:
        say(phrases::not_in_this_mode(lang, command_entry(c.kind)));
        break;
    }
    return Reaction::redraw;
}

void PlaySession::say_clock() {
    const game::Game& g = game();
    if (!g.setup().control.is_timed()) {
        say(phrases::no_clock(ctx_.language()));
        return;
    }
    say(tts::phrase_parts::sentences({ctx_.book.clocks(g.clock())}));
}

void PlaySession::say_my_time() {
    const game::Game& g = game();
    if (!g.setup().control.is_timed()) {
        say(phrases::no_clock(ctx_.language()));
        return;
    }
    const chess::Color side = acting_side();
    const std::string time = ctx_.book.clock_time(g.clock(), game::side_of(side));
    say(start_.mode == Mode::computer ? phrases::your_clock(ctx_.language(), time)
                                      : phrases::side_clock(ctx_.language(), side, time));
}

std::optional<chess::Color> PlaySession::side_argument(const std::vector<std::string>& args,
                                                       std::size_t index) {
    if (args.size() <= index) return std::nullopt;
    const std::string word = fold_case(args[index]);
    // No single letters: "b" is Black in English and blancas (White) in Spanish.
    if (word == "white" || word == "blancas" || word == "blanco") return chess::WHITE;
    if (word == "black" || word == "negras" || word == "negro") return chess::BLACK;
    return std::nullopt;
}

void PlaySession::forget_pending_move() {
    pending_.reset();
    pending_offer_ = false;
    say(phrases::move_forgotten(ctx_.language()));
}

bool PlaySession::refuse_unknown_side(const std::vector<std::string>& args) {
    if (args.empty() || side_argument(args, 0)) return false;
    say(phrases::unknown_side(ctx_.language(), args[0]));
    return true;
}

// "draw": answers an offer standing for the side that types, or offers one. Against the
// computer the player always speaks for himself; at one keyboard the side is the one that
// just moved (RULES.md §3.2: an offer goes with one's own move), unless named.
void PlaySession::draw_command(const ParsedCommand& c) {
    game::Game& g = *start_.game;
    if (refuse_unknown_side(c.args)) return;
    const std::optional<chess::Color> named = side_argument(c.args, 0);
    if (g.over()) {
        refused({game::Refusal::game_over, {}});
        return;
    }
    // The side named (at one board) decides whose offer or answer it is.
    const bool named_other = named && start_.mode != Mode::computer && *named != g.side_to_move();
    if (pending_ && !named_other) {
        // RULES.md §9.8: entered, not yet confirmed: the offer goes with the move. An offer
        // standing from the other side lapsed when this move was made (9.1.2.3): "draw" cannot
        // accept it now (cancel the entered move first).
        if (auto refusal = g.offer_refusal(g.side_to_move())) {
            refused(*refusal);
            return;
        }
        pending_offer_ = true;
        // Against the computer the move is the player's own; otherwise either side's.
        say(phrases::offer_goes_with_move(
            ctx_.language(), start_.mode == Mode::computer
                                 ? std::nullopt
                                 : std::optional<chess::Color>(g.side_to_move())));
        return;
    }
    if (const auto offer = g.pending_offer()) {
        // The offerer named again: his offer stands already (a "yes" would end the game).
        if (named && start_.mode != Mode::computer && *named == *offer) {
            refused({game::Refusal::offer_already_pending, {}});
            return;
        }
        const chess::Color answering = start_.mode == Mode::computer ? start_.user : ~*offer;
        if (*offer != answering) {
            const auto accept = [this, answering] {
                if (auto r = start_.game->accept_draw(answering); !r) refused(r.error());
                after_change();
                return Reaction::redraw;
            };
            // At one board a second "d" typed by mistake would end the game: asked, as
            // resigning is. Against the computer only the player types.
            if (start_.mode == Mode::computer)
                accept();
            else
                ctx_.ask({phrases::confirm_accept_draw(ctx_.language(), answering), accept, {},
                          true});
            return;
        }
    }
    chess::Color by = start_.mode == Mode::computer ? start_.user : ~g.side_to_move();
    if (start_.mode != Mode::computer && g.ply_count() == 0) by = g.side_to_move();
    if (named && start_.mode != Mode::computer) by = *named;
    if (auto r = g.offer_draw(by); !r) refused(r.error());
    after_change();
}

void PlaySession::decline_command(const ParsedCommand& c) {
    game::Game& g = *start_.game;
    if (refuse_unknown_side(c.args)) return;
    chess::Color by = start_.mode == Mode::computer ? start_.user : g.side_to_move();
    if (const auto offer = g.pending_offer(); offer && start_.mode != Mode::computer) by = ~*offer;
    if (const auto named = side_argument(c.args, 0); named && start_.mode != Mode::computer)
        by = *named;
    if (auto r = g.decline_draw(by); !r) refused(r.error());
    after_change();
}

void PlaySession::claim_command(const ParsedCommand& c) {
    const tts::Language lang = ctx_.language();
    if (game().over()) {
        refused({game::Refusal::game_over, {}});
        return;
    }
    if (computer_to_move()) {
        say(phrases::computer_thinking(lang));
        return;
    }
    if (special_claim(c)) return;
    // 9.2.1.1 / 9.3.1: the move entered and not yet confirmed is the one "written down, not
    // made": the claim goes with it (the game sets it aside when the position on the board is
    // already the one to claim, 9.2.1.2).
    std::optional<chess::Move> intended = pending_;
    if (!c.args.empty()) {
        const auto parsed = move_argument(c.args[0]);
        if (!parsed) return;
        intended = *parsed;
    }
    const auto make_claim = [this, intended] {
        pending_.reset();
        pending_offer_ = false;
        if (auto r = start_.game->claim_draw(intended); !r) refused(r.error());
        after_change();
        return Reaction::redraw;
    };
    // A claim cannot be withdrawn (9.5); when a wrong one costs time, the player is asked first.
    // At a shared board the question names the claimant: the side to move.
    if (!ctx_.settings.tournament) {
        make_claim();
        return;
    }
    // A claim stops the clocks (6.12.2, 9.5): the claimant's time does not run out while the
    // claim is being confirmed.
    const bool held = start_.game->hold_clock();
    const auto release = [this, held] {
        if (held) start_.game->release_clock();
    };
    ctx_.ask({start_.mode == Mode::computer ? ctx_.book.confirmation(tts::Confirmation::claim_draw)
                                            : phrases::confirm_claim(lang, game().side_to_move()),
              [release, make_claim] {
                  release();
                  return make_claim();
              },
              {},
              true,
              release});
}

void PlaySession::resign_command(const ParsedCommand& c) {
    if (game().over()) {
        refused({game::Refusal::game_over, {}});
        return;
    }
    if (refuse_unknown_side(c.args)) return;
    chess::Color side = acting_side();
    if (const auto named = side_argument(c.args, 0); named && start_.mode != Mode::computer)
        side = *named;
    // At one board the side is named: either player may be typing.
    ctx_.ask({start_.mode == Mode::computer ? ctx_.book.confirmation(tts::Confirmation::resign)
                                            : phrases::confirm_resign(ctx_.language(), side),
              [this, side] {
                  if (auto r = start_.game->resign(side); !r) refused(r.error());
                  after_change();
                  return Reaction::redraw;
              },
              {},
              true});
}

void PlaySession::seal_command(const ParsedCommand& c) {
    const tts::Language lang = ctx_.language();
    if (game().over()) {
        refused({game::Refusal::game_over, {}});
        return;
    }
    std::optional<chess::Move> move = pending_;
    if (!c.args.empty()) {
        const auto parsed = move_argument(c.args[0]);
        if (!parsed) return;
        move = *parsed;
    }
    if (!move) {
        say(phrases::need_move_to_seal(lang));
        return;
    }
    pending_.reset();
    pending_offer_ = false;
    if (auto r = start_.game->seal(*move); !r) {
        refused(r.error());
        return;
    }
    after_change();
    say(phrases::adjourned_hint(lang), tts::Priority::normal);
}

void PlaySession::undo_command() {
    const tts::Language lang = ctx_.language();
    game::Game& g = *start_.game;
    if (g.over() || g.sealed()) {
        refused({g.over() ? game::Refusal::game_over : game::Refusal::move_sealed, {}});
        return;
    }
    // A move entered and not yet confirmed is not made: undo forgets it, as cancel does.
    if (pending_) {
        forget_pending_move();
        return;
    }
    // A completed move stands (4.7, 6.2.1): a tournament game has no takebacks. A record's
    // corrections are not takebacks.
    if (g.setup().strictness == game::Strictness::tournament && start_.mode != Mode::record) {
        say(phrases::no_takeback_in_tournament(lang));
        return;
    }
    if (start_.mode == Mode::two_players) {
        // At one keyboard: the last move, whoever made it, once the players agree (asked).
        if (g.ply_count() == 0) {
            say(phrases::nothing_to_undo(lang, false));
            return;
        }
        const int ply = g.ply_count() - 1;
        const chess::Position& before = g.position_at(ply);
        const std::string move_words =
            ctx_.book.move_in_sentence(before, g.plies()[std::size_t(ply)].move);
        ctx_.ask({phrases::confirm_takeback(lang, before.side_to_move(), move_words),
                  [this, ply] {
                      game::Game& now = *start_.game;
                      // The flag may have fallen, or a move come, while the question waited.
                      if (now.over() || now.sealed() || now.ply_count() != ply + 1) {
                          refused({now.over() ? game::Refusal::game_over
                                              : now.sealed() ? game::Refusal::move_sealed
                                                             : game::Refusal::no_such_ply,
                                   {}});
                          return Reaction::handled;
                      }
                      pending_.reset();
                      pending_offer_ = false;
                      // The clocks go back with the move (else the increment it earned would
                      // stay); the Retraced event says where play is.
                      if (auto r = now.retrace(ply); !r) refused(r.error());
                      after_change();
                      return Reaction::redraw;
                  },
                  {},
                  true});
        return;
    }
    // Back to the player's last turn: his move, and the computer's reply when there was one.
    const int plies = g.side_to_move() == start_.user ? 2 : 1;
    const int ply = g.ply_count() - plies;
    if (ply < 0 || g.position_at(ply).side_to_move() != start_.user) {
        say(phrases::nothing_to_undo(lang, true));
        return;
    }
    if (engine_) engine_->cancel();
    // Said before they go: which moves are taken back.
    std::vector<std::string> taken;
    for (int i = ply; i < g.ply_count(); ++i)
        taken.push_back(
            ctx_.book.move_in_sentence(g.position_at(i), g.plies()[std::size_t(i)].move));
    // The clocks go back with the moves, to what they showed before the player's move: kept as
    // they were, they would keep each taken-back move's increment, and drift from the position
    // (the PGN's clock times too).
    if (auto r = g.retrace(ply); !r) {
        refused(r.error());
        return;
    }
    say(tts::phrase_parts::sentences(
        {phrases::moves_taken_back(lang, taken), ctx_.book.side_to_move(g.position())}));
    after_change();
}

void PlaySession::illegal_command(const ParsedCommand& c) {
    game::Game& g = *start_.game;
    if (refuse_unknown_side(c.args)) return;
    const chess::Color side = side_argument(c.args, 0).value_or(g.side_to_move());
    if (g.over()) {
        refused({game::Refusal::game_over, {}});
        return;
    }
    // A penalty, perhaps the loss of the game, that nothing takes back: asked first.
    ctx_.ask({phrases::confirm_illegal(ctx_.language(), side), [this, side] {
                  pending_.reset();
                  pending_offer_ = false;
                  if (auto r = start_.game->record_illegal_move(side); !r) refused(r.error());
                  after_change();
                  return Reaction::redraw;
              },
              {},
              true});
}

// "retrace 12": back to the position after Black's 12th move; "retrace 12 white": after
// White's; "keep": the clocks keep their times (RULES.md §1.6, §9.13).
void PlaySession::retrace_command(const ParsedCommand& c) {
    const tts::Language lang = ctx_.language();
    game::Game& g = *start_.game;
    const std::optional<int> number = c.args.empty() ? std::nullopt : whole_number(c.args[0]);
    if (!number) {
        say(phrases::need_number(lang, command_entry(c.kind)));
        return;
    }
    chess::Color side = chess::BLACK;
    bool keep = false;
    for (std::size_t i = 1; i < c.args.size(); ++i) {
        const std::string word = fold_case(c.args[i]);
        if (word == "keep" || word == "mantener")
            keep = true;
        else if (const auto named = side_argument(c.args, i))
            side = *named;
        else {
            say(phrases::unknown_side(lang, c.args[i]));
            return;
        }
    }
    std::optional<int> target;
    if (*number == 0) target = 0;
    for (int ply = 1; ply <= g.ply_count() && !target; ++ply) {
        const chess::Position& before = g.position_at(ply - 1);
        if (before.fullmove_number() == *number && before.side_to_move() == side) target = ply;
    }
    // A game that starts with Black to move has no White move 1: "retrace 1" keeps Black's.
    if (!target && side == chess::BLACK) {
        for (int ply = 1; ply <= g.ply_count() && !target; ++ply)
            if (g.position_at(ply - 1).fullmove_number() == *number) target = ply;
    }
    if (!target) {
        say(phrases::retrace_no_such_move(lang, c.args[0]));
        return;
    }
    const int removed = g.ply_count() - *target;
    if (removed == 0) { // already there: nothing is lost, nothing to ask
        pending_.reset();
        if (auto r = g.retrace(*target, keep); !r) refused(r.error());
        after_change();
        return;
    }
    // Moves taken off the score sheet for good: asked first, naming them.
    const chess::Position& first = g.position_at(*target);
    const std::string first_words =
        ctx_.book.move_in_sentence(first, g.plies()[std::size_t(*target)].move);
    const int plies = g.ply_count();
    ctx_.ask({phrases::confirm_retrace(lang, removed, first.fullmove_number(),
                                       first.side_to_move(), first_words),
              [this, target = *target, keep, plies] {
                  game::Game& now = *start_.game;
                  // A move, or the flag, may have come while the question waited.
                  if (now.ply_count() != plies) {
                      refused({now.over() ? game::Refusal::game_over : game::Refusal::no_such_ply,
                               {}});
                      return Reaction::handled;
                  }
                  pending_.reset();
                  if (auto r = now.retrace(target, keep); !r) refused(r.error());
                  after_change();
                  return Reaction::redraw;
              },
              {}});
}

void PlaySession::save_command(const ParsedCommand& c) {
    const tts::Language lang = ctx_.language();
    std::string path;
    for (std::size_t i = 0; i < c.args.size(); ++i) path += (i ? " " : "") + c.args[i];
    if (path.empty())
        path = ctx_.settings.pgn_file.empty() ? default_game_file() : ctx_.settings.pgn_file;
    path = expand_home(path);
    // A file this session wrote holds this game, even one taken back since: written on.
    const bool ours = saved_paths_.contains(path) ||
                      (pgn_written_ && path == expand_home(ctx_.settings.pgn_file));
    const auto other = ours ? std::nullopt : holds_other_games(path, game());
    if (other)
        say(phrases::save_would_replace(lang, path, *other));
    else if (auto error = save_game_file(path, game(), start_.tags))
        say(phrases::save_failed(lang, *error));
    else {
        saved_paths_.insert(path);
        saved_by_hand_ = std::pair(game().ply_count(), game().over());
        last_saved_path_ = path;
        // A score sheet has no place for a sealed move, which must stay hidden.
        const bool seal_left_out = game().sealed() && !is_exact_save_path(path);
        say(phrases::saved_to(lang, path) +
            (seal_left_out ? " " + phrases::sealed_move_not_in_score_sheet(lang) : ""));
    }
}

void PlaySession::hint_command() {
    const tts::Language lang = ctx_.language();
    const game::Game& g = game();
    // Advice during a rated game is forbidden (11.3.1).
    if (g.setup().strictness == game::Strictness::tournament) {
        say(phrases::no_hint_in_tournament(lang));
        return;
    }
    if (g.over() || g.sealed() || g.awaiting_arbiter()) {
        refused({g.over()     ? game::Refusal::game_over
                 : g.sealed() ? game::Refusal::move_sealed
                              : game::Refusal::awaiting_arbiter,
                 {}});
        return;
    }
    if (computer_to_move()) {
        say(phrases::computer_thinking(lang));
        return;
    }
    // A game over has no move; any other position has one.
    const auto move = engine::suggest_move(game_line());
    if (!move) return;
    say(phrases::hint(lang, ctx_.book.move_in_sentence(g.position(), *move)));
}

void PlaySession::new_game_command() {
    ctx_.ask({ctx_.book.confirmation(tts::Confirmation::new_game),
              [this] {
                  // The new game follows the settings, with what the player chose when he
                  // resumed the last one (unless he has set another level since).
                  if (for_new_game_.mode) ctx_.settings.mode = *for_new_game_.mode;
                  if (for_new_game_.level && ctx_.settings.level == for_new_game_.resumed_level)
                      ctx_.settings.level = *for_new_game_.level;
                  for_new_game_ = {};
                  auto fresh = new_game(ctx_.settings, ctx_.time, random_);
                  if (!fresh) {
                      say(phrases::setting_refused(ctx_.language(), fresh.error()));
                      return Reaction::handled;
                  }
                  // Its first save replaces this game: kept in a file of its own first, or no
                  // new game.
                  const tts::Language lang = ctx_.language();
                  if (game().ply_count() > 0 || game().over()) {
                      const auto kept = keep_game(start_);
                      if (!kept) {
                          say(phrases::game_not_kept(lang, kept.error()));
                          return Reaction::handled;
                      }
                      say(game().over() ? phrases::finished_game_kept(lang, *kept)
                                        : phrases::unfinished_game_kept(lang, *kept));
                  }
                  if (engine_) engine_->cancel();
                  pending_.reset();
                  pending_offer_ = false;
                  start_ = std::move(*fresh);
                  talking_clock_ = TalkingClock(talking_schedule());
                  enable_talking_clock();
                  if (start_.mode == Mode::computer) {
                      talking_clock_.set_sides(start_.user == chess::WHITE,
                                               start_.user == chess::BLACK);
                      start_engine();
                  }
                  begin();
                  return Reaction::redraw;
              },
              {}});
}

} // namespace escaque::tui
