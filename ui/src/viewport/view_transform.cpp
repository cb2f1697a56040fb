#include "viewport/view_transform.hpp"

#include <algorithm>
#include <cmath>

namespace easylink::ui {

void ViewTransform::setViewport(Vec2f min, Vec2f size) {
    viewport_ = {min, min + Vec2f{std::max(size.x, 1.0f), std::max(size.y, 1.0f)}};
    clampCentre();
}

void ViewTransform::setMapSize(Size2i size) {
    mapSize_ = {std::max(size.w, 1), std::max(size.h, 1)};
    clampCentre();
}

void ViewTransform::setCentre(Vec2f mapPoint) {
    centre_ = mapPoint;
    clampCentre();
}

void ViewTransform::setZoom(float pixelsPerTile) {
    zoom_ = std::clamp(pixelsPerTile, kMinZoom, kMaxZoom);
    clampCentre();
}

Vec2f ViewTransform::mapToScreen(Vec2f mapPoint) const {
    return viewport_.centre() + (mapPoint - centre_) * zoom_;
}

Vec2f ViewTransform::screenToMap(Vec2f screen) const {
    return centre_ + (screen - viewport_.centre()) * (1.0f / zoom_);
}

Vec2i ViewTransform::tileAt(Vec2f screen) const {
    const Vec2f point = screenToMap(screen);
    return {static_cast<int>(std::floor(point.x)), static_cast<int>(std::floor(point.y))};
}

ScreenBox ViewTransform::tilesToScreen(const Rect& tiles) const {
    return {mapToScreen(cornerOf({tiles.x, tiles.y})),
            mapToScreen(cornerOf({tiles.right(), tiles.bottom()}))};
}

void ViewTransform::panBy(Vec2f screenDelta) {
    setCentre(centre_ - screenDelta * (1.0f / zoom_));
}

// Solving mapToScreen(mapPoint) == screen for the centre.
void ViewTransform::placeMapPointAt(Vec2f mapPoint, Vec2f screen) {
    setCentre(mapPoint - (screen - viewport_.centre()) * (1.0f / zoom_));
}

void ViewTransform::zoomAt(Vec2f screen, float factor) {
    const Vec2f grabbed = screenToMap(screen);
    setZoom(zoom_ * factor);
    placeMapPointAt(grabbed, screen);
}

void ViewTransform::fit(float margin) {
    const Vec2f room = viewport_.size() - Vec2f{2.0f * margin, 2.0f * margin};
    const float byWidth = std::max(room.x, 1.0f) / static_cast<float>(mapSize_.w);
    const float byHeight = std::max(room.y, 1.0f) / static_cast<float>(mapSize_.h);
    setZoom(std::min(byWidth, byHeight));
    setCentre(centreOf(Rect{0, 0, mapSize_.w, mapSize_.h}));
}

// The tiles whose squares meet the viewport: from the one under its top-left
// corner to the one under its bottom-right corner, clipped to the map.
Rect ViewTransform::visibleTiles() const {
    const Vec2f topLeft = screenToMap(viewport_.min);
    const Vec2f bottomRight = screenToMap(viewport_.max);
    const int left = std::max(0, static_cast<int>(std::floor(topLeft.x)));
    const int top = std::max(0, static_cast<int>(std::floor(topLeft.y)));
    const int right = std::min(mapSize_.w, static_cast<int>(std::ceil(bottomRight.x)));
    const int bottom = std::min(mapSize_.h, static_cast<int>(std::ceil(bottomRight.y)));
    if (right <= left || bottom <= top) {
        return {};
    }
    return {left, top, right - left, bottom - top};
}

// The centre may leave the map by as much as puts the map's far edge
// kKeepVisible pixels inside the viewport's opposite edge: the map can be
// pushed aside, and zooming out about a point near its corner still keeps
// that point under the mouse, but it can never be lost off screen.
void ViewTransform::clampCentre() {
    const Vec2f slack =
        (viewport_.size() * 0.5f - Vec2f{kKeepVisible, kKeepVisible}) * (1.0f / zoom_);
    centre_.x = std::clamp(centre_.x, -std::max(slack.x, 0.0f),
                           static_cast<float>(mapSize_.w) + std::max(slack.x, 0.0f));
    centre_.y = std::clamp(centre_.y, -std::max(slack.y, 0.0f),
                           static_cast<float>(mapSize_.h) + std::max(slack.y, 0.0f));
}

// --- Hit testing ------------------------------------------------------------

Rect markedDoorTiles(const PlacedPort& port) {
    const int width = port.link.isFree() || port.width <= 0 ? kMinPassageWidth : port.width;
    return doorTiles(port.anchor, port.dir, width);
}

std::optional<PortRef> portAtTile(const Layout& layout, Vec2i tile) {
    const TileOwner owner = layout.ownerAt(tile);
    if (owner.kind != TileOwner::Kind::Room) {
        return std::nullopt;
    }
    const PlacedRoom& room = *layout.room(owner.id);
    for (std::size_t i = 0; i < room.ports.size(); ++i) {
        if (markedDoorTiles(room.ports[i]).contains(tile)) {
            return PortRef{room.id, static_cast<int>(i)};
        }
    }
    return std::nullopt;
}

LayoutHit hitTest(const Layout& layout, const ViewTransform& view, Vec2f screen) {
    LayoutHit hit;
    hit.tile = view.tileAt(screen);
    hit.owner = layout.ownerAt(hit.tile);
    hit.port = portAtTile(layout, hit.tile);
    return hit;
}

}  // namespace easylink::ui
