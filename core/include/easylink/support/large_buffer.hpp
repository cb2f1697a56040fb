#pragma once

// An allocator for the buffers that grow with a map's area: the occupancy
// grid (64 MiB at 4096x4096), the layout's rooms, corridors and room graph,
// the change map and the quiet seeds' areas; phase 2's nodes; tile maps
// (TileRaster, the tile generators' canvas, distances and lists of tiles,
// the runs of tiles an event carries); the pixels of a PNG. On Linux, a buffer of 4 MiB or
// more is mapped on its own, aligned to 2 MiB, and asks the kernel for huge
// pages before anything touches it: on a big map each of these is read all
// over, a new 4 KiB page at almost every read, and huge pages take most of
// those misses of the address cache (and of the page faults) away.
// Elsewhere, and for small buffers, it is plain operator new. The contents
// are the same either way.

#include <cstddef>
#include <new>
#include <vector>

namespace easylink {

/// Raw storage of `bytes` for a large buffer; throws std::bad_alloc.
void* allocateLargeBuffer(std::size_t bytes);
/// Gives back what allocateLargeBuffer(bytes) returned.
void releaseLargeBuffer(void* buffer, std::size_t bytes) noexcept;

template <typename T>
struct LargeBufferAllocator {
    using value_type = T;

    LargeBufferAllocator() = default;
    template <typename U>
    LargeBufferAllocator(const LargeBufferAllocator<U>&) noexcept {}

    T* allocate(std::size_t count) {
        if (count > static_cast<std::size_t>(-1) / sizeof(T)) {
            throw std::bad_array_new_length();
        }
        return static_cast<T*>(allocateLargeBuffer(count * sizeof(T)));
    }
    void deallocate(T* buffer, std::size_t count) noexcept {
        releaseLargeBuffer(buffer, count * sizeof(T));
    }

    template <typename U>
    friend bool operator==(const LargeBufferAllocator&, const LargeBufferAllocator<U>&) {
        return true;
    }
};

/// A vector whose buffer is a large buffer once it is big enough.
template <typename T>
using LargeVector = std::vector<T, LargeBufferAllocator<T>>;

}  // namespace easylink
