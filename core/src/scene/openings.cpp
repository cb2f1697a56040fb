#include "easylink/scene/openings.hpp"

#include <algorithm>

#include "easylink/layout/layout.hpp"
#include "easylink/resolve/resolution.hpp"
#include "easylink/scene/instances.hpp"

namespace easylink {
namespace {

/// The opening on the footprint's wall that a stretch of tiles between
/// corners `a` and `b` (module frame, inside the footprint) runs along.
Opening openingAlong(Vec2i a, Vec2i b) {
    const int minX = std::min(a.x, b.x);
    const int maxX = std::max(a.x, b.x);
    const int minY = std::min(a.y, b.y);
    const int maxY = std::max(a.y, b.y);
    Opening opening;
    if (maxX - minX >= maxY - minY) {
        opening.wall = minY <= 0 ? Dir::N : Dir::S;
        opening.from = minX;
        opening.to = maxX;
    } else {
        opening.wall = minX <= 0 ? Dir::W : Dir::E;
        opening.from = minY;
        opening.to = maxY;
    }
    return opening;
}

/// Where a module's own origin lands on the map: section 10's translation,
/// in tiles (placeInstance()'s, without its turn).
Vec2i originOf(const Rect& rect, Rotation rotation) {
    switch (rotation.degrees()) {
        case 90: return {rect.x + rect.w, rect.y};
        case 180: return {rect.x + rect.w, rect.y + rect.h};
        case 270: return {rect.x, rect.y + rect.h};
        default: return {rect.x, rect.y};
    }
}

}  // namespace

Vec2i toModuleFrame(Vec2i mapPoint, const Rect& rect, Rotation rotation) {
    const Vec2i origin = originOf(rect, rotation);
    const int dx = mapPoint.x - origin.x;
    const int dy = mapPoint.y - origin.y;
    // The inverse of section 10's turn Ry(-r), on (x, z) = (x, y).
    switch (rotation.degrees()) {
        case 90: return {dy, -dx};
        case 180: return {-dx, -dy};
        case 270: return {-dy, dx};
        default: return {dx, dy};
    }
}

Vec2i fromModuleFrame(Vec2i modulePoint, const Rect& rect, Rotation rotation) {
    const Vec2i origin = originOf(rect, rotation);
    const int u = modulePoint.x;
    const int v = modulePoint.y;
    // toModuleFrame()'s turns undone.
    switch (rotation.degrees()) {
        case 90: return {origin.x - v, origin.y + u};
        case 180: return {origin.x - u, origin.y - v};
        case 270: return {origin.x + v, origin.y - u};
        default: return {origin.x + u, origin.y + v};
    }
}

DoorwayPlace doorwayInDoorFrame(const Rect& doorRect, Rotation doorRotation, const Rect& roomRect,
                                Rotation roomRotation) {
    // The doorway in the room's frame, as resolvedOpenings() finds it.
    const Opening inRoom =
        openingAlong(toModuleFrame(doorRect.position(), roomRect, roomRotation),
                     toModuleFrame({doorRect.right(), doorRect.bottom()}, roomRect, roomRotation));
    const Size2i size = rotate(Size2i{roomRect.w, roomRect.h}, roomRotation);
    const auto from = static_cast<int>(inRoom.from);
    const auto to = static_cast<int>(inRoom.to);
    // Its two ends on the wall's outer face, and a step into the room.
    Vec2i start;
    Vec2i end;
    Vec2i inward;
    switch (inRoom.wall) {
        case Dir::N: start = {from, 0}, end = {to, 0}, inward = {0, 1}; break;
        case Dir::S: start = {from, size.h}, end = {to, size.h}, inward = {0, -1}; break;
        case Dir::W: start = {0, from}, end = {0, to}, inward = {1, 0}; break;
        default: start = {size.w, from}, end = {size.w, to}, inward = {-1, 0}; break;
    }
    const auto toDoor = [&](Vec2i roomPoint) {
        return toModuleFrame(fromModuleFrame(roomPoint, roomRect, roomRotation), doorRect,
                             doorRotation);
    };
    const Vec2i a = toDoor(start);
    const Vec2i b = toDoor(end);
    const Vec2i in = toDoor({start.x + inward.x, start.y + inward.y});
    DoorwayPlace place;
    if (a.y == b.y) {
        place.opening = {in.y > a.y ? Dir::N : Dir::S, double(std::min(a.x, b.x)),
                         double(std::max(a.x, b.x))};
        place.edge = a.y;
    } else {
        place.opening = {in.x > a.x ? Dir::W : Dir::E, double(std::min(a.y, b.y)),
                         double(std::max(a.y, b.y))};
        place.edge = a.x;
    }
    return place;
}

Dir toModuleFrame(Dir mapDir, Rotation rotation) {
    return turnClockwise(mapDir, 4 - rotation.quarterTurns());
}

std::vector<Opening> linkedPortOpenings(const PlacedRoom& room) {
    std::vector<Opening> openings;
    const Rect rect = room.rect();
    for (const PlacedPort& port : room.ports) {
        if (port.link.isFree() || port.width <= 0) {
            continue;
        }
        const Vec2i anchor = toModuleFrame(port.anchor, rect, room.rotation);
        Opening opening;
        opening.wall = toModuleFrame(port.dir, room.rotation);
        const double along = isHorizontal(opening.wall) ? anchor.y : anchor.x;
        opening.from = along - port.width / 2.0;
        opening.to = along + port.width / 2.0;
        openings.push_back(opening);
    }
    std::sort(openings.begin(), openings.end());
    return openings;
}

std::optional<std::vector<Opening>> resolvedOpenings(const Resolution& resolution, int root) {
    const ResolvedNode& top = resolution.node(root);
    bool wallsResolved = false;
    std::vector<Opening> openings;
    // The root and every node below it (their order does not matter: the
    // openings are sorted).
    const auto visit = [&](const auto& self, int index) -> void {
        const ResolvedNode& node = resolution.node(index);
        if (node.kind == ModuleKind::Wall) {
            wallsResolved = true;
        } else if (node.kind == ModuleKind::Door) {
            wallsResolved = true;
            const Vec2i a = toModuleFrame(node.rect.position(), top.rect, top.rotation);
            const Vec2i b =
                toModuleFrame({node.rect.right(), node.rect.bottom()}, top.rect, top.rotation);
            openings.push_back(openingAlong(a, b));
        }
        for (const int child : node.children) {
            self(self, child);
        }
    };
    visit(visit, root);
    if (!wallsResolved) {
        return std::nullopt;
    }
    std::sort(openings.begin(), openings.end());
    return openings;
}

}  // namespace easylink
