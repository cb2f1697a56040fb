#include "dialogs/path_field.hpp"

#include <algorithm>

#include <imgui.h>
#include <imgui_stdlib.h>

namespace easylink::ui {

PathFieldResult drawPathField(std::string& text, bool& focus, std::optional<float> besideWidth) {
    const float widest = ImGui::GetFontSize() * 36.0f;
    ImGui::SetNextItemWidth(besideWidth
                                ? std::clamp(ImGui::GetContentRegionAvail().x - *besideWidth,
                                             ImGui::GetFontSize() * 8.0f, widest)
                                : widest);
    if (focus) {
        ImGui::SetKeyboardFocusHere();
        focus = false;
    }
    PathFieldResult result;
    result.entered = ImGui::InputText(
        "##path", &text, ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll);
    result.edited = ImGui::IsItemEdited();
    return result;
}

}  // namespace easylink::ui
