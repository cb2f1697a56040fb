#pragma once

// [SECTION] ImGui layer
//
// The ImGui context with its GLFW and OpenGL3 backends for one window: style
// and font set up once, then a frame is beginFrame(), the editor's ImGui
// calls, render(). imgui.ini is kept where the caller says, or not at all.

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "platform/window.hpp"

namespace easylink::ui {

class ImGuiLayer;

/// The layer, or why its backends could not start.
struct ImGuiLayerStart {
    std::unique_ptr<ImGuiLayer> layer;
    std::string error;
};

class ImGuiLayer {
public:
    /// `iniFile`: where ImGui keeps its settings; nullopt disables them.
    static ImGuiLayerStart start(Window& window, std::optional<std::filesystem::path> iniFile);

    ~ImGuiLayer();
    ImGuiLayer(const ImGuiLayer&) = delete;
    ImGuiLayer& operator=(const ImGuiLayer&) = delete;

    /// Makes ImGui ignore the mouse, for runs whose picture must not depend
    /// on where the pointer happens to be.
    void ignoreMouse();

    void beginFrame();
    /// Clears the framebuffer and draws the frame's ImGui output into it.
    void render(PixelSize framebuffer);

private:
    explicit ImGuiLayer(std::optional<std::filesystem::path> iniFile);

    std::string iniFile_;  // ImGui keeps a pointer to this string
    bool glfwBackendStarted_ = false;
    bool openGlBackendStarted_ = false;
};

}  // namespace easylink::ui
