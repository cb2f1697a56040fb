#include "viewport/minimap.hpp"

#include <algorithm>
#include <cstdint>

#include <imgui.h>

#include "viewport/imgui_vec.hpp"
#include "viewport/layout_view.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

constexpr ImU32 kBackground = IM_COL32(13, 14, 18, 230);
constexpr ImU32 kFrame = IM_COL32(255, 255, 255, 90);
constexpr ImU32 kVisibleOutline = IM_COL32(255, 236, 140, 255);

}  // namespace

bool minimapWanted(const ViewTransform& view) {
    const Size2i size = view.mapSize();
    if (size.w <= 0 || size.h <= 0) {
        return false;
    }
    const ScreenBox map = view.tilesToScreen({0, 0, size.w, size.h});
    const ScreenBox& port = view.viewport();
    // Half a pixel of slack, so that a map framed exactly asks for none.
    constexpr float kSlack = 0.5f;
    return map.min.x < port.min.x - kSlack || map.min.y < port.min.y - kSlack ||
           map.max.x > port.max.x + kSlack || map.max.y > port.max.y + kSlack;
}

std::optional<ScreenBox> minimapBox(const ViewTransform& view) {
    const Size2i size = view.mapSize();
    const ScreenBox& port = view.viewport();
    if (size.w <= 0 || size.h <= 0) {
        return std::nullopt;
    }
    // At most a third of the viewport either way, and never under 48 pixels.
    const float side = std::min({kMinimapSide, port.size().x / 3.0f, port.size().y / 3.0f});
    if (side < 48.0f) {
        return std::nullopt;
    }
    const float longer = static_cast<float>(std::max(size.w, size.h));
    const Vec2f extent{side * static_cast<float>(size.w) / longer,
                       side * static_cast<float>(size.h) / longer};
    const Vec2f max = port.max - Vec2f{kMinimapMargin, kMinimapMargin};
    return ScreenBox{max - extent, max};
}

Vec2f minimapToMap(const ScreenBox& box, Size2i mapSize, Vec2f screen) {
    const Vec2f size = box.size();
    const float fx = size.x > 0.0f ? std::clamp((screen.x - box.min.x) / size.x, 0.0f, 1.0f) : 0.5f;
    const float fy = size.y > 0.0f ? std::clamp((screen.y - box.min.y) / size.y, 0.0f, 1.0f) : 0.5f;
    return {fx * static_cast<float>(mapSize.w), fy * static_cast<float>(mapSize.h)};
}

ScreenBox visibleOnMinimap(const ScreenBox& box, const ViewTransform& view) {
    const Size2i size = view.mapSize();
    const Vec2f scale{box.size().x / static_cast<float>(std::max(size.w, 1)),
                      box.size().y / static_cast<float>(std::max(size.h, 1))};
    const ScreenBox& port = view.viewport();
    const auto onMinimap = [&](Vec2f screen) {
        const Vec2f map = view.screenToMap(screen);
        return Vec2f{std::clamp(box.min.x + map.x * scale.x, box.min.x, box.max.x),
                     std::clamp(box.min.y + map.y * scale.y, box.min.y, box.max.y)};
    };
    return {onMinimap(port.min), onMinimap(port.max)};
}

bool Minimap::draw(LayoutView& layoutView) {
    ViewTransform& view = layoutView.view();
    box_.reset();
    if (!minimapWanted(view)) {
        return false;
    }
    const std::optional<ScreenBox> box = minimapBox(view);
    if (!box) {
        return false;
    }
    box_ = box;
    ImDrawList& draw = *ImGui::GetWindowDrawList();
    const ImVec2 min = toImVec(box->min);
    const ImVec2 max = toImVec(box->max);
    draw.AddRectFilled({min.x - 2.0f, min.y - 2.0f}, {max.x + 2.0f, max.y + 2.0f}, kBackground);
    if (const gl::Handle texture = layoutView.mapTexture(); texture != 0) {
        draw.AddImage(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(texture)), min, max);
    }
    draw.AddRect({min.x - 1.0f, min.y - 1.0f}, {max.x + 1.0f, max.y + 1.0f}, kFrame);
    const ScreenBox visible = visibleOnMinimap(*box, view);
    draw.AddRect(toImVec(visible.min), toImVec(visible.max), kVisibleOutline, 0.0f, 0, 1.5f);

    // The button over it takes the mouse before the view under it does; the
    // cursor goes back where it was, so the host's layout does not move.
    const ImVec2 cursor = ImGui::GetCursorScreenPos();
    ImGui::SetCursorScreenPos(min);
    ImGui::InvisibleButton("##minimap", {max.x - min.x, max.y - min.y});
    ImGui::SetCursorScreenPos(cursor);
    const bool active = ImGui::IsItemActive();
    ui::tooltip("The whole map: click or drag to look there");
    if (active && ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
        const ImVec2 mouse = ImGui::GetIO().MousePos;
        view.setCentre(minimapToMap(*box, view.mapSize(), {mouse.x, mouse.y}));
    }
    return true;
}

}  // namespace easylink::ui
