// A layout's instances in 3D through easylink.h: every room, corridor and
// phase-2 module with section 10's transform, as the core's
// layoutInstances() gives them (the rule written once, there), for tiles
// of the catalogue's tile_size.

#include "c_api/c_api_support.hpp"
#include "easylink/scene/instances.hpp"

namespace easylink::c_api {
namespace {

int instanceKindCode(InstanceKind kind) {
    switch (kind) {
        case InstanceKind::Room: return EL_INSTANCE_ROOM;
        case InstanceKind::Corridor: return EL_INSTANCE_CORRIDOR;
        case InstanceKind::Module: return EL_INSTANCE_MODULE;
    }
    return EL_INSTANCE_MODULE;
}

/// The plain struct of `instance`, pointing into its strings.
el_instance instanceOf(const SceneInstance& instance) {
    el_instance out{};
    out.name = instance.name.c_str();
    out.module = instance.module.c_str();
    out.module_kind = kindName(instance.moduleKind);
    out.kind = instanceKindCode(instance.kind);
    out.parent = instance.parent;
    out.object_id = instance.object;
    out.x = instance.rect.x;
    out.y = instance.rect.y;
    out.width = instance.rect.w;
    out.height = instance.rect.h;
    out.rotation = instance.rotation.degrees();
    for (std::size_t axis = 0; axis < 3; ++axis) {
        out.position[axis] = instance.placement.translation[axis];
    }
    out.yaw = instance.placement.yawDegrees;
    for (std::size_t part = 0; part < 4; ++part) {
        out.quaternion[part] = instance.placement.quaternion[part];
    }
    return out;
}

/// The instances, made once: the records first, then the structs that
/// point into their strings (which no longer move).
void makeInstances(const el_layout& layout) {
    // A first try that ran out of memory may have left a part behind.
    layout.sceneInstances.clear();
    layout.instances.clear();
    const Layout& placed = *layout.outcome.layout;
    const Resolution* resolution =
        layout.outcome.resolution ? &*layout.outcome.resolution : nullptr;
    layout.sceneInstances = layoutInstances(placed, resolution, placed.catalogue().tileSize());
    layout.instances.reserve(layout.sceneInstances.size());
    for (const SceneInstance& instance : layout.sceneInstances) {
        layout.instances.push_back(instanceOf(instance));
    }
}

/// The layout's instances, made on first use by whichever thread asks first.
const std::vector<el_instance>& instancesOf(const el_layout& layout) {
    std::call_once(layout.instancesOnce, [&layout] { makeInstances(layout); });
    return layout.instances;
}

}  // namespace
}  // namespace easylink::c_api

extern "C" {

EL_API int el_layout_instance_count(const el_layout* layout) {
    return easylink::c_api::guarded<int>(-1, [&] {
        return layout == nullptr ? -1
                                 : static_cast<int>(easylink::c_api::instancesOf(*layout).size());
    });
}

EL_API int el_layout_instance(const el_layout* layout, int i, el_instance* out) {
    return easylink::c_api::guarded<int>(-1, [&] {
        if (layout == nullptr || out == nullptr || i < 0) {
            return -1;
        }
        const std::vector<el_instance>& instances = easylink::c_api::instancesOf(*layout);
        if (static_cast<std::size_t>(i) >= instances.size()) {
            return -1;
        }
        *out = instances[static_cast<std::size_t>(i)];
        return 0;
    });
}

}  // extern "C"
