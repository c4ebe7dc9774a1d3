// The arbiter's side of the game: claims, irregularities, retrace, adjournment, and rebuilding
// a saved game.
#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "chess/fen.h"
#include "chess/movegen.h"
#include "game/game.h"
#include "game/recorded_note.h"
#include "notation/san.h"

namespace escaque::game {

void Game::take_recorded_notes(const std::vector<std::string>& comments) {
    for (const std::string& comment : comments) {
        note(comment);
        const auto recorded = read_note(comment);
        if (!recorded) continue;
        // The penalties given with an illegal move or a wrong claim.
        if (const auto* illegal = std::get_if<IllegalMoveNote>(&*recorded)) {
            illegal_count_[illegal->side] = std::max(illegal_count_[illegal->side], illegal->count);
            apply_time(~illegal->side, illegal->opponent_bonus, PenaltyReason::arbiter);
        } else if (const auto* claim = std::get_if<DrawClaimNote>(&*recorded)) {
            apply_time(~claim->side, claim->opponent_bonus, PenaltyReason::arbiter);
        }
    }
}

void Game::apply_time(Color side, clock::Duration delta, PenaltyReason reason) {
    if (delta == clock::Duration{} || !setup_.control.is_timed()) return;
    clock_->add_time(side_of(side), delta);
    adjustments_.push_back(TimeAdjustment{ply_count(), side, delta});
    events_.push_back(TimeAdjusted{side, delta, reason});
}

Action Game::claim_draw(std::optional<Move> intended) {
    tick();
    if (over()) return refuse(Refusal::game_over);
    if (sealed_) return refuse(Refusal::move_sealed);
    if (awaiting_arbiter()) return refuse(Refusal::awaiting_arbiter);
    if (intended && !position().is_legal(*intended)) return refuse(Refusal::intended_move_illegal);
    // A position already claimable (9.2.1.2, 9.3.2) is the ruling's ground: the written move
    // plays no part in it, and is neither made nor told.
    if (intended && claimable()) intended.reset();
    const Color by = side_to_move();
    const std::string written_move =
        intended ? notation::to_san(position(), *intended) : std::string();

    if (const auto kind = claimable(intended)) {
        note(write_note(DrawClaimNote{by, *kind, written_move, true, {}}));
        events_.push_back(ClaimUpheld{
            by, *kind, intended ? std::optional(describe_move(position(), *intended)) : std::nullopt});
        end_game(Outcome::draw, *kind == ClaimKind::threefold_repetition
                                    ? Termination::threefold_repetition
                                    : Termination::fifty_moves,
                 by);
        return Ok{};
    }

    // 9.5.3: a wrong claim. In tournament mode the edition's penalty applies; the game goes on
    // with the intended move, and the claim stands as a draw offer (9.1.2.4).
    ClaimRejected rejected{by, intended, {}, clock_->remaining(side_of(by)), {}};
    // How near the claim came is a hint that a claim will soon be right: in tournament mode
    // nothing hints at one (RULES.md §9.4).
    if (setup_.strictness != Strictness::tournament) {
        rejected.appearances = appearances(intended);
        chess::Position after = position();
        if (intended) after.do_move(*intended);
        rejected.quiet_moves = after.halfmove_clock() / 2;
    }
    // Unchanged unless a penalty changes it (the running clock's microseconds do not count).
    rejected.claimant_after = rejected.claimant_before;
    if (setup_.strictness == Strictness::tournament && setup_.control.is_timed()) {
        rejected.opponent_bonus = profile_.false_claim_opponent_bonus(game_class_);
        apply_time(~by, rejected.opponent_bonus, PenaltyReason::false_claim);
        const clock::Duration after = profile_.claimant_time_after_false_claim(rejected.claimant_before);
        apply_time(by, after - rejected.claimant_before, PenaltyReason::false_claim);
        // The time the Laws set, as the arbiter says it; the running clock has already taken
        // a few microseconds of it, which would be heard as "fifty-nine seconds".
        rejected.claimant_after = after;
    }
    note(write_note(DrawClaimNote{by, std::nullopt, written_move, false, rejected.opponent_bonus}));
    events_.push_back(rejected);
    if (intended) make_move(*intended, false);
    // Not when the opponent could not accept it (current 9.1.1: he has not moved yet).
    const bool acceptable = !profile_.agreement_needs_both_moved() || has_moved(~by);
    if (!over() && !pending_offer_ && acceptable) {
        pending_offer_ = by;
        // (=) after the move it went with; without one, after the claimant's next move.
        if (intended)
            plies_.back().draw_offer = true;
        else
            offered_in_turn_ = by;
        events_.push_back(DrawOffered{by, true});
    }
    return Ok{};
}

Action Game::record_illegal_move(Color side) {
    tick();
    if (!setup_.recording) return refuse(Refusal::not_recording);
    if (over()) return refuse(Refusal::game_over);
    const int count = ++illegal_count_[side];
    IllegalMovePenalty penalty = profile_.illegal_move_penalty(game_class_, count);
    // Without a clock there is no time to give; the count still leads to the loss.
    if (!setup_.control.is_timed()) penalty.opponent_bonus = clock::Duration{};
    events_.push_back(IllegalMoveRecorded{side, count, penalty});
    // The game is lost, but drawn when the opponent cannot mate (current 7.5.5; 2001 C3).
    const bool drawn = penalty.loses && cannot_mate(~side);
    const Termination ending = !penalty.loses ? Termination::none
                               : drawn        ? Termination::illegal_moves_cannot_mate
                                              : Termination::illegal_moves;
    note(write_note(IllegalMoveNote{side, count, ending, penalty.opponent_bonus}));
    if (penalty.loses) {
        if (drawn)
            end_game(Outcome::draw, Termination::illegal_moves_cannot_mate, side);
        else
            end_game(win_for(~side), Termination::illegal_moves, side);
    } else {
        apply_time(~side, penalty.opponent_bonus, PenaltyReason::illegal_move);
    }
    return Ok{};
}

Action Game::retrace(int ply, bool keep_clock_times) {
    if (ply < 0 || ply > ply_count()) return refuse(Refusal::no_such_ply);
    const clock::Snapshot now = clock_->snapshot();
    clock::Snapshot target = ply == 0 ? initial_clock_ : plies_[ply - 1].clock_after;
    if (keep_clock_times) {
        for (size_t i = 0; i < 2; ++i) {
            target.sides[i].remaining = now.sides[i].remaining;
            target.sides[i].used = now.sides[i].used;
            target.sides[i].flag_fallen = now.sides[i].flag_fallen;
        }
    }
    // What happened during the moves taken off (an illegal move, a wrong claim) still happened:
    // escaque's notes of it move to the move played on from, so a score sheet keeps them.
    std::vector<std::string>& kept = ply == 0 ? notes_before_first_move_ : plies_[ply - 1].notes;
    for (size_t i = size_t(ply); i < plies_.size(); ++i)
        for (const std::string& n : plies_[i].notes)
            if (n.starts_with("White") || n.starts_with("Black")) kept.push_back(n);
    positions_.resize(size_t(ply) + 1);
    plies_.resize(size_t(ply));
    pending_offer_.reset();
    offered_in_turn_.reset();
    sealed_.reset();
    // A claim or request made in a position that is taken back goes with it.
    quickplay_claim_.reset();
    increment_request_.reset();
    increment_awaits_arbiter_ = false;
    const bool was_over = over();
    result_ = GameResult{};
    clock_->restore(target);
    // Penalties and bonuses given since stand (the illegal-move count does too): the times
    // restored were read before them.
    for (TimeAdjustment& a : adjustments_) {
        if (a.ply < ply) continue;
        if (!keep_clock_times) clock_->add_time(side_of(a.side), a.delta);
        a.ply = ply;
    }
    if (was_over && clock_->started() && clock_->paused()) clock_->resume();
    events_.push_back(Retraced{ply, !keep_clock_times, setup_.control.is_timed()});
    check_automatic_endings();
    return Ok{};
}

Action Game::seal(Move move) {
    tick();
    if (over()) return refuse(Refusal::game_over);
    if (sealed_) return refuse(Refusal::move_sealed);
    if (awaiting_arbiter()) return refuse(Refusal::awaiting_arbiter);
    // RULES.md §9.20: the sealed move is checked now, so it can never be illegal or ambiguous.
    if (!position().is_legal(move)) return refuse(Refusal::illegal_move);
    const clock::Snapshot snap = clock_->snapshot();
    SealedMove s;
    s.move = move;
    s.by = side_to_move();
    s.move_number = position().fullmove_number();
    s.fen_before = chess::to_fen(position());
    s.white_used = snap.side(clock::Side::white).used;
    s.black_used = snap.side(clock::Side::black).used;
    s.draw_offer_standing = pending_offer_.has_value();
    sealed_ = s;
    if (clock_->running()) clock_->pause();
    events_.push_back(MoveSealed{s.by, s.move_number});
    return Ok{};
}

Action Game::resume_adjourned() {
    if (!sealed_) return refuse(Refusal::nothing_sealed);
    if (over()) return refuse(Refusal::game_over);
    const SealedMove s = *sealed_;
    sealed_.reset();
    events_.push_back(SealedMoveRevealed{s.move, notation::to_san(position(), s.move)});
    if (!position().is_legal(s.move)) {
        // Guidelines I.9: an illegal sealed move loses. Sealing checks it, so only a damaged
        // saved game can bring this here.
        end_game(win_for(~s.by), Termination::sealed_move_invalid, s.by);
        return Ok{};
    }
    if (!clock_->started())
        clock_->start();
    else if (clock_->paused())
        clock_->resume();
    make_move(s.move, false);
    return Ok{};
}

Action Game::adjust_time(Color side, clock::Duration delta) {
    if (over()) return refuse(Refusal::game_over);
    apply_time(side, delta, PenaltyReason::arbiter);
    return Ok{};
}

bool Game::hold_clock() {
    tick();
    if (over() || !clock_->running()) return false;
    return clock_->pause();
}

void Game::release_clock() {
    if (!over() && clock_->started() && clock_->paused()) clock_->resume();
}

void Game::set_recorded_clock(clock::Duration remaining) {
    if (plies_.empty() || !setup_.control.is_timed()) return;
    const clock::Side mover = side_of(~side_to_move());
    clock_->add_time(mover, remaining - clock_->remaining(mover));
    plies_.back().clock_after.sides[clock::index_of(mover)].remaining = remaining;
}

Game::Restored Game::state() const {
    Restored r;
    r.plies = plies_;
    r.clock_now = clock_->snapshot();
    r.clock_started = clock_->started();
    r.delay_used = clock_->delay_used();
    r.pending_offer = pending_offer_;
    r.sealed = sealed_;
    r.white_illegal = illegal_count_[chess::WHITE];
    r.black_illegal = illegal_count_[chess::BLACK];
    r.result = result_;
    r.white_last_offer_move = last_offer_move_[chess::WHITE];
    r.black_last_offer_move = last_offer_move_[chess::BLACK];
    r.opening_notes = notes_before_first_move_;
    r.quickplay_claim = quickplay_claim_;
    r.increment_request = increment_request_;
    r.increment_awaits_arbiter = increment_awaits_arbiter_;
    r.quickplay_increment = quickplay_increment_;
    r.adjustments = adjustments_;
    return r;
}

Result<Game, std::string> Game::restore(const clock::TimeSource& time, GameSetup setup,
                                        const Restored& state) {
    Game game(time, std::move(setup));
    game.events_.clear();
    game.result_ = GameResult{};
    for (size_t i = 0; i < state.plies.size(); ++i) {
        const PlyRecord& ply = state.plies[i];
        if (!game.position().is_legal(ply.move))
            return unexpected("move " + std::to_string(i + 1) + " (" + ply.san +
                              ") is not legal in the saved game");
        PlyRecord record = ply;
        record.san = notation::to_san(game.position(), ply.move);
        chess::Position next = game.position();
        next.do_move(ply.move);
        game.positions_.push_back(next);
        game.plies_.push_back(std::move(record));
    }
    if (state.clock_started) game.clock_->start();
    game.clock_->restore(state.clock_now, state.delay_used);
    game.pending_offer_ = state.pending_offer;
    game.sealed_ = state.sealed;
    game.illegal_count_[chess::WHITE] = state.white_illegal;
    game.illegal_count_[chess::BLACK] = state.black_illegal;
    game.last_offer_move_[chess::WHITE] = state.white_last_offer_move;
    game.last_offer_move_[chess::BLACK] = state.black_last_offer_move;
    game.notes_before_first_move_ = state.opening_notes;
    game.result_ = state.result;
    game.quickplay_claim_ = state.quickplay_claim;
    game.increment_request_ = state.increment_request;
    game.increment_awaits_arbiter_ = state.increment_awaits_arbiter;
    game.quickplay_increment_ = state.quickplay_increment;
    game.adjustments_ = state.adjustments;
    for (TimeAdjustment& a : game.adjustments_) a.ply = std::min(a.ply, game.ply_count());
    // Play was stopped when the game was saved (over, sealed, or waiting for the arbiter).
    const bool stopped = game.over() || game.sealed_ || game.awaiting_arbiter() ||
                         (game.increment_request_ && game.pending_offer_);
    if (stopped && game.clock_->running()) game.clock_->pause();
    game.events_.clear();
    return game;
}

} // namespace escaque::game
