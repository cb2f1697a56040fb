#pragma once

// [SECTION] Blockouts made once
//
// A blockout depends on its shape alone (blockout.hpp): a room's size and
// open doorways, a corridor's size and direction, a part's size, and the
// catalogue's tile size and wall height. The scene builder asks this cache
// for each, so that rooms of one shape share one mesh in a level, and the
// levels of a batch (which meet the same shapes seed after seed) make
// each shape once between them, with the bounds the glTF writer states
// for it. Safe to share between threads.

#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <vector>

#include "easylink/geometry/vec2.hpp"
#include "easylink/scene/blockout.hpp"

namespace easylink {

/// Everything a blockout's geometry depends on.
struct BlockoutShape {
    enum class Kind : std::uint8_t { Room, Corridor, Part, Doorway };

    Kind kind = Kind::Room;
    int width = 0;  // in tiles, as the module stands
    int height = 0;
    bool alongX = false;            // corridors: their walls run along X
    std::vector<Opening> openings;  // rooms: sorted; a doorway: its one opening
    double tileSize = 1.0;
    double wallHeight = 3.0;
    Doorways doorways = Doorways::Framed;  // rooms
    double edge = 0.0;                     // a doorway: its wall's outer face (doorwayBlockout())

    friend bool operator==(const BlockoutShape&, const BlockoutShape&) = default;
    friend auto operator<=>(const BlockoutShape&, const BlockoutShape&) = default;
};

/// The blockout of `shape`: a part is a block on its footprint, in `floor`;
/// a doorway its lintel and frame.
Blockout makeBlockout(const BlockoutShape& shape);

/// A hash of everything a shape is made from.
struct BlockoutShapeHash {
    std::size_t operator()(const BlockoutShape& shape) const;
};

/// A blockout made once, and the bounds of its floor, walls and frames
/// (in that order, as a scene's mesh of it has them).
struct CachedBlockout {
    std::shared_ptr<const Blockout> blockout;
    std::array<MeshBounds, 3> partBounds;
};

class BlockoutCache {
public:
    /// The blockout of `shape`, made the first time it is asked for.
    CachedBlockout get(const BlockoutShape& shape);
    /// How many shapes have been made.
    std::size_t size() const;

    /// How many shapes it keeps at most. The common shapes come early in
    /// a batch; a shape made after that is one room's own (its doorways
    /// where no other room has them), and is not kept.
    static constexpr std::size_t kMostShapes = 512;

private:
    mutable std::mutex mutex_;
    std::unordered_map<BlockoutShape, CachedBlockout, BlockoutShapeHash> made_;
};

}  // namespace easylink
