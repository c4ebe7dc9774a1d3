// During a search: can the position a move leads to be dismissed because the winner can never
// mate from it any more? Insufficient material and the static analysis answer that, but the
// analysis costs microseconds, so it runs only after moves that can close a door for good: a
// capture, a promotion and, if asked, a pawn push that leaves pawns blocked against each
// other. Answers are remembered by position and winner for the thread's lifetime.
#pragma once

#include <cstdint>

#include "chess/position.h"

namespace escaque::chess {

class DeadEndFilter {
public:
    explicit DeadEndFilter(Color winner);

    // `after` is `before` with legal move m played. With `after_pawn_locks`, pushes that leave
    // pawns nose to nose are looked at too.
    bool hopeless(const Position& before, Move m, const Position& after, bool after_pawn_locks);

    // Fetches the memory hopeless(before, m, after, …) will read, for a call soon after.
    void prefetch(const Position& before, Move m, const Position& after) const;

    // Has the memory the filters of this thread share (8 MB) ready now rather than at the
    // first search.
    static void prefault_thread_memo();

private:
    Color winner_;
};

} // namespace escaque::chess
