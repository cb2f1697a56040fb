#pragma once

// [SECTION] Browse button
//
// The Browse... button of the dialogs with a path field: with zenity
// installed it shows the desktop's file dialog and hands back the file chosen
// there; without zenity it is not drawn, and the path field is all there is.

#include <imgui.h>

#include <filesystem>
#include <optional>
#include <string>

#include "platform/native_file_chooser.hpp"

namespace easylink::ui {

class BrowseButton {
public:
    BrowseButton(NativeFileChooser::Purpose purpose, const char* title)
        : purpose_(purpose), title_(title) {}

    /// Looks for zenity again; call when the dialog opens.
    void refresh() { available_ = NativeFileChooser::findZenity().has_value(); }

    /// Draws the button on the current line (nothing without zenity), and a
    /// note while the desktop's dialog is up. Returns the file chosen there,
    /// on the frame after it closes.
    std::optional<std::filesystem::path> draw(const std::string& current, float width);

    /// True while the desktop's dialog is up.
    bool choosing() const { return chooser_.running(); }
    /// The button's centre in the last frame; nullopt when it was not drawn.
    std::optional<ImVec2> centre() const { return centre_; }
    /// Waits for the desktop's dialog, if one is up (tests).
    void wait() const { chooser_.wait(); }

private:
    NativeFileChooser::Purpose purpose_;
    const char* title_;
    bool available_ = false;
    NativeFileChooser chooser_;
    std::optional<ImVec2> centre_;
};

}  // namespace easylink::ui
