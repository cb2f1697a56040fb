#include "panels/module_editor_panel.hpp"

#include <imgui.h>

namespace easylink::ui {

ModuleEditorPanel::ModuleEditorPanel()
    : Panel(kTitle, PanelSlot::Centre, /*openByDefault=*/false) {}

void ModuleEditorPanel::drawContent(EditorState& /*state*/) {
    ImGui::TextUnformatted("The module editor is being written.");
}

}  // namespace easylink::ui
