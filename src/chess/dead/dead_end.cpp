#include "chess/dead/dead_end.h"

#include "chess/dead/mate_feasibility.h"
#include "chess/dead/material.h"
#include "chess/dead/zeroed_table.h"

namespace escaque::chess {

namespace {

// A push that ends nose to nose with another pawn may lock a file; other pushes only narrow
// what the parent's analysis already allowed.
bool may_lock(const Position& after, Move m) {
    const Color mover = ~after.side_to_move();
    const Square to = m.to();
    if (relative_rank(mover, to) == RANK_8) return true; // promoted
    return type_of(after.piece_on(to + pawn_push(mover))) == PAWN;
}

// Answers by placement and winner, shared by the filters of one thread for its lifetime: an
// answer depends on nothing else, so the searches for one side, the other side's and the next
// position's all use what the first worked out.
class Memo {
public:
    struct Slot {
        Key placement = 0;
        uint8_t owner = 0; // 0: empty; else 1 + the winner the answer is for
        bool hopeless = false;
    };

    Memo() : slots_(SIZE) {}

    Slot& slot(Key placement) { return slots_[placement & (SIZE - 1)]; }
    void prefetch(Key placement) const { __builtin_prefetch(&slots_[placement & (SIZE - 1)]); }

    void prefault() { slots_.prefault(); }

private:
    // 2^20 slots (16 MB): pawn endings push pawns nose to nose all the time; with 2^14 the
    // same placements were analysed again and again (2.5 times the CPU on the hardest ones).
    static constexpr size_t SIZE = size_t(1) << 20;
    ZeroedTable<Slot> slots_;
};

Memo& thread_memo() {
    thread_local Memo memo;
    return memo;
}

// The memo's key: positions differing only in the side to move share their answers.
Key placement_key(const Position& pos) {
    return pos.side_to_move() == BLACK ? pos.key() ^ zobrist::keys.side : pos.key();
}

} // namespace

void DeadEndFilter::prefault_thread_memo() { thread_memo().prefault(); }

DeadEndFilter::DeadEndFilter(Color winner) : winner_(winner) {}

void DeadEndFilter::prefetch(const Position& before, Move m, const Position& after) const {
    if (before.is_capture(m) || type_of(before.moved_piece(m)) == PAWN)
        thread_memo().prefetch(placement_key(after));
}

bool DeadEndFilter::hopeless(const Position& before, Move m, const Position& after,
                             bool after_pawn_locks) {
    const bool capture = before.is_capture(m);
    const bool pawn = type_of(before.moved_piece(m)) == PAWN;
    if (!capture && !pawn) return false;
    if (capture && has_insufficient_material(after, winner_)) return true;
    if (!capture && (!after_pawn_locks || !may_lock(after, m))) return false;

    const Key placement = placement_key(after);
    Memo::Slot& slot = thread_memo().slot(placement);
    const uint8_t owner = uint8_t(1 + int(winner_));
    if (slot.owner == owner && slot.placement == placement) return slot.hopeless;
    const bool dead = statically_unwinnable(after, winner_);

    slot = Memo::Slot{placement, owner, dead};
    return dead;
}

} // namespace escaque::chess
