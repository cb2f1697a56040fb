#include "viewport/region_tool.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "document/editor_state.hpp"
#include "session/generation_session.hpp"
#include "shell/key_focus.hpp"
#include "shell/shortcuts.hpp"
#include "viewport/layout_view.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui {
namespace {

constexpr ImU32 kLabelText = IM_COL32(250, 250, 252, 255);
constexpr ImU32 kBlockedHatch = IM_COL32(255, 86, 86, 170);
constexpr ImU32 kBlockedBorder = IM_COL32(255, 86, 86, 255);
constexpr ImU32 kHandleFill = IM_COL32(255, 255, 255, 255);
constexpr ImU32 kHandleBorder = IM_COL32(20, 20, 24, 255);
constexpr ImU32 kDrawnFill = IM_COL32(255, 255, 255, 40);
constexpr ImU32 kDrawnBorder = IM_COL32(255, 255, 255, 230);
constexpr float kHatchSpacing = 9.0f;
constexpr float kHandleHalf = 3.5f;

Vec2i floorTile(Vec2f point) {
    return {static_cast<int>(std::floor(point.x)), static_cast<int>(std::floor(point.y))};
}

int nearestEdge(float coordinate) {
    return static_cast<int>(std::lround(coordinate));
}

/// The edges of `rect` within grip of `point` (the nearer of two opposite
/// ones), or nullopt when the point is not on the rect or its rim.
std::optional<std::uint8_t> edgesAt(const Rect& rect, Vec2f point, float grip) {
    // On a small region the body keeps the middle half of each side.
    const float gripX = std::min(grip, static_cast<float>(rect.w) * 0.25f);
    const float gripY = std::min(grip, static_cast<float>(rect.h) * 0.25f);
    const auto left = static_cast<float>(rect.left());
    const auto right = static_cast<float>(rect.right());
    const auto top = static_cast<float>(rect.top());
    const auto bottom = static_cast<float>(rect.bottom());
    if (point.x < left - gripX || point.x > right + gripX || point.y < top - gripY ||
        point.y > bottom + gripY) {
        return std::nullopt;
    }
    std::uint8_t edges = kEdgeNone;
    const float toLeft = std::fabs(point.x - left);
    const float toRight = std::fabs(point.x - right);
    if (std::min(toLeft, toRight) <= gripX) {
        edges = static_cast<std::uint8_t>(edges | (toLeft <= toRight ? kEdgeLeft : kEdgeRight));
    }
    const float toTop = std::fabs(point.y - top);
    const float toBottom = std::fabs(point.y - bottom);
    if (std::min(toTop, toBottom) <= gripY) {
        edges = static_cast<std::uint8_t>(edges | (toTop <= toBottom ? kEdgeTop : kEdgeBottom));
    }
    const bool inside = point.x >= left && point.x < right && point.y >= top && point.y < bottom;
    if (edges == kEdgeNone && !inside) {
        return std::nullopt;
    }
    return edges;
}

/// Diagonal lines across `box`, for blocked regions.
void hatch(ImDrawList& draw, const ScreenBox& box, ImU32 colour) {
    draw.PushClipRect({box.min.x, box.min.y}, {box.max.x, box.max.y}, true);
    const float height = box.max.y - box.min.y;
    for (float x = box.min.x - height; x < box.max.x; x += kHatchSpacing) {
        draw.AddLine({x, box.max.y}, {x + height, box.min.y}, colour, 1.5f);
    }
    draw.PopClipRect();
}

/// The eight handles of a selected region: corners and edge middles.
void handles(ImDrawList& draw, const ScreenBox& box) {
    const float xs[] = {box.min.x, (box.min.x + box.max.x) * 0.5f, box.max.x};
    const float ys[] = {box.min.y, (box.min.y + box.max.y) * 0.5f, box.max.y};
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < 3; ++j) {
            if (i == 1 && j == 1) {
                continue;
            }
            const ImVec2 min(std::round(xs[i] - kHandleHalf), std::round(ys[j] - kHandleHalf));
            const ImVec2 max(min.x + 2.0f * kHandleHalf, min.y + 2.0f * kHandleHalf);
            draw.AddRectFilled(min, max, kHandleFill);
            draw.AddRect(min, max, kHandleBorder);
        }
    }
}

}  // namespace

std::optional<RegionGrab> grabRegion(const std::vector<Region>& regions, Vec2f point, float grip,
                                     std::optional<std::size_t> preferred) {
    if (preferred && *preferred < regions.size()) {
        if (const auto edges = edgesAt(regions[*preferred].rect, point, grip)) {
            return RegionGrab{*preferred, *edges};
        }
    }
    for (std::size_t i = regions.size(); i-- > 0;) {
        if (preferred && i == *preferred) {
            continue;
        }
        if (const auto edges = edgesAt(regions[i].rect, point, grip)) {
            return RegionGrab{i, *edges};
        }
    }
    return std::nullopt;
}

Rect rectBetween(Vec2i a, Vec2i b, Size2i map) {
    const auto clampX = [&](int x) { return std::clamp(x, 0, std::max(map.w - 1, 0)); };
    const auto clampY = [&](int y) { return std::clamp(y, 0, std::max(map.h - 1, 0)); };
    a = {clampX(a.x), clampY(a.y)};
    b = {clampX(b.x), clampY(b.y)};
    return {std::min(a.x, b.x), std::min(a.y, b.y), std::abs(a.x - b.x) + 1,
            std::abs(a.y - b.y) + 1};
}

Rect movedRect(const Rect& rect, Vec2i delta, Size2i map) {
    Rect moved = rect;
    moved.w = std::clamp(rect.w, 1, std::max(map.w, 1));
    moved.h = std::clamp(rect.h, 1, std::max(map.h, 1));
    moved.x = std::clamp(rect.x + delta.x, 0, std::max(map.w - moved.w, 0));
    moved.y = std::clamp(rect.y + delta.y, 0, std::max(map.h - moved.h, 0));
    return moved;
}

Rect resizedRect(const Rect& rect, std::uint8_t edges, Vec2f point, Size2i map) {
    int left = rect.left();
    int right = rect.right();
    int top = rect.top();
    int bottom = rect.bottom();
    if ((edges & kEdgeLeft) != 0) {
        left = std::clamp(nearestEdge(point.x), 0, right - 1);
    }
    if ((edges & kEdgeRight) != 0) {
        right = std::clamp(nearestEdge(point.x), left + 1, std::max(map.w, left + 1));
    }
    if ((edges & kEdgeTop) != 0) {
        top = std::clamp(nearestEdge(point.y), 0, bottom - 1);
    }
    if ((edges & kEdgeBottom) != 0) {
        bottom = std::clamp(nearestEdge(point.y), top + 1, std::max(map.h, top + 1));
    }
    return {left, top, right - left, bottom - top};
}

ImU32 regionColour(std::size_t index, int alpha) {
    // Golden-ratio steps round the hue circle keep neighbours apart.
    const float hue = std::fmod(0.12f + static_cast<float>(index) * 0.618034f, 1.0f);
    float r = 0.0f;
    float g = 0.0f;
    float b = 0.0f;
    ImGui::ColorConvertHSVtoRGB(hue, 0.62f, 0.98f, r, g, b);
    return IM_COL32(static_cast<int>(r * 255.0f), static_cast<int>(g * 255.0f),
                    static_cast<int>(b * 255.0f), alpha);
}

namespace {

/// "courtyard", or "region 3" for a region without a name.
std::string regionName(const std::vector<Region>& regions, std::size_t index) {
    const Region& region = regions.at(index);
    return region.name.empty() ? "region " + std::to_string(index) : region.name;
}

/// "asked 0.60 / got 0.57", "asked 0.30", or "blocked".
std::string regionFigures(const Region& region, double roomDensity,
                          std::optional<double> achieved) {
    if (region.blocked) {
        return "blocked";
    }
    char text[64];
    std::snprintf(text, sizeof text, "asked %.2f", askedDensity(region, roomDensity));
    std::string figures = text;
    if (achieved) {
        std::snprintf(text, sizeof text, " / got %.2f", *achieved);
        figures += text;
    }
    return figures;
}

}  // namespace

std::string regionLabel(const std::vector<Region>& regions, std::size_t index, double roomDensity,
                        std::optional<double> achieved) {
    return regionName(regions, index) + ": " +
           regionFigures(regions.at(index), roomDensity, achieved);
}

// --- Achieved densities ----------------------------------------------------------

const std::vector<double>& AchievedDensities::of(GenerationSession& session) {
    const GenerationRun* run = session.run();
    const std::vector<Region>& regions = session.settings().params().regions;
    if (run == nullptr || run->generator != session.settings().generator() ||
        !session.settings().takesRegions() || regions.empty()) {
        densities_.clear();
        runId_ = 0;
        return densities_;
    }
    layoutWatch_.attach(session.notices(), {Change::ShownLayout});
    if (run->id == runId_ && !layoutWatch_.changed() && regions == regions_) {
        return densities_;
    }
    const Layout* layout = session.cursor().layoutAtStep();
    densities_ = layout != nullptr ? achievedDensities(*layout, regions) : std::vector<double>{};
    runId_ = run->id;
    layoutWatch_.forget();
    regions_ = regions;
    return densities_;
}

// --- The tool ------------------------------------------------------------------

void RegionTool::frame(EditorState& state, const LayoutView& view, ImDrawList& draw,
                       const std::vector<double>& achieved) {
    if (state.session().regionMode()) {
        handleInput(state, view);
    } else {
        drag_ = Drag::None;
    }
    if (state.session().showRegions() || state.session().regionMode()) {
        drawRegions(state, view.view(), draw, achieved);
    }
}

void RegionTool::handleInput(EditorState& state, const LayoutView& view) {
    const ViewPointer& pointer = view.pointer();
    const EasylinkParams& params = state.generation().settings().params();
    const Size2i map{params.width, params.height};
    if (pointer.leftPressed) {
        start_ = pointer.map;
        moved_ = false;
        const float grip = kGripPixels / std::max(view.view().zoom(), 0.01f);
        // Shift draws even over a region (one inside another).
        const std::optional<RegionGrab> grab =
            ImGui::GetIO().KeyShift
                ? std::nullopt
                : grabRegion(params.regions, pointer.map, grip, state.selection().selectedRegion());
        if (grab) {
            grab_ = *grab;
            drag_ = grab->edges == kEdgeNone ? Drag::Move : Drag::Resize;
            startRect_ = params.regions[grab->index].rect;
            current_ = startRect_;
            state.selection().selectRegion(grab->index);
        } else {
            drag_ = Drag::Draw;
            const Vec2i tile = floorTile(pointer.map);
            current_ = rectBetween(tile, tile, map);
        }
    }
    if (drag_ != Drag::None && (pointer.leftHeld || pointer.leftReleased)) {
        moved_ = moved_ || pointer.dragged;
        if (moved_) {
            switch (drag_) {
                case Drag::Draw:
                    current_ = rectBetween(floorTile(start_), floorTile(pointer.map), map);
                    break;
                case Drag::Move: {
                    const Vec2f delta = pointer.map - start_;
                    current_ =
                        movedRect(startRect_, {nearestEdge(delta.x), nearestEdge(delta.y)}, map);
                    break;
                }
                case Drag::Resize:
                    current_ = resizedRect(startRect_, grab_.edges, pointer.map, map);
                    break;
                case Drag::None: break;
            }
        }
    }
    if (drag_ != Drag::None && pointer.leftReleased) {
        finish(state);
        drag_ = Drag::None;
    }

    // Delete removes the selected region while the viewport has the focus
    // and the mouse is not over another panel (key_focus.hpp).
    const std::optional<std::size_t> selected = state.selection().selectedRegion();
    if (selected && drag_ == Drag::None && shortcutPressed(Shortcut::Delete)) {
        EasylinkParams after = params;
        after.regions.erase(after.regions.begin() + static_cast<std::ptrdiff_t>(*selected));
        state.document().editParams(
            after, "delete " + describeRegion(params.regions, static_cast<int>(*selected)));
        state.selection().selectRegion(std::nullopt);
    }
}

void RegionTool::finish(EditorState& state) {
    const EasylinkParams& params = state.generation().settings().params();
    if (!moved_) {
        // A click: on a region it was selected at the press; on the map, none is.
        if (drag_ == Drag::Draw) {
            state.selection().selectRegion(std::nullopt);
        }
        return;
    }
    EasylinkParams after = params;
    switch (drag_) {
        case Drag::Draw: {
            if (params.regions.size() >= static_cast<std::size_t>(kMaxRegions)) {
                state.document().addParamNote("No region added: the parameters hold at most " +
                                              std::to_string(kMaxRegions) + " regions.");
                return;
            }
            Region region;
            region.rect = current_;
            after.regions.push_back(region);
            const std::size_t index = params.regions.size();
            state.document().editParams(after, "add region " + std::to_string(index));
            state.selection().selectRegion(index);
            break;
        }
        case Drag::Move:
        case Drag::Resize: {
            if (grab_.index >= after.regions.size() || current_ == startRect_) {
                return;
            }
            after.regions[grab_.index].rect = current_;
            state.document().editParams(
                after, std::string(drag_ == Drag::Move ? "move " : "resize ") +
                           describeRegion(params.regions, static_cast<int>(grab_.index)));
            break;
        }
        case Drag::None: break;
    }
}

void RegionTool::drawRegions(const EditorState& state, const ViewTransform& view, ImDrawList& draw,
                             const std::vector<double>& achieved) const {
    const EasylinkParams& params = state.generation().settings().params();
    const std::optional<std::size_t> selected = state.selection().selectedRegion();
    const float border = 1.5f;
    for (std::size_t i = 0; i < params.regions.size(); ++i) {
        const Region& region = params.regions[i];
        const bool held =
            (drag_ == Drag::Move || drag_ == Drag::Resize) && moved_ && grab_.index == i;
        const Rect rect = held ? current_ : region.rect;
        const ScreenBox box = view.tilesToScreen(rect);
        const ImVec2 min(std::round(box.min.x), std::round(box.min.y));
        const ImVec2 max(std::round(box.max.x), std::round(box.max.y));
        draw.AddRectFilled(min, max, regionColour(i, region.blocked ? 40 : 62));
        if (region.blocked) {
            hatch(draw, {{min.x, min.y}, {max.x, max.y}}, kBlockedHatch);
        }
        const bool isSelected = selected == i;
        draw.AddRect(min, max, region.blocked ? kBlockedBorder : regionColour(i, 235), 0.0f,
                     ImDrawFlags_None, isSelected ? 3.0f : border);

        // The label inside the top-left corner, on two lines (name, then
        // figures) when one is wider than the region; it may reach past a
        // narrow region rather than be cut.
        const std::optional<double> got =
            i < achieved.size() ? std::optional<double>(achieved[i]) : std::nullopt;
        std::string label = regionLabel(params.regions, i, params.roomDensity, got);
        if (ImGui::CalcTextSize(label.c_str()).x + 8.0f > max.x - min.x) {
            label = regionName(params.regions, i) + "\n" +
                    regionFigures(region, params.roomDensity, got);
        }
        const ImVec2 size = ImGui::CalcTextSize(label.c_str());
        const ImVec2 at(min.x + 4.0f, min.y + 3.0f);
        draw.AddRectFilled({at.x - 2.0f, at.y - 1.0f}, {at.x + size.x + 2.0f, at.y + size.y},
                           palette().labelBackground);
        draw.AddText(at, kLabelText, label.c_str());
        if (isSelected && state.session().regionMode()) {
            handles(draw, {{min.x, min.y}, {max.x, max.y}});
        }
    }
    if (drag_ == Drag::Draw && moved_) {
        const ScreenBox box = view.tilesToScreen(current_);
        draw.AddRectFilled({box.min.x, box.min.y}, {box.max.x, box.max.y}, kDrawnFill);
        draw.AddRect({box.min.x, box.min.y}, {box.max.x, box.max.y}, kDrawnBorder, 0.0f,
                     ImDrawFlags_None, 2.0f);
        char text[48];
        std::snprintf(text, sizeof text, "%d x %d at (%d, %d)", current_.w, current_.h, current_.x,
                      current_.y);
        draw.AddText({box.min.x + 4.0f, box.max.y + 3.0f}, kDrawnBorder, text);
    }
}

}  // namespace easylink::ui
