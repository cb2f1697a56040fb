#include "dialogs/open_catalogue_dialog.hpp"

#include <imgui.h>

#include "dialogs/path_field.hpp"
#include "editor_state.hpp"
#include "theme.hpp"

namespace easylink::ui {

void OpenCatalogueDialog::open(const std::filesystem::path& initialPath) {
    requestOpen();
    browse_.refresh();
    focusPath_ = true;
    pathText_ = initialPath.string();
    error_.clear();
}

void OpenCatalogueDialog::drawContents(EditorState& state) {
    ImGui::TextUnformatted("Catalogue file (absolute, or relative to the working folder):");
    const bool entered = drawPathField(pathText_, focusPath_).entered;
    if (!error_.empty()) {
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 36.0f);
        ImGui::TextColored(palette().errorText, "%s", error_.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::Spacing();
    const float buttonWidth = ImGui::GetFontSize() * 6.0f;
    if (ImGui::Button("Open", {buttonWidth, 0.0f}) || entered) {
        submit(state);
    }
    if (const auto chosen = browse_.draw(pathText_, buttonWidth, state)) {
        pathText_ = chosen->path.string();
        submit(state);
    }
    ImGui::SameLine();
    // Escape in the file browser closes the browser, not this dialog.
    if (ImGui::Button("Cancel", {buttonWidth, 0.0f}) ||
        (!browse_.busy() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))) {
        close();
    }
}

void OpenCatalogueDialog::submit(EditorState& state) {
    if (pathText_.find_first_not_of(" \t") == std::string::npos) {
        error_ = "Type the path of a catalogue file.";
        focusPath_ = true;
        return;
    }
    if (state.openCatalogue(pathText_)) {
        error_.clear();
        close();
        if (countErrors(state.document()->problems) > 0) {
            state.requestCatalogueReport();
        }
        return;
    }
    const RefusedLoad& refused = *state.refusedLoad();
    error_ = refused.problems.empty()
                 ? "This file cannot be read as a catalogue."
                 : formatProblem(refused.path.filename().string(), refused.problems.front());
    focusPath_ = true;
}

}  // namespace easylink::ui
