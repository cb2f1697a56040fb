#include "panels/history_panel.hpp"

#include <imgui.h>

namespace easylink::ui {

HistoryPanel::HistoryPanel() : Panel(kTitle, PanelSlot::Bottom, /*openByDefault=*/false) {}

void HistoryPanel::drawContent(EditorState& /*state*/) {
    ImGui::TextUnformatted("The history is being written.");
}

}  // namespace easylink::ui
