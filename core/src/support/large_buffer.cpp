#include "easylink/support/large_buffer.hpp"

#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#endif

// Mapped buffers where the system can ask for huge pages.
#if defined(__linux__) && defined(MADV_HUGEPAGE)
#define EASYLINK_HUGE_PAGES 1
#else
#define EASYLINK_HUGE_PAGES 0
#endif

namespace easylink {
namespace {

constexpr bool kMapped = EASYLINK_HUGE_PAGES != 0;
constexpr std::size_t kMappedFrom = std::size_t{4} << 20;
constexpr std::size_t kHugePage = std::size_t{2} << 20;

bool isMapped(std::size_t bytes) {
    return kMapped && bytes >= kMappedFrom;
}

}  // namespace

void* allocateLargeBuffer(std::size_t bytes) {
    if (!isMapped(bytes)) {
        return ::operator new(bytes);
    }
#if EASYLINK_HUGE_PAGES
    // Mapped with a huge page to spare, then trimmed to an aligned start:
    // huge pages are only used for whole aligned 2 MiB spans.
    const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    const std::size_t mapped = rounded + kHugePage;
    void* area = mmap(nullptr, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (area == MAP_FAILED) {
        throw std::bad_alloc();
    }
    auto* start = static_cast<char*>(area);
    auto* aligned = reinterpret_cast<char*>(
        (reinterpret_cast<std::uintptr_t>(start) + kHugePage - 1) / kHugePage * kHugePage);
    if (aligned > start) {
        munmap(start, static_cast<std::size_t>(aligned - start));
    }
    const std::size_t after = mapped - static_cast<std::size_t>(aligned - start) - rounded;
    if (after > 0) {
        munmap(aligned + rounded, after);
    }
    // Only a request: without transparent huge pages the buffer is as usual.
    madvise(aligned, rounded, MADV_HUGEPAGE);
    return aligned;
#else
    return ::operator new(bytes);
#endif
}

void releaseLargeBuffer(void* buffer, std::size_t bytes) noexcept {
    if (buffer == nullptr) {
        return;
    }
    if (!isMapped(bytes)) {
        ::operator delete(buffer);
        return;
    }
#if EASYLINK_HUGE_PAGES
    munmap(buffer, (bytes + kHugePage - 1) / kHugePage * kHugePage);
#endif
}

}  // namespace easylink
