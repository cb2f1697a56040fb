#include "easylink/scene/scene_builder.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <unordered_map>

#include "compact_json.hpp"
#include "easylink/catalogue/catalogue.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/resolve/resolution.hpp"
#include "easylink/scene/blockout.hpp"
#include "easylink/scene/blockout_cache.hpp"
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
    for (double& axis : node.translation) {
        axis += 0.0;  // a zero turned negative is written as 0.0, not -0.0
    }
    node.rotation = yawQuaternion(parent.clockwise - child.clockwise);
}

/// Section 10's "ports' links" of a room: each linked port, with the room
/// and port or the corridor and end it leads to. Free ports are left out:
/// the catalogue has them, and a big level has hundreds of thousands.
void writeLinks(scene_json::CompactJson& writer, const PlacedRoom& room) {
    writer.key("links");
    writer.beginArray();
    for (std::size_t index = 0; index < room.ports.size(); ++index) {
        const PortLink& link = room.ports[index].link;
        if (link.kind != PortLink::Kind::Room && link.kind != PortLink::Kind::Corridor) {
            continue;
        }
        const bool toRoom = link.kind == PortLink::Kind::Room;
        writer.beginObject();
        writer.member("port", index);
        writer.member(toRoom ? "room" : "corridor", link.id);
        writer.member(toRoom ? "room_port" : "end", link.port);
        writer.endObject();
    }
    writer.endArray();
}

/// The rect and turn every room and corridor node states (the rect's
/// members as the layout file writes them: layout_json.hpp's
/// writeRectMembers).
void writePlace(scene_json::CompactJson& writer, const Rect& rect, int rotation) {
    writer.member("x", rect.x);
    writer.member("y", rect.y);
    writer.member("width", rect.w);
    writer.member("height", rect.h);
    writer.member("rotation", rotation);
}

/// A corridor's ends, as the layout file writes them (layout_json.hpp's
/// writeCorridorEnds).
void writeEnds(scene_json::CompactJson& writer, const Corridor& corridor) {
    writer.key("ends");
    writer.beginArray();
    for (const CorridorEnd& end : corridor.ends) {
        writer.beginObject();
        writer.member("room", end.room);
        writer.member("port", end.port);
        writer.endObject();
    }
    writer.endArray();
}

std::string roomExtras(const PlacedRoom& room, const std::string& templateName) {
    return scene_json::compactText([&](scene_json::CompactJson& writer) {
        writer.beginObject();
        writer.key("easylink");
        writer.beginObject();
        writer.member("id", room.id);
        writer.member("kind", toString(room.kind));
        writer.member("template", templateName);
        writePlace(writer, {room.position.x, room.position.y, room.size.w, room.size.h},
                   room.rotation.degrees());
        writeLinks(writer, room);
        writer.endObject();
        writer.endObject();
    });
}

std::string corridorExtras(const Corridor& corridor) {
    return scene_json::compactText([&](scene_json::CompactJson& writer) {
        writer.beginObject();
        writer.key("easylink");
        writer.beginObject();
        writer.member("id", corridor.id);
        writer.member("kind", "corridor");
        writePlace(writer, corridor.rect, 0);
        writer.member("axis", corridor.axis == Axis::Horizontal ? "horizontal" : "vertical");
        writer.member("passage_width", corridor.width);
        writeEnds(writer, corridor);
        writer.endObject();
        writer.endObject();
    });
}

std::string rootExtras(const SceneSource& run) {
    const Layout& layout = *run.layout;
    const Catalogue& catalogue = layout.catalogue();
    return scene_json::compactText([&](scene_json::CompactJson& writer) {
        writer.beginObject();
        writer.key("easylink");
        writer.beginObject();
        writer.member("generator", run.generator);
        writer.member("seed", std::to_string(run.seed));
        writer.member("width", layout.width());
        writer.member("height", layout.height());
        writer.member("tile_size", catalogue.tileSize());
        writer.member("wall_height", catalogue.wallHeight());
        writer.endObject();
        writer.endObject();
    });
}

/// What makes two made meshes the same: the blockout they show, and the
/// kind whose colours it wears.
struct MeshKey {
    ModuleKind kind = ModuleKind::Normal;
    BlockoutShape made;

    friend bool operator==(const MeshKey&, const MeshKey&) = default;
};

struct MeshKeyHash {
    std::size_t operator()(const MeshKey& key) const {
        return BlockoutShapeHash{}(key.made) * 31 + static_cast<std::size_t>(key.kind);
    }
};

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
        std::vector<SceneInstance> instances =
            layoutInstances(*run_.layout, run_.resolution, style_.tileSize, run_.resolvedShown);
        scene_.nodes.reserve(scene_.nodes.size() + instances.size());
        std::vector<int> nodeOf(instances.size(), 0);
        std::vector<WorldPose> poseOf(instances.size());
        for (std::size_t i = 0; i < instances.size(); ++i) {
            SceneInstance& instance = instances[i];
            if (instance.parent < 0) {
                top_ = &instance;  // the room or corridor the modules after it hang in
            }
            poseOf[i] = {instance.placement.translation, instance.rotation.degrees()};
            const bool top = instance.parent < 0;
            const auto parent = static_cast<std::size_t>(top ? 0 : instance.parent);
            nodeOf[i] = static_cast<int>(scene_.nodes.size());
            SceneNode& node = scene_.nodes.emplace_back();
            node.name = std::move(instance.name);  // the instances are not needed after
            node.parent = top ? 0 : nodeOf[parent];
            setRelative(node, top ? WorldPose{} : poseOf[parent], poseOf[i]);
            dress(node, instance);
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
                    node.mesh = instance.moduleKind == ModuleKind::Door ? doorwayMesh(instance)
                                                                        : moduleMesh(instance);
                }
                break;
            }
        }
    }

    /// True when phase 2 gave corridor `id` a module, which then shows it;
    /// one it drew generically (no module fits) keeps its blockout.
    bool resolvedCorridor(int id) const {
        const Resolution* resolution = run_.resolution;
        if (resolution == nullptr || id < 0 ||
            static_cast<std::size_t>(id) >= resolution->corridorRoots.size() ||
            (run_.resolvedShown && !run_.resolvedShown(true, id))) {
            return false;
        }
        const int root = resolution->corridorRoots[static_cast<std::size_t>(id)];
        return root >= 0 && resolution->node(root).module >= 0;
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
        const bool resolvedDoors = openings.has_value();
        if (!openings) {
            openings = linkedPortOpenings(room);
        }
        // Phase 2's doors draw their own lintels and frames (doorwayMesh()).
        const Doorways doorways = resolvedDoors ? Doorways::Cut : Doorways::Framed;
        const Size2i size = rotate(room.size, room.rotation);
        std::sort(openings->begin(), openings->end());
        BlockoutShape made = shapeOf(BlockoutShape::Kind::Room, size, false, std::move(*openings));
        made.doorways = doorways;
        return shared({room.kind, std::move(made)}, [&](const CachedBlockout& blockout) {
            return blockoutMesh(templateName(room.templateIndex) + " blockout", blockout,
                                room.kind);
        });
    }

    /// A door phase 2 put in a room's wall: the lintel and frame of its
    /// doorway, which the room's blockout leaves to it, in the walls' colour
    /// of the room; one mesh for all doors alike.
    int doorwayMesh(const SceneInstance& door) {
        if (top_ == nullptr || top_->kind != InstanceKind::Room) {
            return -1;  // a corridor's walls have no doorways
        }
        const DoorwayPlace place =
            doorwayInDoorFrame(door.rect, door.rotation, top_->rect, top_->rotation);
        const ModuleKind roomKind = top_->moduleKind;
        const Size2i size = rotate(Size2i{door.rect.w, door.rect.h}, door.rotation);
        BlockoutShape made = shapeOf(BlockoutShape::Kind::Doorway, size, false, {place.opening});
        made.edge = place.edge;
        return shared({roomKind, std::move(made)}, [&](const CachedBlockout& blockout) {
            return blockoutMesh(door.module + " blockout", blockout, roomKind);
        });
    }

    int corridorMesh(Size2i size, bool alongX) {
        return shared(
            {ModuleKind::Corridor, shapeOf(BlockoutShape::Kind::Corridor, size, alongX, {})},
            [&](const CachedBlockout& blockout) {
                return blockoutMesh(
                    "corridor " + std::to_string(size.w) + "x" + std::to_string(size.h), blockout,
                    ModuleKind::Corridor);
            });
    }

    /// A phase-2 module without a mesh: corridors and nested rooms as
    /// blockouts, parts as a block; walls have none (the room's blockout
    /// draws them), and doors are doorwayMesh()'s.
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
                return shared(
                    {instance.moduleKind, shapeOf(BlockoutShape::Kind::Room, size, false, {})},
                    [&](const CachedBlockout& blockout) {
                        return blockoutMesh(instance.module + " blockout", blockout,
                                            instance.moduleKind);
                    });
            }
        }
    }

    int partMesh(Size2i size) {
        return shared({ModuleKind::Part, shapeOf(BlockoutShape::Kind::Part, size, false, {})},
                      [&](const CachedBlockout& blockout) {
                          return blockoutMesh(
                              "part " + std::to_string(size.w) + "x" + std::to_string(size.h),
                              blockout, ModuleKind::Part);
                      });
    }

    /// A shape in this catalogue's tile size and wall height.
    BlockoutShape shapeOf(BlockoutShape::Kind kind, Size2i size, bool alongX,
                          std::vector<Opening> openings) const {
        return {
            kind, size.w, size.h, alongX, std::move(openings), style_.tileSize, style_.wallHeight};
    }

    /// The blockout of a shape, from the shared cache or this scene's own.
    CachedBlockout cached(const BlockoutShape& made) {
        BlockoutCache& cache = options_.blockouts != nullptr ? *options_.blockouts : ownBlockouts_;
        return cache.get(made);
    }

    /// A mesh showing `made`, its parts in `kind`'s materials; the
    /// primitives share the blockout's data and bounds.
    SceneMesh blockoutMesh(std::string name, const CachedBlockout& made, ModuleKind kind) {
        const std::shared_ptr<const Blockout>& blockout = made.blockout;
        SceneMesh mesh;
        mesh.name = std::move(name);
        mesh.primitives.reserve(3);
        auto add = [&](const MeshData& data, const MeshBounds& bounds, int material) {
            if (!data.empty()) {
                mesh.primitives.push_back(
                    {std::shared_ptr<const MeshData>(blockout, &data), material, nullptr, bounds});
            }
        };
        add(blockout->floor, made.partBounds[0], materials_.floor(kind));
        add(blockout->walls, made.partBounds[1], materials_.wall(kind));
        add(blockout->frames, made.partBounds[2], materials_.frame(style_.frameWidth()));
        return mesh;
    }

    /// The mesh of `key` in this scene: the one made before, or
    /// `make(blockout)`'s, once per key.
    template <typename Make>
    int shared(MeshKey key, Make make) {
        const auto [at, added] = meshIndex_.try_emplace(std::move(key), -1);
        if (!added) {
            return at->second;
        }
        SceneMesh mesh = make(cached(at->first.made));
        if (!mesh.primitives.empty()) {
            at->second = static_cast<int>(scene_.meshes.size());
            scene_.meshes.push_back(std::move(mesh));
        }
        return at->second;
    }

    const SceneSource& run_;
    const Catalogue& catalogue_;
    const SceneOptions& options_;
    Scene& scene_;
    MaterialBook materials_;
    BlockoutStyle style_;
    const SceneInstance* top_ = nullptr;  // the room or corridor being built
    std::unordered_map<MeshKey, int, MeshKeyHash> meshIndex_;
    BlockoutCache ownBlockouts_;  // when the options give none
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
    root.extras = rootExtras(run);
    scene.addNode(std::move(root));
    if (layout.roomCount() > 0 || layout.corridorCount() > 0) {
        ModuleSceneBuilder(run, options, scene).build();
    } else if (run.tiles != nullptr) {
        buildTileScene(*run.tiles, catalogue.tileSize(), catalogue.wallHeight(), scene);
    }
    return scene;
}

}  // namespace easylink
