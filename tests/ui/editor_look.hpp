#pragma once

// The editor's font and style in the current ImGui context, as the real
// window has them: for headless tests that measure what fits.

#include <imgui.h>

#include "widgets/theme.hpp"

namespace easylink::ui::testing {

inline void useEditorLook() {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    loadEditorFont(io);
    unsigned char* pixels = nullptr;
    int width = 0;
    int height = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
    applyEditorStyle(ImGui::GetStyle());
}

}  // namespace easylink::ui::testing
