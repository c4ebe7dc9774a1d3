#include "chess/dead/reachable_positions.h"

#include <algorithm>

#include "chess/dead/dead_end.h"
#include "chess/dead/packed_position.h"
#include "chess/dead/quick_key.h"
#include "chess/dead/zeroed_table.h"
#include "chess/movegen.h"

namespace escaque::chess {

namespace {

// Positions met so far: their key, the record they were reached from and the move that did it.
// The hash index and the arrays live as long as the thread, so walks do not allocate once warm;
// a stamp per walk makes the previous walk's slots read as empty. A walk uses only the front of
// the index, doubling it as it fills, so that a small walk touches little memory: spread over
// all 64 MB, the first walk of a program waited about 180 ms for the kernel to supply pages,
// and later walks missed the cache and the TLB on every probe.
class VisitedPositions {
public:
    static constexpr int LOG2_SLOTS = 22;
    static constexpr int FIRST_LOG2_SLOTS = 14; // 256 KB
    static constexpr uint32_t NO_RECORD = ~uint32_t(0);

    struct Record {
        Key key;
        uint32_t parent;
        Move move;
    };

    VisitedPositions() : slots_(size_t(1) << LOG2_SLOTS) {}

    // How many records fit before the index gets too full to stay fast.
    static constexpr uint64_t capacity() { return (uint64_t(1) << LOG2_SLOTS) / 2; }

    void clear() {
        records_.clear();
        mask_ = (uint64_t(1) << FIRST_LOG2_SLOTS) - 1;
        next_stamp();
    }

    bool contains(Key key) const {
        for (uint64_t i = key & mask_;; i = (i + 1) & mask_) {
            const Slot& s = slots_[i];
            if (s.stamp != stamp_) return false;
            if (s.key == key) return true;
        }
    }

    // Adds the position unless already known; returns its record index or NO_RECORD.
    uint32_t insert(Key key, uint32_t parent, Move move) {
        const uint64_t slots_in_use = mask_ + 1;
        if (2 * records_.size() >= slots_in_use && slots_in_use < slots_.size()) grow();
        for (uint64_t i = key & mask_;; i = (i + 1) & mask_) {
            Slot& s = slots_[i];
            if (s.stamp != stamp_) {
                s = Slot{key, stamp_};
                records_.push_back(Record{key, parent, move});
                return uint32_t(records_.size() - 1);
            }
            if (s.key == key) return NO_RECORD;
        }
    }

    void prefetch(Key key) const { __builtin_prefetch(&slots_[key & mask_]); }

    size_t size() const { return records_.size(); }
    Key key_of(uint32_t record) const { return records_[record].key; }

    void trim(size_t keep) {
        if (records_.capacity() > keep) records_ = {};
    }

    std::vector<Move> line_to(uint32_t record) const {
        std::vector<Move> line;
        for (uint32_t r = record; records_[r].parent != NO_RECORD; r = records_[r].parent)
            line.push_back(records_[r].move);
        std::reverse(line.begin(), line.end());
        return line;
    }

private:
    struct Slot {
        Key key;
        uint32_t stamp;
    };

    void next_stamp() {
        if (++stamp_ == 0) {
            std::fill(slots_.begin(), slots_.end(), Slot{});
            stamp_ = 1;
        }
    }

    // Twice the slots, the records' keys entered again under a new stamp.
    void grow() {
        mask_ = 2 * mask_ + 1;
        next_stamp();
        for (const Record& r : records_)
            for (uint64_t i = r.key & mask_;; i = (i + 1) & mask_)
                if (slots_[i].stamp != stamp_) {
                    slots_[i] = Slot{r.key, stamp_};
                    break;
                }
    }

    ZeroedTable<Slot> slots_;
    std::vector<Record> records_;
    uint64_t mask_ = (uint64_t(1) << FIRST_LOG2_SLOTS) - 1;
    uint32_t stamp_ = 0;
};

struct Queued {
    PackedPosition pos;
    uint32_t record;
};

} // namespace

struct WalkMemory {
    VisitedPositions visited;
    std::vector<Queued> layer, next_layer;

    // After a large walk the queue and the records are given back instead of being held for
    // the thread's lifetime (the hash index, 64 MB, stays).
    void trim() {
        constexpr size_t KEEP = size_t(1) << 16;
        if (layer.capacity() + next_layer.capacity() > KEEP) {
            layer = {};
            next_layer = {};
        }
        visited.trim(KEEP);
    }
};

namespace {

WalkMemory& thread_walk_memory() {
    thread_local WalkMemory memory;
    return memory;
}

} // namespace

ReachableWalk::ReachableWalk(const Position& root, Color winner, DeadEndFilter& dead_ends,
                             DeadEndFilter* other_dead_ends)
    : mem_(thread_walk_memory()), winner_(winner), dead_ends_(dead_ends),
      other_dead_ends_(other_dead_ends) {
    mem_.visited.clear();
    mem_.layer.clear();
    mem_.next_layer.clear();
    mem_.layer.push_back(
        {PackedPosition(root),
         mem_.visited.insert(root.key(), VisitedPositions::NO_RECORD, Move::none())});
}

bool ReachableWalk::walkable(const Position& root) {
    return popcount(root.pieces()) <= PackedPosition::MAX_PIECES;
}

ReachableWalk::~ReachableWalk() {
    mem_.trim();
}

ReachableWalk::Outcome ReachableWalk::walk_to(uint64_t node_limit, const std::atomic<bool>* stop) {
    WalkMemory& mem = mem_;
    const Color loser = ~winner_;
    while (!mem.layer.empty()) {
        for (; queued_ < mem.layer.size(); ++queued_, next_move_ = 0) {
            if (stop && stop->load(std::memory_order_relaxed)) return Outcome::over_budget;
            const uint32_t parent = mem.layer[queued_].record;
            const Position pos = mem.layer[queued_].pos.unpack(mem.visited.key_of(parent));
            const MoveList moves = legal_moves(pos);
            // Most moves are probed by their quick key: their slots are fetched first.
            Key quick[MAX_MOVES];
            for (int i = next_move_; i < moves.size(); ++i)
                if ((quick[i] = key_after_simple_move(pos, moves[i])))
                    mem.visited.prefetch(quick[i]);
            for (; next_move_ < moves.size(); ++next_move_) {
                if (nodes_ >= node_limit || mem.visited.size() >= VisitedPositions::capacity())
                    return Outcome::over_budget;
                ++nodes_;
                const Move m = moves[next_move_];
                // Most moves lead back to known positions: skip playing those out.
                if (quick[next_move_] && mem.visited.contains(quick[next_move_])) continue;
                Position child = pos;
                child.do_move(m);
                const uint32_t record = mem.visited.insert(child.key(), parent, m);
                if (record == VisitedPositions::NO_RECORD) continue;
                if (child.in_check() && !has_legal_move(child)) {
                    if (child.side_to_move() == loser) {
                        witness_ = mem.visited.line_to(record);
                        return Outcome::mate;
                    }
                    if (winner_mated_line_.empty())
                        winner_mated_line_ = mem.visited.line_to(record);
                    continue; // a mate has no moves to follow
                }
                if (dead_ends_.hopeless(pos, m, child, false)) {
                    if (!cut_)
                        cut_ = !other_dead_ends_ ||
                               !other_dead_ends_->hopeless(pos, m, child, false);
                    continue;
                }
                mem.next_layer.push_back({PackedPosition(child), record});
            }
        }
        // Growing by less than a quarter: on the shared set the walk then usually ends within
        // a few layers (1.0, merely shrinking, searched 72.2 million positions there; 1.25
        // 68.5 million; 1.2 to 1.5 the same 611,207 at the 99th percentile, against 632,677).
        levelling_off_ = 4 * mem.next_layer.size() < 5 * layer_before_;
        layer_before_ = mem.layer.size();
        std::swap(mem.layer, mem.next_layer);
        mem.next_layer.clear();
        queued_ = 0;
    }
    ended_ = true;
    return Outcome::no_mate;
}

} // namespace escaque::chess
