#include "chess/dead/search_table.h"

#include <array>
#include <memory>

namespace escaque::chess {

SearchTable::SearchTable(int log2_entries)
    : entries_(size_t(1) << log2_entries), mask_((uint64_t(1) << log2_entries) - 1) {}

uint32_t SearchTable::new_pass() {
    if (++last_pass_ == 0) { // wrapped: old pass numbers would look current again
        for (uint64_t i = 0; i <= mask_; ++i) entries_[i] = Entry{};
        last_pass_ = 1;
    }
    pass_ = last_pass_;
    return pass_;
}

void SearchTable::forget(Key key) {
    Entry* slot = &entries_[key & mask_ & ~uint64_t(1)];
    for (int i = 0; i < 2; ++i)
        if (slot[i].pass == pass_ && slot[i].key == key) slot[i].depth = -1;
}

bool SearchTable::seen_with(Key key, int depth) {
    // Two slots per key: the first keeps the deepest search, the second the latest one.
    Entry* slot = &entries_[key & mask_ & ~uint64_t(1)];
    for (int i = 0; i < 2; ++i)
        if (slot[i].pass == pass_ && slot[i].key == key) {
            if (slot[i].depth >= depth) return true;
            slot[i].depth = depth;
            return false;
        }
    if (slot[0].pass != pass_ || slot[0].depth <= depth) {
        if (slot[0].pass == pass_) slot[1] = slot[0];
        slot[0] = Entry{key, depth, pass_};
    } else {
        slot[1] = Entry{key, depth, pass_};
    }
    return false;
}

bool SearchTable::already_seen_with(Key key, int depth) const {
    const Entry* slot = &entries_[key & mask_ & ~uint64_t(1)];
    for (int i = 0; i < 2; ++i)
        if (slot[i].pass == pass_ && slot[i].key == key) return slot[i].depth >= depth;
    return false;
}

SearchTable& thread_search_table(int index) {
    thread_local std::array<std::unique_ptr<SearchTable>, THREAD_SEARCH_TABLES> tables;
    if (!tables[index]) tables[index] = std::make_unique<SearchTable>();
    return *tables[index];
}

} // namespace escaque::chess
