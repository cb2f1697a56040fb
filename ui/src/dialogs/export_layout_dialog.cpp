#include "dialogs/export_layout_dialog.hpp"

#include <imgui.h>

#include "dialogs/path_proposal.hpp"
#include "document/editor_state.hpp"
#include "easylink/io/file_identity.hpp"
#include "shell/shortcuts.hpp"
#include "widgets/flow_layout.hpp"

namespace easylink::ui {

// An export exports, closes, and stays open after writing, saying what.
ExportLayoutDialog::ExportLayoutDialog()
    : SaveToPathDialog(kTitle, {},
                       Wording{.write = "Export",
                               .leave = "Close",
                               .notDone = "Not exported",
                               .fileName = "Type a file name to export to.",
                               .keptNote = "",
                               .staysOpen = true}) {}

void ExportLayoutDialog::open(const EditorState& state, const std::filesystem::path& folder) {
    std::filesystem::path path = editablePath();
    if (const GenerationRun* run = state.generation().run(); run != nullptr) {
        // Never proposes one of the session's inputs; an earlier export
        // of the same seed is proposed again (Export asks before replacing).
        path = proposeFreePath(
            defaultExportPath(*run, format_, lastFolder_.empty() ? folder : lastFolder_),
            state.document().inputFiles(), false);
    }
    openOn(path);
    setFormat(format_);  // the browser's filter follows the format
}

void ExportLayoutDialog::setFormat(ExportFormat format) {
    format_ = format;
    const std::string extension(formatExtension(format));
    const std::string label(formatLabel(format));
    browser().setFilters({{label + ", *" + extension, {extension}}, {"All files (*)", {}}});
    editablePath() = withFormatExtension(editablePath(), format).string();
    forgetOverwrite();
}

bool ExportLayoutDialog::canWrite(const EditorState& state) const {
    const GenerationRun* run = state.generation().run();
    return run != nullptr && run->result.layout;
}

void ExportLayoutDialog::drawPrompt(const EditorState& state) {
    if (!canWrite(state)) {
        ImGui::TextUnformatted((withShortcut("There is no layout to export yet: generate one first",
                                             Shortcut::Generate) +
                                ".")
                                   .c_str());
        return;
    }
    const GenerationRun& run = *state.generation().run();
    ImGui::Text("The layout of seed %llu (%s).", static_cast<unsigned long long>(run.seed),
                runSummary(run).c_str());
    ImGui::Spacing();
    bool first = true;
    for (ExportFormat format : kExportFormats) {
        const std::string label(formatLabel(format));
        if (!first) {
            flow::sameLineIfFits(flow::checkboxWidth(label.c_str()));
        }
        first = false;
        if (ImGui::RadioButton(label.c_str(), format_ == format)) {
            setFormat(format);
        }
    }
}

std::filesystem::path ExportLayoutDialog::fromBrowser(const std::filesystem::path& chosen) const {
    return withFormatExtension(chosen, format_);
}

// Never onto a file the session reads: the open catalogue, the vaults, the
// parameters, the recovery file.
std::optional<std::string> ExportLayoutDialog::clash(const EditorState& state,
                                                     const std::filesystem::path& path) const {
    return findPathClash(state.document().inputFiles(), {{"the export", path}});
}

std::optional<std::string> ExportLayoutDialog::save(EditorState& state,
                                                    const std::filesystem::path& path) {
    const CatalogueDocument* document = state.document().current();
    const std::filesystem::path catalogueFolder = document != nullptr && !document->path.empty()
                                                      ? document->path.parent_path()
                                                      : std::filesystem::path();
    if (auto problem = exportLayout(*state.generation().run(), format_, path, catalogueFolder)) {
        return "Not exported: " + *problem;
    }
    lastFolder_ = path.parent_path();
    return std::nullopt;
}

}  // namespace easylink::ui
