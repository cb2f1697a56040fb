#include "dialogs/save_as_dialog.hpp"

#include <system_error>

#include "dialogs/path_field.hpp"
#include "dialogs/path_proposal.hpp"
#include "document/editor_state.hpp"
#include "easylink/io/file_identity.hpp"
#include "shell/shortcuts.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui {

std::filesystem::path SaveAsDialog::proposal(const EditorState& state,
                                             const std::filesystem::path& folder,
                                             std::string* note) {
    const CatalogueDocument* document = state.document().current();
    const std::vector<NamedPath> inputs = state.document().inputFiles();
    if (document == nullptr || document->path.empty()) {
        return proposeFreePath(folder / "untitled.json", inputs, true);
    }
    const std::string copyName = document->path.stem().string() + "-copy.json";
    if (!state.document().currentIsShipped()) {
        // Beside the file, under a name of its own: Enter straight away
        // never writes over the file (or any other input).
        return proposeFreePath(document->path.parent_path() / copyName, inputs, true);
    }
    // A shipped catalogue is kept as it came: the copy goes to the user's
    // catalogue folder, made now if need be.
    std::filesystem::path target = folder;
    if (!state.document().userCatalogueFolder().empty()) {
        std::error_code error;
        std::filesystem::create_directories(state.document().userCatalogueFolder(), error);
        if (std::filesystem::is_directory(state.document().userCatalogueFolder(), error)) {
            target = state.document().userCatalogueFolder();
        }
    }
    if (note != nullptr) {
        *note = document->path.filename().string() +
                " is shipped with Easylink Studio and read-only: save your changes to a file of "
                "your own.";
    }
    return proposeFreePath(target / copyName, inputs, true);
}

void SaveAsDialog::open(const EditorState& state, const std::filesystem::path& folder) {
    note_.clear();
    pathText_ = proposal(state, folder, &note_).string();
    error_.clear();
    confirmOverwrite_ = false;
    focusPath_ = true;
    saved_ = false;
    cancelled_ = false;
    browse_.refresh();
    requestOpen();
}

void SaveAsDialog::drawContents(EditorState& state) {
    if (!note_.empty()) {
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 36.0f);
        ImGui::TextColored(palette().warningText, "%s", note_.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::TextUnformatted("Save the catalogue to (absolute, or relative to the working folder):");
    const PathFieldResult field = drawPathField(pathText_, focusPath_);
    if (field.edited) {
        confirmOverwrite_ = false;
        error_.clear();
    }
    if (!error_.empty()) {
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 36.0f);
        ImGui::TextColored(confirmOverwrite_ ? palette().warningText : palette().errorText, "%s",
                           error_.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::Spacing();
    const float buttonWidth = ImGui::GetFontSize() * 6.0f;
    if (ImGui::Button(confirmOverwrite_ ? "Overwrite" : "Save", {buttonWidth, 0.0f}) ||
        field.entered) {
        submit(state);
    }
    // The desktop's dialog has asked about an existing file itself; after
    // the editor's browser, this dialog asks.
    if (const auto chosen = browse_.draw(pathText_, buttonWidth, state)) {
        pathText_ = chosen->path.string();
        confirmOverwrite_ = chosen->overwriteConfirmed;
        submit(state);
    }
    ImGui::SameLine();
    if (ImGui::Button("Cancel", {buttonWidth, 0.0f}) ||
        (!browse_.busy() && shortcutPressed(Shortcut::Cancel))) {
        cancelled_ = true;
        close();
    }
}

void SaveAsDialog::submit(EditorState& state) {
    focusPath_ = true;
    const std::filesystem::path path(pathText_);
    if (path.empty() || path.filename().empty()) {
        error_ = "Type a file name to save to.";
        return;
    }
    // Never onto a file the session reads: the vaults, the parameters, the
    // recovery file... Onto the catalogue's own file it is just a save.
    std::vector<NamedPath> inputs = state.document().inputFiles();
    std::erase_if(inputs,
                  [](const NamedPath& input) { return input.role == "the open catalogue"; });
    if (auto clash = findPathClash(inputs, {{"the file to save to", path}})) {
        confirmOverwrite_ = false;
        error_ = "Not saved: " + *clash + ".";
        return;
    }
    std::error_code error;
    const bool replacing = std::filesystem::exists(path, error);
    const CatalogueDocument* document = state.document().current();
    const bool sameFile =
        document != nullptr && (document->path == path || easylink::sameFile(document->path, path));
    if (replacing && !sameFile && !confirmOverwrite_) {
        confirmOverwrite_ = true;
        error_ = path.string() + " exists; press Overwrite to replace it (it is kept as .bak).";
        return;
    }
    confirmOverwrite_ = false;
    if (auto problem = state.document().saveCatalogueAs(path)) {
        error_ = "Not saved: " + *problem;
        return;
    }
    error_.clear();
    saved_ = true;
    close();
}

}  // namespace easylink::ui
