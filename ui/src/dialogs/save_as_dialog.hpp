#pragma once

// [SECTION] Save as dialog
//
// A path field (and Browse... with zenity) for saving the catalogue under a
// new name. An existing file is only replaced after a second press; the
// previous version is kept as .bak either way. A failed save keeps the
// dialog open with the reason, and nothing half-written on disk. A path that
// is another of the session's inputs (the vaults, the parameters, the
// recovery file), by identity and not by spelling, is refused.

#include <filesystem>
#include <string>
#include <utility>

#include "dialogs/browse_button.hpp"
#include "dialogs/modal_dialog.hpp"

namespace easylink::ui {

class SaveAsDialog final : public ModalDialog {
public:
    static constexpr const char* kTitle = "Save catalogue as";

    SaveAsDialog() : ModalDialog(kTitle) {}

    /// Opens with the document's path, or `folder`/untitled.json for a new one.
    void open(const EditorState& state, const std::filesystem::path& folder);

    /// True once, after the dialog saved the catalogue.
    bool takeSaved() { return std::exchange(saved_, false); }
    /// True once, after the dialog was closed without saving.
    bool takeCancelled() { return std::exchange(cancelled_, false); }
    const std::string& error() const { return error_; }
    const BrowseButton& browseButton() const { return browse_; }

private:
    void drawContents(EditorState& state) override;
    void submit(EditorState& state);

    std::string pathText_;
    std::string error_;
    bool confirmOverwrite_ = false;
    bool focusPath_ = false;
    bool saved_ = false;
    bool cancelled_ = false;
    BrowseButton browse_{NativeFileChooser::Purpose::Save, kTitle};
};

}  // namespace easylink::ui
