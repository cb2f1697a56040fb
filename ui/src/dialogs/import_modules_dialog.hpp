#pragma once

// [SECTION] Import modules dialog
//
// File > Import modules... (open_file_dialog.hpp): reads a room kit (.glb,
// .gltf) into the catalogue on show as `import-modules --merge` does
// (docs/kits.md): footprints, doorways and meshes from the kit, everything
// set in the studio kept. A kit that cannot be read keeps the dialog open
// with its problems, each naming the module and node at fault; one that
// can closes it with the import waiting, and the shell lists what will
// change before it is applied as one undoable edit.

#include <optional>
#include <string>

#include "dialogs/open_file_dialog.hpp"
#include "easylink/kit/kit_merge.hpp"

namespace easylink::ui {

/// A kit read and merged, not yet applied.
struct PendingImport {
    std::string kitName;  // the kit's file name, for the question and the undo label
    KitMerge merge;

    /// What the import will do, a line per kind of change.
    std::string summary() const;
    /// The undo entry's label.
    std::string label() const { return "import modules from " + kitName; }
};

class ImportModulesDialog final : public OpenFileDialog {
public:
    static constexpr const char* kTitle = "Import modules";

    ImportModulesDialog();

    /// The import read from the last kit, once.
    std::optional<PendingImport> takePending();

private:
    std::optional<std::string> load(EditorState& state, const std::string& path) override;

    std::optional<PendingImport> pending_;
};

}  // namespace easylink::ui
