#include "chess/dead/reachable_positions.h"

#include <algorithm>
#include <memory>

#include "chess/dead/dead_end.h"
#include "chess/dead/quick_key.h"
#include "chess/movegen.h"

namespace escaque::chess {

namespace {

// Positions met so far: their key, the record they were reached from and the move that did it.
// The hash index and the arrays live as long as the thread, so walks do not allocate once warm;
// a stamp per walk makes the previous walk's slots read as empty.
class VisitedPositions {
public:
    static constexpr int LOG2_SLOTS = 22;
    static constexpr uint32_t NO_RECORD = ~uint32_t(0);

    struct Record {
        Key key;
        uint32_t parent;
        Move move;
    };

    VisitedPositions() : slots_(new Slot[size_t(1) << LOG2_SLOTS]()) {}

    // How many records fit before the index gets too full to stay fast.
    static constexpr uint64_t capacity() { return (uint64_t(1) << LOG2_SLOTS) / 2; }

    void clear() {
        records_.clear();
        if (++stamp_ == 0) {
            std::fill(slots_.get(), slots_.get() + (size_t(1) << LOG2_SLOTS), Slot{});
            stamp_ = 1;
        }
    }

    bool contains(Key key) const {
        const uint64_t mask = (uint64_t(1) << LOG2_SLOTS) - 1;
        for (uint64_t i = key & mask;; i = (i + 1) & mask) {
            const Slot& s = slots_[i];
            if (s.stamp != stamp_) return false;
            if (s.key == key) return true;
        }
    }

    // Adds the position unless already known; returns its record index or NO_RECORD.
    uint32_t insert(Key key, uint32_t parent, Move move) {
        const uint64_t mask = (uint64_t(1) << LOG2_SLOTS) - 1;
        for (uint64_t i = key & mask;; i = (i + 1) & mask) {
            Slot& s = slots_[i];
            if (s.stamp != stamp_) {
                s = Slot{key, stamp_};
                records_.push_back(Record{key, parent, move});
                return uint32_t(records_.size() - 1);
            }
            if (s.key == key) return NO_RECORD;
        }
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
    std::unique_ptr<Slot[]> slots_;
    std::vector<Record> records_;
    uint32_t stamp_ = 0;
};

struct Queued {
    Position pos;
    uint32_t record;
};

struct WalkMemory {
    VisitedPositions visited;
    std::vector<Queued> layer, next_layer;
};

WalkMemory& thread_walk_memory() {
    thread_local WalkMemory memory;
    return memory;
}

} // namespace

ReachableWalk walk_reachable_positions(const Position& root, Color winner, uint64_t node_budget,
                                       DeadEndFilter& dead_ends) {
    WalkMemory& mem = thread_walk_memory();
    mem.visited.clear();
    mem.layer.clear();
    mem.next_layer.clear();
    const uint64_t budget = std::min(node_budget, VisitedPositions::capacity());
    const Color loser = ~winner;

    ReachableWalk walk;
    mem.layer.push_back({root, mem.visited.insert(root.key(), VisitedPositions::NO_RECORD,
                                                  Move::none())});
    while (!mem.layer.empty()) {
        for (const Queued& q : mem.layer) {
            for (const Move m : legal_moves(q.pos)) {
                if (++walk.nodes > budget) return walk; // over_budget
                // Most moves lead back to known positions: skip playing those out.
                if (const Key quick = key_after_quiet_move(q.pos, m);
                    quick && mem.visited.contains(quick))
                    continue;
                Position child = q.pos;
                child.do_move(m);
                const uint32_t record = mem.visited.insert(child.key(), q.record, m);
                if (record == VisitedPositions::NO_RECORD) continue;
                if (child.side_to_move() == loser && child.in_check() && !has_legal_move(child)) {
                    walk.outcome = ReachableWalk::Outcome::mate;
                    walk.witness = mem.visited.line_to(record);
                    return walk;
                }
                if (dead_ends.hopeless(q.pos, m, child, false)) continue;
                mem.next_layer.push_back({child, record});
            }
        }
        std::swap(mem.layer, mem.next_layer);
        mem.next_layer.clear();
    }
    walk.outcome = ReachableWalk::Outcome::no_mate;
    return walk;
}

} // namespace escaque::chess
