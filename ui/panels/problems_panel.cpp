#include "panels/problems_panel.hpp"

#include <algorithm>
#include <string>

#include "document/editor_state.hpp"
#include "document/problem_location.hpp"
#include "session/generation_session.hpp"
#include "session/region_shortfall.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

void appendLines(std::vector<ProblemLine>& lines, const std::filesystem::path& file,
                 const std::vector<Problem>& problems, std::size_t moduleCount) {
    const std::string fileName = file.filename().string();
    for (const Problem& problem : problems) {
        ProblemLine line{formatProblem(fileName, problem), problem.severity, std::nullopt,
                         std::nullopt, std::nullopt};
        if (const auto index = moduleIndexOfPointer(problem.pointer);
            index && *index < moduleCount) {
            line.module = index;
            line.port = portIndexOfPointer(problem.pointer);
        }
        lines.push_back(std::move(line));
    }
}

}  // namespace

std::vector<ProblemLine> problemLines(const EditorState& state) {
    std::vector<ProblemLine> lines;
    if (const RefusedLoad* refused = state.document().refusedLoad()) {
        // These point into a file that is not on show, so they select nothing.
        appendLines(lines, refused->path, refused->problems, 0);
    }
    if (const CatalogueDocument* document = state.document().current()) {
        appendLines(lines, document->path, document->problems, document->catalogue.modules.size());
    }
    if (const GenerationRun* run = state.generation().run()) {
        for (const RegionShortfall& shortfall : regionShortfalls(*run)) {
            ProblemLine line{"run, seed " + std::to_string(run->seed) + ": /regions/" +
                                 std::to_string(shortfall.region) + ": " + shortfall.sentence,
                             Severity::Warning, std::nullopt, std::nullopt,
                             static_cast<std::size_t>(shortfall.region)};
            lines.push_back(std::move(line));
        }
    }
    return lines;
}

ProblemsPanel::ProblemsPanel() : Panel(kTitle, PanelSlot::Bottom) {}

void ProblemsPanel::drawSummary(const EditorState& state,
                                const std::vector<ProblemLine>& lines) const {
    if (const RefusedLoad* refused = state.document().refusedLoad()) {
        const std::string shown = state.document().current() != nullptr
                                      ? "; still showing " + state.document().fileName()
                                      : std::string();
        ImGui::TextColored(palette().errorText, "Could not open %s%s.",
                           refused->path.filename().string().c_str(), shown.c_str());
        return;
    }
    if (state.document().current() == nullptr) {
        ImGui::TextColored(palette().dimText, "No catalogue is open.");
        return;
    }
    const auto errors = std::count_if(lines.begin(), lines.end(), [](const ProblemLine& line) {
        return line.severity == Severity::Error;
    });
    const auto warnings = static_cast<std::ptrdiff_t>(lines.size()) - errors;
    if (lines.empty()) {
        ImGui::TextColored(palette().okText, "No problems in %s.",
                           state.document().fileName().c_str());
        return;
    }
    std::string counts;
    if (errors > 0) {
        counts = std::to_string(errors) + (errors == 1 ? " error" : " errors");
    }
    if (warnings > 0) {
        counts += (counts.empty() ? "" : ", ") + std::to_string(warnings) +
                  (warnings == 1 ? " warning" : " warnings");
    }
    const auto runWarnings = std::count_if(lines.begin(), lines.end(),
                                           [](const ProblemLine& line) { return line.region; });
    const char* where = runWarnings == 0 ? ""
                        : runWarnings == static_cast<std::ptrdiff_t>(lines.size())
                            ? "the run on show; no problems in "
                            : "the run on show and ";
    ImGui::TextColored(errors > 0 ? palette().errorText : palette().warningText, "%s in %s%s.",
                       counts.c_str(), where, state.document().fileName().c_str());
}

void ProblemsPanel::drawContent(EditorState& state) {
    lines_.clear();
    const std::vector<ProblemLine> lines = problemLines(state);
    drawSummary(state, lines);
    if (lines.empty()) {
        return;
    }
    ImGui::Separator();
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const ProblemLine& line = lines[i];
        ImGui::PushID(static_cast<int>(i));
        ImGui::PushStyleColor(ImGuiCol_Text, severityColour(line.severity));
        const bool selected =
            line.module.has_value() && state.selection().selectedModule() == line.module;
        if (ImGui::Selectable(line.text.c_str(), selected)) {
            if (line.module) {
                state.selection().selectModule(line.module);
                // A port's problem is fixed in the module editor, on that port.
                if (line.port) {
                    state.selection().focusPort(*line.port);
                }
            } else if (line.region) {
                state.selection().selectRegion(line.region);
            }
        }
        ImGui::PopStyleColor();
        if (line.region) {
            ui::tooltip("Click to select region " + std::to_string(*line.region) +
                        " (the Regions panel edits it)");
        }
        if (line.module) {
            if (line.port) {
                ui::tooltip("Click to edit port " + std::to_string(*line.port) + " of module " +
                            std::to_string(*line.module));
            } else {
                ui::tooltip("Click to select module " + std::to_string(*line.module));
            }
        }
        recordRow(i);
        lines_.recordLastItem(
            std::string(line.severity == Severity::Warning ? "warning: " : "error: ") + line.text);
        ImGui::PopID();
    }
}

}  // namespace easylink::ui
