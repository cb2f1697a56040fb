#pragma once

// [SECTION] Module editor panel
//
// The selected module on its tile grid, edited with the mouse: walls, corners
// and each port's door tiles at every width it allows, with the macrogrid
// lines through port 0's anchor that aligned ports sit on. Clicking a wall
// tile adds a port facing out of that wall; clicking a port selects it and
// dragging moves it along its wall; Delete (or the button) removes it. The
// side column edits the selected port's widths, lists the validator's
// problems about the module with a one-click fix for ports that break a
// placement rule (snap to the nearest valid place), and previews the module
// rotated by 0, 90, 180 or 270 degrees; a normal or dead_end room's rules
// (module_editor/room_rules_fields) sit between the problems and the preview. Kind, size and weight
// sit above the grid. Every change is a catalogue edit through the editor state, and a drag
// or a slider held down is one undo entry. The geometry lives in core
// (easylink/editing/port_placement.hpp); the drawing in module_canvas.hpp;
// the parts of the panel in module_editor/, the panel lays them out. A
// phase-2 part or variant, which has no ports of its own, gets a view of its
// pattern and declarations instead of the port grid (module_editor/part_view).

#include <cstddef>
#include <optional>
#include <string>

#include "easylink/catalogue/module_kind.hpp"
#include "easylink/geometry/port_geometry.hpp"
#include "module_editor/drawn_items.hpp"
#include "module_editor/edit_session.hpp"
#include "module_editor/mesh_fields.hpp"
#include "module_editor/module_header.hpp"
#include "module_editor/port_grid.hpp"
#include "module_editor/room_rules_fields.hpp"
#include "module_editor/rotation_preview.hpp"
#include "module_editor/socket_field.hpp"
#include "panels/panel.hpp"

namespace easylink::ui {

class ModuleEditorPanel final : public Panel {
public:
    static constexpr const char* kTitle = "Module Editor";

    /// Controls whose place in the last frame tests and tooltips can ask for.
    using Control = module_editor::Control;

    ModuleEditorPanel();

    /// The centre of `control` as drawn in the last frame, if it was drawn.
    std::optional<ImVec2> controlCentre(Control control) const;
    /// The centre of `kind`'s entry in the open kind list, if it is open.
    std::optional<ImVec2> kindOptionCentre(ModuleKind kind) const;
    /// The centre of entry `option` of the open room-rules list: the place
    /// list by RoomRules::Place, the module lists by catalogue index
    /// (module_editor::kNoModuleOption for none).
    std::optional<ImVec2> ruleOptionCentre(std::size_t option) const;
    /// The centre of the fix button of port `port` in the last frame, if
    /// the port had a problem the fix can solve.
    std::optional<ImVec2> fixCentre(std::size_t port) const;
    /// The screen position of the middle of `tile` of the module on the grid
    /// in the last frame, if the module was drawn and has that tile.
    std::optional<ImVec2> tileCentre(Vec2i tile) const;
    /// The screen position of the middle of port `port`'s doorway.
    std::optional<ImVec2> portCentre(std::size_t port) const;

    /// The port whose properties are shown, if any.
    std::optional<std::size_t> selectedPort() const { return session_.selectedPort; }
    /// Why the last edit asked for was refused (a size out of range), or empty.
    const std::string& message() const { return session_.message; }
    /// The rotation the preview shows.
    Rotation previewRotation() const { return preview_.rotation(); }
    /// When on, added and dragged ports snap to the nearest valid place.
    bool snapToMacro() const { return session_.snapToMacro; }
    /// The tile under the mouse in the last frame, in the module's frame.
    std::optional<Vec2i> hoveredTile() const { return grid_.hoveredTile(); }
    /// The note the part view showed in the last frame; empty when the
    /// module was a room with the port grid.
    const std::string& partNote() const { return partNote_; }

protected:
    void drawContent(EditorState& state) override;
    ImGuiWindowFlags extraWindowFlags() const override {
        return ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
    }

private:
    void syncSelection(EditorState& state);
    void drawSideColumn(EditorState& state, const ModuleTemplate& module);
    void drawHint() const;
    void deletePort(EditorState& state, const ModuleTemplate& module, std::size_t port);

    // Where things were drawn in the last frame.
    module_editor::DrawnControls controls_{kTitle, module_editor::kControlNames};
    module_editor::DrawnKinds kindOptions_{
        "Module Editor/Kinds", [](const ModuleKind& kind) { return std::string(toString(kind)); }};
    module_editor::DrawnItems fixButtons_{"Module Editor/Fixes", indexName};
    module_editor::DrawnItems ruleOptions_{"Module Editor/Rules", indexName};

    std::optional<std::size_t> module_;  // the module the port selection belongs to
    module_editor::EditSession session_;
    module_editor::ModuleHeader header_;
    module_editor::PortGrid grid_;
    module_editor::RoomRulesFields rules_;
    module_editor::MeshFields mesh_;
    module_editor::SocketField socket_;
    module_editor::RotationPreview preview_;
    std::string partNote_;
};

}  // namespace easylink::ui
