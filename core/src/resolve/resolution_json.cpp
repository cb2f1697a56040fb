#include "easylink/resolve/resolution.hpp"

namespace easylink {
namespace {

// Keys in a fixed order; "generic" and "problem" only where something went wrong.
Json nodeToJson(const Catalogue& catalogue, const Resolution& resolution, int index) {
    const ResolvedNode& node = resolution.node(index);
    Json out = Json::object();
    out["slot"] = node.slot;
    out["module"] = node.module >= 0
                        ? Json(catalogue.modules[static_cast<std::size_t>(node.module)].name)
                        : Json(nullptr);
    out["kind"] = std::string(toString(node.kind));
    out["rotation"] = node.rotation.degrees();
    out["rect"] = Json::array({node.rect.x, node.rect.y, node.rect.w, node.rect.h});
    Json params = Json::object();
    for (const auto& [name, value] : node.params) {
        params[name] = valueToJson(value);
    }
    out["params"] = std::move(params);
    if (node.generic) {
        out["generic"] = true;
    }
    if (!node.problem.empty()) {
        out["problem"] = node.problem;
    }
    Json slots = Json::array();
    for (int child : node.children) {
        slots.push_back(nodeToJson(catalogue, resolution, child));
    }
    out["slots"] = std::move(slots);
    return out;
}

Json rootsToJson(const Catalogue& catalogue, const Resolution& resolution,
                 const std::vector<int>& roots, const char* idKey) {
    Json out = Json::array();
    for (std::size_t id = 0; id < roots.size(); ++id) {
        if (roots[id] < 0) {
            continue;
        }
        Json entry = Json::object();
        entry[idKey] = id;
        entry.update(nodeToJson(catalogue, resolution, roots[id]));
        out.push_back(std::move(entry));
    }
    return out;
}

}  // namespace

Json resolutionToJson(const Layout& layout, const Resolution& resolution) {
    const Catalogue& catalogue = layout.catalogue();
    Json out = Json::object();
    out["rooms"] = rootsToJson(catalogue, resolution, resolution.roomRoots, "room");
    out["corridors"] = rootsToJson(catalogue, resolution, resolution.corridorRoots, "corridor");
    out["problems"] = resolution.problems;
    return out;
}

Json resolutionBlocks(const Layout& layout, const Resolution& resolution,
                      const TileRaster& raster) {
    Json out = Json::object();
    out["resolution"] = resolutionToJson(layout, resolution);
    out["tiles"] = tilesToJson(raster);
    return out;
}

}  // namespace easylink
