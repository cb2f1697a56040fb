#include "easylink/layout/locks.hpp"

#include <algorithm>

namespace easylink {
namespace {

constexpr int kMaxKeyBits = 16;

const ModuleTemplate& moduleOf(const Layout& layout, RoomId room) {
    return layout.catalogue().modules[static_cast<std::size_t>(layout.room(room)->templateIndex)];
}

/// By template index: the index of the key module its locked_by names, -1
/// when it is not locked, -2 when the name is no module's (never opens).
std::vector<int> keyTemplates(const Catalogue& catalogue) {
    std::vector<int> keys(catalogue.modules.size(), -1);
    for (std::size_t t = 0; t < catalogue.modules.size(); ++t) {
        const std::string& name = catalogue.modules[t].rules.lockedBy;
        if (!name.empty()) {
            const ModuleTemplate* key = catalogue.find(name);
            keys[t] = key == nullptr ? -2 : static_cast<int>(key - catalogue.modules.data());
        }
    }
    return keys;
}

/// The walk of walkLocks(): rooms are offered as the walk finds a way to
/// them and entered once they are open; a locked room waits on its key
/// module's list until a room of that module is entered.
class Walker {
public:
    explicit Walker(const Layout& layout)
        : layout_(layout),
          keys_(keyTemplates(layout.catalogue())),
          moduleReached_(layout.catalogue().modules.size(), 0),
          waiting_(layout.catalogue().modules.size()) {
        walk_.reached.assign(static_cast<std::size_t>(layout.roomIdLimit()), 0);
    }

    LockWalk run() {
        walk_.entrance = entranceOf(layout_);
        if (walk_.entrance >= 0) {
            enter(walk_.entrance);
        }
        for (std::size_t next = 0; next < queue_.size(); ++next) {
            forEachLinkedRoom(layout_, queue_[next], [&](RoomId other) { offer(other); });
        }
        for (RoomId id : layout_.roomIds()) {
            if (!walk_.reaches(id)) {
                walk_.unreached.push_back(id);
            }
        }
        return std::move(walk_);
    }

private:
    void offer(RoomId room) {
        if (walk_.reaches(room)) {
            return;
        }
        const int key = keys_[static_cast<std::size_t>(layout_.room(room)->templateIndex)];
        if (key == -1 || (key >= 0 && moduleReached_[static_cast<std::size_t>(key)] != 0)) {
            enter(room);
        } else if (key >= 0) {
            waiting_[static_cast<std::size_t>(key)].push_back(room);
        }
    }

    void enter(RoomId room) {
        walk_.reached[static_cast<std::size_t>(room)] = 1;
        queue_.push_back(room);
        const auto module = static_cast<std::size_t>(layout_.room(room)->templateIndex);
        if (moduleReached_[module] != 0) {
            return;
        }
        moduleReached_[module] = 1;
        const std::vector<RoomId> opened = std::move(waiting_[module]);
        for (RoomId waiting : opened) {
            offer(waiting);
        }
    }

    const Layout& layout_;
    std::vector<int> keys_;
    std::vector<std::uint8_t> moduleReached_;
    std::vector<std::vector<RoomId>> waiting_;
    std::vector<RoomId> queue_;
    LockWalk walk_;
};

std::string describe(const Layout& layout, RoomId room) {
    return "room " + std::to_string(room) + " (" + moduleOf(layout, room).name + ")";
}

/// A locked room the walk stops at: unreached, beside a reached room.
RoomId blockingLock(const Layout& layout, const LockWalk& walk) {
    for (RoomId room : walk.unreached) {
        if (lockOf(layout, room).empty()) {
            continue;
        }
        bool besideReached = false;
        forEachLinkedRoom(layout, room, [&](RoomId other) {
            besideReached = besideReached || walk.reaches(other);
        });
        if (besideReached) {
            return room;
        }
    }
    return -1;
}

/// The player's path as a search over (room, keys held) states.
class PathSearch {
public:
    PathSearch(const Layout& layout, bool withRooms) : layout_(layout), withRooms_(withRooms) {}

    PlayerPath run() {
        PlayerPath path;
        path.steps = -1;
        const RoomId entrance = entranceOf(layout_);
        if (entrance < 0 || !assignKeyBits()) {
            return path;
        }
        const std::uint64_t states = static_cast<std::uint64_t>(layout_.roomIdLimit()) << keyBits_;
        if (states > kMaxPathStates) {
            path.tooLarge = true;  // a bitmap of 32 MiB or more: not searched
            return path;
        }
        withRooms_ = withRooms_ && states <= kMaxPathStatesWithRooms;
        collectGoals();
        if (goals_.empty()) {
            path.steps = 0;  // no lock and no last room: nothing to walk to
            return path;
        }
        search(entrance);
        return finish();
    }

private:
    /// One bit per key module that a locked room of the layout names.
    bool assignKeyBits() {
        const Catalogue& catalogue = layout_.catalogue();
        const std::vector<int> keys = keyTemplates(catalogue);
        bitOf_.assign(catalogue.modules.size(), 0);
        lockBit_.assign(catalogue.modules.size(), 0);
        int bits = 0;
        for (RoomId id : layout_.roomIds()) {
            const int key = keys[static_cast<std::size_t>(layout_.room(id)->templateIndex)];
            if (key == -2) {
                return false;  // a lock that no key opens
            }
            if (key >= 0 && bitOf_[static_cast<std::size_t>(key)] == 0) {
                if (bits == kMaxKeyBits) {
                    return false;
                }
                bitOf_[static_cast<std::size_t>(key)] = 1U << bits++;
            }
        }
        for (std::size_t t = 0; t < keys.size(); ++t) {
            lockBit_[t] = keys[t] >= 0 ? bitOf_[static_cast<std::size_t>(keys[t])] : 0;
        }
        keyBits_ = bits;
        full_ = (1U << bits) - 1;
        return true;
    }

    /// The `last` rooms when the layout has one; else every locked room.
    void collectGoals() {
        for (RoomId id : layout_.roomIds()) {
            if (moduleOf(layout_, id).rules.place == RoomRules::Place::Last) {
                goals_.push_back(id);
            }
        }
        lastGoal_ = !goals_.empty();
        if (!lastGoal_) {
            for (RoomId id : layout_.roomIds()) {
                if (!lockOf(layout_, id).empty()) {
                    goals_.push_back(id);
                }
            }
        }
        isGoal_.assign(static_cast<std::size_t>(layout_.roomIdLimit()), 0);
        for (RoomId goal : goals_) {
            isGoal_[static_cast<std::size_t>(goal)] = 1;
        }
        goalSteps_.assign(static_cast<std::size_t>(layout_.roomIdLimit()), -1);
    }

    std::uint32_t state(RoomId room, std::uint32_t keys) const {
        return (static_cast<std::uint32_t>(room) << keyBits_) | keys;
    }

    bool visit(std::uint32_t next, std::uint32_t from) {
        std::uint64_t& word = seen_[next / 64];
        const std::uint64_t bit = std::uint64_t{1} << (next % 64);
        if ((word & bit) != 0) {
            return false;
        }
        word |= bit;
        if (withRooms_) {
            parent_[next] = from;
        }
        queue_.push_back(next);
        return true;
    }

    /// Breadth first, layer by layer; stops once every goal has its figure
    /// (the first `last` room reached with every key ends it at once).
    void search(RoomId entrance) {
        const std::size_t states = static_cast<std::size_t>(layout_.roomIdLimit()) << keyBits_;
        seen_.assign((states + 63) / 64, 0);
        if (withRooms_) {
            parent_.assign(states, 0);
        }
        const auto moduleKey = [&](RoomId room) {
            return bitOf_[static_cast<std::size_t>(layout_.room(room)->templateIndex)];
        };
        const std::uint32_t start = state(entrance, moduleKey(entrance));
        visit(start, start);
        std::size_t left = goals_.size();
        for (std::size_t begin = 0, steps = 0; begin < queue_.size() && left > 0; ++steps) {
            const std::size_t end = queue_.size();
            for (std::size_t i = begin; i < end && left > 0; ++i) {
                const std::uint32_t at = queue_[i];
                const auto room = static_cast<RoomId>(at >> keyBits_);
                const std::uint32_t keys = at & full_;
                if (keys == full_ && isGoal_[static_cast<std::size_t>(room)] != 0 &&
                    goalSteps_[static_cast<std::size_t>(room)] < 0) {
                    goalSteps_[static_cast<std::size_t>(room)] = static_cast<int>(steps);
                    goalState_.push_back(at);
                    left = lastGoal_ ? 0 : left - 1;
                }
                forEachLinkedRoom(layout_, room, [&](RoomId other) {
                    const std::uint32_t lock =
                        lockBit_[static_cast<std::size_t>(layout_.room(other)->templateIndex)];
                    if ((lock & ~keys) == 0) {
                        visit(state(other, keys | moduleKey(other)), at);
                    }
                });
            }
            begin = end;
        }
    }

    PlayerPath finish() const {
        PlayerPath path;
        path.steps = -1;
        if (goalState_.empty() || (!lastGoal_ && goalState_.size() < goals_.size())) {
            return path;  // some goal is out of reach
        }
        // The last goal to get its figure has the largest one.
        const std::uint32_t end = goalState_.back();
        path.steps = goalSteps_[static_cast<std::size_t>(end >> keyBits_)];
        if (withRooms_) {
            for (std::uint32_t at = end;; at = parent_[at]) {
                path.rooms.push_back(static_cast<RoomId>(at >> keyBits_));
                if (parent_[at] == at) {
                    break;
                }
            }
            std::reverse(path.rooms.begin(), path.rooms.end());
        }
        return path;
    }

    const Layout& layout_;
    bool withRooms_;
    std::vector<std::uint32_t> bitOf_;    // by template: its key bit, or 0
    std::vector<std::uint32_t> lockBit_;  // by template: the bit that opens it, or 0
    int keyBits_ = 0;
    std::uint32_t full_ = 0;
    std::vector<RoomId> goals_;
    bool lastGoal_ = false;
    std::vector<std::uint8_t> isGoal_;
    std::vector<int> goalSteps_;
    std::vector<std::uint32_t> goalState_;
    std::vector<std::uint64_t> seen_;
    std::vector<std::uint32_t> parent_;
    std::vector<std::uint32_t> queue_;
};

}  // namespace

bool isKeyModule(const Catalogue& catalogue, std::size_t templateIndex) {
    const std::string& name = catalogue.modules[templateIndex].name;
    return std::any_of(catalogue.modules.begin(), catalogue.modules.end(),
                       [&](const ModuleTemplate& module) { return module.rules.lockedBy == name; });
}

const std::string& lockOf(const Layout& layout, RoomId room) {
    return moduleOf(layout, room).rules.lockedBy;
}

RoomId entranceOf(const Layout& layout) {
    for (RoomId id : layout.roomIds()) {
        if (moduleOf(layout, id).rules.place == RoomRules::Place::First) {
            return id;
        }
    }
    return -1;
}

LockWalk walkLocks(const Layout& layout) {
    return Walker(layout).run();
}

std::string brokenLockRule(const Layout& layout) {
    const Catalogue& catalogue = layout.catalogue();
    if (!catalogue.usesLocks() || layout.roomCount() == 0) {
        return {};
    }
    if (entranceOf(layout) < 0) {
        return "rule locked_by: the layout has no entrance (a room of the place first module) to "
               "walk from";
    }
    std::vector<std::uint8_t> present(catalogue.modules.size(), 0);
    for (RoomId id : layout.roomIds()) {
        present[static_cast<std::size_t>(layout.room(id)->templateIndex)] = 1;
    }
    for (RoomId id : layout.roomIds()) {
        const std::string& key = lockOf(layout, id);
        const ModuleTemplate* keyModule = key.empty() ? nullptr : catalogue.find(key);
        if (!key.empty() &&
            (keyModule == nullptr ||
             present[static_cast<std::size_t>(keyModule - catalogue.modules.data())] == 0)) {
            return "rule locked_by: " + describe(layout, id) + " is locked by " + key +
                   ", and the layout has no " + key + " room";
        }
    }
    const LockWalk walk = walkLocks(layout);
    if (walk.unreached.empty()) {
        return {};
    }
    const RoomId lock = blockingLock(layout, walk);
    if (lock >= 0) {
        return "rule locked_by: " + describe(layout, lock) + " is locked by " +
               lockOf(layout, lock) + ", and no " + lockOf(layout, lock) +
               " room is reached from the entrance before it (" +
               std::to_string(walk.unreached.size()) + " rooms wait behind locks)";
    }
    return "rule locked_by: " + describe(layout, walk.unreached.front()) +
           " is not reached from the entrance";
}

std::optional<PlayerPath> playerPath(const Layout& layout, bool withRooms) {
    if (!layout.catalogue().usesLocks()) {
        return std::nullopt;
    }
    return PathSearch(layout, withRooms).run();
}

}  // namespace easylink
