#include "headless_imgui.hpp"

#include <GLFW/glfw3.h>

namespace easylink::ui::testing {

HeadlessImGui::HeadlessImGui(ImVec2 displaySize) : context_(ImGui::CreateContext()) {
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.LogFilename = nullptr;
    io.DisplaySize = displaySize;
    io.DeltaTime = 1.0f / 60.0f;
    // The keys ImGui itself reads, mapped to GLFW key codes as the GLFW
    // backend maps them, so that pressKey() speaks the editor's language.
    io.KeyMap[ImGuiKey_Enter] = GLFW_KEY_ENTER;
    io.KeyMap[ImGuiKey_Escape] = GLFW_KEY_ESCAPE;
    io.KeyMap[ImGuiKey_Backspace] = GLFW_KEY_BACKSPACE;
    io.KeyMap[ImGuiKey_A] = GLFW_KEY_A;
    // Building the font atlas is what a renderer backend would do; without
    // it NewFrame() refuses to run.
    unsigned char* pixels = nullptr;
    int width = 0;
    int height = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
}

HeadlessImGui::~HeadlessImGui() {
    ImGui::DestroyContext(context_);
}

void HeadlessImGui::frame(const std::function<void()>& draw) {
    ImGui::NewFrame();
    draw();
    ImGui::Render();
}

void HeadlessImGui::frames(int count, const std::function<void()>& draw) {
    for (int i = 0; i < count; ++i) {
        frame(draw);
    }
}

std::string HeadlessImGui::loggedText(const std::function<void()>& draw,
                                      const std::function<void()>& logged) {
    std::string text;
    ImGuiIO& io = ImGui::GetIO();
    io.ClipboardUserData = &text;
    io.SetClipboardTextFn = [](void* user, const char* piece) {
        *static_cast<std::string*>(user) += piece;
    };
    frame([&] {
        draw();
        ImGui::LogToClipboard();
        logged();
        ImGui::LogFinish();  // in case the window was not drawn
    });
    io.SetClipboardTextFn = nullptr;
    io.ClipboardUserData = nullptr;
    return text;
}

void HeadlessImGui::click(ImVec2 position, const std::function<void()>& draw) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = position;
    frame(draw);  // the hovered window and item are found from the last frame
    io.MouseDown[0] = true;
    frame(draw);
    io.MouseDown[0] = false;
    frame(draw);
}

void HeadlessImGui::drag(ImVec2 from, ImVec2 to, const std::function<void()>& draw) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = from;
    frame(draw);
    io.MouseDown[0] = true;
    frame(draw);
    constexpr int kSteps = 4;
    for (int step = 1; step <= kSteps; ++step) {
        const float t = static_cast<float>(step) / kSteps;
        io.MousePos = {from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t};
        frame(draw);
    }
    io.MouseDown[0] = false;
    frame(draw);
}

void HeadlessImGui::type(const char* text, const std::function<void()>& draw) {
    ImGui::GetIO().AddInputCharactersUTF8(text);
    frame(draw);
}

void HeadlessImGui::hover(ImVec2 position, const std::function<void()>& draw) {
    ImGui::GetIO().MousePos = position;
    frames(2, draw);
}

void HeadlessImGui::pressKey(int key, bool ctrl, const std::function<void()>& draw) {
    ImGuiIO& io = ImGui::GetIO();
    io.KeyCtrl = ctrl;
    io.KeysDown[key] = true;
    frame(draw);
    io.KeysDown[key] = false;
    io.KeyCtrl = false;
    frame(draw);
}

}  // namespace easylink::ui::testing
