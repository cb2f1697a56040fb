#pragma once

// [SECTION] Save to a path
//
// What File > Save as..., File > Save parameters... and File > Export layout
// share: a modal with a path field, Save (Export) or Enter to write,
// Browse... to pick the file in the desktop's dialog (or the editor's own
// file browser where there is none), Cancel (Close) or Escape to close. It
// refuses an empty name and a path that is another of the session's inputs;
// a file that exists is only replaced after a second press (Overwrite),
// unless it is the dialog's own file; a failed write keeps the dialog open
// with the reason. A save dialog closes once it has written; the export
// dialog stays open saying what it wrote, so that the other formats are one
// click each. Each dialog says what it writes, which inputs it may not
// write over, which file is its own, and writes it.

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
    /// What the dialog says under the path: why the last press did not
    /// write, what it asks before replacing a file, or (a dialog that stays
    /// open) "Wrote PATH".
    const std::string& message() const { return message_; }
    const BrowseButton& browseButton() const { return browse_; }

protected:
    /// The words that differ between a dialog that saves and one that
    /// exports; a save dialog's by default.
    struct Wording {
        const char* write = "Save";         // the button that writes
        const char* leave = "Cancel";       // the button that closes
        const char* notDone = "Not saved";  // before why a path is refused
        const char* fileName = "Type a file name to save to.";
        const char* keptNote = " (it is kept as .bak)";  // after "replace it"
        bool staysOpen = false;  // after writing, says "Wrote PATH" and stays
    };

    /// A save dialog, or one with other words.
    SaveToPathDialog(const char* title, std::vector<FileFilter> filters);
    SaveToPathDialog(const char* title, std::vector<FileFilter> filters, Wording wording);

    /// Asks for the dialog to open on the next draw, with `path` filled in.
    void openOn(const std::filesystem::path& path);

    /// What the dialog says above its path field: what it saves, and where
    /// the path is read from.
    virtual void drawPrompt(const EditorState& state) = 0;
    /// False when there is nothing to write: the dialog shows its prompt
    /// and a Close button only.
    virtual bool canWrite(const EditorState& /*state*/) const { return true; }
    /// The path to write when Browse... chose `chosen`.
    virtual std::filesystem::path fromBrowser(const std::filesystem::path& chosen) const {
        return chosen;
    }
    /// The path field's tooltip, or nullptr for none.
    virtual const char* pathTip() const { return nullptr; }
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

    /// The path in the field, for a dialog that follows a choice of its own
    /// (the export's format) in it.
    std::string& editablePath() { return pathText_; }
    BrowseButton& browser() { return browse_; }
    /// Forgets that Overwrite was asked for: the path changed.
    void forgetOverwrite() { confirmOverwrite_ = false; }

private:
    void drawContents(EditorState& state) final;
    void submit(EditorState& state);

    Wording wording_;
    std::string pathText_;
    std::string message_;
    bool wrote_ = false;  // message_ says what was written
    bool confirmOverwrite_ = false;
    bool focusPath_ = false;
    BrowseButton browse_;
};

}  // namespace easylink::ui
