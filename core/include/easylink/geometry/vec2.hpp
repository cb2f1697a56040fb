#pragma once

// Small value types for tile geometry. The conventions they serve are those of
// docs/design.md section 3: x grows east, y grows south, tile (0,0) is top-left.

#include <compare>
#include <cstdint>

namespace easylink {

/// A tile coordinate, a tile-edge (corner) coordinate or an offset, in whole tiles.
struct Vec2i {
    int x = 0;
    int y = 0;

    friend constexpr Vec2i operator+(Vec2i a, Vec2i b) { return {a.x + b.x, a.y + b.y}; }
    friend constexpr Vec2i operator-(Vec2i a, Vec2i b) { return {a.x - b.x, a.y - b.y}; }
    friend constexpr Vec2i operator*(Vec2i a, int k) { return {a.x * k, a.y * k}; }
    friend constexpr bool operator==(Vec2i, Vec2i) = default;
    friend constexpr auto operator<=>(Vec2i, Vec2i) = default;
};

/// The steps from a tile to its four side neighbours, in the order the tile
/// generators walk them: east, west, south, north.
inline constexpr Vec2i kSideSteps[4] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

/// A width and height in tiles.
struct Size2i {
    int w = 0;
    int h = 0;

    friend constexpr bool operator==(Size2i, Size2i) = default;
};

/// A half-open rectangle of tiles: x <= tx < x + w, y <= ty < y + h.
struct Rect {
    int x = 0;
    int y = 0;
    int w = 0;
    int h = 0;

    constexpr int left() const { return x; }
    constexpr int top() const { return y; }
    constexpr int right() const { return x + w; }   // one past the last column
    constexpr int bottom() const { return y + h; }  // one past the last row
    constexpr bool empty() const { return w <= 0 || h <= 0; }
    constexpr std::int64_t area() const { return empty() ? 0 : std::int64_t(w) * h; }
    constexpr Vec2i position() const { return {x, y}; }

    constexpr bool contains(Vec2i t) const {
        return t.x >= x && t.x < right() && t.y >= y && t.y < bottom();
    }
    constexpr bool contains(const Rect& r) const {
        return r.x >= x && r.y >= y && r.right() <= right() && r.bottom() <= bottom();
    }
    constexpr bool intersects(const Rect& r) const {
        return !empty() && !r.empty() && x < r.right() && r.x < right() && y < r.bottom() &&
               r.y < bottom();
    }

    friend constexpr bool operator==(const Rect&, const Rect&) = default;
};

/// A point measured in half tiles, stored doubled so that it stays integral:
/// the point (3.5, 0) is {7, 0}. Port centres in catalogues are such points.
struct HalfPoint {
    int x2 = 0;
    int y2 = 0;

    static constexpr HalfPoint fromTiles(Vec2i v) { return {2 * v.x, 2 * v.y}; }
    constexpr double x() const { return x2 / 2.0; }
    constexpr double y() const { return y2 / 2.0; }
    constexpr bool xIsWhole() const { return x2 % 2 == 0; }
    constexpr bool yIsWhole() const { return y2 % 2 == 0; }

    friend constexpr bool operator==(HalfPoint, HalfPoint) = default;
};

/// The non-negative remainder of a / m for m > 0 (unlike %, also for negative a).
constexpr int floorMod(int a, int m) {
    const int r = a % m;
    return r < 0 ? r + m : r;
}

}  // namespace easylink
