#include "module_editor/port_grid.hpp"

#include <cmath>
#include <string>

#include "document/editor_state.hpp"
#include "easylink/editing/port_placement.hpp"
#include "module_editor/module_problems.hpp"
#include "module_editor/port_hit_test.hpp"
#include "module_editor/port_text.hpp"
#include "module_editor/widgets.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui::module_editor {
namespace {

constexpr float kGridMaxTilePixels = 48.0f;

}  // namespace

void PortGrid::clearDrawn() {
    canvas_.reset();
    portCentres_.clear();
    hoveredTile_.reset();
}

std::optional<ImVec2> PortGrid::tileCentre(Vec2i tile) const {
    if (!canvas_ || !Rect{0, 0, canvasSize_.w, canvasSize_.h}.contains(tile)) {
        return std::nullopt;
    }
    return canvas_->tileCentre(tile);
}

std::optional<ImVec2> PortGrid::portCentre(std::size_t port) const {
    if (port >= portCentres_.size()) {
        return std::nullopt;
    }
    return portCentres_[port];
}

void PortGrid::cancelDragOfMissingPort(const ModuleTemplate* module) {
    if (drag_ && (module == nullptr || drag_->port >= module->ports.size())) {
        drag_.reset();
    }
}

void PortGrid::draw(EditorState& state, const ScreenRect& area, EditSession& session) {
    const ModuleTemplate* module = state.selection().selectedTemplate();
    if (area.size.x < 16.0f || area.size.y < 16.0f || module == nullptr) {
        ImGui::Dummy(area.size);
        return;
    }
    ImGui::InvisibleButton("grid", area.size);
    const bool hovered = ImGui::IsItemHovered();
    ImDrawList& draw = *ImGui::GetWindowDrawList();
    draw.AddRectFilled(area.min, area.max(), palette().canvasBackground);
    if (!isDrawableModuleSize(module->size)) {
        drag_.reset();
        draw.AddText({area.min.x + 12.0f, area.min.y + 12.0f}, errorColour(),
                     "This size cannot be drawn; set a size from 3 to 1024 above.");
        return;
    }
    canvas_ = fitTileCanvas(area, module->size, portMargin(area, module->size), kGridMaxTilePixels);
    canvasSize_ = module->size;

    handleMouse(state, *module, session);
    module = state.selection().selectedTemplate();
    if (module == nullptr) {
        return;
    }
    draw.PushClipRect(area.min, area.max(), true);
    drawContent(state, *module, session, hovered);
    draw.PopClipRect();
}

// --- The mouse ---------------------------------------------------------------------

void PortGrid::handleMouse(EditorState& state, const ModuleTemplate& module, EditSession& session) {
    if (ImGui::IsItemActivated()) {
        press(state, module, session);
    }
    if (drag_ && ImGui::IsItemActive()) {
        dragPort(state, session);
    }
    if (ImGui::IsItemDeactivated()) {
        if (drag_) {
            state.document().closeGesture();
        }
        drag_.reset();
    }
}

void PortGrid::press(EditorState& state, const ModuleTemplate& module, EditSession& session) {
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const TileCanvas& canvas = *canvas_;
    session.message.clear();
    const Vec2i tile = canvas.tileAt(mouse);
    const auto startDrag = [&](std::size_t port, const PortPose& pose) {
        const ImVec2 edge = canvas.edgeAt(mouse);
        drag_ = PortDrag{port, pose, isHorizontal(pose.dir) ? edge.y : edge.x, 0};
        dragGesture_ = state.document().newGesture();
    };
    if (const std::optional<std::size_t> port =
            portAt(canvas, module, session.selectedPort, mouse)) {
        session.selectedPort = port;
        startDrag(*port, module.ports[*port].pose);
    } else if (const std::optional<PortPose> pose = portForWallTile(tile, module.size)) {
        session.addPort(state, module, *pose);
        if (const ModuleTemplate* added = state.selection().selectedTemplate();
            added != nullptr && session.selectedPort &&
            *session.selectedPort < added->ports.size()) {
            startDrag(*session.selectedPort, added->ports[*session.selectedPort].pose);
        }
    } else {
        session.selectedPort.reset();
        if (isCornerTile(tile, module.size)) {
            session.message =
                "Corner tiles cannot hold a door; click a wall tile between the corners.";
        } else if (wallOfTile(tile, module.size) == std::nullopt &&
                   (module.size.w < 3 || module.size.h < 3) &&
                   Rect{0, 0, module.size.w, module.size.h}.contains(tile)) {
            session.message = "A module needs to be at least 3x3 to have ports; make it larger.";
        }
    }
}

void PortGrid::dragPort(EditorState& state, const EditSession& session) {
    const ModuleTemplate* current = state.selection().selectedTemplate();
    if (current == nullptr || drag_->port >= current->ports.size()) {
        return;
    }
    const PortSpec& port = current->ports[drag_->port];
    const ImVec2 edge = canvas_->edgeAt(ImGui::GetIO().MousePos);
    const float along = isHorizontal(drag_->start.dir) ? edge.y : edge.x;
    const int tiles = static_cast<int>(std::floor(along - drag_->grabAlong + 0.5f));
    if (tiles == drag_->appliedTiles) {
        return;
    }
    drag_->appliedTiles = tiles;
    if (const std::optional<PortPose> moved =
            slideAlongWall(drag_->start, current->size, tiles, widestListedWidth(port))) {
        const PortPose target = session.snapped(*current, drag_->port, *moved);
        if (target != port.pose) {
            const std::size_t index = drag_->port;
            editSelectedModule(
                state, "move " + portName(index, *current),
                [index, target](ModuleTemplate& m) { m.ports[index].pose = target; }, dragGesture_);
        }
    }
}

// --- Drawing -----------------------------------------------------------------------

void PortGrid::drawContent(const EditorState& state, const ModuleTemplate& module,
                           const EditSession& session, bool hovered) {
    ImDrawList& draw = *ImGui::GetWindowDrawList();
    const TileCanvas& canvas = *canvas_;
    const Size2i size = module.size;
    const std::vector<std::vector<const Problem*>> portIssues =
        problemsByPort(state, state.selection().selectedModule().value_or(0), module.ports.size());

    // A room with a pattern shows it under its ports, as phase 2 draws it.
    if (hasDrawablePattern(module)) {
        drawPatternTiles(draw, canvas, module);
    } else {
        drawModuleTiles(draw, canvas, size);
    }
    for (std::size_t i = 0; i < module.ports.size(); ++i) {
        const PortSpec& port = module.ports[i];
        drawPortDoors(draw, canvas, port,
                      portIssues[i].empty() ? portColour(port.pose.dir) : errorColour());
    }
    // Over the door tiles: a mesh's wall where a door should be hides it.
    drawMeshPlan(state, module);
    drawTileGrid(draw, canvas, size);
    if (!module.ports.empty() && hasPortShape(module.ports.front().pose)) {
        // Stronger than in the preview: here they say where ports may go.
        drawMacroLines(draw, canvas, size, module.ports.front().anchor(), session.macro, 1.0f,
                       withAlpha(palette().macroLine, 140));
    }
    draw.AddRect(canvas.point({0, 0}), canvas.point({size.w, size.h}), palette().outline);

    // What the mouse is over: a port, a wall tile (with the port a click
    // would add drawn faintly), a corner or the floor.
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    std::optional<std::size_t> hoveredPort;
    if (hovered || ImGui::IsItemActive()) {
        const Vec2i tile = canvas.tileAt(mouse);
        if (Rect{0, 0, size.w, size.h}.contains(tile)) {
            hoveredTile_ = tile;
        }
        hoveredPort = drag_ ? std::optional<std::size_t>(drag_->port)
                            : portAt(canvas, module, session.selectedPort, mouse);
        if (!hoveredPort && hoveredTile_) {
            if (const std::optional<PortPose> ghost = portForWallTile(tile, size)) {
                const EdgeRect door =
                    doorRect(session.newPortPose(module, *ghost), kMinPassageWidth);
                canvas.fill(draw, door, withAlpha(portColour(ghost->dir), 70));
                canvas.outline(draw, door, withAlpha(portColour(ghost->dir), 160), 1.0f);
            }
            draw.AddRect(canvas.point(tile), canvas.point(tile + Vec2i{1, 1}),
                         palette().hoverOutline, 0.0f, ImDrawFlags_None, 1.5f);
        }
    }

    PortLabels labels;
    for (std::size_t i = 0; i < module.ports.size(); ++i) {
        const PortSpec& port = module.ports[i];
        const ImU32 colour = portIssues[i].empty() ? portColour(port.pose.dir) : errorColour();
        drawPortArrow(draw, canvas, port.pose, colour, labels, std::to_string(i));
        portCentres_.push_back(canvas.centrePoint(port.pose.centre));
        if (session.selectedPort == i || hoveredPort == i) {
            const bool selected = session.selectedPort == i;
            canvas.outline(
                draw, doorRect(port.pose, widestListedWidth(port)),
                selected ? palette().hoverOutline : withAlpha(palette().hoverOutline, 150),
                selected ? 2.5f : 1.5f);
        }
    }
    labels.draw(draw);

    // No tooltip while dragging: the port itself shows where it goes.
    if (hovered && !drag_ && (hoveredPort || hoveredTile_)) {
        drawTooltip(module, hoveredPort, portIssues);
    }
}

void PortGrid::drawMeshPlan(const EditorState& state, const ModuleTemplate& module) {
    const CatalogueDocument* document = state.document().current();
    if (document == nullptr || !module.mesh) {
        return;
    }
    if (const MeshPlan* plan =
            meshPlan_.plan(module, document->path.parent_path(), document->catalogue.tileSize())) {
        MeshPlanView::draw(*ImGui::GetWindowDrawList(), *canvas_, *plan);
    }
}

void PortGrid::drawTooltip(const ModuleTemplate& module, std::optional<std::size_t> hoveredPort,
                           const std::vector<std::vector<const Problem*>>& portIssues) const {
    hoveredTooltip([&] {
        if (hoveredPort) {
            const PortSpec& port = module.ports[*hoveredPort];
            ImGui::Text("Port %zu faces %s at %s, widths %s", *hoveredPort,
                        std::string(toString(port.pose.dir)).c_str(),
                        describeCentre(port.pose.centre).c_str(),
                        describeWidths(port.widths).c_str());
            for (const Problem* problem : portIssues[*hoveredPort]) {
                ImGui::TextColored(severityColour(problem->severity), "%s",
                                   problem->message.c_str());
            }
            ImGui::TextColored(palette().dimText, "Click to select; drag along the wall to move.");
        } else if (hoveredTile_) {
            const Vec2i tile = *hoveredTile_;
            if (const std::optional<Dir> wall = wallOfTile(tile, module.size)) {
                ImGui::Text("(%d, %d) %s wall", tile.x, tile.y,
                            std::string(wallName(*wall)).c_str());
                ImGui::TextColored(palette().dimText, "Click to add a port facing %s here.",
                                   std::string(toString(*wall)).c_str());
            } else if (isCornerTile(tile, module.size)) {
                ImGui::Text("(%d, %d) corner: doors stay off corners", tile.x, tile.y);
            } else {
                ImGui::Text("(%d, %d) floor", tile.x, tile.y);
            }
        }
    });
}

}  // namespace easylink::ui::module_editor
