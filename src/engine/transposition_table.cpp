#include "engine/transposition_table.h"

#include <algorithm>

namespace escaque::engine {

TranspositionTable::TranspositionTable(size_t megabytes) {
    resize(megabytes);
}

void TranspositionTable::resize(size_t megabytes) {
    const size_t wanted = std::max<size_t>(1, megabytes) * 1024 * 1024 / sizeof(Bucket);
    size_t count = 1;
    while (count * 2 <= wanted) count *= 2;
    buckets_ = std::make_unique<Bucket[]>(count);
    mask_ = count - 1;
    generation_ = 0;
}

void TranspositionTable::clear() {
    std::fill_n(buckets_.get(), mask_ + 1, Bucket{});
    generation_ = 0;
}

ProbeResult TranspositionTable::probe(chess::Key key) const {
    const uint32_t check = uint32_t(key >> 32) | 1;
    for (const TableEntry& e : bucket_for(key).entries) {
        if (e.check != check) continue;
        return {true, chess::Move(e.move), e.score, e.eval, e.depth, e.bound()};
    }
    return {};
}

void TranspositionTable::store(chess::Key key, chess::Move move, int score, int eval, int depth,
                               Bound bound) {
    const uint32_t check = uint32_t(key >> 32) | 1;
    Bucket& bucket = bucket_for(key);
    TableEntry* slot = nullptr;
    for (TableEntry& e : bucket.entries)
        if (e.check == check) slot = &e;
    if (slot) {
        // Same position: keep a deeper exact result from this search unless the new one is
        // exact too, and never lose the move we had.
        if (bound != Bound::exact && slot->generation() == generation_ && slot->depth > depth + 2)
            return;
        if (!move.is_ok()) move = chess::Move(slot->move);
    } else {
        // Replace the entry worth less: older searches first, then shallower ones.
        auto worth = [this](const TableEntry& e) {
            if (e.check == 0) return -1000;
            const int age = (generation_ - e.generation()) & 63;
            return int(e.depth) - 8 * age;
        };
        slot = worth(bucket.entries[0]) <= worth(bucket.entries[1]) ? &bucket.entries[0]
                                                                    : &bucket.entries[1];
    }
    slot->check = check;
    slot->move = move.raw();
    slot->score = int16_t(score);
    slot->eval = int16_t(eval);
    slot->depth = int8_t(std::clamp(depth, -1, 127));
    slot->generation_and_bound = uint8_t((generation_ << 2) | uint8_t(bound));
}

int TranspositionTable::fill_permille() const {
    const size_t sample = std::min<size_t>(500, mask_ + 1);
    int used = 0;
    for (size_t i = 0; i < sample; ++i)
        for (const TableEntry& e : buckets_[i].entries)
            used += e.check != 0 && e.generation() == generation_;
    return int(used * 1000 / (sample * 2));
}

} // namespace escaque::engine
