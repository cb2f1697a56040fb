#include "dialogs/export_layout_dialog.hpp"

#include <system_error>

#include "dialogs/path_field.hpp"
#include "dialogs/path_proposal.hpp"
#include "document/editor_state.hpp"
#include "easylink/io/file_identity.hpp"
#include "shell/shortcuts.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {

void ExportLayoutDialog::open(const EditorState& state, const std::filesystem::path& folder) {
    status_.clear();
    statusIsError_ = false;
    confirmOverwrite_ = false;
    focusPath_ = true;
    browse_.refresh();
    if (const GenerationRun* run = state.generation().run(); run != nullptr) {
        // Never proposes one of the session's inputs; an earlier export
        // of the same seed is proposed again (Export asks before replacing).
        pathText_ = proposeFreePath(defaultExportPath(*run, format_,
                                                      lastFolder_.empty() ? folder : lastFolder_),
                                    state.document().inputFiles(), false)
                        .string();
    }
    setFormat(format_);  // the browser's filter follows the format
    requestOpen();
}

void ExportLayoutDialog::setFormat(ExportFormat format) {
    format_ = format;
    const std::string extension(formatExtension(format));
    const std::string label(formatLabel(format));
    browse_.setFilters({{label + ", *" + extension, {extension}}, {"All files (*)", {}}});
    pathText_ = withFormatExtension(pathText_, format).string();
    confirmOverwrite_ = false;
}

void ExportLayoutDialog::drawContents(EditorState& state) {
    const GenerationRun* run = state.generation().run();
    if (run == nullptr || !run->result.layout) {
        ImGui::TextUnformatted((withShortcut("There is no layout to export yet: generate one first",
                                             Shortcut::Generate) +
                                ".")
                                   .c_str());
        ImGui::Spacing();
        closeButton();
        return;
    }
    ImGui::Text("The layout of seed %llu (%s).", static_cast<unsigned long long>(run->seed),
                runSummary(*run).c_str());
    ImGui::Spacing();
    for (ExportFormat format : kExportFormats) {
        const std::string label(formatLabel(format));
        if (ImGui::RadioButton(label.c_str(), format_ == format)) {
            setFormat(format);
        }
        ImGui::SameLine();
    }
    ImGui::NewLine();
    const PathFieldResult field = drawPathField(pathText_, focusPath_);
    if (field.edited) {
        confirmOverwrite_ = false;
    }
    ui::tooltip("Absolute, or relative to the working folder; missing folders are made");
    if (!status_.empty()) {
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 36.0f);
        const ImVec4 colour = statusIsError_      ? palette().errorText
                              : confirmOverwrite_ ? palette().warningText
                                                  : palette().okText;
        ImGui::TextColored(colour, "%s", status_.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::Spacing();
    const float buttonWidth = ImGui::GetFontSize() * 6.0f;
    if (ImGui::Button(confirmOverwrite_ ? "Overwrite" : "Export", {buttonWidth, 0.0f}) ||
        field.entered) {
        submit(state);
    }
    // The desktop's save dialog has asked about an existing file itself;
    // after the editor's browser, this dialog asks.
    if (const auto chosen = browse_.draw(pathText_, buttonWidth, state)) {
        pathText_ = withFormatExtension(chosen->path, format_).string();
        confirmOverwrite_ = chosen->overwriteConfirmed;
        submit(state);
    }
    ImGui::SameLine();
    // Escape in the file browser closes the browser, not this dialog.
    if (ImGui::Button("Close", {buttonWidth, 0.0f}) ||
        (!browse_.busy() && shortcutPressed(Shortcut::Cancel))) {
        close();
    }
}

void ExportLayoutDialog::submit(EditorState& state) {
    const GenerationRun& run = *state.generation().run();
    focusPath_ = true;  // Enter again confirms, or exports the next format
    const std::filesystem::path path(pathText_);
    // Never onto a file the session reads: the open catalogue, the vaults,
    // the parameters, the recovery file.
    if (auto clash = findPathClash(state.document().inputFiles(), {{"the export", path}})) {
        confirmOverwrite_ = false;
        statusIsError_ = true;
        status_ = "Not exported: " + *clash + ".";
        return;
    }
    std::error_code error;
    if (!confirmOverwrite_ && std::filesystem::exists(path, error)) {
        confirmOverwrite_ = true;
        statusIsError_ = false;
        status_ = path.string() + " exists; press Overwrite to replace it.";
        return;
    }
    confirmOverwrite_ = false;
    if (auto problem = exportLayout(run, format_, path)) {
        statusIsError_ = true;
        status_ = "Not exported: " + *problem;
        return;
    }
    statusIsError_ = false;
    status_ = "Wrote " + path.string();
    lastFolder_ = path.parent_path();
}

}  // namespace easylink::ui
