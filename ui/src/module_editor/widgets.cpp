#include "module_editor/widgets.hpp"

#include "shell/shortcuts.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui::module_editor {

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

std::string withApplyKey(const std::string& text) {
    return text + " Press " + shortcutLabel(Shortcut::Confirm) + " to apply.";
}

}  // namespace easylink::ui::module_editor
