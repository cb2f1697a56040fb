#pragma once

// [SECTION] Editor state
//
// The document the panels read and edit: the catalogue file on show, what
// was read from it, what is wrong with it, its history and its files, and
// the parameters edited through the same history. Next to it the editor
// state holds the selection (selection.hpp) and the generation session
// (generation_session.hpp), and the change notices all three say what
// changes through (change_notices.hpp). A catalogue with validation errors
// is still shown (the editor is where such files get fixed); only a file
// that cannot be read as a catalogue at all is refused, and then the
// catalogue on show stays while the refusal is kept for the problems panel.

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "document/catalogue_document.hpp"
#include "document/selection.hpp"
#include "easylink/catalogue/catalogue.hpp"
#include "easylink/editing/edit_history.hpp"
#include "easylink/editing/params_edit.hpp"
#include "easylink/generation/object_identity.hpp"
#include "easylink/io/file_identity.hpp"
#include "easylink/io/problem.hpp"
#include "easylink/layout/layout.hpp"
#include "session/generation_session.hpp"

namespace easylink::ui {

/// A file that could not be read as a catalogue (missing, not JSON, another
/// format or version); the document on show, if any, stayed.
struct RefusedLoad {
    std::filesystem::path path;
    std::vector<Problem> problems;
};

class EditorState {
public:
    /// Loads a catalogue file. Returns true when it replaced the document on
    /// show; false when it was refused (see refusedLoad()).
    bool openCatalogue(const std::filesystem::path& path);

    /// Reads the file last asked for again: the document's, or the refused
    /// one's after a refusal, so that fixing a broken file and pressing F5
    /// shows it. Returns what openCatalogue() returned; false with no file.
    bool reloadCatalogue();

    const CatalogueDocument* document() const { return document_ ? &*document_ : nullptr; }

    // --- Editing ---------------------------------------------------------------
    /// Starts an empty, untitled catalogue (its path is empty until saved).
    void newCatalogue();
    /// Applies an edit to the document through the history, validates the
    /// result and selects the module the edit concerns. False without a document.
    bool performEdit(std::unique_ptr<CatalogueEdit> edit);
    /// Renames module `index` and every name that refers to it, the
    /// regions' `modules` lists included, as one undo entry.
    bool renameModule(std::size_t index, std::string to);
    bool undo();
    bool redo();
    /// Undoes or redoes until the history's position is `position`.
    void moveHistoryTo(std::size_t position);
    const EditHistory& history() const { return history_; }
    /// Ends the gesture under way (a drag released): the next edit is a new
    /// undo entry.
    void closeGesture() { history_.closeGesture(); }
    /// A fresh gesture number for a drag or a slider that starts now.
    GestureId newGesture() { return ++lastGesture_; }
    // --- Parameters --------------------------------------------------------------
    /// Replaces the generator's parameters through the history (one entry,
    /// folded into the last when both carry `gesture`): how every parameter,
    /// region and target edit is made. False when nothing changed. Works
    /// with or without a document.
    bool editParams(const EasylinkParams& after, std::string label, GestureId gesture = 0);
    /// Sets one parameter from text as the command line does, through the
    /// history. A map made smaller clips the regions to it (clipRegions,
    /// from the regions as they were when the gesture began, so typing a
    /// width digit by digit loses nothing) in the same entry, and
    /// paramNotes() says what was clipped. Returns the refusal, or nullopt.
    std::optional<std::string> editParam(std::string_view key, std::string_view value,
                                         GestureId gesture = 0);
    /// Every parameter back to its default through the history, except the
    /// regions, which stay (clipped to the default map, with notes).
    void resetParams();
    /// Sentences about the last parameter edit's side effects (regions
    /// clipped or dropped by a smaller map); empty when it had none. Undo,
    /// redo and the next parameter edit replace them.
    const std::vector<std::string>& paramNotes() const { return paramNotes_; }
    void clearParamNotes() { paramNotes_.clear(); }
    /// A sentence about a parameter edit refused or changed on the way.
    void addParamNote(std::string note) { paramNotes_.push_back(std::move(note)); }

    /// Takes the parameters of a parameters file (or a layout file's
    /// "params", docs/params.md) as one undoable edit, over the defaults:
    /// the file holds the whole set. Returns why it cannot (the file
    /// unreadable, another kind of file, a parameter wrong, regions past
    /// its map), located in the file, or nullopt; the parameters on show
    /// then stay. The file becomes the session's parameters file.
    std::optional<std::string> openParams(const std::filesystem::path& path);
    /// Writes every parameter, regions and targets included, to a
    /// parameters file that --params and openParams() read back the same.
    /// Returns an error, or nullopt; the file becomes the session's
    /// parameters file.
    std::optional<std::string> saveParams(const std::filesystem::path& path);
    /// Why saveParams() would refuse `path` (it is the catalogue or another
    /// file the session reads), or nullopt.
    std::optional<std::string> paramsSaveClash(const std::filesystem::path& path) const;
    /// The parameters file opened or saved last (or given with --params);
    /// empty: none. Setting one also puts it first among the recent ones.
    const std::filesystem::path& paramsFile() const { return paramsFile_; }
    void setParamsFile(std::filesystem::path path);
    /// Parameters files opened or saved lately, newest first (at most
    /// kMaxRecentFiles), as recentFiles() are for catalogues.
    const std::vector<std::filesystem::path>& recentParamsFiles() const {
        return recentParamsFiles_;
    }
    void setRecentParamsFiles(std::vector<std::filesystem::path> files);

    /// The viewport's region mode: a drag draws a new region, moves or
    /// resizes one, Delete removes the selected one. R switches it.
    bool regionMode() const { return regionMode_; }
    void setRegionMode(bool on) { regionMode_ = on; }
    /// Regions are drawn over the viewport (always in region mode).
    bool showRegions() const { return showRegions_; }
    void setShowRegions(bool on) { showRegions_ = on; }

    /// The frame-time overlay is shown (View > Frame time).
    bool showFrameTime() const { return showFrameTime_; }
    void setShowFrameTime(bool on) { showFrameTime_ = on; }
    /// The size of text and controls (View > UI scale): 0 follows the
    /// monitor's content scale; the window applies it between frames.
    float uiScale() const { return uiScale_; }
    void setUiScale(float scale) { uiScale_ = scale; }

    /// Why the document cannot be edited or saved in this window (another
    /// editor has it open), or empty. Catalogue edits and Save are refused
    /// while it is set; parameter edits and Save As to another file are not.
    const std::string& readOnlyReason() const { return readOnlyReason_; }
    bool readOnly() const { return !readOnlyReason_.empty(); }
    void setReadOnly(std::string reason) { readOnlyReason_ = std::move(reason); }

    /// The folder of the files shipped with the program (the assets folder):
    /// a catalogue there is read-only in the editor. It can be edited, but
    /// Save goes to Save As, and no save writes into the folder. Empty: none.
    void setShippedFolder(std::filesystem::path folder) { shippedFolder_ = std::move(folder); }
    const std::filesystem::path& shippedFolder() const { return shippedFolder_; }
    /// True when `path` is inside the shipped folder (by identity, links
    /// followed).
    bool isShipped(const std::filesystem::path& path) const;
    /// True when the document on show is one of the shipped files.
    bool documentIsShipped() const { return document_ && isShipped(document_->path); }
    /// What the title bar and the Catalogue panel add after a shipped file's name.
    static constexpr const char* kShippedNote = "(shipped, read-only: Save As to keep changes)";
    /// Where the designer's own catalogues go (Save As of a shipped one, the
    /// file browser's "My catalogues"); made when first needed. Empty: none.
    void setUserCatalogueFolder(std::filesystem::path folder) {
        userCatalogueFolder_ = std::move(folder);
    }
    const std::filesystem::path& userCatalogueFolder() const { return userCatalogueFolder_; }

    /// A file the session reads besides the document (the parameters file,
    /// the recovery file), under the words that name it in messages; an
    /// empty path forgets the role.
    void setInputFile(const std::string& role, std::filesystem::path path);
    /// Every file the session reads: the document's file, the vaults file,
    /// and those given to setInputFile(). What Save As and Export must not
    /// write over.
    std::vector<NamedPath> inputFiles() const;

    /// True when the document has edits that are not saved.
    bool isModified() const { return document_.has_value() && history_.isModified(); }

    /// Saves the document to its file, or to `path` (Save As), atomically
    /// and keeping the previous file as .bak. Returns an error, or nullopt.
    std::optional<std::string> saveCatalogue();
    std::optional<std::string> saveCatalogueAs(const std::filesystem::path& path);

    /// Takes edits recovered after a crash as the document: unsaved, to be
    /// saved to `path` (none for a catalogue never saved).
    void adoptRecovered(const std::filesystem::path& path, Catalogue catalogue);

    /// True when the document's file was changed on disk by someone else
    /// since it was opened or saved here.
    bool changedOnDisk() const;
    /// Takes the file on disk as seen, without reloading it (the designer
    /// keeps their edits; the next save replaces it).
    void acknowledgeDiskChange();

    /// The module in the spotlight: generation runs with its weight raised
    /// (kSpotlightWeightFactor times) so it shows up, and the viewport marks
    /// its rooms. Not part of the catalogue, so never saved.
    static constexpr double kSpotlightWeightFactor = 10.0;
    const std::optional<std::string>& spotlight() const { return spotlight_; }
    void setSpotlight(std::optional<std::string> moduleName);

    /// Files opened or saved lately, newest first (at most kMaxRecentFiles).
    static constexpr std::size_t kMaxRecentFiles = 8;
    const std::vector<std::filesystem::path>& recentFiles() const { return recentFiles_; }
    void setRecentFiles(std::vector<std::filesystem::path> files);
    const RefusedLoad* refusedLoad() const { return refused_ ? &*refused_ : nullptr; }
    /// The file the next reload reads; empty before the first open.
    const std::filesystem::path& lastRequestedPath() const { return lastRequested_; }

    /// What changes in the editor, said once by what changed it
    /// (change_notices.hpp): Catalogue for the document's catalogue (and
    /// the spotlight, which changes what a run reads), Selection, and the
    /// generation session's settings, runs and step.
    ChangeNotices& notices() { return notices_; }

    /// What the designer has selected: a module, a port to show, a region,
    /// a room or corridor of the layout on show, a component, a node of
    /// phase 2 (selection.hpp).
    Selection& selection() { return selection_; }
    const Selection& selection() const { return selection_; }

    /// The viewport shows the layout's slots (phase 1: rooms as walls round
    /// floor) or its tiles (phase 2: what the resolution drew, up to the step).
    bool tileView() const { return tileView_; }
    void setTileView(bool on) { tileView_ = on; }

    /// The document's file name ("default.json"), or empty without a document.
    std::string documentFileName() const;

    /// The generator's settings, the run under way and the last run with its
    /// timeline: what the generation, timeline and viewport panels share.
    GenerationSession& generation() { return generation_; }
    const GenerationSession& generation() const { return generation_; }
    /// The catalogue a run starts on: the document's, with the spotlight's
    /// module weighted up. nullopt without a document.
    std::optional<Catalogue> catalogueForGeneration() const;
    /// Starts a run on the document's catalogue. Returns why it did not
    /// start (no document, errors in it, bad parameters), or empty.
    std::string generateFromDocument();
    /// Generate as pressed by the user: as generateFromDocument(), and a
    /// catalogue with errors also asks for the catalogue problems dialog.
    std::string generateOnRequest();

    /// Dialogs that panels and other dialogs ask the shell for; the shell
    /// takes each request once.
    void requestCatalogueReport() { catalogueReportRequested_ = true; }
    bool takeCatalogueReportRequest() { return std::exchange(catalogueReportRequested_, false); }
    /// A panel (by title) a panel wants opened, such as Play-test from the
    /// Generation panel; the shell opens each asked for, in order, at the
    /// end of the frame. With `keepInView`, the title of the panel asking:
    /// when the two share an area, the one asked for opens in another, so
    /// that both are on show.
    struct PanelRequest {
        std::string title;
        std::string keepInView;
    };
    void requestPanel(std::string title, std::string keepInView = {}) {
        panelsRequested_.push_back({std::move(title), std::move(keepInView)});
    }
    std::vector<PanelRequest> takePanelRequests() { return std::exchange(panelsRequested_, {}); }
    void requestOpenDialog() { openDialogRequested_ = true; }
    bool takeOpenDialogRequest() { return std::exchange(openDialogRequested_, false); }
    /// Once a frame, whether the generation panels are open or not: takes a
    /// finished run in, moves playback on by `seconds`, and with
    /// auto-regenerate on starts a run when the settings or the document
    /// changed since the last one.
    void updateGeneration(double seconds);

private:
    /// After any change to the document's catalogue: validates it again and
    /// counts a new revision.
    void documentChanged();
    /// After an edit, an undo or a redo: validates, and selects `focus` (the
    /// module the edit concerns) or keeps the selection.
    void catalogueEdited(std::optional<std::size_t> focus);
    void rememberRecent(const std::filesystem::path& path);
    void rememberRecentParams(const std::filesystem::path& path);
    /// The catalogue edits apply to: the document's, or a scratch one that
    /// parameter edits (which ignore it) get without a document.
    Catalogue& editedCatalogue() { return document_ ? document_->catalogue : scratch_; }
    /// After an undo or redo of `edit`: the document's follow-up when the
    /// edit changed the catalogue.
    void stepped(const CatalogueEdit& edit, std::optional<std::size_t> focus);
    /// The modification time of the document's file now, if it has one.
    std::optional<std::filesystem::file_time_type> diskTime() const;

    std::optional<CatalogueDocument> document_;
    std::string readOnlyReason_;
    std::filesystem::path shippedFolder_;
    std::filesystem::path userCatalogueFolder_;
    std::vector<NamedPath> inputFiles_;
    EditHistory history_;
    Catalogue scratch_;
    GestureId lastGesture_ = 0;
    GestureId paramGesture_ = 0;       // the gesture paramGestureBase_ belongs to
    EasylinkParams paramGestureBase_;  // the parameters when that gesture began
    std::vector<std::string> paramNotes_;
    bool regionMode_ = false;
    bool showRegions_ = true;
    std::vector<std::filesystem::path> recentFiles_;
    std::vector<std::filesystem::path> recentParamsFiles_;
    std::filesystem::path paramsFile_;
    std::optional<std::filesystem::file_time_type> diskStamp_;
    std::optional<std::string> spotlight_;
    std::optional<RefusedLoad> refused_;
    std::filesystem::path lastRequested_;

    bool showFrameTime_ = false;
    float uiScale_ = 0.0f;
    bool tileView_ = false;
    bool catalogueReportRequested_ = false;
    std::vector<PanelRequest> panelsRequested_;
    bool openDialogRequested_ = false;
    // Before the session, which says its changes there.
    ChangeNotices notices_;
    GenerationSession generation_{GenerationSession::Mode::Threaded,
                                  GenerationSession::kDefaultRerollSeed, &notices_};
    Selection selection_{notices_, document_, generation_};
};

}  // namespace easylink::ui
