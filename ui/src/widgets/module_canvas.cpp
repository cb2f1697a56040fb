#include "widgets/module_canvas.hpp"

#include <algorithm>
#include <cmath>

#include "easylink/export/png_export.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui {
namespace {

constexpr float kMinArrowPixels = 10.0f;

}  // namespace

Vec2i TileCanvas::tileAt(ImVec2 screen) const {
    const ImVec2 edge = edgeAt(screen);
    return {static_cast<int>(std::floor(edge.x)), static_cast<int>(std::floor(edge.y))};
}

void TileCanvas::fillTiles(ImDrawList& draw, const Rect& tiles, ImU32 colour) const {
    draw.AddRectFilled(point({tiles.x, tiles.y}), point({tiles.right(), tiles.bottom()}), colour);
}

void TileCanvas::fill(ImDrawList& draw, const EdgeRect& rect, ImU32 colour) const {
    draw.AddRectFilled(edgePoint(rect.min), edgePoint(rect.max), colour);
}

void TileCanvas::outline(ImDrawList& draw, const EdgeRect& rect, ImU32 colour,
                         float thickness) const {
    draw.AddRect(edgePoint(rect.min), edgePoint(rect.max), colour, 0.0f, ImDrawFlags_None,
                 thickness);
}

bool isDrawableModuleSize(Size2i size) {
    return size.w >= 1 && size.h >= 1 && size.w <= kMaxModuleSide && size.h <= kMaxModuleSide;
}

float portMargin(const ScreenRect& area, Size2i size) {
    const float label = ImGui::GetFontSize() + 6.0f;
    const float roughTile =
        std::min((area.size.x - 2.0f * label) / (static_cast<float>(size.w) + 2.4f),
                 (area.size.y - 2.0f * label) / (static_cast<float>(size.h) + 2.4f));
    return std::clamp(roughTile * 1.2f, 10.0f, kMaxPortArrowPixels) + label;
}

TileCanvas fitTileCanvas(const ScreenRect& area, Size2i size, float margin, float maxTile,
                         float minTile) {
    const float fitX = (area.size.x - 2.0f * margin) / static_cast<float>(size.w);
    const float fitY = (area.size.y - 2.0f * margin) / static_cast<float>(size.h);
    const float fit = std::min(fitX, fitY);
    TileCanvas canvas;
    // Whole pixels keep the grid crisp; huge modules get fractional tiles.
    canvas.tile = fit >= 1.0f ? std::min(std::floor(fit), maxTile) : std::max(fit, 0.05f);
    canvas.tile = std::max(canvas.tile, minTile);
    const float width = canvas.tile * static_cast<float>(size.w);
    const float height = canvas.tile * static_cast<float>(size.h);
    canvas.origin = {std::floor(area.min.x + (area.size.x - width) * 0.5f),
                     std::floor(area.min.y + (area.size.y - height) * 0.5f)};
    return canvas;
}

ImU32 withAlpha(ImU32 colour, int alpha) {
    return (colour & ~IM_COL32_A_MASK) |
           (static_cast<ImU32>(std::clamp(alpha, 0, 255)) << IM_COL32_A_SHIFT);
}

void drawModuleTiles(ImDrawList& draw, const TileCanvas& canvas, Size2i size) {
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

ImU32 patternTileColour(TileKind kind) {
    const Palette& colours = palette();
    switch (kind) {
        case TileKind::Void: return colours.canvasBackground;
        case TileKind::Wall: return colours.wall;
        case TileKind::Floor: return colours.floor;
        case TileKind::Door: return IM_COL32(214, 218, 226, 255);
        case TileKind::Corridor: return IM_COL32(104, 108, 116, 255);
        default: break;
    }
    // The special tiles look as they do in the viewport and exported pictures.
    const Rgb rgb = tileColour(kind, Rgb{}, false);
    return IM_COL32(rgb.r, rgb.g, rgb.b, 255);
}

bool hasDrawablePattern(const ModuleTemplate& module) {
    const Size2i size = module.size;
    if (!isDrawableModuleSize(size) || static_cast<int>(module.pattern.size()) != size.h) {
        return false;
    }
    return std::all_of(module.pattern.begin(), module.pattern.end(), [&](const std::string& row) {
        return static_cast<int>(row.size()) == size.w &&
               std::all_of(row.begin(), row.end(),
                           [](char c) { return tileKindFromChar(c).has_value(); });
    });
}

void drawPatternTiles(ImDrawList& draw, const TileCanvas& canvas, const ModuleTemplate& module) {
    for (int y = 0; y < static_cast<int>(module.pattern.size()); ++y) {
        const std::string& row = module.pattern[static_cast<std::size_t>(y)];
        for (int x = 0; x < static_cast<int>(row.size()); ++x) {
            const std::optional<TileKind> kind = tileKindFromChar(row[static_cast<std::size_t>(x)]);
            if (kind && *kind != TileKind::Void) {
                canvas.fillTiles(draw, {x, y, 1, 1}, patternTileColour(*kind));
            }
        }
    }
}

void drawGenericPart(ImDrawList& draw, const TileCanvas& canvas, ModuleKind kind, Size2i size) {
    const Rect all{0, 0, size.w, size.h};
    switch (kind) {
        case ModuleKind::Wall:
            canvas.fillTiles(draw, all, patternTileColour(TileKind::Wall));
            break;
        case ModuleKind::Door:
            canvas.fillTiles(draw, all, patternTileColour(TileKind::Door));
            break;
        case ModuleKind::Corridor:
            canvas.fillTiles(draw, all, patternTileColour(TileKind::Corridor));
            break;
        default:
            canvas.fillTiles(draw, all, patternTileColour(TileKind::Wall));
            if (size.w > 2 && size.h > 2) {
                canvas.fillTiles(draw, {1, 1, size.w - 2, size.h - 2},
                                 patternTileColour(TileKind::Floor));
            }
            break;
    }
}

void drawSlotRects(ImDrawList& draw, const TileCanvas& canvas, const ModuleTemplate& module) {
    const float thickness = std::clamp(canvas.tile * 0.12f, 1.0f, 2.5f);
    for (const SlotSpec& slot : module.slots) {
        if (slot.rect) {
            const Rect& r = *slot.rect;
            draw.AddRect(canvas.point({r.x, r.y}), canvas.point({r.right(), r.bottom()}),
                         kSlotOutline, 0.0f, ImDrawFlags_None, thickness);
        }
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

void drawMacroLines(ImDrawList& draw, const TileCanvas& canvas, Size2i size, Vec2i anchor,
                    int macro, float reach, std::optional<ImU32> lineColour) {
    if (macro < 2) {
        return;
    }
    const ImU32 colour = lineColour.value_or(palette().macroLine);
    const float thickness = std::max(1.0f, std::floor(canvas.tile / 20.0f));
    const float bottom = static_cast<float>(size.h) + reach;
    const float right = static_cast<float>(size.w) + reach;
    for (int x = floorMod(anchor.x, macro); x <= size.w; x += macro) {
        const float fx = static_cast<float>(x);
        draw.AddLine(canvas.point(fx, -reach), canvas.point(fx, bottom), colour, thickness);
    }
    for (int y = floorMod(anchor.y, macro); y <= size.h; y += macro) {
        const float fy = static_cast<float>(y);
        draw.AddLine(canvas.point(-reach, fy), canvas.point(right, fy), colour, thickness);
    }
}

EdgeRect doorRect(const PortPose& pose, int width) {
    const float cx = static_cast<float>(pose.centre.x()) + 0.5f;
    const float cy = static_cast<float>(pose.centre.y()) + 0.5f;
    const float half = static_cast<float>(width) * 0.5f;
    if (isHorizontal(pose.dir)) {
        return {{cx - 0.5f, cy - half}, {cx + 0.5f, cy + half}};
    }
    return {{cx - half, cy - 0.5f}, {cx + half, cy + 0.5f}};
}

ImVec2 outerMidpoint(const PortPose& pose) {
    const Vec2i out = delta(pose.dir);
    return {static_cast<float>(pose.centre.x()) + 0.5f + 0.5f * static_cast<float>(out.x),
            static_cast<float>(pose.centre.y()) + 0.5f + 0.5f * static_cast<float>(out.y)};
}

std::vector<int> passageWidths(const PortSpec& port) {
    std::vector<int> widths;
    for (const int width : port.widths) {
        if (width >= kMinPassageWidth && width <= kMaxPassageWidth && width % 2 == 0 &&
            std::find(widths.begin(), widths.end(), width) == widths.end()) {
            widths.push_back(width);
        }
    }
    std::sort(widths.begin(), widths.end());
    return widths;
}

void drawPortDoors(ImDrawList& draw, const TileCanvas& canvas, const PortSpec& port, ImU32 colour) {
    std::vector<int> widths = passageWidths(port);
    if (widths.empty()) {
        widths.push_back(kMinPassageWidth);  // shown as the narrowest door
    }
    // Each width adds a layer, so the tiles every width uses are the
    // strongest; the layers together reach about 80% opacity.
    const int layerAlpha = std::max(60, 205 / static_cast<int>(widths.size()));
    for (auto it = widths.rbegin(); it != widths.rend(); ++it) {
        canvas.fill(draw, doorRect(port.pose, *it), withAlpha(colour, layerAlpha));
    }
    const float thickness = canvas.tile >= 16.0f ? 2.0f : 1.0f;
    for (const int width : widths) {
        canvas.outline(draw, doorRect(port.pose, width), colour, thickness);
    }
}

void separateLabels(std::vector<LabelBox>& boxes) {
    constexpr float kGap = 2.0f;
    // Each move clears one box for good along `out`, so a box is moved at
    // most once per box before it; the cap only guards against NaNs.
    const auto overlap = [](const LabelBox& a, const LabelBox& b) {
        return a.min.x < b.max().x && b.min.x < a.max().x && a.min.y < b.max().y &&
               b.min.y < a.max().y;
    };
    for (std::size_t i = 1; i < boxes.size(); ++i) {
        LabelBox& box = boxes[i];
        for (std::size_t moves = 0; moves <= i * 2; ++moves) {
            const auto blocker =
                std::find_if(boxes.begin(), boxes.begin() + static_cast<std::ptrdiff_t>(i),
                             [&](const LabelBox& other) { return overlap(box, other); });
            if (blocker == boxes.begin() + static_cast<std::ptrdiff_t>(i)) {
                break;
            }
            // Just past the blocker's far side along `out`.
            float shift = 0.0f;
            if (box.out.x > 0.0f) {
                shift = blocker->max().x - box.min.x;
            } else if (box.out.x < 0.0f) {
                shift = box.max().x - blocker->min.x;
            } else if (box.out.y > 0.0f) {
                shift = blocker->max().y - box.min.y;
            } else {
                shift = box.max().y - blocker->min.y;
            }
            shift += kGap;
            box.min.x += box.out.x * shift;
            box.min.y += box.out.y * shift;
        }
    }
}

void PortLabels::add(LabelBox box, std::string text, ImU32 colour) {
    boxes_.push_back(box);
    texts_.push_back(std::move(text));
    colours_.push_back(colour);
}

void PortLabels::draw(ImDrawList& draw) {
    separateLabels(boxes_);
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
        draw.AddText({std::floor(boxes_[i].min.x), std::floor(boxes_[i].min.y)}, colours_[i],
                     texts_[i].c_str());
    }
    placed_ = std::move(boxes_);
    boxes_.clear();
    texts_.clear();
    colours_.clear();
}

void drawPortArrow(ImDrawList& draw, const TileCanvas& canvas, const PortPose& pose, ImU32 colour,
                   PortLabels& labels, const std::string& label) {
    const float arrowLength = std::clamp(canvas.tile * 1.2f, kMinArrowPixels, kMaxPortArrowPixels);
    const float halfHead = arrowLength * 0.32f;
    const Vec2i step = delta(pose.dir);
    const ImVec2 out(static_cast<float>(step.x), static_cast<float>(step.y));
    const ImVec2 across(-out.y, out.x);
    const ImVec2 anchor = canvas.edgePoint(outerMidpoint(pose));

    const ImVec2 base(anchor.x + out.x * 3.0f, anchor.y + out.y * 3.0f);
    const ImVec2 tip(anchor.x + out.x * arrowLength, anchor.y + out.y * arrowLength);
    const ImVec2 neck(tip.x - out.x * halfHead * 1.6f, tip.y - out.y * halfHead * 1.6f);
    draw.AddLine(base, neck, colour, 2.0f);
    draw.AddTriangleFilled(tip, {neck.x + across.x * halfHead, neck.y + across.y * halfHead},
                           {neck.x - across.x * halfHead, neck.y - across.y * halfHead}, colour);
    draw.AddCircleFilled(anchor, std::clamp(canvas.tile * 0.16f, 2.5f, 4.5f),
                         palette().hoverOutline);

    if (label.empty()) {
        return;
    }
    const ImVec2 labelSize = ImGui::CalcTextSize(label.c_str());
    const float gap = 4.0f + (step.x != 0 ? labelSize.x : labelSize.y) * 0.5f;
    const ImVec2 labelCentre(tip.x + out.x * gap, tip.y + out.y * gap);
    labels.add(
        {{labelCentre.x - labelSize.x * 0.5f, labelCentre.y - labelSize.y * 0.5f}, labelSize, out},
        label, colour);
}

}  // namespace easylink::ui
