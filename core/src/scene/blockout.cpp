#include "easylink/scene/blockout.hpp"

#include <algorithm>

namespace easylink {
namespace {

/// Calls `solid(from, to)` for each stretch of [0, length] left between
/// `openings` (sorted, in tiles), in tiles.
template <typename Solid>
void forSolidStretches(double length, const Opening* opening, const Opening* end, Solid solid) {
    double at = 0.0;
    for (; opening != end; ++opening) {
        const double from = std::clamp(opening->from, 0.0, length);
        const double to = std::clamp(opening->to, 0.0, length);
        if (from > at) {
            solid(at, from);
        }
        at = std::max(at, to);
    }
    if (at < length) {
        solid(at, length);
    }
}

/// A box along a wall whose outer face is the line `edge` (tiles) across
/// the frame, from `from` to `to` tiles along it, `inset` to `inset +
/// depth` metres in from that face, between heights `low` and `high`.
Box3 alongWall(Dir wall, double edge, double from, double to, double inset, double depth,
               double low, double high, double s) {
    const double e = edge * s;
    switch (wall) {
        case Dir::N: return {{from * s, low, e + inset}, {to * s, high, e + inset + depth}};
        case Dir::S: return {{from * s, low, e - inset - depth}, {to * s, high, e - inset}};
        case Dir::W: return {{e + inset, low, from * s}, {e + inset + depth, high, to * s}};
        default:  // E
            return {{e - inset - depth, low, from * s}, {e - inset, high, to * s}};
    }
}

/// Where the outer face of a `w` x `h` footprint's `wall` lies.
double footprintEdge(Dir wall, double w, double h) {
    switch (wall) {
        case Dir::S: return h;
        case Dir::E: return w;
        default: return 0.0;
    }
}

/// True when the `across` wall (north or south) of a footprint `w` tiles
/// wide is whole for `depth` tiles in from its east end (`east`) or west
/// end: no opening of `openings` reaches in there.
bool wholeCorner(const std::vector<Opening>& openings, Dir across, bool east, double w,
                 double depth) {
    return std::none_of(openings.begin(), openings.end(), [&](const Opening& opening) {
        return opening.wall == across && (east ? opening.to > w - depth : opening.from < depth);
    });
}

/// Adds the lintel over `opening` and the frame round it (two posts and a
/// head standing out of the wall on both faces) to `blockout`.
void addDoorway(Blockout& blockout, const Opening& opening, double edge,
                const BlockoutStyle& style) {
    const double s = style.tileSize;
    const double t = style.wallThickness();
    const double door = style.doorHeight();
    const double post = style.frameWidth();
    const double out = style.frameDepth();
    const Dir wall = opening.wall;
    blockout.walls.addBox(
        alongWall(wall, edge, opening.from, opening.to, 0.0, t, door, style.wallHeight, s));
    const double postTiles = post / s;
    blockout.frames.addBox(alongWall(wall, edge, opening.from, opening.from + postTiles, -out,
                                     t + 2 * out, 0.0, door, s),
                           BoxBase::OnFloor);
    blockout.frames.addBox(
        alongWall(wall, edge, opening.to - postTiles, opening.to, -out, t + 2 * out, 0.0, door, s),
        BoxBase::OnFloor);
    blockout.frames.addBox(
        alongWall(wall, edge, opening.from, opening.to, -out, t + 2 * out, door - post, door, s));
}

}  // namespace

double BlockoutStyle::doorHeight() const {
    return std::min(2.2 * tileSize, wallHeight - 0.2 * tileSize);
}

Blockout roomBlockout(Size2i size, std::vector<Opening> openings, const BlockoutStyle& style,
                      Doorways doorways) {
    const double s = style.tileSize;
    const double w = size.w;
    const double h = size.h;
    const double t = style.wallThickness();
    Blockout blockout;
    blockout.floor.addBox({{0.0, -style.floorThickness(), 0.0}, {w * s, 0.0, h * s}});

    // Sorted, each wall's openings lie together (walls compare first).
    std::sort(openings.begin(), openings.end());
    const std::size_t doors = openings.size();
    const bool framed = doorways == Doorways::Framed;
    blockout.walls.reserveBoxes(4 + (framed ? 2 : 1) * doors);
    blockout.frames.reserveBoxes(framed ? 3 * doors : 0);
    const Opening* next = openings.data();
    const Opening* const last = openings.data() + doors;
    for (const Dir wall : {Dir::N, Dir::E, Dir::S, Dir::W}) {
        const Opening* here = next;
        while (next != last && next->wall == wall) {
            ++next;
        }
        const bool northSouth = wall == Dir::N || wall == Dir::S;
        const double length = northSouth ? w : h;
        const double edge = footprintEdge(wall, w, h);
        // North and south walls run the whole width; east and west ones fit
        // between them, and where one meets a wall across that is whole at
        // that corner, its end is hidden against it and left out.
        forSolidStretches(length, here, next, [&](double from, double to) {
            Box3 box = alongWall(wall, edge, from, to, 0.0, t, 0.0, style.wallHeight, s);
            unsigned hidden = 0;
            if (!northSouth) {
                if (box.min[2] <= t && wholeCorner(openings, Dir::N, wall == Dir::E, w, t / s)) {
                    hidden |= kFaceNorth;
                }
                if (box.max[2] >= h * s - t &&
                    wholeCorner(openings, Dir::S, wall == Dir::E, w, t / s)) {
                    hidden |= kFaceSouth;
                }
                box.min[2] = std::max(box.min[2], t);
                box.max[2] = std::min(box.max[2], h * s - t);
            }
            blockout.walls.addBox(box, BoxBase::OnFloor, hidden);
        });
        for (const Opening* opening = here; framed && opening != next; ++opening) {
            addDoorway(blockout, *opening, edge, style);
        }
    }
    return blockout;
}

Blockout doorwayBlockout(const Opening& opening, double edge, const BlockoutStyle& style) {
    Blockout blockout;
    addDoorway(blockout, opening, edge, style);
    return blockout;
}

Blockout corridorBlockout(Size2i size, bool alongX, const BlockoutStyle& style) {
    const double s = style.tileSize;
    const double t = style.wallThickness();
    const double w = size.w * s;
    const double h = size.h * s;
    Blockout blockout;
    blockout.floor.addBox({{0.0, -style.floorThickness(), 0.0}, {w, 0.0, h}});
    if (alongX) {
        blockout.walls.addBox({{0.0, 0.0, 0.0}, {w, style.wallHeight, t}}, BoxBase::OnFloor);
        blockout.walls.addBox({{0.0, 0.0, h - t}, {w, style.wallHeight, h}}, BoxBase::OnFloor);
    } else {
        blockout.walls.addBox({{0.0, 0.0, 0.0}, {t, style.wallHeight, h}}, BoxBase::OnFloor);
        blockout.walls.addBox({{w - t, 0.0, 0.0}, {w, style.wallHeight, h}}, BoxBase::OnFloor);
    }
    return blockout;
}

}  // namespace easylink
