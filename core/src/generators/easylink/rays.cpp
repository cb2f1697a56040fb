#include "rays.hpp"

#include <algorithm>

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
    // The slab at `step` is the first one moved `step` times by `forward`.
    const auto [first0, second0] = slab(anchor, dir, 0);
    const Vec2i forward = delta(dir);
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
    // Empty slabs inside the map are skipped in a tight loop; `fastEnd` is
    // where that loop must stop and look at each slab in full.
    const int fastEnd = std::min(maxLength, inside);
    int step = 0;
    while (true) {
        std::ptrdiff_t offset = step * stride;
        while (step < fastEnd && (firstTile[offset] | secondTile[offset]) == 0) {
            ++step;
            offset += stride;
        }
        if (step >= maxLength) {
            break;
        }
        TileOwner a;
        TileOwner b;
        if (step < inside) {
            a = Layout::unpackOwner(firstTile[offset]);
            b = Layout::unpackOwner(secondTile[offset]);
        } else {
            a = layout.ownerAt(first0 + forward * step);
            b = layout.ownerAt(second0 + forward * step);
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
        ray.hit = a.isEmpty() ? b : a;
        ray.hitTile = (a.isEmpty() ? second0 : first0) + forward * step;
        break;
    }
    ray.length = step;
    return ray;
}

}  // namespace easylink::generation
