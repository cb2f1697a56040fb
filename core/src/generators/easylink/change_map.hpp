#pragma once

// [SECTION] Change map
//
// Where the layout changed, and when. The map is cut into square buckets;
// every mutation stamps the buckets its rectangles touch with a fresh number.
// A grower that looked at an area at stamp S and found nothing to do can ask
// later whether anything in that area changed since S, and skip the look if
// not. That keeps the quiet rounds at the end of step 2 cheap: they cost in
// proportion to what changed, not to the whole map.

#include <algorithm>
#include <cstdint>
#include <vector>

#include "easylink/geometry/vec2.hpp"
#include "easylink/support/large_buffer.hpp"

namespace easylink::generation {

using ChangeStamp = std::uint32_t;

class ChangeMap {
public:
    /// A map of `width` x `height` tiles in buckets of `bucket` x `bucket`,
    /// `bucket` rounded up to a power of two (tiles map to buckets by a shift:
    /// every look asks).
    ChangeMap(int width, int height, int bucket = 4);

    /// Tells maps apart: stamps of one map mean nothing to another.
    std::uint64_t id() const { return id_; }

    /// The stamp of the latest change (0 before any).
    ChangeStamp now() const { return now_; }

    /// Records a change covering `area` (clipped to the map).
    void mark(const Rect& area);

    /// True when a change since `stamp` touched a bucket `area` overlaps.
    bool changedSince(const Rect& area, ChangeStamp stamp) const {
        return bucketsChangedSince(bucketsOf(area), stamp);
    }

    /// The buckets `area` overlaps, clipped to the map; empty when outside.
    /// A look asked about again and again keeps its areas as buckets.
    Rect bucketsOf(const Rect& area) const {
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

    /// True when a change since `stamp` touched one of `buckets` (as bucketsOf gives).
    bool bucketsChangedSince(const Rect& buckets, ChangeStamp stamp) const;

private:
    /// Fine buckets per side of a coarse cell, as a shift: a coarse cell
    /// holds the latest stamp of its buckets, so that a look over a quiet
    /// part of a big map reads a few coarse cells instead of every bucket.
    static constexpr int kCoarseShift = 3;
    /// A map of this many coarse cells or fewer (80x80 has 9) is read bucket
    /// by bucket: a change somewhere in it soon touches every coarse cell,
    /// which then only adds bookkeeping (1.5% of phase 1's instructions at
    /// 80x80, even with unchanged rows of buckets skipped).
    static constexpr std::size_t kFewCoarseCells = 16;

    /// True when a bucket of `buckets` has a stamp after `stamp`.
    bool anyBucketAfter(const Rect& buckets, ChangeStamp stamp) const;

    std::uint64_t id_;
    int width_;
    int height_;
    int shift_;  // log2 of the bucket's side
    int columns_;
    int rows_;
    int coarseColumns_;
    ChangeStamp now_ = 0;
    LargeVector<ChangeStamp> stamps_;     // the latest stamp in each bucket
    LargeVector<ChangeStamp> coarse_;     // the latest stamp in each coarse cell
    std::vector<ChangeStamp> rowLatest_;  // the latest stamp in each row of buckets
    bool fineOnly_;                       // few coarse cells: they are not read
};

}  // namespace easylink::generation
