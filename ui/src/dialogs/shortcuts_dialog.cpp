#include "dialogs/shortcuts_dialog.hpp"

#include "shell/shortcuts.hpp"

namespace easylink::ui {

void ShortcutsDialog::drawContents(EditorState& /*state*/) {
    if (ImGui::BeginTable("shortcuts", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV)) {
        ImGui::TableSetupColumn("Keys");
        ImGui::TableSetupColumn("Action");
        ImGui::TableHeadersRow();
        for (const ShortcutRow& entry : shortcutRows()) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(entry.keys.c_str());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(entry.action.data(), entry.action.data() + entry.action.size());
        }
        ImGui::EndTable();
    }
    ImGui::Spacing();
    closeButton();
}

}  // namespace easylink::ui
