#pragma once

// [SECTION] Viewport panel
//
// The layout of the current run as it stood at the timeline's step, drawn by
// a LayoutView (OpenGL tiles plus overlays): what the step touched is
// outlined, and the candidates rejected since the last change are drawn as
// ghosts with their reasons, with the rooms and corridors a reason names (a
// blocker, the rooms a refused loop would join) outlined. With no run yet it
// says how to start one.
//
// The map shows the layout's slots (phase 1: every room walls round floor)
// or its tiles (phase 2: each room and corridor as the resolution drew it,
// once the timeline has passed its SlotResolved event); the editor state
// says which (the toolbar, View > Tile view and T switch it). The node of
// the resolution picked in the Resolution panel is outlined in amber.
//
// The toolbar's toggles are those that apply to the map on show: a tile map
// has no slots, module kinds, room graph, names or ports, so it gets none of
// them. "By kind" colours rooms by their module's kind, with a legend of the
// colours under the toolbar.
//
// The regions of the easylink parameters are tinted over the map with their
// asked and achieved densities (blocked ones hatched); in region mode (the
// Edit toggle over the map's corner, View > Region mode or R) the left
// button draws, moves and resizes them instead of panning (region_tool.hpp).
//
// Zoomed in so that part of the map is off screen, a minimap in the bottom-
// right corner shows the whole map with the part on screen outlined; a click
// on it looks there (minimap.hpp).

#include <optional>
#include <string>
#include <vector>

#include "easylink/generation/events.hpp"
#include "easylink/scene/blockout_cache.hpp"
#include "panels/control_recorder.hpp"
#include "panels/panel.hpp"
#include "viewport/layout_view.hpp"
#include "viewport/level_view3d.hpp"
#include "viewport/minimap.hpp"
#include "viewport/region_tool.hpp"
#include "viewport/step_tiles.hpp"

namespace easylink::ui {

class ViewportPanel final : public Panel {
public:
    static constexpr const char* kTitle = "Viewport";

    /// Controls whose place in the last frame tests can ask for.
    enum class Control {
        View2d,
        View3d,
        ViewSplit,
        SlotView,
        TileView,
        RegionMode,
        ShowRegions,
        ByKind,
        RoomGraph,
        Names,
        Ports,
        Fit,
        PlayerPath
    };
    /// Control's names, for the control map (control_recorder.hpp).
    static constexpr std::string_view kControlNames[] = {
        "View2d", "View3d",    "ViewSplit", "SlotView", "TileView", "RegionMode", "ShowRegions",
        "ByKind", "RoomGraph", "Names",     "Ports",    "Fit",      "PlayerPath"};

    ViewportPanel();

    LayoutView& view() { return view_; }
    /// The level in 3D (View > 3D, the toolbar's 3D or Both).
    LevelView3d& view3d() { return view3d_; }
    /// Walking through the level in 3D keeps the editor drawing.
    bool busy() const override { return view3d_.moving(); }
    const LevelView3d& view3d() const { return view3d_; }
    const RegionTool& regionTool() const { return regionTool_; }
    /// The tiles the map shows at the step, as last brought up to date.
    const StepTiles& stepTiles() const { return tiles_; }
    /// The centre of `control` as drawn in the last frame, if it was drawn.
    std::optional<ImVec2> controlCentre(Control control) const;
    /// The resolution node outlined in the last frame, if any.
    const std::optional<GhostOutline>& focusedOutline() const { return focusedOutline_; }
    /// The overview drawn over the map's corner when zoomed in.
    const Minimap& minimap() const { return minimap_; }
    void releaseGraphics() override {
        view_.releaseGraphics();
        view3d_.releaseGraphics();
    }
    /// The lines shown in the empty viewport in the last frame (what to do
    /// first); empty while a layout is on show.
    const std::vector<std::string>& firstSteps() const { return firstSteps_; }
    /// The legend of the "By kind" colouring drawn in the last frame, one
    /// kind name per swatch; empty when the map is coloured by component.
    const std::vector<std::string>& kindLegend() const { return kindLegend_; }
    /// A mark the last frame drew for a rejection at the step: the tiles of
    /// its candidate, or a room or corridor its reason names.
    struct RejectionMark {
        std::size_t event = 0;  // index into the timeline
        Rect rect;
        std::optional<EventObject> named;  // set for what the reason names
    };
    const std::vector<RejectionMark>& rejectionMarks() const { return rejectionMarks_; }

protected:
    void drawContent(EditorState& state) override;
    ImGuiWindowFlags extraWindowFlags() const override;

private:
    /// Fills the empty viewport with what to do first.
    void drawFirstSteps(const EditorState& state);
    /// The toolbar: for a tile map (no rooms, no slots) only what applies
    /// to one.
    void drawToolbar(EditorState& state, bool tileMap);
    /// A swatch and a name for each colour of the "By kind" colouring.
    void drawKindLegend();
    /// The Regions and Edit toggles over the map's top-right corner.
    void drawRegionToggles(EditorState& state);
    /// Ghosts and outlines for the rejections at the step, kept as
    /// rejectionMarks_ too.
    void markRejections(const GenerationSession& session, const Layout& layout,
                        LayoutOverlays& overlays);
    /// Records where the rejection marks landed on the screen (marks_).
    void recordRejectionMarks();
    /// The regions' tints and, where regions apply, the region tool over
    /// the map.
    void addRegions(EditorState& state, GenerationSession& session, LayoutOverlays& overlays);
    /// 2D, 3D or Both, at the toolbar's start.
    void drawViewModes(EditorState& state);
    /// The level at the step in 3D over `size` (0: the rest of the panel),
    /// its scene rebuilt when the layout on show changed, with the map's
    /// highlights tinted and its ghosts drawn as boxes; a click selects.
    void drawLevel3d(EditorState& state, const Layout& layout, const LayoutOverlays& overlays,
                     ImVec2 size);

    /// Both views on show: the map's centre is the 3D camera's target,
    /// whichever moved last leading.
    void keepCamerasInStep(const Layout& layout);

    LayoutView view_;
    LevelView3d view3d_;
    std::optional<Vec2f> stepCentre_;  // the map's centre and the 3D target,
    std::optional<Vec2f> stepTarget_;  // in map tiles, as last kept in step
    /// Blockouts shared by the scenes of every step and run shown in 3D.
    BlockoutCache blockouts_;
    /// What the 3D view's room and corridor tints were made for.
    struct OwnerTintsKey {
        std::uint64_t revision = 0;
        GridColouring colouring = GridColouring::ByComponent;
        int focus = -1;
        friend bool operator==(const OwnerTintsKey&, const OwnerTintsKey&) = default;
    };
    std::optional<OwnerTintsKey> ownerTintsKey_;
    Minimap minimap_;
    RegionTool regionTool_;
    AchievedDensities densities_;
    StepTiles tiles_;
    ControlRecorder<Control> controls_{kTitle, kControlNames};
    std::optional<GhostOutline> focusedOutline_;
    std::vector<std::string> firstSteps_;
    std::vector<std::string> kindLegend_;
    std::vector<RejectionMark> rejectionMarks_;
    /// The rejection marks' screen boxes, heard by the control map as
    /// "Viewport/Marks": "room 3", "corridor 2" or "candidate".
    ControlRecorder<std::string> marks_{"Viewport/Marks", textName};
};

}  // namespace easylink::ui
