#pragma once

// [SECTION] Kit imports
//
// File > Import modules and what follows it (docs/editor.md): the dialog
// that reads a kit, the question that lists what will change, the edit
// that applies it (writing an FBX kit's glTF beside the catalogue first),
// and the watch that offers to import a kit again when it changes on disk
// (kit_watch.hpp).

#include <filesystem>
#include <optional>

#include "dialogs/choice_dialog.hpp"
#include "dialogs/import_modules_dialog.hpp"
#include "document/editor_state.hpp"
#include "files/kit_watch.hpp"

namespace easylink::ui {

class KitImports {
public:
    /// File > Import modules..., browsing from `folder`.
    void openDialog(const std::filesystem::path& folder) { dialog_.open(folder); }
    void draw(EditorState& state);
    /// True while the dialog or the question is on screen.
    bool isOpen() const { return dialog_.isOpen() || question_.isOpen(); }
    /// Asks about a kit just read, and applies the one the designer said
    /// yes to.
    void takeAnswers(EditorState& state);
    /// A look at the kits on disk (every so often, with no dialog open):
    /// asks whether to import again one that changed.
    void lookAtKits(EditorState& state);

    const ImportModulesDialog& dialog() const { return dialog_; }
    const ChoiceDialog& question() const { return question_; }

private:
    /// Applies `import` as one undoable edit; says so when it cannot.
    void apply(EditorState& state, PendingImport import);

    ImportModulesDialog dialog_;
    ChoiceDialog question_{"Import modules?"};
    std::optional<PendingImport> waiting_;  // asked about in question_
    KitWatch watch_;
};

}  // namespace easylink::ui
