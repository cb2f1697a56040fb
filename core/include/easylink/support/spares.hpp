#pragma once

// [SECTION] Spares
//
// Work done thousands of times a run (a grower's turn, a walk over junction
// candidates, a container the JSON writer replays) fills lists that would
// grow afresh, allocation by allocation, every time. Instead, the objects
// holding them are borrowed from spares and given back when done, keeping
// what their lists grew to. Borrowers may nest: each gets an object of its
// own.

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

namespace easylink {

/// Buffers that grow with the map they were used on are kept for the next
/// use only after maps of at most this many tiles. A big map's would
/// otherwise stay with the thread through phase 2 and the files (a
/// 4096x4096 run's peak grew by a tenth), and little work is saved on
/// a map that takes seconds anyway.
inline constexpr std::int64_t kKeptBufferTiles = std::int64_t{512} * 512;

/// Whether buffers used on a map of `tiles` tiles are kept for the next use.
constexpr bool keepsBuffers(std::int64_t tiles) {
    return tiles <= kKeptBufferTiles;
}

/// Objects no one is using, kept for their buffers.
template <typename T>
class Spares {
public:
    /// The spare given back last, or a new T (`T{}`) when there is none.
    T borrow() {
        if (items_.empty()) {
            return T{};
        }
        T item = std::move(items_.back());
        items_.pop_back();
        return item;
    }

    /// The spare given back last of those `match` accepts, or `T{}` when
    /// none does.
    template <typename Match>
    T borrowIf(Match&& match) {
        const auto found = std::find_if(items_.rbegin(), items_.rend(), match);
        if (found == items_.rend()) {
            return T{};
        }
        T item = std::move(*found);
        items_.erase(std::next(found).base());
        return item;
    }

    void giveBack(T item) { items_.push_back(std::move(item)); }

private:
    std::vector<T> items_;
};

}  // namespace easylink
