#include "engine/strength.h"

#include <algorithm>

#include "engine/seed_mix.h"

namespace escaque::engine {

namespace {
// clang-format off
// level, depth, nodes, noise, margin, oversight %, time %
constexpr StrengthProfile PROFILES[MAX_LEVEL] = {
    {1,  1,      0,   60,   45,        30,   100},
    {2,  2,      0,   60,   45,        30,   100},
    {3,  2,      0,   20,   12,        10,   100},
    {4,  3,      0,   20,   12,        10,   100},
    {5,  4,      0,   15,   10,         6,   100},
    {6,  5,      0,   10,    6,         4,   100},
    {7,  0,   6000,    4,    0,         0,   100},
    {8,  0,  16000,    0,    0,         0,   100},
    {9,  0,      0,    0,    0,         0,    50},
    {10, 0,      0,    0,    0,         0,   100},
};
// clang-format on

} // namespace

StrengthProfile strength_for_level(int level) {
    return PROFILES[std::clamp(level, MIN_LEVEL, MAX_LEVEL) - 1];
}

void apply_strength(const StrengthProfile& profile, uint64_t move_seed, SearchPlan& plan) {
    if (profile.max_depth > 0) plan.max_depth = std::min(plan.max_depth, profile.max_depth);
    if (profile.max_nodes > 0)
        plan.max_nodes =
            plan.max_nodes ? std::min(plan.max_nodes, profile.max_nodes) : profile.max_nodes;
    plan.eval_noise = profile.eval_noise;
    plan.choice_margin = profile.choice_margin;
    plan.seed = move_seed;
    if (profile.oversight_percent > 0 && int(seed_mix(move_seed) % 100) < profile.oversight_percent)
        plan.max_depth = std::min(plan.max_depth, 2);
}

} // namespace escaque::engine
