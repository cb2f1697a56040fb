#pragma once

// [SECTION] Minimap
//
// An overview in the viewport's bottom-right corner while the view is zoomed
// in so far that part of the map is off screen: the whole map small (the
// renderer's map-sized colour texture, whose mipmaps make it cheap at any
// map size), with the part on screen outlined. Clicking or dragging on it
// centres the view on the map point under the mouse; the zoom stays.
//
// The geometry is plain functions of the view, testable without ImGui or GL;
// Minimap::draw() only lays them out and reads the mouse.

#include <optional>

#include "render/gl_shader.hpp"
#include "viewport/view_transform.hpp"

namespace easylink::ui {

class LayoutView;

/// The minimap's longer side, in pixels, and its distance from the corner.
inline constexpr float kMinimapSide = 160.0f;
inline constexpr float kMinimapMargin = 8.0f;

/// True when the view shows less than the whole map: some of the map lies
/// outside the viewport.
bool minimapWanted(const ViewTransform& view);

/// Where the minimap goes for `view`: in the viewport's bottom-right corner,
/// with the map's proportions and its longer side kMinimapSide (less in a
/// small viewport); nullopt when the viewport is too small to spare it.
std::optional<ScreenBox> minimapBox(const ViewTransform& view);

/// The map point drawn at `screen` on a minimap in `box` of a map of
/// `mapSize` tiles, clamped to the map: the centre a click there gives the view.
Vec2f minimapToMap(const ScreenBox& box, Size2i mapSize, Vec2f screen);

/// Where the part of the map on screen lies on the minimap, clipped to it.
ScreenBox visibleOnMinimap(const ScreenBox& box, const ViewTransform& view);

class Minimap {
public:
    /// Draws the minimap over `view` (after the view itself, so that it
    /// takes the mouse first) when the view wants one, and recentres the
    /// view on a click or drag on it. Returns true when it was drawn.
    bool draw(LayoutView& view);

    /// Where it was drawn in the last frame, if it was.
    const std::optional<ScreenBox>& drawnBox() const { return box_; }

private:
    std::optional<ScreenBox> box_;
};

}  // namespace easylink::ui
