#include "panels/components_panel.hpp"

#include <cstddef>
#include <cstdio>
#include <string>

#include "document/editor_state.hpp"
#include "easylink/export/png_export.hpp"
#include "render/grid_renderer.hpp"
#include "viewport/component_colours.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

/// True when the step is during the pruning phase or just before its first
/// event: when the panel says which component survives.
bool aroundPruning(const GenerationSession& session) {
    const Event* current = session.cursor().currentEvent();
    if (current != nullptr && current->phase == Phase::Components) {
        return true;
    }
    const Timeline* timeline = session.cursor().timeline();
    return timeline != nullptr && session.cursor().step() < timeline->size() &&
           timeline->event(session.cursor().step()).phase == Phase::Components;
}

ImVec4 swatchColour(int colourSlot) {
    const Rgb rgb = componentColour(colourSlot);
    return {static_cast<float>(rgb.r) / 255.0f, static_cast<float>(rgb.g) / 255.0f,
            static_cast<float>(rgb.b) / 255.0f, 1.0f};
}

}  // namespace

std::vector<ComponentSummary> summarizeComponents(const Layout& layout) {
    const ComponentNumbering numbering = numberComponents(layout);
    const std::vector<int> slots = stableComponentSlots(layout, numbering);
    std::vector<ComponentSummary> components(static_cast<std::size_t>(numbering.count));
    for (std::size_t i = 0; i < components.size(); ++i) {
        components[i].number = static_cast<int>(i);
        components[i].colourSlot = slots[i];
    }
    for (const RoomId id : layout.roomIds()) {
        ComponentSummary& component =
            components[static_cast<std::size_t>(numbering.ofRoom[static_cast<std::size_t>(id)])];
        if (component.firstRoom < 0) {
            component.firstRoom = id;  // ids ascend
        }
        ++component.rooms;
        component.normalRooms += layout.room(id)->kind == ModuleKind::Normal ? 1 : 0;
    }
    for (const CorridorId id : layout.corridorIds()) {
        const int number = numbering.ofCorridor[static_cast<std::size_t>(id)];
        if (number >= 0) {
            ++components[static_cast<std::size_t>(number)].corridors;
        }
    }
    return components;
}

std::optional<int> componentKeptByPruning(const std::vector<ComponentSummary>& components) {
    const ComponentSummary* best = nullptr;
    for (const ComponentSummary& component : components) {
        if (best == nullptr || component.normalRooms > best->normalRooms ||
            (component.normalRooms == best->normalRooms &&
             (component.rooms > best->rooms ||
              (component.rooms == best->rooms && component.firstRoom < best->firstRoom)))) {
            best = &component;
        }
    }
    return best != nullptr ? std::optional<int>(best->number) : std::nullopt;
}

ComponentsPanel::ComponentsPanel() : Panel(kTitle, PanelSlot::Right) {}

void ComponentsPanel::drawTileRegions(GenerationSession& session, const TileRaster& tiles) {
    // A tile map has no rooms of modules: its components are the regions
    // of walkable tiles, which the repair joins into one.
    regionsWatch_.attach(session.notices(), {Change::ShownLayout});
    if (regionsWatch_.take()) {
        regions_ = walkableRegionCount(tiles);
    }
    ImGui::PushTextWrapPos(0.0f);
    if (regions_ == 0) {
        ImGui::TextColored(palette().dimText, "No walkable tiles at this step.");
    } else {
        ImGui::Text("%d walkable %s at this step", regions_, regions_ == 1 ? "region" : "regions");
        ImGui::TextColored(palette().dimText,
                           "The reachability repair (components phase) joins every start and "
                           "vault to the centre and walls up what stays cut off.");
    }
    ImGui::PopTextWrapPos();
}

void ComponentsPanel::drawContent(EditorState& state) {
    shown_.clear();
    markedKept_.reset();
    const Layout* layout = state.generation().cursor().layoutAtStep();
    if (layout == nullptr) {
        ImGui::TextColored(palette().dimText, "No layout yet: generate one.");
        return;
    }
    if (const TileRaster* tiles = state.generation().cursor().tilesAtStep()) {
        drawTileRegions(state.generation(), *tiles);
        return;
    }
    shown_ = summarizeComponents(*layout);
    if (shown_.empty()) {
        ImGui::TextColored(palette().dimText, "No rooms at this step.");
        return;
    }
    if (aroundPruning(state.generation())) {
        markedKept_ = componentKeptByPruning(shown_);
    }

    ImGui::Text("%zu %s", shown_.size(), shown_.size() == 1 ? "component" : "components");
    ImGui::SameLine();
    bool isolate = state.selection().isolateFocused();
    if (ImGui::Checkbox("Isolate", &isolate)) {
        state.selection().setIsolateFocused(isolate);
    }
    ui::tooltip("Dim every component but the focused one in the viewport");
    if (markedKept_ && shown_.size() > 1) {
        ImGui::TextColored(palette().dimText,
                           "The pruning keeps the component with the most normal rooms.");
    }
    drawTable(state);
}

void ComponentsPanel::drawTable(EditorState& state) {
    const bool showFate = markedKept_.has_value();
    constexpr ImGuiTableFlags kTableFlags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
                                            ImGuiTableFlags_ScrollY |
                                            ImGuiTableFlags_SizingFixedFit;
    if (!ImGui::BeginTable("components", showFate ? 5 : 4, kTableFlags)) {
        return;
    }
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("Component", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("Rooms");
    ImGui::TableSetupColumn("Normal");
    ImGui::TableSetupColumn("Corridors");
    if (showFate) {
        ImGui::TableSetupColumn("Pruning");
    }
    ImGui::TableHeadersRow();

    const std::optional<int> focused = state.selection().focusedComponent();
    const float swatchSide = ImGui::GetTextLineHeight();
    for (const ComponentSummary& component : shown_) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::PushID(component.number);

        // The swatch is painted, not an item, so the whole row stays one click target.
        const ImVec2 at = ImGui::GetCursorScreenPos();
        ImGui::GetWindowDrawList()->AddRectFilled(
            at, {at.x + swatchSide, at.y + swatchSide},
            ImGui::ColorConvertFloat4ToU32(swatchColour(component.colourSlot)), 2.0f);
        ImGui::SetCursorScreenPos({at.x + swatchSide + ImGui::GetStyle().ItemSpacing.x, at.y});
        char label[64];
        std::snprintf(label, sizeof label, "Component %d", component.number);
        const bool isFocused = focused == component.number;
        if (ImGui::Selectable(label, isFocused, ImGuiSelectableFlags_SpanAllColumns)) {
            state.selection().focusComponent(isFocused ? std::nullopt
                                                       : std::optional<int>(component.number));
        }
        recordRow(static_cast<std::size_t>(component.number));
        ui::tooltip("Lowest room id " + std::to_string(component.firstRoom) + "; click to " +
                    (isFocused ? "clear the focus" : "focus it in the viewport"));
        ImGui::PopID();

        ImGui::TableNextColumn();
        ImGui::Text("%d", component.rooms);
        ImGui::TableNextColumn();
        ImGui::Text("%d", component.normalRooms);
        ImGui::TableNextColumn();
        ImGui::Text("%d", component.corridors);
        if (showFate) {
            ImGui::TableNextColumn();
            if (component.number == *markedKept_) {
                ImGui::TextColored(palette().okText, "kept");
            } else {
                ImGui::TextColored(palette().errorText, "deleted");
            }
        }
    }
    ImGui::EndTable();
}

}  // namespace easylink::ui
