#include "dialogs/shortcuts_dialog.hpp"

#include <imgui.h>

#include "dialogs/modal.hpp"

namespace easylink::ui {

bool ShortcutsDialog::isOpen() const {
    return ImGui::IsPopupOpen(kTitle);
}

void ShortcutsDialog::draw() {
    if (!beginCentredModal(kTitle, openRequested_)) {
        return;
    }
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
    if (ImGui::Button("Close") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

}  // namespace easylink::ui
