#pragma once

// [SECTION] Resolution panel
//
// How phase 2 filled the room or corridor selected in the viewport: its
// resolution as a tree of slots, each with the module chosen for it (or
// "generic" and the problem, in red, where nothing fitted), the module's
// kind, rotation and tiles, the parameters it got, and its own slots below
// it. Clicking a node outlines its tiles in the viewport (the editor state's
// focused node; clicking it again clears it). At a step before the object's
// SlotResolved event the panel says it is not resolved yet and offers to go
// to the step that resolves it. Below the tree come all the resolution's
// problems; clicking one selects the room or corridor its path starts with.
//
// A room's tree is a few dozen nodes at most, so it is walked every frame.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/resolve/resolution.hpp"
#include "panels/control_recorder.hpp"
#include "panels/panel.hpp"

namespace easylink::ui {

/// "wall 2: wall_doorway"; "wall 2: generic" when nothing filled the slot,
/// "centre: empty" for an optional slot left empty.
std::string nodeLabel(const Catalogue& catalogue, const ResolvedNode& node);

/// The room or corridor a problem's path starts with ("room 7 / wall 2:
/// ..." names room 7), or nullopt.
std::optional<TileOwner> objectOfProblem(std::string_view problem);

class ResolutionPanel final : public Panel {
public:
    static constexpr const char* kTitle = "Resolution";

    /// What the panel showed in the last frame.
    enum class Status {
        NoRun,            // nothing generated yet
        NoResolution,     // phase 2 off, or the run failed before it
        NothingSelected,  // no room or corridor selected
        Unresolved,       // the selection has no resolution in this run
        NotYet,           // resolved later than the step
        Tree,             // the tree is shown
    };

    /// A node of the tree shown, in depth-first order.
    struct ShownNode {
        int node = -1;  // index in the resolution's nodes
        int depth = 0;  // 0 for the room's or corridor's own node
        std::string label;
    };

    /// Controls whose place in the last frame tests can ask for.
    enum class Control { GoToStep };
    /// Control's names, for the control map (control_recorder.hpp).
    static constexpr std::string_view kControlNames[] = {"GoToStep"};

    ResolutionPanel();

    Status status() const { return status_; }
    /// Every node of the tree shown in the last frame, whether its parent
    /// was open or not (rows of the nodes drawn are recorded by node index).
    const std::vector<ShownNode>& shownNodes() const { return shown_; }
    /// The centre of node `node`'s row, if it was drawn in the last frame.
    std::optional<ImVec2> nodeCentre(int node) const;
    /// The centre of problem `index`'s row, if it was drawn in the last frame.
    std::optional<ImVec2> problemCentre(std::size_t index) const;
    std::optional<ImVec2> controlCentre(Control control) const;

protected:
    void drawContent(EditorState& state) override;

private:
    void drawSelection(EditorState& state, const Resolution& resolution, TileOwner object);
    void drawNode(EditorState& state, const Catalogue& catalogue, const Resolution& resolution,
                  int index, int depth);
    void drawNodeDetails(const Catalogue& catalogue, const ResolvedNode& node);
    void drawProblems(EditorState& state, const Resolution& resolution);
    /// Adds the subtree under `index` to shown_, depth first.
    void listNodes(const Catalogue& catalogue, const Resolution& resolution, int index, int depth);

    Status status_ = Status::NoRun;
    std::vector<ShownNode> shown_;
    ControlRecorder<std::size_t> problemRows_{"Resolution/Problems",
                                              indexName};  // by problem index
    ControlRecorder<Control> controls_{kTitle, kControlNames};
};

}  // namespace easylink::ui
