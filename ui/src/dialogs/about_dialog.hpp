#pragma once

// [SECTION] About dialog
//
// The program's name, version and purpose, and the libraries it is built on.

namespace easylink::ui {

class AboutDialog {
public:
    static constexpr const char* kTitle = "About Easylink Studio";

    /// Asks for the dialog to open on the next draw.
    void open() { openRequested_ = true; }

    /// True while the dialog is on screen. Like draw(), call it outside any
    /// window: popups are identified within the current ID scope.
    bool isOpen() const;

    /// Draws the dialog when it is open; call outside any window.
    void draw();

private:
    bool openRequested_ = false;
};

}  // namespace easylink::ui
