#include "module_editor/module_header.hpp"

#include <cmath>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "easylink/editing/port_placement.hpp"
#include "module_editor/widgets.hpp"
#include "widgets/flow_layout.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui::module_editor {
namespace {

// The header's field widths, in font sizes.
constexpr float kKindWidth = 7.5f;
constexpr float kSizeWidth = 3.2f;
constexpr float kWeightWidth = 4.5f;
constexpr const char* kSlotSizeText = "its slot's";

}  // namespace

void ModuleHeader::draw(EditorState& state, const ModuleTemplate& module, EditSession& session,
                        DrawnControls& controls, DrawnKinds& kindOptions) {
    // The name and three labelled groups, each starting a new row when the
    // panel is too narrow for it to follow on this one.
    const float font = ImGui::GetFontSize();
    const auto labelled = [](const char* label, float field) {
        return flow::textWidth(label) + 4.0f + field;
    };
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(module.name.c_str());
    flow::sameLineIfFits(labelled("Kind", font * kKindWidth));
    drawKindCombo(state, module, controls, kindOptions);
    if (const ModuleTemplate* current = state.selection().selectedTemplate()) {
        flow::sameLineIfFits(
            current->takesSlotSize()
                ? labelled("Size", flow::textWidth(kSlotSizeText))
                : labelled("Size", font * kSizeWidth * 2.0f + flow::textWidth("x") + 8.0f));
        drawSizeFields(state, *current, session, controls);
    }
    if (const ModuleTemplate* current = state.selection().selectedTemplate()) {
        flow::sameLineIfFits(labelled("Weight", font * kWeightWidth));
        drawWeightField(state, *current, controls);
    }
    if (const ModuleTemplate* current = state.selection().selectedTemplate()) {
        drawNameSuggestion(state, *current, controls);
    }
}

void ModuleHeader::drawNameSuggestion(EditorState& state, const ModuleTemplate& module,
                                      DrawnControls& controls) {
    // Offered for the module just resized while it keeps its name.
    if (suggestedName_.empty() || module.name != suggestedFor_) {
        suggestedName_.clear();
        return;
    }
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(palette().dimText, "Its name still gives the old size.");
    ImGui::SameLine();
    const std::string label = "Rename to " + suggestedName_;
    const bool rename = ImGui::SmallButton(label.c_str());
    controls.recordLastItem(Control::RenameToSize);
    tooltip(
        "Renames the module and every name that refers to it (variants, rules, regions) "
        "in one undo step");
    ImGui::SameLine();
    const bool keep = ImGui::SmallButton("Keep the name");
    tooltip("Leave the name as it is");
    if (rename) {
        const std::optional<std::size_t> index = state.selection().selectedModule();
        if (index) {
            state.document().renameModule(*index, suggestedName_);
        }
    }
    if (rename || keep) {
        suggestedName_.clear();
    }
}

void ModuleHeader::drawKindCombo(EditorState& state, const ModuleTemplate& module,
                                 DrawnControls& controls, DrawnKinds& kindOptions) {
    inlineLabel("Kind");
    const std::string current(toString(module.kind));
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * kKindWidth);
    std::optional<ModuleKind> chosen;
    // Rooms change into rooms and parts into parts: the two have different
    // shapes (ports or none), so crossing over is a new module, not an edit.
    static constexpr ModuleKind kPartKinds[] = {ModuleKind::Wall, ModuleKind::Door,
                                                ModuleKind::Corridor, ModuleKind::Part};
    const bool part = isPartKind(module.kind);
    std::vector<ModuleKind> kinds(kRoomKinds.begin(), kRoomKinds.end());
    if (part) {
        kinds.assign(std::begin(kPartKinds), std::end(kPartKinds));
    }
    if (ImGui::BeginCombo("##kind", current.c_str())) {
        for (const ModuleKind kind : kinds) {
            const std::string name(toString(kind));
            if (ImGui::Selectable(name.c_str(), kind == module.kind)) {
                chosen = kind;
            }
            kindOptions.recordLastItem(kind);
            if (kind == module.kind) {
                ImGui::SetItemDefaultFocus();
            }
        }
        ImGui::EndCombo();
    }
    controls.recordLastItem(Control::Kind);
    tooltip(part ? "What the part fills in phase 2: a wall the wall slot of a port, a door the "
                   "door slots of walls, a corridor the layout's corridors, a part any slot "
                   "that asks for one."
                 : "What the module is for: normal rooms make the dungeon; four_way, "
                   "t_junction, bend and through join corridors and have fixed port shapes; a "
                   "dead_end has one port.");
    if (chosen && *chosen != module.kind) {
        const ModuleKind kind = *chosen;
        editSelectedModule(state, "make " + module.name + " a " + std::string(toString(kind)),
                           [kind](ModuleTemplate& m) { m.kind = kind; });
    }
}

void ModuleHeader::drawSizeFields(EditorState& state, const ModuleTemplate& module,
                                  EditSession& session, DrawnControls& controls) {
    if (module.takesSlotSize()) {
        // 0 x 0 is no size to type over: the slot decides it.
        inlineLabel("Size");
        ImGui::TextColored(palette().dimText, "%s", kSlotSizeText);
        tooltip("This part has no size of its own: it takes the size of the slot it fills.");
        return;
    }
    const int current[2] = {module.size.w, module.size.h};
    bool commit = false;
    inlineLabel("Size");
    for (int k = 0; k < 2; ++k) {
        if (!sizeEditing_[k]) {
            sizeEdit_[k] = current[k];
        }
        if (k == 1) {
            ImGui::SameLine(0.0f, 4.0f);
            ImGui::TextUnformatted("x");
            ImGui::SameLine(0.0f, 4.0f);
        }
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * kSizeWidth);
        ImGui::InputInt(k == 0 ? "##width" : "##height", &sizeEdit_[k], 0, 0);
        sizeEditing_[k] = ImGui::IsItemActive();
        commit = commit || ImGui::IsItemDeactivatedAfterEdit();
        controls.recordLastItem(k == 0 ? Control::Width : Control::Height);
        tooltip(withApplyKey(k == 0 ? "Width in tiles (west to east), from 3 to 1024; ports on "
                                      "the east wall move with it."
                                    : "Height in tiles (north to south), from 3 to 1024; ports "
                                      "on the south wall move with it."));
    }
    if (commit) {
        applySize(state, module, {sizeEdit_[0], sizeEdit_[1]}, session);
    }
}

void ModuleHeader::applySize(EditorState& state, const ModuleTemplate& module, Size2i size,
                             EditSession& session) {
    const int minSide = module.ports.empty() ? 1 : 3;
    const std::string current = std::to_string(module.size.w) + "x" + std::to_string(module.size.h);
    if (size.w < minSide || size.h < minSide || size.w > kMaxModuleSide ||
        size.h > kMaxModuleSide) {
        session.message = std::to_string(size.w) + " x " + std::to_string(size.h) +
                          " is not a size this module can have: sides are from " +
                          std::to_string(minSide) + " to " + std::to_string(kMaxModuleSide) +
                          " tiles" +
                          (minSide == 3 ? " (a module with ports is at least 3x3)" : "") +
                          "; it stays " + current + ".";
        sizeEdit_[0] = module.size.w;
        sizeEdit_[1] = module.size.h;
        return;
    }
    session.message.clear();
    if (size == module.size) {
        return;
    }
    // Read before the edit, which may move the module it refers to. A
    // module resized again while the offer stands still carries the size of
    // the first resize in its name: the offer follows from that one.
    const bool offerStands = !suggestedName_.empty() && suggestedFor_ == module.name;
    const Size2i named = offerStands ? namedSize_ : module.size;
    const std::optional<std::string> renamed =
        size == named ? std::nullopt : nameWithSize(module.name, named, size);
    const std::string oldName = module.name;
    editSelectedModule(
        state,
        "resize " + module.name + " to " + std::to_string(size.w) + "x" + std::to_string(size.h),
        [size](ModuleTemplate& m) { resizeModule(m, size); });
    suggestedName_.clear();
    if (renamed && state.document().current() != nullptr) {
        suggestedName_ = unusedModuleName(state.document().current()->catalogue, *renamed);
        suggestedFor_ = oldName;
        namedSize_ = named;
    }
}

void ModuleHeader::drawWeightField(EditorState& state, const ModuleTemplate& module,
                                   DrawnControls& controls) {
    inlineLabel("Weight");
    double weight = module.weight;
    const double minWeight = 0.0;
    const double maxWeight = kMaxWeight;
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * kWeightWidth);
    const bool changed =
        ImGui::DragScalar("##weight", ImGuiDataType_Double, &weight, 0.02f, &minWeight, &maxWeight,
                          "%g", ImGuiSliderFlags_AlwaysClamp);
    if (ImGui::IsItemActivated()) {
        weightGesture_ = state.document().newGesture();
    }
    controls.recordLastItem(Control::Weight);
    tooltip(
        "How often the generator draws this module, relative to the others; 0 never draws "
        "it. Drag to change, double-click to type.");
    if (changed && std::isfinite(weight) && weight != module.weight) {
        editSelectedModule(
            state, "set weight of " + module.name,
            [weight](ModuleTemplate& m) { m.weight = weight; }, weightGesture_);
    }
    if (ImGui::IsItemDeactivated()) {
        state.document().closeGesture();
    }
}

}  // namespace easylink::ui::module_editor
