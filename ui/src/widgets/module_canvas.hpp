#pragma once

// [SECTION] Module canvas
//
// Drawing a module on its tile grid with ImDrawList alone (no GL, so it draws
// headless too): the mapping from the module's tile-edge coordinates to screen
// pixels, floor, walls and corners, the macrogrid lines through an anchor, and
// a port's door tiles and arrow. Works for any port, also one that breaks the
// rules (off its wall, on a whole tile), so editors can show what is wrong.

#include <optional>
#include <string>
#include <vector>

#include <imgui.h>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/geometry/port_geometry.hpp"
#include "easylink/tiles/tile_kind.hpp"
#include "workspace/workspace_layout.hpp"

namespace easylink::ui {

/// A rectangle in the module's tile-edge coordinates, which may be fractional
/// for ports that break the half-tile rule.
struct EdgeRect {
    ImVec2 min;
    ImVec2 max;

    bool contains(ImVec2 p) const {
        return p.x >= min.x && p.x < max.x && p.y >= min.y && p.y < max.y;
    }
};

/// Maps the module's tile-edge coordinates to screen pixels: edge point (0,0)
/// is the top-left corner of tile (0,0), and one tile is `tile` pixels.
struct TileCanvas {
    ImVec2 origin;
    float tile = 1.0f;

    ImVec2 point(float x, float y) const { return {origin.x + x * tile, origin.y + y * tile}; }
    ImVec2 point(Vec2i edge) const {
        return point(static_cast<float>(edge.x), static_cast<float>(edge.y));
    }
    ImVec2 edgePoint(ImVec2 edge) const { return point(edge.x, edge.y); }
    /// The screen position of the middle of `tile`.
    ImVec2 tileCentre(Vec2i at) const {
        return point(static_cast<float>(at.x) + 0.5f, static_cast<float>(at.y) + 0.5f);
    }
    /// The screen point of a tile-centre coordinate (a port's centre).
    ImVec2 centrePoint(HalfPoint centre) const {
        return point(static_cast<float>(centre.x()) + 0.5f, static_cast<float>(centre.y()) + 0.5f);
    }
    /// The module's edge coordinates of a screen point.
    ImVec2 edgeAt(ImVec2 screen) const {
        return {(screen.x - origin.x) / tile, (screen.y - origin.y) / tile};
    }
    /// The tile under a screen point (may lie outside the module).
    Vec2i tileAt(ImVec2 screen) const;

    void fillTiles(ImDrawList& draw, const Rect& tiles, ImU32 colour) const;
    void fill(ImDrawList& draw, const EdgeRect& rect, ImU32 colour) const;
    void outline(ImDrawList& draw, const EdgeRect& rect, ImU32 colour, float thickness) const;
};

/// True for sizes a canvas can show: from 1 to kMaxModuleSide on each side.
bool isDrawableModuleSize(Size2i size);

/// The room to leave around a module of `size` drawn in `area` for its port
/// arrows and their labels: arrows grow with the tiles, up to
/// kMaxPortArrowPixels, so a small panel still gives the module most of it.
float portMargin(const ScreenRect& area, Size2i size);

/// Fits a module of `size` into `area`, centred, leaving `margin` pixels
/// around it (for arrows and labels). Tiles are whole pixels, from 1 up to
/// `maxTile`, unless even 1 pixel is too much; never below `minTile`, even
/// when the module then overflows the area.
TileCanvas fitTileCanvas(const ScreenRect& area, Size2i size, float margin, float maxTile,
                         float minTile = 0.0f);

/// `colour` with its alpha replaced.
ImU32 withAlpha(ImU32 colour, int alpha);

/// Floor inside, walls around it, and the corner tiles in their own shade.
void drawModuleTiles(ImDrawList& draw, const TileCanvas& canvas, Size2i size);

/// The colour of a tile of a module's pattern: wall and floor as
/// drawModuleTiles() draws them, doors and corridors light and grey, and the
/// special tiles (stairs, start, exit, items, monsters) in the PNG export's
/// colours.
ImU32 patternTileColour(TileKind kind);

/// True when the module has a pattern of `size` rows of `size` tile
/// characters: one drawPatternTiles() can show.
bool hasDrawablePattern(const ModuleTemplate& module);

/// The module's pattern, one tile per character; void tiles stay undrawn.
void drawPatternTiles(ImDrawList& draw, const TileCanvas& canvas, const ModuleTemplate& module);

/// A part without a pattern as phase 2 draws it over `size` tiles: all wall,
/// all door or all corridor, or (kind `part`) walls round floor.
void drawGenericPart(ImDrawList& draw, const TileCanvas& canvas, ModuleKind kind, Size2i size);

/// The colour slots are outlined in.
inline constexpr ImU32 kSlotOutline = IM_COL32(255, 190, 60, 220);

/// An outline around each slot the module declares with a rect, so a
/// designer sees where its parts will go.
void drawSlotRects(ImDrawList& draw, const TileCanvas& canvas, const ModuleTemplate& module);

/// A faint line between tiles, once tiles are big enough to tell apart.
void drawTileGrid(ImDrawList& draw, const TileCanvas& canvas, Size2i size);

/// Lines every `macro` tiles through `anchor` (an edge point), reaching
/// `reach` tiles past the walls, in `colour` (palette().macroLine by default).
void drawMacroLines(ImDrawList& draw, const TileCanvas& canvas, Size2i size, Vec2i anchor,
                    int macro, float reach = 1.0f, std::optional<ImU32> colour = std::nullopt);

/// The tiles a doorway at `pose` covers at `width`, in edge coordinates: the
/// door tiles of docs/design.md for a port that keeps the rules, and the same
/// shape around its centre for one that does not.
EdgeRect doorRect(const PortPose& pose, int width);

/// The midpoint of the doorway's outer edge, in edge coordinates: the anchor
/// for a port that keeps the rules.
ImVec2 outerMidpoint(const PortPose& pose);

/// The passage widths (even, 2 to 8) the port lists, narrowest first.
std::vector<int> passageWidths(const PortSpec& port);

/// The port's door tiles for each width it allows, nested: the narrowest
/// door is the most opaque, and each width's outline shows where it ends.
void drawPortDoors(ImDrawList& draw, const TileCanvas& canvas, const PortSpec& port, ImU32 colour);

/// The longest arrow drawPortArrow draws, in pixels.
inline constexpr float kMaxPortArrowPixels = 26.0f;

/// A text placed beside something it names, pushed out along `out` (a unit
/// step away from the module) when it would cover another label.
struct LabelBox {
    ImVec2 min;
    ImVec2 size;
    ImVec2 out;

    ImVec2 max() const { return {min.x + size.x, min.y + size.y}; }
};

/// Moves boxes outward, each along its own `out`, until no two overlap: a
/// box that would cover one placed before it goes past it (ports close on a
/// wall get their numbers stacked away from the wall instead of on top of
/// each other). Earlier boxes keep their place.
void separateLabels(std::vector<LabelBox>& boxes);

/// The port numbers of one drawing, drawn together once all are known so
/// that none covers another.
class PortLabels {
public:
    void add(LabelBox box, std::string text, ImU32 colour);
    /// Separates the labels added since the last draw() and draws them.
    void draw(ImDrawList& draw);
    /// Where the labels went in the last draw() (for tests).
    const std::vector<LabelBox>& placed() const { return placed_; }

private:
    std::vector<LabelBox> placed_;
    std::vector<LabelBox> boxes_;
    std::vector<std::string> texts_;
    std::vector<ImU32> colours_;
};

/// An arrow from the port's outer edge out of the room, a dot on the anchor,
/// and `label` (the port's index) beyond the arrow's tip, through `labels`
/// so that it does not cover another port's.
void drawPortArrow(ImDrawList& draw, const TileCanvas& canvas, const PortPose& pose, ImU32 colour,
                   PortLabels& labels, const std::string& label);

}  // namespace easylink::ui
