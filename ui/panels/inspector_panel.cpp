#include "panels/inspector_panel.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "document/editor_state.hpp"
#include "easylink/export/png_export.hpp"
#include "easylink/layout/locks.hpp"
#include "render/grid_renderer.hpp"
#include "viewport/component_colours.hpp"
#include "widgets/numbering.hpp"
#include "widgets/table_column_fit.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

std::string objectName(TileOwner object) {
    return (object.kind == TileOwner::Kind::Corridor ? "corridor " : "room ") +
           std::to_string(object.id);
}

bool exists(const Layout& layout, TileOwner object) {
    switch (object.kind) {
        case TileOwner::Kind::Room: return layout.room(object.id) != nullptr;
        case TileOwner::Kind::Corridor: return layout.corridor(object.id) != nullptr;
        default: return false;
    }
}

TileOwner ownerOf(const EventObject& object) {
    return {object.kind == EventObject::Kind::Corridor ? TileOwner::Kind::Corridor
                                                       : TileOwner::Kind::Room,
            object.id};
}

std::string text(std::string_view view) {
    return std::string(view);
}

std::string joined(const std::vector<int>& values) {
    std::string out;
    for (const int value : values) {
        out += (out.empty() ? "" : ", ") + std::to_string(value);
    }
    return out.empty() ? "-" : out;
}

/// A label that looks like text and selects `target` when clicked.
bool linkTo(EditorState& state, const std::string& label, TileOwner target) {
    const ImVec2 size = ImGui::CalcTextSize(label.c_str());
    const bool clicked = ImGui::Selectable(label.c_str(), false, ImGuiSelectableFlags_None, size);
    ui::tooltip("Select " + objectName(target));
    if (clicked) {
        state.selection().selectObject(target);
    }
    return clicked;
}

/// The rooms of the module named `name`, by id.
std::vector<RoomId> roomsNamed(const Layout& layout, const std::string& name) {
    std::vector<RoomId> rooms;
    for (RoomId id : layout.roomIds()) {
        if (layout.catalogue()
                .modules[static_cast<std::size_t>(layout.room(id)->templateIndex)]
                .name == name) {
            rooms.push_back(id);
        }
    }
    return rooms;
}

/// A row of links to `rooms` (the first few), or `none` when there are none.
void roomLinksRow(EditorState& state, const char* key, const std::string& lead,
                  const std::vector<RoomId>& rooms, const char* none) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextColored(palette().dimText, "%s", key);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(lead.c_str());
    if (rooms.empty()) {
        ImGui::SameLine();
        ImGui::TextColored(palette().dimText, "%s", none);
    }
    constexpr std::size_t kShown = 4;
    for (std::size_t i = 0; i < rooms.size() && i < kShown; ++i) {
        ImGui::SameLine();
        linkTo(state, "room " + std::to_string(rooms[i]), {TileOwner::Kind::Room, rooms[i]});
    }
    if (rooms.size() > kShown) {
        ImGui::SameLine();
        ImGui::Text("and %zu more", rooms.size() - kShown);
    }
}

/// Section 11 for a room: the key that opens it and where that key lies,
/// and the locks its own key opens.
void lockFields(EditorState& state, const Layout& layout, const ModuleTemplate& module) {
    if (!layout.catalogue().usesLocks()) {
        return;
    }
    if (!module.rules.lockedBy.empty()) {
        roomLinksRow(state, "locked by", "key " + module.rules.lockedBy + " in",
                     roomsNamed(layout, module.rules.lockedBy), "no room: the lock never opens");
        ui::tooltip(
            "Every door of this room is locked; it opens once the player has entered a "
            "room of " +
            module.rules.lockedBy + " (docs/locks.md)");
    }
    std::vector<RoomId> opened;
    for (const ModuleTemplate& other : layout.catalogue().modules) {
        if (other.rules.lockedBy == module.name) {
            const std::vector<RoomId> rooms = roomsNamed(layout, other.name);
            opened.insert(opened.end(), rooms.begin(), rooms.end());
        }
    }
    if (!opened.empty()) {
        roomLinksRow(state, "key of", "opens", opened, "");
        ui::tooltip("Entering this room gives the key that opens these locked rooms");
    }
}

/// The ports table's columns and how much each is needed (see
/// table_column_fit.hpp).
struct PortColumn {
    const char* label;
    int priority;
    ImGuiTableColumnFlags flags;
};
constexpr std::array<PortColumn, 6> kPortColumns = {{
    {"#", 0, ImGuiTableColumnFlags_None},
    {"Dir", 1, ImGuiTableColumnFlags_None},
    {"Anchor", 4, ImGuiTableColumnFlags_None},
    {"Widths", 3, ImGuiTableColumnFlags_None},
    {"Used", 2, ImGuiTableColumnFlags_None},
    {"Connection", 0, ImGuiTableColumnFlags_WidthStretch},
}};
using PortCells = std::array<std::string, kPortColumns.size()>;

/// Two-column key/value rows.
bool beginFields(const char* id) {
    if (!ImGui::BeginTable(id, 2, ImGuiTableFlags_SizingFixedFit)) {
        return false;
    }
    ImGui::TableSetupColumn("key");
    ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch);
    return true;
}

void field(const char* key, const std::string& value) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextColored(palette().dimText, "%s", key);
    ImGui::TableNextColumn();
    // A long value (a module's name and what phase 2 made of it) wraps in
    // its column rather than running past the panel's edge.
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(value.c_str());
    ImGui::PopTextWrapPos();
}

std::string point(Vec2i at) {
    return std::to_string(at.x) + ", " + std::to_string(at.y);
}

void componentField(const Layout& layout, TileOwner owner) {
    const ComponentNumbering numbering = numberComponents(layout);
    const int number = numbering.of(owner);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextColored(palette().dimText, "component");
    ImGui::TableNextColumn();
    if (number < 0) {
        ImGui::TextUnformatted("-");
        return;
    }
    const Rgb rgb = stableComponentColour(layout, numbering, number);
    const float side = ImGui::GetTextLineHeight();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::GetWindowDrawList()->AddRectFilled(at, {at.x + side, at.y + side},
                                              IM_COL32(rgb.r, rgb.g, rgb.b, 255), 2.0f);
    ImGui::Dummy({side, side});
    ImGui::SameLine();
    ImGui::Text("%d", number);
}

/// The catalogue's name for module `index`, or `none` for an index it lacks.
std::string moduleName(const Catalogue& catalogue, int index, const char* none) {
    if (index < 0 || static_cast<std::size_t>(index) >= catalogue.modules.size()) {
        return none;
    }
    return catalogue.modules[static_cast<std::size_t>(index)].name;
}

/// What phase 2 made of a room or corridor: the module filling it once the
/// step has passed its resolution, or the step that will resolve it.
void phaseTwoField(const EditorState& state, const Layout& layout, TileOwner owner) {
    const GenerationSession& session = state.generation();
    const Resolution* resolution = session.cursor().resolution();
    const std::optional<std::size_t> event = session.cursor().resolutionEventOf(owner);
    // Before the last mutation an id may name another room than phase 2's.
    if (resolution == nullptr || !event || !session.cursor().layoutIsFinal()) {
        return;
    }
    if (*event >= session.cursor().step()) {
        field("phase 2", "resolved at step " + std::to_string(stepOfEvent(eventNumber(*event))));
        return;
    }
    const std::vector<int>& roots =
        owner.kind == TileOwner::Kind::Room ? resolution->roomRoots : resolution->corridorRoots;
    const int root = static_cast<std::size_t>(owner.id) < roots.size()
                         ? roots[static_cast<std::size_t>(owner.id)]
                         : -1;
    if (root < 0 || static_cast<std::size_t>(root) >= resolution->nodes.size()) {
        return;
    }
    const ResolvedNode& node = resolution->node(root);
    field("phase 2", moduleName(layout.catalogue(), node.module, "generic") +
                         (node.generic ? " (generic)" : "") + ", " +
                         std::to_string(resolution->subtree(root).size() - 1) + " slots below");
}

}  // namespace

std::string describeConnection(const PortLink& link) {
    switch (link.kind) {
        case PortLink::Kind::None: return "free";
        case PortLink::Kind::Room:
            return "room " + std::to_string(link.id) + " port " + std::to_string(link.port);
        case PortLink::Kind::Corridor: return "corridor " + std::to_string(link.id);
    }
    return "free";
}

std::optional<TileOwner> connectionTarget(const PortLink& link) {
    switch (link.kind) {
        case PortLink::Kind::Room: return TileOwner{TileOwner::Kind::Room, link.id};
        case PortLink::Kind::Corridor: return TileOwner{TileOwner::Kind::Corridor, link.id};
        case PortLink::Kind::None: break;
    }
    return std::nullopt;
}

InspectorPanel::InspectorPanel() : Panel(kTitle, PanelSlot::Right) {}

void InspectorPanel::drawContent(EditorState& state) {
    const Layout* layout = state.generation().cursor().layoutAtStep();
    const std::optional<TileOwner> selected = state.selection().selectedObject();
    if (!state.selection().selectedKey()) {
        drawEvent(state, layout);
        return;
    }
    if (ImGui::SmallButton("Clear selection")) {
        state.selection().selectObject(std::nullopt);
        return;
    }
    if (!selected) {
        // Kept by identity: say so rather than show another object.
        ImGui::PushStyleColor(ImGuiCol_Text, palette().dimText);
        ImGui::TextWrapped("%s", state.selection().selectionNote().c_str());
        ImGui::PopStyleColor();
        ImGui::Separator();
        drawEvent(state, layout);
        return;
    }
    if (layout != nullptr && selected->kind == TileOwner::Kind::Room) {
        if (const PlacedRoom* room = layout->room(selected->id)) {
            drawRoom(state, *layout, *room);
            return;
        }
    }
    if (layout != nullptr && selected->kind == TileOwner::Kind::Corridor) {
        if (const Corridor* corridor = layout->corridor(selected->id)) {
            drawCorridor(state, *layout, *corridor);
            return;
        }
    }
    ImGui::TextColored(palette().dimText, "%s does not exist at this step.",
                       objectName(*selected).c_str());
}

void InspectorPanel::drawRoom(EditorState& state, const Layout& layout, const PlacedRoom& room) {
    const auto& modules = layout.catalogue().modules;
    const ModuleTemplate* module =
        room.templateIndex >= 0 && room.templateIndex < static_cast<int>(modules.size())
            ? &modules[static_cast<std::size_t>(room.templateIndex)]
            : nullptr;
    ImGui::Text("Room %d", room.id);
    ImGui::SameLine();
    ImGui::TextUnformatted(module != nullptr ? module->name.c_str() : "(unknown template)");

    if (beginFields("room")) {
        field("template", module != nullptr ? module->name : "?");
        field("kind", text(toString(room.kind)));
        field("rotation", std::to_string(room.rotation.degrees()) + " degrees");
        field("position", point(room.position));
        field("size", std::to_string(room.size.w) + " x " + std::to_string(room.size.h));
        componentField(layout, {TileOwner::Kind::Room, room.id});
        phaseTwoField(state, layout, {TileOwner::Kind::Room, room.id});
        if (module != nullptr) {
            lockFields(state, layout, *module);
        }
        ImGui::EndTable();
    }

    ImGui::Spacing();
    ImGui::Text("Ports (%zu, %d linked)", room.ports.size(), room.linkCount());
    // Every cell's text first, so that the columns can be fitted to the
    // panel (table_column_fit.hpp): where a port leads always shows; the
    // anchor goes first in a narrow panel, then the allowed widths, and the
    // row's number says them in its tooltip.
    std::vector<PortCells> rows;
    std::vector<ColumnNeed> needs;
    for (const PortColumn& column : kPortColumns) {
        needs.push_back({ImGui::CalcTextSize(column.label).x, column.priority});
    }
    for (std::size_t i = 0; i < room.ports.size(); ++i) {
        const PlacedPort& port = room.ports[i];
        PortCells cells{
            std::to_string(i),
            text(toString(port.dir)),
            point(port.anchor),
            joined(module != nullptr && i < module->ports.size() ? module->ports[i].widths
                                                                 : std::vector<int>{}),
            port.width > 0 ? std::to_string(port.width) : "-",
            connectionTarget(port.link) ? describeConnection(port.link) : "free",
        };
        for (std::size_t column = 0; column < cells.size(); ++column) {
            needs[column].contentWidth =
                std::max(needs[column].contentWidth, ImGui::CalcTextSize(cells[column].c_str()).x);
        }
        rows.push_back(std::move(cells));
    }
    const std::vector<bool> shown =
        columnsThatFit(needs, tableAvailableWidth(false), tableColumnPadding());
    const bool allShown = std::find(shown.begin(), shown.end(), false) == shown.end();

    constexpr ImGuiTableFlags kPortTable =
        ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit;
    if (!ImGui::BeginTable("ports", static_cast<int>(kPortColumns.size()), kPortTable)) {
        return;
    }
    for (std::size_t column = 0; column < kPortColumns.size(); ++column) {
        setupFittedColumn(kPortColumns[column].label, shown[column], kPortColumns[column].flags);
    }
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < room.ports.size(); ++i) {
        const PlacedPort& port = room.ports[i];
        const PortCells& cells = rows[i];
        ImGui::TableNextRow();
        ImGui::PushID(static_cast<int>(i));
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(cells[0].c_str());
        if (!allShown) {
            ui::tooltip("Port " + cells[0] + ": " + cells[1] + ", anchor " + cells[2] +
                        ", widths " + cells[3] + ", in use at " + cells[4]);
        }
        ImGui::TableNextColumn();
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(portColour(port.dir)), "%s",
                           cells[1].c_str());
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(cells[2].c_str());
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(cells[3].c_str());
        ImGui::TableNextColumn();
        if (port.width > 0) {
            ImGui::TextUnformatted(cells[4].c_str());
        } else {
            ImGui::TextColored(palette().dimText, "-");
        }
        ImGui::TableNextColumn();
        if (const std::optional<TileOwner> target = connectionTarget(port.link)) {
            linkTo(state, describeConnection(port.link), *target);
            recordRow(i);
        } else {
            ImGui::TextColored(palette().dimText, "free");
        }
        ImGui::PopID();
    }
    ImGui::EndTable();
}

void InspectorPanel::drawCorridor(EditorState& state, const Layout& layout,
                                  const Corridor& corridor) {
    ImGui::Text("Corridor %d", corridor.id);
    if (beginFields("corridor")) {
        field("axis", corridor.axis == Axis::Horizontal ? "horizontal" : "vertical");
        field("rect", point({corridor.rect.x, corridor.rect.y}) + ", " +
                          std::to_string(corridor.rect.w) + " x " +
                          std::to_string(corridor.rect.h));
        field("length", std::to_string(corridor.length()));
        field("width", std::to_string(corridor.width));
        componentField(layout, {TileOwner::Kind::Corridor, corridor.id});
        phaseTwoField(state, layout, {TileOwner::Kind::Corridor, corridor.id});
        for (std::size_t end = 0; end < corridor.ends.size(); ++end) {
            const CorridorEnd& at = corridor.ends[end];
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextColored(palette().dimText, end == 0 ? "end 0" : "end 1");
            const bool horizontal = corridor.axis == Axis::Horizontal;
            ui::tooltip(
                std::string("The ") +
                (end == 0 ? (horizontal ? "west" : "north") : (horizontal ? "east" : "south")) +
                " end");
            ImGui::TableNextColumn();
            ImGui::PushID(static_cast<int>(end));
            linkTo(state, "room " + std::to_string(at.room) + " port " + std::to_string(at.port),
                   {TileOwner::Kind::Room, at.room});
            recordRow(end);
            ImGui::PopID();
        }
        ImGui::EndTable();
    }
}

// The problems met in the slot's subtree, and where to see the whole tree.
void InspectorPanel::drawResolvedSlot(const EditorState& state, const Event& event) {
    const Resolution* resolution = state.generation().cursor().resolution();
    if (resolution == nullptr || event.count < 0 ||
        static_cast<std::size_t>(event.count) >= resolution->nodes.size()) {
        return;
    }
    const std::vector<int> nodes = resolution->subtree(event.count);
    ImGui::TextColored(palette().dimText,
                       "%zu slots below; select it to see the tree in the "
                       "Resolution panel.",
                       nodes.size() - 1);
    ImGui::PushTextWrapPos(0.0f);
    for (const int node : nodes) {
        if (const std::string& problem = resolution->node(node).problem; !problem.empty()) {
            ImGui::TextColored(palette().errorText, "%s", problem.c_str());
        }
    }
    ImGui::PopTextWrapPos();
}

void InspectorPanel::drawEvent(EditorState& state, const Layout* layout) {
    // With a selection kept that is not at this step, the note above says so.
    if (!state.selection().selectedKey()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(palette().dimText, "Nothing selected: click a room or corridor.");
        ImGui::PopTextWrapPos();
    }
    const Event* event = state.generation().cursor().currentEvent();
    if (event == nullptr) {
        ImGui::TextColored(palette().dimText, layout == nullptr
                                                  ? "No run yet."
                                                  : "At the start of the run, before any event.");
        return;
    }
    ImGui::Separator();
    // Event K is the one the timeline shows at step K.
    const std::size_t step = state.generation().cursor().step();
    ImGui::Text("Event %zu of %zu", step, state.generation().cursor().stepCount());
    ImGui::TextWrapped("%s", event->text.c_str());
    if (beginFields("event")) {
        field("kind", text(toString(event->kind)));
        field("phase", text(toString(event->phase)));
        field("attempt", std::to_string(shownOrdinal(event->attempt)));
        if (event->round >= 0) {
            field("round", std::to_string(shownOrdinal(event->round)));
        }
        if (event->grower) {
            field("grower", text(toString(*event->grower)));
        }
        if (event->kind == EventKind::SlotResolved) {
            field("module", layout != nullptr ? moduleName(layout->catalogue(),
                                                           event->templateIndex, "nothing fits")
                                              : std::to_string(event->templateIndex));
            field("node", std::to_string(event->count));
        } else if (event->action >= 0) {
            field("action", std::to_string(shownOrdinal(event->action)));
        }
        ImGui::EndTable();
    }
    if (event->kind == EventKind::SlotResolved) {
        drawResolvedSlot(state, *event);
    }
    if (event->objects.empty()) {
        return;
    }
    ImGui::Text("Touched");
    for (std::size_t i = 0; i < event->objects.size(); ++i) {
        const TileOwner object = ownerOf(event->objects[i]);
        ImGui::PushID(static_cast<int>(i));
        if (layout != nullptr && exists(*layout, object)) {
            linkTo(state, objectName(object), object);
            recordRow(i);
        } else {
            ImGui::TextColored(palette().dimText, "%s (not at this step)",
                               objectName(object).c_str());
        }
        ImGui::PopID();
    }
}

}  // namespace easylink::ui
