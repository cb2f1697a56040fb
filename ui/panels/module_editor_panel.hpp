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
// rotated by 0, 90, 180 or 270 degrees. Kind, size and weight sit above the
// grid. Every change is a catalogue edit through the editor state, and a drag
// or a slider held down is one undo entry. The geometry lives in core
// (easylink/editing/port_placement.hpp); the drawing in module_canvas.hpp.

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "easylink/catalogue/module_kind.hpp"
#include "easylink/editing/catalogue_edit.hpp"
#include "easylink/geometry/port_geometry.hpp"
#include "module_canvas.hpp"
#include "panels/panel.hpp"

namespace easylink::ui {

class ModuleEditorPanel final : public Panel {
public:
    static constexpr const char* kTitle = "Module Editor";

    /// Controls whose place in the last frame tests and tooltips can ask for.
    enum class Control {
        Kind,
        Width,
        Height,
        Weight,
        SnapToMacro,
        PortWidth2,
        PortWidth4,
        PortWidth6,
        PortWidth8,
        DeletePort,
        Rotation0,
        Rotation90,
        Rotation180,
        Rotation270
    };

    ModuleEditorPanel();

    /// The centre of `control` as drawn in the last frame, if it was drawn.
    std::optional<ImVec2> controlCentre(Control control) const;
    /// The centre of `kind`'s entry in the open kind list, if it is open.
    std::optional<ImVec2> kindOptionCentre(ModuleKind kind) const;
    /// The centre of the fix button of port `port` in the last frame, if
    /// the port had a problem the fix can solve.
    std::optional<ImVec2> fixCentre(std::size_t port) const;
    /// The screen position of the middle of `tile` of the module on the grid
    /// in the last frame, if the module was drawn and has that tile.
    std::optional<ImVec2> tileCentre(Vec2i tile) const;
    /// The screen position of the middle of port `port`'s doorway.
    std::optional<ImVec2> portCentre(std::size_t port) const;

    /// The port whose properties are shown, if any.
    std::optional<std::size_t> selectedPort() const { return selectedPort_; }
    /// Why the last edit asked for was refused (a size out of range), or empty.
    const std::string& message() const { return message_; }
    /// The rotation the preview shows.
    Rotation previewRotation() const { return previewRotation_; }
    /// When on, added and dragged ports snap to the nearest valid place.
    bool snapToMacro() const { return snapToMacro_; }
    /// The tile under the mouse in the last frame, in the module's frame.
    std::optional<Vec2i> hoveredTile() const { return hoveredTile_; }

protected:
    void drawContent(EditorState& state) override;
    ImGuiWindowFlags extraWindowFlags() const override {
        return ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
    }

private:
    /// A port being dragged along its wall.
    struct PortDrag {
        std::size_t port = 0;
        PortPose start;
        float grabAlong = 0.0f;  // the mouse along the wall at the press, in tiles
        int appliedTiles = 0;    // the slide last applied, in whole tiles
    };

    void syncSelection(EditorState& state);
    void drawHeader(EditorState& state, const ModuleTemplate& module);
    void drawKindCombo(EditorState& state, const ModuleTemplate& module);
    void drawSizeFields(EditorState& state, const ModuleTemplate& module);
    void applySize(EditorState& state, const ModuleTemplate& module, Size2i size);
    void drawWeightField(EditorState& state, const ModuleTemplate& module);
    void drawGrid(EditorState& state, const ScreenRect& area);
    void handleGridMouse(EditorState& state, const ModuleTemplate& module);
    void drawGridContent(const EditorState& state, const ModuleTemplate& module, bool hovered);
    void drawSideColumn(EditorState& state, const ModuleTemplate& module);
    void drawPortProperties(EditorState& state, const ModuleTemplate& module);
    void drawProblems(EditorState& state, const ModuleTemplate& module);
    /// `broken` says, per port, whether it is drawn in the error colour.
    void drawRotationPreview(const ModuleTemplate& module, const std::vector<bool>& broken);
    void drawHint() const;

    /// Sends a change of the selected module through the history.
    void edit(EditorState& state, const std::string& label,
              const std::function<void(ModuleTemplate&)>& change, GestureId gesture = 0);
    void addPort(EditorState& state, const ModuleTemplate& module, const PortPose& pose);
    void deletePort(EditorState& state, const ModuleTemplate& module, std::size_t port);
    void fixPort(EditorState& state, const ModuleTemplate& module, std::size_t port);
    /// The port under a screen point (its door or arrow), the selected one first.
    std::optional<std::size_t> portAt(const ModuleTemplate& module, ImVec2 screen) const;
    /// The pose a drag or a click asks for, snapped to a valid place when
    /// snapping is on and one exists.
    PortPose snapped(const ModuleTemplate& module, std::size_t port, PortPose wish) const;
    /// Where a port added at `pose` goes: there, or snapped when snapping is on.
    PortPose newPortPose(const ModuleTemplate& module, const PortPose& pose) const;

    void recordControl(Control control);

    // Where things were drawn in the last frame.
    std::vector<DrawnRow> controls_;
    std::vector<DrawnRow> kindOptions_;
    std::vector<DrawnRow> fixButtons_;
    std::optional<TileCanvas> canvas_;
    Size2i canvasSize_;
    std::vector<ImVec2> portCentres_;
    std::optional<Vec2i> hoveredTile_;

    // What the designer is doing.
    std::optional<std::size_t> module_;  // the module the port selection belongs to
    std::optional<std::size_t> selectedPort_;
    std::optional<PortDrag> drag_;
    GestureId gesture_ = 0;  // the gesture of the canvas drag or the weight slider
    int sizeEdit_[2] = {0, 0};
    bool sizeEditing_[2] = {false, false};
    std::string message_;
    bool snapToMacro_ = false;
    int macro_ = 4;  // the catalogue's, as of this frame
    Rotation previewRotation_;
};

}  // namespace easylink::ui
