#include "easylink/report/room_graph.hpp"

#include <algorithm>
#include <vector>

namespace easylink {

// A breadth-first search from every room: O(rooms * links), which for the
// few hundred rooms of even a big map stays far below the generation's cost.
int roomGraphDiameter(const Layout& layout) {
    const std::size_t limit = static_cast<std::size_t>(layout.roomIdLimit());
    std::vector<std::vector<RoomId>> neighbours(limit);
    for (RoomId id : layout.roomIds()) {
        for (const PlacedPort& port : layout.room(id)->ports) {
            if (port.link.kind == PortLink::Kind::Room) {
                neighbours[static_cast<std::size_t>(id)].push_back(port.link.id);
            } else if (port.link.kind == PortLink::Kind::Corridor) {
                const Corridor* corridor = layout.corridor(port.link.id);
                if (corridor == nullptr) {
                    continue;
                }
                const CorridorEnd& other = corridor->ends[port.link.port == 0 ? 1 : 0];
                if (other.room >= 0 && layout.room(other.room) != nullptr) {
                    neighbours[static_cast<std::size_t>(id)].push_back(other.room);
                }
            }
        }
    }
    int diameter = 0;
    std::vector<int> distance(limit);
    std::vector<RoomId> queue;
    queue.reserve(limit);
    for (RoomId start : layout.roomIds()) {
        std::fill(distance.begin(), distance.end(), -1);
        distance[static_cast<std::size_t>(start)] = 0;
        queue.assign(1, start);
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const RoomId room = queue[head];
            const int next = distance[static_cast<std::size_t>(room)] + 1;
            for (RoomId neighbour : neighbours[static_cast<std::size_t>(room)]) {
                int& seen = distance[static_cast<std::size_t>(neighbour)];
                if (seen < 0) {
                    seen = next;
                    diameter = std::max(diameter, next);
                    queue.push_back(neighbour);
                }
            }
        }
    }
    return diameter;
}

}  // namespace easylink
