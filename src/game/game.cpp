#include "game/game.h"

#include <algorithm>

#include "chess/fen.h"
#include "chess/movegen.h"
#include "game/recorded_note.h"
#include "notation/san.h"

namespace escaque::game {

const char* result_text(Outcome outcome) {
    switch (outcome) {
    case Outcome::white_wins: return "1-0";
    case Outcome::black_wins: return "0-1";
    case Outcome::draw: return "1/2-1/2";
    case Outcome::ongoing: break;
    }
    return "*";
}

const char* describe(Refusal refusal) {
    switch (refusal) {
    case Refusal::game_over: return "the game is over";
    case Refusal::not_started: return "the game has not started";
    case Refusal::illegal_move: return "that move is not legal";
    case Refusal::not_your_turn: return "it is not your turn";
    case Refusal::no_offer_to_answer: return "there is no draw offer to answer";
    case Refusal::offer_too_early: return "a draw cannot be offered yet";
    case Refusal::agreement_too_early:
        return "a draw can be agreed only after both players have moved";
    case Refusal::offer_too_soon_again: return "a draw was offered too recently";
    case Refusal::offer_already_pending: return "a draw offer is already waiting for an answer";
    case Refusal::intended_move_illegal: return "the move given with the claim is not legal";
    case Refusal::not_recording: return "only in recording mode";
    case Refusal::no_such_ply: return "there is no such move in this game";
    case Refusal::move_sealed: return "the game is adjourned with a sealed move";
    case Refusal::nothing_sealed: return "no move has been sealed";
    case Refusal::quickplay_not_available: return "there is no quickplay finish in this game";
    case Refusal::quickplay_time_not_low: return "a quickplay claim needs less than two minutes";
    case Refusal::awaiting_arbiter: return "play is stopped until the arbiter rules";
    case Refusal::no_ruling_pending: return "there is nothing for the arbiter to rule on";
    case Refusal::ruling_not_possible: return "that ruling is not possible now";
    case Refusal::flags_called_automatically: return "flags are called by the program";
    case Refusal::no_flag_down: return "the opponent's flag has not fallen";
    }
    return "refused";
}

const char* describe(RefusalDetail detail) {
    switch (detail) {
    case RefusalDetail::none: return "";
    case RefusalDetail::quickplay_not_announced: return "it was not announced before the game";
    case RefusalDetail::no_clock: return "the game has no clock";
    case RefusalDetail::no_quickplay_in_blitz: return "there is no quickplay finish in blitz";
    case RefusalDetail::no_quickplay_with_increment:
        return "the current Laws have no quickplay finish with an increment or a delay";
    case RefusalDetail::flags_by_claim_2001_only:
        return "flags by claim are a rule of the 2001 Laws for rapid and blitz only";
    case RefusalDetail::claim_standing: return "a claim is already standing";
    case RefusalDetail::referred_claim_not_postponed: return "a referred claim cannot be postponed";
    case RefusalDetail::claim_already_postponed: return "the claim is already postponed";
    case RefusalDetail::increment_already_granted: return "the increment has already been granted";
    case RefusalDetail::no_increment_request_2001:
        return "the 2001 Laws have no increment request; claim instead";
    }
    return "";
}

clock::Side side_of(Color c) { return c == chess::WHITE ? clock::Side::white : clock::Side::black; }
Color color_of(clock::Side s) { return s == clock::Side::white ? chess::WHITE : chess::BLACK; }

Game::Game(const clock::TimeSource& time, GameSetup setup)
    : time_(&time), setup_(std::move(setup)), profile_(RulesProfile::for_edition(setup_.edition)),
      game_class_(clock::classify(setup_.control, setup_.edition)) {
    setup_.clock_options.first_to_move = side_of(setup_.start.side_to_move());
    clock_ = std::make_unique<clock::ChessClock>(*time_, setup_.control, setup_.clock_options);
    initial_clock_ = clock_->snapshot();
    positions_.push_back(setup_.start);
    // A game set up in a finished position is over before it starts.
    check_automatic_endings();
}

Action Game::refuse(Refusal reason, RefusalDetail detail) const {
    return unexpected(GameRefusal{reason, detail});
}

void Game::note(const std::string& text) {
    if (plies_.empty())
        notes_before_first_move_.push_back(text);
    else
        plies_.back().notes.push_back(text);
}

Action Game::start() {
    if (over()) return refuse(Refusal::game_over);
    clock_->start();
    return Ok{};
}

int Game::repetition_count() const {
    const chess::Key key = position().key();
    int count = 0;
    // Only positions since the last capture or pawn move can repeat the current one.
    const int reach = std::min<int>(position().halfmove_clock(), int(positions_.size()) - 1);
    for (int back = 0; back <= reach; back += 2)
        if (positions_[positions_.size() - 1 - back].key() == key) ++count;
    return count;
}

std::optional<ClaimKind> Game::claimable(std::optional<Move> intended) const {
    if (threefold_claimable(intended)) return ClaimKind::threefold_repetition;
    if (fifty_moves_claimable(intended)) return ClaimKind::fifty_moves;
    return std::nullopt;
}

int Game::appearances(std::optional<Move> intended) const {
    const chess::Position& now = position();
    if (!intended) return repetition_count();
    chess::Position after = now;
    after.do_move(*intended);
    // Earlier occurrences of the position after the move have the same side to move, so they
    // stand an odd number of plies back, and none before the last capture or pawn move.
    if (after.halfmove_clock() == 0) return 1;
    int seen = 1;
    const int last = int(positions_.size()) - 1;
    for (int i = last - 1; i >= 0 && i >= last - now.halfmove_clock(); i -= 2)
        if (positions_[i].key() == after.key()) ++seen;
    return seen;
}

// With an intended move the claim is correct when the position after it qualifies, or when
// the one on the board already does (RULES.md 3.3, 3.4: "about to appear" or "has just
// appeared"; "after the written move" or "already so"). The written move is not made (9.2.1.1,
// 9.3.1): a correct claim draws even when that move would have mated.
bool Game::threefold_claimable(std::optional<Move> intended) const {
    const chess::Position& now = position();
    if (!chess::has_legal_move(now)) return false;
    if (repetition_count() >= 3) return !intended || now.is_legal(*intended);
    if (!intended || !now.is_legal(*intended)) return false;
    // "About to appear" (9.2.1.1): the position after the move has occurred twice already.
    return appearances(intended) >= 3;
}

bool Game::fifty_moves_claimable(std::optional<Move> intended) const {
    const chess::Position& now = position();
    if (!chess::has_legal_move(now)) return false;
    if (now.halfmove_clock() >= 100) return !intended || now.is_legal(*intended);
    if (!intended || !now.is_legal(*intended)) return false;
    chess::Position after = now;
    after.do_move(*intended);
    // 9.3.1: the intended move completes 50 moves of each player without capture or pawn move.
    return after.halfmove_clock() >= 100;
}

Action Game::play(Move move, bool offer_draw) {
    tick();
    if (over()) return refuse(Refusal::game_over);
    if (sealed_) return refuse(Refusal::move_sealed);
    if (awaiting_arbiter()) return refuse(Refusal::awaiting_arbiter);
    if (!position().is_legal(move)) return refuse(Refusal::illegal_move);
    // An offer that could not stand is not made; the program asks offer_refusal() first.
    if (offer_draw && offer_refusal(side_to_move())) offer_draw = false;
    make_move(move, offer_draw);
    return Ok{};
}

void Game::make_move(Move move, bool offer_draw) {
    const chess::Position& before = position();
    const Color mover = before.side_to_move();
    // `before` is positions_.back(), which the push_back below may move: keep what is needed.
    const int move_number = before.fullmove_number();
    MoveMade made = describe_move(before, move);
    chess::Position after = before;
    after.do_move(move);

    // The clocks as the press left them: a move that ends the game stops them there, and the
    // opponent's clock must not lose the moments since (heard as a second gone).
    std::optional<clock::Snapshot> pressed_at;
    std::optional<clock::Duration> control_time; // the next period's, when this move reached it
    if (clock_->started() && !clock_->paused()) {
        const clock::PressResult press = clock_->press();
        if (press.control_reached && !press.late) control_time = press.time_added;
        // III.4: once granted, every completed move gains the quickplay increment.
        if (press.pressed) pressed_at = press.after;
        if (quickplay_increment_ && press.pressed && !press.late) {
            clock_->add_time(side_of(mover), profile_.quickplay_increment());
            pressed_at->sides[clock::index_of(side_of(mover))].remaining +=
                profile_.quickplay_increment();
        }
    }
    // The opponent answered an offer by moving (9.1.2.3): it lapses.
    if (pending_offer_ && *pending_offer_ != mover) {
        events_.push_back(DrawOfferLapsed{*pending_offer_});
        pending_offer_.reset();
    }

    PlyRecord record;
    record.move = move;
    record.san = made.san;
    record.clock_after = pressed_at ? *pressed_at : clock_->snapshot();
    // An offer of the mover's made in this turn, before the move, standing or declined since
    // (his offers from earlier turns lapsed at the opponent's move): the score sheet marks it
    // here.
    record.draw_offer = offer_draw || pending_offer_ == mover || offered_in_turn_ == mover;
    offered_in_turn_.reset();
    positions_.push_back(after);
    plies_.push_back(std::move(record));
    made.ply = int(plies_.size());
    events_.push_back(made);

    check_automatic_endings();
    // Told while play goes on, and when there is time to tell of (not a byo-yomi's start).
    if (control_time && *control_time > clock::Duration{} && !over())
        events_.push_back(TimeControlReached{mover, *control_time});
    // A move that ends the game stops the clocks as it is made: the opponent, whose clock the
    // press started, is given back the moments the ending took to find (a dead position's
    // analysis can take some).
    if (over() && clock_->started()) clock_->restore(plies_.back().clock_after);
    if (offer_draw && !over()) {
        pending_offer_ = mover;
        last_offer_move_[mover] = move_number;
        events_.push_back(DrawOffered{mover});
    }
}

void Game::check_automatic_endings() {
    if (over()) return;
    const chess::Position& pos = position();
    const Color to_move = pos.side_to_move();
    if (!chess::has_legal_move(pos)) {
        if (pos.in_check())
            end_game(win_for(~to_move), Termination::checkmate, ~to_move);
        else
            end_game(Outcome::draw, Termination::stalemate, std::nullopt);
        return;
    }
    if (profile_.automatic_fivefold_and_75()) {
        if (repetition_count() >= 5) {
            end_game(Outcome::draw, Termination::fivefold_repetition, std::nullopt);
            return;
        }
        if (pos.halfmove_clock() >= 150) {
            end_game(Outcome::draw, Termination::seventy_five_moves, std::nullopt);
            return;
        }
    }
    if (position_is_dead())
        end_game(Outcome::draw, Termination::dead_position, std::nullopt);
}

void Game::end_game(Outcome outcome, Termination reason, std::optional<Color> side) {
    if (over()) return;
    result_ = GameResult{outcome, reason, side};
    pending_offer_.reset();
    increment_request_.reset();
    increment_awaits_arbiter_ = false;
    if (clock_->running()) clock_->pause();
    events_.push_back(GameOver{result_});
}

bool Game::has_moved(Color side) const {
    return ply_count() >= (start_position().side_to_move() == side ? 1 : 2);
}

int Game::offer_move_number(Color by) const {
    // About to move: the move to come. Just moved: that move, which for Black is one less than
    // the position's number (it counts up after Black's move).
    const int number = position().fullmove_number();
    return side_to_move() != by && by == chess::BLACK && has_moved(chess::BLACK) ? number - 1
                                                                                 : number;
}

std::optional<GameRefusal> Game::offer_refusal(Color by) const {
    // The offer goes with a move of `by`, made or about to be: the move it is counted at.
    const int move_number = offer_move_number(by);
    if (move_number < setup_.offers.minimum_move) return GameRefusal{Refusal::offer_too_early, {}};
    // The throttle is etiquette for play; a recording writes down what happened at the board.
    if (!setup_.recording && move_number - last_offer_move_[by] < setup_.offers.moves_between)
        return GameRefusal{Refusal::offer_too_soon_again, {},
                           last_offer_move_[by] + setup_.offers.moves_between};
    // Current 9.1.1: the opponent answers before his next move, so he must have moved already.
    if (profile_.agreement_needs_both_moved() && !has_moved(~by))
        return GameRefusal{Refusal::agreement_too_early, {}};
    return std::nullopt;
}

Action Game::offer_draw(Color by) {
    tick();
    if (over()) return refuse(Refusal::game_over);
    if (pending_offer_) return refuse(Refusal::offer_already_pending);
    if (auto refusal = offer_refusal(by)) return unexpected(*refusal);
    const int move_number = offer_move_number(by);
    pending_offer_ = by;
    last_offer_move_[by] = move_number;
    if (!plies_.empty() && side_to_move() != by) plies_.back().draw_offer = true;
    if (side_to_move() == by) offered_in_turn_ = by;
    events_.push_back(DrawOffered{by});
    return Ok{};
}

Action Game::accept_draw(Color by) {
    tick();
    if (over()) return refuse(Refusal::game_over);
    if (!pending_offer_ || *pending_offer_ == by) return refuse(Refusal::no_offer_to_answer);
    // Current 9.1.1: both players must have made at least one move.
    if (profile_.agreement_needs_both_moved() && (!has_moved(chess::WHITE) || !has_moved(chess::BLACK)))
        return refuse(Refusal::agreement_too_early);
    events_.push_back(DrawAccepted{by});
    end_game(Outcome::draw, Termination::agreement, std::nullopt);
    return Ok{};
}

Action Game::decline_draw(Color by) {
    if (over()) return refuse(Refusal::game_over);
    if (!pending_offer_ || *pending_offer_ == by) return refuse(Refusal::no_offer_to_answer);
    pending_offer_.reset();
    events_.push_back(DrawDeclined{by});
    if (increment_request_) {
        // III.4: the refused request goes to the arbiter; with none present, the program,
        // acting as arbiter, grants it (RULES.md §9.14).
        if (setup_.arbiter_present)
            increment_awaits_arbiter_ = true;
        else
            grant_increment(*increment_request_);
    }
    return Ok{};
}

Action Game::resign(Color side) {
    tick();
    if (over()) return refuse(Refusal::game_over);
    if (profile_.resignation_draw_if_opponent_cannot_mate() && cannot_mate(~side))
        end_game(Outcome::draw, Termination::resignation_cannot_mate, side);
    else
        end_game(win_for(~side), Termination::resignation, side);
    return Ok{};
}

void Game::handle_flag(Color side) {
    events_.push_back(FlagFell{side});
    if (flags_by_claim()) {
        // The ending's own words: the score sheet does not repeat them after the last move.
        note(*write_note(EndingNote{Termination::time_forfeit, side}));
        // B8: both flags down is a draw; one flag waits for the opponent's claim.
        if (clock_->both_flags_fallen()) end_game(Outcome::draw, Termination::both_flags, std::nullopt);
        return;
    }
    if (quickplay_claim_ && quickplay_claim_->postponed) {
        // 10.2b / III.5.2: the arbiter declares the result now; play stops until then.
        quickplay_claim_->flag = side;
        if (clock_->running()) clock_->pause();
        events_.push_back(QuickplayRulingDue{quickplay_claim_->by, side});
        return;
    }
    flag_result(side);
}

void Game::flag_result(Color side) {
    // 6.9: a loss, unless the opponent cannot mate by any series of legal moves.
    if (cannot_mate(~side))
        end_game(Outcome::draw, Termination::time_forfeit_cannot_mate, side);
    else
        end_game(win_for(~side), Termination::time_forfeit, side);
}

void Game::tick() {
    if (over()) return;
    for (const clock::ClockEvent& e : clock_->collect_events()) {
        const Color side = color_of(e.side);
        switch (e.kind) {
        case clock::ClockEventKind::flag: handle_flag(side); break;
        case clock::ClockEventKind::time_announcement:
            events_.push_back(TimeAnnouncement{side, e.remaining, false, false, 0});
            break;
        case clock::ClockEventKind::low_time_warning:
            events_.push_back(TimeAnnouncement{side, e.remaining, true, false, 0});
            break;
        case clock::ClockEventKind::overtime_period:
            events_.push_back(
                TimeAnnouncement{side, e.remaining, false, true, e.overtime_periods_left});
            break;
        }
        if (over()) return;
    }
}

std::optional<clock::TimePoint> Game::next_event_time() const {
    if (over()) return std::nullopt;
    return clock_->next_event_time();
}

std::vector<Event> Game::take_events() {
    std::vector<Event> out;
    out.swap(events_);
    return out;
}

} // namespace escaque::game
