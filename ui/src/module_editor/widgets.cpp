#include "module_editor/widgets.hpp"

#include "theme.hpp"

namespace easylink::ui::module_editor {

void tooltip(const char* text) {
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 26.0f);
        ImGui::TextUnformatted(text);
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
}

void inlineLabel(const char* text) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(text);
    ImGui::SameLine(0.0f, 4.0f);
}

void heading(const char* text) {
    ImGui::Spacing();
    ImGui::PushTextWrapPos(0.0f);  // the editor's side column is narrow
    ImGui::TextColored(palette().dimText, "%s", text);
    ImGui::PopTextWrapPos();
    ImGui::Separator();
}

ImU32 errorColour() {
    return ImGui::ColorConvertFloat4ToU32(palette().errorText);
}

}  // namespace easylink::ui::module_editor
