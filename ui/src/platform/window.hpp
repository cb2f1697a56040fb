#pragma once

// [SECTION] Window
//
// The editor's one window: GLFW, an OpenGL 3.3 core (forward-compatible)
// context loaded with glad, and vsync. Opening fails with a readable reason,
// never a crash, when there is no display or no OpenGL 3.3; the reason is
// what GLFW reported through its error callback. Only one Window may exist at
// a time, since it owns GLFW's initialisation as well.

#include <memory>
#include <string>

struct GLFWwindow;

namespace easylink::ui {

struct WindowSpec {
    std::string title;
    int width = 1280;
    int height = 800;
    bool vsync = true;
};

/// A size in pixels.
struct PixelSize {
    int width = 0;
    int height = 0;
};

class Window;

/// The window, or why it could not be opened.
struct WindowOpening {
    std::unique_ptr<Window> window;
    std::string error;
};

class Window {
public:
    static WindowOpening open(const WindowSpec& spec);

    ~Window();
    Window(const Window&) = delete;
    Window& operator=(const Window&) = delete;

    GLFWwindow* handle() const { return handle_; }

    bool shouldClose() const;
    void requestClose();
    /// Takes back a close the user asked for (to ask about unsaved edits first).
    void cancelClose();
    void pollEvents();
    /// Sleeps until an event arrives or `seconds` have passed.
    void waitEvents(double seconds);
    void swapBuffers();
    /// Sets the title when it differs from the current one.
    void setTitle(const std::string& title);

    /// In framebuffer pixels: what GL draws into and screenshots capture.
    PixelSize framebufferSize() const;
    /// The monitor's content scale for this window (1 on a normal screen,
    /// 2 on a double-density one; the larger of its two axes).
    float contentScale() const;
    /// In screen coordinates: what the preferences remember.
    PixelSize windowSize() const;

private:
    explicit Window(GLFWwindow* handle, std::string title);

    GLFWwindow* handle_;
    std::string title_;
};

}  // namespace easylink::ui
