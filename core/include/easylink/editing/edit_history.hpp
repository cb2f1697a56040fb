#pragma once

// [SECTION] Edit history
//
// Undo and redo over catalogue edits. perform() applies an edit and records
// it (folding it into the previous entry when both belong to one gesture),
// undo() and redo() walk the record, and a new edit after some undos drops
// the entries that could have been redone. The history also remembers where
// the catalogue was last saved, so the editor can tell unsaved changes even
// after edits that were undone again; entries that leave the catalogue alone
// (parameter edits) never count as unsaved changes.

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "easylink/editing/catalogue_edit.hpp"

namespace easylink {

class EditHistory {
public:
    /// Applies `edit` to `catalogue` and records it. Returns the module the
    /// edit concerns, if any.
    std::optional<std::size_t> perform(std::unique_ptr<CatalogueEdit> edit, Catalogue& catalogue);

    bool canUndo() const { return position_ > 0; }
    bool canRedo() const { return position_ < entries_.size(); }
    /// Takes back the last edit; returns the module it concerned, if any.
    std::optional<std::size_t> undo(Catalogue& catalogue);
    /// Applies again the last edit undone; returns the module it concerns.
    std::optional<std::size_t> redo(Catalogue& catalogue);

    /// The label of what undo() or redo() would do ("" when nothing).
    std::string undoLabel() const;
    std::string redoLabel() const;

    /// Every entry's label, oldest first, and how many are applied: the
    /// entries from position() on are those redo() brings back.
    std::vector<std::string> labels() const;
    std::size_t position() const { return position_; }
    /// Undoes or redoes until position() is `target`.
    void moveTo(std::size_t target, Catalogue& catalogue);

    /// The catalogue as it stands is the saved one.
    void markSaved() { saved_ = position_; }
    /// The catalogue as it stands differs from its file, whatever the entries
    /// (recovered after a crash, say).
    void markUnsaved() { saved_.reset(); }
    /// True when the catalogue differs from what was last saved (or loaded):
    /// an entry that changes it lies between the saved position and this one.
    bool isModified() const;
    /// The entry undo() or redo() would take, or nullptr.
    const CatalogueEdit* undoEntry() const;
    const CatalogueEdit* redoEntry() const;

    /// Ends any gesture: the next edit starts a new entry even with the same
    /// gesture number.
    void closeGesture() { gestureOpen_ = false; }

    /// Forgets everything (a catalogue was opened or made new).
    void clear();

private:
    /// True when an entry in [from, to) changes the catalogue.
    bool changesBetween(std::size_t from, std::size_t to) const;

    std::vector<std::unique_ptr<CatalogueEdit>> entries_;
    std::size_t position_ = 0;
    /// The position the saved file corresponds to; nullopt when that state
    /// can no longer be reached (its entries were dropped or changed).
    std::optional<std::size_t> saved_ = 0;
    bool gestureOpen_ = false;
};

}  // namespace easylink
