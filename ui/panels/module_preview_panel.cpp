#include "panels/module_preview_panel.hpp"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "easylink/catalogue/catalogue.hpp"
#include "easylink/geometry/port_geometry.hpp"
#include "widgets/flow_layout.hpp"
#include "widgets/module_canvas.hpp"
#include "widgets/part_summary.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

constexpr float kMinTilePixels = 2.0f;
constexpr float kPreviewMaxTilePixels = 56.0f;

/// Room around the module for the port arrows and their labels.
/// The tiles a port's doorway covers at its widest usable width (an even
/// width from 2 to 8 in its list), or an empty rectangle for ports whose
/// position or widths describe no doorway; the problems panel explains those.
Rect widestDoor(const PortSpec& port) {
    const std::vector<int> widths = passageWidths(port);
    if (widths.empty() || !hasPortShape(port.pose)) {
        return {};
    }
    return doorTiles(port.pose, widths.back());
}

void drawDoors(ImDrawList& draw, const TileCanvas& canvas, const std::vector<PortSpec>& ports) {
    for (const PortSpec& port : ports) {
        const Rect door = widestDoor(port);
        if (!door.empty()) {
            canvas.fillTiles(draw, door, portColour(port.pose.dir));
        }
    }
}

/// What a tile of the module is, for the hover tooltip: "(3, 0) wall, door
/// of port 2 (N, widths 2/4)"; a patterned module's tiles are its pattern's.
/// `ports` are the module's own, or its base's for a variant.
std::string describeTile(const ModuleTemplate& module, const std::vector<PortSpec>& ports,
                         Vec2i tile) {
    const Size2i size = module.size;
    const bool onColumnEdge = tile.x == 0 || tile.x == size.w - 1;
    const bool onRowEdge = tile.y == 0 || tile.y == size.h - 1;
    std::string text = "(" + std::to_string(tile.x) + ", " + std::to_string(tile.y) + ") ";
    if (hasDrawablePattern(module)) {
        const char symbol =
            module.pattern[static_cast<std::size_t>(tile.y)][static_cast<std::size_t>(tile.x)];
        text += std::string(tileName(tileKindFromChar(symbol).value_or(TileKind::Void))) +
                " (pattern '" + std::string(1, symbol) + "')";
    } else if (isPartKind(module.kind)) {
        text += module.kind == ModuleKind::Part ? "part" : std::string(toString(module.kind));
    } else {
        text += onColumnEdge && onRowEdge ? "corner" : onColumnEdge || onRowEdge ? "wall" : "floor";
    }
    for (std::size_t i = 0; i < ports.size(); ++i) {
        const PortSpec& port = ports[i];
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

/// A line naming what the colours mean (two or more in a narrow panel).
void drawLegend(int macro) {
    const float swatch = ImGui::GetTextLineHeight() * 0.7f;
    bool first = true;
    for (const Dir dir : kAllDirs) {
        const std::string name = std::string(toString(dir)) + " door";
        if (!first) {
            ImGui::SameLine(0.0f, 14.0f);
            if (ImGui::GetContentRegionAvail().x < swatch + 4.0f + flow::textWidth(name.c_str())) {
                ImGui::NewLine();
            }
        }
        first = false;
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const float inset = (ImGui::GetTextLineHeight() - swatch) * 0.5f;
        ImGui::GetWindowDrawList()->AddRectFilled(
            {at.x, at.y + inset}, {at.x + swatch, at.y + inset + swatch}, portColour(dir));
        ImGui::Dummy({swatch, ImGui::GetTextLineHeight()});
        ImGui::SameLine(0.0f, 4.0f);
        ImGui::TextColored(palette().dimText, "%s", name.c_str());
    }
    const std::string lines = "Lines: macrogrid (" + std::to_string(macro) + ") through port 0";
    flow::sameLineIfFits(flow::textWidth(lines.c_str()));
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(palette().dimText, "%s", lines.c_str());
    ImGui::PopTextWrapPos();
}

}  // namespace

ModulePreviewPanel::ModulePreviewPanel() : Panel(kTitle, PanelSlot::Right) {}

void ModulePreviewPanel::drawContent(EditorState& state) {
    hoveredTile_.reset();
    note_.clear();
    const ModuleTemplate* module = state.selection().selectedTemplate();
    if (module == nullptr) {
        ImGui::TextColored(palette().dimText, state.document().current() == nullptr
                                                  ? "Open a catalogue to preview its modules."
                                                  : "Select a module in the catalogue.");
        return;
    }
    const Catalogue& catalogue = state.document().current()->catalogue;
    // A variant shows the ports it takes from its base (when they fit it).
    const ModuleTemplate* base = module->isVariant() ? catalogue.find(module->variantOf) : nullptr;
    const std::vector<PortSpec>& ports =
        base != nullptr && base->size == module->size ? base->ports : module->ports;

    drawHeader(*module, ports.size());
    if (module->takesSlotSize()) {
        return;  // no tiles of its own to draw: the note said how it looks
    }
    if (!isDrawableModuleSize(module->size)) {
        ImGui::TextColored(palette().errorText,
                           "This module's size cannot be drawn; see the Problems panel.");
        return;
    }
    drawPicture(*module, ports, catalogue.macro);
    if (!ports.empty()) {
        drawLegend(catalogue.macro);
    }
}

void ModulePreviewPanel::drawHeader(const ModuleTemplate& module, std::size_t portCount) {
    ImGui::TextUnformatted(module.name.c_str());
    char summary[160];
    if (module.takesSlotSize()) {
        std::snprintf(summary, sizeof(summary), "%s, slot-sized, weight %g",
                      std::string(toString(module.kind)).c_str(), module.weight);
    } else {
        std::snprintf(summary, sizeof(summary), "%s, %d x %d tiles, %zu ports, weight %g",
                      std::string(toString(module.kind)).c_str(), module.size.w, module.size.h,
                      portCount, module.weight);
    }
    // Beside the name when it fits, else below it, wrapped.
    flow::sameLineIfFits(flow::textWidth(summary));
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(palette().dimText, "%s", summary);
    ImGui::PopTextWrapPos();
    // What phase 2 makes of it, above the picture.
    note_ = partNote(module);
    ImGui::PushTextWrapPos(0.0f);
    if (!note_.empty()) {
        ImGui::TextColored(palette().dimText, "%s", note_.c_str());
    }
    // Folded by default: the picture needs the room more, in a small panel.
    if (const std::vector<std::string> lines = phaseTwoLines(module); !lines.empty()) {
        const std::string label = "Phase 2 (" + std::to_string(lines.size()) + ")###phase2";
        const bool open = ImGui::TreeNode(label.c_str());
        ui::tooltip("Its tags, parameters, requirements and slots (slots are outlined in amber)");
        if (open) {
            for (const std::string& line : lines) {
                ImGui::TextColored(palette().dimText, "%s", line.c_str());
            }
            ImGui::TreePop();
        }
    }
    ImGui::PopTextWrapPos();
    ImGui::Separator();
}

void ModulePreviewPanel::drawPicture(const ModuleTemplate& module,
                                     const std::vector<PortSpec>& ports, int macro) {
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

    const TileCanvas canvas = fitTileCanvas(area, module.size, portMargin(area, module.size),
                                            kPreviewMaxTilePixels, kMinTilePixels);
    ImDrawList& draw = *ImGui::GetWindowDrawList();
    draw.PushClipRect(area.min, area.max(), true);
    draw.AddRectFilled(area.min, area.max(), palette().canvasBackground);
    if (hasDrawablePattern(module)) {
        drawPatternTiles(draw, canvas, module);
    } else if (isPartKind(module.kind)) {
        drawGenericPart(draw, canvas, module.kind, module.size);
    } else {
        drawModuleTiles(draw, canvas, module.size);
    }
    drawDoors(draw, canvas, ports);
    drawTileGrid(draw, canvas, module.size);
    // Through port 0's anchor: a valid module has all its anchors on the
    // lines' crossings.
    if (!ports.empty() && hasPortShape(ports.front().pose)) {
        drawMacroLines(draw, canvas, module.size, ports.front().anchor(), macro);
    }
    draw.AddRect(canvas.point({0, 0}), canvas.point({module.size.w, module.size.h}),
                 palette().outline);
    drawSlotRects(draw, canvas, module);
    for (std::size_t i = 0; i < ports.size(); ++i) {
        const PortPose& pose = ports[i].pose;
        if (hasPortShape(pose)) {
            drawPortArrow(draw, canvas, pose, portColour(pose.dir), portLabels_, std::to_string(i));
        }
    }
    portLabels_.draw(draw);
    if (hovered) {
        drawHoveredTile(draw, canvas, module, ports);
    }
    draw.PopClipRect();
}

void ModulePreviewPanel::drawHoveredTile(ImDrawList& draw, const TileCanvas& canvas,
                                         const ModuleTemplate& module,
                                         const std::vector<PortSpec>& ports) {
    const Vec2i tile = canvas.tileAt(ImGui::GetIO().MousePos);
    if (!Rect{0, 0, module.size.w, module.size.h}.contains(tile)) {
        return;
    }
    hoveredTile_ = tile;
    draw.AddRect(canvas.point(tile), canvas.point(tile + Vec2i{1, 1}), palette().hoverOutline, 0.0f,
                 ImDrawFlags_None, 2.0f);
    ui::hoveredTooltip(describeTile(module, ports, tile));
}

}  // namespace easylink::ui
