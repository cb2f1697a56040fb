#include "panels/regions_panel.hpp"

#include <imgui_stdlib.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <limits>
#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "easylink/catalogue/catalogue.hpp"
#include "easylink/layout/regions.hpp"
#include "session/generation_session.hpp"
#include "shell/shortcuts.hpp"
#include "widgets/flow_layout.hpp"
#include "widgets/table_column_fit.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

constexpr ImGuiTableFlags kListTable =
    ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV;
constexpr ImGuiTableFlags kFieldTable = ImGuiTableFlags_SizingStretchProp;

std::string formatDensity(double density) {
    char text[16];
    std::snprintf(text, sizeof text, "%.2f", density);
    return text;
}

/// "rect 10, 0, 40 x 80".
std::string formatRect(const Rect& rect) {
    return std::to_string(rect.x) + ", " + std::to_string(rect.y) + "  " + std::to_string(rect.w) +
           " x " + std::to_string(rect.h);
}

/// The modules a region may be limited to: the catalogue's normal and
/// dead_end rooms that phase 1 places (variants and parts are not).
std::vector<std::string> roomModules(const EditorState& state) {
    std::vector<std::string> names;
    if (const CatalogueDocument* document = state.document().current()) {
        for (const ModuleTemplate& module : document->catalogue.modules) {
            if ((module.kind == ModuleKind::Normal || module.kind == ModuleKind::DeadEnd) &&
                !module.isVariant()) {
                names.push_back(module.name);
            }
        }
    }
    return names;
}

/// True when `pointer` is `prefix` or lies below it.
bool pointsInto(const std::string& pointer, const std::string& prefix) {
    return pointer.compare(0, prefix.size(), prefix) == 0 &&
           (pointer.size() == prefix.size() || pointer[prefix.size()] == '/');
}

/// A label cell of the selected region's fields, then the value cell.
void fieldLabel(const char* label) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label);
    ImGui::TableNextColumn();
}

/// The region list's columns, with how much each is needed when the panel
/// is too narrow for all (table_column_fit.hpp): the index, the name and
/// asked / got always show; the rect goes first, then the rule, then the
/// density, and the index's tooltip says them.
struct RegionColumn {
    const char* label;
    int priority;
};
constexpr RegionColumn kRegionColumns[] = {{"#", 0},       {"name", 0}, {"rect", 3},
                                           {"density", 1}, {"rule", 2}, {"asked / got", 0}};
constexpr std::size_t kRegionColumnCount = std::size(kRegionColumns);
using RegionCells = std::array<std::string, kRegionColumnCount>;

/// The text of each cell of region `index`'s row.
RegionCells regionCells(const EasylinkParams& params, std::size_t index,
                        const std::vector<double>& achieved) {
    const Region& region = params.regions[index];
    const std::string asked =
        region.blocked ? "-" : formatDensity(askedDensity(region, params.roomDensity));
    const std::string got = index < achieved.size() ? formatDensity(achieved[index]) : "-";
    return {
        std::to_string(index),
        region.name.empty() ? "(unnamed)" : region.name,
        formatRect(region.rect),
        region.density ? formatDensity(*region.density) : "room_density",
        region.blocked   ? "blocked"
        : region.modules ? std::to_string(region.modules->size()) +
                               (region.modules->size() == 1 ? " module" : " modules")
                         : "-",
        asked + " / " + got,
    };
}

/// The row's cells after the index, each in the colour that says what it is.
void drawRegionCells(const Region& region, const RegionCells& row) {
    if (ImGui::TableNextColumn()) {
        if (region.name.empty()) {
            ImGui::TextColored(palette().dimText, "%s", row[1].c_str());
        } else {
            ImGui::TextUnformatted(row[1].c_str());
        }
    }
    if (ImGui::TableNextColumn()) {
        ImGui::TextUnformatted(row[2].c_str());
    }
    if (ImGui::TableNextColumn()) {
        if (region.density) {
            ImGui::TextUnformatted(row[3].c_str());
        } else {
            ImGui::TextColored(palette().dimText, "%s", row[3].c_str());
        }
    }
    if (ImGui::TableNextColumn()) {
        if (region.blocked) {
            ImGui::TextColored(palette().errorText, "%s", row[4].c_str());
        } else if (region.modules) {
            ImGui::TextUnformatted(row[4].c_str());
        } else {
            ImGui::TextColored(palette().dimText, "%s", row[4].c_str());
        }
    }
    if (ImGui::TableNextColumn()) {
        ImGui::TextUnformatted(row[5].c_str());
        ui::tooltip(
            "Asked: the region's own density, or room_density without one (blocked: no "
            "rooms). Got: the area of the normal and dead_end rooms whose centre lies in the "
            "region, over its area, on the layout on show (at the timeline's step).");
    }
}

}  // namespace

RegionsPanel::RegionsPanel() : Panel(kTitle, PanelSlot::Side, /*openByDefault=*/false) {}

std::optional<ControlBox> RegionsPanel::controlRect(Control control) const {
    return controls_.boxOf(control);
}

std::optional<ImVec2> RegionsPanel::controlCentre(Control control) const {
    return controls_.centreOf(control);
}

std::optional<ImVec2> RegionsPanel::moduleCentre(std::string_view name) const {
    if (const std::optional<ControlBox> box = moduleTicks_.boxOf(name)) {
        // The tick box itself, at the start of the item.
        return ImVec2(box->min.x + (box->max.y - box->min.y) * 0.5f, box->centre().y);
    }
    return std::nullopt;
}

void RegionsPanel::trackGesture(EditorState& state) {
    if (ImGui::IsItemActivated()) {
        gesture_ = state.document().newGesture();
    }
}

void RegionsPanel::endGesture(EditorState& state) {
    if (ImGui::IsItemDeactivated()) {
        state.document().closeGesture();
    }
}

void RegionsPanel::drawContent(EditorState& state) {
    controls_.clear();
    moduleTicks_.clear();
    rowLabels_.clear();
    GenerationSession& session = state.generation();
    if (!session.settings().takesRegions()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(palette().dimText,
                           "Regions are parameters of the easylink generator; the %s generator "
                           "has none. Choose easylink in the Generation panel to edit them.",
                           session.settings().generator().c_str());
        ImGui::PopTextWrapPos();
        return;
    }
    readShortcuts(state);
    drawToolbar(state);
    if (!state.document().paramNotes().empty()) {
        ImGui::PushTextWrapPos(0.0f);
        for (const std::string& note : state.document().paramNotes()) {
            ImGui::TextColored(palette().warningText, "%s", note.c_str());
        }
        ImGui::PopTextWrapPos();
    }
    const std::vector<double> achieved = densities_.of(session);
    drawList(state, achieved);
    if (const std::optional<std::size_t> selected = state.selection().selectedRegion()) {
        ImGui::Separator();
        drawSelected(state, *selected);
    } else if (!session.settings().params().regions.empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(palette().dimText,
                           "Select a region to edit it, here or on the viewport in region mode.");
        ImGui::PopTextWrapPos();
    }
}

void RegionsPanel::readShortcuts(EditorState& state) {
    // Delete removes the selected region while this panel has the keys
    // (key_focus.hpp) and no text field the keyboard.
    if (const std::optional<std::size_t> selected = state.selection().selectedRegion();
        selected && shortcutPressed(Shortcut::Delete)) {
        deleteRegion(state, *selected);
    }
}

void RegionsPanel::drawToolbar(EditorState& state) {
    const EasylinkParams& params = state.generation().settings().params();
    const std::optional<std::size_t> selected = state.selection().selectedRegion();
    const bool full = params.regions.size() >= static_cast<std::size_t>(kMaxRegions);
    ImGui::BeginDisabled(full);
    if (ImGui::Button("Add")) {
        addRegion(state);
    }
    ImGui::EndDisabled();
    controls_.recordLastItem(Control::Add);
    tooltip(full ? "The parameters hold at most 256 regions"
                 : "Add a region over the middle of the map, last in the list (so it applies "
                   "where it overlaps the others); or draw one on the viewport in region mode");
    ImGui::SameLine();
    ImGui::BeginDisabled(!selected);
    if (ImGui::Button("Delete")) {
        deleteRegion(state, *selected);
    }
    controls_.recordLastItem(Control::Delete);
    tooltip(withShortcut("Delete the selected region", Shortcut::Delete));
    ImGui::SameLine();
    ImGui::BeginDisabled(!selected || *selected == 0);
    if (ImGui::ArrowButton("up", ImGuiDir_Up)) {
        moveRegion(state, *selected, true);
    }
    controls_.recordLastItem(Control::MoveUp);
    tooltip(
        "Move the selected region up the list: earlier regions give way to later ones "
        "where they overlap");
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!selected || *selected + 1 >= params.regions.size());
    if (ImGui::ArrowButton("down", ImGuiDir_Down)) {
        moveRegion(state, *selected, false);
    }
    controls_.recordLastItem(Control::MoveDown);
    tooltip(
        "Move the selected region down the list: the last region holding a room's centre "
        "is the one that applies to the room");
    ImGui::EndDisabled();
    ImGui::EndDisabled();
    const std::string editLabel = withShortcut("Edit on the map", Shortcut::RegionMode);
    flow::sameLineIfFits(flow::checkboxWidth(editLabel.c_str()));
    bool regionMode = state.session().regionMode();
    if (ImGui::Checkbox((editLabel + "###regionMode").c_str(), &regionMode)) {
        state.session().setRegionMode(regionMode);
    }
    controls_.recordLastItem(Control::RegionMode);
    tooltip(std::string("Region mode: on the viewport, drag on the map to draw a region, drag a "
                        "region to move it, drag its edge or corner to resize it, ") +
            shortcutLabel(Shortcut::Delete) + " removes the selected one");
}

void RegionsPanel::drawList(EditorState& state, const std::vector<double>& achieved) {
    const EasylinkParams& params = state.generation().settings().params();
    if (params.regions.empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(palette().dimText, "%s",
                           withShortcut("No regions: room_density applies to the whole map. Add "
                                        "one, or draw one on the viewport in region mode",
                                        Shortcut::RegionMode)
                               .append(".")
                               .c_str());
        ImGui::PopTextWrapPos();
        return;
    }
    // Every cell's text first, so that the columns can be fitted to the
    // panel (table_column_fit.hpp).
    std::vector<RegionCells> cells;
    std::vector<ColumnNeed> needs;
    for (const RegionColumn& column : kRegionColumns) {
        needs.push_back({ImGui::CalcTextSize(column.label).x, column.priority});
    }
    const float swatch = ImGui::GetTextLineHeight() + ImGui::GetStyle().ItemSpacing.x;
    for (std::size_t i = 0; i < params.regions.size(); ++i) {
        RegionCells row = regionCells(params, i, achieved);
        for (std::size_t column = 0; column < kRegionColumnCount; ++column) {
            needs[column].contentWidth =
                std::max(needs[column].contentWidth, ImGui::CalcTextSize(row[column].c_str()).x +
                                                         (column == 0 ? swatch : 0.0f));
        }
        cells.push_back(std::move(row));
    }
    const std::vector<bool> shown =
        columnsThatFit(needs, tableAvailableWidth(false), tableColumnPadding());

    constexpr ImGuiTableFlags kFittedListTable =
        ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV;
    if (!ImGui::BeginTable("regions", static_cast<int>(kRegionColumnCount), kFittedListTable)) {
        return;
    }
    for (std::size_t column = 0; column < kRegionColumnCount; ++column) {
        setupFittedColumn(kRegionColumns[column].label, shown[column]);
    }
    ImGui::TableHeadersRow();
    const std::optional<std::size_t> selected = state.selection().selectedRegion();
    for (std::size_t i = 0; i < params.regions.size(); ++i) {
        const Region& region = params.regions[i];
        const RegionCells& row = cells[i];
        const std::optional<double> got =
            i < achieved.size() ? std::optional<double>(achieved[i]) : std::nullopt;
        rowLabels_.push_back(regionLabel(params.regions, i, params.roomDensity, got));
        ImGui::PushID(static_cast<int>(i));
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        // The colour the viewport tints the region with, then its index;
        // the row is one selectable across every column.
        const ImVec2 corner = ImGui::GetCursorScreenPos();
        const float side = ImGui::GetTextLineHeight();
        ImGui::GetWindowDrawList()->AddRectFilled(corner, {corner.x + side, corner.y + side},
                                                  regionColour(i, 255), 2.0f);
        ImGui::Dummy({side, side});
        ImGui::SameLine();
        if (ImGui::Selectable(
                row[0].c_str(), selected == i,
                ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowItemOverlap)) {
            state.selection().selectRegion(selected == i ? std::nullopt
                                                         : std::optional<std::size_t>(i));
        }
        recordRow(i);
        std::string about = describeRegion(params.regions, static_cast<int>(i));
        for (std::size_t column = 2; column < kRegionColumnCount; ++column) {
            if (!shown[column]) {
                about += std::string(", ") + kRegionColumns[column].label + " " + row[column];
            }
        }
        ui::tooltip(about + "; click to select it, here and on the viewport");
        drawRegionCells(region, row);
        ImGui::PopID();
    }
    ImGui::EndTable();
}

void RegionsPanel::drawSelected(EditorState& state, std::size_t index) {
    const EasylinkParams& params = state.generation().settings().params();
    const Region region = params.regions[index];
    ImGui::Text("Region %zu", index);
    char where[64];
    std::snprintf(where, sizeof(where), "(in tiles, inside the %dx%d map)", params.width,
                  params.height);
    flow::sameLineIfFits(flow::textWidth(where));
    ImGui::TextColored(palette().dimText, "%s", where);
    if (!ImGui::BeginTable("region_fields", 2, kFieldTable)) {
        return;
    }
    const std::string name = describeRegion(params.regions, static_cast<int>(index));
    drawNameField(state, index, region, name);
    drawRectFields(state, index, region, name);
    drawDensityField(state, index, region, name);
    drawBlockedField(state, index, region, name);
    ImGui::EndTable();

    drawModules(state, index);
    drawProblems(state, index);
}

void RegionsPanel::drawNameField(EditorState& state, std::size_t index, const Region& region,
                                 const std::string& name) {
    fieldLabel("name");
    std::string text = region.name;
    ImGui::SetNextItemWidth(-std::numeric_limits<float>::min());
    const bool renamed = ImGui::InputTextWithHint("##name", "optional", &text);
    trackGesture(state);
    if (renamed) {
        editRegion(
            state, index, "rename " + name + " to " + text, [&](Region& r) { r.name = text; },
            gesture_);
    }
    endGesture(state);
    controls_.recordLastItem(Control::Name);
    tooltip("The region's name, for labels, messages and the layout file (optional)");
}

void RegionsPanel::drawRectFields(EditorState& state, std::size_t index, const Region& region,
                                  const std::string& name) {
    const int width = state.generation().settings().params().width;
    const int height = state.generation().settings().params().height;
    // x, y, w, h: each kept inside the map, the size at least one tile.
    struct RectField {
        const char* label;
        Control control;
        int Rect::*member;
        const char* help;
    };
    static constexpr RectField kRectFields[] = {
        {"x", Control::X, &Rect::x, "The region's left column, from 0"},
        {"y", Control::Y, &Rect::y, "The region's top row, from 0"},
        {"w", Control::Width, &Rect::w, "The region's width in tiles, at least 1"},
        {"h", Control::Height, &Rect::h, "The region's height in tiles, at least 1"},
    };
    for (const RectField& field : kRectFields) {
        fieldLabel(field.label);
        int value = region.rect.*(field.member);
        ImGui::SetNextItemWidth(-std::numeric_limits<float>::min());
        const bool changed = ImGui::InputInt((std::string("##") + field.label).c_str(), &value);
        trackGesture(state);
        if (changed) {
            Rect rect = region.rect;
            rect.*(field.member) = value;
            if (field.member == &Rect::x || field.member == &Rect::y) {
                const int span = field.member == &Rect::x ? width : height;
                const int size = field.member == &Rect::x ? rect.w : rect.h;
                rect.*(field.member) = std::clamp(value, 0, std::max(span - size, 0));
            } else {
                const int span = field.member == &Rect::w ? width - rect.x : height - rect.y;
                rect.*(field.member) = std::clamp(value, 1, std::max(span, 1));
            }
            if (rect != region.rect) {
                editRegion(
                    state, index, "set the rect of " + name + " to " + formatRect(rect),
                    [rect](Region& r) { r.rect = rect; }, gesture_);
            }
        }
        endGesture(state);
        controls_.recordLastItem(field.control);
        tooltip(field.help);
    }
}

void RegionsPanel::drawDensityField(EditorState& state, std::size_t index, const Region& region,
                                    const std::string& name) {
    const EasylinkParams& params = state.generation().settings().params();
    fieldLabel("density");
    bool own = region.density.has_value();
    if (ImGui::Checkbox("##has_density", &own)) {
        const double start = params.roomDensity;
        editRegion(
            state, index,
            own ? "give " + name + " a density of its own" : "let " + name + " use room_density",
            [&](Region& r) {
                r.density =
                    own ? std::optional<double>(std::min(start, kMaxRegionDensity)) : std::nullopt;
            });
    }
    controls_.recordLastItem(Control::HasDensity);
    tooltip(
        "Ticked: the region asks for a room density of its own (0 to 0.9; 0 keeps normal and "
        "dead_end rooms out of it). Unticked: room_density applies.");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-std::numeric_limits<float>::min());
    if (region.density) {
        double density = *region.density;
        const bool changed = ImGui::InputDouble("##density", &density, 0.05, 0.1, "%.2f");
        trackGesture(state);
        if (changed && std::isfinite(density)) {
            density = std::clamp(density, 0.0, kMaxRegionDensity);
            editRegion(
                state, index, "set the density of " + name + " to " + formatDensity(density),
                [density](Region& r) { r.density = density; }, gesture_);
        }
        endGesture(state);
        controls_.recordLastItem(Control::Density);
        tooltip(
            "The fraction of the region's area covered by normal and dead_end rooms that "
            "step 1 aims at; later steps never push it past this + 0.05");
    } else {
        ImGui::AlignTextToFramePadding();
        ImGui::TextColored(palette().dimText, "room_density (%s)",
                           formatDensity(params.roomDensity).c_str());
    }
}

void RegionsPanel::drawBlockedField(EditorState& state, std::size_t index, const Region& region,
                                    const std::string& name) {
    fieldLabel("blocked");
    bool blocked = region.blocked;
    if (ImGui::Checkbox("##blocked", &blocked)) {
        editRegion(state, index, (blocked ? "block " : "unblock ") + name,
                   [blocked](Region& r) { r.blocked = blocked; });
    }
    controls_.recordLastItem(Control::Blocked);
    tooltip(
        "Blocked: no room, corridor or junction occupies any tile of the region; it wins "
        "over every other region");
}

void RegionsPanel::drawModules(EditorState& state, std::size_t index) {
    // A copy: an edit below replaces the parameters it would point into.
    const Region region = state.generation().settings().params().regions[index];
    const std::string name =
        describeRegion(state.generation().settings().params().regions, static_cast<int>(index));
    const std::vector<std::string> rooms = roomModules(state);
    bool limited = region.modules.has_value();
    ImGui::BeginDisabled(!limited && rooms.empty());
    if (ImGui::Checkbox("Only these modules", &limited)) {
        editRegion(
            state, index,
            limited ? "limit " + name + " to chosen modules" : "let " + name + " draw every module",
            [&](Region& r) {
                // Ticked with every room module, so nothing changes
                // until one is unticked.
                r.modules = limited ? std::optional<std::vector<std::string>>(rooms) : std::nullopt;
            });
    }
    ImGui::EndDisabled();
    controls_.recordLastItem(Control::HasModules);
    tooltip(
        "Ticked: only the ticked normal and dead_end modules are drawn for rooms whose "
        "centre lies in the region (junctions are not affected). Unticked: every module.");
    if (!region.modules) {
        return;
    }
    // The catalogue's room modules, then names the list holds that the
    // catalogue lacks (shown so that they can be unticked).
    std::vector<std::string> shown = rooms;
    for (const std::string& module : *region.modules) {
        if (std::find(shown.begin(), shown.end(), module) == shown.end()) {
            shown.push_back(module);
        }
    }
    ImGui::Indent();
    for (const std::string& module : shown) {
        const std::vector<std::string>& list = *region.modules;
        bool ticked = std::find(list.begin(), list.end(), module) != list.end();
        const bool known = std::find(rooms.begin(), rooms.end(), module) != rooms.end();
        // The list may not be empty: its last module stays ticked.
        ImGui::BeginDisabled(ticked && list.size() == 1);
        if (!known) {
            ImGui::PushStyleColor(ImGuiCol_Text, palette().errorText);
        }
        if (ImGui::Checkbox(module.c_str(), &ticked)) {
            editRegion(state, index, (ticked ? "allow " : "forbid ") + module + " in " + name,
                       [&](Region& r) {
                           if (ticked) {
                               r.modules->push_back(module);
                           } else {
                               std::erase(*r.modules, module);
                           }
                       });
        }
        if (!known) {
            ImGui::PopStyleColor();
        }
        ImGui::EndDisabled();
        moduleTicks_.recordLastItem(module);
        ui::tooltip(known ? (ticked && list.size() == 1
                                 ? "The region's only module (untick \"Only these modules\" to "
                                   "allow every one)"
                                 : "Tick to let rooms of this module go in the region")
                          : "Not a normal or dead_end room module of the catalogue: untick it, or "
                            "generation is refused");
    }
    ImGui::Unindent();
}

void RegionsPanel::drawProblems(const EditorState& state, std::size_t index) {
    const EasylinkParams& params = state.generation().settings().params();
    std::vector<Problem> problems = validateParams(params);
    if (const CatalogueDocument* document = state.document().current()) {
        const std::vector<Problem> more = validateParamsFor(params, document->catalogue);
        problems.insert(problems.end(), more.begin(), more.end());
    }
    const std::string prefix = "/regions/" + std::to_string(index);
    ImGui::PushTextWrapPos(0.0f);
    for (const Problem& problem : problems) {
        if (pointsInto(problem.pointer, prefix) || problem.pointer == "/regions") {
            ImGui::TextColored(palette().errorText, "%s: %s", problem.pointer.c_str(),
                               problem.message.c_str());
        }
    }
    ImGui::PopTextWrapPos();
}

void RegionsPanel::editRegion(EditorState& state, std::size_t index, std::string label,
                              const std::function<void(Region&)>& change, GestureId gesture) {
    EasylinkParams after = state.generation().settings().params();
    if (index >= after.regions.size()) {
        return;
    }
    change(after.regions[index]);
    state.document().editParams(after, std::move(label), gesture);
}

void RegionsPanel::addRegion(EditorState& state) {
    EasylinkParams after = state.generation().settings().params();
    if (after.regions.size() >= static_cast<std::size_t>(kMaxRegions)) {
        return;
    }
    Region region;
    region.rect = {after.width / 4, after.height / 4, std::max(after.width / 4, 1),
                   std::max(after.height / 4, 1)};
    const std::size_t index = after.regions.size();
    after.regions.push_back(region);
    state.document().editParams(after, "add region " + std::to_string(index));
    state.selection().selectRegion(index);
}

void RegionsPanel::deleteRegion(EditorState& state, std::size_t index) {
    EasylinkParams after = state.generation().settings().params();
    if (index >= after.regions.size()) {
        return;
    }
    const std::string label = "delete " + describeRegion(after.regions, static_cast<int>(index));
    after.regions.erase(after.regions.begin() + static_cast<std::ptrdiff_t>(index));
    state.document().editParams(after, label);
    // The region that took its place, or the new last one.
    state.selection().selectRegion(after.regions.empty() ? std::nullopt
                                                         : std::optional<std::size_t>(std::min(
                                                               index, after.regions.size() - 1)));
}

void RegionsPanel::moveRegion(EditorState& state, std::size_t index, bool up) {
    EasylinkParams after = state.generation().settings().params();
    if (index >= after.regions.size() || (up && index == 0) ||
        (!up && index + 1 >= after.regions.size())) {
        return;
    }
    const std::size_t to = up ? index - 1 : index + 1;
    const std::string label =
        "move " + describeRegion(after.regions, static_cast<int>(index)) + (up ? " up" : " down");
    std::swap(after.regions[index], after.regions[to]);
    state.document().editParams(after, label);
    state.selection().selectRegion(to);
}

}  // namespace easylink::ui
