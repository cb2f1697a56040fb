#include "dialogs/open_catalogue_dialog.hpp"

#include "document/editor_state.hpp"

namespace easylink::ui {

std::optional<std::string> OpenCatalogueDialog::load(EditorState& state, const std::string& path) {
    if (state.openCatalogue(path)) {
        if (countErrors(state.document()->problems) > 0) {
            state.requestCatalogueReport();
        }
        return std::nullopt;
    }
    const RefusedLoad& refused = *state.refusedLoad();
    return refused.problems.empty()
               ? "This file cannot be read as a catalogue."
               : formatProblem(refused.path.filename().string(), refused.problems.front());
}

}  // namespace easylink::ui
