#pragma once

// [SECTION] ImGui layer
//
// The ImGui context with its GLFW and OpenGL3 backends for one window: style
// and font set up once, then a frame is beginFrame(), the editor's ImGui
// calls, render(). imgui.ini is kept where the caller says, or not at all.

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "platform/key_event_queue.hpp"
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

    /// Draws text and controls at `scale` times their size (fonts rebuilt,
    /// style scaled); call between frames. Nothing happens when it is the
    /// scale in use.
    void setScale(float scale);
    float scale() const { return scale_; }

    /// Starts a frame, handing ImGui the key events queued for it.
    void beginFrame();

    /// From the GLFW callbacks: a key event to hand over in a later frame,
    /// and any input at all (for the frame pacer).
    void queueKey(const KeyEvent& event);
    void noteInput();
    /// Counts input events so far; a change means input came.
    std::uint64_t inputCount() const { return inputCount_; }
    /// True while queued key events wait for their frame.
    bool keysPending() const { return !keys_.empty(); }
    /// Clears the framebuffer and draws the frame's ImGui output into it.
    void render(PixelSize framebuffer);
    /// The draw calls render() made for ImGui's output in all (its draw
    /// commands), for measuring what frames cost.
    std::uint64_t drawCommands() const { return drawCommands_; }

private:
    explicit ImGuiLayer(std::optional<std::filesystem::path> iniFile);

    std::string iniFile_;  // ImGui keeps a pointer to this string
    bool glfwBackendStarted_ = false;
    bool openGlBackendStarted_ = false;
    GLFWwindow* window_ = nullptr;
    KeyEventQueue keys_;
    std::uint64_t inputCount_ = 0;
    float scale_ = 1.0f;
    std::uint64_t drawCommands_ = 0;
};

}  // namespace easylink::ui
