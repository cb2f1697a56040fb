#include "lock_rules.hpp"

#include <algorithm>

#include "easylink/layout/locks.hpp"
#include "room_rules.hpp"

namespace easylink::generation {
namespace {

/// How many rooms of each key module the lock work must see reached: a key
/// module's min_count (only the lock work places its rooms), and one for
/// every key a locked room of the layout names, and through a locked key
/// the key that opens it, to a fixpoint.
std::vector<int> keysWanted(const Layout& layout) {
    const Catalogue& catalogue = layout.catalogue();
    std::vector<int> wanted(catalogue.modules.size(), 0);
    std::vector<std::uint8_t> locksPresent(catalogue.modules.size(), 0);
    for (RoomId id : layout.roomIds()) {
        locksPresent[static_cast<std::size_t>(layout.room(id)->templateIndex)] = 1;
    }
    for (std::size_t t = 0; t < catalogue.modules.size(); ++t) {
        const RoomRules& rules = catalogue.modules[t].rules;
        if (rules.place == RoomRules::Place::Anywhere && isKeyModule(catalogue, t)) {
            wanted[t] = rules.minCount;
        }
    }
    for (bool grew = true; grew;) {
        grew = false;
        for (std::size_t t = 0; t < catalogue.modules.size(); ++t) {
            const ModuleTemplate* key = catalogue.find(catalogue.modules[t].rules.lockedBy);
            if (key == nullptr || (locksPresent[t] == 0 && wanted[t] == 0)) {
                continue;
            }
            const auto k = static_cast<std::size_t>(key - catalogue.modules.data());
            if (wanted[k] == 0) {
                wanted[k] = 1;  // min_count, when above, was set already
                grew = true;
            }
        }
    }
    return wanted;
}

int reachedRoomsOf(const Layout& layout, const LockWalk& walk, std::size_t templateIndex) {
    int count = 0;
    for (RoomId id : layout.roomIds()) {
        count +=
            layout.room(id)->templateIndex == static_cast<int>(templateIndex) && walk.reaches(id)
                ? 1
                : 0;
    }
    return count;
}

/// Attaches a room of key module `key` onto a free port of a reached room,
/// reporting each refused host; returns it, or -1.
RoomId attachKey(GenerationContext& context, const LockWalk& walk, int key) {
    const Layout& layout = context.layout;
    const std::string& name = layout.catalogue().modules[static_cast<std::size_t>(key)].name;
    context.spendWork(layout.roomIdLimit());
    std::vector<std::pair<RoomId, int>> hosts;
    for (RoomId id : layout.roomIds()) {
        const std::size_t before = hosts.size();
        for (std::size_t port = 0; port < layout.room(id)->ports.size(); ++port) {
            if (portOpen(layout, id, static_cast<int>(port))) {
                hosts.emplace_back(id, static_cast<int>(port));
            }
        }
        if (hosts.size() > before && !walk.reaches(id)) {
            hosts.resize(before);
            context.reject(
                [&] {
                    return "key " + name + " not beside " + context.describeRoom(id) +
                           ": the walk from the entrance does not reach it before its lock";
                },
                {layout.room(id)->rect()}, {EventObject{EventObject::Kind::Room, id}});
        }
    }
    context.rng.shuffle(hosts);
    for (const std::pair<RoomId, int>& candidate : hosts) {
        const RoomId host = candidate.first;  // named, not bound: lambdas below use them
        const int port = candidate.second;
        const RoomId added = attachOnto(context, host, port, key, {}, [&] {
            return "key " + name + " attached to " + context.describeRoom(host) +
                   ", which the walk from the entrance reaches before the locks it opens";
        }());
        if (added >= 0) {
            return added;
        }
        context.reject(
            [&] {
                return "key " + name + " does not fit on port " + std::to_string(port) + " of " +
                       context.describeRoom(host) + " (tiles taken, or no width or socket shared)";
            },
            {layout.room(host)->rect()}, {EventObject{EventObject::Kind::Room, host}});
    }
    return -1;
}

}  // namespace

std::string meetLocks(GenerationContext& context) {
    const Layout& layout = context.layout;
    const Catalogue& catalogue = layout.catalogue();
    // Each round attaches one key room; the bound only guards against a
    // catalogue whose counts never settle.
    for (int round = 0; round < 4 * static_cast<int>(catalogue.modules.size()) + 16; ++round) {
        const LockWalk walk = walkLocks(layout);
        if (walk.entrance < 0) {
            return "rule locked_by: the layout has no entrance to walk from";
        }
        const std::vector<int> wanted = keysWanted(layout);
        int next = -1;
        std::string waiting;
        for (std::size_t k = 0; k < wanted.size() && next < 0; ++k) {
            if (wanted[k] == 0 || reachedRoomsOf(layout, walk, k) >= wanted[k]) {
                continue;
            }
            const ModuleTemplate& key = catalogue.modules[k];
            const ModuleTemplate* opener = catalogue.find(key.rules.lockedBy);
            const bool open =
                opener == nullptr ||
                reachedRoomsOf(layout, walk,
                               static_cast<std::size_t>(opener - catalogue.modules.data())) > 0;
            if (open) {
                next = static_cast<int>(k);
            } else if (waiting.empty()) {
                waiting = key.name;
            }
        }
        if (next < 0) {
            return waiting.empty() ? std::string()
                                   : "rule locked_by: key " + waiting +
                                         " waits for its own key, which no reached room holds";
        }
        if (!belowMaxCount(layout, next)) {
            return "rule locked_by: key " + catalogue.modules[static_cast<std::size_t>(next)].name +
                   " is at its max_count, and no room of it is reached before its lock";
        }
        if (attachKey(context, walk, next) < 0) {
            return "rule locked_by: no room the walk from the entrance reaches has a free port "
                   "where key " +
                   catalogue.modules[static_cast<std::size_t>(next)].name + " fits";
        }
    }
    return {};
}

}  // namespace easylink::generation
