#include "shell/editor_shell.hpp"

#include <imgui.h>

#include <algorithm>
#include <filesystem>
#include <system_error>
#include <utility>

#include "easylink/generation/generator_params.hpp"

namespace easylink::ui {

EditorShell::EditorShell() : panels_(PanelRegistry::withEditorPanels()) {}

void EditorShell::applyPreferences(const Preferences& preferences) {
    // The workspace as it was left: areas, open panels, tabs in front.
    WorkspaceArrangement arrangement;
    arrangement.open = preferences.panelsOpen;
    for (const auto& [title, key] : preferences.panelAreas) {
        if (const std::optional<PanelSlot> area = slotFromKey(key)) {
            arrangement.areas[title] = *area;
        }
    }
    for (const auto& [key, title] : preferences.activeTabs) {
        if (const std::optional<PanelSlot> area = slotFromKey(key)) {
            arrangement.active[*area] = title;
        }
    }
    panels_.arrange(arrangement);
    WorkspaceProportions proportions = panels_.proportions();
    proportions.sideShare = preferences.sideShare.value_or(proportions.sideShare);
    proportions.rightShare = preferences.rightShare.value_or(proportions.rightShare);
    proportions.bottomShare = preferences.bottomShare.value_or(proportions.bottomShare);
    panels_.setProportions(proportions);
    state_.document().setRecentFiles(preferences.recentFiles);
    state_.document().setRecentParamsFiles(preferences.recentParamsFiles);
    state_.session().setTileView(preferences.tileView);
    state_.session().setViewMode(preferences.viewMode);
    state_.session().setShowFrameTime(preferences.showFrameTime);
    state_.session().setUiScale(preferences.uiScale);
    // A generator this build does not have (an older or newer editor's
    // preferences) leaves the default.
    (void)state_.generation().settings().setGenerator(preferences.generator);
    if (preferences.seed) {
        state_.generation().settings().setSeed(*preferences.seed);
    }
    // The parameters of the last session, unless anything in them is wrong
    // (another version's keys, regions past the map): then the defaults.
    if (preferences.params.is_object()) {
        std::vector<Problem> problems;
        const EasylinkParams params =
            paramsFromJson(preferences.params, EasylinkParams{}, problems);
        if (problems.empty() && validateParams(params).empty()) {
            state_.generation().settings().setParams(params);
        }
    }
}

void EditorShell::storePreferences(Preferences& preferences) const {
    const WorkspaceArrangement arrangement = panels_.arrangement();
    preferences.panelsOpen = arrangement.open;
    preferences.panelAreas.clear();
    for (const auto& [title, area] : arrangement.areas) {
        preferences.panelAreas[title] = slotKey(area);
    }
    preferences.activeTabs.clear();
    for (const auto& [area, title] : arrangement.active) {
        preferences.activeTabs[slotKey(area)] = title;
    }
    preferences.sideShare = panels_.proportions().sideShare;
    preferences.rightShare = panels_.proportions().rightShare;
    preferences.bottomShare = panels_.proportions().bottomShare;
    preferences.recentFiles = state_.document().recentFiles();
    preferences.recentParamsFiles = state_.document().recentParamsFiles();
    preferences.tileView = state_.session().tileView();
    preferences.viewMode = state_.session().viewMode();
    preferences.showFrameTime = state_.session().showFrameTime();
    preferences.uiScale = state_.session().uiScale();
    preferences.generator = state_.generation().settings().generator();
    preferences.params = paramsToJson(state_.generation().settings().params());
    preferences.seed = state_.generation().settings().seed();
    // An untitled catalogue leaves the last file remembered.
    if (const CatalogueDocument* document = state_.document().current();
        document != nullptr && !document->path.empty()) {
        std::error_code error;
        const std::filesystem::path absolute = std::filesystem::absolute(document->path, error);
        preferences.catalogue = error ? document->path : absolute;
    }
}

bool EditorShell::anyDialogOpen() const {
    return openDialog_.isOpen() || openLayoutDialog_.isOpen() || openParamsDialog_.isOpen() ||
           kitImports_.isOpen() || saveParamsDialog_.isOpen() || aboutDialog_.isOpen() ||
           shortcutsDialog_.isOpen() || problemsDialog_.isOpen() || exportDialog_.isOpen() ||
           saveAsDialog_.isOpen() || unsavedDialog_.isOpen() || diskChangeDialog_.isOpen() ||
           recoveryDialog_.isOpen() || openElsewhereDialog_.isOpen();
}

void EditorShell::drawFrame() {
    const double seconds = ImGui::GetIO().DeltaTime;
    // A document opened since the last frame gets its recovery file (or
    // turns read-only) before any panel can edit it.
    followDocument();
    // A finished run comes in, playback moves on, auto-regenerate fires.
    state_.session().updateGeneration(seconds);
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
    takeAnswers();
    keepWatch(seconds);
    openDialog_.draw(state_);
    openLayoutDialog_.draw(state_);
    openParamsDialog_.draw(state_);
    kitImports_.draw(state_);
    saveParamsDialog_.draw(state_);
    aboutDialog_.draw(state_);
    shortcutsDialog_.draw(state_);
    problemsDialog_.draw(state_);
    exportDialog_.draw(state_);
    saveAsDialog_.draw(state_);
    unsavedDialog_.draw(state_);
    diskChangeDialog_.draw(state_);
    recoveryDialog_.draw(state_);
    openElsewhereDialog_.draw(state_);
    frameTime_.setVisible(state_.session().showFrameTime());
    frameTime_.draw();
}

bool EditorShell::busy() const {
    const GenerationSession& session = state_.generation();
    if (session.running() || session.cursor().playing()) {
        return true;
    }
    return std::any_of(panels_.panels().begin(), panels_.panels().end(),
                       [](const auto& panel) { return panel->isOpen() && panel->busy(); });
}

std::filesystem::path EditorShell::workingFolder() {
    std::error_code error;
    const std::filesystem::path here = std::filesystem::current_path(error);
    return error ? std::filesystem::path(".") : here;
}

void EditorShell::handleRequests(const MenuRequests& requests) {
    if (requests.showFrameTime) {
        state_.session().setShowFrameTime(*requests.showFrameTime);
    }
    if (requests.uiScale) {
        state_.session().setUiScale(*requests.uiScale);
    }
    handleFileRequests(requests);
    if (requests.undo) {
        state_.document().undo();
    }
    if (requests.redo) {
        state_.document().redo();
    }
    if (requests.showHistory) {
        if (Panel* history = panels_.find("History")) {
            panels_.show(*history);
        }
    }
    if (requests.showAbout) {
        aboutDialog_.open();
    }
    if (requests.showShortcuts) {
        shortcutsDialog_.open();
    }
    if (requests.generate) {
        state_.session().generateOnRequest();
    }
    if (requests.exportLayout) {
        exportDialog_.open(state_, workingFolder() / "easylink-output");
    }
    handleViewRequests(requests);
    if (requests.quit) {
        requestQuit();
    }
    // Asked for by dialogs and panels, possibly on the frame before.
    handlePanelRequests();
}

void EditorShell::handleFileRequests(const MenuRequests& requests) {
    if (requests.newCatalogue) {
        discardThen({Discarding::NewCatalogue, {}});
    }
    if (requests.openCatalogue || state_.session().takeOpenDialogRequest()) {
        discardThen({Discarding::OpenDialog, {}});
    }
    if (requests.openPath) {
        discardThen({Discarding::OpenPath, *requests.openPath});
    }
    if (requests.reloadCatalogue) {
        discardThen({Discarding::Reload, {}});
    }
    if (requests.openLayout) {
        // The layout is shown beside the document, which stays as it is.
        openLayoutDialog_.open(workingFolder());
    }
    if (requests.importModules && state_.document().current() != nullptr) {
        const std::filesystem::path& file = state_.document().current()->path;
        kitImports_.openDialog(file.empty() ? workingFolder() : file.parent_path());
    }
    if (requests.openParams) {
        // Parameters are edits like any other: nothing unsaved is at stake.
        const std::filesystem::path& file = state_.document().paramsFile();
        openParamsDialog_.open(file.empty() ? workingFolder() : file);
    }
    if (requests.openParamsPath) {
        if (auto problem = state_.document().openParams(*requests.openParamsPath)) {
            openParamsDialog_.openShowing(*requests.openParamsPath, *problem);
        }
    }
    if (requests.saveParams) {
        saveParamsDialog_.open(state_, workingFolder());
    }
    if (requests.save) {
        save();
    }
    if (requests.saveAs && state_.document().current() != nullptr) {
        saveAsDialog_.open(state_, workingFolder());
    }
}

void EditorShell::handleViewRequests(const MenuRequests& requests) {
    if (requests.nextViewMode) {
        const ViewMode mode = state_.session().viewMode();
        state_.session().setViewMode(mode == ViewMode::TwoD     ? ViewMode::ThreeD
                                     : mode == ViewMode::ThreeD ? ViewMode::Split
                                                                : ViewMode::TwoD);
    }
    if (requests.toggleTileView) {
        state_.session().setTileView(!state_.session().tileView());
    }
    if (requests.toggleRegionMode && state_.generation().settings().takesRegions()) {
        state_.session().setRegionMode(!state_.session().regionMode());
        if (state_.session().regionMode()) {
            if (Panel* regions = panels_.find("Regions")) {
                panels_.show(*regions);
            }
        }
    }
    if (requests.resetLayout) {
        panels_.resetLayout();
    }
    if (requests.workspacePreset) {
        panels_.applyPreset(*requests.workspacePreset);
    }
    if (requests.toggleViewportOnly) {
        panels_.setViewportOnly(!panels_.viewportOnly());
    }
}

void EditorShell::handlePanelRequests() {
    if (state_.selection().portFocusPending()) {
        if (Panel* editor = panels_.find("Module Editor")) {
            panels_.show(*editor);
        }
    }
    for (const EditorSession::PanelRequest& request : state_.session().takePanelRequests()) {
        Panel* panel = panels_.find(request.title);
        if (panel == nullptr) {
            continue;
        }
        // In front of the panel that asked, it would hide it: it goes to
        // the right-hand area instead (the centre, if that one is right).
        const Panel* asking = panels_.find(request.keepInView);
        if (asking != nullptr && asking->isOpen() && asking != panel &&
            panels_.areaOf(*asking) == panels_.areaOf(*panel)) {
            const PanelSlot area = panels_.areaOf(*panel);
            panels_.moveToArea(*panel,
                               area == PanelSlot::Right ? PanelSlot::Centre : PanelSlot::Right);
        }
        panels_.show(*panel);
    }
    if (state_.session().takeCatalogueReportRequest()) {
        problemsDialog_.open(state_);
    }
}

void EditorShell::requestQuit() {
    discardThen({Discarding::Quit, {}});
}

void EditorShell::discardThen(PendingDiscard action) {
    if (!state_.document().isModified()) {
        carryOut(action);
        return;
    }
    static constexpr const char* kWhat[] = {"starting a new catalogue", "opening another file",
                                            "opening another file", "reloading it from disk",
                                            "quitting"};
    pending_ = std::move(action);
    unsavedDialog_.ask("Save the changes to " + state_.document().fileName() + " before " +
                           kWhat[static_cast<int>(pending_->what)] + "?",
                       {"Save", "Don't save", "Cancel"});
}

void EditorShell::carryOut(const PendingDiscard& action) {
    switch (action.what) {
        case Discarding::NewCatalogue: state_.document().newCatalogue(); break;
        case Discarding::OpenDialog: openDialog_.open(state_.document().lastRequestedPath()); break;
        case Discarding::OpenPath:
            if (!state_.document().openCatalogue(action.path) ||
                countErrors(state_.document().current()->problems) > 0) {
                state_.session().requestCatalogueReport();
            }
            break;
        case Discarding::Reload:
            if (!state_.document().reloadCatalogue() ||
                countErrors(state_.document().current()->problems) > 0) {
                state_.session().requestCatalogueReport();
            }
            break;
        case Discarding::Quit: quitRequested_ = true; break;
    }
    // Whatever was unsaved is now deliberately gone (or saved).
    if (recovery_ && !state_.document().isModified()) {
        recovery_->remove();
    }
}

bool EditorShell::save() {
    const CatalogueDocument* document = state_.document().current();
    if (document == nullptr) {
        return false;
    }
    // A new catalogue has no file yet; a shipped one is kept as it came.
    if (document->path.empty() || state_.document().currentIsShipped()) {
        saveAsDialog_.open(state_, workingFolder());
        return false;
    }
    if (auto error = state_.document().saveCatalogue()) {
        saveError_ = *error;
        // The reason shows in the dialog, where the path can be changed.
        saveAsDialog_.open(state_, workingFolder());
        return false;
    }
    saveError_.clear();
    if (recovery_) {
        recovery_->remove();
    }
    return true;
}

void EditorShell::takeAnswers() {
    kitImports_.takeAnswers(state_);
    if (const auto answer = unsavedDialog_.takeAnswer(); answer && pending_) {
        if (*answer == 0) {  // Save, then go on (after Save As, for a new catalogue)
            if (save()) {
                carryOut(*std::exchange(pending_, std::nullopt));
            }
        } else if (*answer == 1) {  // Don't save
            const PendingDiscard action = *std::exchange(pending_, std::nullopt);
            if (recovery_) {
                recovery_->remove();
            }
            // The edits are given up: what follows must not ask again.
            state_.document().closeGesture();
            carryOut(action);
        } else {
            pending_.reset();
        }
    }
    if (saveAsDialog_.takeSaved()) {
        if (recovery_) {
            recovery_->remove();
        }
        if (pending_) {
            carryOut(*std::exchange(pending_, std::nullopt));
        }
    } else if (saveAsDialog_.takeCancelled()) {
        pending_.reset();  // no file chosen: whatever waited on the save stays undone
    }
    if (const auto answer = diskChangeDialog_.takeAnswer()) {
        if (*answer == 0) {
            carryOut({Discarding::Reload, {}});
        } else {
            state_.document().acknowledgeDiskChange();
        }
    }
    if (const auto answer = recoveryDialog_.takeAnswer(); answer && recovered_) {
        if (*answer == 0) {
            state_.document().adoptRecovered(recovered_->original,
                                             std::move(recovered_->catalogue));
            // The file offered is this document's recovery file from now on;
            // the others wait for the next start.
            if (offered_) {
                recovery_ = std::move(offered_);
                offered_.reset();
            }
            followedPath_ = state_.document().current()->path;
            recoveryWritten_ = false;
            recoveryHoldsOurEdits_ = recovery_.has_value();
            state_.document().setReadOnly({});
            state_.document().setInputFile("the recovery file",
                                           recovery_ ? recovery_->file() : std::filesystem::path());
            toOffer_.clear();
            offeringOwn_ = false;
            recovered_.reset();
        } else {
            // Discard: gone for good, and the next one (if any) is asked about.
            if (offeringOwn_ && recovery_) {
                recovery_->remove();
            } else if (offered_) {
                offered_->remove();
            }
            offered_.reset();
            offeringOwn_ = false;
            recovered_.reset();
            offerNext();
        }
    }
}

void EditorShell::setRecoveryFolder(std::filesystem::path folder) {
    recoveryFolder_.emplace(std::move(folder));
    followedPath_.reset();
    followDocument();
}

void EditorShell::abandonRecoveryForTests() {
    if (recovery_) {
        recovery_->abandon();
    }
    if (offered_) {
        offered_->abandon();
    }
    for (RecoveryFile& file : toOffer_) {
        file.abandon();
    }
}

void EditorShell::followDocument(bool announce) {
    const CatalogueDocument* document = state_.document().current();
    if (!recoveryFolder_ || document == nullptr ||
        (followedPath_ && *followedPath_ == document->path)) {
        return;
    }
    followedPath_ = document->path;
    recoveryWritten_ = false;  // nothing of this document written yet
    RecoveryFile next(document->path.empty() ? recoveryFolder_->sessionFile()
                                             : recoveryFolder_->fileFor(document->path));
    if (!recovery_ || recovery_->file() != next.file()) {
        // The file of the document left behind: its edits were saved or
        // thrown away (and the file removed) before another was opened, but
        // Save As leaves them saved in the new file while the old one still
        // holds them. Edits this editor put there and that are saved now go;
        // anything else (a killed editor's, never offered) stays.
        if (recovery_ && recoveryHoldsOurEdits_ && !state_.document().isModified()) {
            recovery_->remove();
        }
        recoveryHoldsOurEdits_ = false;
        recovery_.reset();
        switch (next.claim()) {
            case RecoveryFile::Claim::Owned: recovery_ = std::move(next); break;
            case RecoveryFile::Claim::HeldElsewhere:
                if (!state_.document().readOnly() && announce) {
                    openElsewhereDialog_.ask(
                        document->path.string() +
                            " is open in another Easylink Studio window. To keep the two from "
                            "overwriting each other's edits, this window shows it read-only; "
                            "it becomes editable once the other window closes it. Save As "
                            "makes a copy you can edit here.",
                        {"OK"});
                }
                state_.document().setReadOnly(
                    state_.document().fileName() +
                    " is open in another Easylink Studio window (read-only here)");
                break;
            case RecoveryFile::Claim::Failed: break;  // edits unprotected, as with no folder
        }
    }
    if (recovery_) {
        state_.document().setReadOnly({});
    }
    state_.document().setInputFile("the recovery file",
                                   recovery_ ? recovery_->file() : std::filesystem::path());
}

bool EditorShell::offerRecovery() {
    if (!recoveryFolder_) {
        return false;
    }
    followDocument();
    if (recovered_) {
        return true;  // already asking
    }
    // The document's own file first: this editor holds it and has written
    // nothing there yet, so what it holds a killed editor left.
    offeringOwn_ = recovery_ && !recoveryWritten_ && recovery_->read().has_value();
    toOffer_ =
        recoveryFolder_->claimUnheld(recovery_ ? recovery_->file() : std::filesystem::path());
    return offerNext();
}

bool EditorShell::offerNext() {
    recovered_.reset();
    if (offeringOwn_ && recovery_) {
        recovered_ = recovery_->read();
    }
    offeringOwn_ = recovered_.has_value();
    while (!recovered_ && !toOffer_.empty()) {
        offered_ = std::move(toOffer_.front());
        toOffer_.erase(toOffer_.begin());
        recovered_ = offered_->read();
        if (!recovered_) {
            offered_.reset();  // damaged: left where it is, never offered
        }
    }
    if (!recovered_) {
        return false;
    }
    const std::string name = recovered_->original.empty() ? std::string("a new catalogue")
                                                          : recovered_->original.string();
    recoveryDialog_.ask("The editor closed without saving the edits to " + name +
                            ". Recover them? (Discard throws them away for good.)",
                        {"Recover", "Discard"});
    return true;
}

void EditorShell::keepWatch(double seconds) {
    if (recovery_ && !recovered_) {
        sinceRecovery_ += seconds;
        // A finished edit is kept at once; one still being dragged, every
        // kRecoveryInterval, so that a crash loses at most that much of it.
        const bool dragging = ImGui::IsAnyItemActive();
        recoveryWatch_.attach(state_.notices(), {Change::Catalogue});
        if (state_.document().isModified() && (!recoveryWritten_ || recoveryWatch_.changed()) &&
            (!dragging || sinceRecovery_ >= kRecoveryInterval)) {
            const CatalogueDocument& document = *state_.document().current();
            if (!recovery_->write(document.path, document.catalogue)) {
                recoveryWatch_.forget();
                recoveryWritten_ = true;
                recoveryHoldsOurEdits_ = true;
            }
            sinceRecovery_ = 0.0;
        }
    }
    sinceDiskCheck_ += seconds;
    if (sinceDiskCheck_ >= kDiskCheckInterval && !diskChangeDialog_.isOpen()) {
        sinceDiskCheck_ = 0.0;
        if (state_.document().readOnly()) {
            // The other window may have let go of the document by now.
            followedPath_.reset();
            followDocument(false);
        }
        if (state_.document().changedOnDisk()) {
            if (state_.document().isModified()) {
                state_.document().acknowledgeDiskChange();  // ask once per change
                diskChangeDialog_.ask(state_.document().fileName() +
                                          " was changed on disk by another program. Reload it "
                                          "and lose your edits, or keep your edits (saving "
                                          "will replace the file)?",
                                      {"Reload", "Keep mine"});
            } else {
                carryOut({Discarding::Reload, {}});
            }
        }
        if (!anyDialogOpen()) {
            kitImports_.lookAtKits(state_);
        }
    }
}

std::string EditorShell::windowTitle() const {
    std::string title = "Easylink Studio";
    if (const std::string file = state_.document().fileName(); !file.empty()) {
        title += " \xE2\x80\x94 " + file;  // U+2014 EM DASH, in UTF-8 as GLFW expects
        if (state_.document().isModified()) {
            title += " *";
        }
        if (state_.document().readOnly()) {
            title += " (read-only)";
        } else if (state_.document().currentIsShipped()) {
            title += std::string(" ") + Document::kShippedNote;
        }
    }
    // A layout read from its file says so until a run replaces it.
    const GenerationRun* run = state_.generation().run();
    if (run != nullptr && !run->file.empty()) {
        title += " \xE2\x80\x94 " + run->file.filename().string() + " (layout as saved)";
    }
    return title;
}

}  // namespace easylink::ui
