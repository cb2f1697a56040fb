#include "module_editor/rotation_preview.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "module_editor/widgets.hpp"
#include "widgets/module_canvas.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui::module_editor {
namespace {

constexpr std::array<Control, 4> kRotationControls = {Control::Rotation0, Control::Rotation90,
                                                      Control::Rotation180, Control::Rotation270};

/// The module turned by `rotation`, ports and all, as a module of its own.
ModuleTemplate rotatedModule(const ModuleTemplate& module, Rotation rotation) {
    ModuleTemplate rotated;
    rotated.name = module.name;
    rotated.kind = module.kind;
    rotated.size = rotate(module.size, rotation);
    for (const PortSpec& port : module.ports) {
        PortSpec turned;
        turned.pose = rotatePort(port.pose, module.size, rotation);
        turned.widths = port.widths;
        rotated.ports.push_back(std::move(turned));
    }
    return rotated;
}

}  // namespace

void RotationPreview::drawRotationChoice(const ModuleTemplate& module, DrawnControls& controls) {
    for (std::size_t r = 0; r < kAllRotations.size(); ++r) {
        const Rotation rotation = kAllRotations[r];
        if (r > 0) {
            ImGui::SameLine();
        }
        if (ImGui::RadioButton(std::to_string(rotation.degrees()).c_str(), rotation_ == rotation)) {
            rotation_ = rotation;
        }
        controls.recordLastItem(kRotationControls[r]);
        const std::string help =
            "Show the module turned " + std::to_string(rotation.degrees()) +
            " degrees clockwise, as the generator may place it" +
            (module.allowsRotation(rotation) ? "." : "; this module's rotations leave it out.");
        tooltip(help.c_str());
    }
}

void RotationPreview::draw(const ModuleTemplate& module, const std::vector<bool>& broken, int macro,
                           DrawnControls& controls) {
    heading("Rotation preview (degrees clockwise)");
    drawRotationChoice(module, controls);
    if (!isDrawableModuleSize(module.size)) {
        return;
    }
    const ModuleTemplate rotated = rotatedModule(module, rotation_);
    ImGui::TextColored(palette().dimText, "%d x %d tiles", rotated.size.w, rotated.size.h);
    if (!module.allowsRotation(rotation_)) {
        ImGui::SameLine();
        ImGui::TextColored(palette().warningText, "(not among its rotations)");
    }

    const float width = ImGui::GetContentRegionAvail().x;
    // What is left of the column, but never so little the module is a speck.
    const float height =
        std::max(ImGui::GetContentRegionAvail().y, std::min(width * 0.75f, 150.0f));
    if (width < 16.0f || height < 16.0f) {
        return;
    }
    const ScreenRect area{ImGui::GetCursorScreenPos(), {width, height}};
    ImGui::Dummy(area.size);
    ImDrawList& draw = *ImGui::GetWindowDrawList();
    draw.PushClipRect(area.min, area.max(), true);
    draw.AddRectFilled(area.min, area.max(), palette().canvasBackground);
    const TileCanvas canvas =
        fitTileCanvas(area, rotated.size, portMargin(area, rotated.size), 24.0f);
    drawModuleTiles(draw, canvas, rotated.size);
    // Ports in their rotated direction's colour, or red as on the grid.
    const auto colourOf = [&](std::size_t i) {
        return i < broken.size() && broken[i] ? errorColour()
                                              : portColour(rotated.ports[i].pose.dir);
    };
    for (std::size_t i = 0; i < rotated.ports.size(); ++i) {
        drawPortDoors(draw, canvas, rotated.ports[i], colourOf(i));
    }
    drawTileGrid(draw, canvas, rotated.size);
    if (!rotated.ports.empty() && hasPortShape(rotated.ports.front().pose)) {
        drawMacroLines(draw, canvas, rotated.size, rotated.ports.front().anchor(), macro, 0.5f);
    }
    draw.AddRect(canvas.point({0, 0}), canvas.point({rotated.size.w, rotated.size.h}),
                 palette().outline);
    PortLabels labels;
    for (std::size_t i = 0; i < rotated.ports.size(); ++i) {
        drawPortArrow(draw, canvas, rotated.ports[i].pose, colourOf(i), labels, std::to_string(i));
    }
    labels.draw(draw);
    draw.PopClipRect();
}

}  // namespace easylink::ui::module_editor
