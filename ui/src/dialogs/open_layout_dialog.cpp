#include "dialogs/open_layout_dialog.hpp"

#include "files/layout_open.hpp"

namespace easylink::ui {

std::optional<std::string> OpenLayoutDialog::load(EditorState& state, const std::string& path) {
    return openLayoutFile(state, path);
}

}  // namespace easylink::ui
