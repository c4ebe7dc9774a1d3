// Every value of the Laws that differs between the 2001 edition and the current one
// (RULES.md §8). No edition value is written as a literal anywhere else in the program.
#pragma once

#include <optional>

#include "clock/classification.h"
#include "clock/edition.h"
#include "clock/time_types.h"

namespace escaque::game {

using clock::Duration;
using clock::GameClass;

// What the rules do when a side makes its N-th illegal move (recording mode, RULES.md §4).
struct IllegalMovePenalty {
    Duration opponent_bonus{}; // time added to the opponent's clock
    bool loses = false;        // the game is lost (a draw if the opponent cannot mate)
};

// What happens when both flags are down, the order unknown (RULES.md §2.3).
enum class BothFlagsRule { play_on, draw };

class RulesProfile {
public:
    static RulesProfile for_edition(RulesEdition edition);

    RulesEdition edition() const { return edition_; }

    // Fivefold repetition and the 75-move rule end the game at once (current 9.6; not in 2001).
    bool automatic_fivefold_and_75() const { return edition_ == RulesEdition::current; }
    // Resigning when the opponent cannot mate by any series of legal moves is a draw (2023 5.1.2).
    bool resignation_draw_if_opponent_cannot_mate() const {
        return edition_ == RulesEdition::current;
    }
    // Draw by agreement only after both players have made a move (current 9.1.1).
    bool agreement_needs_both_moved() const { return edition_ == RulesEdition::current; }

    // A rejected 9.2 / 9.3 claim (RULES.md §3.6).
    Duration false_claim_opponent_bonus(GameClass game_class) const;
    Duration claimant_time_after_false_claim(Duration remaining) const;

    // The penalty for a side's illegal_count-th completed illegal move (1 = the first).
    IllegalMovePenalty illegal_move_penalty(GameClass game_class, int illegal_count) const;

    BothFlagsRule both_flags(GameClass game_class, bool quickplay_finish) const;

    // The time a quickplay-finish claim gives the opponent when rejected (2001 10.2; III.5).
    Duration quickplay_opponent_bonus() const;
    // A quickplay claim is allowed with less than this on the claimant's clock (2001 10.2; III.4).
    Duration quickplay_claim_threshold() const;
    // The increment both players may get instead of a claim (current III.4); zero in 2001,
    // which has no such option.
    Duration quickplay_increment() const;
    // Whether a quickplay finish applies to a game of this class and time control: 2001 any
    // quickplay finish but blitz (C4); current only standard or rapid without increment (III.3).
    bool quickplay_finish_applies(GameClass game_class, bool has_increment_or_delay) const;
    // Flags only on a player's claim (2001 B6-B7, rapid and blitz), as an option; the current
    // Laws have the arbiter call them (A.5.5), so there the program always does.
    bool flags_by_claim_allowed(GameClass game_class) const;

private:
    explicit RulesProfile(RulesEdition edition) : edition_(edition) {}
    RulesEdition edition_;
};

} // namespace escaque::game
