#include "easylink/scene/blockout_cache.hpp"

#include <algorithm>

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
        case BlockoutShape::Kind::Room: break;
    }
    return roomBlockout(size, shape.openings, style);
}

std::shared_ptr<const Blockout> BlockoutCache::get(const BlockoutShape& shape) {
    {
        const std::lock_guard lock(mutex_);
        const auto found = made_.find(shape);
        if (found != made_.end()) {
            return found->second;
        }
    }
    // Made outside the lock; when two threads make one shape at once, the
    // first stored is kept (both are equal).
    auto made = std::make_shared<const Blockout>(makeBlockout(shape));
    const std::lock_guard lock(mutex_);
    return made_.try_emplace(shape, std::move(made)).first->second;
}

std::size_t BlockoutCache::size() const {
    const std::lock_guard lock(mutex_);
    return made_.size();
}

}  // namespace easylink
