#pragma once

// [SECTION] Module editor: the module's mesh
//
// The side column's fields for a module's look in 3D (docs/scenes.md): the
// glTF file, named relative to the catalogue (typed, or chosen with
// Browse...), and the node of it to show, picked from the file's nodes when
// it loads. Without a mesh the module is a blockout. Each change is one
// catalogue edit through the history; typed text applies when the field
// lets go of the keyboard. What the file holds, or why it cannot be read,
// shows under the fields.

#include <filesystem>
#include <string>

#include "dialogs/browse_button.hpp"
#include "easylink/catalogue/catalogue.hpp"
#include "easylink/catalogue/mesh_files.hpp"
#include "module_editor/drawn_items.hpp"

namespace easylink::ui {
class EditorState;
}

namespace easylink::ui::module_editor {

class MeshFields {
public:
    void draw(EditorState& state, const ModuleTemplate& module, DrawnControls& controls);
    /// Drops text being typed, so the fields show the module's own.
    void stopEditing();

private:
    /// The nodes of `file` (read again only when the path or its time changes).
    const GltfNodeNames& nodesOf(const std::filesystem::path& file);
    void setMesh(EditorState& state, const ModuleTemplate& module, const std::string& file,
                 const std::string& node);

    char file_[512] = {};
    char node_[256] = {};
    bool editingFile_ = false;
    bool editingNode_ = false;
    std::string message_;
    BrowseButton browse_{NativeFileChooser::Purpose::Open,
                         "Choose the module's glTF file",
                         {{"glTF (*.glb, *.gltf)", {".glb", ".gltf"}}, {"All files (*)", {}}}};
    std::filesystem::path readPath_;
    std::filesystem::file_time_type readTime_{};
    GltfNodeNames read_;
};

}  // namespace easylink::ui::module_editor
