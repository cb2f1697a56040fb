#include "document/selection.hpp"

#include <utility>

#include "document/document.hpp"
#include "easylink/generation/object_identity.hpp"

namespace easylink::ui {

Selection::Selection(ChangeNotices& notices, const Document& document,
                     GenerationSession& generation)
    : notices_(notices), document_(document), generation_(generation) {}

void Selection::forgetObject() {
    if (selectedKey_) {
        selectedKey_.reset();
        notices_.get().notify(Change::Selection);
    }
    resolvedSelection_.reset();
}

std::optional<std::size_t> Selection::selectedRegion() const {
    if (!selectedRegion_ ||
        *selectedRegion_ >= generation_.get().settings().params().regions.size()) {
        return std::nullopt;
    }
    return selectedRegion_;
}

const ModuleTemplate* Selection::selectedTemplate() const {
    if (!document_.get().current() || !selected_ ||
        *selected_ >= document_.get().current()->catalogue.modules.size()) {
        return nullptr;
    }
    return &document_.get().current()->catalogue.modules[*selected_];
}

void Selection::selectObject(std::optional<TileOwner> object) {
    Timeline* timeline = generation_.get().cursor().timeline();
    selectKey(object && timeline != nullptr
                  ? objectKeyAt(*timeline, generation_.get().cursor().step(), *object)
                  : std::nullopt);
}

void Selection::selectObjectAtEnd(TileOwner object) {
    Timeline* timeline = generation_.get().cursor().timeline();
    selectKey(timeline != nullptr ? objectKeyAt(*timeline, timeline->size(), object)
                                  : std::nullopt);
}

void Selection::selectKey(std::optional<ObjectKey> key) {
    // Only a change of object drops the node outlined inside the old one.
    if (key == selectedKey_) {
        return;
    }
    focusedNode_.reset();
    selectedKey_ = std::move(key);
    resolvedSelection_.reset();
    notices_.get().notify(Change::Selection);
}

void Selection::resolveSelection() {
    const GenerationRun* run = generation_.get().run();
    Timeline* timeline = generation_.get().cursor().timeline();
    if (!selectedKey_ || run == nullptr || timeline == nullptr) {
        resolvedSelection_.reset();
        return;
    }
    if (resolvedSelection_ && resolvedSelection_->run == run->id &&
        resolvedSelection_->step == generation_.get().cursor().step()) {
        return;
    }
    const std::size_t step = generation_.get().cursor().step();
    ResolvedSelection resolved{run->id, step, objectAt(*timeline, step, *selectedKey_), {}};
    // Where the object on show was placed in this run (a key made in an
    // earlier run may name another event), and its id once the run ended.
    const std::optional<std::size_t> placedAt =
        resolved.object ? placementOf(*timeline, step, *resolved.object)
                        : std::optional<std::size_t>(selectedKey_->placedAt);
    if (placedAt) {
        resolved.atEnd = objectPlacedBy(*timeline, timeline->size(), selectedKey_->kind, *placedAt);
    }
    resolvedSelection_ = resolved;
}

std::optional<TileOwner> Selection::selectedObjectAtEnd() {
    resolveSelection();
    return resolvedSelection_ ? resolvedSelection_->atEnd : std::nullopt;
}

std::optional<TileOwner> Selection::selectedObject() {
    resolveSelection();
    return resolvedSelection_ ? resolvedSelection_->object : std::nullopt;
}

std::string Selection::selectionNote() {
    if (!selectedKey_ || selectedObject()) {
        return {};
    }
    const ObjectKey& key = *selectedKey_;
    const std::string what = key.kind == TileOwner::Kind::Corridor ? "The selected corridor"
                                                                   : "The selected " + key.module;
    // Steps count events from 1: the event at index i is on show from step i + 1.
    return what + ", placed at step " + std::to_string(key.placedAt + 1) +
           ", is not in the layout at step " + std::to_string(generation_.get().cursor().step()) +
           ".";
}

std::optional<int> Selection::focusedNode() const {
    const GenerationRun* run = generation_.get().run();
    if (!focusedNode_ || run == nullptr || run->id != focusedNodeRun_) {
        return std::nullopt;
    }
    return focusedNode_;
}

void Selection::focusNode(std::optional<int> node) {
    const GenerationRun* run = generation_.get().run();
    focusedNode_ = run != nullptr ? node : std::nullopt;
    focusedNodeRun_ = run != nullptr ? run->id : 0;
}

void Selection::selectModule(std::optional<std::size_t> index) {
    const std::optional<std::size_t> before = selected_;
    if (index && document_.get().current() &&
        *index < document_.get().current()->catalogue.modules.size()) {
        selected_ = index;
    } else {
        selected_.reset();
    }
    if (selected_ != before) {
        notices_.get().notify(Change::Selection);
    }
}

void Selection::selectRegion(std::optional<std::size_t> index) {
    if (index != selectedRegion_) {
        selectedRegion_ = index;
        notices_.get().notify(Change::Selection);
    }
}

}  // namespace easylink::ui
