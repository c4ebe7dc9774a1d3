// During a search: can the position a move leads to be dismissed because the winner can never
// mate from it any more? Insufficient material and the static analysis answer that, but the
// analysis costs microseconds, so it runs only after moves that can close a door for good: a
// capture, a promotion and, if asked, a pawn push that leaves pawns blocked against each
// other. Answers are remembered by placement, which positions differing only in the side to
// move share.
#pragma once

#include <cstdint>

#include "chess/position.h"

namespace escaque::chess {

class DeadEndFilter {
public:
    DeadEndFilter(Color winner, bool after_pawn_locks);

    // `after` is `before` with legal move m played.
    bool hopeless(const Position& before, Move m, const Position& after);

private:
    Color winner_;
    bool after_pawn_locks_;
    uint32_t session_; // marks this filter's entries in the thread's shared memo
};

} // namespace escaque::chess
