#pragma once

// [SECTION] File browser dialog
//
// The editor's own file dialog, for desktops without one it can call (no
// zenity): a Places column (the folders of recent files, home, the working
// folder, the user's catalogue folder), the current folder's listing with
// folders first and ".." to go up, a filter by extension, and a file name
// field. A click selects, a double click opens a folder or picks a file,
// Enter picks what the field names (or opens the folder it names), Escape
// cancels. A folder that cannot be read shows why instead of its entries.
// The dialog is opened from inside another dialog (Open, Save As, Export) and
// hands the file back to it; whether a file may be written is for that
// dialog to decide, with the rules it applies to a typed path.

#include <imgui.h>

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "dialogs/modal_dialog.hpp"
#include "files/folder_listing.hpp"

namespace easylink::ui {

class FileBrowserDialog final : public ModalDialog {
public:
    static constexpr const char* kTitle = "Choose a file";
    enum class Purpose { Open, Save };

    struct Request {
        Purpose purpose = Purpose::Open;
        /// A file or a folder to start at: the browser opens in its folder
        /// (the working folder when that does not exist), with a file's
        /// name in the field.
        std::filesystem::path start;
        /// The filter combo's choices, the first one chosen; none: all files.
        std::vector<FileFilter> filters;
        std::vector<Place> places;
    };

    FileBrowserDialog() : ModalDialog(kTitle) {}

    /// Asks for the dialog to open on the next draw.
    void open(Request request);

    /// The file picked, once, on the frame the dialog closed with it.
    std::optional<std::filesystem::path> takeChoice() { return std::exchange(choice_, {}); }

    // What the dialog shows, and where it drew what (tests).
    const std::filesystem::path& folder() const { return listing_.folder; }
    const FolderListing& listing() const { return listing_; }
    const std::string& fileName() const { return fileName_; }
    const std::string& error() const { return error_; }
    const std::vector<Place>& places() const { return places_; }
    /// The centre of the row of entry `name` ("..", "sub", "a.json") in the
    /// last frame, if it was drawn.
    std::optional<ImVec2> entryCentre(const std::string& name) const;
    /// The centre of the place labelled `label`, if it was drawn.
    std::optional<ImVec2> placeCentre(const std::string& label) const;
    /// The centre of the filter combo (`label` empty), or of its choice
    /// `label` while the combo is open, in the last frame.
    std::optional<ImVec2> filterCentre(const std::string& label = {}) const;
    /// The Open or Save button's centre in the last frame.
    std::optional<ImVec2> confirmCentre() const { return confirmCentre_; }
    /// Chooses filter `index` of the request's filters, as the combo does.
    void selectFilter(std::size_t index);

private:
    void drawContents(EditorState& state) override;
    void drawPlaces();
    void drawEntries();
    void drawNameAndFilter();
    /// Shows `folder` (made absolute and tidy); the selection is dropped.
    void navigate(const std::filesystem::path& folder);
    /// The designer went into `folder`: navigate, and the name field takes
    /// the keyboard again.
    void enterFolder(const std::filesystem::path& folder);
    /// Enter, the Open or Save button, or a double click on a file.
    void confirm();
    void pick(const std::filesystem::path& file);
    const FileFilter& filter() const;

    Purpose purpose_ = Purpose::Open;
    std::vector<FileFilter> filters_;
    std::size_t filterIndex_ = 0;
    std::vector<Place> places_;
    FolderListing listing_;
    std::string fileName_;
    /// The entry clicked last, when it was clicked after the name was typed:
    /// Enter then opens it (a folder) or picks it (a file).
    std::optional<std::string> selected_;
    bool focusName_ = false;
    std::string error_;
    std::optional<std::filesystem::path> choice_;
    std::vector<std::pair<std::string, ImVec2>> entryCentres_;
    std::vector<std::pair<std::string, ImVec2>> placeCentres_;
    std::vector<std::pair<std::string, ImVec2>> filterCentres_;
    std::optional<ImVec2> confirmCentre_;
};

}  // namespace easylink::ui
