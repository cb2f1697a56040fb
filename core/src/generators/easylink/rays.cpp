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
    // The slabs inside the map are read straight from the grid's rows: the
    // slab at `step` sits `step * stride` owners past the first one. From
    // `inside` steps on, a slab has a tile outside the map.
    const auto [first0, second0] = slab(anchor, dir, 0);
    const Rect map = layout.bounds();
    const bool startsInside = map.contains(first0) && map.contains(second0);
    const std::ptrdiff_t width = layout.width();
    const std::ptrdiff_t stride = dir == Dir::E   ? 1
                                  : dir == Dir::W ? -1
                                  : dir == Dir::S ? width
                                                  : -width;
    const int inside = !startsInside   ? 0
                       : dir == Dir::E ? layout.width() - first0.x
                       : dir == Dir::W ? first0.x + 1
                       : dir == Dir::S ? layout.height() - first0.y
                                       : first0.y + 1;
    const Layout::PackedOwner* grid = layout.packedOwners();
    const Layout::PackedOwner* firstTile =
        startsInside ? grid + first0.y * width + first0.x : nullptr;
    const Layout::PackedOwner* secondTile =
        startsInside ? grid + second0.y * width + second0.x : nullptr;
    int step = 0;
    while (step < maxLength) {
        TileOwner a;
        TileOwner b;
        if (step < inside) {
            const std::ptrdiff_t offset = step * stride;
            const Layout::PackedOwner packedA = firstTile[offset];
            const Layout::PackedOwner packedB = secondTile[offset];
            if ((packedA | packedB) == 0) {
                ++step;
                continue;
            }
            a = Layout::unpackOwner(packedA);
            b = Layout::unpackOwner(packedB);
        } else {
            const auto [first, second] = slab(anchor, dir, step);
            a = layout.ownerAt(first);
            b = layout.ownerAt(second);
            if (a.isEmpty() && b.isEmpty()) {
                ++step;
                continue;
            }
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
        const auto [first, second] = slab(anchor, dir, step);
        ray.hit = a.isEmpty() ? b : a;
        ray.hitTile = a.isEmpty() ? second : first;
        break;
    }
    ray.length = step;
    return ray;
}

}  // namespace easylink::generation
