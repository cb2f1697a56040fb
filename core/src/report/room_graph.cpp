#include "easylink/report/room_graph.hpp"

#include <algorithm>
#include <vector>

namespace easylink {

// A breadth-first search from every room over the layout's room graph:
// O(rooms * links), which for the few hundred rooms of even a big map stays
// far below the generation's cost.
int roomGraphDiameter(const Layout& layout) {
    const std::size_t limit = static_cast<std::size_t>(layout.roomIdLimit());
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
            for (RoomStep step : layout.steps(room)) {
                if (!step.linked()) {
                    continue;
                }
                int& seen = distance[static_cast<std::size_t>(step.room())];
                if (seen < 0) {
                    seen = next;
                    diameter = std::max(diameter, next);
                    queue.push_back(step.room());
                }
            }
        }
    }
    return diameter;
}

}  // namespace easylink
