// The transposition table of the helpmate search: for each position, the largest number of
// plies it has been searched with in the current pass. A pass that meets a position again
// with no more plies left than before skips it, since that subtree is (or is being) searched.
//
// Entries carry the pass number, so starting a pass forgets the previous ones without
// clearing memory: a position searched in an earlier pass may have been cut short then. A pass
// stopped by its node limit can be resumed, and finds the positions it finished, unless passes
// run in between wrote over them.
#pragma once

#include <cstdint>

#include "chess/dead/zeroed_table.h"
#include "chess/zobrist.h"

namespace escaque::chess {

class SearchTable {
public:
    // 2^18 entries (4 MB): the searches that run to millions of positions are pawn endings,
    // full of transpositions that a smaller table loses.
    explicit SearchTable(int log2_entries = 18);

    // Starts a pass that forgets every earlier one; returns its number.
    uint32_t new_pass();

    // Goes back to an earlier pass, to finish it. Its entries that later passes wrote over are
    // lost, which only means searching those positions again.
    void resume_pass(uint32_t number) { pass_ = number; }

    // Marks `key` as not searched in this pass (its search was cut off by a node limit).
    void forget(Key key);

    // True when `key` was already searched in this pass with at least `depth` plies;
    // otherwise records it as searched with `depth`.
    bool seen_with(Key key, int depth);

    // The same question without recording anything.
    bool already_seen_with(Key key, int depth) const;

    // Starts loading the entry of `key` into the cache, for a probe a little later: the table is
    // larger than the caches, and most probes would otherwise wait for memory.
    void prefetch(Key key) const { __builtin_prefetch(&entries_[key & mask_ & ~uint64_t(1)]); }

    void prefault() { entries_.prefault(); }

private:
    struct Entry {
        Key key;
        int32_t depth;
        uint32_t pass;
    };
    ZeroedTable<Entry> entries_;
    uint64_t mask_;
    uint32_t pass_ = 0;      // the pass being searched
    uint32_t last_pass_ = 0; // the newest pass started
};

// Tables per thread, allocated on first use and reused by every search on that thread. The
// searches that run by turns on one position take one each (`index` below
// THREAD_SEARCH_TABLES), so that a stopped pass finds its positions again when it goes on.
constexpr int THREAD_SEARCH_TABLES = 3;
SearchTable& thread_search_table(int index = 0);

} // namespace escaque::chess
