#pragma once

// [SECTION] Object identity in a recorded run
//
// Room and corridor ids are handles, not names: a run renumbers them densely
// when it prunes components (LayoutCompacted) and starts again from 0 with
// every attempt. A viewer that keeps "room 7" selected therefore shows another
// room after the next renumbering. What does not change is the event that
// placed the object: an ObjectKey names a room or corridor by that event, and
// the functions below translate between keys and the ids in use at any step.
//
// A key also carries what the placement looked like (module, rotation,
// position; a corridor's rectangle), so that a run made again (the same seed,
// the catalogue edited and the edit undone) finds the same object even when
// its events moved: the placement event is tried first, then a live object
// placed the same way.

#include <cstddef>
#include <optional>
#include <string>

#include "easylink/generation/timeline.hpp"
#include "easylink/layout/layout.hpp"

namespace easylink {

struct ObjectKey {
    TileOwner::Kind kind = TileOwner::Kind::Room;
    /// Index of the RoomAdded or CorridorAdded event that placed the object.
    std::size_t placedAt = 0;
    /// Rooms: the module's name, rotation and position when placed.
    std::string module;
    Rotation rotation;
    Vec2i position;
    /// The footprint (a corridor's rectangle); objects never change it
    /// without a new id, except rooms turned in place before any link.
    Rect rect;

    friend bool operator==(const ObjectKey&, const ObjectKey&) = default;
};

// Both functions read the layout at `step` through the timeline, which moves
// its replay there (hence not const).

/// The key of `object` as it is numbered at `step` (events [0, step) happened),
/// or nullopt when no such room or corridor exists there.
std::optional<ObjectKey> objectKeyAt(Timeline& timeline, std::size_t step, TileOwner object);

/// The id `key`'s object has at `step`, or nullopt when it does not exist there
/// (not placed yet, removed, or another attempt).
std::optional<TileOwner> objectAt(Timeline& timeline, std::size_t step, const ObjectKey& key);

/// The event that placed the object numbered `object` at `step`, or nullopt
/// when that id is not in use there. Reads the events only.
std::optional<std::size_t> placementOf(const Timeline& timeline, std::size_t step,
                                       TileOwner object);

/// The id at `step` of the object that event `placedAt` placed, or nullopt
/// when it does not exist there. Reads the events only.
std::optional<TileOwner> objectPlacedBy(const Timeline& timeline, std::size_t step,
                                        TileOwner::Kind kind, std::size_t placedAt);

}  // namespace easylink
