#include "module_editor/port_properties.hpp"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "easylink/editing/port_placement.hpp"
#include "module_editor/edit_session.hpp"
#include "module_editor/port_text.hpp"
#include "module_editor/widgets.hpp"
#include "shell/shortcuts.hpp"
#include "widgets/module_canvas.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui::module_editor {
namespace {

constexpr std::array<int, 4> kWidthChoices = {2, 4, 6, 8};
constexpr std::array<Control, 4> kWidthControls = {Control::PortWidth2, Control::PortWidth4,
                                                   Control::PortWidth6, Control::PortWidth8};

/// A checkbox per width port `index` may allow.
void drawWidthChoices(EditorState& state, const ModuleTemplate& module, std::size_t index,
                      DrawnControls& controls) {
    const PortSpec& port = module.ports[index];
    inlineLabel("Widths");
    const Rect wall = wallInterior(port.pose.dir, module.size);
    for (std::size_t w = 0; w < kWidthChoices.size(); ++w) {
        const int width = kWidthChoices[w];
        bool allowed = port.allowsWidth(width);
        const bool last = allowed && passageWidths(port).size() == 1;
        const bool fits = hasPortShape(port.pose) && wall.contains(doorTiles(port.pose, width));
        if (w > 0) {
            ImGui::SameLine();
        }
        ImGui::BeginDisabled(last);
        if (!fits) {
            ImGui::PushStyleColor(ImGuiCol_Text, palette().errorText);
        }
        const std::string label = std::to_string(width) + "##width" + std::to_string(width);
        const bool toggled = ImGui::Checkbox(label.c_str(), &allowed);
        if (!fits) {
            ImGui::PopStyleColor();
        }
        ImGui::EndDisabled();
        controls.recordLastItem(kWidthControls[w]);
        const std::string help =
            last   ? "A port needs at least one width; allow another before clearing this one."
            : fits ? "Allow passages " + std::to_string(width) + " tiles wide through this door."
                   : "At width " + std::to_string(width) +
                         " this door would reach past the wall's corners; move the port towards "
                         "the middle or leave this width out.";
        tooltip(help.c_str());
        if (toggled) {
            editSelectedModule(state, "set widths of " + portName(index, module),
                               [index, width, allowed](ModuleTemplate& m) {
                                   std::vector<int>& widths = m.ports[index].widths;
                                   std::erase(widths, width);
                                   if (allowed) {
                                       widths.push_back(width);
                                   }
                                   std::sort(widths.begin(), widths.end());
                               });
        }
    }
}

}  // namespace

std::optional<std::size_t> drawPortProperties(EditorState& state, const ModuleTemplate& module,
                                              std::optional<std::size_t> selectedPort,
                                              SocketField& socket, DrawnControls& controls) {
    if (!selectedPort || *selectedPort >= module.ports.size()) {
        heading("Port");
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(palette().dimText,
                           "No port selected: click a port to select it, or a wall tile to add "
                           "one (%zu ports).",
                           module.ports.size());
        ImGui::PopTextWrapPos();
        return std::nullopt;
    }
    const std::size_t index = *selectedPort;
    const PortSpec& port = module.ports[index];
    heading(("Port " + std::to_string(index)).c_str());
    ImGui::Text("Faces %s (%s wall)", std::string(toString(port.pose.dir)).c_str(),
                std::string(wallName(port.pose.dir)).c_str());
    tooltip(
        "A port faces out of the wall it is on; add a port on another wall to face another way.");
    ImGui::Text("Centre %s", describeCentre(port.pose.centre).c_str());
    if (hasPortShape(port.pose)) {
        ImGui::SameLine();
        const Vec2i anchor = port.anchor();
        ImGui::TextColored(palette().dimText, "anchor (%d, %d)", anchor.x, anchor.y);
        tooltip(
            "The midpoint of the doorway's outer edge; aligned ports have anchors on the "
            "macrogrid lines through port 0's.");
    }

    drawWidthChoices(state, module, index, controls);
    socket.draw(state, module, index, controls);

    const bool deleteClicked = ImGui::Button("Delete port");
    controls.recordLastItem(Control::DeletePort);
    tooltip(withShortcut("Remove this port from the module", Shortcut::Delete) +
            ". Ports after it move up one index.");
    return deleteClicked ? std::optional<std::size_t>(index) : std::nullopt;
}

}  // namespace easylink::ui::module_editor
