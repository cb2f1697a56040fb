#pragma once

// [SECTION] Open file dialog
//
// What File > Open catalogue... and File > Open layout... share: a modal
// with a path field, Enter or Open to load, Browse... to pick the file in
// the desktop's dialog (or the editor's own file browser where there is
// none), Cancel or Escape to close. A file that cannot be loaded keeps the
// dialog open with the reason, so a mistyped path is one edit away from
// being fixed. Each dialog says what it opens and how it loads it.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "dialogs/browse_button.hpp"
#include "dialogs/modal_dialog.hpp"

namespace easylink::ui {

class OpenFileDialog : public ModalDialog {
public:
    /// Asks for the dialog to open on the next draw, with `initialPath` filled in.
    void open(const std::filesystem::path& initialPath);
    /// Opens on `path` with `error` said under it: a file chosen elsewhere
    /// (a recent one) that could not be opened, one edit away from fixed.
    void openShowing(const std::filesystem::path& path, std::string error);

    /// Why the last file could not be opened, or empty.
    const std::string& error() const { return error_; }
    const BrowseButton& browseButton() const { return browse_; }

protected:
    /// `what` names the file in the prompts ("catalogue", "layout").
    OpenFileDialog(const char* title, const char* what, std::vector<FileFilter> filters);

    /// Loads the file; returns why it could not, or nullopt (the dialog closes).
    virtual std::optional<std::string> load(EditorState& state, const std::string& path) = 0;

private:
    void drawContents(EditorState& state) final;
    void submit(EditorState& state);

    std::string what_;
    bool focusPath_ = false;
    std::string pathText_;
    std::string error_;
    BrowseButton browse_;
};

}  // namespace easylink::ui
