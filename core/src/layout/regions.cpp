#include "easylink/layout/regions.hpp"

#include <algorithm>

#include "easylink/layout/layout.hpp"

namespace easylink {

std::optional<int> regionOf(const std::vector<Region>& regions, const Rect& room) {
    const Vec2i centre2 = doubledCentre(room);
    for (std::size_t i = regions.size(); i-- > 0;) {
        const Rect& r = regions[i].rect;
        // rx <= cx < rx + rw with cx = centre2.x / 2, compared doubled.
        if (2 * r.x <= centre2.x && centre2.x < 2 * r.right() && 2 * r.y <= centre2.y &&
            centre2.y < 2 * r.bottom()) {
            return static_cast<int>(i);
        }
    }
    return std::nullopt;
}

std::optional<int> regionAt(const std::vector<Region>& regions, Vec2i tile) {
    for (std::size_t i = regions.size(); i-- > 0;) {
        if (regions[i].rect.contains(tile)) {
            return static_cast<int>(i);
        }
    }
    return std::nullopt;
}

double askedDensity(const Region& region, double roomDensity) {
    return region.blocked ? 0.0 : region.density.value_or(roomDensity);
}

std::vector<std::int64_t> regionRoomAreas(const Layout& layout,
                                          const std::vector<Region>& regions) {
    std::vector<std::int64_t> areas(regions.size(), 0);
    for (RoomId id : layout.roomIds()) {
        const PlacedRoom& room = *layout.room(id);
        if (room.kind != ModuleKind::Normal && room.kind != ModuleKind::DeadEnd) {
            continue;
        }
        if (const auto region = regionOf(regions, room.rect())) {
            areas[static_cast<std::size_t>(*region)] += room.rect().area();
        }
    }
    return areas;
}

std::vector<double> achievedDensities(const Layout& layout, const std::vector<Region>& regions) {
    const std::vector<std::int64_t> areas = regionRoomAreas(layout, regions);
    std::vector<double> densities(regions.size(), 0.0);
    for (std::size_t i = 0; i < regions.size(); ++i) {
        const std::int64_t area = regions[i].rect.area();
        densities[i] = area > 0 ? static_cast<double>(areas[i]) / static_cast<double>(area) : 0.0;
    }
    return densities;
}

std::string describeRegion(const std::vector<Region>& regions, int index) {
    std::string text = "region " + std::to_string(index);
    if (index >= 0 && index < static_cast<int>(regions.size()) &&
        !regions[static_cast<std::size_t>(index)].name.empty()) {
        text += " (" + regions[static_cast<std::size_t>(index)].name + ")";
    }
    return text;
}

std::int64_t uncoveredArea(const std::vector<Region>& regions, int width, int height) {
    // Coordinate compression over the rects' edges: each cell of the grid of
    // edges is wholly inside or outside every rect.
    std::vector<int> xs{0, width};
    std::vector<int> ys{0, height};
    for (const Region& region : regions) {
        xs.push_back(std::clamp(region.rect.x, 0, width));
        xs.push_back(std::clamp(region.rect.right(), 0, width));
        ys.push_back(std::clamp(region.rect.y, 0, height));
        ys.push_back(std::clamp(region.rect.bottom(), 0, height));
    }
    std::sort(xs.begin(), xs.end());
    xs.erase(std::unique(xs.begin(), xs.end()), xs.end());
    std::sort(ys.begin(), ys.end());
    ys.erase(std::unique(ys.begin(), ys.end()), ys.end());
    std::int64_t area = 0;
    for (std::size_t j = 0; j + 1 < ys.size(); ++j) {
        for (std::size_t i = 0; i + 1 < xs.size(); ++i) {
            if (!regionAt(regions, {xs[i], ys[j]})) {
                area += std::int64_t(xs[i + 1] - xs[i]) * (ys[j + 1] - ys[j]);
            }
        }
    }
    return area;
}

std::vector<Region> clipRegions(const std::vector<Region>& regions, int width, int height,
                                std::vector<std::string>& notes) {
    std::vector<Region> clipped;
    for (std::size_t i = 0; i < regions.size(); ++i) {
        Region region = regions[i];
        const Rect& r = region.rect;
        const int left = std::max(r.x, 0);
        const int top = std::max(r.y, 0);
        const int right = std::min(r.right(), width);
        const int bottom = std::min(r.bottom(), height);
        if (right <= left || bottom <= top) {
            notes.push_back(describeRegion(regions, static_cast<int>(i)) +
                            " lies wholly outside the " + std::to_string(width) + "x" +
                            std::to_string(height) + " map and was removed");
            continue;
        }
        const Rect inside{left, top, right - left, bottom - top};
        if (inside != r) {
            notes.push_back(describeRegion(regions, static_cast<int>(i)) + " was clipped to the " +
                            std::to_string(width) + "x" + std::to_string(height) + " map");
            region.rect = inside;
        }
        clipped.push_back(std::move(region));
    }
    return clipped;
}

}  // namespace easylink
