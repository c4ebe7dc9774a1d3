// Strength levels 1–10 of the built-in engine. Weaker levels play like weaker humans rather than
// like a strong engine that blunders at random: they look fewer moves ahead, judge positions
// less precisely (a fixed "noise" per position), settle for a move that merely looks about as
// good as the best, and now and then overlook a quiet threat (the search sees captures but
// not the opponent's quiet reply). Even level 1 sees that a piece left en prise can be taken.
//
// Three tiers: levels 1–6 search to a fixed depth (1 to 5 plies; levels sharing a depth differ
// in noise and choice), levels 7–8 to a node budget, levels 9–10 by the clock (half of it, all
// of it). Matches between adjacent levels (see the engine's notes) measure the ladder.
#pragma once

#include <cstdint>

#include "engine/search.h"

namespace escaque::engine {

inline constexpr int MIN_LEVEL = 1;
inline constexpr int MAX_LEVEL = 10;

struct StrengthProfile {
    int level = MAX_LEVEL;
    int max_depth = 0;         // plies; 0 = no limit
    uint64_t max_nodes = 0;    // 0 = no limit
    int eval_noise = 0;        // centipawns, ± around the true evaluation
    int choice_margin = 0;     // centipawns below the best that a move may still be chosen
    int oversight_percent = 0; // chance per move to look only two plies ahead
    int time_percent = 100;    // share of the clock budget used
};

// Precondition: MIN_LEVEL <= level <= MAX_LEVEL.
StrengthProfile strength_for_level(int level);

// Narrows a search plan to a level for one move. move_seed makes the level's random choices
// (oversights, which of the near-best moves) repeatable for the same game and position.
void apply_strength(const StrengthProfile& profile, uint64_t move_seed, SearchPlan& plan);

} // namespace escaque::engine
