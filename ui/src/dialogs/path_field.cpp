#include "dialogs/path_field.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

namespace easylink::ui {

PathFieldResult drawPathField(std::string& text, bool& focus) {
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 36.0f);
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
