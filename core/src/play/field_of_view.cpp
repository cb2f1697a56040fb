#include "easylink/play/field_of_view.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace easylink {

// [SECTION] TileMask

TileMask::TileMask(int width, int height)
    : width_(std::max(0, width)),
      height_(std::max(0, height)),
      bits_(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_), 0) {}

void TileMask::set(Vec2i tile, bool on) {
    if (contains(tile)) {
        bits_[indexOf(tile)] = on ? 1 : 0;
    }
}

void TileMask::clear() {
    std::fill(bits_.begin(), bits_.end(), std::uint8_t{0});
}

void TileMask::add(const TileMask& other) {
    const std::size_t n = std::min(bits_.size(), other.bits_.size());
    for (std::size_t i = 0; i < n; ++i) {
        bits_[i] = static_cast<std::uint8_t>(bits_[i] | other.bits_[i]);
    }
}

std::int64_t TileMask::count() const {
    return std::count(bits_.begin(), bits_.end(), std::uint8_t{1});
}

// [SECTION] Symmetric shadowcasting

namespace {

/// An exact slope num/den (den > 0): columns per row, measured from the
/// origin's centre.
struct Slope {
    std::int64_t num = 0;
    std::int64_t den = 1;
};

std::int64_t floorDiv(std::int64_t a, std::int64_t b) {
    const std::int64_t q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

std::int64_t ceilDiv(std::int64_t a, std::int64_t b) {
    return -floorDiv(-a, b);
}

/// The slope through the left edge of column `col` at row `depth`: the
/// line a tile's shadow (or a gap's opening) starts on.
Slope edgeSlope(int depth, int col) {
    return {2 * std::int64_t{col} - 1, 2 * std::int64_t{depth}};
}

/// The tiles at `depth` whose centres see past the origin between the
/// slopes start and end.
struct Row {
    int depth = 1;
    Slope start;
    Slope end;

    /// The first column the row touches: depth * start, halves rounded up.
    int firstColumn() const {
        return static_cast<int>(floorDiv(2 * depth * start.num + start.den, 2 * start.den));
    }
    /// The last column the row touches: depth * end, halves rounded down.
    int lastColumn() const {
        return static_cast<int>(ceilDiv(2 * depth * end.num - end.den, 2 * end.den));
    }
    /// True when the centre of column `col` lies within the slopes (ends
    /// included): the test that makes the algorithm symmetric.
    bool centreWithin(int col) const {
        return std::int64_t{col} * start.den >= std::int64_t{depth} * start.num &&
               std::int64_t{col} * end.den <= std::int64_t{depth} * end.num;
    }
};

/// A quadrant turns (depth, column) into a map tile: depth runs away from
/// the origin along `forward`, columns run across it along `across`.
struct Quadrant {
    Vec2i forward;
    Vec2i across;

    Vec2i tile(Vec2i origin, int depth, int col) const {
        return origin + forward * depth + across * col;
    }
};

constexpr std::array<Quadrant, 4> kQuadrants = {{
    {{0, -1}, {1, 0}},  // north
    {{1, 0}, {0, 1}},   // east
    {{0, 1}, {1, 0}},   // south
    {{-1, 0}, {0, 1}},  // west
}};

}  // namespace

bool withinSight(Vec2i offset, const SightRange& range) {
    if (range.radius < 0) {
        return true;
    }
    const std::int64_t dx = std::abs(offset.x);
    const std::int64_t dy = std::abs(offset.y);
    const std::int64_t r = range.radius;
    if (range.shape == SightShape::Square) {
        return std::max(dx, dy) <= r;
    }
    return 4 * (dx * dx + dy * dy) <= (2 * r + 1) * (2 * r + 1);
}

TileMask computeFieldOfView(const TileRaster& raster, Vec2i origin, const SightRange& range) {
    TileMask visible(raster.width(), raster.height());
    if (!visible.contains(origin)) {
        return visible;
    }
    visible.set(origin);
    // No row beyond the radius holds a tile within it, and none beyond the
    // map's size holds a tile of the map.
    const int mapReach = std::max(raster.width(), raster.height());
    const int maxDepth = range.radius < 0 ? mapReach : std::min(range.radius, mapReach);

    const auto opaque = [&](Vec2i tile) {
        return !visible.contains(tile) || blocksSight(raster.at(tile));
    };

    // Each quadrant is scanned row by row. A run of transparent tiles in a
    // row continues into the next row with the slopes of its edges; an
    // opaque tile ends a run (its left edge is the run's end slope) and the
    // first transparent tile after it starts a new one. The rows wait on a
    // stack rather than in recursion, which changes nothing in the result.
    std::vector<Row> pending;
    for (const Quadrant& quadrant : kQuadrants) {
        pending.push_back(Row{1, Slope{-1, 1}, Slope{1, 1}});
        while (!pending.empty()) {
            Row row = pending.back();
            pending.pop_back();
            if (row.depth > maxDepth) {
                continue;
            }
            enum class Previous { None, Opaque, Clear } previous = Previous::None;
            const int last = row.lastColumn();
            for (int col = row.firstColumn(); col <= last; ++col) {
                const Vec2i tile = quadrant.tile(origin, row.depth, col);
                const bool blocks = opaque(tile);
                if ((blocks || row.centreWithin(col)) && withinSight(tile - origin, range)) {
                    visible.set(tile);  // ignored off the map
                }
                if (previous == Previous::Opaque && !blocks) {
                    row.start = edgeSlope(row.depth, col);
                }
                if (previous == Previous::Clear && blocks) {
                    pending.push_back(Row{row.depth + 1, row.start, edgeSlope(row.depth, col)});
                }
                previous = blocks ? Previous::Opaque : Previous::Clear;
            }
            if (previous == Previous::Clear) {
                pending.push_back(Row{row.depth + 1, row.start, row.end});
            }
        }
    }
    return visible;
}

}  // namespace easylink
