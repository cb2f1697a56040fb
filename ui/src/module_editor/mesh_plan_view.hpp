#pragma once

// [SECTION] Module editor: the mesh's plan
//
// A module that draws a kit's mesh shows the mesh's plan (mesh_plan.hpp:
// the mesh cut a metre above the floor, seen from above) over its tiles,
// its walls in one colour, so that a port's door tiles show through the
// mesh's doorway when the two agree and are covered by wall when they do
// not. The plan is read once per module, file and change of the file.

#include <filesystem>
#include <optional>
#include <string>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/kit/mesh_plan.hpp"
#include "widgets/module_canvas.hpp"

namespace easylink::ui::module_editor {

class MeshPlanView {
public:
    /// The plan of `module`'s mesh, its file found from `folder`; nullptr
    /// for a blockout or a mesh that cannot be read (the Mesh fields say
    /// why).
    const MeshPlan* plan(const ModuleTemplate& module, const std::filesystem::path& folder,
                         double tileSize);

    /// Draws the plan's walls over the module's tiles.
    static void draw(ImDrawList& draw, const TileCanvas& canvas, const MeshPlan& plan);

private:
    struct Key {
        std::filesystem::path file;
        std::string node;
        std::optional<std::array<double, 3>> offset;
        Size2i size;
        double tileSize = 0;
        std::optional<std::filesystem::file_time_type> written;

        friend bool operator==(const Key&, const Key&) = default;
    };

    std::optional<Key> key_;
    std::optional<MeshPlan> plan_;
};

}  // namespace easylink::ui::module_editor
