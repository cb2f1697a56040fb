#include "module_editor/mesh_plan_view.hpp"

#include <system_error>

#include "widgets/theme.hpp"

namespace easylink::ui::module_editor {

const MeshPlan* MeshPlanView::plan(const ModuleTemplate& module,
                                   const std::filesystem::path& folder, double tileSize) {
    if (!module.mesh || module.mesh->file.empty()) {
        return nullptr;
    }
    Key key{folder / module.mesh->file,
            module.mesh->node,
            module.mesh->offset,
            module.size,
            tileSize,
            std::nullopt};
    std::error_code ec;
    const auto written = std::filesystem::last_write_time(key.file, ec);
    if (!ec) {
        key.written = written;
    }
    if (key_ != key) {
        key_ = key;
        MeshPlanRead read = readMeshPlan(module, folder, tileSize);
        plan_ = read.ok() ? std::optional<MeshPlan>(std::move(read.plan)) : std::nullopt;
    }
    return plan_ ? &*plan_ : nullptr;
}

void MeshPlanView::draw(ImDrawList& draw, const TileCanvas& canvas, const MeshPlan& plan) {
    const float cell = 1.0f / static_cast<float>(plan.cellsPerTile);
    const ImU32 colour = palette().meshWall;
    // A run of wall cells along a row is one rectangle.
    for (int y = 0; y < plan.cells.h; ++y) {
        int x = 0;
        while (x < plan.cells.w) {
            if (plan.at(x, y) != PlanCell::Wall) {
                ++x;
                continue;
            }
            const int start = x;
            while (x < plan.cells.w && plan.at(x, y) == PlanCell::Wall) {
                ++x;
            }
            draw.AddRectFilled(
                canvas.point(static_cast<float>(start) * cell, static_cast<float>(y) * cell),
                canvas.point(static_cast<float>(x) * cell, static_cast<float>(y + 1) * cell),
                colour);
        }
    }
}

}  // namespace easylink::ui::module_editor
