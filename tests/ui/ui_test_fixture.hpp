#pragma once

// The fixture of the headless UI tests: one HeadlessImGui, the frame the
// test draws (drawFrame(), which each fixture says), and what a test does to
// it: runs frames, clicks, double-clicks, drags, hovers, types and presses
// keys, each over as many frames as real input takes.

#include <functional>
#include <optional>

#include <gtest/gtest.h>
#include <imgui.h>

#include "headless_imgui.hpp"

namespace easylink::ui::testing {

class UiTest : public ::testing::Test {
protected:
    explicit UiTest(ImVec2 displaySize = {1280.0f, 800.0f}) : imgui(displaySize) {}

    /// What one frame of the test draws.
    virtual void drawFrame() = 0;

    /// Runs `count` frames with the input left as it is.
    void frames(int count) { imgui.frames(count, draw); }
    /// Clicks the left button at `at`.
    void click(ImVec2 at) { imgui.click(at, draw); }
    /// Clicks where a control was drawn in the last frame; nullopt (it was
    /// not drawn) fails the test instead.
    void click(std::optional<ImVec2> at) {
        ASSERT_TRUE(at.has_value()) << "not drawn in the last frame";
        click(*at);
    }
    /// Two clicks at `at`, as quickly as ImGui counts a double-click.
    void doubleClick(std::optional<ImVec2> at) {
        ASSERT_TRUE(at.has_value()) << "not drawn in the last frame";
        click(*at);
        click(*at);
    }
    /// Drags with the left button from `from` to `to`.
    void drag(ImVec2 from, ImVec2 to) { imgui.drag(from, to, draw); }
    /// Moves the mouse to `at` and lets ImGui see it.
    void hover(ImVec2 at) { imgui.hover(at, draw); }
    /// Types `text` into whatever has the keyboard focus.
    void type(const char* text) { imgui.type(text, draw); }
    /// Presses `key` (a GLFW key code) with Ctrl and Shift held as asked.
    void press(int key, bool ctrl = false, bool shift = false) {
        if (shift) {
            ImGui::GetIO().KeyShift = true;
        }
        imgui.pressKey(key, ctrl, draw);
        if (shift) {
            ImGui::GetIO().KeyShift = false;
        }
    }

    HeadlessImGui imgui;
    /// drawFrame() as HeadlessImGui takes it.
    const std::function<void()> draw = [this] { drawFrame(); };
};

}  // namespace easylink::ui::testing
