#include "platform/imgui_layer.hpp"

#include <GLFW/glfw3.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <glad/gl.h>
#include <imgui.h>

#include "widgets/theme.hpp"

namespace easylink::ui {
namespace {

// The shaders of ImGui's OpenGL3 backend for a 3.3 core context.
constexpr const char* kGlslVersion = "#version 330 core";

// GLFW callbacks are plain functions; the one layer of the one window is
// where they leave what they receive.
ImGuiLayer* g_layer = nullptr;

void onKey(GLFWwindow* /*window*/, int key, int scancode, int action, int mods) {
    if (g_layer != nullptr) {
        g_layer->queueKey({key, scancode, action, mods});
    }
}

void onChar(GLFWwindow* window, unsigned int codepoint) {
    if (g_layer != nullptr) {
        g_layer->queueKey(KeyEvent::text(codepoint));  // in order with the keys
    } else {
        ImGui_ImplGlfw_CharCallback(window, codepoint);
    }
}

void onMouseButton(GLFWwindow* window, int button, int action, int mods) {
    ImGui_ImplGlfw_MouseButtonCallback(window, button, action, mods);
    if (g_layer != nullptr) {
        g_layer->noteInput();
    }
}

void onScroll(GLFWwindow* window, double x, double y) {
    ImGui_ImplGlfw_ScrollCallback(window, x, y);
    if (g_layer != nullptr) {
        g_layer->noteInput();
    }
}

void onFocus(GLFWwindow* window, int focused) {
    ImGui_ImplGlfw_WindowFocusCallback(window, focused);
    if (g_layer != nullptr) {
        g_layer->noteInput();
    }
}

void onCursorEnter(GLFWwindow* window, int entered) {
    ImGui_ImplGlfw_CursorEnterCallback(window, entered);
    if (g_layer != nullptr) {
        g_layer->noteInput();
    }
}

// The mouse moving, the window resized or uncovered: nothing ImGui needs a
// callback for (it reads the pointer each frame), but worth a new frame.
void onCursorMove(GLFWwindow* /*window*/, double /*x*/, double /*y*/) {
    if (g_layer != nullptr) {
        g_layer->noteInput();
    }
}

void onResize(GLFWwindow* /*window*/, int /*width*/, int /*height*/) {
    if (g_layer != nullptr) {
        g_layer->noteInput();
    }
}

void onRefresh(GLFWwindow* /*window*/) {
    if (g_layer != nullptr) {
        g_layer->noteInput();
    }
}

void installCallbacks(GLFWwindow* window) {
    glfwSetKeyCallback(window, onKey);
    glfwSetCharCallback(window, onChar);
    glfwSetMouseButtonCallback(window, onMouseButton);
    glfwSetScrollCallback(window, onScroll);
    glfwSetWindowFocusCallback(window, onFocus);
    glfwSetCursorEnterCallback(window, onCursorEnter);
    glfwSetCursorPosCallback(window, onCursorMove);
    glfwSetFramebufferSizeCallback(window, onResize);
    glfwSetWindowRefreshCallback(window, onRefresh);
    glfwSetMonitorCallback(ImGui_ImplGlfw_MonitorCallback);
}

void removeCallbacks(GLFWwindow* window) {
    glfwSetKeyCallback(window, nullptr);
    glfwSetCharCallback(window, nullptr);
    glfwSetMouseButtonCallback(window, nullptr);
    glfwSetScrollCallback(window, nullptr);
    glfwSetWindowFocusCallback(window, nullptr);
    glfwSetCursorEnterCallback(window, nullptr);
    glfwSetCursorPosCallback(window, nullptr);
    glfwSetFramebufferSizeCallback(window, nullptr);
    glfwSetWindowRefreshCallback(window, nullptr);
    glfwSetMonitorCallback(nullptr);
}

}  // namespace

ImGuiLayerStart ImGuiLayer::start(Window& window, std::optional<std::filesystem::path> iniFile) {
    std::unique_ptr<ImGuiLayer> layer(new ImGuiLayer(std::move(iniFile)));
    // The callbacks are the layer's, so that key events can be queued (see
    // key_event_queue.hpp); they forward the rest to the backend.
    layer->glfwBackendStarted_ = ImGui_ImplGlfw_InitForOpenGL(window.handle(), false);
    if (!layer->glfwBackendStarted_) {
        return {nullptr, "cannot start ImGui's GLFW backend"};
    }
    layer->window_ = window.handle();
    g_layer = layer.get();
    installCallbacks(window.handle());
    layer->openGlBackendStarted_ = ImGui_ImplOpenGL3_Init(kGlslVersion);
    if (!layer->openGlBackendStarted_) {
        return {nullptr, "cannot start ImGui's OpenGL 3 backend"};
    }
    return {std::move(layer), {}};
}

ImGuiLayer::ImGuiLayer(std::optional<std::filesystem::path> iniFile)
    : iniFile_(iniFile ? iniFile->string() : std::string()) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = iniFile_.empty() ? nullptr : iniFile_.c_str();
    applyEditorStyle(ImGui::GetStyle());
    loadEditorFont(io);
}

ImGuiLayer::~ImGuiLayer() {
    if (window_ != nullptr) {
        removeCallbacks(window_);
    }
    if (g_layer == this) {
        g_layer = nullptr;
    }
    if (openGlBackendStarted_) {
        ImGui_ImplOpenGL3_Shutdown();
    }
    if (glfwBackendStarted_) {
        ImGui_ImplGlfw_Shutdown();
    }
    ImGui::DestroyContext();  // saves imgui.ini when there is one
}

void ImGuiLayer::ignoreMouse() {
    ImGui::GetIO().ConfigFlags |= ImGuiConfigFlags_NoMouse;
}

void ImGuiLayer::setScale(float scale) {
    if (scale == scale_ || !(scale > 0.0f)) {
        return;
    }
    scale_ = scale;
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    loadEditorFont(io, scale);
    if (openGlBackendStarted_) {
        ImGui_ImplOpenGL3_DestroyFontsTexture();
        ImGui_ImplOpenGL3_CreateFontsTexture();
    }
    ImGuiStyle& style = ImGui::GetStyle();
    style = ImGuiStyle();
    applyEditorStyle(style);
    style.ScaleAllSizes(scale);
}

void ImGuiLayer::queueKey(const KeyEvent& event) {
    keys_.push(event);
    noteInput();
}

void ImGuiLayer::noteInput() {
    ++inputCount_;
}

void ImGuiLayer::beginFrame() {
    // This frame's share of the queued keys: at most one change per key.
    for (const KeyEvent& key : keys_.takeFrame()) {
        if (key.action == KeyEvent::kText) {
            ImGui_ImplGlfw_CharCallback(window_, key.character);
        } else {
            ImGui_ImplGlfw_KeyCallback(window_, key.key, key.scancode, key.action, key.mods);
        }
    }
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGui::NewFrame();
}

void ImGuiLayer::render(PixelSize framebuffer) {
    ImGui::Render();
    glViewport(0, 0, framebuffer.width, framebuffer.height);
    // The clear is the background of the workspace's windows, which draw
    // none of their own (workspace_window.hpp): a clear costs a software
    // rasterizer far less than a blended fill of the same pixels.
    const ImVec4& background = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
    glClearColor(background.x, background.y, background.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    const ImDrawData* drawData = ImGui::GetDrawData();
    for (int list = 0; list < drawData->CmdListsCount; ++list) {
        for (const ImDrawCmd& command : drawData->CmdLists[list]->CmdBuffer) {
            drawCommands_ += command.UserCallback == nullptr ? 1 : 0;
        }
    }
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

}  // namespace easylink::ui
