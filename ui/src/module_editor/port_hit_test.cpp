#include "module_editor/port_hit_test.hpp"

#include "easylink/editing/port_placement.hpp"

namespace easylink::ui::module_editor {

EdgeRect portHitRect(const PortSpec& port) {
    EdgeRect rect = doorRect(port.pose, widestListedWidth(port));
    const Vec2i out = delta(port.pose.dir);
    if (out.x < 0) {
        rect.min.x -= 1.0f;
    } else if (out.x > 0) {
        rect.max.x += 1.0f;
    } else if (out.y < 0) {
        rect.min.y -= 1.0f;
    } else {
        rect.max.y += 1.0f;
    }
    return rect;
}

std::optional<std::size_t> portAt(const TileCanvas& canvas, const ModuleTemplate& module,
                                  std::optional<std::size_t> selectedPort, ImVec2 screen) {
    const ImVec2 edge = canvas.edgeAt(screen);
    if (selectedPort && *selectedPort < module.ports.size() &&
        portHitRect(module.ports[*selectedPort]).contains(edge)) {
        return selectedPort;
    }
    // Later ports are drawn on top, so they answer first.
    for (std::size_t i = module.ports.size(); i-- > 0;) {
        if (portHitRect(module.ports[i]).contains(edge)) {
            return i;
        }
    }
    return std::nullopt;
}

}  // namespace easylink::ui::module_editor
