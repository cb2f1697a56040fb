#pragma once

// [SECTION] Export layout dialog
//
// File > Export layout: the run on show written as the layout file, a PNG
// picture or an ASCII map, through the save-to-path flow the save dialogs
// share (save_to_path_dialog.hpp). The path starts in easylink-output/
// under the working folder, named after the seed, and follows the format
// chosen; an existing file is only replaced after a second press (Export or
// Enter). The dialog stays open after an export, so the other formats are
// one click each. A path that is one of the session's inputs (the open
// catalogue, the vaults, the parameters, the recovery file), by identity
// and not by spelling, is refused with the reason and nothing is written.
// Browse shows the desktop's save dialog with zenity installed, the
// editor's own file browser otherwise, and exports to the file chosen there.
// The path proposed on opening is never one of the session's inputs.

#include <filesystem>
#include <optional>
#include <string>

#include "dialogs/save_to_path_dialog.hpp"
#include "files/layout_export.hpp"

namespace easylink::ui {

class ExportLayoutDialog final : public SaveToPathDialog {
public:
    static constexpr const char* kTitle = "Export layout";

    ExportLayoutDialog();

    /// Opens the dialog for the run on show, files going to `folder` unless
    /// an earlier export chose another.
    void open(const EditorState& state, const std::filesystem::path& folder);

private:
    void drawPrompt(const EditorState& state) override;
    bool canWrite(const EditorState& state) const override;
    std::filesystem::path fromBrowser(const std::filesystem::path& chosen) const override;
    const char* pathTip() const override {
        return "Absolute, or relative to the working folder; missing folders are made";
    }
    std::optional<std::string> clash(const EditorState& state,
                                     const std::filesystem::path& path) const override;
    bool isOwnFile(const EditorState& /*state*/,
                   const std::filesystem::path& /*path*/) const override {
        return false;
    }
    std::optional<std::string> save(EditorState& state, const std::filesystem::path& path) override;
    void setFormat(ExportFormat format);

    ExportFormat format_ = ExportFormat::LayoutJson;
    std::filesystem::path lastFolder_;
};

}  // namespace easylink::ui
