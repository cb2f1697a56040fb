#pragma once

// Working the main menu as a designer does, for the UI tests: open the
// File menu with a click on the bar, then move the mouse down it until
// ImGui says the item wanted is under it, and click there.

#include <gtest/gtest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <functional>
#include <optional>

#include "headless_imgui.hpp"

namespace easylink::ui::testing {

/// Moves the mouse down `menu` until the item `id` is under it; returns
/// where, or nothing.
inline std::optional<ImVec2> findMenuItem(HeadlessImGui& imgui, const std::function<void()>& draw,
                                          const ImGuiWindow& menu, ImGuiID id) {
    for (float y = menu.Pos.y + 2.0f; y < menu.Pos.y + menu.Size.y; y += 3.0f) {
        const ImVec2 at{menu.Pos.x + menu.Size.x * 0.5f, y};
        imgui.hover(at, draw);
        if (ImGui::GetCurrentContext()->HoveredIdPreviousFrame == id) {
            return at;
        }
    }
    return std::nullopt;
}

/// Opens the File menu; returns its window, or nullptr (a test failure).
inline ImGuiWindow* openFileMenu(HeadlessImGui& imgui, const std::function<void()>& draw) {
    const ImGuiWindow* bar = ImGui::FindWindowByName("##MainMenuBar");
    EXPECT_NE(bar, nullptr);
    if (bar == nullptr) {
        return nullptr;
    }
    imgui.click(
        {bar->Pos.x + ImGui::GetStyle().WindowPadding.x + 12.0f, bar->Pos.y + bar->Size.y * 0.5f},
        draw);
    ImGuiWindow* menu = ImGui::FindWindowByName("##Menu_00");
    EXPECT_TRUE(menu != nullptr && menu->Active) << "the File menu did not open";
    return menu != nullptr && menu->Active ? menu : nullptr;
}

/// File > `label`: false (and a test failure) when there is no such item.
inline bool clickFileMenuItem(HeadlessImGui& imgui, const std::function<void()>& draw,
                              const char* label) {
    ImGuiWindow* menu = openFileMenu(imgui, draw);
    if (menu == nullptr) {
        return false;
    }
    const auto at = findMenuItem(imgui, draw, *menu, menu->GetID(label));
    EXPECT_TRUE(at.has_value()) << "no item '" << label << "' in the File menu";
    if (at) {
        imgui.click(*at, draw);
    }
    return at.has_value();
}

}  // namespace easylink::ui::testing
