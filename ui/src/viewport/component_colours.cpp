#include "viewport/component_colours.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace easylink::ui {

int componentColourSlot(int doubledX, int doubledY) {
    // SplitMix64's finaliser over the two coordinates: neighbouring rooms
    // land on unrelated colours.
    std::uint64_t h = (static_cast<std::uint64_t>(static_cast<std::uint32_t>(doubledY)) << 32) |
                      static_cast<std::uint32_t>(doubledX);
    h += 0x9e3779b97f4a7c15ULL;
    h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9ULL;
    h = (h ^ (h >> 27)) * 0x94d049bb133111ebULL;
    h ^= h >> 31;
    return static_cast<int>(h % static_cast<std::uint64_t>(kComponentColourSlots));
}

std::vector<int> stableComponentSlots(const Layout& layout, const ComponentNumbering& numbering) {
    // Ids ascend in placement order, so the first room met of a component
    // is its oldest; its footprint centre (doubled, to stay whole) names it.
    std::vector<int> slots(static_cast<std::size_t>(std::max(numbering.count, 0)), 0);
    std::vector<bool> named(slots.size(), false);
    for (const RoomId id : layout.roomIds()) {
        const int number = numbering.ofRoom[static_cast<std::size_t>(id)];
        if (number < 0 || number >= numbering.count || named[static_cast<std::size_t>(number)]) {
            continue;
        }
        const Rect rect = layout.room(id)->rect();
        slots[static_cast<std::size_t>(number)] =
            componentColourSlot(2 * rect.x + rect.w, 2 * rect.y + rect.h);
        named[static_cast<std::size_t>(number)] = true;
    }
    return slots;
}

Rgb stableComponentColour(const Layout& layout, const ComponentNumbering& numbering, int number) {
    const std::vector<int> slots = stableComponentSlots(layout, numbering);
    if (number < 0 || static_cast<std::size_t>(number) >= slots.size()) {
        return componentColour(0);
    }
    return componentColour(slots[static_cast<std::size_t>(number)]);
}

}  // namespace easylink::ui
