#include "easylink/scene/blockout_cache.hpp"

#include <algorithm>
#include <cstring>

namespace easylink {

Blockout makeBlockout(const BlockoutShape& shape) {
    BlockoutStyle style;
    style.tileSize = shape.tileSize;
    style.wallHeight = shape.wallHeight;
    const Size2i size{shape.width, shape.height};
    switch (shape.kind) {
        case BlockoutShape::Kind::Corridor: return corridorBlockout(size, shape.alongX, style);
        case BlockoutShape::Kind::Part: {
            const double s = style.tileSize;
            const double inset = 0.1 * s;
            Blockout block;
            block.floor.addBox(
                {{inset, 0.0, inset},
                 {size.w * s - inset, std::min(s, style.wallHeight), size.h * s - inset}},
                BoxBase::OnFloor);
            return block;
        }
        case BlockoutShape::Kind::Doorway:
            return shape.openings.empty() ? Blockout{}
                                          : doorwayBlockout(shape.openings[0], shape.edge, style);
        case BlockoutShape::Kind::Room: break;
    }
    return roomBlockout(size, shape.openings, style, shape.doorways);
}

namespace {

void mixInto(std::size_t& hash, std::uint64_t value) {
    hash ^= static_cast<std::size_t>(value + 0x9e3779b97f4a7c15ULL + (hash << 6) + (hash >> 2));
}

std::uint64_t bitsOf(double value) {
    std::uint64_t bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    return bits;
}

}  // namespace

std::size_t BlockoutShapeHash::operator()(const BlockoutShape& shape) const {
    std::size_t hash = 0;
    mixInto(hash, static_cast<std::uint64_t>(shape.kind));
    mixInto(hash, static_cast<std::uint32_t>(shape.width));
    mixInto(hash, static_cast<std::uint32_t>(shape.height));
    mixInto(hash, shape.alongX ? 1 : 0);
    for (const Opening& opening : shape.openings) {
        mixInto(hash, static_cast<std::uint64_t>(opening.wall));
        mixInto(hash, bitsOf(opening.from));
        mixInto(hash, bitsOf(opening.to));
    }
    mixInto(hash, bitsOf(shape.tileSize));
    mixInto(hash, bitsOf(shape.wallHeight));
    mixInto(hash, static_cast<std::uint64_t>(shape.doorways));
    mixInto(hash, bitsOf(shape.edge));
    return hash;
}

CachedBlockout BlockoutCache::get(const BlockoutShape& shape) {
    {
        const std::lock_guard lock(mutex_);
        const auto found = made_.find(shape);
        if (found != made_.end()) {
            return found->second;
        }
    }
    // Made outside the lock; when two threads make one shape at once, the
    // first stored is kept (both are equal).
    CachedBlockout made;
    made.blockout = std::make_shared<const Blockout>(makeBlockout(shape));
    made.partBounds[0].add(made.blockout->floor);
    made.partBounds[1].add(made.blockout->walls);
    made.partBounds[2].add(made.blockout->frames);
    const std::lock_guard lock(mutex_);
    if (made_.size() >= kMostShapes) {
        return made;  // the scene keeps it while it needs it
    }
    return made_.try_emplace(shape, std::move(made)).first->second;
}

std::size_t BlockoutCache::size() const {
    const std::lock_guard lock(mutex_);
    return made_.size();
}

}  // namespace easylink
