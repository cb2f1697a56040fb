#include "easylink/report/room_graph.hpp"

#include <algorithm>
#include <cstddef>
#include <vector>

#include "easylink/layout/component_numbering.hpp"

namespace easylink {

namespace {

// Breadth-first searches over the layout's room graph that share their
// buffers. After sweep(start), order() lists the rooms of start's component
// by distance from start, and distance() gives each one's distance.
class RoomSweeper {
public:
    explicit RoomSweeper(const Layout& layout)
        : layout_(layout), distance_(static_cast<std::size_t>(layout.roomIdLimit()), -1) {}

    /// Searches from `start`; returns its eccentricity, the distance to the
    /// farthest room it reaches.
    int sweep(RoomId start) {
        for (RoomId room : order_) {
            distance_[index(room)] = -1;
        }
        order_.assign(1, start);
        distance_[index(start)] = 0;
        for (std::size_t head = 0; head < order_.size(); ++head) {
            const RoomId room = order_[head];
            const int next = distance_[index(room)] + 1;
            for (RoomStep step : layout_.steps(room)) {
                if (!step.linked()) {
                    continue;
                }
                int& seen = distance_[index(step.room())];
                if (seen < 0) {
                    seen = next;
                    order_.push_back(step.room());
                }
            }
        }
        return distance_[index(order_.back())];
    }

    const std::vector<RoomId>& order() const { return order_; }
    int distance(RoomId room) const { return distance_[index(room)]; }

    /// A room halfway along a shortest path from the last sweep's start to
    /// `end`, found by walking back from `end` through ever closer rooms.
    RoomId midpoint(RoomId end) const {
        RoomId room = end;
        for (int d = distance(end); d > distance(end) / 2; --d) {
            for (RoomStep step : layout_.steps(room)) {
                if (step.linked() && distance(step.room()) == d - 1) {
                    room = step.room();
                    break;
                }
            }
        }
        return room;
    }

private:
    static std::size_t index(RoomId room) { return static_cast<std::size_t>(room); }

    const Layout& layout_;
    std::vector<int> distance_;
    std::vector<RoomId> order_;
};

// The exact diameter of one component by iFUB (Crescenzi, Grossi, Habib,
// Lanzi, Marino, "On computing the diameter of real-world undirected
// graphs", 2013). A double sweep gives a lower bound and a central room u.
// Every room's eccentricity is at most twice its distance from u, so after
// taking the eccentricities of all rooms at distance i or more from u, the
// diameter is the larger of the best found and 2(i - 1); the search stops
// as soon as the best found reaches that bound. The rooms farthest from u are
// few on a dungeon's graph, so a handful of searches replaces one per room.
int componentDiameter(RoomSweeper& sweeper, RoomId anyRoom) {
    sweeper.sweep(anyRoom);
    const RoomId a = sweeper.order().back();
    int lower = sweeper.sweep(a);
    const RoomId u = sweeper.midpoint(sweeper.order().back());
    const int height = sweeper.sweep(u);
    lower = std::max(lower, height);
    // The rooms by distance from u, farthest first.
    std::vector<RoomId> fringe(sweeper.order().rbegin(), sweeper.order().rend());
    std::vector<int> level(fringe.size());
    std::transform(fringe.begin(), fringe.end(), level.begin(),
                   [&](RoomId room) { return sweeper.distance(room); });
    std::size_t next = 0;
    for (int i = height; i > 0 && lower < 2 * i; --i) {
        for (; next < fringe.size() && level[next] == i && lower < 2 * i; ++next) {
            lower = std::max(lower, sweeper.sweep(fringe[next]));
        }
        if (lower > 2 * (i - 1)) {
            break;
        }
    }
    return lower;
}

}  // namespace

int roomGraphDiameter(const Layout& layout) {
    const ComponentNumbering components = numberComponents(layout);
    std::vector<bool> measured(static_cast<std::size_t>(components.count), false);
    RoomSweeper sweeper(layout);
    int diameter = 0;
    for (RoomId room : layout.roomIds()) {
        const auto component =
            static_cast<std::size_t>(components.ofRoom[static_cast<std::size_t>(room)]);
        if (!measured[component]) {
            measured[component] = true;
            diameter = std::max(diameter, componentDiameter(sweeper, room));
        }
    }
    return diameter;
}

}  // namespace easylink
