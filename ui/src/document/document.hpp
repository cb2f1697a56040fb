#pragma once

// [SECTION] Document
//
// The catalogue file the editor edits, with what belongs to it: what was
// read and what is wrong with it, the history every catalogue and parameter
// edit goes through (commands, edit_history.hpp), its files (the
// catalogue's, the parameters file, the recent ones, the shipped folder that
// is read-only here) and whether it changed on disk. Whoever changes it says
// so through the change notices (Catalogue). A catalogue with validation
// errors is still shown (the editor is where such files get fixed); only a
// file that cannot be read as a catalogue at all is refused, and then the
// catalogue on show stays while the refusal is kept for the problems panel.

#include <cstddef>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "document/catalogue_document.hpp"
#include "document/change_notices.hpp"
#include "easylink/catalogue/catalogue.hpp"
#include "easylink/editing/edit_history.hpp"
#include "easylink/editing/params_edit.hpp"
#include "easylink/io/file_identity.hpp"
#include "easylink/io/problem.hpp"

namespace easylink::ui {

class RunSettings;
class Selection;

/// A file that could not be read as a catalogue (missing, not JSON, another
/// format or version); the document on show, if any, stayed.
struct RefusedLoad {
    std::filesystem::path path;
    std::vector<Problem> problems;
};

class Document {
public:
    /// Edits select the module they concern in `selection`; parameter edits
    /// go to `settings` through the same history.
    Document(ChangeNotices& notices, Selection& selection, RunSettings& settings)
        : notices_(notices), selection_(selection), settings_(settings) {}
    Document(const Document&) = delete;
    Document& operator=(const Document&) = delete;

    /// The catalogue on show: its file, what was read and its problems;
    /// nullptr before the first catalogue.
    const CatalogueDocument* current() const { return current_ ? &*current_ : nullptr; }

    // --- Files -----------------------------------------------------------------
    /// Loads a catalogue file. Returns true when it replaced the catalogue on
    /// show; false when it was refused (see refusedLoad()).
    bool openCatalogue(const std::filesystem::path& path);
    /// Reads the file last asked for again: the document's, or the refused
    /// one's after a refusal, so that fixing a broken file and pressing F5
    /// shows it. Returns what openCatalogue() returned; false with no file.
    bool reloadCatalogue();
    /// Starts an empty, untitled catalogue (its path is empty until saved).
    void newCatalogue();
    /// Saves the catalogue to its file, or to `path` (Save As), atomically
    /// and keeping the previous file as .bak. Returns an error, or nullopt.
    std::optional<std::string> saveCatalogue();
    std::optional<std::string> saveCatalogueAs(const std::filesystem::path& path);
    /// Takes edits recovered after a crash as the catalogue: unsaved, to be
    /// saved to `path` (none for a catalogue never saved).
    void adoptRecovered(const std::filesystem::path& path, Catalogue catalogue);

    const RefusedLoad* refusedLoad() const { return refused_ ? &*refused_ : nullptr; }
    /// The file the next reload reads; empty before the first open.
    const std::filesystem::path& lastRequestedPath() const { return lastRequested_; }
    /// The catalogue's file name ("default.json"), "untitled" before its
    /// first save, or empty without a catalogue.
    std::string fileName() const;
    /// True when the catalogue has edits that are not saved.
    bool isModified() const { return current_.has_value() && history_.isModified(); }
    /// True when the catalogue's file was changed on disk by someone else
    /// since it was opened or saved here.
    bool changedOnDisk() const;
    /// Takes the file on disk as seen, without reloading it (the designer
    /// keeps their edits; the next save replaces it).
    void acknowledgeDiskChange();

    /// Files opened or saved lately, newest first (at most kMaxRecentFiles).
    static constexpr std::size_t kMaxRecentFiles = 8;
    const std::vector<std::filesystem::path>& recentFiles() const { return recentFiles_; }
    void setRecentFiles(std::vector<std::filesystem::path> files);

    /// Why the catalogue cannot be edited or saved in this window (another
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
    /// True when the catalogue on show is one of the shipped files.
    bool currentIsShipped() const { return current_ && isShipped(current_->path); }
    /// What the title bar and the Catalogue panel add after a shipped file's name.
    static constexpr const char* kShippedNote = "(shipped, read-only: Save As to keep changes)";
    /// Where the designer's own catalogues go (Save As of a shipped one, the
    /// file browser's "My catalogues"); made when first needed. Empty: none.
    void setUserCatalogueFolder(std::filesystem::path folder) {
        userCatalogueFolder_ = std::move(folder);
    }
    const std::filesystem::path& userCatalogueFolder() const { return userCatalogueFolder_; }

    /// A file the session reads besides the catalogue (the parameters file,
    /// the recovery file), under the words that name it in messages; an
    /// empty path forgets the role.
    void setInputFile(const std::string& role, std::filesystem::path path);
    /// Every file the session reads: the catalogue's file, the vaults file,
    /// and those given to setInputFile(). What Save As and Export must not
    /// write over.
    std::vector<NamedPath> inputFiles() const;

    // --- Editing ---------------------------------------------------------------
    /// Applies an edit to the catalogue through the history, validates the
    /// result and selects the module the edit concerns. False without a
    /// catalogue or when it is read-only.
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

    // --- Parameters ------------------------------------------------------------
    /// Replaces the generator's parameters through the history (one entry,
    /// folded into the last when both carry `gesture`): how every parameter,
    /// region and target edit is made. False when nothing changed. Works
    /// with or without a catalogue.
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

private:
    /// After any change to the catalogue: validates it again and says so.
    void catalogueChanged();
    /// After an edit, an undo or a redo: validates, and selects `focus` (the
    /// module the edit concerns) or keeps the selection.
    void catalogueEdited(std::optional<std::size_t> focus);
    /// After an undo or redo of `edit`: the catalogue's follow-up when the
    /// edit changed it.
    void stepped(const CatalogueEdit& edit, std::optional<std::size_t> focus);
    /// Undoes (`back`) or redoes one entry; false when there is none.
    bool stepHistory(bool back);
    /// The catalogue edits apply to: the document's, or a scratch one that
    /// parameter edits (which ignore it) get without a document.
    Catalogue& editedCatalogue() { return current_ ? current_->catalogue : scratch_; }
    /// The modification time of the catalogue's file now, if it has one.
    std::optional<std::filesystem::file_time_type> diskTime() const;

    ChangeNotices& notices_;
    Selection& selection_;
    RunSettings& settings_;

    std::optional<CatalogueDocument> current_;
    std::optional<RefusedLoad> refused_;
    std::filesystem::path lastRequested_;
    std::optional<std::filesystem::file_time_type> diskStamp_;
    std::string readOnlyReason_;
    std::filesystem::path shippedFolder_;
    std::filesystem::path userCatalogueFolder_;
    std::vector<NamedPath> inputFiles_;
    std::vector<std::filesystem::path> recentFiles_;

    EditHistory history_;
    Catalogue scratch_;
    GestureId lastGesture_ = 0;

    GestureId paramGesture_ = 0;       // the gesture paramGestureBase_ belongs to
    EasylinkParams paramGestureBase_;  // the parameters when that gesture began
    std::vector<std::string> paramNotes_;
    std::filesystem::path paramsFile_;
    std::vector<std::filesystem::path> recentParamsFiles_;
};

}  // namespace easylink::ui
