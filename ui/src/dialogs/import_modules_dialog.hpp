#pragma once

// [SECTION] Import modules dialog
//
// File > Import modules... (open_file_dialog.hpp): reads a room kit (.glb,
// .gltf, .fbx) into the catalogue on show as `import-modules --merge` does
// (docs/kits.md): footprints, doorways and meshes from the kit, everything
// set in the studio kept. A kit that cannot be read keeps the dialog open
// with its problems, each naming the module and node at fault; one that
// can closes it with the import waiting, and the shell lists what will
// change before it is applied as one undoable edit. An FBX kit's meshes are
// written as KIT.glb beside the catalogue when the import is applied.

#include <filesystem>
#include <optional>
#include <string>

#include "dialogs/open_file_dialog.hpp"
#include "easylink/kit/kit_merge.hpp"

namespace easylink::ui {

struct CatalogueDocument;

/// A kit read and merged, not yet applied.
struct PendingImport {
    std::filesystem::path kit;  // the file read
    KitMerge merge;
    /// An FBX kit's meshes as a glTF kit, to write at `glbPath` first.
    std::filesystem::path glbPath;
    std::string glb;

    /// The kit's file name, for the question and the undo label.
    std::string kitName() const { return kit.filename().string(); }
    /// What the import will do, a line per kind of change.
    std::string summary() const;
    /// True when the import would change the catalogue.
    bool changesAnything() const { return !merge.added.empty() || !merge.changed.empty(); }
    /// The undo entry's label.
    std::string label() const { return "import modules from " + kitName(); }
};

/// Reads the kit at `kit` for `document` (saved, not shipped: the caller
/// checks), or says why it cannot be imported, a problem a line.
std::optional<PendingImport> readKitImport(const CatalogueDocument& document,
                                           const std::filesystem::path& kit, std::string& why);

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
