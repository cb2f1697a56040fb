#include "panels/catalogue_panel.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "document/editor_state.hpp"
#include "document/problem_location.hpp"
#include "easylink/editing/catalogue_edit.hpp"
#include "easylink/geometry/port_geometry.hpp"
#include "shell/key_focus.hpp"
#include "shell/shortcuts.hpp"
#include "widgets/flow_layout.hpp"
#include "widgets/module_canvas.hpp"
#include "widgets/part_summary.hpp"
#include "widgets/table_column_fit.hpp"
#include "widgets/text_ellipsis.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

constexpr int kDefaultSide = 8;
constexpr float kTooltipPreviewSide = 128.0f;
constexpr float kProblemTooltipWidth = 420.0f;

/// The problems of each module: those whose pointer lies in /modules/N. A
/// copy, since a rename in the table validates the document again mid-frame.
std::vector<std::vector<Problem>> problemsPerModule(const CatalogueDocument& document) {
    std::vector<std::vector<Problem>> perModule(document.catalogue.modules.size());
    for (const Problem& problem : document.problems) {
        if (const auto index = moduleIndexOfPointer(problem.pointer);
            index && *index < perModule.size()) {
            perModule[*index].push_back(problem);
        }
    }
    return perModule;
}

bool anyError(const std::vector<Problem>& problems) {
    return std::any_of(problems.begin(), problems.end(),
                       [](const Problem& problem) { return problem.severity == Severity::Error; });
}

/// A module's size as the table shows it: "12x8", as module names say it.
std::string formatSize(Size2i size) {
    return std::to_string(size.w) + "x" + std::to_string(size.h);
}

/// A weight without trailing zeros: "1", "1.5", "0.25".
std::string formatWeight(double weight) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", weight);
    return text;
}

std::string kindName(ModuleKind kind) {
    return std::string(toString(kind));
}

/// What the Add menu says about each kind's default module.
const char* describeDefault(ModuleKind kind) {
    switch (kind) {
        case ModuleKind::Normal: return "a room with a door on each wall";
        case ModuleKind::FourWay: return "a crossing, doors W, E, N, S";
        case ModuleKind::TJunction: return "doors W, E and S";
        case ModuleKind::Bend: return "doors W and S";
        case ModuleKind::Through: return "doors W and E";
        case ModuleKind::DeadEnd: return "one door, S";
        case ModuleKind::Wall:
        case ModuleKind::Door:
        case ModuleKind::Corridor:
        case ModuleKind::Part: break;  // not offered: parts are written in the file for now
    }
    return "";
}

/// A door of widths 2 and 4 centred on the `dir` wall of a kDefaultSide
/// square module.
PortSpec centredDoor(Dir dir) {
    constexpr int kFar = 2 * (kDefaultSide - 1);  // the far wall, doubled
    constexpr int kMiddle = kDefaultSide - 1;     // (side - 1) / 2, doubled: ends in .5
    PortSpec port;
    port.pose.dir = dir;
    switch (dir) {
        case Dir::W: port.pose.centre = {0, kMiddle}; break;
        case Dir::E: port.pose.centre = {kFar, kMiddle}; break;
        case Dir::N: port.pose.centre = {kMiddle, 0}; break;
        case Dir::S: port.pose.centre = {kMiddle, kFar}; break;
    }
    port.widths = {2, 4};
    return port;
}

/// Draws `module` fitted into a square of `side` pixels at `min`: its
/// rectangle (or its pattern's tiles) and, on its walls, each door at its
/// widest width. A part that takes its slot's size has no shape of its own:
/// it shows the look phase 2 gives it, on a 3x3 stand-in.
void drawModulePreview(ImDrawList* drawList, ImVec2 min, float side, const ModuleTemplate& module) {
    const Size2i size = module.takesSlotSize() ? Size2i{3, 3} : module.size;
    if (size.w < 1 || size.h < 1 || size.w > kMaxModuleSide || size.h > kMaxModuleSide) {
        drawList->AddRect(min, {min.x + side, min.y + side}, palette().wall);
        return;
    }
    const float scale = side / static_cast<float>(std::max(size.w, size.h));
    const ImVec2 extent(scale * static_cast<float>(size.w), scale * static_cast<float>(size.h));
    const ImVec2 origin(std::floor(min.x + (side - extent.x) * 0.5f),
                        std::floor(min.y + (side - extent.y) * 0.5f));
    const ImVec2 far(origin.x + extent.x, origin.y + extent.y);
    const TileCanvas canvas{origin, scale};
    if (module.takesSlotSize()) {
        drawGenericPart(*drawList, canvas, module.kind, size);
        // Dashes along the top say "any size": the slot decides.
        for (float x = origin.x; x < far.x; x += 4.0f) {
            drawList->AddLine({x, origin.y}, {std::min(x + 2.0f, far.x), origin.y},
                              palette().outline);
        }
        return;
    }
    if (hasDrawablePattern(module)) {
        drawPatternTiles(*drawList, canvas, module);
    } else if (isPartKind(module.kind)) {
        drawGenericPart(*drawList, canvas, module.kind, size);
    } else {
        drawList->AddRectFilled(origin, far, palette().floor);
    }
    drawList->AddRect(origin, far, palette().wall);

    const Rect bounds{0, 0, size.w, size.h};
    const float thickness = std::max(2.0f, scale);
    for (const PortSpec& port : module.ports) {
        if (!hasPortShape(port.pose)) {
            continue;
        }
        const int width = std::clamp(port.widestWidth(), kMinPassageWidth, kMaxPassageWidth);
        const Rect door = doorTiles(port.pose, width - width % 2);
        if (!bounds.contains(door)) {
            continue;
        }
        ImVec2 a(origin.x + scale * static_cast<float>(door.left()),
                 origin.y + scale * static_cast<float>(door.top()));
        ImVec2 b(origin.x + scale * static_cast<float>(door.right()),
                 origin.y + scale * static_cast<float>(door.bottom()));
        // A tick on the wall's outer edge, thick enough to see at any scale.
        switch (port.pose.dir) {
            case Dir::W: b.x = a.x + thickness; break;
            case Dir::E: a.x = b.x - thickness; break;
            case Dir::N: b.y = a.y + thickness; break;
            case Dir::S: a.y = b.y - thickness; break;
        }
        drawList->AddRectFilled(a, b, portColour(port.pose.dir));
    }
}

// The module table's columns, with how much each is needed when the panel
// is too narrow for all (table_column_fit.hpp): the name and the problem
// marker always show; the ports go first, then the size (most names say it),
// the weight and the kind. The preview's tooltip says them all.
struct ModuleColumn {
    const char* label;
    int priority;
    ImGuiTableColumnFlags flags;
};
constexpr int kColumnCount = 6;
constexpr ModuleColumn kColumns[kColumnCount] = {
    {"Name", 0, ImGuiTableColumnFlags_WidthStretch | ImGuiTableColumnFlags_NoHide},
    {"Kind", 1, ImGuiTableColumnFlags_None},
    {"Size", 3, ImGuiTableColumnFlags_None},
    {"Weight", 2, ImGuiTableColumnFlags_None},
    {"Ports", 4, ImGuiTableColumnFlags_None},
    {"##problems", 0, ImGuiTableColumnFlags_None},
};

float textWidth(const std::string& text) {
    return ImGui::CalcTextSize(text.c_str(), nullptr, true).x;
}

std::string portCount(const ModuleTemplate& module) {
    // Parts have no ports; a variant has its base's.
    return isPartKind(module.kind) || module.isVariant() ? "-"
                                                         : std::to_string(module.ports.size());
}

std::string problemMarker(std::size_t count) {
    return "!" + std::to_string(count);
}

/// The widest cell of each column, over every module (not only those the
/// filters let through, so that columns do not come and go as one types).
std::vector<ColumnNeed> columnNeeds(const std::vector<ModuleTemplate>& modules,
                                    const std::vector<std::vector<Problem>>& problems,
                                    float rowHeight) {
    std::vector<ColumnNeed> needs;
    for (const ModuleColumn& column : kColumns) {
        needs.push_back({textWidth(column.label), column.priority});
    }
    const float preview = rowHeight - 2.0f + ImGui::GetStyle().ItemSpacing.x;
    for (std::size_t i = 0; i < modules.size(); ++i) {
        const ModuleTemplate& module = modules[i];
        const std::string name = module.name.empty() ? "(unnamed)" : module.name;
        const std::string cells[kColumnCount] = {
            name,
            std::string(toString(module.kind)),
            moduleSizeText(module),
            formatWeight(module.weight),
            portCount(module),
            problems[i].empty() ? std::string() : problemMarker(problems[i].size()),
        };
        for (int column = 0; column < kColumnCount; ++column) {
            const float width = textWidth(cells[column]) + (column == 0 ? preview : 0.0f);
            ColumnNeed& need = needs[static_cast<std::size_t>(column)];
            need.contentWidth = std::max(need.contentWidth, width);
        }
    }
    return needs;
}

bool itemRectHovered() {
    return ImGui::IsMouseHoveringRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax()) &&
           ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem);
}

}  // namespace

CataloguePanel::CataloguePanel() : Panel(kTitle, PanelSlot::Side) {}

void CataloguePanel::setFilterText(const char* text) {
    std::snprintf(filter_.InputBuf, sizeof filter_.InputBuf, "%s", text);
    filter_.Build();
}

ModuleTemplate CataloguePanel::defaultModule(ModuleKind kind) {
    ModuleTemplate module;
    module.kind = kind;
    module.size = {kDefaultSide, kDefaultSide};
    module.weight = 1.0;
    std::vector<Dir> doors;
    switch (kind) {
        case ModuleKind::Normal:
        case ModuleKind::FourWay: doors = {Dir::W, Dir::E, Dir::N, Dir::S}; break;
        case ModuleKind::TJunction: doors = {Dir::W, Dir::E, Dir::S}; break;
        case ModuleKind::Bend: doors = {Dir::W, Dir::S}; break;
        case ModuleKind::Through: doors = {Dir::W, Dir::E}; break;
        case ModuleKind::DeadEnd: doors = {Dir::S}; break;
        case ModuleKind::Wall:
        case ModuleKind::Door:
        case ModuleKind::Corridor:
        case ModuleKind::Part: break;  // parts have no ports
    }
    for (const Dir dir : doors) {
        module.ports.push_back(centredDoor(dir));
    }
    const std::string base = kind == ModuleKind::Normal ? "room" : kindName(kind);
    module.name = base + "_" + std::to_string(kDefaultSide) + "x" + std::to_string(kDefaultSide);
    return module;
}

std::optional<ImVec2> CataloguePanel::controlCentre(Control control) const {
    return controls_.centreOf(control);
}

std::optional<ImVec2> CataloguePanel::addItemCentre(ModuleKind kind) const {
    return addItems_.centreOf(kind);
}

std::optional<ImVec2> CataloguePanel::markerCentre(std::size_t index) const {
    return markers_.centreOf(index);
}

void CataloguePanel::drawContent(EditorState& state) {
    controls_.clear();
    addItems_.clear();
    markers_.clear();
    const CatalogueDocument* document = state.document().current();
    if (document == nullptr) {
        renaming_.reset();
        ImGui::TextColored(palette().dimText, "No catalogue is open.");
        ImGui::TextColored(palette().dimText, "Use File > Open catalogue...");
        return;
    }
    // An undo or another panel's edit may have changed the list under the
    // name being edited: the rename no longer knows what it renames.
    if (renaming_ && (renameWatch_.changed() || *renaming_ >= document->catalogue.modules.size())) {
        renaming_.reset();
    }

    const Catalogue& catalogue = document->catalogue;
    // The file's name, as the title bar says it: after Save As, the new one.
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(state.document().fileName().c_str());
    if (!document->path.empty()) {
        ui::tooltip(document->path.string().c_str());
    }
    ImGui::SameLine();
    ImGui::TextColored(palette().dimText, "%zu modules, macro %d", catalogue.modules.size(),
                       catalogue.macro);
    flow::sameLineIfFits(ImGui::CalcTextSize("Settings...").x +
                         ImGui::GetStyle().FramePadding.x * 2.0f);
    if (ImGui::SmallButton("Settings...")) {
        settingsDialog_.open(catalogue);
    }
    controls_.recordLastItem(Control::Settings);
    ui::tooltip("The catalogue's name, and its tile size and wall height for the level in 3D");
    if (state.document().currentIsShipped()) {
        ImGui::TextColored(palette().warningText, "%s", Document::kShippedNote);
    }

    drawToolbar(state);
    if (!message_.empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(palette().errorText, "%s", message_.c_str());
        ImGui::PopTextWrapPos();
    }
    drawFilters();
    readShortcuts(state);
    drawModuleTable(state);
    deleteDialog_.draw(state);
    takeDeleteAnswer(state);
    settingsDialog_.draw(state);
}

void CataloguePanel::drawToolbar(EditorState& state) {
    const Catalogue& catalogue = state.document().current()->catalogue;
    const std::optional<std::size_t> selection = state.selection().selectedModule();

    // A combo with no selection of its own reads as "Add" with an arrow.
    const float addWidth = ImGui::CalcTextSize("Add").x + ImGui::GetFrameHeight() +
                           ImGui::GetStyle().FramePadding.x * 2.0f;
    ImGui::SetNextItemWidth(addWidth);
    const ImVec2 addMin = ImGui::GetCursorScreenPos();
    const bool addOpen = ImGui::BeginCombo("##add", "Add", ImGuiComboFlags_HeightLargest);
    // With the menu open the last item is in the menu: the combo's place is
    // where it started.
    controls_.record(Control::Add,
                     {addMin, {addMin.x + addWidth, addMin.y + ImGui::GetFrameHeight()}});
    if (!addOpen) {
        ui::tooltip("Add a module of a kind, 8x8 with valid doors, at the end");
    }
    if (addOpen) {
        for (const ModuleKind kind : kRoomKinds) {
            const std::string name = kindName(kind);
            if (ImGui::Selectable(name.c_str())) {
                addModule(state, kind);
            }
            addItems_.recordLastItem(kind);
            ImGui::SameLine(ImGui::CalcTextSize("t_junction").x +
                            ImGui::GetStyle().ItemSpacing.x * 3.0f);
            ImGui::TextColored(palette().dimText, "%s", describeDefault(kind));
        }
        ImGui::EndCombo();
    }

    const auto button = [&](Control control, const char* label, bool enabled,
                            const std::string& tooltip) {
        ImGui::SameLine();
        ImGui::BeginDisabled(!enabled);
        bool pressed = false;
        if (control == Control::MoveUp || control == Control::MoveDown) {
            pressed =
                ImGui::ArrowButton(label, control == Control::MoveUp ? ImGuiDir_Up : ImGuiDir_Down);
        } else {
            pressed = ImGui::Button(label);
        }
        ImGui::EndDisabled();
        controls_.recordLastItem(control);
        ui::tooltip(tooltip.c_str());
        return pressed && enabled;
    };

    const bool any = selection.has_value() && *selection < catalogue.modules.size();
    const std::string selectedName = any ? catalogue.modules[*selection].name : std::string();
    if (button(Control::Duplicate, "Duplicate", any,
               any ? "Duplicate " + selectedName : "Select a module to duplicate")) {
        duplicateSelected(state);
    }
    if (button(Control::Delete, "Delete", any,
               any ? withShortcut("Delete " + selectedName, Shortcut::Delete)
                   : "Select a module to delete")) {
        deleteSelected(state);
    }
    if (button(Control::MoveUp, "##up", any && *selection > 0, "Move the module up the list")) {
        moveSelected(state, true);
    }
    if (button(Control::MoveDown, "##down", any && *selection + 1 < catalogue.modules.size(),
               "Move the module down the list")) {
        moveSelected(state, false);
    }
}

void CataloguePanel::drawFilters() {
    const float kindWidth = ImGui::CalcTextSize("t_junction").x + ImGui::GetFrameHeight() +
                            ImGui::GetStyle().FramePadding.x * 2.0f;
    // ImGuiTextFilter::Draw() has no hint, so its buffer is edited directly.
    ImGui::SetNextItemWidth(-(kindWidth + ImGui::GetStyle().ItemSpacing.x));
    if (ImGui::InputTextWithHint("##filter", "Search (e.g. hall,-bend)", filter_.InputBuf,
                                 sizeof filter_.InputBuf)) {
        filter_.Build();
    }
    controls_.recordLastItem(Control::Search);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(kindWidth);
    const std::string preview = kindFilter_ ? kindName(*kindFilter_) : "All kinds";
    const ImVec2 kindMin = ImGui::GetCursorScreenPos();
    controls_.record(Control::KindFilter,
                     {kindMin, {kindMin.x + kindWidth, kindMin.y + ImGui::GetFrameHeight()}});
    if (ImGui::BeginCombo("##kind", preview.c_str())) {
        if (ImGui::Selectable("All kinds", !kindFilter_.has_value())) {
            kindFilter_.reset();
        }
        for (const ModuleKind kind : kAllModuleKinds) {
            if (ImGui::Selectable(kindName(kind).c_str(), kindFilter_ == kind)) {
                kindFilter_ = kind;
            }
        }
        ImGui::EndCombo();
    }
}

void CataloguePanel::readShortcuts(EditorState& state) {
    // Keys belong to a text field being edited and to open menus; the panel
    // takes them only while it (or its table) has the focus.
    // Over another panel (the map), the keys are that panel's (key_focus.hpp).
    if (renaming_ ||
        ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel)) {
        return;
    }
    const std::optional<std::size_t> selection = state.selection().selectedModule();
    if (!selection || *selection >= state.document().current()->catalogue.modules.size()) {
        return;
    }
    if (shortcutPressed(Shortcut::Delete)) {
        deleteSelected(state);
    } else if (shortcutPressed(Shortcut::Rename)) {
        startRename(state, *selection);
    }
}

void CataloguePanel::drawModuleTable(EditorState& state) {
    const CatalogueDocument& document = *state.document().current();
    const std::vector<ModuleTemplate>& modules = document.catalogue.modules;

    std::vector<std::size_t> visible;
    for (std::size_t i = 0; i < modules.size(); ++i) {
        const std::string_view kind = toString(modules[i].kind);
        if (kindFilter_ && modules[i].kind != *kindFilter_) {
            continue;
        }
        if (filter_.PassFilter(modules[i].name.c_str()) ||
            filter_.PassFilter(kind.data(), kind.data() + kind.size())) {
            visible.push_back(i);
        }
    }
    if (visible.empty()) {
        ImGui::TextColored(palette().dimText, modules.empty()
                                                  ? "The catalogue has no modules: use Add."
                                                  : "No module matches the filters.");
        shownSelection_ = state.selection().selectedModule();
        return;
    }

    const std::vector<std::vector<Problem>> problems = problemsPerModule(document);
    const std::optional<std::size_t> selection = state.selection().selectedModule();
    const bool selectionMovedElsewhere = selection != shownSelection_;
    const float rowHeight = ImGui::GetFrameHeight();

    constexpr ImGuiTableFlags kTableFlags =
        ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
        ImGuiTableFlags_NoBordersInBodyUntilResize | ImGuiTableFlags_ScrollY |
        ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_Resizable | ImGuiTableFlags_Hideable;
    const std::vector<bool> shown = columnsThatFit(columnNeeds(modules, problems, rowHeight),
                                                   tableAvailableWidth(true), tableColumnPadding());
    if (ImGui::BeginTable("modules", kColumnCount, kTableFlags)) {
        ImGui::TableSetupScrollFreeze(0, 1);
        for (int column = 0; column < kColumnCount; ++column) {
            setupFittedColumn(kColumns[column].label, shown[static_cast<std::size_t>(column)],
                              kColumns[column].flags);
        }
        ImGui::TableHeadersRow();
        for (const std::size_t i : visible) {
            drawModuleRow(state, i, rowHeight, problems[i],
                          selection == i && selectionMovedElsewhere);
        }
        ImGui::EndTable();
    }
    shownSelection_ = state.selection().selectedModule();
}

void CataloguePanel::drawModuleRow(EditorState& state, std::size_t index, float rowHeight,
                                   const std::vector<Problem>& problems, bool scrollIntoView) {
    ImGui::TableNextRow(ImGuiTableRowFlags_None, rowHeight);
    ImGui::TableNextColumn();

    ImGui::PushID(static_cast<int>(index));
    drawNameCell(state, index, rowHeight, anyError(problems));
    recordRow(index);
    if (scrollIntoView) {
        ImGui::SetScrollHereY(0.5f);
    }

    // The row's own edits (a rename) may have changed the module; read it now.
    const ModuleTemplate& module = state.document().current()->catalogue.modules[index];
    const std::string_view kind = toString(module.kind);
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(kind.data(), kind.data() + kind.size());
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(moduleSizeText(module).c_str());
    if (module.takesSlotSize()) {
        ui::tooltip("A part without a size of its own takes the size of the slot it fills");
    }
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(formatWeight(module.weight).c_str());
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    if (const std::string ports = portCount(module); ports == "-") {
        ImGui::TextColored(palette().dimText, "-");
    } else {
        ImGui::TextUnformatted(ports.c_str());
    }
    ImGui::TableNextColumn();
    drawProblemMarker(state, index, problems);
    ImGui::PopID();
}

void CataloguePanel::drawNameCell(EditorState& state, std::size_t index, float rowHeight,
                                  bool hasErrors) {
    const ModuleTemplate& module = state.document().current()->catalogue.modules[index];

    // The preview, with a larger one in its tooltip.
    const float side = rowHeight - 2.0f;
    const ImVec2 previewMin = ImGui::GetCursorScreenPos();
    ImGui::Dummy({side, rowHeight});
    drawModulePreview(ImGui::GetWindowDrawList(), {previewMin.x, previewMin.y + 1.0f}, side,
                      module);
    if (itemRectHovered()) {
        ui::hoveredTooltip([&] {
            ImGui::Text("%s", module.name.c_str());
            ImGui::SameLine();
            if (const std::string note = partNote(module);
                isPartKind(module.kind) || module.isVariant()) {
                ImGui::TextColored(palette().dimText, "%s", note.c_str());
            } else {
                ImGui::TextColored(palette().dimText, "%s, %s, %zu ports, weight %s",
                                   kindName(module.kind).c_str(), formatSize(module.size).c_str(),
                                   module.ports.size(), formatWeight(module.weight).c_str());
            }
            const ImVec2 at = ImGui::GetCursorScreenPos();
            ImGui::Dummy({kTooltipPreviewSide, kTooltipPreviewSide});
            drawModulePreview(ImGui::GetWindowDrawList(), at, kTooltipPreviewSide, module);
        });
    }
    ImGui::SameLine();

    if (renaming_ == index) {
        drawRenameField(state);
        return;
    }
    if (hasErrors) {
        ImGui::PushStyleColor(ImGuiCol_Text, palette().errorText);
    }
    ImGui::PushStyleVar(ImGuiStyleVar_SelectableTextAlign, {0.0f, 0.5f});
    const std::string name = module.name.empty() ? "(unnamed)" : module.name;
    // The columns make room for the longest name; a panel narrower than
    // that ends the name in "..." and says it whole in the tooltip.
    const float room = ImGui::GetContentRegionAvail().x;
    const bool cut = needsEllipsis(name, room);
    const std::string label = cut ? ellipsized(name, room) + "###name" : name;
    if (ImGui::Selectable(
            label.c_str(), state.selection().selectedModule() == index,
            ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowDoubleClick,
            {0.0f, rowHeight})) {
        state.selection().selectModule(index);
        if (ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) {
            startRename(state, index);
        }
    }
    if (cut) {
        ui::tooltip(name);
    }
    ImGui::PopStyleVar();
    if (hasErrors) {
        ImGui::PopStyleColor();
    }
}

void CataloguePanel::drawRenameField(EditorState& state) {
    if (renameFocusRequested_) {
        ImGui::SetKeyboardFocusHere();
        renameFocusRequested_ = false;
    }
    ImGui::SetNextItemWidth(-FLT_MIN);
    const bool entered =
        ImGui::InputText("##rename", renameBuffer_.data(), renameBuffer_.size(),
                         ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll);
    ui::tooltip(std::string(shortcutLabel(Shortcut::Confirm)) + " renames, " +
                shortcutLabel(Shortcut::Cancel) + " cancels");
    if (shortcutPressed(Shortcut::Cancel)) {
        cancelRename();
        message_.clear();
    } else if (entered) {
        if (!commitRename(state)) {
            renameFocusRequested_ = true;  // stay in the field to fix the name
        }
    } else if (ImGui::IsItemDeactivated()) {
        // Clicked elsewhere: keep an acceptable name, drop any other.
        if (!commitRename(state)) {
            cancelRename();
        }
    }
}

void CataloguePanel::drawProblemMarker(EditorState& state, std::size_t index,
                                       const std::vector<Problem>& problems) {
    if (problems.empty()) {
        return;
    }
    const bool errors = anyError(problems);
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(errors ? palette().errorText : palette().warningText, "%s",
                       problemMarker(problems.size()).c_str());
    markers_.recordLastItem(index);
    if (!itemRectHovered()) {
        return;
    }
    // A click goes to the first problem: the module, and its port if it is a
    // port's (the module editor opens on it).
    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
        state.selection().selectModule(index);
        for (const Problem& problem : problems) {
            if (const auto port = portIndexOfPointer(problem.pointer)) {
                state.selection().focusPort(*port);
                break;
            }
        }
    }
    const std::string prefix = modulePointer(index);
    ui::hoveredTooltip([&] {
        ImGui::PushTextWrapPos(kProblemTooltipWidth);
        ImGui::Text("%zu %s in %s", problems.size(), problems.size() == 1 ? "problem" : "problems",
                    state.document().current()->catalogue.modules[index].name.c_str());
        for (const Problem& problem : problems) {
            std::string where =
                problem.pointer.substr(std::min(prefix.size(), problem.pointer.size()));
            if (!where.empty() && where.front() == '/') {
                where.erase(0, 1);
            }
            ImGui::Bullet();
            ImGui::TextColored(severityColour(problem.severity), "%s%s%s", where.c_str(),
                               where.empty() ? "" : ": ", problem.message.c_str());
        }
        ImGui::TextColored(palette().dimText,
                           "Click to go to the first problem (a port's opens the module "
                           "editor on it); the Problems panel has the full list.");
        ImGui::PopTextWrapPos();
    });
}

void CataloguePanel::addModule(EditorState& state, ModuleKind kind) {
    const Catalogue& catalogue = state.document().current()->catalogue;
    ModuleTemplate module = defaultModule(kind);
    module.name = unusedModuleName(catalogue, module.name);
    std::string label = "add " + module.name;
    const std::size_t at = catalogue.modules.size();
    message_.clear();
    if (state.document().performEdit(
            std::make_unique<InsertModule>(at, std::move(module), std::move(label)))) {
        // A new module is there to be shaped: it opens in the Module Editor.
        state.selection().selectModule(at);
        state.session().requestPanel("Module Editor");
    }
}

void CataloguePanel::duplicateSelected(EditorState& state) {
    const Catalogue& catalogue = state.document().current()->catalogue;
    const std::optional<std::size_t> selection = state.selection().selectedModule();
    if (!selection || *selection >= catalogue.modules.size()) {
        return;
    }
    ModuleTemplate copy = catalogue.modules[*selection];
    std::string label = "duplicate " + copy.name;
    copy.name = unusedModuleName(catalogue, copy.name.empty() ? "module" : copy.name);
    message_.clear();
    state.document().performEdit(
        std::make_unique<InsertModule>(*selection + 1, std::move(copy), std::move(label)));
}

void CataloguePanel::deleteSelected(EditorState& state) {
    const Catalogue& catalogue = state.document().current()->catalogue;
    const std::optional<std::size_t> selection = state.selection().selectedModule();
    if (!selection || *selection >= catalogue.modules.size()) {
        return;
    }
    const std::size_t index = *selection;
    message_.clear();
    renaming_.reset();
    // Variants have no shape of their own: without their base they are
    // broken, so they go with it, once the designer has seen their names.
    const std::vector<std::size_t> variants = catalogue.variantsOf(index);
    if (variants.empty()) {
        deleteModules(state, index, {});
        return;
    }
    std::string names;
    for (std::size_t i = 0; i < variants.size(); ++i) {
        names += (i == 0                     ? ""
                  : i + 1 == variants.size() ? " and "
                                             : ", ") +
                 catalogue.modules[variants[i]].name;
    }
    const std::string& name = catalogue.modules[index].name;
    pendingDelete_ = PendingDelete{index, variants};
    deleteWatch_.restart(state.notices(), {Change::Catalogue});
    deleteDialog_.ask(
        (variants.size() == 1 ? names + " is a variant of " + name + " and is deleted with it."
                              : names + " are variants of " + name + " and are deleted with it.") +
            "\nDelete " + name + " and its " + std::to_string(variants.size()) +
            (variants.size() == 1 ? " variant" : " variants") +
            "? Edit > Undo brings all of them back in one step.",
        {"Delete " + std::to_string(variants.size() + 1), "Cancel"});
}

void CataloguePanel::takeDeleteAnswer(EditorState& state) {
    const std::optional<std::size_t> answer = deleteDialog_.takeAnswer();
    if (!answer || !pendingDelete_) {
        return;
    }
    const PendingDelete pending = *std::exchange(pendingDelete_, std::nullopt);
    // An edit while the question was open (an undo) may have moved the
    // modules: the answer no longer knows what it deletes.
    if (*answer != 0 || state.document().current() == nullptr || deleteWatch_.changed()) {
        return;
    }
    deleteModules(state, pending.index, pending.variants);
}

void CataloguePanel::deleteModules(EditorState& state, std::size_t index,
                                   const std::vector<std::size_t>& variants) {
    const Catalogue& catalogue = state.document().current()->catalogue;
    if (variants.empty()) {
        state.document().performEdit(
            std::make_unique<RemoveModule>(index, catalogue.modules[index]));
    } else {
        // From the last index down, so each removal leaves the indices of
        // those still to remove as they were.
        std::vector<std::size_t> doomed = variants;
        doomed.push_back(index);
        std::sort(doomed.rbegin(), doomed.rend());
        std::vector<std::unique_ptr<CatalogueEdit>> edits;
        for (const std::size_t at : doomed) {
            edits.push_back(std::make_unique<RemoveModule>(at, catalogue.modules[at]));
        }
        const std::string label = "delete " + catalogue.modules[index].name + " and " +
                                  std::to_string(variants.size()) +
                                  (variants.size() == 1 ? " variant" : " variants");
        state.document().performEdit(std::make_unique<EditGroup>(std::move(edits), label));
    }
    // The module that took its place, or the new last one.
    const std::size_t before = static_cast<std::size_t>(std::count_if(
        variants.begin(), variants.end(), [&](std::size_t at) { return at < index; }));
    const std::size_t remaining = state.document().current()->catalogue.modules.size();
    if (remaining > 0) {
        state.selection().selectModule(std::min(index - before, remaining - 1));
    }
}

void CataloguePanel::moveSelected(EditorState& state, bool up) {
    const Catalogue& catalogue = state.document().current()->catalogue;
    const std::optional<std::size_t> selection = state.selection().selectedModule();
    if (!selection || *selection >= catalogue.modules.size() || (up && *selection == 0) ||
        (!up && *selection + 1 >= catalogue.modules.size())) {
        return;
    }
    const std::size_t from = *selection;
    const std::size_t to = up ? from - 1 : from + 1;
    message_.clear();
    state.document().performEdit(
        std::make_unique<MoveModule>(from, to, catalogue.modules[from].name));
}

void CataloguePanel::startRename(EditorState& state, std::size_t index) {
    const std::string& name = state.document().current()->catalogue.modules[index].name;
    renameBuffer_.fill('\0');
    std::snprintf(renameBuffer_.data(), renameBuffer_.size(), "%s", name.c_str());
    renaming_ = index;
    renameFocusRequested_ = true;
    renameWatch_.restart(state.notices(), {Change::Catalogue});
    message_.clear();
}

bool CataloguePanel::commitRename(EditorState& state) {
    if (!renaming_) {
        return false;
    }
    const Catalogue& catalogue = state.document().current()->catalogue;
    const std::size_t index = *renaming_;
    const std::string oldName = catalogue.modules[index].name;
    const std::string newName = renameBuffer_.data();
    if (newName == oldName) {
        renaming_.reset();
        message_.clear();
        return true;
    }
    if (newName.find_first_not_of(" \t") == std::string::npos) {
        message_ = "A module needs a name; \"" + oldName + "\" is kept.";
        return false;
    }
    if (std::any_of(newName.begin(), newName.end(),
                    [](unsigned char c) { return c < 0x20 || c == 0x7f; })) {
        message_ = "A name cannot contain control characters.";
        return false;
    }
    for (std::size_t i = 0; i < catalogue.modules.size(); ++i) {
        if (i != index && catalogue.modules[i].name == newName) {
            message_ = "\"" + newName + "\" is already the name of module " + std::to_string(i) +
                       "; names must be unique.";
            return false;
        }
    }
    renaming_.reset();
    message_.clear();
    state.document().renameModule(index, newName);
    return true;
}

}  // namespace easylink::ui
