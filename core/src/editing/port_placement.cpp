#include "easylink/editing/port_placement.hpp"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace easylink {
namespace {

bool isEditableSize(Size2i size) {
    return size.w >= 3 && size.h >= 3 && size.w <= kMaxModuleSide && size.h <= kMaxModuleSide;
}

bool isPassageWidth(int width) {
    return width >= kMinPassageWidth && width <= kMaxPassageWidth && width % 2 == 0;
}

/// The length of the wall faced by `dir`, corners included.
int wallLength(Dir dir, Size2i size) {
    return isHorizontal(dir) ? size.h : size.w;
}

/// A pose on the wall faced by `dir` with the doubled centre `along2` along it.
PortPose poseAt(Dir dir, Size2i size, int along2) {
    switch (dir) {
        case Dir::W: return {{0, along2}, dir};
        case Dir::E: return {{2 * (size.w - 1), along2}, dir};
        case Dir::N: return {{along2, 0}, dir};
        case Dir::S: return {{along2, 2 * (size.h - 1)}, dir};
    }
    return {};
}

/// What the validator calls a placed port: the rules the others are compared
/// with it under (on its wall, half-tile centre, width-2 door off the corners).
bool isPlaced(const PortPose& pose, Size2i size) {
    return hasPortShape(pose) && isOnFacingWall(pose, size) &&
           wallInterior(pose.dir, size).contains(doorTiles(pose, kMinPassageWidth));
}

/// The validator's width for overlaps: the widest passage width of the port
/// whose door fits on its wall, at least 2.
int widestFittingWidth(const std::vector<int>& widths, const PortPose& pose, Size2i size) {
    int widest = kMinPassageWidth;
    const Rect wall = wallInterior(pose.dir, size);
    for (const int width : widths) {
        if (isPassageWidth(width) && width > widest && wall.contains(doorTiles(pose, width))) {
            widest = width;
        }
    }
    return widest;
}

bool congruent(Vec2i a, Vec2i b, int macro) {
    return floorMod(a.x - b.x, macro) == 0 && floorMod(a.y - b.y, macro) == 0;
}

/// isPortPlacementValid() for port `port` of `module` moved to `pose`.
bool isValidAt(const ModuleTemplate& module, std::size_t port, const PortPose& pose, int macro) {
    const Size2i size = module.size;
    if (!isEditableSize(size) || !isPlaced(pose, size)) {
        return false;
    }
    const std::vector<int>& widths = module.ports[port].widths;
    const Rect wall = wallInterior(pose.dir, size);
    for (const int width : widths) {
        if (isPassageWidth(width) && !wall.contains(doorTiles(pose, width))) {
            return false;
        }
    }
    const Rect door = doorTiles(pose, widestFittingWidth(widths, pose, size));
    for (std::size_t other = 0; other < module.ports.size(); ++other) {
        const PortSpec& spec = module.ports[other];
        if (other == port || !isPlaced(spec.pose, size)) {
            continue;
        }
        if (door.intersects(
                doorTiles(spec.pose, widestFittingWidth(spec.widths, spec.pose, size)))) {
            return false;
        }
    }
    if (port != 0 && isUsableMacro(macro) && isPlaced(module.ports[0].pose, size) &&
        !congruent(portAnchor(pose), module.ports[0].anchor(), macro)) {
        return false;
    }
    return true;
}

/// The anchor the port should preferably share residues with: port 0's for
/// the other ports, else the first other placed port's.
std::optional<Vec2i> alignmentReference(const ModuleTemplate& module, std::size_t port) {
    for (std::size_t other = 0; other < module.ports.size(); ++other) {
        if (other != port && isPlaced(module.ports[other].pose, module.size)) {
            return module.ports[other].anchor();
        }
    }
    return std::nullopt;
}

/// For junctions that run a corridor straight through: the doubled centre
/// along the wall that puts the port on the line of the one port facing the
/// other way, when there is exactly one such placed port.
std::optional<int> collinearAlong2(const ModuleTemplate& module, std::size_t port) {
    const ModuleKind kind = module.kind;
    if (kind != ModuleKind::FourWay && kind != ModuleKind::TJunction &&
        kind != ModuleKind::Through) {
        return std::nullopt;
    }
    const Dir dir = module.ports[port].pose.dir;
    std::optional<Vec2i> partner;
    int count = 0;
    for (std::size_t other = 0; other < module.ports.size(); ++other) {
        const PortSpec& spec = module.ports[other];
        if (other != port && spec.pose.dir == opposite(dir)) {
            ++count;
            if (isPlaced(spec.pose, module.size)) {
                partner = spec.anchor();
            }
        }
    }
    if (count != 1 || !partner) {
        return std::nullopt;
    }
    // The anchor along the wall is the centre plus half a tile.
    return 2 * (isHorizontal(dir) ? partner->y : partner->x) - 1;
}

}  // namespace

bool isCornerTile(Vec2i tile, Size2i size) {
    return (tile.x == 0 || tile.x == size.w - 1) && (tile.y == 0 || tile.y == size.h - 1) &&
           Rect{0, 0, size.w, size.h}.contains(tile);
}

std::optional<Dir> wallOfTile(Vec2i tile, Size2i size) {
    if (!isEditableSize(size) || !Rect{0, 0, size.w, size.h}.contains(tile) ||
        isCornerTile(tile, size)) {
        return std::nullopt;
    }
    if (tile.x == 0) {
        return Dir::W;
    }
    if (tile.x == size.w - 1) {
        return Dir::E;
    }
    if (tile.y == 0) {
        return Dir::N;
    }
    if (tile.y == size.h - 1) {
        return Dir::S;
    }
    return std::nullopt;
}

int alongWall2(const PortPose& pose) {
    return isHorizontal(pose.dir) ? pose.centre.y2 : pose.centre.x2;
}

std::optional<HalfRange> centreRangeOnWall(Dir dir, Size2i size, int width) {
    if (!isEditableSize(size) || !isPassageWidth(width)) {
        return std::nullopt;
    }
    // Door tiles run from centre - width/2 + 1/2 to centre + width/2 - 1/2;
    // they must stay within tiles 1 .. length-2 along the wall.
    const int length = wallLength(dir, size);
    const HalfRange range{width + 1, 2 * length - 3 - width};
    if (range.min2 > range.max2) {
        return std::nullopt;
    }
    return range;
}

std::optional<PortPose> poseOnWall(Dir dir, Size2i size, int along2, int width) {
    const std::optional<HalfRange> range = centreRangeOnWall(dir, size, width);
    if (!range) {
        return std::nullopt;
    }
    if (floorMod(along2, 2) == 0) {
        along2 += 1;
    }
    return poseAt(dir, size, std::clamp(along2, range->min2, range->max2));
}

std::optional<PortPose> portForWallTile(Vec2i tile, Size2i size, int width) {
    const std::optional<Dir> dir = wallOfTile(tile, size);
    if (!dir) {
        return std::nullopt;
    }
    const int along = isHorizontal(*dir) ? tile.y : tile.x;
    return poseOnWall(*dir, size, 2 * along + 1, width);
}

std::optional<PortPose> slideAlongWall(const PortPose& pose, Size2i size, int tiles, int width) {
    // Far slides are clamped anyway; keep the arithmetic in range.
    const int step = std::clamp(tiles, -2 * kMaxModuleSide, 2 * kMaxModuleSide);
    return poseOnWall(pose.dir, size, alongWall2(pose) + 2 * step, width);
}

int widestListedWidth(const PortSpec& port) {
    int widest = kMinPassageWidth;
    for (const int width : port.widths) {
        if (isPassageWidth(width)) {
            widest = std::max(widest, width);
        }
    }
    return widest;
}

bool isPortPlacementValid(const ModuleTemplate& module, std::size_t port, int macro) {
    return port < module.ports.size() && isValidAt(module, port, module.ports[port].pose, macro);
}

std::optional<PortPose> nearestValidPose(const ModuleTemplate& module, std::size_t port,
                                         int macro) {
    if (port >= module.ports.size()) {
        return std::nullopt;
    }
    const PortSpec& spec = module.ports[port];
    const Dir dir = spec.pose.dir;
    const std::optional<HalfRange> range =
        centreRangeOnWall(dir, module.size, widestListedWidth(spec));
    if (!range) {
        return std::nullopt;
    }
    const int wish = alongWall2(spec.pose);
    const std::optional<Vec2i> reference =
        isUsableMacro(macro) ? alignmentReference(module, port) : std::nullopt;
    const auto alignedWithReference = [&](const PortPose& pose) {
        return !reference || congruent(portAnchor(pose), *reference, macro);
    };

    // The nearest valid centre, ties going west or north; with `aligned`,
    // only centres that share the reference's residues count.
    const auto nearest = [&](bool aligned) -> std::optional<PortPose> {
        std::optional<PortPose> best;
        long bestDistance = 0;
        for (int along2 = range->min2; along2 <= range->max2; along2 += 2) {
            const long distance = std::labs(static_cast<long>(along2) - wish);
            if (best && distance >= bestDistance) {
                continue;
            }
            const PortPose pose = poseAt(dir, module.size, along2);
            if ((!aligned || alignedWithReference(pose)) && isValidAt(module, port, pose, macro)) {
                best = pose;
                bestDistance = distance;
            }
        }
        return best;
    };

    if (const std::optional<int> line = collinearAlong2(module, port);
        line && *line >= range->min2 && *line <= range->max2) {
        const PortPose pose = poseAt(dir, module.size, *line);
        if (alignedWithReference(pose) && isValidAt(module, port, pose, macro)) {
            return pose;
        }
    }
    if (reference) {
        if (std::optional<PortPose> aligned = nearest(true)) {
            return aligned;
        }
    }
    return nearest(false);
}

void resizeModule(ModuleTemplate& module, Size2i size) {
    for (PortSpec& port : module.ports) {
        if (!isOnFacingWall(port.pose, module.size)) {
            continue;
        }
        if (port.pose.dir == Dir::E) {
            port.pose.centre.x2 = 2 * (size.w - 1);
        } else if (port.pose.dir == Dir::S) {
            port.pose.centre.y2 = 2 * (size.h - 1);
        }
    }
    module.size = size;
}

}  // namespace easylink
