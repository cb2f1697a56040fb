#include "panels/viewport_panel.hpp"

#include "editor_state.hpp"
#include "generation_session.hpp"
#include "render/grid_renderer.hpp"

namespace easylink::ui {

ViewportPanel::ViewportPanel() : Panel(kTitle, PanelSlot::Centre) {}

ImGuiWindowFlags ViewportPanel::extraWindowFlags() const {
    // The view pans and zooms with the mouse; the window must not scroll.
    return ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
}

void ViewportPanel::drawToolbar() {
    LayoutViewOptions& options = view_.options();
    bool byKind = options.colouring == GridColouring::ByKind;
    if (ImGui::Checkbox("Colour by kind", &byKind)) {
        options.colouring = byKind ? GridColouring::ByKind : GridColouring::ByComponent;
    }
    if (ImGui::IsItemHovered()) {
        ImGui::SetTooltip("Colour rooms by module kind instead of by connected component");
    }
    ImGui::SameLine();
    ImGui::Checkbox("Room graph", &options.showRoomGraph);
    ImGui::SameLine();
    ImGui::Checkbox("Names", &options.showRoomNames);
    ImGui::SameLine();
    ImGui::Checkbox("Ports", &options.showPorts);
    ImGui::SameLine();
    if (ImGui::SmallButton("Fit (F)")) {
        view_.fit();
    }
}

void ViewportPanel::drawContent(EditorState& state) {
    GenerationSession& session = state.generation();
    const Layout* layout = session.layoutAtStep();
    if (layout == nullptr) {
        ImGui::TextDisabled(session.running() ? "Generating..."
                                              : "No layout yet: press Generate (Ctrl+G).");
        return;
    }
    drawToolbar();
    LayoutOverlays overlays;
    for (const EventObject& object : session.touchedAtStep()) {
        overlays.highlighted.push_back({object.kind == EventObject::Kind::Room
                                            ? TileOwner::Kind::Room
                                            : TileOwner::Kind::Corridor,
                                        object.id});
    }
    if (const Timeline* timeline = session.timeline()) {
        for (std::size_t index : session.rejectionsAtStep()) {
            const Event& rejected = timeline->event(index);
            for (const Rect& rect : rejected.rects) {
                overlays.ghosts.push_back({rect, rejected.text});
            }
        }
    }
    // The selection and the focused component live in the editor state,
    // shared with the inspector and the components panel.
    view_.setSelection(state.selectedObject());
    // A focused component is isolated (the others dimmed) or outlined.
    view_.options().focusComponent =
        state.isolateFocused() ? state.focusedComponent().value_or(-1) : -1;
    if (const std::optional<int> focused = state.focusedComponent();
        focused && !state.isolateFocused()) {
        // Numbered as in the layout file, the PNG and the components panel.
        const ComponentNumbering numbering = numberComponents(*layout);
        for (RoomId id : layout->roomIds()) {
            if (numbering.ofRoom[static_cast<std::size_t>(id)] == *focused) {
                overlays.highlighted.push_back({TileOwner::Kind::Room, id});
            }
        }
    }
    // The module in the spotlight: every room made from it.
    if (const std::optional<std::string>& spotlight = state.spotlight(); spotlight) {
        for (RoomId id : layout->roomIds()) {
            const PlacedRoom& room = *layout->room(id);
            if (layout->catalogue().modules[static_cast<std::size_t>(room.templateIndex)].name ==
                *spotlight) {
                overlays.highlighted.push_back({TileOwner::Kind::Room, id});
            }
        }
    }
    view_.draw(*layout, session.layoutRevision(), overlays);
    // A click, or a selection the new layout no longer has, comes back.
    state.selectObject(view_.selection());
    if (!view_.renderError().empty()) {
        ImGui::TextColored(ImVec4(1.0f, 0.4f, 0.4f, 1.0f), "%s", view_.renderError().c_str());
    }
}

}  // namespace easylink::ui
