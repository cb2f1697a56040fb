#pragma once

// [SECTION] Layout view
//
// A reusable widget that shows a Layout inside the current ImGui window:
// the map itself drawn by the GridRenderer (GL, offscreen, shown as an
// image), then, in screen space with ImDrawList, what is better drawn as
// vectors and text: port marks, room names, the room graph, the objects the
// current generator step touched, the rejected candidates with their reasons,
// the selection and the hovered tile. The mouse pans (drag with any button),
// zooms about the cursor (wheel), selects (left click without a drag), and F
// frames the whole map while the view is hovered; a tooltip names what is
// under the cursor.
//
// The view keeps its own pan and zoom (ViewTransform), its selection, and
// what it derived from the layout (ids, components, the room graph), which
// it recomputes only when the caller's revision number changes. The host
// window should have ImGuiWindowFlags_NoScrollWithMouse so that the wheel
// zooms instead of scrolling.
//
// Without a GL context (headless tests) the map is left as a plain
// background, and everything else, input included, works as usual.

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <imgui.h>

#include "easylink/layout/layout.hpp"
#include "render/grid_renderer.hpp"
#include "render/map_tiles.hpp"
#include "viewport/lock_overlay.hpp"
#include "viewport/view_transform.hpp"

namespace easylink::ui {

/// A rectangle of tiles drawn as a ghost with a label: a candidate placement
/// the generator considered and rejected, with the reason.
struct GhostOutline {
    Rect rect;
    std::string label;
};

/// What the caller wants drawn over the map, besides the map itself.
struct LayoutOverlays {
    /// Rooms and corridors to outline: what the current step touched.
    std::vector<TileOwner> highlighted;
    std::vector<GhostOutline> ghosts;
    /// Rooms and corridors of the layout a rejected candidate's reason names
    /// (a blocker, the rooms a loop would join): outlined in the ghosts'
    /// colour without their fill, the reason in the tooltip.
    std::vector<GhostOutline> named;
    /// Tiles to outline above everything else, with a label for the tooltip:
    /// a node of the resolution clicked in the Resolution panel.
    std::optional<GhostOutline> focused;
    /// Rectangles whose label the tooltip adds when the hovered tile lies
    /// inside (the regions of the parameters, with their densities).
    std::vector<GhostOutline> notes;
    /// Drawn over the map and under the ports, names and outlines, once the
    /// frame's input is handled (pointer() is this frame's): the host's own
    /// layer, such as the viewport's regions.
    std::function<void(ImDrawList&)> overMap;
};

struct LayoutViewOptions {
    GridColouring colouring = GridColouring::ByComponent;
    bool showPorts = true;
    bool showRoomNames = true;
    bool showRoomGraph = false;
    /// The player's path of a catalogue with locks (lock_overlay.hpp).
    bool showPlayerPath = true;
    bool showTileLines = true;
    bool showMacroGrid = true;
    /// Dims every component but the selected object's.
    bool focusSelection = false;
    /// Left drags pan and left clicks select (true), or both are left to the
    /// host, which reads pointer() (the viewport's region mode). The middle
    /// and right buttons pan either way.
    bool leftButtonNavigates = true;
    /// A component (numbered as in the layout file) to keep bright while the
    /// others are dimmed; -1 for none. Takes precedence over focusSelection.
    int focusComponent = -1;
};

/// What the left button did over the view in the last frame, for hosts that
/// handle it themselves (LayoutViewOptions::leftButtonNavigates off).
struct ViewPointer {
    bool hovered = false;       // the mouse is over the view
    bool leftPressed = false;   // the left button went down over the view
    bool leftHeld = false;      // it is down since such a press
    bool leftReleased = false;  // it came up after such a press
    bool dragged = false;       // the mouse moved past the drag threshold since the press
    Vec2f map;                  // the mouse in map coordinates (tiles)
};

class LayoutView {
public:
    /// The zoom changes by this factor per notch of the mouse wheel.
    static constexpr float kWheelZoomStep = 1.2f;
    /// Pixels per tile from which ports are marked over the map (below it,
    /// the renderer paints free doors into the tiles instead) ...
    static constexpr float kPortMarksFrom = 4.0f;
    /// ... and from which free ports show their allowed widths.
    static constexpr float kPortWidthsFrom = 14.0f;
    /// Pixels per tile from which room names are shown (where they fit).
    static constexpr float kRoomNamesFrom = 5.0f;

    /// Draws the layout over `size` pixels at the window's cursor (the rest
    /// of the content region for a zero component) and handles the input
    /// over it. The map shows `tiles` (which must outlive the next draw), or
    /// phase 1's tiles of the layout when null. `revision` must change
    /// whenever the layout or the tiles do; the map is framed whole the first
    /// time and whenever its size changes.
    void draw(const Layout& layout, std::uint64_t revision, const LayoutOverlays& overlays = {},
              ImVec2 size = {0.0f, 0.0f}, const MapTiles* tiles = nullptr);

    /// Frames the whole map; before the first draw, asks the first draw to.
    void fit();

    ViewTransform& view() { return view_; }
    const ViewTransform& view() const { return view_; }
    /// The locks, keys and player's path as last drawn.
    const LockOverlay& locks() const { return locks_; }
    LayoutViewOptions& options() { return options_; }
    const LayoutViewOptions& options() const { return options_; }

    /// What the last left click without a drag landed on (Empty for empty
    /// space or off the map), once: the next call returns nullopt until the
    /// next click. For hosts that keep the selection in their own state.
    std::optional<TileOwner> takeClick() { return std::exchange(click_, std::nullopt); }

    /// The room or corridor outlined as selected. A click sets it (clearing
    /// it on empty space); hosts may set it too.
    const std::optional<TileOwner>& selection() const { return selection_; }
    void setSelection(std::optional<TileOwner> owner) { selection_ = owner; }

    /// The left button in the last frame (see ViewPointer).
    const ViewPointer& pointer() const { return pointer_; }

    /// What was under the mouse in the last frame, if it was over the view.
    const std::optional<LayoutHit>& hovered() const { return hovered_; }
    /// Where the view was drawn in the last frame, in screen pixels.
    const ScreenBox& drawnBox() const { return view_.viewport(); }

    /// The tiles the map showed in the last frame (empty before the first).
    const MapTiles& tiles() const { return tiles_ != nullptr ? *tiles_ : ownTiles_; }

    /// Why the map could not be drawn with GL in the last frame, if so.
    const std::string& renderError() const { return renderError_; }
    /// The whole map's colours as last rendered (GridRenderer::mapColours()),
    /// for a minimap; 0 without GL.
    gl::Handle mapTexture() const { return renderer_->mapColours(); }
    /// How many times the map's tiles went to the GPU (once per revision).
    int tileUploads() const { return renderer_->uploadCount(); }
    /// Deletes the renderer's GL objects now, while their context is
    /// current; the next draw makes them again.
    void releaseGraphics() { renderer_ = std::make_unique<GridRenderer>(); }

private:
    /// What the view derives from one revision of a layout.
    struct Derived {
        struct GraphEdge {
            Vec2f from;  // map points: the centres of the two rooms
            Vec2f to;
            bool throughCorridor = false;
        };
        const Layout* layout = nullptr;
        std::uint64_t revision = 0;
        Size2i mapSize;
        std::vector<RoomId> rooms;
        std::vector<CorridorId> corridors;
        ComponentNumbering components;
        std::vector<GraphEdge> graph;
    };

    void refresh(const Layout& layout, std::uint64_t revision, bool ownTiles);
    void handleInput(const Layout& layout);
    void drawMap(const Layout& layout, std::uint64_t revision, ImDrawList& draw);
    void drawPorts(const Layout& layout, ImDrawList& draw, const Rect& visible) const;
    void drawRoomNames(const Layout& layout, ImDrawList& draw, const Rect& visible) const;
    void drawRoomGraph(ImDrawList& draw, const Rect& visible) const;
    void drawOutlines(const Layout& layout, const LayoutOverlays& overlays, ImDrawList& draw) const;
    void drawTooltip(const Layout& layout, const LayoutOverlays& overlays) const;
    /// The tiles of a room or corridor, or nullopt when it does not exist.
    std::optional<Rect> rectOf(const Layout& layout, TileOwner owner) const;
    /// Frames the map and remembers where that left the view.
    void fitView();
    /// True while the view is where the last fit left it (not panned or
    /// zoomed since).
    bool stillFitted() const;

    ViewTransform view_;
    std::unique_ptr<GridRenderer> renderer_ = std::make_unique<GridRenderer>();
    LayoutViewOptions options_;
    LockOverlay locks_;
    std::optional<Derived> derived_;
    MapTiles ownTiles_;  // phase 1's, for callers that give none
    std::optional<std::pair<const Layout*, std::uint64_t>> ownTilesFor_;
    const MapTiles* tiles_ = nullptr;  // what the last frame drew
    bool fitPending_ = true;
    bool drawnOnce_ = false;
    std::optional<std::pair<Vec2f, float>> fittedAt_;  // centre and zoom after the last fit
    Vec2f shownSize_;                                  // the view's size in the last frame

    // The drag in progress: the map point grabbed when a button went down,
    // and whether the mouse has moved far enough since to count as a drag.
    Vec2f grabbed_;
    bool dragging_ = false;
    bool leftGrab_ = false;  // the drag in progress began with the left button
    ViewPointer pointer_;

    std::optional<TileOwner> click_;
    std::optional<TileOwner> selection_;
    std::optional<LayoutHit> hovered_;
    std::string renderError_;
};

}  // namespace easylink::ui
