#pragma once

// [SECTION] Save parameters dialog
//
// File > Save parameters...: a path field (and Browse...) for writing every
// parameter, regions and targets included, as a parameters file that
// `--params` and File > Open parameters read back (EditorState::saveParams).
// It opens on the session's parameters file, or params.json in the working
// folder; a file that exists is only replaced after a second press (the
// session's own parameters file at once), and the previous version is kept
// as .bak. The catalogue and the session's other inputs are refused, and a
// failed write keeps the dialog open with the reason.

#include <filesystem>
#include <string>

#include "dialogs/browse_button.hpp"
#include "dialogs/modal_dialog.hpp"

namespace easylink::ui {

class SaveParamsDialog final : public ModalDialog {
public:
    static constexpr const char* kTitle = "Save parameters";

    SaveParamsDialog() : ModalDialog(kTitle) {}

    void open(const EditorState& state, const std::filesystem::path& folder);

    /// The path in the field as it stands (tests).
    const std::string& pathText() const { return pathText_; }
    const std::string& error() const { return error_; }
    const BrowseButton& browseButton() const { return browse_; }

private:
    void drawContents(EditorState& state) override;
    void submit(EditorState& state);

    std::string pathText_;
    std::string error_;
    bool confirmOverwrite_ = false;
    bool focusPath_ = false;
    BrowseButton browse_{NativeFileChooser::Purpose::Save, kTitle, paramsFilters()};
};

}  // namespace easylink::ui
