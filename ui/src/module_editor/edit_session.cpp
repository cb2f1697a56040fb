#include "module_editor/edit_session.hpp"

#include "document/editor_state.hpp"
#include "easylink/editing/port_placement.hpp"
#include "module_editor/port_text.hpp"

namespace easylink::ui::module_editor {

void editSelectedModule(EditorState& state, const std::string& label,
                        const std::function<void(ModuleTemplate&)>& change, GestureId gesture) {
    const CatalogueDocument* document = state.document().current();
    const std::optional<std::size_t> index = state.selection().selectedModule();
    if (document == nullptr || !index || *index >= document->catalogue.modules.size()) {
        return;
    }
    state.document().performEdit(editModule(document->catalogue, *index, label, change, gesture));
}

void EditSession::addPort(EditorState& state, const ModuleTemplate& module, const PortPose& pose) {
    const std::size_t index = module.ports.size();
    PortSpec port;
    port.pose = newPortPose(module, pose);
    port.widths = {kMinPassageWidth};
    editSelectedModule(state, "add port " + std::to_string(index) + " to " + module.name,
                       [&](ModuleTemplate& m) { m.ports.push_back(port); });
    selectedPort = index;
}

bool EditSession::deletePort(EditorState& state, const ModuleTemplate& module, std::size_t port) {
    if (port >= module.ports.size()) {
        return false;
    }
    editSelectedModule(state, "delete " + portName(port, module), [&](ModuleTemplate& m) {
        m.ports.erase(m.ports.begin() + static_cast<std::ptrdiff_t>(port));
    });
    selectedPort.reset();
    return true;
}

void EditSession::fixPort(EditorState& state, const ModuleTemplate& module, std::size_t port) {
    const std::optional<PortPose> fixed = nearestValidPose(module, port, macro);
    if (!fixed) {
        return;
    }
    const PortPose pose = *fixed;
    editSelectedModule(state, "snap " + portName(port, module) + " to the macrogrid",
                       [&](ModuleTemplate& m) { m.ports[port].pose = pose; });
    selectedPort = port;
}

PortPose EditSession::snapped(const ModuleTemplate& module, std::size_t port, PortPose wish) const {
    if (!snapToMacro || port >= module.ports.size()) {
        return wish;
    }
    ModuleTemplate moved = module;
    moved.ports[port].pose = wish;
    return nearestValidPose(moved, port, macro).value_or(wish);
}

PortPose EditSession::newPortPose(const ModuleTemplate& module, const PortPose& pose) const {
    if (!snapToMacro) {
        return pose;
    }
    ModuleTemplate added = module;
    added.ports.push_back({pose, {kMinPassageWidth}, Json::object()});
    return nearestValidPose(added, module.ports.size(), macro).value_or(pose);
}

}  // namespace easylink::ui::module_editor
