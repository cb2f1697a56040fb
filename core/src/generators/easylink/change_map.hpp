#pragma once

// [SECTION] Change map
//
// Where the layout changed, and when. The map is cut into square buckets;
// every mutation stamps the buckets its rectangles touch with a fresh number.
// A grower that looked at an area at stamp S and found nothing to do can ask
// later whether anything in that area changed since S, and skip the look if
// not. That keeps the quiet rounds at the end of step 2 cheap: they cost in
// proportion to what changed, not to the whole map.

#include <cstdint>
#include <vector>

#include "easylink/geometry/vec2.hpp"

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
    bool changedSince(const Rect& area, ChangeStamp stamp) const;

private:
    /// The buckets `area` overlaps, clipped to the map; empty when outside.
    Rect bucketsOf(const Rect& area) const;

    std::uint64_t id_;
    int width_;
    int height_;
    int shift_;  // log2 of the bucket's side
    int columns_;
    int rows_;
    ChangeStamp now_ = 0;
    std::vector<ChangeStamp> stamps_;
};

}  // namespace easylink::generation
