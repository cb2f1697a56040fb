#include "panels/resolution_panel.hpp"

#include <charconv>
#include <cstdint>
#include <string>

#include "document/editor_state.hpp"
#include "session/generation_session.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

std::string objectName(TileOwner object) {
    return (object.kind == TileOwner::Kind::Corridor ? "corridor " : "room ") +
           std::to_string(object.id);
}

std::string capitalised(std::string text) {
    if (!text.empty() && text.front() >= 'a' && text.front() <= 'z') {
        text.front() = static_cast<char>(text.front() - 'a' + 'A');
    }
    return text;
}

/// The node that resolved `object`, or -1.
int rootOf(const Resolution& resolution, TileOwner object) {
    const std::vector<int>& roots =
        object.kind == TileOwner::Kind::Room ? resolution.roomRoots : resolution.corridorRoots;
    if (object.id < 0 || static_cast<std::size_t>(object.id) >= roots.size()) {
        return -1;
    }
    return roots[static_cast<std::size_t>(object.id)];
}

bool validNode(const Resolution& resolution, int index) {
    return index >= 0 && static_cast<std::size_t>(index) < resolution.nodes.size();
}

std::optional<ImVec2> centreOf(const std::vector<DrawnRow>& rows, std::size_t index) {
    for (const DrawnRow& row : rows) {
        if (row.index == index) {
            return row.centre();
        }
    }
    return std::nullopt;
}

}  // namespace

std::string nodeLabel(const Catalogue& catalogue, const ResolvedNode& node) {
    if (node.module >= 0 && static_cast<std::size_t>(node.module) < catalogue.modules.size()) {
        return node.slot + ": " + catalogue.modules[static_cast<std::size_t>(node.module)].name +
               (node.generic ? " (generic)" : "");
    }
    return node.slot + (node.generic ? ": generic" : ": empty");
}

std::optional<TileOwner> objectOfProblem(std::string_view problem) {
    // Paths start with the top slot's name: "room 7" or "corridor 3".
    for (const auto& [prefix, kind] :
         {std::pair{std::string_view("room "), TileOwner::Kind::Room},
          std::pair{std::string_view("corridor "), TileOwner::Kind::Corridor}}) {
        if (problem.substr(0, prefix.size()) != prefix) {
            continue;
        }
        const std::string_view digits = problem.substr(prefix.size());
        int id = -1;
        const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), id);
        if (error == std::errc() && end != digits.data() && id >= 0) {
            return TileOwner{kind, id};
        }
    }
    return std::nullopt;
}

ResolutionPanel::ResolutionPanel() : Panel(kTitle, PanelSlot::Right) {}

std::optional<ImVec2> ResolutionPanel::nodeCentre(int node) const {
    return node >= 0 ? centreOf(drawnRows(), static_cast<std::size_t>(node)) : std::nullopt;
}

std::optional<ImVec2> ResolutionPanel::problemCentre(std::size_t index) const {
    return problemRows_.centreOf(index);
}

std::optional<ImVec2> ResolutionPanel::controlCentre(Control control) const {
    return controls_.centreOf(control);
}

void ResolutionPanel::drawContent(EditorState& state) {
    shown_.clear();
    problemRows_.clear();
    controls_.clear();
    GenerationSession& session = state.generation();
    const GenerationRun* run = session.run();
    if (run == nullptr) {
        status_ = Status::NoRun;
        ImGui::TextColored(palette().dimText,
                           session.running() ? "Generating..." : "No run yet: generate one.");
        return;
    }
    const Resolution* resolution = session.cursor().resolution();
    if (resolution == nullptr) {
        status_ = Status::NoResolution;
        ImGui::PushTextWrapPos(0.0f);
        if (run->tileMap) {
            ImGui::TextColored(palette().dimText,
                               "%s digs a tile map directly: it has no slots for phase 2 to fill.",
                               run->generator.c_str());
        } else if (run->params.resolveDepth <= 0) {
            ImGui::TextColored(palette().dimText,
                               "Phase 2 is off: resolve depth is 0 (Generation panel), so rooms "
                               "and corridors stay slots.");
        } else {
            ImGui::TextColored(palette().dimText,
                               "The run stopped before phase 2, which resolves only a finished "
                               "layout.");
        }
        ImGui::PopTextWrapPos();
        return;
    }

    // Where phase 2 stands at the step.
    const std::size_t resolved = session.cursor().slotsResolvedAtStep();
    ImGui::TextColored(palette().dimText, "Phase 2: %zu of %zu slots resolved at this step, %zu %s",
                       resolved, run->slotEvents.size(), resolution->problems.size(),
                       resolution->problems.size() == 1 ? "problem" : "problems");
    if (!resolution->ok()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(palette().errorText, "The run failed in phase 2: %s",
                           resolution->failure.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::Separator();

    // Phase 2 resolves the finished layout, which numbers rooms its own way.
    if (const std::optional<TileOwner> selected = state.selection().selectedObjectAtEnd();
        selected &&
        (selected->kind == TileOwner::Kind::Room || selected->kind == TileOwner::Kind::Corridor)) {
        drawSelection(state, *resolution, *selected);
    } else {
        status_ = Status::NothingSelected;
        ImGui::TextColored(palette().dimText,
                           "Select a room or corridor in the viewport to see how phase 2 "
                           "filled it.");
    }
    drawProblems(state, *resolution);
}

void ResolutionPanel::drawSelection(EditorState& state, const Resolution& resolution,
                                    TileOwner object) {
    GenerationSession& session = state.generation();
    const std::optional<std::size_t> event = session.cursor().resolutionEventOf(object);
    const int root = rootOf(resolution, object);
    if (!event || !validNode(resolution, root)) {
        status_ = Status::Unresolved;
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(palette().dimText,
                           "%s has no resolution in this run: phase 2 resolves the rooms and "
                           "corridors of the finished layout.",
                           capitalised(objectName(object)).c_str());
        ImGui::PopTextWrapPos();
        return;
    }
    if (*event >= session.cursor().step()) {
        status_ = Status::NotYet;
        ImGui::PushTextWrapPos(0.0f);
        if (session.cursor().layoutIsFinal()) {
            ImGui::TextColored(palette().warningText,
                               "%s is not resolved yet at this step: phase 2 resolves it at step "
                               "%zu.",
                               capitalised(objectName(object)).c_str(), *event + 1);
        } else {
            // The layout is still changing: ids may yet be renumbered, so
            // the room phase 2 calls by this id may not be this one.
            ImGui::TextColored(palette().warningText,
                               "Phase 2 has not started at this step: it resolves the finished "
                               "layout, whose %s it resolves at step %zu.",
                               objectName(object).c_str(), *event + 1);
        }
        ImGui::PopTextWrapPos();
        const bool go = ImGui::Button("Go to that step");
        controls_.recordLastItem(Control::GoToStep);
        ui::tooltip("Move the timeline to just after " + objectName(object) + " is resolved");
        if (go) {
            session.cursor().pause();
            session.cursor().setStep(*event + 1);
        }
        return;
    }

    status_ = Status::Tree;
    const Catalogue& catalogue = *session.run()->catalogue;
    listNodes(catalogue, resolution, root, 0);
    ImGui::TextColored(palette().dimText, "Click a slot to outline its tiles in the viewport.");
    drawNode(state, catalogue, resolution, root, 0);
}

void ResolutionPanel::listNodes(const Catalogue& catalogue, const Resolution& resolution, int index,
                                int depth) {
    shown_.push_back({index, depth, nodeLabel(catalogue, resolution.node(index))});
    for (const int child : resolution.node(index).children) {
        if (validNode(resolution, child)) {
            listNodes(catalogue, resolution, child, depth + 1);
        }
    }
}

// Each node is a tree node that opens on its arrow (or a double click), so a
// single click is free to pick the node for the viewport; its details come
// first inside it, then its own slots.
void ResolutionPanel::drawNode(EditorState& state, const Catalogue& catalogue,
                               const Resolution& resolution, int index, int depth) {
    const ResolvedNode& node = resolution.node(index);
    const bool focused = state.selection().focusedNode() == index;
    ImGuiTreeNodeFlags flags = ImGuiTreeNodeFlags_DefaultOpen | ImGuiTreeNodeFlags_OpenOnArrow |
                               ImGuiTreeNodeFlags_OpenOnDoubleClick |
                               ImGuiTreeNodeFlags_SpanAvailWidth;
    if (focused) {
        flags |= ImGuiTreeNodeFlags_Selected;
    }
    if (node.generic) {
        ImGui::PushStyleColor(ImGuiCol_Text, palette().errorText);
    }
    const std::string label = nodeLabel(catalogue, node);
    const bool open = ImGui::TreeNodeEx(reinterpret_cast<void*>(static_cast<std::intptr_t>(index)),
                                        flags, "%s", label.c_str());
    if (node.generic) {
        ImGui::PopStyleColor();
    }
    recordRow(static_cast<std::size_t>(index));
    if (ImGui::IsItemClicked(ImGuiMouseButton_Left) && !ImGui::IsItemToggledOpen()) {
        state.selection().focusNode(focused ? std::nullopt : std::optional<int>(index));
    }
    ui::tooltip(focused ? "Click to stop outlining these tiles in the viewport"
                        : "Click to outline these tiles in the viewport");
    if (!open) {
        return;
    }
    drawNodeDetails(catalogue, node);
    for (const int child : node.children) {
        if (validNode(resolution, child)) {
            drawNode(state, catalogue, resolution, child, depth + 1);
        }
    }
    ImGui::TreePop();
}

// Kind, rotation and tiles on one line, the parameters on the next, both
// wrapped: a narrow panel still shows all of it.
void ResolutionPanel::drawNodeDetails(const Catalogue& /*catalogue*/, const ResolvedNode& node) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(palette().dimText, "%s, rotated %d, tiles (%d, %d) %d x %d",
                       std::string(toString(node.kind)).c_str(), node.rotation.degrees(),
                       node.rect.x, node.rect.y, node.rect.w, node.rect.h);
    std::string params;
    for (const auto& [name, value] : node.params) {
        params += (params.empty() ? "" : ", ") + name + " = " + describeValue(value);
    }
    if (!params.empty()) {
        ImGui::TextColored(palette().dimText, "%s", params.c_str());
    }
    if (!node.problem.empty()) {
        ImGui::TextColored(palette().errorText, "%s", node.problem.c_str());
    }
    ImGui::PopTextWrapPos();
}

void ResolutionPanel::drawProblems(EditorState& state, const Resolution& resolution) {
    ImGui::Spacing();
    const std::string header =
        "Problems (" + std::to_string(resolution.problems.size()) + ")###problems";
    if (!ImGui::CollapsingHeader(header.c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
        return;
    }
    ui::tooltip(
        "Slots nothing could fill, drawn generically; click one to select its room or corridor");
    if (resolution.problems.empty()) {
        ImGui::TextColored(palette().okText, "Every slot found a module.");
        return;
    }
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(resolution.problems.size()));
    while (clipper.Step()) {
        for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
            const auto index = static_cast<std::size_t>(row);
            const std::string& problem = resolution.problems[index];
            ImGui::PushID(row);
            ImGui::PushStyleColor(ImGuiCol_Text, palette().errorText);
            const bool clicked = ImGui::Selectable(problem.c_str());
            ImGui::PopStyleColor();
            problemRows_.recordLastItem(index);
            const std::optional<TileOwner> object = objectOfProblem(problem);
            if (clicked && object) {
                // The room first, since a new selection forgets the focused node.
                state.selection().selectObjectAtEnd(*object);
                for (std::size_t n = 0; n < resolution.nodes.size(); ++n) {
                    if (resolution.nodes[n].problem == problem) {
                        state.selection().focusNode(static_cast<int>(n));
                        break;
                    }
                }
            }
            if (object) {
                ui::tooltip("Select " + objectName(*object) + " and outline the slot");
            }
            ImGui::PopID();
        }
    }
}

}  // namespace easylink::ui
