#pragma once

// [SECTION] Step 1: placement
//
// Rooms (normal and dead-end templates, by weight) are dropped at random
// rotations and at random macro-aligned positions, so that their ports land
// on the macrogrid, until the target count or density is reached or the
// attempt budget runs out. After each success, with probability
// chain_chance, rooms are grown directly on its free ports (port to port),
// recursively with a decaying chance, which gives layouts clusters of rooms
// that open straight into each other.
//
// With regions (docs/design.md section 8), each region with rooms to hold is
// filled in turn to its own density, drawing centres inside its rect and
// only the modules it allows, and then the area no region covers to
// room_density; a chained room is refused where its region says no.

#include "generation_context.hpp"

namespace easylink::generation {

void placeRooms(GenerationContext& context);

/// Tries to grow directly linked rooms on the free ports of `room`.
void growChain(GenerationContext& context, RoomId room, double chance, int depth);

/// Positions of a view whose ports are on the macrogrid, along one axis:
/// the smallest aligned coordinate and how many there are inside the map.
struct AlignedRange {
    int first = 0;
    int count = 0;
};
AlignedRange alignedRange(int phase, int mapSide, int roomSide, int macro);

/// The aligned positions (coordinate = phase mod macro) from `low` to `high`
/// inclusive.
AlignedRange alignedBetween(int phase, int low, int high, int macro);

}  // namespace easylink::generation
