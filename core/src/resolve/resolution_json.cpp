#include <algorithm>
#include <string_view>
#include <variant>

#include "easylink/resolve/resolution.hpp"

namespace easylink {
namespace {

void writeParam(JsonWriter& out, const ParamValue& value) {
    std::visit([&](const auto& v) { out.value(v); }, value);
}

/// Opens a node's object. A node with slots holds their rects two levels
/// down; a leaf goes on one line only if it fits, and its fixed text alone,
/// every number one digit wide, is usually too wide already.
void beginNode(JsonWriter& out, const Catalogue& catalogue, const ResolvedNode& node) {
    constexpr std::string_view kLeafSkeleton =
        R"({ "slot": "", "module": "", "kind": "", "rotation": 0, "rect": [0, 0, 0, 0], )"
        R"("params": {}, "slots": [] })";
    std::size_t leastWidth = kLeafSkeleton.size() + node.slot.size() + toString(node.kind).size();
    if (node.module >= 0) {
        leastWidth += catalogue.modules[static_cast<std::size_t>(node.module)].name.size();
    }
    if (!node.children.empty() || leastWidth > out.lineRoom()) {
        out.beginMultilineObject();
    } else {
        out.beginObject();
    }
}

// The members of a node after its root's id: keys in a fixed order,
// "generic" and "problem" only where something went wrong.
void writeNodeMembers(JsonWriter& out, const Catalogue& catalogue, const Resolution& resolution,
                      const ResolvedNode& node) {
    out.member("slot", node.slot);
    out.key("module");
    if (node.module >= 0) {
        out.value(catalogue.modules[static_cast<std::size_t>(node.module)].name);
    } else {
        out.null();
    }
    out.member("kind", toString(node.kind));
    out.member("rotation", node.rotation.degrees());
    out.key("rect");
    out.beginArray();
    out.value(node.rect.x);
    out.value(node.rect.y);
    out.value(node.rect.w);
    out.value(node.rect.h);
    out.endArray();
    out.key("params");
    out.beginObject();
    for (const auto& [name, value] : node.params) {
        out.key(name);
        writeParam(out, value);
    }
    out.endObject();
    if (node.generic) {
        out.member("generic", true);
    }
    if (!node.problem.empty()) {
        out.member("problem", node.problem);
    }
    // A node with slots holds their rects two levels down, and so does its
    // list of slots; a leaf goes on one line when it fits.
    out.key("slots");
    if (node.children.empty()) {
        out.beginArray();
    } else {
        out.beginMultilineArray();
    }
    for (int child : node.children) {
        beginNode(out, catalogue, resolution.node(child));
        writeNodeMembers(out, catalogue, resolution, resolution.node(child));
        out.endObject();
    }
    out.endArray();
}

/// True when some id has a root.
bool anyRoot(const std::vector<int>& roots) {
    return std::any_of(roots.begin(), roots.end(), [](int root) { return root >= 0; });
}

void writeRoots(JsonWriter& out, const Catalogue& catalogue, const Resolution& resolution,
                const std::vector<int>& roots, std::string_view idKey) {
    // Each root's rect is a container two levels down.
    if (anyRoot(roots)) {
        out.beginMultilineArray();
    } else {
        out.beginArray();
    }
    for (std::size_t id = 0; id < roots.size(); ++id) {
        if (roots[id] < 0) {
            continue;
        }
        beginNode(out, catalogue, resolution.node(roots[id]));
        out.member(idKey, id);
        writeNodeMembers(out, catalogue, resolution, resolution.node(roots[id]));
        out.endObject();
    }
    out.endArray();
}

}  // namespace

void writeResolution(JsonWriter& out, const Layout& layout, const Resolution& resolution) {
    const Catalogue& catalogue = layout.catalogue();
    if (anyRoot(resolution.roomRoots) || anyRoot(resolution.corridorRoots)) {
        out.beginMultilineObject();  // a root's rect is two levels down
    } else {
        out.beginObject();
    }
    out.key("rooms");
    writeRoots(out, catalogue, resolution, resolution.roomRoots, "room");
    out.key("corridors");
    writeRoots(out, catalogue, resolution, resolution.corridorRoots, "corridor");
    out.key("problems");
    out.beginArray();
    for (const std::string& problem : resolution.problems) {
        out.value(problem);
    }
    out.endArray();
    out.endObject();
}

void writeResolutionBlocks(JsonWriter& out, const Layout& layout, const Resolution& resolution,
                           const TileRaster& raster) {
    out.key("resolution");
    writeResolution(out, layout, resolution);
    out.key("tiles");
    writeTiles(out, raster);
}

}  // namespace easylink
