#pragma once

// [SECTION] Open catalogue dialog
//
// A modal with a path field: Enter or Open loads the file through the editor
// state. A file that cannot be read keeps the dialog open with the reason
// (the problems panel lists the details), so a mistyped path is one edit away
// from being fixed. Browse... picks the file in the desktop's dialog, or in
// the editor's own file browser where there is none. A catalogue that loads but breaks rules is
// opened, and the catalogue problems dialog lists what to fix.

#include <filesystem>
#include <string>

#include "dialogs/browse_button.hpp"
#include "dialogs/modal_dialog.hpp"

namespace easylink::ui {

class OpenCatalogueDialog final : public ModalDialog {
public:
    static constexpr const char* kTitle = "Open catalogue";

    OpenCatalogueDialog() : ModalDialog(kTitle) {}

    /// Asks for the dialog to open on the next draw, with `initialPath` filled in.
    void open(const std::filesystem::path& initialPath);

    const BrowseButton& browseButton() const { return browse_; }

private:
    void drawContents(EditorState& state) override;
    void submit(EditorState& state);

    bool focusPath_ = false;
    std::string pathText_;
    std::string error_;
    BrowseButton browse_{NativeFileChooser::Purpose::Open, kTitle, catalogueFilters()};
};

}  // namespace easylink::ui
