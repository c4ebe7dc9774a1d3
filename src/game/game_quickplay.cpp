// Quickplay finish (2001 Art. 10 and App. D; current Guidelines III; RULES.md §6.1) and flags
// that count only when claimed (2001 B6-B8). Everything here is off unless the game's setup
// announces it.
#include <chrono>
#include <string>

#include "chess/fen.h"
#include "game/game.h"

namespace escaque::game {

namespace {

const char* color_name(Color c) { return c == chess::WHITE ? "White" : "Black"; }

std::string clock_text(clock::Duration d) {
    const long long s = std::chrono::duration_cast<std::chrono::seconds>(d).count();
    return std::to_string(s / 60) + ":" + (s % 60 < 10 ? "0" : "") + std::to_string(s % 60);
}

const char* ground_text(QuickplayGround g) {
    switch (g) {
    case QuickplayGround::cannot_win_by_normal_means: return "the opponent cannot win by normal means";
    case QuickplayGround::no_effort_to_win: return "the opponent is making no effort to win by normal means";
    case QuickplayGround::both: return "the opponent cannot win by normal means and is making no effort to";
    }
    return "";
}

bool has_increment_or_delay(const clock::TimeControl& control) {
    for (const clock::Period& p : control.periods())
        if (p.method != clock::TimingMethod::sudden_death && p.bonus > clock::Duration{}) return true;
    return false;
}

} // namespace

bool Game::awaiting_arbiter() const {
    if (over()) return false;
    if (increment_awaits_arbiter_) return true;
    return quickplay_claim_ && (!quickplay_claim_->postponed || quickplay_claim_->flag);
}

std::optional<RefusalDetail> quickplay_unavailable(const GameSetup& setup) {
    if (!setup.quickplay_finish) return RefusalDetail::quickplay_not_announced;
    if (!setup.control.is_timed()) return RefusalDetail::no_clock;
    const GameClass game_class = clock::classify(setup.control, setup.edition);
    if (game_class == GameClass::blitz) return RefusalDetail::no_quickplay_in_blitz;
    if (!RulesProfile::for_edition(setup.edition)
             .quickplay_finish_applies(game_class, has_increment_or_delay(setup.control)))
        return RefusalDetail::no_quickplay_with_increment;
    return std::nullopt;
}

std::optional<RefusalDetail> flags_by_claim_unavailable(const GameSetup& setup) {
    if (!setup.control.is_timed()) return RefusalDetail::no_clock;
    const GameClass game_class = clock::classify(setup.control, setup.edition);
    if (!RulesProfile::for_edition(setup.edition).flags_by_claim_allowed(game_class))
        return RefusalDetail::flags_by_claim_2001_only;
    return std::nullopt;
}

bool Game::flags_by_claim() const {
    return setup_.flags_by_claim && !flags_by_claim_unavailable(setup_);
}

std::optional<RefusalDetail> Game::quickplay_unavailable_reason() const {
    return quickplay_unavailable(setup_);
}

Action Game::claim_quickplay_finish(QuickplayGround ground) {
    tick();
    if (over()) return refuse(Refusal::game_over);
    if (sealed_) return refuse(Refusal::move_sealed);
    if (awaiting_arbiter()) return refuse(Refusal::awaiting_arbiter);
    if (const auto why = quickplay_unavailable_reason())
        return refuse(Refusal::quickplay_not_available, *why);
    // A postponed claim stands until the arbiter rules (10.2b): the decision is final (10.2d).
    if (quickplay_claim_) return refuse(Refusal::awaiting_arbiter, RefusalDetail::claim_standing);
    const Color by = side_to_move();
    const clock::Duration left = clock_->remaining(side_of(by));
    if (left >= profile_.quickplay_claim_threshold())
        return refuse(Refusal::quickplay_time_not_low);

    if (clock_->running()) clock_->pause();
    QuickplayClaim claim;
    claim.by = by;
    claim.ground = ground;
    claim.ply = ply_count();
    claim.fen = chess::to_fen(position());
    claim.claimant_time = left;
    claim.opponent_time = clock_->remaining(side_of(~by));
    claim.referred = !setup_.arbiter_present;
    quickplay_claim_ = claim;
    // The record a human arbiter needs (App. D1 / III.6.1): who, on what ground, the times, the
    // final position; the score sheet itself is the game's.
    note(std::string(color_name(by)) + " claims a draw under the quickplay finish rule: " +
         ground_text(ground) + "; clocks White " +
         clock_text(by == chess::WHITE ? claim.claimant_time : claim.opponent_time) + ", Black " +
         clock_text(by == chess::BLACK ? claim.claimant_time : claim.opponent_time) +
         "; position " + claim.fen + (claim.referred ? "; referred to the arbiter" : ""));
    events_.push_back(QuickplayClaimMade{by, ground, claim.referred, left});
    return Ok{};
}

Action Game::rule_quickplay_claim(QuickplayRuling ruling) {
    if (over()) return refuse(Refusal::game_over);
    if (!quickplay_claim_) return refuse(Refusal::no_ruling_pending);
    QuickplayClaim& claim = *quickplay_claim_;
    const bool postponing =
        ruling == QuickplayRuling::postponed || ruling == QuickplayRuling::postponed_with_bonus;
    if (postponing && (claim.referred || claim.postponed))
        return refuse(Refusal::ruling_not_possible,
                      claim.referred ? RefusalDetail::referred_claim_not_postponed
                                     : RefusalDetail::claim_already_postponed);
    const Color by = claim.by;
    QuickplayClaimRuled ruled{by, ruling, {}};
    auto resume_play = [this] {
        if (clock_->started() && clock_->paused()) clock_->resume();
    };

    if (ruling == QuickplayRuling::upheld) {
        note(std::string(color_name(by)) + "'s quickplay claim: upheld");
        events_.push_back(ruled);
        end_game(Outcome::draw, Termination::quickplay_finish, by);
        return Ok{};
    }
    if (postponing) {
        // 10.2b / III.5.2: play goes on; the opponent may get two minutes.
        claim.postponed = true;
        if (ruling == QuickplayRuling::postponed_with_bonus)
            ruled.opponent_bonus = profile_.quickplay_opponent_bonus();
        note(std::string(color_name(by)) + "'s quickplay claim: postponed" +
             (ruled.opponent_bonus > clock::Duration{}
                  ? ", " + std::string(color_name(~by)) + " +" + clock_text(ruled.opponent_bonus)
                  : std::string()));
        events_.push_back(ruled);
        apply_time(~by, ruled.opponent_bonus, PenaltyReason::quickplay);
        resume_play();
        return Ok{};
    }

    // Rejected.
    const bool after_postponement = claim.postponed;
    const std::optional<Color> flag = claim.flag;
    quickplay_claim_.reset();
    if (claim.referred) {
        // App. D1 / III.6.1: the claim ended play, so a rejected claim cannot resume it; the
        // designated arbiter's ruling against the claimant is a win for the opponent.
        note(std::string(color_name(by)) + "'s quickplay claim: rejected by the arbiter");
        events_.push_back(ruled);
        end_game(win_for(~by), Termination::quickplay_claim_rejected, by);
        return Ok{};
    }
    if (!after_postponement) {
        // 10.2c / III.5.3: a rejection gives the opponent two minutes.
        ruled.opponent_bonus = profile_.quickplay_opponent_bonus();
    }
    note(std::string(color_name(by)) + "'s quickplay claim: rejected" +
         (ruled.opponent_bonus > clock::Duration{}
              ? ", " + std::string(color_name(~by)) + " +" + clock_text(ruled.opponent_bonus)
              : std::string()));
    events_.push_back(ruled);
    if (flag) {
        // The ruling came after a flag fell: the flag decides now.
        flag_result(*flag);
        return Ok{};
    }
    apply_time(~by, ruled.opponent_bonus, PenaltyReason::quickplay);
    resume_play();
    return Ok{};
}

Action Game::request_quickplay_increment() {
    tick();
    if (over()) return refuse(Refusal::game_over);
    if (sealed_) return refuse(Refusal::move_sealed);
    if (awaiting_arbiter()) return refuse(Refusal::awaiting_arbiter);
    if (const auto why = quickplay_unavailable_reason())
        return refuse(Refusal::quickplay_not_available, *why);
    if (profile_.quickplay_increment() == clock::Duration{})
        return refuse(Refusal::quickplay_not_available,
                      RefusalDetail::no_increment_request_2001);
    if (quickplay_increment_)
        return refuse(Refusal::ruling_not_possible, RefusalDetail::increment_already_granted);
    if (quickplay_claim_) return refuse(Refusal::awaiting_arbiter, RefusalDetail::claim_standing);
    if (pending_offer_) return refuse(Refusal::offer_already_pending);
    const Color by = side_to_move();
    const clock::Duration left = clock_->remaining(side_of(by));
    if (left >= profile_.quickplay_claim_threshold())
        return refuse(Refusal::quickplay_time_not_low);

    if (clock_->running()) clock_->pause();
    increment_request_ = by;
    pending_offer_ = by; // III.4: the request is a draw offer
    note(std::string(color_name(by)) + " asks for " +
         std::to_string(std::chrono::duration_cast<std::chrono::seconds>(
                            profile_.quickplay_increment())
                            .count()) +
         " seconds a move for both, which is a draw offer");
    events_.push_back(IncrementRequested{by, profile_.quickplay_increment()});
    events_.push_back(DrawOffered{by});
    return Ok{};
}

Action Game::rule_increment_request(bool grant) {
    if (over()) return refuse(Refusal::game_over);
    if (!increment_awaits_arbiter_ || !increment_request_) return refuse(Refusal::no_ruling_pending);
    const Color by = *increment_request_;
    if (grant) {
        grant_increment(by);
        return Ok{};
    }
    increment_request_.reset();
    increment_awaits_arbiter_ = false;
    note(std::string(color_name(by)) + "'s increment request: refused by the arbiter");
    events_.push_back(IncrementRuled{by, false, {}, {}});
    if (clock_->started() && clock_->paused()) clock_->resume();
    return Ok{};
}

void Game::grant_increment(Color by) {
    increment_request_.reset();
    increment_awaits_arbiter_ = false;
    quickplay_increment_ = true;
    const IncrementRuled ruled{by, true, profile_.quickplay_increment(),
                               profile_.quickplay_opponent_bonus()};
    note(std::string(color_name(by)) + "'s increment request: granted, " +
         std::string(color_name(~by)) + " +" + clock_text(ruled.opponent_bonus));
    events_.push_back(ruled);
    apply_time(~by, ruled.opponent_bonus, PenaltyReason::quickplay);
    if (clock_->started() && clock_->paused()) clock_->resume();
}

Action Game::claim_flag(Color by) {
    tick();
    if (over()) return refuse(Refusal::game_over);
    if (!flags_by_claim()) return refuse(Refusal::flags_called_automatically);
    const Color other = ~by;
    if (!clock_->flag_fallen(side_of(other))) return refuse(Refusal::no_flag_down);
    note(std::string(color_name(by)) + " claims " + color_name(other) + "'s flag");
    // B8: both flags down is a draw, whoever claims.
    if (clock_->flag_fallen(side_of(by))) {
        end_game(Outcome::draw, Termination::both_flags, std::nullopt);
        return Ok{};
    }
    if (quickplay_claim_ && quickplay_claim_->postponed) {
        quickplay_claim_->flag = other;
        if (clock_->running()) clock_->pause();
        events_.push_back(QuickplayRulingDue{quickplay_claim_->by, other});
        return Ok{};
    }
    flag_result(other);
    return Ok{};
}

} // namespace escaque::game
