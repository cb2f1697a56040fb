#pragma once

// [SECTION] Open catalogue dialog
//
// A modal with a path field: Enter or Open loads the file through the editor
// state. A file that cannot be read keeps the dialog open with the reason
// (the problems panel lists the details), so a mistyped path is one edit away
// from being fixed.

#include <filesystem>
#include <string>

namespace easylink::ui {

class EditorState;

class OpenCatalogueDialog {
public:
    static constexpr const char* kTitle = "Open catalogue";

    /// Asks for the dialog to open on the next draw, with `initialPath` filled in.
    void open(const std::filesystem::path& initialPath);

    /// True while the dialog is on screen. Like draw(), call it outside any
    /// window: popups are identified within the current ID scope.
    bool isOpen() const;

    /// Draws the dialog when it is open. Call outside any window, so that the
    /// popup lives in the same ID scope every frame.
    void draw(EditorState& state);

private:
    void submit(EditorState& state);

    bool openRequested_ = false;
    bool focusPath_ = false;
    std::string pathText_;
    std::string error_;
};

}  // namespace easylink::ui
