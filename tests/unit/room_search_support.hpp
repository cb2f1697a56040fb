#pragma once

// A breadth-first search over rooms, written plainly for tests to check the
// room graph's users against: components, distances, diameters.

#include <cstddef>
#include <map>
#include <span>
#include <vector>

#include "easylink/layout/layout.hpp"

namespace easylink {

/// The distance in links from `start` to every room it reaches (itself at
/// 0), following each room's `stepsOf(layout, room)`.
template <typename StepsOf>
std::map<RoomId, int> distancesFrom(const Layout& layout, RoomId start, StepsOf stepsOf) {
    std::map<RoomId, int> distance{{start, 0}};
    std::vector<RoomId> queue{start};
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int next = distance[queue[head]] + 1;
        for (RoomStep step : stepsOf(layout, queue[head])) {
            if (step.linked() && distance.emplace(step.room(), next).second) {
                queue.push_back(step.room());
            }
        }
    }
    return distance;
}

/// The room graph's own steps, for distancesFrom.
inline std::span<const RoomStep> graphSteps(const Layout& layout, RoomId room) {
    return layout.steps(room);
}

}  // namespace easylink
