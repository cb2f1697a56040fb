#pragma once

// [SECTION] Browse button
//
// The Browse... button of the dialogs with a path field: with zenity
// installed it shows the desktop's file dialog and hands back the file chosen
// there; without zenity it shows the editor's own file browser
// (file_browser_dialog.hpp) with the same result. The path field stays the
// way to type a path either way.

#include <imgui.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "dialogs/file_browser_dialog.hpp"
#include "platform/native_file_chooser.hpp"

namespace easylink::ui {

class EditorState;

/// A file chosen with Browse...: `overwriteConfirmed` when the dialog that
/// chose it has already asked about replacing an existing file (zenity's
/// does; the editor's own leaves that to the dialog that writes).
struct BrowseChoice {
    std::filesystem::path path;
    bool overwriteConfirmed = false;
};

/// The browser's Places: the folders of recent files, home, the working
/// folder, the user's catalogue folder and the shipped catalogues (folders
/// that do not exist are left out, except the user's catalogue folder, made
/// when first visited).
std::vector<Place> standardPlaces(const EditorState& state);

/// The filters of the catalogue dialogs: "Catalogues (*.json)", all files.
std::vector<FileFilter> catalogueFilters();
/// The filters of File > Open layout: "Layout files (*.json)", all files.
std::vector<FileFilter> layoutFilters();
/// The filters of the parameters dialogs: "Parameters (*.json)", all files.
std::vector<FileFilter> paramsFilters();

class BrowseButton {
public:
    BrowseButton(NativeFileChooser::Purpose purpose, const char* title,
                 std::vector<FileFilter> filters = {})
        : purpose_(purpose), title_(title), filters_(std::move(filters)) {}

    /// Looks for zenity again; call when the dialog opens.
    void refresh() { desktop_ = NativeFileChooser::findZenity().has_value(); }
    /// The extensions the editor's browser offers to filter by, the first
    /// one chosen when it opens.
    void setFilters(std::vector<FileFilter> filters) { filters_ = std::move(filters); }

    /// Draws the button on the current line, and a note while the desktop's
    /// dialog is up or the editor's browser (drawn here, over the dialog
    /// that owns the button). Returns the file chosen, on the frame the
    /// chooser closed with it or the one after.
    std::optional<BrowseChoice> draw(const std::string& current, float width, EditorState& state);

    /// True while the desktop's dialog or the editor's browser is up, and on
    /// the frame the browser closed: the owner leaves Escape and Enter to it.
    bool busy() const;
    /// True when Browse... shows the desktop's dialog (zenity was found).
    bool desktopDialog() const { return desktop_; }
    /// True while the desktop's dialog is up.
    bool choosing() const { return chooser_.running(); }
    /// The button's centre in the last frame; nullopt when it was not drawn.
    std::optional<ImVec2> centre() const { return centre_; }
    /// Waits for the desktop's dialog, if one is up (tests).
    void wait() const { chooser_.wait(); }
    const FileBrowserDialog& browser() const { return browser_; }

private:
    NativeFileChooser::Purpose purpose_;
    const char* title_;
    std::vector<FileFilter> filters_;
    bool desktop_ = false;
    NativeFileChooser chooser_;
    FileBrowserDialog browser_;
    int browserFrame_ = -1;  // the last frame the browser was on show
    std::optional<ImVec2> centre_;
};

}  // namespace easylink::ui
