#pragma once

// [SECTION] Locks and keys on a layout (docs/design.md section 11)
//
// A room whose module is `locked_by` a key module opens only once a room of
// that module was entered. Two questions are asked of every layout of a
// catalogue with locks: does the walk from the entrance, opening locks as
// their keys are found, reach every room (walkLocks), and how long is the
// player's shortest walk that collects every key and ends where the level
// ends (playerPath, the layout's `stats.path`).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "easylink/layout/layout.hpp"

namespace easylink {

/// Calls `visit(other)` for every room a linked port of `room` leads to,
/// directly or through its corridor: one step of the room graph each.
template <typename Visit>
void forEachLinkedRoom(const Layout& layout, RoomId room, Visit&& visit) {
    for (const PlacedPort& port : layout.room(room)->ports) {
        if (port.link.kind == PortLink::Kind::Room) {
            visit(static_cast<RoomId>(port.link.id));
        } else if (port.link.kind == PortLink::Kind::Corridor) {
            const Corridor& corridor = *layout.corridor(port.link.id);
            visit(corridor.ends[0].room == room ? corridor.ends[1].room : corridor.ends[0].room);
        }
    }
}

/// True when some module is locked_by this one: a key module, whose rooms
/// only the generator's lock work places.
bool isKeyModule(const Catalogue& catalogue, std::size_t templateIndex);

/// The key module whose room opens `room` (its module's locked_by), or "".
const std::string& lockOf(const Layout& layout, RoomId room);

/// The room of the catalogue's `place: "first"` module with the lowest id,
/// or -1 when the layout has none.
RoomId entranceOf(const Layout& layout);

/// Where the walk from the entrance gets, entering a locked room only once a
/// room of its key module was reached (to a fixpoint).
struct LockWalk {
    RoomId entrance = -1;
    /// By room id: 1 when the walk enters the room.
    std::vector<std::uint8_t> reached;
    /// The rooms it never enters, by id.
    std::vector<RoomId> unreached;

    bool reaches(RoomId room) const {
        return room >= 0 && static_cast<std::size_t>(room) < reached.size() &&
               reached[static_cast<std::size_t>(room)] != 0;
    }
};
LockWalk walkLocks(const Layout& layout);

/// The first rule of section 11 the layout breaks, as a sentence ("rule
/// locked_by: ..."), or "" when it keeps them all (or uses no locks).
std::string brokenLockRule(const Layout& layout);

/// The player's path of section 11: `steps` of the shortest walk over the
/// states (room, keys held) from the entrance that holds a key of every key
/// module a locked room of the layout names and ends in the `last` room
/// (without one: the largest such figure over the locked rooms; 0 with no
/// locked room). `rooms` is that walk, entrance first, when asked for.
struct PlayerPath {
    /// -1 when no walk meets it (the layout breaks a lock rule) or the
    /// search would be too large (below).
    int steps = 0;
    std::vector<RoomId> rooms;
    /// The states (rooms times 2 to the number of key modules) are more than
    /// kMaxPathStates: no figure (stats.path is written null). The rooms are
    /// only listed up to kMaxPathStatesWithRooms states.
    bool tooLarge = false;
};
inline constexpr std::uint64_t kMaxPathStates = std::uint64_t{1} << 28;
inline constexpr std::uint64_t kMaxPathStatesWithRooms = std::uint64_t{1} << 22;

/// nullopt when the catalogue uses no locks (no `stats.path`).
std::optional<PlayerPath> playerPath(const Layout& layout, bool withRooms = false);

}  // namespace easylink
