#pragma once

// [SECTION] Export layout dialog
//
// File > Export layout: the run on show written as the layout file, a PNG
// picture or an ASCII map. The path starts in easylink-output/ under the
// working folder, named after the seed, and follows the format chosen; an
// existing file is only replaced after a second press (Export or Enter). The
// dialog stays open after an export, so the other formats are one click each.
// A path that is one of the session's inputs (the open catalogue, the vaults,
// the parameters, the recovery file), by identity and not by spelling, is
// refused with the reason and nothing is written.
// Browse shows the desktop's save dialog with zenity installed, the
// editor's own file browser otherwise, and exports to the file chosen there.
// The path proposed on opening is never one of the session's inputs.

#include <filesystem>
#include <optional>
#include <string>

#include "dialogs/browse_button.hpp"
#include "dialogs/modal_dialog.hpp"
#include "files/layout_export.hpp"

namespace easylink::ui {

class ExportLayoutDialog final : public ModalDialog {
public:
    static constexpr const char* kTitle = "Export layout";

    ExportLayoutDialog() : ModalDialog(kTitle) {}

    /// Opens the dialog for the run on show, files going to `folder` unless
    /// an earlier export chose another.
    void open(const EditorState& state, const std::filesystem::path& folder);

    /// What the last press of Export did, for the dialog and for tests.
    const std::string& status() const { return status_; }
    const BrowseButton& browseButton() const { return browse_; }

private:
    void drawContents(EditorState& state) override;
    void submit(EditorState& state);
    void setFormat(ExportFormat format);

    ExportFormat format_ = ExportFormat::LayoutJson;
    std::string pathText_;
    std::filesystem::path lastFolder_;
    std::string status_;
    bool statusIsError_ = false;
    bool confirmOverwrite_ = false;
    bool focusPath_ = false;
    BrowseButton browse_{NativeFileChooser::Purpose::Save,
                         kTitle};  // the path exists and Export was pressed once
};

}  // namespace easylink::ui
