#pragma once

// [SECTION] Region tool
//
// The viewport's region mode: with it on, the left button edits the regions
// of the generator's parameters (docs/design.md section 8) instead of panning and
// selecting rooms. A drag on empty map draws a new region, snapped to whole
// tiles (Shift+drag draws one even over another region); a drag on a
// region's body moves it; a drag on its edge or corner resizes it; a click
// selects the region under the mouse (or none); Delete removes the selected
// one. Each finished drag is one SetParams on the
// editor's history, so one undo takes it back. While a drag lasts, the rect
// it would make is shown and nothing is regenerated.
//
// The geometry (what a map point grabs, the rect each drag makes, always
// inside the map) is plain functions, tested without ImGui.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <imgui.h>

#include "document/change_notices.hpp"
#include "easylink/layout/regions.hpp"
#include "viewport/view_transform.hpp"

namespace easylink::ui {

class EditorState;
class LayoutView;

/// Which edges of a region a grab holds (a corner holds two); none for the body.
enum RegionEdge : std::uint8_t {
    kEdgeNone = 0,
    kEdgeLeft = 1,
    kEdgeRight = 2,
    kEdgeTop = 4,
    kEdgeBottom = 8,
};

struct RegionGrab {
    std::size_t index = 0;
    std::uint8_t edges = kEdgeNone;  // kEdgeNone: the body

    friend bool operator==(const RegionGrab&, const RegionGrab&) = default;
};

/// What a press at `point` (map coordinates) grabs: an edge within `grip`
/// tiles of it, or the body. The `preferred` region (the selected one) is
/// tried first, then the others from the last (drawn on top, and the one
/// that applies where regions overlap) to the first.
std::optional<RegionGrab> grabRegion(const std::vector<Region>& regions, Vec2f point, float grip,
                                     std::optional<std::size_t> preferred = std::nullopt);

/// The tiles from `a` to `b`, both included, clamped to a map of `map`.
Rect rectBetween(Vec2i a, Vec2i b, Size2i map);
/// `rect` moved by `delta` tiles, kept whole inside the map.
Rect movedRect(const Rect& rect, Vec2i delta, Size2i map);
/// `rect` with the grabbed `edges` moved to the tile edge nearest `point`,
/// at least one tile wide and high and inside the map.
Rect resizedRect(const Rect& rect, std::uint8_t edges, Vec2f point, Size2i map);

/// A region's colour: distinct hues by index, with `alpha`.
ImU32 regionColour(std::size_t index, int alpha);
/// "courtyard: asked 0.00 / got 0.02", "region 3: blocked": what the
/// viewport writes on a region and the Regions panel lists.
std::string regionLabel(const std::vector<Region>& regions, std::size_t index, double roomDensity,
                        std::optional<double> achieved);

class GenerationSession;

/// Each region's achieved density on the layout on show (the timeline's
/// step), recomputed only when the layout or the regions change; empty
/// without an easylink layout.
class AchievedDensities {
public:
    const std::vector<double>& of(GenerationSession& session);

private:
    std::uint64_t runId_ = 0;
    ChangeWatch layoutWatch_;  // the layout on show changed since densities_
    std::vector<Region> regions_;
    std::vector<double> densities_;
};

class RegionTool {
public:
    /// Pixels around an edge that grab it.
    static constexpr float kGripPixels = 6.0f;

    /// Once a frame, from the layout view's overMap layer: in region mode,
    /// turns the left button (view.pointer()) into region edits; in any mode
    /// with the regions shown, draws them with their labels, the selected
    /// one with its handles, and the drag under way. `achieved` holds each
    /// region's density on the layout on show (empty when there is none).
    void frame(EditorState& state, const LayoutView& view, ImDrawList& draw,
               const std::vector<double>& achieved);

    /// True while a drag is under way.
    bool dragging() const { return drag_ != Drag::None; }

private:
    enum class Drag : std::uint8_t { None, Draw, Move, Resize };

    void handleInput(EditorState& state, const LayoutView& view);
    void finish(EditorState& state);
    void drawRegions(const EditorState& state, const ViewTransform& view, ImDrawList& draw,
                     const std::vector<double>& achieved) const;

    Drag drag_ = Drag::None;
    bool moved_ = false;  // past the drag threshold
    RegionGrab grab_;     // for Move and Resize
    Vec2f start_;         // the map point pressed
    Rect startRect_;      // the grabbed region's rect at the press
    Rect current_;        // the rect the drag makes so far
};

}  // namespace easylink::ui
