#include "change_map.hpp"

#include <algorithm>
#include <atomic>
#include <bit>

namespace easylink::generation {

namespace {
std::atomic<std::uint64_t> nextId{1};

int log2Ceil(int bucket) {
    return static_cast<int>(std::bit_width(static_cast<unsigned>(std::max(bucket, 1) - 1)));
}
}  // namespace

ChangeMap::ChangeMap(int width, int height, int bucket)
    : id_(nextId.fetch_add(1, std::memory_order_relaxed)),
      width_(width),
      height_(height),
      shift_(log2Ceil(bucket)),
      columns_(std::max(((width - 1) >> shift_) + 1, 1)),
      rows_(std::max(((height - 1) >> shift_) + 1, 1)),
      stamps_(static_cast<std::size_t>(columns_) * static_cast<std::size_t>(rows_), 0) {}

Rect ChangeMap::bucketsOf(const Rect& area) const {
    const int left = std::max(area.left(), 0);
    const int top = std::max(area.top(), 0);
    const int right = std::min(area.right(), width_);
    const int bottom = std::min(area.bottom(), height_);
    if (left >= right || top >= bottom) {
        return {};
    }
    const int firstColumn = left >> shift_;
    const int firstRow = top >> shift_;
    return {firstColumn, firstRow, ((right - 1) >> shift_) + 1 - firstColumn,
            ((bottom - 1) >> shift_) + 1 - firstRow};
}

void ChangeMap::mark(const Rect& area) {
    ++now_;
    const Rect buckets = bucketsOf(area);
    for (int row = buckets.top(); row < buckets.bottom(); ++row) {
        ChangeStamp* line = stamps_.data() + static_cast<std::size_t>(row) * columns_;
        std::fill(line + buckets.left(), line + buckets.right(), now_);
    }
}

bool ChangeMap::changedSince(const Rect& area, ChangeStamp stamp) const {
    const Rect buckets = bucketsOf(area);
    for (int row = buckets.top(); row < buckets.bottom(); ++row) {
        const ChangeStamp* line = stamps_.data() + static_cast<std::size_t>(row) * columns_;
        for (int column = buckets.left(); column < buckets.right(); ++column) {
            if (line[column] > stamp) {
                return true;
            }
        }
    }
    return false;
}

}  // namespace easylink::generation
