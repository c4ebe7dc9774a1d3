// The transposition table of the helpmate search: for each position, the largest number of
// plies it has been searched with in the current pass. A pass that meets a position again
// with no more plies left than before skips it, since that subtree is (or is being) searched.
//
// Entries carry the pass number, so starting a pass forgets the previous ones without
// clearing memory: a position searched in an earlier pass may have been cut short then.
#pragma once

#include <cstdint>
#include <memory>

#include "chess/zobrist.h"

namespace escaque::chess {

class SearchTable {
public:
    // 2^18 entries (4 MB): the searches that run to millions of positions are pawn endings,
    // full of transpositions that a smaller table loses.
    explicit SearchTable(int log2_entries = 18);

    // Forgets every earlier pass.
    void new_pass();

    // True when `key` was already searched in this pass with at least `depth` plies;
    // otherwise records it as searched with `depth`.
    bool seen_with(Key key, int depth);

    // The same question without recording anything.
    bool already_seen_with(Key key, int depth) const;

private:
    struct Entry {
        Key key;
        int32_t depth;
        uint32_t pass;
    };
    std::unique_ptr<Entry[]> entries_;
    uint64_t mask_;
    uint32_t pass_ = 0;
};

// One table per thread, allocated on first use and reused by every search on that thread.
SearchTable& thread_search_table();

} // namespace escaque::chess
