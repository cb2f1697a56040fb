#include "module_editor/port_text.hpp"

#include <cstdlib>

namespace easylink::ui::module_editor {
namespace {

/// A doubled coordinate as a designer writes it: 7 -> "3.5".
std::string describeHalf(int doubled) {
    if (doubled % 2 == 0) {
        return std::to_string(doubled / 2);
    }
    return (doubled < 0 ? "-" : "") + std::to_string(std::abs(doubled) / 2) + ".5";
}

}  // namespace

std::string describeCentre(HalfPoint centre) {
    return "[" + describeHalf(centre.x2) + ", " + describeHalf(centre.y2) + "]";
}

std::string describeWidths(const std::vector<int>& widths) {
    std::string text;
    for (const int width : widths) {
        text += (text.empty() ? "" : "/") + std::to_string(width);
    }
    return text.empty() ? "none" : text;
}

std::string portName(std::size_t port, const ModuleTemplate& module) {
    return "port " + std::to_string(port) + " of " + module.name;
}

}  // namespace easylink::ui::module_editor
