#pragma once

// [SECTION] Save as dialog
//
// A path field (and Browse..., with the desktop's dialog or the editor's own
// file browser) for saving the catalogue under a new name. The path it
// proposes is never a file that exists or one the session reads; for a
// shipped catalogue it is a copy in the user's catalogue folder. An existing file is only replaced
// after a second press; the previous version is kept as .bak either way. A failed save keeps the
// dialog open with the reason, and nothing half-written on disk. A path that
// is another of the session's inputs (the vaults, the parameters, the
// recovery file), by identity and not by spelling, is refused
// (save_to_path_dialog.hpp).

#include <filesystem>
#include <optional>
#include <string>
#include <utility>

#include "dialogs/save_to_path_dialog.hpp"

namespace easylink::ui {

class SaveAsDialog final : public SaveToPathDialog {
public:
    static constexpr const char* kTitle = "Save catalogue as";

    SaveAsDialog() : SaveToPathDialog(kTitle, catalogueFilters()) {}

    /// Opens with proposal()'s path in the field.
    void open(const EditorState& state, const std::filesystem::path& folder);

    /// The path the dialog opens with: for a new catalogue `folder`/
    /// untitled.json; for a file, NAME-copy.json beside it; for a shipped
    /// catalogue, NAME-copy.json in the user's catalogue folder (made if
    /// missing; `folder` without one), with a sentence saying why in
    /// `note`. Never an existing file nor one of the session's inputs: a
    /// number is added until it is neither.
    static std::filesystem::path proposal(const EditorState& state,
                                          const std::filesystem::path& folder,
                                          std::string* note = nullptr);
    /// True once, after the dialog saved the catalogue.
    bool takeSaved() { return std::exchange(saved_, false); }
    /// True once, after the dialog was closed without saving.
    bool takeCancelled() { return std::exchange(cancelled_, false); }

private:
    void drawPrompt(const EditorState& state) override;
    std::optional<std::string> clash(const EditorState& state,
                                     const std::filesystem::path& path) const override;
    bool isOwnFile(const EditorState& state, const std::filesystem::path& path) const override;
    std::optional<std::string> save(EditorState& state, const std::filesystem::path& path) override;
    void cancelled() override { cancelled_ = true; }

    std::string note_;  // why the proposal is not the document's folder
    bool saved_ = false;
    bool cancelled_ = false;
};

}  // namespace easylink::ui
