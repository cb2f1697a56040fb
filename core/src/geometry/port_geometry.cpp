#include "easylink/geometry/port_geometry.hpp"

#include <cassert>

namespace easylink {

bool hasPortShape(const PortPose& port) {
    const HalfPoint c = port.centre;
    return isHorizontal(port.dir) ? (c.xIsWhole() && !c.yIsWhole())
                                  : (!c.xIsWhole() && c.yIsWhole());
}

bool isOnFacingWall(const PortPose& port, Size2i size) {
    const HalfPoint c = port.centre;
    switch (port.dir) {
        case Dir::W: return c.x2 == 0;
        case Dir::E: return c.x2 == 2 * (size.w - 1);
        case Dir::N: return c.y2 == 0;
        case Dir::S: return c.y2 == 2 * (size.h - 1);
    }
    return false;
}

Vec2i portAnchor(const PortPose& port) {
    assert(hasPortShape(port));
    const HalfPoint c = port.centre;
    // Half coordinates become whole by adding one half; the doorway's outer
    // edge is the centre's own column or row for W/N and one further for E/S.
    switch (port.dir) {
        case Dir::W: return {c.x2 / 2, (c.y2 + 1) / 2};
        case Dir::E: return {c.x2 / 2 + 1, (c.y2 + 1) / 2};
        case Dir::N: return {(c.x2 + 1) / 2, c.y2 / 2};
        case Dir::S: return {(c.x2 + 1) / 2, c.y2 / 2 + 1};
    }
    return {};
}

Rect doorTiles(Vec2i anchor, Dir dir, int width) {
    const int half = width / 2;
    switch (dir) {
        case Dir::W: return {anchor.x, anchor.y - half, 1, width};
        case Dir::E: return {anchor.x - 1, anchor.y - half, 1, width};
        case Dir::N: return {anchor.x - half, anchor.y, width, 1};
        case Dir::S: return {anchor.x - half, anchor.y - 1, width, 1};
    }
    return {};
}

Rect wallInterior(Dir dir, Size2i size) {
    switch (dir) {
        case Dir::W: return {0, 1, 1, size.h - 2};
        case Dir::E: return {size.w - 1, 1, 1, size.h - 2};
        case Dir::N: return {1, 0, size.w - 2, 1};
        case Dir::S: return {1, size.h - 1, size.w - 2, 1};
    }
    return {};
}

int widestDoorOnWall(const PortPose& port, Size2i size, int limit) {
    const Rect wall = wallInterior(port.dir, size);
    const Vec2i anchor = portAnchor(port);
    int widest = 0;
    for (int width = 2; width <= limit; width += 2) {
        if (!wall.contains(doorTiles(anchor, port.dir, width))) {
            break;
        }
        widest = width;
    }
    return widest;
}

Vec2i rotateEdgePoint(Vec2i point, Size2i size, Rotation rotation) {
    for (int i = 0; i < rotation.quarterTurns(); ++i) {
        point = {size.h - point.y, point.x};
        size = {size.h, size.w};
    }
    return point;
}

Vec2i rotateTile(Vec2i tile, Size2i size, Rotation rotation) {
    for (int i = 0; i < rotation.quarterTurns(); ++i) {
        tile = {size.h - 1 - tile.y, tile.x};
        size = {size.h, size.w};
    }
    return tile;
}

PortPose rotatePort(const PortPose& port, Size2i size, Rotation rotation) {
    // A tile-centre point c is the edge point c + 1/2, so in doubled units the
    // edge rule (X, Y) -> (h - Y, X) becomes (x2, y2) -> (2h - y2 - 2, x2).
    HalfPoint c = port.centre;
    for (int i = 0; i < rotation.quarterTurns(); ++i) {
        c = {2 * size.h - c.y2 - 2, c.x2};
        size = {size.h, size.w};
    }
    return {c, rotate(port.dir, rotation)};
}

PortPose placePort(const PortPose& port, Size2i size, Rotation rotation, Vec2i position) {
    PortPose placed = rotatePort(port, size, rotation);
    placed.centre.x2 += 2 * position.x;
    placed.centre.y2 += 2 * position.y;
    return placed;
}

}  // namespace easylink
