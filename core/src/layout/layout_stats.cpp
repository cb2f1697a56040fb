#include "easylink/layout/layout_stats.hpp"

#include <set>

namespace easylink {

LayoutStats computeStats(const Layout& layout, int attempts) {
    LayoutStats stats;
    stats.attempts = attempts;
    stats.rooms = layout.roomCount();
    stats.corridors = layout.corridorCount();
    int directLinks = 0;
    std::set<int> components;
    for (RoomId id : layout.roomIds()) {
        const PlacedRoom& room = *layout.room(id);
        components.insert(layout.componentOf(id));
        int linked = 0;
        for (const PlacedPort& port : room.ports) {
            linked += port.link.isFree() ? 0 : 1;
            // Each direct link is seen from both rooms; count it once.
            directLinks += port.link.kind == PortLink::Kind::Room && port.link.id > id ? 1 : 0;
        }
        if (room.kind == ModuleKind::Normal) {
            ++stats.normalRooms;
            stats.deadEnds += linked == 1 ? 1 : 0;
        }
    }
    stats.components = static_cast<int>(components.size());
    stats.loops = directLinks + stats.corridors - stats.rooms + stats.components;
    return stats;
}

}  // namespace easylink
