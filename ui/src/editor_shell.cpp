#include "editor_shell.hpp"

#include <imgui.h>

#include <filesystem>
#include <system_error>

namespace easylink::ui {

EditorShell::EditorShell() : panels_(PanelRegistry::withEditorPanels()) {}

void EditorShell::applyPreferences(const Preferences& preferences) {
    for (const auto& panel : panels_.panels()) {
        if (const auto it = preferences.panelsOpen.find(panel->title());
            it != preferences.panelsOpen.end()) {
            panel->setOpen(it->second);
        }
    }
    WorkspaceProportions proportions = panels_.proportions();
    proportions.sideShare = preferences.sideShare.value_or(proportions.sideShare);
    proportions.rightShare = preferences.rightShare.value_or(proportions.rightShare);
    proportions.bottomShare = preferences.bottomShare.value_or(proportions.bottomShare);
    panels_.setProportions(proportions);
}

void EditorShell::storePreferences(Preferences& preferences) const {
    for (const auto& panel : panels_.panels()) {
        preferences.panelsOpen[panel->title()] = panel->isOpen();
    }
    preferences.sideShare = panels_.proportions().sideShare;
    preferences.rightShare = panels_.proportions().rightShare;
    preferences.bottomShare = panels_.proportions().bottomShare;
}

bool EditorShell::anyDialogOpen() const {
    return openDialog_.isOpen() || aboutDialog_.isOpen() || shortcutsDialog_.isOpen() ||
           problemsDialog_.isOpen() || exportDialog_.isOpen();
}

void EditorShell::drawFrame() {
    // A finished run comes in, playback moves on, auto-regenerate fires.
    state_.updateGeneration(ImGui::GetIO().DeltaTime);
    MenuRequests requests = readShortcuts(anyDialogOpen());
    const float menuHeight = drawMainMenu(state_, panels_, requests);

    // The panels tile what the menu bar leaves of the window. It is measured
    // here rather than read from the viewport's work area, which ImGui 1.86
    // only updates on the next frame.
    const ImGuiViewport& viewport = *ImGui::GetMainViewport();
    const ScreenRect workArea{{viewport.Pos.x, viewport.Pos.y + menuHeight},
                              {viewport.Size.x, viewport.Size.y - menuHeight}};
    panels_.drawAll(state_, workArea);

    handleRequests(requests);
    openDialog_.draw(state_);
    aboutDialog_.draw(state_);
    shortcutsDialog_.draw(state_);
    problemsDialog_.draw(state_);
    exportDialog_.draw(state_);
}

void EditorShell::handleRequests(const MenuRequests& requests) {
    if (requests.openCatalogue || state_.takeOpenDialogRequest()) {
        openDialog_.open(state_.lastRequestedPath());
    }
    if (requests.reloadCatalogue) {
        const bool loaded = state_.reloadCatalogue();
        if (!loaded || countErrors(state_.document()->problems) > 0) {
            state_.requestCatalogueReport();
        }
    }
    if (requests.showAbout) {
        aboutDialog_.open();
    }
    if (requests.showShortcuts) {
        shortcutsDialog_.open();
    }
    if (requests.generate) {
        state_.generateOnRequest();
    }
    if (requests.exportLayout) {
        std::error_code error;
        const std::filesystem::path here = std::filesystem::current_path(error);
        exportDialog_.open(state_, (error ? std::filesystem::path(".") : here) / "easylink-output");
    }
    if (requests.resetLayout) {
        panels_.resetLayout();
    }
    if (requests.quit) {
        quitRequested_ = true;
    }
    // Asked for by dialogs and panels, possibly on the frame before.
    if (state_.takeCatalogueReportRequest()) {
        problemsDialog_.open(state_);
    }
}

std::string EditorShell::windowTitle() const {
    std::string title = "Easylink Studio";
    if (const std::string file = state_.documentFileName(); !file.empty()) {
        title += " \xE2\x80\x94 " + file;  // U+2014 EM DASH, in UTF-8 as GLFW expects
        if (state_.isModified()) {
            title += " *";
        }
    }
    return title;
}

}  // namespace easylink::ui
