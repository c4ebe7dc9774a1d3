// The search stage of "can this side mate?": several searches share the node budget, each
// with its own strengths, and the first to settle the question answers it:
//   - helpmate searches aimed at the nearest narrow square, at the mate picture and at the
//     corner a mate with these pieces usually needs (mating_plan.h);
//   - the breadth-first walk over all reachable positions (reachable_positions.h), which
//     proves fortresses whose mobile pieces have few positions.
// They run in rounds whose node quota doubles, so no single search's weakness costs more than
// a constant factor of the budget. With `helper_thread`, after the first round the walk and
// the corner search go on on this thread's helper (helper_thread.h) beside the other two; the
// answer is the same whatever the timing.
#pragma once

#include <cstdint>
#include <vector>

#include "chess/dead/mobility.h"
#include "chess/dead/unwinnability.h"
#include "chess/position.h"

namespace escaque::chess {

// Precondition: neither side is mated or stalemated in pos.
MateAnswer search_for_mate(const Position& pos, const Mobility& mobility, Color winner,
                           uint64_t node_budget, bool helper_thread);

} // namespace escaque::chess
