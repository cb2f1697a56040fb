#pragma once

// [SECTION] Save to a path
//
// What File > Save as... and File > Save parameters... share: a modal with a
// path field, Save or Enter to write, Browse... to pick the file in the
// desktop's dialog (or the editor's own file browser where there is none),
// Cancel or Escape to close. Save refuses an empty name and a path that is
// another of the session's inputs; a file that exists is only replaced after
// a second press (Overwrite), unless it is the dialog's own file; a failed
// write keeps the dialog open with the reason. Each dialog says what it
// writes, which inputs it may not write over, which file is its own, and
// writes it.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "dialogs/browse_button.hpp"
#include "dialogs/modal_dialog.hpp"

namespace easylink::ui {

class SaveToPathDialog : public ModalDialog {
public:
    /// The path in the field as it stands (tests).
    const std::string& pathText() const { return pathText_; }
    /// Why the last press did not save, or what it asks before replacing a file.
    const std::string& error() const { return error_; }
    const BrowseButton& browseButton() const { return browse_; }

protected:
    SaveToPathDialog(const char* title, std::vector<FileFilter> filters);

    /// Asks for the dialog to open on the next draw, with `path` filled in.
    void openOn(const std::filesystem::path& path);

    /// What the dialog says above its path field: what it saves, and where
    /// the path is read from.
    virtual void drawPrompt() = 0;
    /// Why `path` may not be written (another of the session's inputs), if
    /// it may not.
    virtual std::optional<std::string> clash(const EditorState& state,
                                             const std::filesystem::path& path) const = 0;
    /// True when `path` is the dialog's own file, replaced without asking.
    virtual bool isOwnFile(const EditorState& state, const std::filesystem::path& path) const = 0;
    /// Writes to `path`; returns what the dialog says when it could not, or
    /// nullopt (the dialog closes).
    virtual std::optional<std::string> save(EditorState& state,
                                            const std::filesystem::path& path) = 0;
    /// Called when Cancel or Escape closes the dialog without saving.
    virtual void cancelled() {}

private:
    void drawContents(EditorState& state) final;
    void submit(EditorState& state);

    std::string pathText_;
    std::string error_;
    bool confirmOverwrite_ = false;
    bool focusPath_ = false;
    BrowseButton browse_;
};

}  // namespace easylink::ui
