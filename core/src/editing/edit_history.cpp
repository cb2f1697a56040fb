#include "easylink/editing/edit_history.hpp"

#include <algorithm>

namespace easylink {

std::optional<std::size_t> EditHistory::perform(std::unique_ptr<CatalogueEdit> edit,
                                                Catalogue& catalogue) {
    edit->apply(catalogue);
    const std::optional<std::size_t> focus = edit->focus();
    // Redo is gone once something new is done. The saved catalogue stays
    // reachable when only parameter edits lay between it and here.
    if (position_ < entries_.size()) {
        if (saved_ && *saved_ > position_) {
            saved_ = changesBetween(position_, *saved_) ? std::nullopt
                                                        : std::optional<std::size_t>(position_);
        }
        entries_.erase(entries_.begin() + static_cast<std::ptrdiff_t>(position_), entries_.end());
    }
    if (gestureOpen_ && position_ > 0 && entries_[position_ - 1]->absorb(*edit)) {
        // The entry now ends where this edit does: the state saved at its
        // end, if it was, is no longer one the history can return to.
        if (saved_ == position_ && edit->changesCatalogue()) {
            saved_.reset();
        }
        return focus;
    }
    entries_.push_back(std::move(edit));
    position_ = entries_.size();
    gestureOpen_ = true;
    return focus;
}

std::optional<std::size_t> EditHistory::undo(Catalogue& catalogue) {
    if (!canUndo()) {
        return std::nullopt;
    }
    gestureOpen_ = false;
    const CatalogueEdit& edit = *entries_[--position_];
    edit.revert(catalogue);
    return edit.focus();
}

std::optional<std::size_t> EditHistory::redo(Catalogue& catalogue) {
    if (!canRedo()) {
        return std::nullopt;
    }
    gestureOpen_ = false;
    const CatalogueEdit& edit = *entries_[position_++];
    edit.apply(catalogue);
    return edit.focus();
}

bool EditHistory::changesBetween(std::size_t from, std::size_t to) const {
    for (std::size_t i = from; i < to && i < entries_.size(); ++i) {
        if (entries_[i]->changesCatalogue()) {
            return true;
        }
    }
    return false;
}

bool EditHistory::isModified() const {
    if (!saved_) {
        return true;
    }
    return changesBetween(std::min(*saved_, position_), std::max(*saved_, position_));
}

const CatalogueEdit* EditHistory::undoEntry() const {
    return canUndo() ? entries_[position_ - 1].get() : nullptr;
}

const CatalogueEdit* EditHistory::redoEntry() const {
    return canRedo() ? entries_[position_].get() : nullptr;
}

std::string EditHistory::undoLabel() const {
    return canUndo() ? entries_[position_ - 1]->label() : std::string();
}

std::string EditHistory::redoLabel() const {
    return canRedo() ? entries_[position_]->label() : std::string();
}

std::vector<std::string> EditHistory::labels() const {
    std::vector<std::string> labels;
    labels.reserve(entries_.size());
    for (const auto& entry : entries_) {
        labels.push_back(entry->label());
    }
    return labels;
}

void EditHistory::moveTo(std::size_t target, Catalogue& catalogue) {
    while (position_ > target && canUndo()) {
        undo(catalogue);
    }
    while (position_ < target && canRedo()) {
        redo(catalogue);
    }
}

void EditHistory::clear() {
    entries_.clear();
    position_ = 0;
    saved_ = 0;
    gestureOpen_ = false;
}

}  // namespace easylink
