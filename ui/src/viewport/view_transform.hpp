#pragma once

// [SECTION] View transform
//
// The arithmetic of looking at a tile map through a rectangle of the screen,
// kept apart from GL and ImGui so that it can be tested without either:
// where a tile lands on the screen and back, panning, zooming about the mouse
// so that the tile under it stays put, framing the whole map, which tiles are
// on show, and what lies under a screen point (tile, owner, port).
//
// The view is held as the point of the map (in tile-edge coordinates: (0,0)
// is the top-left corner of tile (0,0)) seen at the viewport's centre, and a
// zoom in screen pixels per tile. Keeping the centre rather than a corner
// means a panel that is resized keeps looking at the same place.

#include <optional>

#include "easylink/layout/layout.hpp"

namespace easylink::ui {

/// A point or offset in floating point: screen pixels, or map coordinates in
/// tiles (fractions inside a tile), depending on where it is used.
struct Vec2f {
    float x = 0.0f;
    float y = 0.0f;

    friend constexpr Vec2f operator+(Vec2f a, Vec2f b) { return {a.x + b.x, a.y + b.y}; }
    friend constexpr Vec2f operator-(Vec2f a, Vec2f b) { return {a.x - b.x, a.y - b.y}; }
    friend constexpr Vec2f operator*(Vec2f a, float k) { return {a.x * k, a.y * k}; }
    friend constexpr bool operator==(Vec2f, Vec2f) = default;
};

/// The map coordinates of a tile's top-left corner.
constexpr Vec2f cornerOf(Vec2i tile) {
    return {static_cast<float>(tile.x), static_cast<float>(tile.y)};
}

/// The map coordinates of a tile's centre.
constexpr Vec2f centreOf(Vec2i tile) {
    return cornerOf(tile) + Vec2f{0.5f, 0.5f};
}

/// The map coordinates of a rectangle's centre.
constexpr Vec2f centreOf(const Rect& rect) {
    return {static_cast<float>(rect.x) + static_cast<float>(rect.w) * 0.5f,
            static_cast<float>(rect.y) + static_cast<float>(rect.h) * 0.5f};
}

/// An axis-aligned box on the screen.
struct ScreenBox {
    Vec2f min;
    Vec2f max;

    Vec2f size() const { return max - min; }
    Vec2f centre() const { return (min + max) * 0.5f; }
};

class ViewTransform {
public:
    /// Pixels per tile: far enough out to see a 4096-tile map in 200 pixels,
    /// close enough to read a port's widths on a single tile.
    static constexpr float kMinZoom = 0.05f;
    static constexpr float kMaxZoom = 128.0f;
    /// Pixels kept free around the map by fit().
    static constexpr float kFitMargin = 16.0f;
    /// Pixels of the map that panning always leaves on screen (less when the
    /// map is smaller than that on screen).
    static constexpr float kKeepVisible = 48.0f;

    /// The screen rectangle the map is shown in; set before every frame.
    void setViewport(Vec2f min, Vec2f size);
    const ScreenBox& viewport() const { return viewport_; }

    /// The size of the map in tiles, which bounds panning: the view never
    /// moves so far that less than kKeepVisible pixels of the map show.
    void setMapSize(Size2i size);
    Size2i mapSize() const { return mapSize_; }

    /// The map point shown at the viewport's centre.
    Vec2f centre() const { return centre_; }
    /// Moves the view to show `mapPoint` at the viewport's centre (clamped).
    void setCentre(Vec2f mapPoint);

    /// Screen pixels per tile.
    float zoom() const { return zoom_; }
    /// Sets the zoom (clamped to kMinZoom..kMaxZoom) about the viewport's centre.
    void setZoom(float pixelsPerTile);

    Vec2f mapToScreen(Vec2f mapPoint) const;
    Vec2f screenToMap(Vec2f screen) const;
    /// The tile whose square contains the screen point (possibly outside the map).
    Vec2i tileAt(Vec2f screen) const;
    /// Where a rectangle of tiles covers the screen.
    ScreenBox tilesToScreen(const Rect& tiles) const;

    /// Moves the view so that the map follows a drag of `screenDelta` pixels.
    void panBy(Vec2f screenDelta);
    /// Moves the view so that `mapPoint` appears at `screen`: what a drag
    /// does with the point it grabbed.
    void placeMapPointAt(Vec2f mapPoint, Vec2f screen);
    /// Multiplies the zoom by `factor` (then clamps it), keeping the map point
    /// under `screen` where it is, as a mouse wheel over the map should.
    void zoomAt(Vec2f screen, float factor);

    /// Frames the whole map: centred, as large as fits in the viewport with
    /// `margin` pixels to spare on every side (within the zoom range).
    void fit(float margin = kFitMargin);

    /// The tiles of the map that are at least partly on screen; empty when
    /// none are.
    Rect visibleTiles() const;

private:
    /// Keeps some of the map on screen (see kKeepVisible).
    void clampCentre();

    ScreenBox viewport_{{0.0f, 0.0f}, {1.0f, 1.0f}};
    Size2i mapSize_{1, 1};
    Vec2f centre_{0.5f, 0.5f};
    float zoom_ = 8.0f;
};

// --- Hit testing ------------------------------------------------------------

/// A port of a placed room.
struct PortRef {
    RoomId room = -1;
    int port = -1;

    friend bool operator==(const PortRef&, const PortRef&) = default;
};

/// The door tiles the view marks for a port: those of the width in use for
/// a linked port, and the width-2 tiles (where a room could still be joined
/// at the narrowest width) for a free one.
Rect markedDoorTiles(const PlacedPort& port);

/// The port whose marked door tiles contain `tile`, if any. Door tiles lie
/// on their room's wall, so only the ports of the room owning the tile are
/// looked at; a tile on the doorways of two ports (possible only on a
/// malformed template) reports the first.
std::optional<PortRef> portAtTile(const Layout& layout, Vec2i tile);

/// What lies under a point of the screen.
struct LayoutHit {
    Vec2i tile;
    TileOwner owner;  // OutsideMap when the tile is off the map
    std::optional<PortRef> port;

    friend bool operator==(const LayoutHit&, const LayoutHit&) = default;
};

LayoutHit hitTest(const Layout& layout, const ViewTransform& view, Vec2f screen);

}  // namespace easylink::ui
