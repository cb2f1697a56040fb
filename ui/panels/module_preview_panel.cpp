#include "panels/module_preview_panel.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/geometry/port_geometry.hpp"
#include "editor_state.hpp"
#include "theme.hpp"

namespace easylink::ui {
namespace {

constexpr float kMinTilePixels = 2.0f;
constexpr float kMaxTilePixels = 56.0f;
constexpr float kMaxArrowPixels = 26.0f;
constexpr float kMinArrowPixels = 10.0f;

bool isDrawableSize(Size2i size) {
    return size.w >= 1 && size.h >= 1 && size.w <= kMaxModuleSide && size.h <= kMaxModuleSide;
}

/// Maps the module's tile-edge coordinates to screen pixels: edge point
/// (0,0) is the top-left corner of tile (0,0), and one tile is `tile` pixels.
struct TileCanvas {
    ImVec2 origin;
    float tile = 1.0f;

    ImVec2 point(float x, float y) const { return {origin.x + x * tile, origin.y + y * tile}; }
    ImVec2 point(Vec2i edge) const {
        return point(static_cast<float>(edge.x), static_cast<float>(edge.y));
    }
    void fillTiles(ImDrawList& draw, const Rect& tiles, ImU32 colour) const {
        draw.AddRectFilled(point({tiles.x, tiles.y}), point({tiles.right(), tiles.bottom()}),
                           colour);
    }
};

/// Fits the module into `area`, centred, leaving room around it for the
/// port arrows and their labels. Whole-pixel tiles keep the grid crisp.
TileCanvas fitCanvas(const ScreenRect& area, Size2i size) {
    const float margin = kMaxArrowPixels + ImGui::GetFontSize() * 1.4f + 6.0f;
    const float fitX = (area.size.x - 2.0f * margin) / static_cast<float>(size.w);
    const float fitY = (area.size.y - 2.0f * margin) / static_cast<float>(size.h);
    TileCanvas canvas;
    canvas.tile = std::clamp(std::floor(std::min(fitX, fitY)), kMinTilePixels, kMaxTilePixels);
    const float width = canvas.tile * static_cast<float>(size.w);
    const float height = canvas.tile * static_cast<float>(size.h);
    canvas.origin = {std::floor(area.min.x + (area.size.x - width) * 0.5f),
                     std::floor(area.min.y + (area.size.y - height) * 0.5f)};
    return canvas;
}

/// Floor inside, walls around it, and the four corner tiles (where no door
/// may be) in their own shade; a faint tile grid once tiles are big enough.
void drawTiles(ImDrawList& draw, const TileCanvas& canvas, Size2i size) {
    const Palette& colours = palette();
    canvas.fillTiles(draw, {0, 0, size.w, size.h}, colours.wall);
    if (size.w > 2 && size.h > 2) {
        canvas.fillTiles(draw, {1, 1, size.w - 2, size.h - 2}, colours.floor);
    }
    for (const Vec2i corner :
         {Vec2i{0, 0}, Vec2i{size.w - 1, 0}, Vec2i{0, size.h - 1}, Vec2i{size.w - 1, size.h - 1}}) {
        canvas.fillTiles(draw, {corner.x, corner.y, 1, 1}, colours.corner);
    }
}

void drawTileGrid(ImDrawList& draw, const TileCanvas& canvas, Size2i size) {
    if (canvas.tile < 6.0f) {
        return;
    }
    const ImU32 colour = palette().tileGrid;
    for (int x = 1; x < size.w; ++x) {
        draw.AddLine(canvas.point({x, 0}), canvas.point({x, size.h}), colour);
    }
    for (int y = 1; y < size.h; ++y) {
        draw.AddLine(canvas.point({0, y}), canvas.point({size.w, y}), colour);
    }
}

/// The tiles a port's doorway covers at its widest usable width (an even
/// width from 2 to 8 in its list), or an empty rectangle for ports whose
/// position or widths describe no doorway; the problems panel explains those.
Rect widestDoor(const PortSpec& port) {
    int widest = 0;
    for (const int width : port.widths) {
        if (width >= kMinPassageWidth && width <= kMaxPassageWidth && width % 2 == 0) {
            widest = std::max(widest, width);
        }
    }
    if (widest == 0 || !hasPortShape(port.pose)) {
        return {};
    }
    return doorTiles(port.pose, widest);
}

void drawDoors(ImDrawList& draw, const TileCanvas& canvas, const ModuleTemplate& module) {
    for (const PortSpec& port : module.ports) {
        const Rect door = widestDoor(port);
        if (!door.empty()) {
            canvas.fillTiles(draw, door, portColour(port.pose.dir));
        }
    }
}

/// Lines every `macro` tiles through port 0's anchor, reaching a tile past
/// the walls: a valid module has all its anchors on their crossings.
void drawMacroLines(ImDrawList& draw, const TileCanvas& canvas, const ModuleTemplate& module,
                    int macro) {
    if (macro < 2 || module.ports.empty() || !hasPortShape(module.ports.front().pose)) {
        return;
    }
    const Vec2i anchor = module.ports.front().anchor();
    const ImU32 colour = palette().macroLine;
    const float thickness = std::max(1.0f, std::floor(canvas.tile / 24.0f));
    const float reach = 1.0f;
    for (int x = floorMod(anchor.x, macro); x <= module.size.w; x += macro) {
        const float fx = static_cast<float>(x);
        draw.AddLine(canvas.point(fx, -reach),
                     canvas.point(fx, static_cast<float>(module.size.h) + reach), colour,
                     thickness);
    }
    for (int y = floorMod(anchor.y, macro); y <= module.size.h; y += macro) {
        const float fy = static_cast<float>(y);
        draw.AddLine(canvas.point(-reach, fy),
                     canvas.point(static_cast<float>(module.size.w) + reach, fy), colour,
                     thickness);
    }
}

/// Per port: a dot on its anchor, an arrow pointing out of the room, and the
/// port's index beyond the arrow's tip.
void drawPortMarkers(ImDrawList& draw, const TileCanvas& canvas, const ModuleTemplate& module) {
    const float arrowLength = std::clamp(canvas.tile * 1.2f, kMinArrowPixels, kMaxArrowPixels);
    const float halfHead = arrowLength * 0.32f;
    for (std::size_t i = 0; i < module.ports.size(); ++i) {
        const PortSpec& port = module.ports[i];
        if (!hasPortShape(port.pose)) {
            continue;
        }
        const ImU32 colour = portColour(port.pose.dir);
        const Vec2i step = delta(port.pose.dir);
        const ImVec2 out(static_cast<float>(step.x), static_cast<float>(step.y));
        const ImVec2 across(-out.y, out.x);
        const ImVec2 anchor = canvas.point(port.anchor());

        const ImVec2 base(anchor.x + out.x * 3.0f, anchor.y + out.y * 3.0f);
        const ImVec2 tip(anchor.x + out.x * arrowLength, anchor.y + out.y * arrowLength);
        const ImVec2 neck(tip.x - out.x * halfHead * 1.6f, tip.y - out.y * halfHead * 1.6f);
        draw.AddLine(base, neck, colour, 2.0f);
        draw.AddTriangleFilled(tip, {neck.x + across.x * halfHead, neck.y + across.y * halfHead},
                               {neck.x - across.x * halfHead, neck.y - across.y * halfHead},
                               colour);
        draw.AddCircleFilled(anchor, std::clamp(canvas.tile * 0.18f, 2.5f, 5.0f),
                             palette().hoverOutline);

        const std::string label = std::to_string(i);
        const ImVec2 labelSize = ImGui::CalcTextSize(label.c_str());
        const float gap = 4.0f + (step.x != 0 ? labelSize.x : labelSize.y) * 0.5f;
        const ImVec2 labelCentre(tip.x + out.x * gap, tip.y + out.y * gap);
        draw.AddText({std::floor(labelCentre.x - labelSize.x * 0.5f),
                      std::floor(labelCentre.y - labelSize.y * 0.5f)},
                     colour, label.c_str());
    }
}

/// What a tile of the module is, for the hover tooltip: "(3, 0) wall, door
/// of port 2 (N, widths 2/4)".
std::string describeTile(const ModuleTemplate& module, Vec2i tile) {
    const Size2i size = module.size;
    const bool onColumnEdge = tile.x == 0 || tile.x == size.w - 1;
    const bool onRowEdge = tile.y == 0 || tile.y == size.h - 1;
    std::string text = "(" + std::to_string(tile.x) + ", " + std::to_string(tile.y) + ") ";
    text += onColumnEdge && onRowEdge ? "corner" : onColumnEdge || onRowEdge ? "wall" : "floor";
    for (std::size_t i = 0; i < module.ports.size(); ++i) {
        const PortSpec& port = module.ports[i];
        if (!widestDoor(port).contains(tile)) {
            continue;
        }
        text += ", door of port " + std::to_string(i) + " (" +
                std::string(toString(port.pose.dir)) + ", widths ";
        for (std::size_t w = 0; w < port.widths.size(); ++w) {
            text += (w == 0 ? "" : "/") + std::to_string(port.widths[w]);
        }
        text += ")";
    }
    return text;
}

/// One line naming what the colours mean.
void drawLegend(int macro) {
    const float swatch = ImGui::GetTextLineHeight() * 0.7f;
    for (const Dir dir : kAllDirs) {
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const float inset = (ImGui::GetTextLineHeight() - swatch) * 0.5f;
        ImGui::GetWindowDrawList()->AddRectFilled(
            {at.x, at.y + inset}, {at.x + swatch, at.y + inset + swatch}, portColour(dir));
        ImGui::Dummy({swatch, ImGui::GetTextLineHeight()});
        ImGui::SameLine(0.0f, 4.0f);
        ImGui::TextColored(palette().dimText, "%s door", std::string(toString(dir)).c_str());
        ImGui::SameLine(0.0f, 14.0f);
    }
    ImGui::TextColored(palette().dimText, "Lines: macrogrid (%d) through port 0", macro);
}

}  // namespace

ModulePreviewPanel::ModulePreviewPanel() : Panel(kTitle, PanelSlot::Right) {}

void ModulePreviewPanel::drawContent(EditorState& state) {
    hoveredTile_.reset();
    const ModuleTemplate* module = state.selectedTemplate();
    if (module == nullptr) {
        ImGui::TextColored(palette().dimText, state.document() == nullptr
                                                  ? "Open a catalogue to preview its modules."
                                                  : "Select a module in the catalogue.");
        return;
    }
    const int macro = state.document()->catalogue.macro;

    ImGui::TextUnformatted(module->name.c_str());
    ImGui::SameLine();
    ImGui::TextColored(palette().dimText, "%s, %d x %d tiles, %zu ports, weight %g",
                       std::string(toString(module->kind)).c_str(), module->size.w, module->size.h,
                       module->ports.size(), module->weight);
    ImGui::Separator();

    if (!isDrawableSize(module->size)) {
        ImGui::TextColored(palette().errorText,
                           "This module's size cannot be drawn; see the Problems panel.");
        return;
    }

    // The canvas takes everything between the header and the legend line.
    const float legendHeight = ImGui::GetFrameHeightWithSpacing();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const ScreenRect area{ImGui::GetCursorScreenPos(),
                          {avail.x, std::max(avail.y - legendHeight, 1.0f)}};
    if (area.size.x < 8.0f || area.size.y < 8.0f) {
        return;
    }
    ImGui::InvisibleButton("canvas", area.size);
    const bool hovered = ImGui::IsItemHovered();

    const TileCanvas canvas = fitCanvas(area, module->size);
    ImDrawList& draw = *ImGui::GetWindowDrawList();
    draw.PushClipRect(area.min, area.max(), true);
    draw.AddRectFilled(area.min, area.max(), palette().canvasBackground);
    drawTiles(draw, canvas, module->size);
    drawDoors(draw, canvas, *module);
    drawTileGrid(draw, canvas, module->size);
    drawMacroLines(draw, canvas, *module, macro);
    draw.AddRect(canvas.point({0, 0}), canvas.point({module->size.w, module->size.h}),
                 palette().outline);
    drawPortMarkers(draw, canvas, *module);

    if (hovered) {
        const ImVec2 mouse = ImGui::GetIO().MousePos;
        const Vec2i tile{static_cast<int>(std::floor((mouse.x - canvas.origin.x) / canvas.tile)),
                         static_cast<int>(std::floor((mouse.y - canvas.origin.y) / canvas.tile))};
        if (Rect{0, 0, module->size.w, module->size.h}.contains(tile)) {
            hoveredTile_ = tile;
            draw.AddRect(canvas.point(tile), canvas.point(tile + Vec2i{1, 1}),
                         palette().hoverOutline, 0.0f, ImDrawFlags_None, 2.0f);
            ImGui::SetTooltip("%s", describeTile(*module, tile).c_str());
        }
    }
    draw.PopClipRect();

    drawLegend(macro);
}

}  // namespace easylink::ui
