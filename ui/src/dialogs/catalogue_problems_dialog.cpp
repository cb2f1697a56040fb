#include "dialogs/catalogue_problems_dialog.hpp"

#include "document/editor_state.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui {
namespace {

std::string counted(std::size_t count, const char* one, const char* many) {
    return std::to_string(count) + " " + (count == 1 ? one : many);
}

}  // namespace

void CatalogueProblemsDialog::open(const EditorState& state) {
    lines_.clear();
    const CatalogueDocument* document = state.document().current();
    const std::vector<Problem>* problems = nullptr;
    std::string file;
    if (const RefusedLoad* refused = state.document().refusedLoad()) {
        file = refused->path.filename().string();
        summary_ = "Could not open " + refused->path.string() + ". " +
                   (document != nullptr
                        ? "The catalogue on show, " + state.document().fileName() + ", stays."
                        : std::string("No catalogue is open."));
        problems = &refused->problems;
    } else if (document != nullptr) {
        file = state.document().fileName();
        problems = &document->problems;
        const std::size_t errors = countErrors(document->problems);
        const std::size_t modules = document->catalogue.modules.size();
        summary_ = errors == 0 ? file + " is valid: " + counted(modules, "module", "modules") + "."
                               : file + " has " + counted(errors, "error", "errors") +
                                     ". It stays open for fixing; generation is refused until the "
                                     "errors are fixed, and the last layout stays on show.";
    } else {
        summary_ = "No catalogue is open.";
    }
    if (problems != nullptr) {
        for (const Problem& problem : *problems) {
            lines_.push_back({formatProblem(file, problem), problem.severity == Severity::Error});
        }
    }
    requestOpen();
}

void CatalogueProblemsDialog::drawContents(EditorState& /*state*/) {
    const float width = ImGui::GetFontSize() * 40.0f;
    ImGui::PushTextWrapPos(width);
    ImGui::TextUnformatted(summary_.c_str());
    ImGui::PopTextWrapPos();
    if (!lines_.empty()) {
        ImGui::Spacing();
        const float rowHeight = ImGui::GetTextLineHeightWithSpacing();
        const float height = std::min(static_cast<float>(lines_.size()) * rowHeight * 2.0f + 8.0f,
                                      ImGui::GetFontSize() * 20.0f);
        ImGui::BeginChild("problems", {width, height}, true);
        ImGui::PushTextWrapPos(0.0f);
        for (const Line& line : lines_) {
            ImGui::TextColored(line.error ? palette().errorText : palette().warningText, "%s",
                               line.text.c_str());
        }
        ImGui::PopTextWrapPos();
        ImGui::EndChild();
        ImGui::TextColored(palette().dimText,
                           "The Problems panel lists these too; click one there to go to it.");
    }
    ImGui::Spacing();
    closeButton();
}

}  // namespace easylink::ui
