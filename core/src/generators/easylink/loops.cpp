#include "loops.hpp"

#include <algorithm>
#include <limits>

namespace easylink::generation {
namespace {

int roomCost(const PlacedRoom& room) {
    return isJunction(room.kind) ? 0 : 1;
}

/// A double-ended queue of rooms in one buffer that wraps round: the search
/// pushes at both ends, and a std::deque allocates a block each time its
/// front crosses into a new one.
class RoomQueue {
public:
    bool empty() const { return size_ == 0; }
    void clear() {
        head_ = 0;
        size_ = 0;
    }
    void pushFront(RoomId room) {
        if (size_ == buffer_.size()) {
            grow();
        }
        head_ = (head_ + buffer_.size() - 1) & (buffer_.size() - 1);
        buffer_[head_] = room;
        ++size_;
    }
    void pushBack(RoomId room) {
        if (size_ == buffer_.size()) {
            grow();
        }
        buffer_[(head_ + size_) & (buffer_.size() - 1)] = room;
        ++size_;
    }
    RoomId popFront() {
        const RoomId room = buffer_[head_];
        head_ = (head_ + 1) & (buffer_.size() - 1);
        --size_;
        return room;
    }

private:
    /// Doubles the full buffer (a power of two, for the wrapping).
    void grow() {
        std::vector<RoomId> bigger(std::max<std::size_t>(64, 2 * buffer_.size()));
        for (std::size_t i = 0; i < size_; ++i) {
            bigger[i] = buffer_[(head_ + i) & (buffer_.size() - 1)];
        }
        buffer_ = std::move(bigger);
        head_ = 0;
    }

    std::vector<RoomId> buffer_;
    std::size_t head_ = 0;
    std::size_t size_ = 0;
};

}  // namespace

std::optional<int> roomsBetween(const Layout& layout, std::span<const RoomId> from,
                                std::span<const RoomId> to, int limit) {
    // 0-1 breadth-first search: entering a junction costs nothing, a room one.
    // Costs live in an array over room ids kept by the thread (growers search
    // thousands of times a run); the search stays near its start, so only
    // the rooms it reached (`seen`) are reset when it ends.
    constexpr int kUnreached = std::numeric_limits<int>::max();
    thread_local std::vector<int> costs;
    thread_local std::vector<RoomId> seen;
    thread_local RoomQueue queue;
    if (costs.size() < static_cast<std::size_t>(layout.roomIdLimit())) {
        costs.resize(static_cast<std::size_t>(layout.roomIdLimit()), kUnreached);
    }
    seen.clear();
    queue.clear();
    struct Reset {
        ~Reset() {
            for (RoomId room : seen) {
                costs[static_cast<std::size_t>(room)] = kUnreached;
            }
        }
    } reset;
    const auto costOf = [&](RoomId room) { return costs[static_cast<std::size_t>(room)]; };
    const auto setCost = [&](RoomId room, int c) {
        int& cost = costs[static_cast<std::size_t>(room)];
        if (cost == kUnreached) {
            seen.push_back(room);
        }
        cost = c;
    };
    // Sources that cost nothing go to the front, as any 0-cost step would:
    // the queue must stay ordered by cost for the first target reached to be
    // the nearest.
    for (RoomId room : from) {
        const int start = roomCost(*layout.room(room));
        setCost(room, start);
        if (start == 0) {
            queue.pushFront(room);
        } else {
            queue.pushBack(room);
        }
    }
    // Junctions cost nothing, so a long chain of them could draw the search
    // across a whole big layout; past this many rooms the loop is called
    // long enough, which keeps every search small.
    constexpr std::size_t kMaxVisited = 96;
    while (!queue.empty()) {
        if (seen.size() > kMaxVisited) {
            return std::nullopt;
        }
        const RoomId room = queue.popFront();
        const int here = costOf(room);
        if (std::find(to.begin(), to.end(), room) != to.end()) {
            return here < limit ? std::optional<int>(here) : std::nullopt;
        }
        if (here >= limit) {
            continue;
        }
        // The layout's room graph, not the rooms' ports: on a big map every
        // room, port list and corridor read here would be a cache miss.
        for (const RoomStep link : layout.steps(room)) {
            if (!link.linked()) {
                continue;
            }
            const RoomId next = link.room();
            const int step = link.junction() ? 0 : 1;
            if (here + step < costOf(next)) {
                setCost(next, here + step);
                if (step == 0) {
                    queue.pushFront(next);
                } else {
                    queue.pushBack(next);
                }
            }
        }
    }
    return std::nullopt;
}

int loopsClosed(const Layout& layout, const Plan& plan) {
    std::vector<int> components;
    for (const Attachment& place : plan.attachments) {
        const int component = layout.componentOf(place.front());
        if (std::find(components.begin(), components.end(), component) == components.end()) {
            components.push_back(component);
        }
    }
    return static_cast<int>(plan.attachments.size() - components.size());
}

LoopVerdict judgeLoops(GenerationContext& context, const Plan& plan) {
    const Layout& layout = context.layout;
    const int limit = context.params.minLoopLength;
    LoopVerdict verdict;
    const auto& groups = plan.attachments;
    // The two places of the smallest loop, named when the loop is refused.
    std::size_t first = 0;
    std::size_t second = 0;
    const auto refuse = [&] {
        verdict.allowed = false;
        if (context.explaining()) {
            for (const std::size_t group : {first, second}) {
                for (const RoomId room : groups[group].rooms()) {
                    verdict.rooms.push_back(room);
                }
            }
        }
        return verdict;
    };
    for (std::size_t i = 0; i < groups.size(); ++i) {
        for (std::size_t j = i + 1; j < groups.size(); ++j) {
            if (!layout.connected(groups[i].front(), groups[j].front())) {
                continue;
            }
            const std::optional<int> rooms =
                roomsBetween(layout, groups[i].rooms(), groups[j].rooms(), limit);
            const int size = rooms ? *rooms : limit;
            if (verdict.loopRooms == 0 || size < verdict.loopRooms) {
                verdict.loopRooms = size;
                first = i;
                second = j;
            }
            if (rooms) {
                verdict.tooSmall = true;
                first = i;
                second = j;
                return refuse();
            }
        }
    }
    if (verdict.loopRooms > 0 && context.params.maxLoops &&
        layout.cycleRank() + loopsClosed(layout, plan) > *context.params.maxLoops) {
        verdict.pastMaxLoops = true;
        return refuse();
    }
    if (verdict.loopRooms > 0 && !context.closingLoops &&
        !context.rng.chance(context.params.loopChance)) {
        return refuse();
    }
    return verdict;
}

}  // namespace easylink::generation
