#pragma once

// [SECTION] Blockouts made once
//
// A blockout depends on its shape alone (blockout.hpp): a room's size and
// open doorways, a corridor's size and direction, a part's size, and the
// catalogue's tile size and wall height. The scene builder asks this cache
// for each, so that rooms of one shape share one mesh in a level, and the
// levels of a batch (which meet the same shapes seed after seed) make
// each shape once between them. Safe to share between threads.

#include <compare>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

#include "easylink/geometry/vec2.hpp"
#include "easylink/scene/blockout.hpp"

namespace easylink {

/// Everything a blockout's geometry depends on.
struct BlockoutShape {
    enum class Kind : std::uint8_t { Room, Corridor, Part };

    Kind kind = Kind::Room;
    int width = 0;  // in tiles, as the module stands
    int height = 0;
    bool alongX = false;            // corridors: their walls run along X
    std::vector<Opening> openings;  // rooms: sorted
    double tileSize = 1.0;
    double wallHeight = 3.0;

    friend bool operator==(const BlockoutShape&, const BlockoutShape&) = default;
    friend auto operator<=>(const BlockoutShape&, const BlockoutShape&) = default;
};

/// The blockout of `shape`: a part is a block on its footprint, in `floor`.
Blockout makeBlockout(const BlockoutShape& shape);

class BlockoutCache {
public:
    /// The blockout of `shape`, made the first time it is asked for.
    std::shared_ptr<const Blockout> get(const BlockoutShape& shape);
    /// How many shapes have been made.
    std::size_t size() const;

private:
    mutable std::mutex mutex_;
    std::map<BlockoutShape, std::shared_ptr<const Blockout>> made_;
};

}  // namespace easylink
