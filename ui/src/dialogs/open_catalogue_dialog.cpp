#include "dialogs/open_catalogue_dialog.hpp"

#include "document/editor_state.hpp"

namespace easylink::ui {

std::optional<std::string> OpenCatalogueDialog::load(EditorState& state, const std::string& path) {
    if (state.document().openCatalogue(path)) {
        if (countErrors(state.document().current()->problems) > 0) {
            state.session().requestCatalogueReport();
        }
        return std::nullopt;
    }
    const RefusedLoad& refused = *state.document().refusedLoad();
    return refused.problems.empty()
               ? "This file cannot be read as a catalogue."
               : formatProblem(refused.path.filename().string(), refused.problems.front());
}

}  // namespace easylink::ui
