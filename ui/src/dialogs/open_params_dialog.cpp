#include "dialogs/open_params_dialog.hpp"

#include "document/editor_state.hpp"

namespace easylink::ui {

std::optional<std::string> OpenParamsDialog::load(EditorState& state, const std::string& path) {
    return state.document().openParams(path);
}

}  // namespace easylink::ui
