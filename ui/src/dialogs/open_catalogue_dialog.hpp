#pragma once

// [SECTION] Open catalogue dialog
//
// File > Open catalogue... (open_file_dialog.hpp): loads the file through
// the editor state. A file that cannot be read keeps the dialog open with
// its first problem (the problems panel lists the details); a catalogue
// that loads but breaks rules is opened, and the catalogue problems dialog
// lists what to fix.

#include "dialogs/open_file_dialog.hpp"

namespace easylink::ui {

class OpenCatalogueDialog final : public OpenFileDialog {
public:
    static constexpr const char* kTitle = "Open catalogue";

    OpenCatalogueDialog() : OpenFileDialog(kTitle, "catalogue", catalogueFilters()) {}

private:
    std::optional<std::string> load(EditorState& state, const std::string& path) override;
};

}  // namespace easylink::ui
