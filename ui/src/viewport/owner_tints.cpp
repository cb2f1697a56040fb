#include "viewport/owner_tints.hpp"

#include "easylink/layout/component_numbering.hpp"
#include "easylink/scene/scene_materials.hpp"
#include "viewport/component_colours.hpp"

namespace easylink::ui {
namespace {

// How much of its component's colour a room or corridor takes: enough to
// tell components apart, little enough that floors and walls still differ.
constexpr float kComponentAmount = 0.55f;
constexpr InstanceTint kDimmed{{0.08f, 0.08f, 0.09f}, 0.75f};

InstanceTint tintOf(Rgb srgb) {
    const std::array<double, 4> linear = linearColour(srgb);
    return {{static_cast<float>(linear[0]), static_cast<float>(linear[1]),
             static_cast<float>(linear[2])},
            kComponentAmount};
}

}  // namespace

OwnerTints ownerTints(const Layout& layout, GridColouring colouring, int isolated) {
    OwnerTints tints;
    if (colouring == GridColouring::ByKind && isolated < 0) {
        return tints;
    }
    const ComponentNumbering numbering = numberComponents(layout);
    std::vector<InstanceTint> ofComponent;
    if (colouring == GridColouring::ByComponent) {
        for (const int slot : stableComponentSlots(layout, numbering)) {
            ofComponent.push_back(tintOf(componentColour(slot)));
        }
    }
    const auto tintFor = [&](int component) -> InstanceTint {
        if (component < 0) {
            return {};
        }
        if (isolated >= 0 && component != isolated) {
            return kDimmed;
        }
        return static_cast<std::size_t>(component) < ofComponent.size()
                   ? ofComponent[static_cast<std::size_t>(component)]
                   : InstanceTint{};
    };
    for (const int component : numbering.ofRoom) {
        tints.rooms.push_back(tintFor(component));
    }
    for (const int component : numbering.ofCorridor) {
        tints.corridors.push_back(tintFor(component));
    }
    return tints;
}

}  // namespace easylink::ui
