#include "chess/dead/zeroed_table.h"

#include <new>
#include <sys/mman.h>

namespace escaque::chess::detail {

void* map_zeroed_pages(size_t bytes) {
    void* address =
        mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (address == MAP_FAILED) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
    // Only a hint: without huge pages the table works the same, page by page.
    madvise(address, bytes, MADV_HUGEPAGE);
#endif
    return address;
}

void unmap_pages(void* address, size_t bytes) noexcept { munmap(address, bytes); }

void touch_pages(void* address, size_t bytes) noexcept {
#ifdef MADV_POPULATE_WRITE
    if (madvise(address, bytes, MADV_POPULATE_WRITE) == 0) return; // Linux 5.14 and later
#endif
    // A page only gets memory of its own when written; writing back what is read keeps the
    // table's contents.
    volatile unsigned char* bytes_of = static_cast<unsigned char*>(address);
    for (size_t offset = 0; offset < bytes; offset += 4096) bytes_of[offset] = bytes_of[offset];
}

} // namespace escaque::chess::detail
