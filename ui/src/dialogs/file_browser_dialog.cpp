#include "dialogs/file_browser_dialog.hpp"

#include <imgui_stdlib.h>

#include <algorithm>
#include <cstdlib>
#include <system_error>

#include "files/folder_listing.hpp"
#include "shell/shortcuts.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

constexpr const char* kParentEntry = "..";

std::filesystem::path workingFolder() {
    std::error_code error;
    std::filesystem::path here = std::filesystem::current_path(error);
    return error ? std::filesystem::path("/") : here;
}

/// `path` made absolute against the working folder, "~/" read as home, and
/// tidied ("a/./b/../c" is "a/c"; no trailing separator).
std::filesystem::path tidy(const std::filesystem::path& path) {
    std::filesystem::path absolute = path;
    const std::string text = path.string();
    if (const char* home = std::getenv("HOME");
        home != nullptr && *home != '\0' && (text == "~" || text.rfind("~/", 0) == 0)) {
        absolute = std::filesystem::path(home) / text.substr(std::min<std::size_t>(2, text.size()));
    }
    if (absolute.is_relative()) {
        absolute = workingFolder() / absolute;
    }
    absolute = absolute.lexically_normal();
    if (absolute.has_relative_path() && absolute.filename().empty()) {
        absolute = absolute.parent_path();
    }
    return absolute;
}

ImVec2 itemCentre() {
    const ImVec2 min = ImGui::GetItemRectMin();
    const ImVec2 max = ImGui::GetItemRectMax();
    return {(min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f};
}

std::optional<ImVec2> findCentre(const std::vector<std::pair<std::string, ImVec2>>& centres,
                                 const std::string& name) {
    for (const auto& [each, centre] : centres) {
        if (each == name) {
            return centre;
        }
    }
    return std::nullopt;
}

}  // namespace

void FileBrowserDialog::open(Request request) {
    purpose_ = request.purpose;
    filters_ = std::move(request.filters);
    if (filters_.empty()) {
        filters_.push_back({"All files (*)", {}});
    }
    filterIndex_ = 0;
    places_ = std::move(request.places);
    error_.clear();
    choice_.reset();
    selected_.reset();
    fileName_.clear();
    std::filesystem::path start = request.start.empty() ? workingFolder() : tidy(request.start);
    if (!isFolder(start)) {
        if (purpose_ == Purpose::Save || !start.filename().empty()) {
            fileName_ = start.filename().string();
        }
        start = start.parent_path();
        if (!isFolder(start)) {
            start = workingFolder();
        }
    }
    navigate(start);
    focusName_ = true;
    requestOpen();
}

void FileBrowserDialog::selectFilter(std::size_t index) {
    if (index < filters_.size() && index != filterIndex_) {
        filterIndex_ = index;
        navigate(listing_.folder);
    }
}

const FileFilter& FileBrowserDialog::filter() const {
    return filters_.at(std::min(filterIndex_, filters_.size() - 1));
}

std::optional<ImVec2> FileBrowserDialog::entryCentre(const std::string& name) const {
    return isOpen() ? findCentre(entryCentres_, name) : std::nullopt;
}

std::optional<ImVec2> FileBrowserDialog::filterCentre(const std::string& label) const {
    return isOpen() ? findCentre(filterCentres_, label) : std::nullopt;
}

std::optional<ImVec2> FileBrowserDialog::placeCentre(const std::string& label) const {
    return isOpen() ? findCentre(placeCentres_, label) : std::nullopt;
}

void FileBrowserDialog::navigate(const std::filesystem::path& folder) {
    const std::filesystem::path target = tidy(folder);
    // The user's catalogue folder is made the first time it is visited.
    for (const Place& place : places_) {
        if (place.folder == target && !isFolder(target)) {
            std::error_code ignored;
            std::filesystem::create_directories(target, ignored);
        }
    }
    listing_ = listFolder(target, filters_.empty() ? FileFilter{} : filter());
    selected_.reset();
    error_.clear();
}

void FileBrowserDialog::enterFolder(const std::filesystem::path& folder) {
    navigate(folder);
    // A file name typed for saving stays; one picked for opening was about
    // the folder left behind.
    if (purpose_ == Purpose::Open) {
        fileName_.clear();
    }
    focusName_ = true;
}

void FileBrowserDialog::drawContents(EditorState& /*state*/) {
    ImGui::TextColored(palette().dimText, "Folder:");
    ImGui::SameLine();
    ImGui::TextUnformatted(listing_.folder.string().c_str());

    drawPlaces();
    ImGui::SameLine();
    drawEntries();
    drawNameAndFilter();

    if (!error_.empty()) {
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 42.0f);
        ImGui::TextColored(palette().errorText, "%s", error_.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::Spacing();
    const float buttonWidth = ImGui::GetFontSize() * 6.0f;
    const bool confirmed =
        ImGui::Button(purpose_ == Purpose::Save ? "Save" : "Open", {buttonWidth, 0.0f});
    confirmCentre_ = itemCentre();
    ImGui::SameLine();
    const bool cancelled = ImGui::Button("Cancel", {buttonWidth, 0.0f});
    if (!isOpen()) {
        return;  // a double click picked a file above
    }
    if (confirmed || shortcutPressed(Shortcut::Confirm)) {
        confirm();
    } else if (cancelled || shortcutPressed(Shortcut::Cancel)) {
        close();
    }
}

void FileBrowserDialog::drawPlaces() {
    placeCentres_.clear();
    const float lines = ImGui::GetTextLineHeightWithSpacing() * 16.0f;
    ImGui::BeginChild("##places", {ImGui::GetFontSize() * 12.0f, lines}, true);
    ImGui::TextColored(palette().dimText, "Places");
    for (std::size_t i = 0; i < places_.size(); ++i) {
        const Place& place = places_[i];
        ImGui::PushID(static_cast<int>(i));
        if (ImGui::Selectable(place.label.c_str(), place.folder == listing_.folder)) {
            enterFolder(place.folder);
        }
        placeCentres_.emplace_back(place.label, itemCentre());
        ui::tooltip(place.folder.string().c_str());
        ImGui::PopID();
    }
    ImGui::EndChild();
}

void FileBrowserDialog::drawEntries() {
    entryCentres_.clear();
    const float lines = ImGui::GetTextLineHeightWithSpacing() * 16.0f;
    ImGui::BeginChild("##entries", {ImGui::GetFontSize() * 30.0f, lines}, true);
    // Copies: a double click below may navigate, replacing the listing.
    const std::filesystem::path folder = listing_.folder;
    std::vector<FolderEntry> rows;
    if (folder.has_relative_path()) {
        rows.push_back({kParentEntry, true});
    }
    rows.insert(rows.end(), listing_.entries.begin(), listing_.entries.end());
    std::optional<std::filesystem::path> enter;
    std::optional<std::string> pickName;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const FolderEntry& row = rows[i];
        const std::string label =
            row.isFolder && row.name != kParentEntry ? row.name + "/" : row.name;
        ImGui::PushID(static_cast<int>(i));
        if (row.isFolder) {
            ImGui::PushStyleColor(ImGuiCol_Text, palette().okText);
        }
        if (ImGui::Selectable(label.c_str(), selected_ == row.name,
                              ImGuiSelectableFlags_AllowDoubleClick)) {
            selected_ = row.name;
            if (!row.isFolder) {
                fileName_ = row.name;
            }
            if (ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) {
                if (row.isFolder) {
                    enter = row.name == kParentEntry ? folder.parent_path() : folder / row.name;
                } else {
                    pickName = row.name;
                }
            }
        }
        if (row.isFolder) {
            ImGui::PopStyleColor();
        }
        entryCentres_.emplace_back(row.name, itemCentre());
        ImGui::PopID();
    }
    if (!listing_.error.empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(palette().errorText, "%s", listing_.error.c_str());
        ImGui::PopTextWrapPos();
    } else if (listing_.entries.empty()) {
        ImGui::TextColored(palette().dimText, "No folders or %s files here.",
                           filter().extensions.empty() ? "other" : "matching");
    }
    ImGui::EndChild();
    if (enter) {
        enterFolder(*enter);
    } else if (pickName) {
        pick(folder / *pickName);
    }
}

void FileBrowserDialog::drawNameAndFilter() {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("File name:");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 24.0f);
    if (focusName_) {
        ImGui::SetKeyboardFocusHere();
        focusName_ = false;
    }
    if (ImGui::InputText("##name", &fileName_, ImGuiInputTextFlags_AutoSelectAll)) {
        selected_.reset();  // what was typed wins over the row clicked before
        error_.clear();
    }
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12.0f);
    filterCentres_.clear();
    const bool choosing = ImGui::BeginCombo("##filter", filter().label.c_str());
    filterCentres_.emplace_back(std::string(), itemCentre());
    if (choosing) {
        for (std::size_t i = 0; i < filters_.size(); ++i) {
            if (ImGui::Selectable(filters_[i].label.c_str(), i == filterIndex_)) {
                selectFilter(i);
            }
            filterCentres_.emplace_back(filters_[i].label, itemCentre());
        }
        ImGui::EndCombo();
    }
}

void FileBrowserDialog::confirm() {
    const std::filesystem::path folder = listing_.folder;
    if (selected_) {
        const bool up = *selected_ == kParentEntry;
        const std::filesystem::path row = up ? folder.parent_path() : folder / *selected_;
        if (up || isFolder(row)) {
            enterFolder(row);
            return;
        }
    }
    const std::size_t first = fileName_.find_first_not_of(" \t");
    if (first == std::string::npos) {
        error_ = purpose_ == Purpose::Save ? "Type a name for the file." : "Choose a file.";
        focusName_ = true;
        return;
    }
    const std::filesystem::path typed(fileName_.substr(first));
    const std::filesystem::path target =
        tidy(typed.is_absolute() || fileName_[first] == '~' ? typed : folder / typed);
    if (isFolder(target)) {
        enterFolder(target);
        fileName_.clear();
        return;
    }
    pick(target);
}

void FileBrowserDialog::pick(const std::filesystem::path& file) {
    std::filesystem::path target = file;
    std::error_code error;
    if (purpose_ == Purpose::Save) {
        // A bare name takes the filter's extension, as "my" saves "my.json".
        if (target.extension().empty() && filter().extensions.size() == 1) {
            target += filter().extensions.front();
        }
        if (!isFolder(target.parent_path())) {
            error_ = "There is no folder " + target.parent_path().string() + ".";
            focusName_ = true;
            return;
        }
    } else if (!std::filesystem::is_regular_file(target, error)) {
        error_ = "There is no file " + target.string() + ".";
        focusName_ = true;
        return;
    }
    choice_ = target;
    close();
}

}  // namespace easylink::ui
