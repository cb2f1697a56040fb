// [SECTION] A module's mesh seen from above (mesh_plan.hpp)
//
// The mesh's triangles, in the module's frame, are laid on the plan's grid
// in X and Z. A triangle the cut crosses marks the cells its cut segment
// touches as wall; one wholly below the cut marks the cells it touches as
// floor (a separating-axis test of the shape against each cell's square,
// which also holds for a segment, or a triangle seen edge-on); one wholly
// above the cut (a ceiling, a lintel) marks nothing.

#include "easylink/kit/mesh_plan.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>

#include "../catalogue/gltf_file.hpp"
#include "../catalogue/gltf_triangles.hpp"
#include "easylink/catalogue/mesh_files.hpp"

namespace easylink {
namespace {

constexpr std::size_t kMaxPlanCells = std::size_t{1} << 20;

struct PlanPoint {
    double u = 0;  // along X, in cells
    double v = 0;  // along Z, in cells
};

/// True when the triangle and the square [x, x+1] x [y, y+1] share a
/// point: no edge's normal separates them (the square's own axes are the
/// caller's bounding box).
bool touchesCell(const std::array<PlanPoint, 3>& t, int x, int y) {
    for (std::size_t i = 0; i < 3; ++i) {
        const PlanPoint& a = t[i];
        const PlanPoint& b = t[(i + 1) % 3];
        const double nu = -(b.v - a.v);
        const double nv = b.u - a.u;
        if (std::abs(nu) + std::abs(nv) < 1e-12) {
            continue;
        }
        double tLow = HUGE_VAL;
        double tHigh = -HUGE_VAL;
        for (const PlanPoint& p : t) {
            const double d = p.u * nu + p.v * nv;
            tLow = std::min(tLow, d);
            tHigh = std::max(tHigh, d);
        }
        double sLow = HUGE_VAL;
        double sHigh = -HUGE_VAL;
        for (int corner = 0; corner < 4; ++corner) {
            const double d = (x + (corner & 1)) * nu + (y + (corner >> 1)) * nv;
            sLow = std::min(sLow, d);
            sHigh = std::max(sHigh, d);
        }
        const double slack = 1e-9 * (std::abs(nu) + std::abs(nv));
        if (tHigh < sLow - slack || sHigh < tLow - slack) {
            return false;
        }
    }
    return true;
}

/// Lays triangles on the plan.
class PlanDrawer {
public:
    PlanDrawer(MeshPlan& plan, double cellsPerMetre) : plan_(plan), scale_(cellsPerMetre) {}

    void drawTriangle(const std::array<double, 3>& a, const std::array<double, 3>& b,
                      const std::array<double, 3>& c) {
        const double cut = MeshPlan::kCutHeight;
        const std::array<const std::array<double, 3>*, 3> corners{&a, &b, &c};
        const double low = std::min({a[1], b[1], c[1]});
        const double high = std::max({a[1], b[1], c[1]});
        if (!std::isfinite(low) || !std::isfinite(high) || low > cut) {
            return;  // above the cut, or not a number
        }
        if (high < cut) {
            mark({plan(a), plan(b), plan(c)}, PlanCell::Floor);
            return;
        }
        // Where the cut crosses the triangle's edges: a segment (or a
        // point, or an edge lying in the cut).
        std::vector<PlanPoint> crossing;
        for (std::size_t i = 0; i < 3; ++i) {
            const std::array<double, 3>& p = *corners[i];
            const std::array<double, 3>& q = *corners[(i + 1) % 3];
            if (p[1] == cut) {
                crossing.push_back(plan(p));
            }
            if ((p[1] < cut && q[1] > cut) || (p[1] > cut && q[1] < cut)) {
                const double t = (cut - p[1]) / (q[1] - p[1]);
                crossing.push_back(plan({p[0] + t * (q[0] - p[0]), cut, p[2] + t * (q[2] - p[2])}));
            }
        }
        if (crossing.empty()) {
            return;
        }
        mark({crossing.front(), crossing.back(), crossing.back()}, PlanCell::Wall);
    }

private:
    PlanPoint plan(const std::array<double, 3>& p) const { return {p[0] * scale_, p[2] * scale_}; }

    /// Marks the cells `t` touches as `what`; wall is never made floor.
    void mark(const std::array<PlanPoint, 3>& t, PlanCell what) {
        const double lowU = std::min({t[0].u, t[1].u, t[2].u});
        const double highU = std::max({t[0].u, t[1].u, t[2].u});
        const double lowV = std::min({t[0].v, t[1].v, t[2].v});
        const double highV = std::max({t[0].v, t[1].v, t[2].v});
        if (!(highU >= 0 && highV >= 0 && lowU <= plan_.cells.w && lowV <= plan_.cells.h)) {
            return;  // off the footprint, or not a number
        }
        const int x0 = std::max(0, static_cast<int>(std::floor(lowU)) - 1);
        const int x1 = std::min(plan_.cells.w - 1, static_cast<int>(std::floor(highU)));
        const int y0 = std::max(0, static_cast<int>(std::floor(lowV)) - 1);
        const int y1 = std::min(plan_.cells.h - 1, static_cast<int>(std::floor(highV)));
        for (int y = y0; y <= y1; ++y) {
            for (int x = x0; x <= x1; ++x) {
                if (x + 1 < lowU || x > highU || y + 1 < lowV || y > highV ||
                    !touchesCell(t, x, y)) {
                    continue;
                }
                PlanCell& cell = plan_.cell[static_cast<std::size_t>(y) *
                                                static_cast<std::size_t>(plan_.cells.w) +
                                            static_cast<std::size_t>(x)];
                cell = std::max(cell, what);
            }
        }
    }

    MeshPlan& plan_;
    double scale_;
};

}  // namespace

MeshPlanRead readMeshPlan(const ModuleTemplate& module, const std::filesystem::path& folder,
                          double tileSize, int cellsPerTile) {
    MeshPlanRead read;
    if (!module.mesh || module.mesh->file.empty()) {
        read.error = "the module draws a blockout, not a mesh";
        return read;
    }
    if (!(tileSize > 0) || module.size.w < 1 || module.size.h < 1) {
        read.error = "the module has no footprint to draw on";
        return read;
    }
    MeshPlan& plan = read.plan;
    plan.cellsPerTile = std::max(1, cellsPerTile);
    while (plan.cellsPerTile > 1 && static_cast<std::size_t>(module.size.w) * plan.cellsPerTile *
                                            static_cast<std::size_t>(module.size.h) *
                                            plan.cellsPerTile >
                                        kMaxPlanCells) {
        --plan.cellsPerTile;
    }
    plan.cells = {module.size.w * plan.cellsPerTile, module.size.h * plan.cellsPerTile};
    if (static_cast<std::size_t>(plan.cells.w) * static_cast<std::size_t>(plan.cells.h) >
        kMaxPlanCells) {
        read.error = "the module is too big to draw its mesh's plan";
        return read;
    }
    plan.cell.assign(
        static_cast<std::size_t>(plan.cells.w) * static_cast<std::size_t>(plan.cells.h),
        PlanCell::Empty);

    const LoadedGltf loaded =
        loadGltfFile(folder / module.mesh->file, kMaxMeshFileBytes, GltfImages::Skip);
    if (!loaded.ok()) {
        read.error = module.mesh->file + ": " + loaded.error;
        return read;
    }
    const auto node =
        std::find_if(loaded.model.nodes.begin(), loaded.model.nodes.end(),
                     [&](const tinygltf::Node& n) { return n.name == module.mesh->node; });
    if (node == loaded.model.nodes.end()) {
        read.error = module.mesh->file + " has no node \"" + module.mesh->node + "\"";
        return read;
    }
    const std::array<double, 3> offset = module.mesh->offset.value_or(std::array<double, 3>{});
    PlanDrawer drawer(plan, plan.cellsPerTile / tileSize);
    forEachNodeTriangle(loaded.model, *node, offset, [&](const NodeTriangle& triangle) {
        const auto& [a, b, c] = triangle.corners;
        drawer.drawTriangle(a, b, c);
    });
    return read;
}

}  // namespace easylink
