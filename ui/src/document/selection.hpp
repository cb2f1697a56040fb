#pragma once

// [SECTION] Selection
//
// What the designer has selected, apart from the document it points into:
// a module of the catalogue, a port the module editor is asked to show, a
// region of the parameters, a room or corridor of the layout on show (kept
// by identity, so that it stays on the same room through renumbering,
// stepping, a run made again and undo), a connected component and a node
// of phase 2's resolution. Every change of a module, region or object
// selection says Selection.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>

#include "document/change_notices.hpp"
#include "easylink/generation/object_identity.hpp"
#include "easylink/layout/layout.hpp"
#include "session/generation_session.hpp"

namespace easylink::ui {

class Document;

class Selection {
public:
    /// Selections are checked against `document` (modules) and the run on
    /// show and the settings of `generation` (objects, regions, nodes).
    Selection(ChangeNotices& notices, const Document& document, GenerationSession& generation);

    std::optional<std::size_t> selectedModule() const { return selected_; }
    /// The selected module's template, or nullptr.
    const ModuleTemplate* selectedTemplate() const;
    /// Asks for port `port` of the selected module to be shown and selected
    /// in the module editor (which opens); the editor takes it once.
    void focusPort(std::size_t port) { focusedPort_ = port; }
    std::optional<std::size_t> takeFocusedPort() {
        return std::exchange(focusedPort_, std::nullopt);
    }
    bool portFocusPending() const { return focusedPort_.has_value(); }

    /// Selects a module of the document; indices out of range clear the selection.
    void selectModule(std::optional<std::size_t> index);

    /// The room or corridor selected in the layout on show (a viewport click,
    /// the inspector, the components list), as numbered at the step on show;
    /// nullopt when nothing is selected or the selected object does not exist
    /// at this step (see selectionNote()). The selection is kept by identity
    /// (ObjectKey: the event that placed the object), so it stays on the same
    /// room through renumbering, stepping, a run made again and undo.
    std::optional<TileOwner> selectedObject();
    /// The selected object as numbered in the run's finished layout, the one
    /// phase 2 resolves (ids change during the run); nullopt when it did not
    /// last to the end or nothing is selected.
    std::optional<TileOwner> selectedObjectAtEnd();
    /// Selects `object` as numbered at the step on show.
    void selectObject(std::optional<TileOwner> object);
    /// Selects `object` as numbered in the run's finished layout (phase 2's
    /// names for rooms and corridors).
    void selectObjectAtEnd(TileOwner object);
    const std::optional<ObjectKey>& selectedKey() const { return selectedKey_; }
    /// A sentence saying that the selected object is not in the layout at the
    /// step on show ("great_hall_24x24, placed at step 485, is not in the
    /// layout at step 100"); empty when it is there or nothing is selected.
    std::string selectionNote();

    /// The connected component the viewport highlights, if any; with
    /// `isolateFocused()` the others are dimmed, otherwise its rooms are
    /// outlined.
    std::optional<int> focusedComponent() const { return focusedComponent_; }
    void focusComponent(std::optional<int> component) { focusedComponent_ = component; }
    bool isolateFocused() const { return isolateFocused_; }
    void setIsolateFocused(bool isolate) { isolateFocused_ = isolate; }

    /// The region selected in the Regions panel and on the viewport, if any
    /// (an index into the parameters' regions, checked against them).
    std::optional<std::size_t> selectedRegion() const;
    void selectRegion(std::optional<std::size_t> index);

    /// A node of the last run's phase-2 resolution that the viewport
    /// outlines (clicked in the Resolution panel). A new run or a new
    /// selection forgets it, since node numbers belong to one resolution.
    std::optional<int> focusedNode() const;
    void focusNode(std::optional<int> node);

    /// Forgets the selected room or corridor (a new document).
    void forgetObject();

private:
    void selectKey(std::optional<ObjectKey> key);
    /// Resolves the selected key at the step on show, once per run and step.
    void resolveSelection();

    std::reference_wrapper<ChangeNotices> notices_;
    std::reference_wrapper<const Document> document_;
    std::reference_wrapper<GenerationSession> generation_;

    std::optional<std::size_t> selected_;
    std::optional<std::size_t> focusedPort_;
    std::optional<std::size_t> selectedRegion_;
    std::optional<ObjectKey> selectedKey_;
    struct ResolvedSelection {
        std::uint64_t run = 0;
        std::size_t step = 0;
        std::optional<TileOwner> object;
        std::optional<TileOwner> atEnd;
    };
    std::optional<ResolvedSelection> resolvedSelection_;
    std::optional<int> focusedComponent_;
    bool isolateFocused_ = false;
    std::optional<int> focusedNode_;
    std::uint64_t focusedNodeRun_ = 0;  // the run whose resolution the node belongs to
};

}  // namespace easylink::ui
