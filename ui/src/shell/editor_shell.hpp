#pragma once

// [SECTION] Editor shell
//
// One frame of the editor's interface, independent of the window and of GL:
// the menu bar, the panels tiled over the rest of the window, and the
// dialogs. The real window (editor.cpp) and the headless UI tests drive the
// same shell between ImGui::NewFrame() and ImGui::Render().

#include <filesystem>
#include <optional>
#include <string>

#include "dialogs/about_dialog.hpp"
#include "dialogs/catalogue_problems_dialog.hpp"
#include "dialogs/choice_dialog.hpp"
#include "dialogs/export_layout_dialog.hpp"
#include "dialogs/open_catalogue_dialog.hpp"
#include "dialogs/open_layout_dialog.hpp"
#include "dialogs/open_params_dialog.hpp"
#include "dialogs/save_as_dialog.hpp"
#include "dialogs/save_params_dialog.hpp"
#include "dialogs/shortcuts_dialog.hpp"
#include "document/change_notices.hpp"
#include "document/editor_state.hpp"
#include "files/recovery_file.hpp"
#include "panels/panel_registry.hpp"
#include "shell/frame_time_overlay.hpp"
#include "shell/kit_imports.hpp"
#include "shell/main_menu.hpp"
#include "shell/preferences.hpp"

namespace easylink::ui {

class EditorShell {
public:
    EditorShell();

    EditorState& state() { return state_; }
    const EditorState& state() const { return state_; }
    PanelRegistry& panels() { return panels_; }

    /// Opens or closes the panels as the preferences say, and takes the
    /// generator, seed and parameters they kept (the catalogue is the
    /// caller's: see openStartCatalogue()).
    void applyPreferences(const Preferences& preferences);
    /// Writes the panels' open flags, the generator, seed and parameters,
    /// and the catalogue's file into `preferences`.
    void storePreferences(Preferences& preferences) const;

    /// Draws one frame; needs a current ImGui context inside NewFrame/Render.
    void drawFrame();

    /// True while something on show changes by itself: a run under way,
    /// playback, a panel's batch. Otherwise the window may rest until input.
    bool busy() const;
    /// What the last frame cost, for the frame-time overlay (View menu).
    void recordFrame(double workMs, double intervalMs, bool rested) {
        frameTime_.record(workMs, intervalMs, rested);
    }
    const FrameTimeOverlay& frameTime() const { return frameTime_; }

    /// True once the user asked to quit (menu, Ctrl+Q or the window's close
    /// button) and nothing unsaved stands in the way.
    bool quitRequested() const { return quitRequested_; }
    /// The window's close button: quits, asking first about unsaved edits.
    void requestQuit();

    /// Keeps unsaved edits in the document's own file in `folder` (see
    /// recovery_file.hpp): each edit on the frame after it is made, a drag
    /// every kRecoveryInterval while it lasts. The document's recovery file
    /// is locked while it is open here; when another editor holds it, the
    /// document is read-only in this window, which says so.
    void setRecoveryFolder(std::filesystem::path folder);
    /// When recovery files hold edits from sessions that did not end well
    /// (and no live editor holds them), asks whether to take them back: the
    /// document's own first, then the others one by one until one is taken.
    /// Returns true when it asked.
    bool offerRecovery();
    /// The document's recovery file, held by this editor; nullptr when there
    /// is none (no folder, or another editor has the document).
    const RecoveryFile* recoveryFile() const { return recovery_ ? &*recovery_ : nullptr; }
    /// Lets go of the recovery locks as a killed editor would, removing
    /// nothing: for tests of what the next editor finds.
    void abandonRecoveryForTests();
    /// Seconds between two writes of the recovery file while a drag goes on.
    static constexpr double kRecoveryInterval = 0.5;
    /// Seconds between two looks at the document's file on disk.
    static constexpr double kDiskCheckInterval = 1.0;

    /// "Easylink Studio — rooms.json", or "Easylink Studio" with no catalogue;
    /// a shipped catalogue's name is followed by Document::kShippedNote.
    std::string windowTitle() const;

    const CatalogueProblemsDialog& problemsDialog() const { return problemsDialog_; }
    const ExportLayoutDialog& exportDialog() const { return exportDialog_; }
    const OpenCatalogueDialog& openDialog() const { return openDialog_; }
    const OpenLayoutDialog& openLayoutDialog() const { return openLayoutDialog_; }
    const OpenParamsDialog& openParamsDialog() const { return openParamsDialog_; }
    const ImportModulesDialog& importModulesDialog() const { return kitImports_.dialog(); }
    const ChoiceDialog& importChoiceDialog() const { return kitImports_.question(); }
    const SaveParamsDialog& saveParamsDialog() const { return saveParamsDialog_; }
    const SaveAsDialog& saveAsDialog() const { return saveAsDialog_; }
    const ChoiceDialog& unsavedDialog() const { return unsavedDialog_; }
    const ChoiceDialog& diskChangeDialog() const { return diskChangeDialog_; }
    const ChoiceDialog& recoveryDialog() const { return recoveryDialog_; }
    const ChoiceDialog& openElsewhereDialog() const { return openElsewhereDialog_; }
    /// What the last save said went wrong, or empty.
    const std::string& saveError() const { return saveError_; }

private:
    FrameTimeOverlay frameTime_;

    /// True while any dialog is on screen (shortcuts stay out of its way).
    bool anyDialogOpen() const;
    /// Acts on what the menu, the shortcuts and the panels asked for.
    void handleRequests(const MenuRequests& requests);
    /// The File menu's requests: new, open, reload, save and the rest.
    void handleFileRequests(const MenuRequests& requests);
    /// The View menu's switches of the map and the workspace.
    void handleViewRequests(const MenuRequests& requests);
    /// The panels that dialogs and panels asked to show, and the
    /// catalogue's report.
    void handlePanelRequests();

    /// Something that replaces or closes the document: done at once when
    /// nothing is unsaved, otherwise after the designer said what to do.
    enum class Discarding { NewCatalogue, OpenDialog, OpenPath, Reload, Quit };
    struct PendingDiscard {
        Discarding what;
        std::filesystem::path path;  // for OpenPath
    };
    void discardThen(PendingDiscard action);
    void carryOut(const PendingDiscard& action);
    /// Saves to the document's file, or asks where with Save As. Returns true
    /// when the document was saved now.
    bool save();
    void takeAnswers();
    /// The recovery file and the look at the disk, every so often.
    void keepWatch(double seconds);
    /// Takes the recovery file (and its lock) of the document on show when
    /// that changed; `announce`: say so when another editor holds it.
    void followDocument(bool announce = true);
    /// Asks about the next recovery file waiting to be offered; false when
    /// none is left.
    bool offerNext();

    static std::filesystem::path workingFolder();

    EditorState state_;
    PanelRegistry panels_;
    OpenCatalogueDialog openDialog_;
    OpenLayoutDialog openLayoutDialog_;
    OpenParamsDialog openParamsDialog_;
    KitImports kitImports_;
    SaveParamsDialog saveParamsDialog_;
    AboutDialog aboutDialog_;
    ShortcutsDialog shortcutsDialog_;
    CatalogueProblemsDialog problemsDialog_;
    ExportLayoutDialog exportDialog_;
    SaveAsDialog saveAsDialog_;
    ChoiceDialog unsavedDialog_{"Unsaved changes"};
    ChoiceDialog diskChangeDialog_{"Catalogue changed on disk"};
    ChoiceDialog recoveryDialog_{"Recover unsaved edits"};
    std::optional<PendingDiscard> pending_;
    ChoiceDialog openElsewhereDialog_{"Catalogue open in another editor"};
    std::optional<RecoveredCatalogue> recovered_;  // offered, not yet answered
    std::optional<RecoveryFolder> recoveryFolder_;
    std::optional<RecoveryFile> recovery_;               // the document's, locked by this editor
    std::optional<std::filesystem::path> followedPath_;  // the document path recovery_ is for
    bool offeringOwn_ = false;                           // recovered_ came from recovery_
    std::optional<RecoveryFile> offered_;  // or from this file, claimed from a dead editor
    std::vector<RecoveryFile> toOffer_;    // claimed, not yet asked about
    bool recoveryWritten_ = false;         // this document's edits are in the recovery file
    ChangeWatch recoveryWatch_;            // the catalogue changed since they were written
    /// recovery_ holds edits of the document on show that this editor put
    /// there (written, or recovered into it), rather than a killed
    /// editor's not yet offered.
    bool recoveryHoldsOurEdits_ = false;
    double sinceRecovery_ = 0.0;
    double sinceDiskCheck_ = 0.0;
    std::string saveError_;
    bool quitRequested_ = false;
};

}  // namespace easylink::ui
