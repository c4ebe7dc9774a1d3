// During a search: can the position a move leads to be dismissed because the winner can never
// mate from it any more? Insufficient material and the static analysis answer that, but the
// analysis costs microseconds (2 to 3 on these machines), so it runs only after moves that
// close a door for good: a capture and, if asked, a promotion. Pawn pushes that leave pawns
// nose to nose were analysed too once; on the shared set, one thread, that pruned almost
// nothing (65.2 million positions searched without it, 64.4 million with it) and was half the
// time of the positions around the 99th percentile. Answers are remembered by position and
// winner for the thread's lifetime.
#pragma once

#include <cstdint>

#include "chess/position.h"

namespace escaque::chess {

class DeadEndFilter {
public:
    explicit DeadEndFilter(Color winner);

    // `after` is `before` with legal move m played. With `after_promotions`, promotions that
    // take nothing are looked at too.
    bool hopeless(const Position& before, Move m, const Position& after, bool after_promotions);

    // Fetches the memory hopeless(before, m, after, …) will read, for a call soon after.
    void prefetch(const Position& before, Move m, const Position& after) const;

    // Has the memory the filters of this thread share (8 MB) ready now rather than at the
    // first search.
    static void prefault_thread_memo();

private:
    Color winner_;
};

} // namespace escaque::chess
