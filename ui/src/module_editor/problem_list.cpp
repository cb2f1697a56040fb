#include "module_editor/problem_list.hpp"

#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "easylink/editing/port_placement.hpp"
#include "module_editor/module_problems.hpp"
#include "module_editor/port_text.hpp"
#include "module_editor/widgets.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui::module_editor {

std::optional<std::size_t> drawProblemList(const EditorState& state, const ModuleTemplate& module,
                                           int macro, DrawnItems& fixButtons) {
    const std::size_t moduleIndex = state.selection().selectedModule().value_or(0);
    const std::vector<const Problem*> problems = moduleProblems(state, moduleIndex);
    heading(problems.empty() ? "Problems"
                             : ("Problems (" + std::to_string(problems.size()) + ")").c_str());
    if (problems.empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(palette().okText, "None: the module keeps every rule.");
        ImGui::PopTextWrapPos();
        return std::nullopt;
    }
    std::vector<bool> offered(module.ports.size(), false);
    std::optional<std::size_t> fixRequest;
    ImGui::PushTextWrapPos(0.0f);
    for (const Problem* problem : problems) {
        const std::optional<std::size_t> port = problemPort(problem->pointer, moduleIndex);
        const std::string subject = port ? "Port " + std::to_string(*port) : std::string("Module");
        ImGui::TextColored(severityColour(problem->severity), "%s: %s", subject.c_str(),
                           problem->message.c_str());
        if (!port || *port >= module.ports.size() || offered[*port]) {
            continue;
        }
        offered[*port] = true;
        if (isPortPlacementValid(module, *port, macro)) {
            continue;  // a width or another rule the snap does not touch
        }
        const std::optional<PortPose> fixed = nearestValidPose(module, *port, macro);
        ImGui::PushID(static_cast<int>(*port));
        ImGui::BeginDisabled(!fixed);
        if (ImGui::SmallButton(
                ("Snap port " + std::to_string(*port) + " to a valid place").c_str())) {
            fixRequest = *port;
        }
        ImGui::EndDisabled();
        ImGui::PopID();
        if (fixed) {
            fixButtons.recordLastItem(*port);
        }
        const std::string help =
            fixed ? "Move port " + std::to_string(*port) + " to " + describeCentre(fixed->centre) +
                        ", the nearest place on its wall that keeps every placement rule."
                  : "No place on the " + std::string(wallName(module.ports[*port].pose.dir)) +
                        " wall keeps every rule for this port: change the module's size, "
                        "narrow the port's widths or move it to another wall.";
        tooltip(help.c_str());
    }
    ImGui::PopTextWrapPos();
    return fixRequest;
}

}  // namespace easylink::ui::module_editor
