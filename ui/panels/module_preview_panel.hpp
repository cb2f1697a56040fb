#pragma once

// [SECTION] Module preview panel
//
// The selected module drawn on its tile grid with ImDrawList alone (no GL, so
// it draws headless too), scaled to fit the panel: floor, walls and corner
// tiles, each port's door tiles at its widest width in its direction's
// colour, an arrow and index per port, and the macrogrid lines through port
// 0's anchor, which every other anchor of a valid module lies on as well.
// Hovering names the tile under the mouse. The drawing is module_canvas.hpp's,
// shared with the Module Editor.
//
// Phase-2 modules get a note and their declarations above the picture: a
// part that takes its slot's size has no picture at all; a part or variant
// with a pattern shows its pattern's tiles (a variant with its base's ports).

#include <optional>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/geometry/vec2.hpp"
#include "panels/panel.hpp"
#include "widgets/module_canvas.hpp"

namespace easylink::ui {

class ModulePreviewPanel final : public Panel {
public:
    static constexpr const char* kTitle = "Module Preview";

    ModulePreviewPanel();

    /// The tile under the mouse in the last frame, in the module's frame.
    std::optional<Vec2i> hoveredTile() const { return hoveredTile_; }
    /// The phase-2 note shown in the last frame (partNote()), or empty.
    const std::string& note() const { return note_; }

    /// Where the port numbers went in the last frame.
    const std::vector<LabelBox>& portLabels() const { return portLabels_.placed(); }

protected:
    void drawContent(EditorState& state) override;
    ImGuiWindowFlags extraWindowFlags() const override {
        return ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
    }

private:
    /// The name, a summary line, what phase 2 makes of it (folded).
    void drawHeader(const ModuleTemplate& module, std::size_t portCount);
    /// The tiles, doors, grid, macro lines, slots and ports, over the space
    /// the header and legend leave.
    void drawPicture(const ModuleTemplate& module, const std::vector<PortSpec>& ports, int macro);
    /// The tile under the mouse outlined, with what it is in a tooltip.
    void drawHoveredTile(ImDrawList& draw, const TileCanvas& canvas, const ModuleTemplate& module,
                         const std::vector<PortSpec>& ports);

    PortLabels portLabels_;
    std::optional<Vec2i> hoveredTile_;
    std::string note_;
};

}  // namespace easylink::ui
