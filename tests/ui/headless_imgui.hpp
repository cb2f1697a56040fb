#pragma once

// An ImGui context with no backend, as in imgui's example_null: the tests set
// the display size and the input themselves, run frames, and read back what
// the panels recorded. Nothing here needs a window or GL.

#include <functional>
#include <string>

#include <imgui.h>

namespace easylink::ui::testing {

class HeadlessImGui {
public:
    explicit HeadlessImGui(ImVec2 displaySize = {1280.0f, 800.0f});
    ~HeadlessImGui();
    HeadlessImGui(const HeadlessImGui&) = delete;
    HeadlessImGui& operator=(const HeadlessImGui&) = delete;

    /// Runs one frame: NewFrame, `draw`, Render.
    void frame(const std::function<void()>& draw);
    /// Runs `count` frames with the input left as it is.
    void frames(int count, const std::function<void()>& draw);
    /// Runs one frame of `draw` then `logged`, and returns the text
    /// `logged` drew, through ImGui's log (which goes to the clipboard when
    /// the logged window ends).
    std::string loggedText(const std::function<void()>& draw, const std::function<void()>& logged);

    /// Moves the mouse to `position`, presses and releases the left button,
    /// one frame per step as a real click takes.
    void click(ImVec2 position, const std::function<void()>& draw);
    /// Presses the left button at `from`, moves to `to` over a few frames and
    /// releases it there, as a drag with a real mouse goes.
    void drag(ImVec2 from, ImVec2 to, const std::function<void()>& draw);
    /// Types `text` into whatever has the keyboard focus, in one frame.
    void type(const char* text, const std::function<void()>& draw);
    /// Moves the mouse to `position` and lets ImGui see it for two frames.
    void hover(ImVec2 position, const std::function<void()>& draw);
    /// Presses `key` (a GLFW key code, as the GLFW backend maps them) for one
    /// frame, with Ctrl held when `ctrl`, then releases it.
    void pressKey(int key, bool ctrl, const std::function<void()>& draw);

private:
    ImGuiContext* context_;
};

}  // namespace easylink::ui::testing
