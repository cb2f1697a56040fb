#include "rays.hpp"

namespace easylink::generation {
namespace {

/// The two tiles of the slab `step` steps out along the ray: the tiles on
/// both sides of the line, just beyond the anchor's edge.
std::pair<Vec2i, Vec2i> slab(Vec2i anchor, Dir dir, int step) {
    switch (dir) {
        case Dir::E: return {{anchor.x + step, anchor.y - 1}, {anchor.x + step, anchor.y}};
        case Dir::W: return {{anchor.x - 1 - step, anchor.y - 1}, {anchor.x - 1 - step, anchor.y}};
        case Dir::S: return {{anchor.x - 1, anchor.y + step}, {anchor.x, anchor.y + step}};
        case Dir::N: return {{anchor.x - 1, anchor.y - 1 - step}, {anchor.x, anchor.y - 1 - step}};
    }
    return {};
}

}  // namespace

Ray castRay(const Layout& layout, Vec2i anchor, Dir dir, bool crossCorridors, int maxLength) {
    Ray ray;
    ray.start = anchor;
    ray.dir = dir;
    const bool horizontal = isHorizontal(dir);
    int step = 0;
    while (step < maxLength) {
        const auto [first, second] = slab(anchor, dir, step);
        const TileOwner a = layout.ownerAt(first);
        const TileOwner b = layout.ownerAt(second);
        if (a.isEmpty() && b.isEmpty()) {
            ++step;
            continue;
        }
        // A corridor at right angles, covering both tiles from its first row
        // or column on: walk over it.
        if (crossCorridors && a.kind == TileOwner::Kind::Corridor && a == b) {
            const Corridor& crossing = *layout.corridor(a.id);
            if ((crossing.axis == Axis::Vertical) == horizontal) {
                const int span = horizontal ? crossing.rect.w : crossing.rect.h;
                ray.crossings.push_back({crossing.id, step, span});
                step += span;
                continue;
            }
        }
        ray.hit = a.isEmpty() ? b : a;
        ray.hitTile = a.isEmpty() ? second : first;
        break;
    }
    ray.length = step;
    return ray;
}

}  // namespace easylink::generation
