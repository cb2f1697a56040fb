#include "platform/window.hpp"

// GLFW_INCLUDE_NONE (set by CMake) leaves the GL declarations to glad.
#include <GLFW/glfw3.h>
#include <glad/gl.h>

namespace easylink::ui {
namespace {

// GLFW reports errors through a plain function pointer, so the last message
// waits here until Window::open() turns it into an error value.
std::string& lastGlfwError() {
    static std::string message;
    return message;
}

void recordGlfwError(int code, const char* description) {
    lastGlfwError() = description != nullptr ? description : "GLFW error " + std::to_string(code);
}

/// "reason: what GLFW said", or just the reason when GLFW said nothing.
std::string withGlfwDetail(const std::string& reason) {
    const std::string& detail = lastGlfwError();
    return detail.empty() ? reason : reason + ": " + detail;
}

}  // namespace

WindowOpening Window::open(const WindowSpec& spec) {
    lastGlfwError().clear();
    glfwSetErrorCallback(recordGlfwError);
    if (glfwInit() != GLFW_TRUE) {
        return {nullptr, withGlfwDetail("cannot initialise GLFW")};
    }

    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
    glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
    glfwWindowHint(GLFW_DOUBLEBUFFER, GLFW_TRUE);
    GLFWwindow* handle =
        glfwCreateWindow(spec.width, spec.height, spec.title.c_str(), nullptr, nullptr);
    if (handle == nullptr) {
        const std::string error = withGlfwDetail("cannot create an OpenGL 3.3 core window");
        glfwTerminate();
        return {nullptr, error};
    }
    // From here on the Window owns the handle and GLFW, and tears both down.
    std::unique_ptr<Window> window(new Window(handle, spec.title));

    glfwMakeContextCurrent(handle);
    const int version = gladLoadGL(glfwGetProcAddress);
    if (version == 0) {
        return {nullptr, "cannot load the OpenGL 3.3 functions"};
    }
    if (GLAD_VERSION_MAJOR(version) < 3 ||
        (GLAD_VERSION_MAJOR(version) == 3 && GLAD_VERSION_MINOR(version) < 3)) {
        return {nullptr, "OpenGL " + std::to_string(GLAD_VERSION_MAJOR(version)) + "." +
                             std::to_string(GLAD_VERSION_MINOR(version)) +
                             " is too old; the editor needs OpenGL 3.3"};
    }
    glfwSwapInterval(spec.vsync ? 1 : 0);
    return {std::move(window), {}};
}

Window::Window(GLFWwindow* handle, std::string title) : handle_(handle), title_(std::move(title)) {}

Window::~Window() {
    glfwDestroyWindow(handle_);
    glfwTerminate();
}

bool Window::shouldClose() const {
    return glfwWindowShouldClose(handle_) == GLFW_TRUE;
}

void Window::requestClose() {
    glfwSetWindowShouldClose(handle_, GLFW_TRUE);
}

void Window::cancelClose() {
    glfwSetWindowShouldClose(handle_, GLFW_FALSE);
}

void Window::pollEvents() {
    glfwPollEvents();
}

void Window::waitEvents(double seconds) {
    glfwWaitEventsTimeout(seconds);
}

void Window::swapBuffers() {
    glfwSwapBuffers(handle_);
}

void Window::setTitle(const std::string& title) {
    if (title != title_) {
        glfwSetWindowTitle(handle_, title.c_str());
        title_ = title;
    }
}

float Window::contentScale() const {
    float x = 1.0f;
    float y = 1.0f;
    glfwGetWindowContentScale(handle_, &x, &y);
    const float scale = x > y ? x : y;
    return scale > 0.0f ? scale : 1.0f;
}

PixelSize Window::framebufferSize() const {
    PixelSize size;
    glfwGetFramebufferSize(handle_, &size.width, &size.height);
    return size;
}

PixelSize Window::windowSize() const {
    PixelSize size;
    glfwGetWindowSize(handle_, &size.width, &size.height);
    return size;
}

}  // namespace easylink::ui
