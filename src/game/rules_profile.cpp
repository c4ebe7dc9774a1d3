#include "game/rules_profile.h"

namespace escaque::game {

namespace {
using std::chrono::minutes;
using std::chrono::seconds;
} // namespace

RulesProfile RulesProfile::for_edition(RulesEdition edition) { return RulesProfile(edition); }

Duration RulesProfile::false_claim_opponent_bonus(GameClass game_class) const {
    if (edition_ == RulesEdition::edition2001) return minutes(3); // 2001 9.5
    // Current 9.5.3: two minutes; one minute in rapid and blitz (A.4 / B.3, 2023 text).
    return game_class == GameClass::standard ? Duration(minutes(2)) : Duration(minutes(1));
}

Duration RulesProfile::claimant_time_after_false_claim(Duration remaining) const {
    if (edition_ == RulesEdition::current) return remaining; // current 9.5.3: unchanged
    // 2001 9.5: above two minutes the claimant loses half his time, at most three minutes;
    // between one and two minutes he is set to one minute; below one minute, unchanged.
    if (remaining > minutes(2)) {
        const Duration half = remaining / 2;
        return remaining - (half > minutes(3) ? Duration(minutes(3)) : half);
    }
    if (remaining >= minutes(1)) return minutes(1);
    return remaining;
}

IllegalMovePenalty RulesProfile::illegal_move_penalty(GameClass game_class,
                                                      int illegal_count) const {
    if (edition_ == RulesEdition::edition2001) {
        // 2001 7.4 (and B for rapid): two minutes to the opponent twice, the third loses.
        // Blitz (C3): an illegal move loses when claimed.
        if (game_class == GameClass::blitz) return {Duration{}, true};
        if (illegal_count >= 3) return {Duration{}, true};
        return {minutes(2), false};
    }
    // Current 7.5.5 and A.5.2 / B.3.2: the first gives the opponent two minutes (one in rapid
    // and blitz); the second loses.
    if (illegal_count >= 2) return {Duration{}, true};
    return {game_class == GameClass::standard ? Duration(minutes(2)) : Duration(minutes(1)), false};
}

BothFlagsRule RulesProfile::both_flags(GameClass game_class, bool quickplay_finish) const {
    if (edition_ == RulesEdition::edition2001) {
        // 6.12 play on; 10.3 quickplay draw; B8 (rapid, and blitz through C) draw.
        if (quickplay_finish || game_class != GameClass::standard) return BothFlagsRule::draw;
        return BothFlagsRule::play_on;
    }
    // Current: only Guidelines III, when adopted, draws in the final period.
    return quickplay_finish ? BothFlagsRule::draw : BothFlagsRule::play_on;
}

Duration RulesProfile::quickplay_opponent_bonus() const { return minutes(2); }
Duration RulesProfile::quickplay_claim_threshold() const { return minutes(2); }

Duration RulesProfile::quickplay_increment() const {
    return edition_ == RulesEdition::current ? Duration(std::chrono::seconds(5)) : Duration{};
}

bool RulesProfile::quickplay_finish_applies(GameClass game_class,
                                            bool has_increment_or_delay) const {
    if (game_class == GameClass::blitz) return false;
    return edition_ == RulesEdition::edition2001 || !has_increment_or_delay;
}

bool RulesProfile::flags_by_claim_allowed(GameClass game_class) const {
    return edition_ == RulesEdition::edition2001 && game_class != GameClass::standard;
}

} // namespace escaque::game
