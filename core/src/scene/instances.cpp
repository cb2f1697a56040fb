#include "easylink/scene/instances.hpp"

#include <cmath>
#include <initializer_list>
#include <string_view>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/resolve/resolution.hpp"

namespace easylink {

std::array<double, 4> yawQuaternion(int degrees) {
    constexpr double kHalfRoot2 = 0.70710678118654752440;
    switch (((degrees % 360) + 360) % 360) {
        case 0: return {0.0, 0.0, 0.0, 1.0};
        case 90: return {0.0, kHalfRoot2, 0.0, kHalfRoot2};
        case 180: return {0.0, 1.0, 0.0, 0.0};
        default:  // 270
            return {0.0, -kHalfRoot2, 0.0, kHalfRoot2};
    }
}

std::string moduleName(const Catalogue& catalogue, int index) {
    if (index < 0 || static_cast<std::size_t>(index) >= catalogue.modules.size()) {
        return "generic";
    }
    return catalogue.modules[static_cast<std::size_t>(index)].name;
}

namespace {

/// moduleName() without a copy.
std::string_view nameOf(const Catalogue& catalogue, int index) {
    if (index < 0 || static_cast<std::size_t>(index) >= catalogue.modules.size()) {
        return "generic";
    }
    return catalogue.modules[static_cast<std::size_t>(index)].name;
}

/// `parts` one after another, in one string made at its size.
std::string joined(std::initializer_list<std::string_view> parts) {
    std::size_t size = 0;
    for (const std::string_view part : parts) {
        size += part.size();
    }
    std::string text;
    text.reserve(size);
    for (const std::string_view part : parts) {
        text += part;
    }
    return text;
}

/// The node name of the module phase 2 chose for a slot: "SLOT: MODULE".
std::string slotName(const Catalogue& catalogue, const ResolvedNode& resolved) {
    return joined({resolved.slot, ": ", nameOf(catalogue, resolved.module)});
}

/// Appends the modules below resolution node `node` (not the node itself),
/// depth first, under instance `parent`.
void appendResolvedChildren(const Layout& layout, const Resolution& resolution, int node,
                            int parent, int object, double tileSize,
                            std::vector<SceneInstance>& out) {
    for (const int child : resolution.node(node).children) {
        const ResolvedNode& resolved = resolution.node(child);
        SceneInstance& instance = out.emplace_back();
        instance.kind = InstanceKind::Module;
        if (resolved.module >= 0) {
            instance.module = nameOf(layout.catalogue(), resolved.module);
        }
        instance.name = slotName(layout.catalogue(), resolved);
        instance.moduleKind = resolved.kind;
        instance.parent = parent;
        instance.object = object;
        instance.rect = resolved.rect;
        instance.rotation = resolved.rotation;
        instance.resolvedNode = child;
        instance.placement = placeInstance(resolved.rect, resolved.rotation, tileSize);
        appendResolvedChildren(layout, resolution, child, static_cast<int>(out.size()) - 1, object,
                               tileSize, out);
    }
}

/// The root node of room or corridor `id` in `roots`, or -1.
int rootOf(const std::vector<int>& roots, int id) {
    return id >= 0 && static_cast<std::size_t>(id) < roots.size()
               ? roots[static_cast<std::size_t>(id)]
               : -1;
}

}  // namespace

Placement3d placeInstance(const Rect& rect, Rotation rotation, double tileSize) {
    double ox = 0.0;
    double oz = 0.0;
    switch (rotation.degrees()) {
        case 90: ox = rect.w * tileSize; break;
        case 180:
            ox = rect.w * tileSize;
            oz = rect.h * tileSize;
            break;
        case 270: oz = rect.h * tileSize; break;
        default: break;
    }
    Placement3d placement;
    placement.translation = {rect.x * tileSize + ox, 0.0, rect.y * tileSize + oz};
    placement.yawDegrees = rotation.degrees() == 0 ? 0.0 : -static_cast<double>(rotation.degrees());
    placement.quaternion = yawQuaternion(-rotation.degrees());
    return placement;
}

std::vector<SceneInstance> layoutInstances(const Layout& layout, const Resolution* resolution,
                                           double tileSize, const ResolvedShown& shown) {
    std::vector<SceneInstance> out;
    out.reserve(static_cast<std::size_t>(layout.roomCount() + layout.corridorCount()) +
                (resolution != nullptr ? resolution->nodes.size() : 0));
    const Catalogue& catalogue = layout.catalogue();
    for (const PlacedRoom& room : layout.rooms()) {
        SceneInstance instance;
        instance.kind = InstanceKind::Room;
        instance.module = nameOf(catalogue, room.templateIndex);
        instance.name = joined({"room ", std::to_string(room.id), " ", instance.module});
        instance.moduleKind = room.kind;
        instance.object = room.id;
        instance.rect = room.rect();
        instance.rotation = room.rotation;
        instance.placement = placeInstance(instance.rect, room.rotation, tileSize);
        const int root = resolution != nullptr && (!shown || shown(false, room.id))
                             ? rootOf(resolution->roomRoots, room.id)
                             : -1;
        if (root >= 0 && resolution->node(root).module >= 0) {
            // The room's node is its resolved module's (a variant, perhaps).
            instance.module = nameOf(catalogue, resolution->node(root).module);
            instance.resolvedNode = root;
        }
        out.push_back(std::move(instance));
        if (root >= 0) {
            appendResolvedChildren(layout, *resolution, root, static_cast<int>(out.size()) - 1,
                                   room.id, tileSize, out);
        }
    }
    for (const Corridor& corridor : layout.corridors()) {
        SceneInstance instance;
        instance.kind = InstanceKind::Corridor;
        instance.name = "corridor " + std::to_string(corridor.id);
        instance.moduleKind = ModuleKind::Corridor;
        instance.object = corridor.id;
        instance.rect = corridor.rect;
        instance.placement = placeInstance(corridor.rect, Rotation(), tileSize);
        out.push_back(std::move(instance));
        const int root = resolution != nullptr && (!shown || shown(true, corridor.id))
                             ? rootOf(resolution->corridorRoots, corridor.id)
                             : -1;
        if (root >= 0) {
            // The corridor's chosen module hangs below its own node.
            const ResolvedNode& resolved = resolution->node(root);
            SceneInstance chosen;
            chosen.kind = InstanceKind::Module;
            if (resolved.module >= 0) {
                chosen.module = nameOf(catalogue, resolved.module);
            }
            chosen.name = slotName(catalogue, resolved);
            chosen.moduleKind = resolved.kind;
            chosen.parent = static_cast<int>(out.size()) - 1;
            chosen.object = corridor.id;
            chosen.rect = resolved.rect;
            chosen.rotation = resolved.rotation;
            chosen.resolvedNode = root;
            chosen.placement = placeInstance(resolved.rect, resolved.rotation, tileSize);
            out.push_back(std::move(chosen));
            appendResolvedChildren(layout, *resolution, root, static_cast<int>(out.size()) - 1,
                                   corridor.id, tileSize, out);
        }
    }
    return out;
}

}  // namespace easylink
