#include "easylink/kit/kit_import.hpp"

#include "../catalogue/node_transform.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <optional>
#include <set>

#include "../catalogue/gltf_file.hpp"
#include "easylink/catalogue/catalogue_validator.hpp"
#include "easylink/catalogue/mesh_files.hpp"
#include "easylink/geometry/port_geometry.hpp"
#include "easylink/io/problem.hpp"

namespace easylink {
namespace {

using kit_detail::apply;
using kit_detail::kIdentity;
using kit_detail::localTransform;
using kit_detail::Matrix;
using kit_detail::multiply;

// How far from whole a footprint or a port may be, and how far from its
// wall a port may stand, in tiles (section 10).
constexpr double kWholeTolerance = 0.05;
constexpr double kWallTolerance = 0.25;

/// A node's name without Blender's ".001" suffix.
std::string_view baseName(std::string_view name) {
    const std::size_t dot = name.rfind('.');
    if (dot != std::string_view::npos && dot + 1 < name.size() &&
        std::all_of(name.begin() + static_cast<std::ptrdiff_t>(dot) + 1, name.end(),
                    [](char c) { return c >= '0' && c <= '9'; })) {
        return name.substr(0, dot);
    }
    return name;
}

bool isPortMarker(const tinygltf::Node& node) {
    return baseName(node.name).rfind("port", 0) == 0;
}

/// The widths a marker's name gives ("port_w2_4": 2 and 4), or none.
std::optional<std::vector<int>> widthsInName(std::string_view name) {
    const std::string_view base = baseName(name);
    const std::size_t at = base.find("_w");
    if (at == std::string_view::npos) {
        return std::nullopt;
    }
    std::vector<int> widths;
    std::string_view rest = base.substr(at + 2);
    while (!rest.empty()) {
        int width = 0;
        const auto [end, error] = std::from_chars(rest.data(), rest.data() + rest.size(), width);
        if (error != std::errc() || end == rest.data()) {
            return std::vector<int>{};  // malformed: said by the caller
        }
        widths.push_back(width);
        rest.remove_prefix(static_cast<std::size_t>(end - rest.data()));
        if (!rest.empty() && rest.front() == '_') {
            rest.remove_prefix(1);
        } else if (!rest.empty()) {
            return std::vector<int>{};
        }
    }
    return widths;
}

/// The `easylink` object of a node's extras, or a null value.
const tinygltf::Value& easylinkExtras(const tinygltf::Node& node) {
    static const tinygltf::Value none;
    if (node.extras.IsObject() && node.extras.Has("easylink")) {
        return node.extras.Get("easylink");
    }
    return none;
}

std::optional<double> numberOf(const tinygltf::Value& value) {
    if (value.IsNumber()) {
        return value.GetNumberAsDouble();
    }
    return std::nullopt;
}

/// Reads one module from a root node of the kit.
class ModuleReader {
public:
    ModuleReader(const tinygltf::Model& kit, std::string where, const KitImportOptions& options)
        : kit_(kit), where_(std::move(where)), options_(options) {}

    /// The module of root node `root`; problems added to `problems`.
    std::optional<ModuleTemplate> read(int root, std::vector<std::string>& portNodes,
                                       KitExtrasGiven& given, std::vector<std::string>& problems) {
        const tinygltf::Node& node = kit_.nodes[static_cast<std::size_t>(root)];
        module_ = ModuleTemplate{};
        module_.name = node.name;
        moduleWhere_ = where_ + ", module \"" + printableExcerpt(node.name, 80) + "\"";
        problems_ = &problems;
        const std::size_t before = problems.size();
        given_ = KitExtrasGiven{};
        readKindAndWeight(node);
        given = given_;
        // The root's own transform is where the kit lays the module, not
        // part of it: everything is measured in the root's frame.
        for (const int child : node.children) {
            walk(child, kIdentity);
        }
        if (node.mesh >= 0) {
            addMeshBounds(node.mesh, kIdentity);
        }
        if (!readFootprint(node)) {
            return std::nullopt;
        }
        for (const Marker& marker : markers_) {
            readPort(marker, portNodes);
        }
        if (problems.size() > before) {
            return std::nullopt;
        }
        module_.mesh = ModuleMesh{options_.meshFile, node.name, std::nullopt, Json::object()};
        if (origin_[0] != 0.0 || origin_[1] != 0.0) {
            module_.mesh->offset = std::array<double, 3>{-origin_[0], 0.0, -origin_[1]};
        }
        return module_;
    }

private:
    struct Marker {
        std::string name;
        std::array<double, 3> at;  // in the root's frame, metres
        const tinygltf::Node* node;
    };

    void problem(const std::string& node, const std::string& what) {
        problems_->push_back(moduleWhere_ +
                             (node.empty() ? "" : ", node \"" + printableExcerpt(node, 80) + "\"") +
                             ": " + what);
    }

    void readKindAndWeight(const tinygltf::Node& node) {
        const tinygltf::Value& facts = easylinkExtras(node);
        if (!facts.IsObject()) {
            return;
        }
        if (facts.Has("kind")) {
            const tinygltf::Value& kind = facts.Get("kind");
            const std::optional<ModuleKind> parsed =
                kind.IsString() ? parseModuleKind(kind.Get<std::string>()) : std::nullopt;
            if (parsed) {
                module_.kind = *parsed;
                given_.kind = true;
            } else {
                problem("",
                        "extras.easylink.kind is not a module kind (normal, four_way, "
                        "t_junction, bend, through, dead_end, ...)");
            }
        }
        if (facts.Has("weight")) {
            const std::optional<double> weight = numberOf(facts.Get("weight"));
            if (weight && std::isfinite(*weight) && *weight >= 0.0 && *weight <= kMaxWeight) {
                module_.weight = *weight;
                given_.weight = true;
            } else {
                problem("", "extras.easylink.weight is not a number from 0 to 1000000");
            }
        }
    }

    /// Collects the meshes' bounds and the markers below a node.
    void walk(int index, const Matrix& parent) {
        if (index < 0 || static_cast<std::size_t>(index) >= kit_.nodes.size() ||
            ++visited_ > 100000) {
            return;
        }
        const tinygltf::Node& node = kit_.nodes[static_cast<std::size_t>(index)];
        const Matrix world = multiply(parent, localTransform(node));
        if (isPortMarker(node)) {
            markers_.push_back({node.name, apply(world, {0.0, 0.0, 0.0}), &node});
            return;  // a marker's children are part of it
        }
        if (node.mesh >= 0) {
            addMeshBounds(node.mesh, world);
        }
        for (const int child : node.children) {
            walk(child, world);
        }
    }

    /// Widens the footprint by a mesh's positions' bounds (the corners of
    /// each POSITION accessor's box, moved into the root's frame).
    void addMeshBounds(int mesh, const Matrix& world) {
        if (mesh < 0 || static_cast<std::size_t>(mesh) >= kit_.meshes.size()) {
            return;
        }
        for (const tinygltf::Primitive& primitive :
             kit_.meshes[static_cast<std::size_t>(mesh)].primitives) {
            const auto position = primitive.attributes.find("POSITION");
            if (position == primitive.attributes.end() || position->second < 0 ||
                static_cast<std::size_t>(position->second) >= kit_.accessors.size()) {
                continue;
            }
            const tinygltf::Accessor& accessor =
                kit_.accessors[static_cast<std::size_t>(position->second)];
            if (accessor.minValues.size() != 3 || accessor.maxValues.size() != 3) {
                continue;
            }
            for (int corner = 0; corner < 8; ++corner) {
                const std::array<double, 3> p{
                    (corner & 1) != 0 ? accessor.maxValues[0] : accessor.minValues[0],
                    (corner & 2) != 0 ? accessor.maxValues[1] : accessor.minValues[1],
                    (corner & 4) != 0 ? accessor.maxValues[2] : accessor.minValues[2]};
                const std::array<double, 3> moved = apply(world, p);
                low_[0] = std::min(low_[0], moved[0]);
                low_[1] = std::min(low_[1], moved[2]);
                high_[0] = std::max(high_[0], moved[0]);
                high_[1] = std::max(high_[1], moved[2]);
                hasMesh_ = true;
            }
        }
    }

    /// The footprint in whole tiles: extras.easylink.size from the root's
    /// origin, or the meshes' extent from its north-west corner.
    bool readFootprint(const tinygltf::Node& node) {
        const double s = options_.tileSize;
        const tinygltf::Value& facts = easylinkExtras(node);
        if (facts.IsObject() && facts.Has("size")) {
            const tinygltf::Value& size = facts.Get("size");
            // Plain doubles rather than optionals: GCC's -Wmaybe-uninitialized
            // misreads optional<double> here once inlined at -O1.
            const bool pair = size.IsArray() && size.ArrayLen() == 2;
            const double w = pair ? numberOf(size.Get(0)).value_or(0.0) : 0.0;
            const double h = pair ? numberOf(size.Get(1)).value_or(0.0) : 0.0;
            if (w != std::floor(w) || h != std::floor(h) || w < 1 || h < 1 || w > kMaxModuleSide ||
                h > kMaxModuleSide) {
                problem("",
                        "extras.easylink.size is not [width, height] in whole tiles from 1 to " +
                            std::to_string(kMaxModuleSide));
                return false;
            }
            module_.size = {static_cast<int>(w), static_cast<int>(h)};
            origin_ = {0.0, 0.0};
            return true;
        }
        if (!hasMesh_) {
            problem("",
                    "no mesh to measure and no extras.easylink.size: give the module a mesh "
                    "or a size in tiles");
            return false;
        }
        const double w = (high_[0] - low_[0]) / s;
        const double h = (high_[1] - low_[1]) / s;
        const double wholeW = std::round(w);
        const double wholeH = std::round(h);
        if (std::abs(w - wholeW) > kWholeTolerance || std::abs(h - wholeH) > kWholeTolerance ||
            wholeW < 1 || wholeH < 1 || wholeW > kMaxModuleSide || wholeH > kMaxModuleSide) {
            problem("", "its meshes span " + metres(high_[0] - low_[0]) + " x " +
                            metres(high_[1] - low_[1]) + " (X by Z), not whole tiles of " +
                            metres(s) +
                            ": fix the geometry, give --tile-size, or set extras.easylink.size");
            return false;
        }
        module_.size = {static_cast<int>(wholeW), static_cast<int>(wholeH)};
        origin_ = {low_[0], low_[1]};
        return true;
    }

    void readPort(const Marker& marker, std::vector<std::string>& portNodes) {
        const double s = options_.tileSize;
        const double ax = (marker.at[0] - origin_[0]) / s;
        const double ay = (marker.at[2] - origin_[1]) / s;
        const double w = module_.size.w;
        const double h = module_.size.h;
        const std::array<std::pair<Dir, double>, 4> distances = {{{Dir::W, std::abs(ax)},
                                                                  {Dir::E, std::abs(ax - w)},
                                                                  {Dir::N, std::abs(ay)},
                                                                  {Dir::S, std::abs(ay - h)}}};
        const auto nearest =
            std::min_element(distances.begin(), distances.end(),
                             [](const auto& a, const auto& b) { return a.second < b.second; });
        if (nearest->second > kWallTolerance) {
            problem(marker.name, "at " + tiles(ax) + ", " + tiles(ay) + " tiles it is " +
                                     tiles(nearest->second) + " tiles from the nearest wall (" +
                                     std::string(toString(nearest->first)) +
                                     "): a port marker stands on the footprint's edge, at the "
                                     "doorway's centre, at floor level");
            return;
        }
        const Dir dir = nearest->first;
        const bool alongY = dir == Dir::W || dir == Dir::E;
        const double along = alongY ? ay : ax;
        const double whole = std::round(along);
        if (std::abs(along - whole) > kWholeTolerance) {
            problem(marker.name, "its doorway's centre is " + tiles(along) + " tiles along the " +
                                     std::string(toString(dir)) +
                                     " wall, not on a tile edge: a doorway of even width is "
                                     "centred between two tiles");
            return;
        }
        PortSpec port;
        // The anchor less section 3's offset gives the centre in
        // tile-centre coordinates (doubled in HalfPoint).
        const int a = static_cast<int>(whole);
        switch (dir) {
            case Dir::W: port.pose = {{0, 2 * a - 1}, Dir::W}; break;
            case Dir::E: port.pose = {{2 * (module_.size.w - 1), 2 * a - 1}, Dir::E}; break;
            case Dir::N: port.pose = {{2 * a - 1, 0}, Dir::N}; break;
            case Dir::S: port.pose = {{2 * a - 1, 2 * (module_.size.h - 1)}, Dir::S}; break;
        }
        if (!readWidths(marker, port.widths)) {
            return;
        }
        module_.ports.push_back(std::move(port));
        portNodes.push_back(marker.name);
    }

    bool readWidths(const Marker& marker, std::vector<int>& widths) {
        const tinygltf::Value& facts = easylinkExtras(*marker.node);
        if (facts.IsObject() && facts.Has("widths")) {
            const tinygltf::Value& list = facts.Get("widths");
            for (std::size_t i = 0; list.IsArray() && i < list.ArrayLen(); ++i) {
                const std::optional<double> width = numberOf(list.Get(static_cast<int>(i)));
                if (!width || *width != std::floor(*width) || std::abs(*width) > 1e6) {
                    widths.clear();
                    break;
                }
                widths.push_back(static_cast<int>(*width));
            }
            if (widths.empty()) {
                problem(marker.name, "extras.easylink.widths is not a list of whole numbers");
                return false;
            }
            return true;
        }
        if (const std::optional<std::vector<int>> named = widthsInName(marker.name)) {
            if (named->empty()) {
                problem(marker.name,
                        "the widths after \"_w\" in its name are not numbers "
                        "joined by \"_\" (port_w2_4: widths 2 and 4)");
                return false;
            }
            widths = *named;
            return true;
        }
        widths = {2};
        return true;
    }

    static std::string metres(double value) { return trimmed(value) + " m"; }
    static std::string tiles(double value) { return trimmed(value); }
    static std::string trimmed(double value) {
        char text[32];
        const auto end =
            std::to_chars(text, text + sizeof text, std::round(value * 1000.0) / 1000.0,
                          std::chars_format::fixed, 3)
                .ptr;
        std::string out(text, end);
        while (!out.empty() && out.back() == '0') {
            out.pop_back();
        }
        if (!out.empty() && out.back() == '.') {
            out.pop_back();
        }
        return out;
    }

    const tinygltf::Model& kit_;
    std::string where_;
    const KitImportOptions& options_;
    std::string moduleWhere_;
    std::vector<std::string>* problems_ = nullptr;
    ModuleTemplate module_;
    std::vector<Marker> markers_;
    std::array<double, 2> low_{std::numeric_limits<double>::max(),
                               std::numeric_limits<double>::max()};
    std::array<double, 2> high_{std::numeric_limits<double>::lowest(),
                                std::numeric_limits<double>::lowest()};
    std::array<double, 2> origin_{};
    KitExtrasGiven given_;
    bool hasMesh_ = false;
    int visited_ = 0;
};

/// The roots of the kit's default scene (its first when none is named).
std::vector<int> rootNodes(const tinygltf::Model& kit) {
    if (kit.scenes.empty()) {
        return {};
    }
    const std::size_t scene =
        kit.defaultScene >= 0 && static_cast<std::size_t>(kit.defaultScene) < kit.scenes.size()
            ? static_cast<std::size_t>(kit.defaultScene)
            : 0;
    std::vector<int> roots;
    for (const int node : kit.scenes[scene].nodes) {
        if (node >= 0 && static_cast<std::size_t>(node) < kit.nodes.size()) {
            roots.push_back(node);
        }
    }
    return roots;
}

/// The modules of a kit loaded (or not) from the file named `where`.
KitImport importLoadedKit(const LoadedGltf& loaded, const std::string& where,
                          const KitImportOptions& options) {
    KitImport result;
    if (!loaded.ok()) {
        result.problems.push_back(where + ": " + loaded.error);
        return result;
    }
    const std::vector<int> roots = rootNodes(loaded.model);
    if (roots.empty()) {
        result.problems.push_back(where +
                                  ": no root nodes in its scene: each root node is a module");
        return result;
    }
    std::set<std::string> names;
    for (const int root : roots) {
        const std::string& name = loaded.model.nodes[static_cast<std::size_t>(root)].name;
        if (name.empty()) {
            result.problems.push_back(where + ", root node " + std::to_string(root) +
                                      ": has no name: a module is named after its root node");
            continue;
        }
        if (!names.insert(name).second) {
            result.problems.push_back(where + ", module \"" + printableExcerpt(name, 80) +
                                      "\": two root nodes have this name: modules need one each");
            continue;
        }
        std::vector<std::string> portNodes;
        KitExtrasGiven given;
        ModuleReader reader(loaded.model, where, options);
        if (std::optional<ModuleTemplate> module =
                reader.read(root, portNodes, given, result.problems)) {
            result.modules.push_back(std::move(*module));
            result.portNodes.push_back(std::move(portNodes));
            result.given.push_back(given);
        }
    }
    if (!result.ok()) {
        result.modules.clear();
        result.portNodes.clear();
        result.given.clear();
    }
    return result;
}

std::string quotedName(const std::string& name) {
    return "\"" + printableExcerpt(name, 200) + "\"";
}

}  // namespace

KitImport importKit(const std::filesystem::path& file, const KitImportOptions& options) {
    return importLoadedKit(loadGltfFile(file, kMaxMeshFileBytes, GltfImages::Skip),
                           quotedName(file.string()), options);
}

KitImport importKitBytes(const std::string& glb, const std::string& shownAs,
                         const KitImportOptions& options) {
    return importLoadedKit(loadGltfMemory(glb, kMaxMeshFileBytes, GltfImages::Skip),
                           quotedName(shownAs), options);
}

bool isFbxKit(const std::filesystem::path& file) {
    std::string extension = file.extension().string();
    for (char& c : extension) {
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return extension == ".fbx";
}

std::filesystem::path fbxKitGlb(const std::filesystem::path& catalogueFolder,
                                const std::filesystem::path& fbx) {
    return catalogueFolder / (fbx.stem().string() + ".glb");
}

Catalogue kitCatalogue(const KitImport& kit, const std::string& name,
                       const KitImportOptions& options) {
    Catalogue catalogue;
    catalogue.name = name;
    catalogue.macro = options.macro;
    if (options.tileSize != kDefaultTileSize) {
        catalogue.explicitTileSize = options.tileSize;
    }
    catalogue.modules = kit.modules;
    return catalogue;
}

std::vector<std::string> kitCatalogueProblems(const Catalogue& catalogue, const KitImport& kit,
                                              const std::string& kitName) {
    std::vector<std::string> lines;
    for (const Problem& problem : validateCatalogue(catalogue)) {
        if (problem.severity != Severity::Error) {
            continue;
        }
        // "/modules/M/ports/P/...": named after the kit's module and marker
        // when the module came from the kit.
        std::string line;
        std::size_t module = 0;
        std::size_t port = 0;
        const int parts =
            std::sscanf(problem.pointer.c_str(), "/modules/%zu/ports/%zu", &module, &port);
        if (parts >= 1 && module < catalogue.modules.size()) {
            const std::string& moduleName = catalogue.modules[module].name;
            const auto fromKit =
                std::find_if(kit.modules.begin(), kit.modules.end(),
                             [&](const ModuleTemplate& m) { return m.name == moduleName; });
            line = "\"" + printableExcerpt(kitName, 200) + "\", module \"" +
                   printableExcerpt(moduleName, 80) + "\"";
            if (fromKit != kit.modules.end() && parts == 2) {
                const auto& nodes =
                    kit.portNodes[static_cast<std::size_t>(fromKit - kit.modules.begin())];
                if (port < nodes.size()) {
                    line += ", node \"" + printableExcerpt(nodes[port], 80) + "\"";
                }
            }
            line += ": " + problem.message;
        } else {
            line = "\"" + printableExcerpt(kitName, 200) +
                   "\": " + (problem.pointer.empty() ? "" : problem.pointer + ": ") +
                   problem.message;
        }
        lines.push_back(std::move(line));
    }
    return lines;
}

}  // namespace easylink
