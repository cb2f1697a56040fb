#include "panels/history_panel.hpp"

#include <imgui.h>

#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {

HistoryPanel::HistoryPanel() : Panel(kTitle, PanelSlot::Bottom, /*openByDefault=*/false) {}

std::optional<ImVec2> HistoryPanel::controlCentre(Control control) const {
    return controls_.centreOf(control);
}

void HistoryPanel::drawContent(EditorState& state) {
    controls_.clear();
    if (state.document().current() == nullptr) {
        shownPosition_.reset();
        ImGui::TextColored(palette().dimText, "No catalogue is open.");
        return;
    }
    drawButtons(state);
    drawEntries(state);
}

void HistoryPanel::drawButtons(EditorState& state) {
    const EditHistory& history = state.document().history();
    const auto button = [&](Control control, const char* label, bool enabled,
                            const std::string& tooltip) {
        ImGui::BeginDisabled(!enabled);
        const bool pressed = ImGui::Button(label);
        ImGui::EndDisabled();
        controls_.recordLastItem(control);
        ui::tooltip(tooltip.c_str());
        ImGui::SameLine();
        return pressed && enabled;
    };
    const bool canUndo = history.canUndo();
    const bool canRedo = history.canRedo();
    if (button(Control::Undo, "Undo", canUndo,
               canUndo ? "Undo " + history.undoLabel() : "Nothing to undo")) {
        state.document().undo();
    }
    if (button(Control::Redo, "Redo", canRedo,
               canRedo ? "Redo " + history.redoLabel() : "Nothing to redo")) {
        state.document().redo();
    }
    const std::size_t count = state.document().history().labels().size();
    ImGui::AlignTextToFramePadding();
    if (count == 0) {
        ImGui::TextColored(palette().dimText, "No edits yet");
    } else {
        ImGui::TextColored(palette().dimText, "%zu of %zu %s applied%s",
                           state.document().history().position(), count,
                           count == 1 ? "edit" : "edits",
                           state.document().isModified() ? ", not saved" : "");
    }
}

void HistoryPanel::drawEntries(EditorState& state) {
    const std::vector<std::string> labels = state.document().history().labels();
    const std::size_t position = state.document().history().position();
    const bool moved = shownPosition_ != position || shownCount_ != labels.size();
    shownPosition_ = position;
    shownCount_ = labels.size();

    if (!ImGui::BeginChild("entries", {0.0f, 0.0f}, true)) {
        ImGui::EndChild();
        return;
    }
    const float markerWidth = ImGui::GetFontSize();
    std::optional<std::size_t> target;
    for (std::size_t row = 0; row <= labels.size(); ++row) {
        const bool current = row == position;
        const bool redoable = row > position;
        const std::string text =
            row == 0 ? (state.document().current()->path.empty() ? "(the new catalogue)"
                                                                 : "(the file as opened)")
                     : labels[row - 1];

        ImGui::PushID(static_cast<int>(row));
        const ImVec2 rowMin = ImGui::GetCursorScreenPos();
        if (current) {
            // A small triangle pointing at the state the catalogue is in.
            const float h = ImGui::GetTextLineHeight();
            const float s = h * 0.3f;
            const ImVec2 c(rowMin.x + markerWidth * 0.5f, rowMin.y + h * 0.5f);
            ImGui::GetWindowDrawList()->AddTriangleFilled({c.x - s * 0.6f, c.y - s},
                                                          {c.x - s * 0.6f, c.y + s}, {c.x + s, c.y},
                                                          ImGui::GetColorU32(ImGuiCol_Text));
        }
        ImGui::SetCursorScreenPos({rowMin.x + markerWidth, rowMin.y});
        if (redoable) {
            ImGui::PushStyleColor(ImGuiCol_Text, palette().dimText);
        }
        if (ImGui::Selectable(text.c_str(), current)) {
            target = row;
        }
        if (redoable) {
            ImGui::PopStyleColor();
        }
        ui::tooltip(current    ? "The catalogue as it stands"
                    : redoable ? "Redo up to here"
                               : "Undo back to here");
        recordRow(row);
        if (current && moved) {
            ImGui::SetScrollHereY(0.5f);
        }
        ImGui::PopID();
    }
    ImGui::EndChild();
    if (target && *target != position) {
        state.document().moveHistoryTo(*target);
    }
}

}  // namespace easylink::ui
