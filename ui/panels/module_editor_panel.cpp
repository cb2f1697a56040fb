#include "panels/module_editor_panel.hpp"

#include <algorithm>
#include <string>

#include "document/editor_state.hpp"
#include "module_editor/module_problems.hpp"
#include "module_editor/part_view.hpp"
#include "module_editor/port_properties.hpp"
#include "module_editor/problem_list.hpp"
#include "module_editor/widgets.hpp"
#include "shell/key_focus.hpp"
#include "shell/shortcuts.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui {

ModuleEditorPanel::ModuleEditorPanel()
    : Panel(kTitle, PanelSlot::Centre, /*openByDefault=*/false) {}

// --- Test hooks ------------------------------------------------------------------

std::optional<ImVec2> ModuleEditorPanel::controlCentre(Control control) const {
    return controls_.centreOf(control);
}

std::optional<ImVec2> ModuleEditorPanel::kindOptionCentre(ModuleKind kind) const {
    return kindOptions_.centreOf(kind);
}

std::optional<ImVec2> ModuleEditorPanel::ruleOptionCentre(std::size_t option) const {
    return ruleOptions_.centreOf(option);
}

std::optional<ImVec2> ModuleEditorPanel::fixCentre(std::size_t port) const {
    return fixButtons_.centreOf(port);
}

std::optional<ImVec2> ModuleEditorPanel::tileCentre(Vec2i tile) const {
    return grid_.tileCentre(tile);
}

std::optional<ImVec2> ModuleEditorPanel::portCentre(std::size_t port) const {
    return grid_.portCentre(port);
}

// --- Frame -----------------------------------------------------------------------

void ModuleEditorPanel::syncSelection(EditorState& state) {
    const std::optional<std::size_t> module = state.selection().selectedModule();
    if (module != module_) {
        module_ = module;
        session_.selectedPort.reset();
        grid_.cancelDrag();
        header_.stopEditingSize();
        rules_.stopEditing();
        mesh_.stopEditing();
        socket_.stopEditing();
        session_.message.clear();
    }
    const ModuleTemplate* selected = state.selection().selectedTemplate();
    // A port asked for elsewhere (a click on its problem).
    if (const std::optional<std::size_t> focused = state.selection().takeFocusedPort()) {
        session_.selectedPort = focused;
    }
    if (selected == nullptr ||
        (session_.selectedPort && *session_.selectedPort >= selected->ports.size())) {
        session_.selectedPort.reset();
    }
    grid_.cancelDragOfMissingPort(selected);
}

void ModuleEditorPanel::deletePort(EditorState& state, const ModuleTemplate& module,
                                   std::size_t port) {
    if (session_.deletePort(state, module, port)) {
        grid_.cancelDrag();
    }
}

void ModuleEditorPanel::drawContent(EditorState& state) {
    controls_.clear();
    kindOptions_.clear();
    fixButtons_.clear();
    ruleOptions_.clear();
    grid_.clearDrawn();

    syncSelection(state);
    const ModuleTemplate* module = state.selection().selectedTemplate();
    if (module == nullptr) {
        ImGui::TextColored(palette().dimText, state.document().current() == nullptr
                                                  ? "Open a catalogue to edit its modules."
                                                  : "Select a module in the catalogue to edit it.");
        return;
    }
    session_.macro = state.document().current()->catalogue.macro;

    header_.draw(state, *module, session_, controls_, kindOptions_);
    module = state.selection().selectedTemplate();
    if (module == nullptr) {
        return;
    }
    if (!session_.message.empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(palette().errorText, "%s", session_.message.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::Separator();

    // Delete removes the selected port, unless a text field has the keyboard
    // or the mouse is over another panel (key_focus.hpp).
    if (session_.selectedPort && shortcutPressed(Shortcut::Delete)) {
        deletePort(state, *module, *session_.selectedPort);
    }

    // The grid on the left, the side column on the right, a hint below.
    const ImGuiStyle& style = ImGui::GetStyle();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float sideWidth = std::max(std::min(ImGui::GetFontSize() * 21.0f, avail.x * 0.45f), 1.0f);
    const float hintHeight = ImGui::GetTextLineHeightWithSpacing();
    const ScreenRect area{ImGui::GetCursorScreenPos(),
                          {std::max(avail.x - sideWidth - style.ItemSpacing.x, 1.0f),
                           std::max(avail.y - hintHeight, 1.0f)}};
    // Parts and variants have no ports of their own to place: a wall click
    // must not add one, so they get a view of what they are instead.
    partNote_.clear();
    if (module_editor::showsPartView(*module)) {
        grid_.cancelDrag();
        session_.selectedPort.reset();
        partNote_ = module_editor::drawPartView(*module, area);
        ImGui::SameLine();
        ImGui::BeginChild("side", {sideWidth, area.size.y});
        if (const ModuleTemplate* current = state.selection().selectedTemplate()) {
            module_editor::drawProblemList(state, *current, session_.macro, fixButtons_);
        }
        if (const ModuleTemplate* current = state.selection().selectedTemplate()) {
            rules_.draw(state, *current, controls_, ruleOptions_);  // only to clear stray rules
        }
        if (const ModuleTemplate* current = state.selection().selectedTemplate()) {
            mesh_.draw(state, *current, controls_);
        }
        ImGui::EndChild();
        return;
    }
    grid_.draw(state, area, session_);

    ImGui::SameLine();
    ImGui::BeginChild("side", {sideWidth, area.size.y});
    if (const ModuleTemplate* current = state.selection().selectedTemplate()) {
        drawSideColumn(state, *current);
    }
    ImGui::EndChild();

    drawHint();
}

void ModuleEditorPanel::drawSideColumn(EditorState& state, const ModuleTemplate& module) {
    ImGui::Checkbox("Snap ports to valid places", &session_.snapToMacro);
    controls_.recordLastItem(Control::SnapToMacro);
    tooltip(
        "When on, ports you add or drag land on the nearest valid place: on their wall, off "
        "the corners and the other doors, and on the macrogrid lines through port 0.");
    if (const std::optional<std::size_t> doomed = module_editor::drawPortProperties(
            state, module, session_.selectedPort, socket_, controls_)) {
        if (const ModuleTemplate* current = state.selection().selectedTemplate()) {
            deletePort(state, *current, *doomed);
        }
    }
    if (const ModuleTemplate* current = state.selection().selectedTemplate()) {
        if (const std::optional<std::size_t> fix =
                module_editor::drawProblemList(state, *current, session_.macro, fixButtons_)) {
            session_.fixPort(state, *current, *fix);
        }
    }
    // Below the problems, so that a port's fix stays next to its properties.
    if (const ModuleTemplate* current = state.selection().selectedTemplate()) {
        rules_.draw(state, *current, controls_, ruleOptions_);
    }
    if (const ModuleTemplate* current = state.selection().selectedTemplate()) {
        mesh_.draw(state, *current, controls_);
    }
    if (const ModuleTemplate* current = state.selection().selectedTemplate()) {
        preview_.draw(
            *current,
            module_editor::brokenPorts(state, state.selection().selectedModule().value_or(0),
                                       current->ports.size()),
            session_.macro, controls_);
    }
}

void ModuleEditorPanel::drawHint() const {
    // The longest hint that fits on the line.
    const std::string deleteKey = shortcutLabel(Shortcut::Delete);
    const std::string hints[] = {
        "Click a wall tile to add a port; drag a port along its wall; " + deleteKey +
            " removes the selected one. Yellow lines: macrogrid (" +
            std::to_string(session_.macro) + ") through port 0.",
        "Click a wall tile to add a port; drag a port along its wall; " + deleteKey +
            " removes it.",
        "Click a wall: add a port. Drag a port: move it. " + deleteKey + ": remove it."};
    const float width = ImGui::GetContentRegionAvail().x;
    for (const std::string& hint : hints) {
        if (ImGui::CalcTextSize(hint.c_str()).x <= width || &hint == &hints[2]) {
            ImGui::TextColored(palette().dimText, "%s", hint.c_str());
            return;
        }
    }
}

}  // namespace easylink::ui
