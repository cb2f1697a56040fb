#pragma once

// [SECTION] Open layout dialog
//
// File > Open layout... (open_file_dialog.hpp): reads the layout file
// against the catalogue on show and shows its layout as saved
// (layout_open.hpp); a file that cannot be read keeps the dialog open with
// the reason, located in the file ("layout.json: /rooms/3/template: no
// module named ..."), and the run on show stays.

#include "dialogs/open_file_dialog.hpp"

namespace easylink::ui {

class OpenLayoutDialog final : public OpenFileDialog {
public:
    static constexpr const char* kTitle = "Open layout";

    OpenLayoutDialog() : OpenFileDialog(kTitle, "layout", layoutFilters()) {}

private:
    std::optional<std::string> load(EditorState& state, const std::string& path) override;
};

}  // namespace easylink::ui
