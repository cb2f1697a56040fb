#pragma once

// [SECTION] Module editor: the port grid
//
// The module on its tile grid, edited with the mouse: clicking a wall tile
// adds a port facing out of that wall, clicking a port selects it and
// dragging moves it along its wall (one undo entry per drag). The tile under
// the mouse is outlined, with the port a click would add drawn faintly, and
// explained in a tooltip.

#include <cstddef>
#include <optional>
#include <vector>

#include <imgui.h>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/editing/catalogue_edit.hpp"
#include "module_editor/edit_session.hpp"
#include "module_editor/mesh_plan_view.hpp"
#include "widgets/module_canvas.hpp"

namespace easylink::ui {
class EditorState;
}

namespace easylink::ui::module_editor {

class PortGrid {
public:
    /// Forgets where things were drawn; called at the start of each frame.
    void clearDrawn();
    /// Draws the selected module over `area` and handles the mouse on it.
    void draw(EditorState& state, const ScreenRect& area, EditSession& session);

    /// The screen position of the middle of `tile` in the last frame, if the
    /// module was drawn and has that tile.
    std::optional<ImVec2> tileCentre(Vec2i tile) const;
    /// The screen position of the middle of port `port`'s doorway.
    std::optional<ImVec2> portCentre(std::size_t port) const;
    /// The tile under the mouse in the last frame, in the module's frame.
    std::optional<Vec2i> hoveredTile() const { return hoveredTile_; }

    void cancelDrag() { drag_.reset(); }
    /// Ends a drag of a port `module` (maybe none) does not have.
    void cancelDragOfMissingPort(const ModuleTemplate* module);

private:
    /// A port being dragged along its wall.
    struct PortDrag {
        std::size_t port = 0;
        PortPose start;
        float grabAlong = 0.0f;  // the mouse along the wall at the press, in tiles
        int appliedTiles = 0;    // the slide last applied, in whole tiles
    };

    void handleMouse(EditorState& state, const ModuleTemplate& module, EditSession& session);
    /// Adds, selects or starts dragging a port at a press on the grid.
    void press(EditorState& state, const ModuleTemplate& module, EditSession& session);
    void dragPort(EditorState& state, const EditSession& session);
    void drawContent(const EditorState& state, const ModuleTemplate& module,
                     const EditSession& session, bool hovered);
    /// The module's mesh, when it has one, cut and seen from above.
    void drawMeshPlan(const EditorState& state, const ModuleTemplate& module);
    void drawTooltip(const ModuleTemplate& module, std::optional<std::size_t> hoveredPort,
                     const std::vector<std::vector<const Problem*>>& portIssues) const;

    // Where things were drawn in the last frame.
    std::optional<TileCanvas> canvas_;
    Size2i canvasSize_;
    std::vector<ImVec2> portCentres_;
    std::optional<Vec2i> hoveredTile_;

    std::optional<PortDrag> drag_;
    GestureId dragGesture_ = 0;
    MeshPlanView meshPlan_;
};

}  // namespace easylink::ui::module_editor
