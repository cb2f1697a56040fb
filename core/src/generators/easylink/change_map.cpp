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
      coarseColumns_(((columns_ - 1) >> kCoarseShift) + 1),
      stamps_(static_cast<std::size_t>(columns_) * static_cast<std::size_t>(rows_), 0),
      coarse_(static_cast<std::size_t>(coarseColumns_) *
                  static_cast<std::size_t>(((rows_ - 1) >> kCoarseShift) + 1),
              0),
      rowLatest_(static_cast<std::size_t>(rows_), 0),
      fineOnly_(coarse_.size() <= kFewCoarseCells) {}

void ChangeMap::mark(const Rect& area) {
    ++now_;
    const Rect buckets = bucketsOf(area);
    for (int row = buckets.top(); row < buckets.bottom(); ++row) {
        ChangeStamp* line = stamps_.data() + static_cast<std::size_t>(row) * columns_;
        std::fill(line + buckets.left(), line + buckets.right(), now_);
        rowLatest_[static_cast<std::size_t>(row)] = now_;
    }
    if (buckets.w <= 0 || buckets.h <= 0) {
        return;
    }
    const int lastCoarseRow = (buckets.bottom() - 1) >> kCoarseShift;
    const int firstCoarseColumn = buckets.left() >> kCoarseShift;
    const int lastCoarseColumn = (buckets.right() - 1) >> kCoarseShift;
    for (int row = buckets.top() >> kCoarseShift; row <= lastCoarseRow; ++row) {
        ChangeStamp* line = coarse_.data() + static_cast<std::size_t>(row) * coarseColumns_;
        std::fill(line + firstCoarseColumn, line + lastCoarseColumn + 1, now_);
    }
}

bool ChangeMap::anyBucketAfter(const Rect& buckets, ChangeStamp stamp) const {
    for (int row = buckets.top(); row < buckets.bottom(); ++row) {
        if (rowLatest_[static_cast<std::size_t>(row)] <= stamp) {
            continue;  // nothing on the whole row changed since
        }
        const ChangeStamp* line = stamps_.data() + static_cast<std::size_t>(row) * columns_;
        for (int column = buckets.left(); column < buckets.right(); ++column) {
            if (line[column] > stamp) {
                return true;
            }
        }
    }
    return false;
}

bool ChangeMap::bucketsChangedSince(const Rect& buckets, ChangeStamp stamp) const {
    if (stamp >= now_) {
        return false;  // nothing at all changed since
    }
    if (buckets.w <= 0 || buckets.h <= 0) {
        return false;
    }
    if (fineOnly_) {
        return anyBucketAfter(buckets, stamp);
    }
    // Only the coarse cells with a later stamp have buckets worth reading.
    const int lastCoarseRow = (buckets.bottom() - 1) >> kCoarseShift;
    const int firstCoarseColumn = buckets.left() >> kCoarseShift;
    const int lastCoarseColumn = (buckets.right() - 1) >> kCoarseShift;
    for (int row = buckets.top() >> kCoarseShift; row <= lastCoarseRow; ++row) {
        const ChangeStamp* line = coarse_.data() + static_cast<std::size_t>(row) * coarseColumns_;
        for (int column = firstCoarseColumn; column <= lastCoarseColumn; ++column) {
            if (line[column] <= stamp) {
                continue;
            }
            const int left = std::max(column << kCoarseShift, buckets.left());
            const int top = std::max(row << kCoarseShift, buckets.top());
            const int right = std::min((column + 1) << kCoarseShift, buckets.right());
            const int bottom = std::min((row + 1) << kCoarseShift, buckets.bottom());
            if (anyBucketAfter({left, top, right - left, bottom - top}, stamp)) {
                return true;
            }
        }
    }
    return false;
}

}  // namespace easylink::generation
