#pragma once

// [SECTION] Modal dialogs
//
// What every modal dialog of the editor shares: asked to open, it appears
// centred on the window on the next draw; it is drawn outside any window, so
// that the popup lives in the same ID scope every frame; Close or Escape
// closes it. A dialog supplies its title and its contents.

#include <imgui.h>

namespace easylink::ui {

class EditorState;

class ModalDialog {
public:
    explicit ModalDialog(const char* title) : title_(title) {}
    virtual ~ModalDialog() = default;
    ModalDialog(const ModalDialog&) = delete;
    ModalDialog& operator=(const ModalDialog&) = delete;

    const char* title() const { return title_; }

    /// True while the dialog is on screen (as of the last frame drawn) or
    /// asked to open on the next.
    bool isOpen() const { return shown_ || openRequested_; }

    /// Draws the dialog when it is open; call outside any window.
    void draw(EditorState& state);

protected:
    /// Asks for the dialog to open on the next draw.
    void requestOpen() { openRequested_ = true; }
    /// Closes the dialog from inside drawContents().
    void close();

    /// The dialog's contents, between the popup's begin and end.
    virtual void drawContents(EditorState& state) = 0;

    /// A Close button; it and Escape close the dialog.
    void closeButton(const char* label = "Close");

private:
    const char* title_;
    bool openRequested_ = false;
    bool shown_ = false;
};

}  // namespace easylink::ui
