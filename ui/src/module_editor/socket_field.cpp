#include "module_editor/socket_field.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstring>
#include <set>

#include "document/editor_state.hpp"
#include "module_editor/edit_session.hpp"
#include "module_editor/port_text.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui::module_editor {
namespace {

void setSocket(EditorState& state, const ModuleTemplate& module, std::size_t port,
               const std::string& socket) {
    if (port >= module.ports.size() || module.ports[port].socket == socket) {
        return;
    }
    const std::string label =
        socket.empty() ? "clear the socket of " + portName(port, module)
                       : "set the socket of " + portName(port, module) + " to \"" + socket + "\"";
    editSelectedModule(state, label,
                       [port, socket](ModuleTemplate& m) { m.ports[port].socket = socket; });
}

}  // namespace

std::vector<std::string> catalogueSockets(const Catalogue& catalogue) {
    std::set<std::string> found;
    for (const ModuleTemplate& module : catalogue.modules) {
        for (const PortSpec& port : module.ports) {
            if (!port.socket.empty()) {
                found.insert(port.socket);
            }
        }
    }
    return {found.begin(), found.end()};
}

void SocketField::draw(EditorState& state, const ModuleTemplate& module, std::size_t port,
                       DrawnControls& controls) {
    const std::string& own = module.ports[port].socket;
    if (!editing_) {
        const std::size_t length = std::min(own.size(), sizeof text_ - 1);
        std::memcpy(text_, own.data(), length);
        text_[length] = '\0';
    }
    const bool junction = isJunction(module.kind);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Socket");
    ImGui::SameLine();
    const CatalogueDocument* document = state.document().current();
    const std::vector<std::string> sockets =
        document != nullptr ? catalogueSockets(document->catalogue) : std::vector<std::string>{};
    const float pickWidth = ImGui::GetFrameHeight();
    ImGui::SetNextItemWidth(
        std::max(ImGui::GetContentRegionAvail().x - pickWidth - ImGui::GetStyle().ItemSpacing.x,
                 ImGui::GetFontSize() * 4.0f));
    ImGui::BeginDisabled(junction && own.empty());
    ImGui::InputTextWithHint("##socket", "none", text_, sizeof text_);
    controls.recordLastItem(Control::PortSocket);
    editing_ = ImGui::IsItemActive();
    if (ImGui::IsItemDeactivatedAfterEdit()) {
        setSocket(state, module, port, text_);
    }
    tooltip(junction ? "Junctions carry no socket: a socketed doorway links to a room's port of "
                       "its socket, directly or through one straight corridor."
                     : "The kind of door (a portcullis, a plain arch): this port links only to "
                       "ports of the same socket, directly or through a corridor. Empty: none.");
    ImGui::SameLine();
    if (ImGui::BeginCombo("##socketchoices", nullptr, ImGuiComboFlags_NoPreview)) {
        if (ImGui::Selectable("none", own.empty())) {
            setSocket(state, module, port, "");
        }
        for (const std::string& socket : sockets) {
            if (ImGui::Selectable(socket.c_str(), socket == own)) {
                setSocket(state, module, port, socket);
            }
        }
        ImGui::EndCombo();
    }
    controls.recordLastItem(Control::PortSocketChoices);
    tooltip(sockets.empty() ? "No port of the catalogue has a socket yet: type one."
                            : "Pick a socket another port already has, or none.");
    ImGui::EndDisabled();
}

}  // namespace easylink::ui::module_editor
