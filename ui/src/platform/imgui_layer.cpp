#include "platform/imgui_layer.hpp"

#include <GLFW/glfw3.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <glad/gl.h>
#include <imgui.h>

#include "theme.hpp"

namespace easylink::ui {
namespace {

// The shaders of ImGui's OpenGL3 backend for a 3.3 core context.
constexpr const char* kGlslVersion = "#version 330 core";

constexpr float kClearColour[4] = {0.08f, 0.09f, 0.10f, 1.0f};

}  // namespace

ImGuiLayerStart ImGuiLayer::start(Window& window, std::optional<std::filesystem::path> iniFile) {
    std::unique_ptr<ImGuiLayer> layer(new ImGuiLayer(std::move(iniFile)));
    layer->glfwBackendStarted_ = ImGui_ImplGlfw_InitForOpenGL(window.handle(), true);
    if (!layer->glfwBackendStarted_) {
        return {nullptr, "cannot start ImGui's GLFW backend"};
    }
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

void ImGuiLayer::beginFrame() {
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGui::NewFrame();
}

void ImGuiLayer::render(PixelSize framebuffer) {
    ImGui::Render();
    glViewport(0, 0, framebuffer.width, framebuffer.height);
    glClearColor(kClearColour[0], kClearColour[1], kClearColour[2], kClearColour[3]);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

}  // namespace easylink::ui
