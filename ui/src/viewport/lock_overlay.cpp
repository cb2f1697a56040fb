#include "viewport/lock_overlay.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "viewport/imgui_vec.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui {
namespace {

constexpr ImU32 kLockBody = IM_COL32(232, 178, 52, 255);
constexpr ImU32 kLockShade = IM_COL32(40, 28, 8, 255);
constexpr ImU32 kKeyColour = IM_COL32(255, 214, 90, 255);
constexpr ImU32 kPathLine = IM_COL32(90, 235, 170, 230);
constexpr ImU32 kPathShadow = IM_COL32(0, 0, 0, 150);
constexpr ImU32 kPathText = IM_COL32(150, 255, 205, 255);

/// A padlock centred on `at`, `size` pixels tall.
void drawPadlock(ImDrawList& draw, ImVec2 at, float size) {
    const float half = size * 0.5f;
    const ImVec2 bodyMin(at.x - half * 0.8f, at.y - half * 0.2f);
    const ImVec2 bodyMax(at.x + half * 0.8f, at.y + half);
    draw.AddCircle(ImVec2(at.x, at.y - half * 0.2f), half * 0.5f, kLockBody, 12,
                   std::max(1.5f, size * 0.12f));
    draw.AddRectFilled(bodyMin, bodyMax, kLockBody, size * 0.1f);
    draw.AddRectFilled(ImVec2(at.x - size * 0.06f, at.y + half * 0.15f),
                       ImVec2(at.x + size * 0.06f, at.y + half * 0.6f), kLockShade);
}

/// A key lying left to right, centred on `at`, `size` pixels long.
void drawKey(ImDrawList& draw, ImVec2 at, float size) {
    const float ring = size * 0.2f;
    const ImVec2 ringCentre(at.x - size * 0.5f + ring, at.y);
    const float thickness = std::max(1.5f, size * 0.09f);
    draw.AddCircle(ringCentre, ring, kKeyColour, 12, thickness);
    draw.AddLine(ImVec2(ringCentre.x + ring, at.y), ImVec2(at.x + size * 0.5f, at.y), kKeyColour,
                 thickness);
    for (const float tooth : {0.3f, 0.45f}) {
        draw.AddLine(ImVec2(at.x + size * tooth, at.y), ImVec2(at.x + size * tooth, at.y + ring),
                     kKeyColour, thickness);
    }
}

}  // namespace

void LockOverlay::refresh(const Layout& layout, std::uint64_t revision) {
    if (layout_ == &layout && revision_ == revision) {
        return;
    }
    layout_ = &layout;
    revision_ = revision;
    active_ = layout.catalogue().usesLocks();
    keyRooms_.clear();
    lockedRooms_.clear();
    path_.reset();
    if (!active_) {
        return;
    }
    const Catalogue& catalogue = layout.catalogue();
    std::vector<std::uint8_t> keys(catalogue.modules.size());
    for (std::size_t t = 0; t < keys.size(); ++t) {
        keys[t] = isKeyModule(catalogue, t) ? 1 : 0;
    }
    for (RoomId id : layout.roomIds()) {
        const auto module = static_cast<std::size_t>(layout.room(id)->templateIndex);
        if (!catalogue.modules[module].rules.lockedBy.empty()) {
            lockedRooms_.push_back(id);
        }
        if (keys[module] != 0) {
            keyRooms_.push_back(id);
        }
    }
    path_ = playerPath(layout, true);
}

void LockOverlay::draw(const Layout& layout, const ViewTransform& view, ImDrawList& draw,
                       bool showPath) const {
    if (!active_ || layout_ != &layout) {
        return;
    }
    const float zoom = view.zoom();
    for (RoomId id : keyRooms_) {
        const Rect rect = layout.room(id)->rect();
        draw.AddRect(toImVec(view.mapToScreen(cornerOf(rect.position()))),
                     toImVec(view.mapToScreen(cornerOf({rect.right(), rect.bottom()}))), kKeyColour,
                     0.0f, 0, std::clamp(zoom * 0.25f, 1.5f, 4.0f));
        const Vec2f top{centreOf(rect).x, static_cast<float>(rect.top()) + 1.5f};
        drawKey(draw, toImVec(view.mapToScreen(top)), std::clamp(zoom * 2.5f, 10.0f, 40.0f));
    }
    if (showPath && path_ && path_->steps > 0) {
        drawPath(layout, view, draw);
    }
    const float lockSize = std::clamp(zoom * 1.6f, 8.0f, 28.0f);
    for (RoomId id : lockedRooms_) {
        const PlacedRoom& room = *layout.room(id);
        for (const PlacedPort& port : room.ports) {
            if (!port.link.isFree()) {
                drawPadlock(draw, toImVec(view.mapToScreen(cornerOf(port.anchor))), lockSize);
            }
        }
    }
}

// Each step is a line between room centres, pushed a little to the right
// of the way it goes, so that a walk there and back shows as two lines; an
// arrow halfway along says which way.
void LockOverlay::drawPath(const Layout& layout, const ViewTransform& view,
                           ImDrawList& draw) const {
    const std::vector<RoomId>& rooms = path_->rooms;
    const float zoom = view.zoom();
    const float thickness = std::clamp(zoom * 0.35f, 2.0f, 5.0f);
    const float arrow = std::clamp(zoom * 1.2f, 6.0f, 16.0f);
    for (std::size_t i = 0; i + 1 < rooms.size(); ++i) {
        const Vec2f from = view.mapToScreen(centreOf(layout.room(rooms[i])->rect()));
        const Vec2f to = view.mapToScreen(centreOf(layout.room(rooms[i + 1])->rect()));
        const Vec2f along = to - from;
        const float length = std::hypot(along.x, along.y);
        if (length < 1.0f) {
            continue;
        }
        const Vec2f unit = along * (1.0f / length);
        const Vec2f right{-unit.y, unit.x};
        const Vec2f shift = right * std::clamp(zoom * 0.6f, 3.0f, 8.0f);
        const ImVec2 a = toImVec(from + shift);
        const ImVec2 b = toImVec(to + shift);
        draw.AddLine(a, b, kPathShadow, thickness + 2.0f);
        draw.AddLine(a, b, kPathLine, thickness);
        const Vec2f middle = from + shift + along * 0.5f;
        draw.AddTriangleFilled(toImVec(middle + unit * arrow),
                               toImVec(middle - unit * (arrow * 0.3f) + right * (arrow * 0.6f)),
                               toImVec(middle - unit * (arrow * 0.3f) - right * (arrow * 0.6f)),
                               kPathLine);
    }
    // A ring where the walk starts (the entrance), the figure where it ends.
    const Vec2f start = view.mapToScreen(centreOf(layout.room(rooms.front())->rect()));
    draw.AddCircleFilled(toImVec(start), arrow * 0.7f, kPathShadow, 16);
    draw.AddCircle(toImVec(start), arrow * 0.7f, kPathLine, 16, thickness);
    const Vec2f end = view.mapToScreen(centreOf(layout.room(rooms.back())->rect()));
    const std::string label = "path: " + std::to_string(path_->steps) + " steps";
    const ImVec2 at = toImVec(end + Vec2f{arrow, -arrow * 2.0f});
    const ImVec2 size = ImGui::CalcTextSize(label.c_str());
    draw.AddRectFilled(ImVec2(at.x - 3.0f, at.y - 1.0f),
                       ImVec2(at.x + size.x + 3.0f, at.y + size.y + 1.0f),
                       palette().labelBackground, 3.0f);
    draw.AddText(at, kPathText, label.c_str());
}

}  // namespace easylink::ui
