#include "dialogs/shortcuts_dialog.hpp"

namespace easylink::ui {

void ShortcutsDialog::drawContents(EditorState& /*state*/) {
    if (ImGui::BeginTable("shortcuts", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV)) {
        ImGui::TableSetupColumn("Keys");
        ImGui::TableSetupColumn("Action");
        ImGui::TableHeadersRow();
        for (const ShortcutEntry& entry : kShortcuts) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(entry.keys.data(), entry.keys.data() + entry.keys.size());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(entry.action.data(), entry.action.data() + entry.action.size());
        }
        ImGui::EndTable();
    }
    ImGui::Spacing();
    closeButton();
}

}  // namespace easylink::ui
