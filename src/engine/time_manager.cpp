#include "engine/time_manager.h"

#include <algorithm>

namespace escaque::engine {

namespace {
// Kept back from a fixed move time for handing the move over (thread wake-up, pipe, poll).
constexpr Milliseconds HANDOVER{2};
// Kept on the clock for the same reason, and for the process scheduler on a busy machine.
constexpr Milliseconds CLOCK_RESERVE{30};
} // namespace

std::optional<TimeBudget> plan_time(const SearchLimits& limits, chess::Color us, int game_ply) {
    if (limits.infinite) return std::nullopt;
    if (limits.move_time) {
        const Milliseconds t = std::max(Milliseconds{1}, *limits.move_time - HANDOVER);
        return TimeBudget{t, t};
    }
    if (!limits.time_left[us]) return std::nullopt;

    const Milliseconds left = *limits.time_left[us];
    const Milliseconds increment = limits.increment[us];
    const Milliseconds reserve = std::min(CLOCK_RESERVE, left / 10);
    const Milliseconds usable = std::max(Milliseconds{1}, left - reserve);
    // Without a control to reach, assume the game lasts about 40 more moves early on and
    // at least 20 more later.
    const int moves_left =
        limits.moves_to_go > 0 ? std::min(limits.moves_to_go, 50) : std::max(20, 45 - game_ply / 4);
    const bool last_before_control = limits.moves_to_go == 1;

    Milliseconds target = usable / moves_left + increment * 3 / 4;
    target = std::min(target, last_before_control ? usable * 8 / 10 : usable / 2);
    Milliseconds hard =
        std::min(target * 4, last_before_control ? usable * 9 / 10 : usable * 6 / 10);
    target = std::max(Milliseconds{1}, target);
    hard = std::max(target, hard);
    // Starting an iteration past about 60% of the target rarely finishes it in time.
    return TimeBudget{std::max(Milliseconds{1}, target * 6 / 10), hard};
}

} // namespace escaque::engine
