// The transposition table: what earlier searches learnt about a position (best move, score and
// its bound, the depth searched, the static evaluation), found again by Zobrist key.
// Buckets of two entries; a new result replaces the shallower or older one.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

#include "chess/types.h"
#include "chess/zobrist.h"

namespace escaque::engine {

enum class Bound : uint8_t { none, upper, lower, exact };

struct TableEntry {
    uint32_t check = 0; // upper half of the key; 0 = empty
    uint16_t move = 0;
    int16_t score = 0;
    int16_t eval = 0;
    int8_t depth = 0;
    uint8_t generation_and_bound = 0;

    Bound bound() const { return Bound(generation_and_bound & 3); }
    uint8_t generation() const { return generation_and_bound >> 2; }
};

struct ProbeResult {
    bool found = false;
    chess::Move move;
    int score = 0;
    int eval = 0;
    int depth = 0;
    Bound bound = Bound::none;
};

class TranspositionTable {
public:
    explicit TranspositionTable(size_t megabytes = 16);

    void resize(size_t megabytes);
    void clear();
    // Marks entries of earlier searches as older, so they are replaced first.
    void new_search() { generation_ = uint8_t((generation_ + 1) & 63); }

    ProbeResult probe(chess::Key key) const;
    void store(chess::Key key, chess::Move move, int score, int eval, int depth, Bound bound);

    // Permille of entries written in the current generation (UCI "hashfull").
    int fill_permille() const;

private:
    struct Bucket {
        TableEntry entries[2];
    };
    Bucket& bucket_for(chess::Key key) const { return buckets_[key & mask_]; }

    std::unique_ptr<Bucket[]> buckets_;
    size_t mask_ = 0;
    uint8_t generation_ = 0;
};

} // namespace escaque::engine
