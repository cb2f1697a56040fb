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
// failed write keeps the dialog open with the reason (save_to_path_dialog.hpp).

#include <filesystem>
#include <optional>
#include <string>

#include "dialogs/save_to_path_dialog.hpp"

namespace easylink::ui {

class SaveParamsDialog final : public SaveToPathDialog {
public:
    static constexpr const char* kTitle = "Save parameters";

    SaveParamsDialog() : SaveToPathDialog(kTitle, paramsFilters()) {}

    void open(const EditorState& state, const std::filesystem::path& folder);

private:
    void drawPrompt(const EditorState& state) override;
    std::optional<std::string> clash(const EditorState& state,
                                     const std::filesystem::path& path) const override;
    bool isOwnFile(const EditorState& state, const std::filesystem::path& path) const override;
    std::optional<std::string> save(EditorState& state, const std::filesystem::path& path) override;
};

}  // namespace easylink::ui
