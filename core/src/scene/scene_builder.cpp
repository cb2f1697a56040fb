#include "easylink/scene/scene_builder.hpp"

#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <tuple>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/resolve/resolution.hpp"
#include "easylink/scene/blockout.hpp"
#include "easylink/scene/instances.hpp"
#include "easylink/scene/openings.hpp"
#include "easylink/scene/scene_materials.hpp"
#include "easylink/scene/tile_blocks.hpp"
#include "easylink/tiles/tile_raster.hpp"

namespace easylink {
namespace {

/// A point turned `degrees` about +Y (x, z only: every turn here is one).
std::array<double, 3> turnedAboutY(const std::array<double, 3>& p, int degrees) {
    // Ry(t) maps (x, z) to (x cos t + z sin t, -x sin t + z cos t).
    switch (((degrees % 360) + 360) % 360) {
        case 90: return {p[2], p[1], -p[0]};
        case 180: return {-p[0], p[1], -p[2]};
        case 270: return {-p[2], p[1], p[0]};
        default: return p;
    }
}

/// An instance's place in the world: translation and turn (degrees
/// clockwise, the map's rotation).
struct WorldPose {
    std::array<double, 3> translation{};
    int clockwise = 0;
};

/// The transform, relative to `parent`, of a node whose world pose is
/// `child`: parent^-1 * child, exact for quarter turns.
void setRelative(SceneNode& node, const WorldPose& parent, const WorldPose& child) {
    const std::array<double, 3> d{child.translation[0] - parent.translation[0],
                                  child.translation[1] - parent.translation[1],
                                  child.translation[2] - parent.translation[2]};
    // The parent turns by Ry(-clockwise); its inverse is Ry(+clockwise).
    node.translation = turnedAboutY(d, parent.clockwise);
    node.rotation = yawQuaternion(parent.clockwise - child.clockwise);
}

/// Section 10's "ports' links" of a room: each linked port, with the room
/// and port or the corridor and end it leads to. Free ports are left out:
/// the catalogue has them, and a big level has hundreds of thousands.
Json linksJson(const PlacedRoom& room) {
    Json links = Json::array();
    for (std::size_t index = 0; index < room.ports.size(); ++index) {
        const PortLink& link = room.ports[index].link;
        if (link.kind == PortLink::Kind::Room) {
            links.push_back({{"port", index}, {"room", link.id}, {"room_port", link.port}});
        } else if (link.kind == PortLink::Kind::Corridor) {
            links.push_back({{"port", index}, {"corridor", link.id}, {"end", link.port}});
        }
    }
    return links;
}

Json roomExtras(const PlacedRoom& room, const std::string& templateName) {
    return {{"easylink",
             {{"id", room.id},
              {"kind", std::string(toString(room.kind))},
              {"template", templateName},
              {"x", room.position.x},
              {"y", room.position.y},
              {"width", room.size.w},
              {"height", room.size.h},
              {"rotation", room.rotation.degrees()},
              {"links", linksJson(room)}}}};
}

Json corridorExtras(const Corridor& corridor) {
    Json ends = Json::array();
    for (const CorridorEnd& end : corridor.ends) {
        ends.push_back({{"room", end.room}, {"port", end.port}});
    }
    return {{"easylink",
             {{"id", corridor.id},
              {"kind", "corridor"},
              {"x", corridor.rect.x},
              {"y", corridor.rect.y},
              {"width", corridor.rect.w},
              {"height", corridor.rect.h},
              {"rotation", 0},
              {"axis", corridor.axis == Axis::Horizontal ? "horizontal" : "vertical"},
              {"passage_width", corridor.width},
              {"ends", ends}}}};
}

/// Makes the scene of a layout of modules, sharing equal meshes.
class ModuleSceneBuilder {
public:
    ModuleSceneBuilder(const SceneSource& run, const SceneOptions& options, Scene& scene)
        : run_(run),
          catalogue_(run.layout->catalogue()),
          options_(options),
          scene_(scene),
          materials_(scene.materials) {
        style_.tileSize = catalogue_.tileSize();
        style_.wallHeight = catalogue_.wallHeight();
    }

    void build() {
        const std::vector<SceneInstance> instances =
            layoutInstances(*run_.layout, run_.resolution, style_.tileSize);
        std::vector<int> nodeOf(instances.size(), 0);
        std::vector<WorldPose> poseOf(instances.size());
        for (std::size_t i = 0; i < instances.size(); ++i) {
            const SceneInstance& instance = instances[i];
            poseOf[i] = {instance.placement.translation, instance.rotation.degrees()};
            const bool top = instance.parent < 0;
            const auto parent = static_cast<std::size_t>(top ? 0 : instance.parent);
            SceneNode node;
            node.name = instance.name;
            node.parent = top ? 0 : nodeOf[parent];
            setRelative(node, top ? WorldPose{} : poseOf[parent], poseOf[i]);
            dress(node, instance);
            nodeOf[i] = scene_.addNode(std::move(node));
        }
    }

private:
    /// Gives `node` its mesh and extras.
    void dress(SceneNode& node, const SceneInstance& instance) {
        switch (instance.kind) {
            case InstanceKind::Room: {
                const PlacedRoom& room = *run_.layout->room(instance.object);
                node.extras = roomExtras(room, templateName(room.templateIndex));
                const int module = instance.resolvedNode >= 0
                                       ? run_.resolution->node(instance.resolvedNode).module
                                       : room.templateIndex;
                if (!useKitMesh(node, module)) {
                    node.mesh = roomMesh(room, instance);
                }
                break;
            }
            case InstanceKind::Corridor: {
                const Corridor& corridor = *run_.layout->corridor(instance.object);
                node.extras = corridorExtras(corridor);
                // A corridor that phase 2 gave a module shows that module
                // (its child node) instead.
                if (!resolvedCorridor(corridor.id)) {
                    node.mesh = corridorMesh({corridor.rect.w, corridor.rect.h},
                                             corridor.axis == Axis::Horizontal);
                }
                break;
            }
            case InstanceKind::Module: {
                const ResolvedNode& resolved = run_.resolution->node(instance.resolvedNode);
                if (resolved.module >= 0 && !useKitMesh(node, resolved.module)) {
                    node.mesh = moduleMesh(instance);
                }
                break;
            }
        }
    }

    bool resolvedCorridor(int id) const {
        const Resolution* resolution = run_.resolution;
        return resolution != nullptr && id >= 0 &&
               static_cast<std::size_t>(id) < resolution->corridorRoots.size() &&
               resolution->corridorRoots[static_cast<std::size_t>(id)] >= 0;
    }

    std::string templateName(int index) const { return moduleName(catalogue_, index); }

    /// Puts the designer's mesh of catalogue module `index` on `node`, when
    /// it has one.
    bool useKitMesh(SceneNode& node, int index) {
        if (index < 0 || static_cast<std::size_t>(index) >= catalogue_.modules.size()) {
            return false;
        }
        const ModuleMesh* mesh =
            catalogue_.meshOf(catalogue_.modules[static_cast<std::size_t>(index)]);
        if (mesh == nullptr) {
            return false;
        }
        KitMesh kit{options_.catalogueFolder / mesh->file, mesh->file, mesh->node,
                    mesh->offsetOrZero()};
        const auto key = std::make_tuple(kit.file.string(), kit.node, kit.offset);
        const auto [at, added] =
            kitIndex_.try_emplace(key, static_cast<int>(scene_.kitMeshes.size()));
        if (added) {
            scene_.kitMeshes.push_back(std::move(kit));
        }
        node.kitMesh = at->second;
        return true;
    }

    int roomMesh(const PlacedRoom& room, const SceneInstance& instance) {
        std::optional<std::vector<Opening>> openings;
        if (instance.resolvedNode >= 0) {
            openings = resolvedOpenings(*run_.resolution, instance.resolvedNode);
        }
        if (!openings) {
            openings = linkedPortOpenings(room);
        }
        const Size2i size = rotate(room.size, room.rotation);
        std::ostringstream key;
        key << "room " << toString(room.kind) << ' ' << size.w << 'x' << size.h;
        for (const Opening& opening : *openings) {
            key << ' ' << toString(opening.wall) << opening.from << ':' << opening.to;
        }
        return shared(key.str(), [&] {
            return blockoutMesh(templateName(room.templateIndex) + " blockout",
                                roomBlockout(size, *openings, style_), room.kind);
        });
    }

    int corridorMesh(Size2i size, bool alongX) {
        std::ostringstream key;
        key << "corridor " << size.w << 'x' << size.h << (alongX ? " x" : " z");
        return shared(key.str(), [&] {
            return blockoutMesh("corridor " + std::to_string(size.w) + "x" + std::to_string(size.h),
                                corridorBlockout(size, alongX, style_), ModuleKind::Corridor);
        });
    }

    /// A phase-2 module without a mesh: corridors and nested rooms as
    /// blockouts, parts as a block; walls and doors have none (the room's
    /// blockout draws them).
    int moduleMesh(const SceneInstance& instance) {
        const Size2i size = rotate(Size2i{instance.rect.w, instance.rect.h}, instance.rotation);
        switch (instance.moduleKind) {
            case ModuleKind::Wall:
            case ModuleKind::Door: return -1;
            case ModuleKind::Corridor: {
                // Its own frame runs along X when the corridor is horizontal
                // and the module is not turned a quarter, or the other way.
                const bool horizontal = instance.rect.w >= instance.rect.h;
                return corridorMesh(size, horizontal != instance.rotation.swapsAxes());
            }
            case ModuleKind::Part: return partMesh(size);
            default: {
                std::ostringstream key;
                key << "room " << toString(instance.moduleKind) << ' ' << size.w << 'x' << size.h;
                return shared(key.str(), [&] {
                    return blockoutMesh(instance.module + " blockout",
                                        roomBlockout(size, {}, style_), instance.moduleKind);
                });
            }
        }
    }

    int partMesh(Size2i size) {
        std::ostringstream key;
        key << "part " << size.w << 'x' << size.h;
        return shared(key.str(), [&] {
            const double s = style_.tileSize;
            const double inset = 0.1 * s;
            SceneMesh mesh;
            mesh.name = "part " + std::to_string(size.w) + "x" + std::to_string(size.h);
            ScenePrimitive block;
            block.data.addBox(
                {{inset, 0.0, inset},
                 {size.w * s - inset, std::min(s, style_.wallHeight), size.h * s - inset}});
            block.material = materials_.floor(ModuleKind::Part);
            mesh.primitives.push_back(std::move(block));
            return mesh;
        });
    }

    SceneMesh blockoutMesh(std::string name, Blockout blockout, ModuleKind kind) {
        SceneMesh mesh;
        mesh.name = std::move(name);
        auto add = [&](MeshData&& data, int material) {
            if (!data.empty()) {
                mesh.primitives.push_back({std::move(data), material});
            }
        };
        add(std::move(blockout.floor), materials_.floor(kind));
        add(std::move(blockout.walls), materials_.wall(kind));
        add(std::move(blockout.frames), materials_.frame());
        return mesh;
    }

    template <typename Make>
    int shared(const std::string& key, Make make) {
        const auto found = meshIndex_.find(key);
        if (found != meshIndex_.end()) {
            return found->second;
        }
        SceneMesh mesh = make();
        if (mesh.primitives.empty()) {
            meshIndex_.emplace(key, -1);
            return -1;
        }
        scene_.meshes.push_back(std::move(mesh));
        const int index = static_cast<int>(scene_.meshes.size()) - 1;
        meshIndex_.emplace(key, index);
        return index;
    }

    const SceneSource& run_;
    const Catalogue& catalogue_;
    const SceneOptions& options_;
    Scene& scene_;
    MaterialBook materials_;
    BlockoutStyle style_;
    std::map<std::string, int> meshIndex_;
    std::map<std::tuple<std::string, std::string, std::array<double, 3>>, int> kitIndex_;
};

/// A tile map's scene: a node per chunk of blocks.
void buildTileScene(const TileRaster& tiles, double tileSize, double wallHeight, Scene& scene) {
    MaterialBook materials(scene.materials);
    BlockoutStyle style;
    style.tileSize = tileSize;
    style.wallHeight = wallHeight;
    for (TileChunk& chunk : tileBlocks(tiles, style, materials)) {
        SceneNode node;
        node.name = chunk.mesh.name;
        node.parent = 0;
        node.translation = {chunk.origin.x * tileSize, 0.0, chunk.origin.y * tileSize};
        scene.meshes.push_back(std::move(chunk.mesh));
        node.mesh = static_cast<int>(scene.meshes.size()) - 1;
        scene.addNode(std::move(node));
    }
}

}  // namespace

Scene buildScene(const SceneSource& run, const SceneOptions& options) {
    const Layout& layout = *run.layout;
    const Catalogue& catalogue = layout.catalogue();
    Scene scene;
    SceneNode root;
    root.name = "layout";
    root.extras = {{"easylink",
                    {{"generator", std::string(run.generator)},
                     {"seed", std::to_string(run.seed)},
                     {"width", layout.width()},
                     {"height", layout.height()},
                     {"tile_size", catalogue.tileSize()},
                     {"wall_height", catalogue.wallHeight()}}}};
    scene.addNode(std::move(root));
    if (layout.roomCount() > 0 || layout.corridorCount() > 0) {
        ModuleSceneBuilder(run, options, scene).build();
    } else if (run.tiles != nullptr) {
        buildTileScene(*run.tiles, catalogue.tileSize(), catalogue.wallHeight(), scene);
    }
    return scene;
}

}  // namespace easylink
