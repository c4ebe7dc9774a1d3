// The large hash tables of the dead-position analysis (8 to 64 MB a thread), taken straight
// from the kernel as zeroed memory. Allocated with `new T[n]()`, every page was written at once,
// and on these virtual machines a page fault costs about 12 microseconds: the first analysis of
// a program (the dead-position test after a game's first move) delayed that move's announcement
// by about 80 ms. Here the pages come zeroed, as 2 MB huge pages where the kernel offers them
// (transparent huge pages in "madvise" mode, Debian's default). Search speed measured the same.
#pragma once

#include <cstddef>
#include <type_traits>

namespace escaque::chess {

namespace detail {
void* map_zeroed_pages(size_t bytes); // throws std::bad_alloc when the memory is not there
void unmap_pages(void* address, size_t bytes) noexcept;
void touch_pages(void* address, size_t bytes) noexcept;
} // namespace detail

// `count` elements of T, each with every byte zero. T must be an aggregate whose all-zero
// bytes are its default value, so that the zeroed pages already hold value-initialised objects
// (aggregates have implicit lifetime).
template <typename T>
class ZeroedTable {
    static_assert(std::is_aggregate_v<T> && std::is_trivially_destructible_v<T>);

public:
    explicit ZeroedTable(size_t count)
        : data_(static_cast<T*>(detail::map_zeroed_pages(count * sizeof(T)))), count_(count) {}
    ~ZeroedTable() { detail::unmap_pages(data_, count_ * sizeof(T)); }
    ZeroedTable(const ZeroedTable&) = delete;
    ZeroedTable& operator=(const ZeroedTable&) = delete;

    T& operator[](size_t i) { return data_[i]; }
    const T& operator[](size_t i) const { return data_[i]; }
    T* begin() { return data_; }
    T* end() { return data_ + count_; }
    size_t size() const { return count_; }

    // Has the kernel supply every page now, instead of at the first probe that lands on it;
    // the contents stay as they are.
    void prefault() { detail::touch_pages(data_, count_ * sizeof(T)); }

private:
    T* data_;
    size_t count_;
};

} // namespace escaque::chess
