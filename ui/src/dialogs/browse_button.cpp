#include "dialogs/browse_button.hpp"

#include <algorithm>
#include <cstdlib>
#include <system_error>

#include "document/editor_state.hpp"
#include "files/folder_listing.hpp"
#include "widgets/flow_layout.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {}  // namespace

std::vector<Place> standardPlaces(const EditorState& state) {
    std::vector<Place> places;
    const auto add = [&](std::string label, const std::filesystem::path& folder, bool mustExist) {
        if (folder.empty() || (mustExist && !isFolder(folder))) {
            return;
        }
        const std::filesystem::path tidy = folder.lexically_normal();
        if (std::none_of(places.begin(), places.end(),
                         [&](const Place& place) { return place.folder == tidy; })) {
            places.push_back({std::move(label), tidy});
        }
    };
    std::error_code error;
    const std::filesystem::path here = std::filesystem::current_path(error);
    add("Working folder", error ? std::filesystem::path() : here, true);
    if (const char* home = std::getenv("HOME"); home != nullptr && *home == '/') {
        add("Home", home, true);
    }
    add("My catalogues", state.document().userCatalogueFolder(), false);
    if (!state.document().shippedFolder().empty()) {
        add("Shipped catalogues", state.document().shippedFolder() / "catalogues", true);
    }
    for (const std::filesystem::path& file : state.document().recentFiles()) {
        const std::filesystem::path folder = file.parent_path();
        add(folder.filename().string() + " (recent)", folder, true);
    }
    return places;
}

std::vector<FileFilter> catalogueFilters() {
    return {{"Catalogues (*.json)", {".json"}}, {"All files (*)", {}}};
}

std::vector<FileFilter> layoutFilters() {
    return {{"Layout files (*.json)", {".json"}}, {"All files (*)", {}}};
}

std::vector<FileFilter> paramsFilters() {
    return {{"Parameters and layouts (*.json)", {".json"}}, {"All files (*)", {}}};
}

bool BrowseButton::busy() const {
    return chooser_.running() || browser_.isOpen() || browserFrame_ == ImGui::GetFrameCount();
}

std::optional<BrowseChoice> BrowseButton::draw(const std::string& current, float width,
                                               EditorState& state) {
    centre_.reset();
    ImGui::SameLine();
    width = std::max(width, flow::buttonWidth("Browse..."));  // never narrower than its label
    ImGui::BeginDisabled(chooser_.running());
    if (ImGui::Button("Browse...", {width, 0.0f})) {
        if (desktop_) {
            chooser_.start(purpose_, title_, current);
        } else {
            browser_.open({purpose_ == NativeFileChooser::Purpose::Save
                               ? FileBrowserDialog::Purpose::Save
                               : FileBrowserDialog::Purpose::Open,
                           current, filters_, standardPlaces(state)});
        }
    }
    ImGui::EndDisabled();
    ui::tooltip(desktop_ ? "Choose the file in the desktop's file dialog"
                         : "Choose the file in a list of folders and files");
    const ImVec2 min = ImGui::GetItemRectMin();
    const ImVec2 max = ImGui::GetItemRectMax();
    centre_ = ImVec2{(min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f};
    if (chooser_.running()) {
        ImGui::SameLine();
        ImGui::TextColored(palette().dimText, "waiting for the desktop's dialog...");
    }
    if (browser_.isOpen()) {
        browserFrame_ = ImGui::GetFrameCount();
    }
    browser_.draw(state);
    if (auto chosen = browser_.takeChoice()) {
        return BrowseChoice{std::move(*chosen), false};
    }
    if (const auto outcome = chooser_.poll(); outcome && outcome->path) {
        return BrowseChoice{*outcome->path, true};
    }
    return std::nullopt;
}

}  // namespace easylink::ui
