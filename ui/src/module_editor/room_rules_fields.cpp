#include "module_editor/room_rules_fields.hpp"

#include <algorithm>
#include <initializer_list>
#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "module_editor/edit_session.hpp"
#include "module_editor/widgets.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui::module_editor {
namespace {

constexpr int kMaxRuleCount = 10000;  // the validator's range for min_count and max_count
constexpr int kMaxFarRooms = 1000;
constexpr int kDefaultFarRooms = 3;

/// The label of a row, with the controls starting at the same place on every row.
void rowLabel(const char* text) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(text);
    ImGui::SameLine(ImGui::GetFontSize() * 6.0f);
}

/// The document's problems about the selected module's rule keys `keys`
/// ("min_count", "place/far_from"), under the field they concern.
void drawRuleProblems(const EditorState& state, std::initializer_list<const char*> keys) {
    const CatalogueDocument* document = state.document().current();
    const std::optional<std::size_t> module = state.selection().selectedModule();
    if (document == nullptr || !module) {
        return;
    }
    const std::string prefix = modulePointer(*module) + "/";
    ImGui::PushTextWrapPos(0.0f);
    for (const Problem& problem : document->problems) {
        for (const char* key : keys) {
            if (problem.pointer == prefix + key) {
                ImGui::TextColored(severityColour(problem.severity), "%s", problem.message.c_str());
            }
        }
    }
    ImGui::PopTextWrapPos();
}

const char* placeName(RoomRules::Place place) {
    switch (place) {
        case RoomRules::Place::Anywhere: return "anywhere";
        case RoomRules::Place::First: return "first";
        case RoomRules::Place::Last: return "last";
        case RoomRules::Place::FarFrom: return "far from";
    }
    return "";
}

constexpr RoomRules::Place kPlaces[] = {RoomRules::Place::Anywhere, RoomRules::Place::First,
                                        RoomRules::Place::Last, RoomRules::Place::FarFrom};

/// The room modules another module's rules can name, by catalogue index:
/// those that take rules themselves (the ones a layout places by step 1),
/// `module` left out.
std::vector<std::size_t> namableModules(const Catalogue& catalogue, const ModuleTemplate& module) {
    std::vector<std::size_t> found;
    for (std::size_t i = 0; i < catalogue.modules.size(); ++i) {
        if (takesRoomRules(catalogue.modules[i]) && catalogue.modules[i].name != module.name) {
            found.push_back(i);
        }
    }
    return found;
}

/// A list of room modules: the entry chosen (kNoModuleOption for the
/// "none" entry when `noneLabel` is given), or nullopt.
std::optional<std::size_t> moduleCombo(const char* id, const Catalogue& catalogue,
                                       const ModuleTemplate& module, const std::string& current,
                                       const char* noneLabel, DrawnItems& options) {
    const bool missing = !current.empty() && catalogue.find(current) == nullptr;
    const std::string preview = current.empty() ? std::string(noneLabel ? noneLabel : "") : current;
    std::optional<std::size_t> chosen;
    if (missing) {
        ImGui::PushStyleColor(ImGuiCol_Text, palette().errorText);
    }
    const bool open = ImGui::BeginCombo(id, preview.c_str());
    if (missing) {
        ImGui::PopStyleColor();
    }
    if (open) {
        if (noneLabel != nullptr) {
            if (ImGui::Selectable(noneLabel, current.empty())) {
                chosen = kNoModuleOption;
            }
            options.recordLastItem(kNoModuleOption);
        }
        for (std::size_t i : namableModules(catalogue, module)) {
            const std::string& name = catalogue.modules[i].name;
            ImGui::PushID(static_cast<int>(i));
            if (ImGui::Selectable(name.c_str(), name == current)) {
                chosen = i;
            }
            ImGui::PopID();
            options.recordLastItem(i);
            if (name == current) {
                ImGui::SetItemDefaultFocus();
            }
        }
        ImGui::EndCombo();
    }
    return chosen;
}

/// A rule that names another room module (requires_neighbor, locked_by):
/// its row, its list, and how its edits are named.
struct ModuleRule {
    const char* label;               // the row's
    const char* id;                  // the list's ImGui id
    const char* key;                 // the rule's key in the file: its problems
    const char* none;                // the list's entry for no module
    Control control;                 // the list, for tests and walkthroughs
    const char* help;                // the list's tooltip
    std::string RoomRules::*member;  // the module's name, or empty
    /// The edit's name in the history for `module` naming `chosen` (empty:
    /// none any more).
    std::string (*editName)(const std::string& module, const std::string& chosen);
};

const ModuleRule kNeighbourRule{
    "Neighbour",
    "##requires_neighbor",
    "requires_neighbor",
    "(none)",
    Control::RequiresNeighbor,
    "requires_neighbor: every room of this module has a room of the chosen module directly "
    "linked to it or one corridor away; the generator attaches one when it is missing. Only "
    "normal and dead_end modules can be chosen.",
    &RoomRules::requiresNeighbor,
    [](const std::string& module, const std::string& chosen) {
        return chosen.empty() ? "drop the neighbour " + module + " requires"
                              : "require " + chosen + " beside " + module;
    }};

const ModuleRule kLockRule{
    "Locked by",
    "##locked_by",
    "locked_by",
    "(not locked)",
    Control::LockedBy,
    "locked_by: every door of this module's rooms is locked, and opens once the player has "
    "entered a room of the chosen key module; the generator attaches key rooms where the walk "
    "from the entrance reaches them first. The catalogue then needs one entrance (place "
    "first). See docs/locks.md.",
    &RoomRules::lockedBy,
    [](const std::string& module, const std::string& chosen) {
        return chosen.empty() ? "unlock " + module : "lock " + module + " with key " + chosen;
    }};

/// The row of `rule` for `module`; a choice is one edit.
void drawModuleRule(EditorState& state, const ModuleTemplate& module, const ModuleRule& rule,
                    DrawnControls& controls, DrawnItems& options) {
    const Catalogue& catalogue = state.document().current()->catalogue;
    const std::string& current = module.rules.*rule.member;
    rowLabel(rule.label);
    ImGui::SetNextItemWidth(-1.0f);
    const std::optional<std::size_t> chosen =
        moduleCombo(rule.id, catalogue, module, current, rule.none, options);
    controls.recordLastItem(rule.control);
    tooltip(rule.help);
    if (chosen) {
        const std::string name =
            *chosen == kNoModuleOption ? std::string() : catalogue.modules[*chosen].name;
        if (name != current) {
            editSelectedModule(
                state, rule.editName(module.name, name),
                [name, member = rule.member](ModuleTemplate& m) { m.rules.*member = name; });
        }
    }
    drawRuleProblems(state, {rule.key});
}

}  // namespace

bool takesRoomRules(const ModuleTemplate& module) {
    return (module.kind == ModuleKind::Normal || module.kind == ModuleKind::DeadEnd) &&
           !module.isVariant();
}

void RoomRulesFields::stopEditing() {
    minCount_.editing = false;
    maxCount_.editing = false;
    farRooms_.editing = false;
}

bool RoomRulesFields::numberField(const char* id, NumberEdit& edit, int current, int min, int max) {
    if (!edit.editing) {
        edit.value = current;
    }
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 4.0f);
    ImGui::InputInt(id, &edit.value, 0, 0);
    edit.editing = ImGui::IsItemActive();
    if (!ImGui::IsItemDeactivatedAfterEdit()) {
        return false;
    }
    edit.value = std::clamp(edit.value, min, max);
    return edit.value != current;
}

void RoomRulesFields::draw(EditorState& state, const ModuleTemplate& module,
                           DrawnControls& controls, DrawnItems& options) {
    if (!takesRoomRules(module)) {
        if (!module.rules.any()) {
            return;
        }
        // Rules the module cannot keep (its kind changed, or it is a
        // variant): the validator reports them; offer to drop them.
        heading("Room rules");
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(palette().warningText,
                           "This module has room rules, but only normal and dead_end room "
                           "modules that are not variants can have them.");
        ImGui::PopTextWrapPos();
        if (ImGui::Button("Clear room rules")) {
            editSelectedModule(state, "clear room rules of " + module.name,
                               [](ModuleTemplate& m) { m.rules = RoomRules{}; });
        }
        controls.recordLastItem(Control::ClearRules);
        tooltip(
            "Remove min_count, max_count, max_exits, requires_neighbor, place and locked_by "
            "from this module.");
        return;
    }
    heading("Room rules");
    ImGui::PushID("room rules");
    drawCounts(state, module, controls);
    if (const ModuleTemplate* current = state.selection().selectedTemplate()) {
        drawMaxExits(state, *current, controls);
    }
    if (const ModuleTemplate* current = state.selection().selectedTemplate()) {
        drawModuleRule(state, *current, kNeighbourRule, controls, options);
    }
    if (const ModuleTemplate* current = state.selection().selectedTemplate()) {
        drawPlace(state, *current, controls, options);
    }
    if (const ModuleTemplate* current = state.selection().selectedTemplate()) {
        drawModuleRule(state, *current, kLockRule, controls, options);
    }
    ImGui::PopID();
}

void RoomRulesFields::drawCounts(EditorState& state, const ModuleTemplate& module,
                                 DrawnControls& controls) {
    const RoomRules& rules = module.rules;
    rowLabel("Min count");
    if (numberField("##min_count", minCount_, rules.minCount, 0, kMaxRuleCount)) {
        const int count = minCount_.value;
        editSelectedModule(state,
                           "set min_count of " + module.name + " to " + std::to_string(count),
                           [count](ModuleTemplate& m) { m.rules.minCount = count; });
    }
    controls.recordLastItem(Control::MinCount);
    tooltip(withApplyKey(
        "min_count: every layout has at least this many rooms of this module (0 to 10000). "
        "The generator places them before the random rooms, or attaches them afterwards, "
        "and restarts when it cannot."));
    drawRuleProblems(state, {"min_count"});

    const ModuleTemplate* current = state.selection().selectedTemplate();
    if (current == nullptr) {
        return;
    }
    const std::optional<int> maxCount = current->rules.maxCount;
    rowLabel("Max count");
    bool limited = maxCount.has_value();
    if (ImGui::Checkbox("##max_count_on", &limited)) {
        const int initial = std::max(current->rules.minCount, 1);
        editSelectedModule(state,
                           limited ? "limit " + current->name + " to " + std::to_string(initial) +
                                         (initial == 1 ? " room" : " rooms")
                                   : "lift max_count of " + current->name,
                           [limited, initial](ModuleTemplate& m) {
                               m.rules.maxCount =
                                   limited ? std::optional<int>(initial) : std::nullopt;
                           });
    }
    controls.recordLastItem(Control::MaxCountOn);
    tooltip("Tick to cap how many rooms of this module a layout may have; untick for no cap.");
    ImGui::SameLine();
    current = state.selection().selectedTemplate();
    if (current == nullptr) {
        return;
    }
    if (!current->rules.maxCount) {
        ImGui::TextDisabled("no cap");
        tooltip("Any number of rooms of this module; tick to set a cap.");
    } else {
        if (numberField("##max_count", maxCount_, *current->rules.maxCount, 0, kMaxRuleCount)) {
            const int count = maxCount_.value;
            editSelectedModule(state,
                               "set max_count of " + current->name + " to " + std::to_string(count),
                               [count](ModuleTemplate& m) { m.rules.maxCount = count; });
        }
        controls.recordLastItem(Control::MaxCount);
        tooltip(withApplyKey(
            "max_count: at most this many rooms of this module in a layout (0 to 10000, not "
            "below min_count); no step places another once it is reached, and 0 keeps the "
            "module out."));
    }
    drawRuleProblems(state, {"max_count"});
}

void RoomRulesFields::drawMaxExits(EditorState& state, const ModuleTemplate& module,
                                   DrawnControls& controls) {
    const int ports = static_cast<int>(module.ports.size());
    rowLabel("Max exits");
    bool limited = module.rules.maxExits.has_value();
    ImGui::BeginDisabled(ports < 1 && !limited);
    if (ImGui::Checkbox("##max_exits_on", &limited)) {
        const int initial = std::max(ports, 1);
        editSelectedModule(state,
                           limited ? "limit " + module.name + " to " + std::to_string(initial) +
                                         (initial == 1 ? " exit" : " exits")
                                   : "lift max_exits of " + module.name,
                           [limited, initial](ModuleTemplate& m) {
                               m.rules.maxExits =
                                   limited ? std::optional<int>(initial) : std::nullopt;
                           });
    }
    ImGui::EndDisabled();
    controls.recordLastItem(Control::MaxExitsOn);
    tooltip(
        "Tick to cap how many of this module's ports may be in use; untick to let every "
        "port link.");
    ImGui::SameLine();
    const ModuleTemplate* current = state.selection().selectedTemplate();
    if (current == nullptr) {
        return;
    }
    if (!current->rules.maxExits) {
        ImGui::TextDisabled("every port");
        tooltip("Every port of a room of this module may link; tick to set a cap.");
    } else {
        int exits = *current->rules.maxExits;
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
        const bool changed = ImGui::SliderInt("##max_exits", &exits, 1, std::max(ports, 1), "%d",
                                              ImGuiSliderFlags_AlwaysClamp);
        if (ImGui::IsItemActivated()) {
            exitsGesture_ = state.document().newGesture();
        }
        controls.recordLastItem(Control::MaxExits);
        const std::string help = "max_exits: at most this many of the module's " +
                                 std::to_string(ports) + " ports in use (1 to " +
                                 std::to_string(ports) +
                                 "); once a room of it has that many links, the growers treat "
                                 "its other ports as shut. Drag to change, Ctrl+click to type.";
        tooltip(help.c_str());
        if (changed && current->rules.maxExits != exits) {
            editSelectedModule(
                state, "set max_exits of " + current->name,
                [exits](ModuleTemplate& m) { m.rules.maxExits = exits; }, exitsGesture_);
        }
        if (ImGui::IsItemDeactivated()) {
            state.document().closeGesture();
        }
    }
    drawRuleProblems(state, {"max_exits"});
}

void RoomRulesFields::drawPlace(EditorState& state, const ModuleTemplate& module,
                                DrawnControls& controls, DrawnItems& options) {
    const RoomRules& rules = module.rules;
    rowLabel("Place");
    ImGui::SetNextItemWidth(-1.0f);
    std::optional<RoomRules::Place> chosen;
    if (ImGui::BeginCombo("##place", placeName(rules.place))) {
        for (const RoomRules::Place place : kPlaces) {
            if (ImGui::Selectable(placeName(place), place == rules.place)) {
                chosen = place;
            }
            options.recordLastItem(static_cast<std::size_t>(place));
        }
        ImGui::EndCombo();
    }
    controls.recordLastItem(Control::Place);
    tooltip(
        "place: anywhere (no rule); first: placed before anything else, like an entrance; "
        "last: placed after everything else, like an exit; far from: at least a number of "
        "rooms from every room of another module in the room graph (each direct link or "
        "corridor is a step). A module placed first, last or far from appears at least once.");
    if (chosen && *chosen != rules.place) {
        const RoomRules::Place place = *chosen;
        // Far from needs a module and a distance to mean anything: start
        // from the first module it can name and a few rooms.
        const std::vector<std::size_t> namable =
            namableModules(state.document().current()->catalogue, module);
        const std::string farFrom =
            !rules.farFrom.empty() ? rules.farFrom
            : namable.empty()      ? std::string()
                              : state.document().current()->catalogue.modules[namable.front()].name;
        const int farRooms = rules.farRooms > 0 ? rules.farRooms : kDefaultFarRooms;
        editSelectedModule(state, "place " + module.name + " " + placeName(place),
                           [place, farFrom, farRooms](ModuleTemplate& m) {
                               m.rules.place = place;
                               m.rules.farFrom =
                                   place == RoomRules::Place::FarFrom ? farFrom : std::string();
                               m.rules.farRooms = place == RoomRules::Place::FarFrom ? farRooms : 0;
                           });
    }
    drawRuleProblems(state, {"place"});
    if (const ModuleTemplate* current = state.selection().selectedTemplate();
        current != nullptr && current->rules.place == RoomRules::Place::FarFrom) {
        drawFarFrom(state, *current, controls, options);
    }
}

void RoomRulesFields::drawFarFrom(EditorState& state, const ModuleTemplate& module,
                                  DrawnControls& controls, DrawnItems& options) {
    const Catalogue& catalogue = state.document().current()->catalogue;
    rowLabel("  from");
    ImGui::SetNextItemWidth(-1.0f);
    const std::optional<std::size_t> chosen =
        moduleCombo("##far_from", catalogue, module, module.rules.farFrom, nullptr, options);
    controls.recordLastItem(Control::FarFrom);
    tooltip(
        "The module whose rooms this one keeps away from: every room of this module is at "
        "least the number of rooms below from each of them.");
    if (chosen && *chosen != kNoModuleOption &&
        catalogue.modules[*chosen].name != module.rules.farFrom) {
        const std::string name = catalogue.modules[*chosen].name;
        editSelectedModule(state, "keep " + module.name + " away from " + name,
                           [name](ModuleTemplate& m) { m.rules.farFrom = name; });
    }
    drawRuleProblems(state, {"place/far_from"});

    const ModuleTemplate* current = state.selection().selectedTemplate();
    if (current == nullptr) {
        return;
    }
    rowLabel("  rooms");
    if (numberField("##far_rooms", farRooms_, current->rules.farRooms, 1, kMaxFarRooms)) {
        const int rooms = farRooms_.value;
        editSelectedModule(state,
                           "keep " + current->name + " " + std::to_string(rooms) +
                               (rooms == 1 ? " room" : " rooms") + " from " +
                               current->rules.farFrom,
                           [rooms](ModuleTemplate& m) { m.rules.farRooms = rooms; });
    }
    controls.recordLastItem(Control::FarRooms);
    tooltip(withApplyKey(
        "The least distance, in rooms of the room graph (1 to 1000): each direct link or "
        "corridor is one step, and junctions count as rooms."));
    drawRuleProblems(state, {"place/rooms"});
}

}  // namespace easylink::ui::module_editor
