#pragma once

// [SECTION] Room rules
//
// What a designer can demand of a room module beyond its weight (docs/
// catalogue-format.md, "Room rules"): how many of it a layout has, how many
// of its ports may be in use, a module that must be its neighbour (directly
// linked or one corridor away), where it goes in the room graph (placed
// first: an entrance, last: an exit, or at least N rooms from another
// module), and the key module that opens it (a lock). The generator honours them in every step and
// restarts, naming the rule, when a layout cannot be made to meet them.

#include <optional>
#include <string>

namespace easylink {

struct RoomRules {
    enum class Place : std::uint8_t { Anywhere, First, Last, FarFrom };

    int minCount = 0;
    std::optional<int> maxCount;
    std::optional<int> maxExits;
    std::string requiresNeighbor;  // a module's name; empty: none
    Place place = Place::Anywhere;
    std::string farFrom;  // with Place::FarFrom: the other module's name
    int farRooms = 0;     // with Place::FarFrom: the least distance, in rooms
    /// The key module whose room opens this one (docs/design.md section 11);
    /// empty: not locked.
    std::string lockedBy;

    /// True when any rule is set.
    bool any() const {
        return minCount > 0 || maxCount || maxExits || !requiresNeighbor.empty() ||
               place != Place::Anywhere || !lockedBy.empty();
    }
};

}  // namespace easylink
