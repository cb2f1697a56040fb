#pragma once

// [SECTION] Open parameters dialog
//
// File > Open parameters... (open_file_dialog.hpp): takes the parameters of
// a parameters file, or of a layout file's "params", as one undoable edit
// (EditorState::openParams). A file that cannot be taken (another kind of
// file, a parameter out of range, regions past its map) keeps the dialog
// open with the reason located in the file, and the parameters on show stay.

#include "dialogs/open_file_dialog.hpp"

namespace easylink::ui {

class OpenParamsDialog final : public OpenFileDialog {
public:
    static constexpr const char* kTitle = "Open parameters";

    OpenParamsDialog() : OpenFileDialog(kTitle, "parameters", paramsFilters()) {}

private:
    std::optional<std::string> load(EditorState& state, const std::string& path) override;
};

}  // namespace easylink::ui
