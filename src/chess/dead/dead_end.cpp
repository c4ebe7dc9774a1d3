#include "chess/dead/dead_end.h"

#include <optional>

#include "chess/dead/mate_feasibility.h"
#include "chess/dead/material.h"
#include "chess/dead/zeroed_table.h"

namespace escaque::chess {

namespace {

// Answers by position and winner, shared by the filters of one thread for its lifetime: an
// answer depends on nothing else, so the searches for one side, the other side's and the next
// position's all use what the first worked out.
class Memo {
public:
    // The position's key with its low bits, which the slot's index already holds, replaced by
    // the answers: for each winner, whether it is known and whether it is hopeless. 0 is empty.
    struct Slot {
        uint64_t bits = 0;
    };

    Memo() : slots_(SIZE) {}

    // The slot's answer for `winner`, or nullopt when it holds none.
    static std::optional<bool> read(Slot slot, Key key, Color winner) {
        if ((slot.bits ^ key) & ~ANSWER_BITS || !(slot.bits & known_bit(winner)))
            return std::nullopt;
        return (slot.bits & hopeless_bit(winner)) != 0;
    }
    // Records an answer, keeping the other winner's for the same position.
    static void write(Slot& slot, Key key, Color winner, bool hopeless) {
        const uint64_t kept = (slot.bits ^ key) & ~ANSWER_BITS ? 0 : slot.bits & ANSWER_BITS;
        slot.bits = (key & ~ANSWER_BITS) | kept | known_bit(winner) |
                    (hopeless ? hopeless_bit(winner) : 0);
    }

    Slot& slot(Key key) { return slots_[key & (SIZE - 1)]; }
    void prefetch(Key key) const { __builtin_prefetch(&slots_[key & (SIZE - 1)]); }

    void prefault() { slots_.prefault(); }

private:
    // 2^20 slots (8 MB): with 2^14, when pushes that leave pawns nose to nose were analysed
    // too, the same placements were analysed again and again (2.5 times the CPU on the
    // hardest positions).
    static constexpr size_t SIZE = size_t(1) << 20;
    static constexpr uint64_t ANSWER_BITS = 15; // within the index bits
    static_assert(((SIZE - 1) & ANSWER_BITS) == ANSWER_BITS);
    static constexpr uint64_t known_bit(Color winner) { return uint64_t(1) << int(winner); }
    static constexpr uint64_t hopeless_bit(Color winner) { return uint64_t(4) << int(winner); }
    ZeroedTable<Slot> slots_;
};

Memo& thread_memo() {
    thread_local Memo memo;
    return memo;
}

} // namespace

void DeadEndFilter::prefault_thread_memo() { thread_memo().prefault(); }

DeadEndFilter::DeadEndFilter(Color winner) : winner_(winner) {}

void DeadEndFilter::prefetch(const Position& before, Move m, const Position& after) const {
    if (before.is_capture(m) || m.type() == PROMOTION) thread_memo().prefetch(after.key());
}

bool DeadEndFilter::hopeless(const Position& before, Move m, const Position& after,
                             bool after_promotions) {
    const bool capture = before.is_capture(m);
    if (!capture && !(after_promotions && m.type() == PROMOTION)) return false;
    if (capture && has_insufficient_material(after, winner_)) return true;

    // The side to move is part of the key: the analysis sees it (a loser's king standing on
    // its mating square can be mated at once only with the winner to move), so a position
    // and the same placement with the other side to move may get different answers.
    const Key key = after.key();
    Memo::Slot& slot = thread_memo().slot(key);
    if (const auto known = Memo::read(slot, key, winner_)) return *known;
    const bool dead = statically_unwinnable(after, winner_);
    Memo::write(slot, key, winner_, dead);
    return dead;
}

} // namespace escaque::chess
