#pragma once

// [SECTION] Loops on purpose
//
// A plan that joins parts not yet connected is always welcome. One that
// joins two places already connected closes a loop: it is taken only if the
// loop holds at least min_loop_length rooms (junctions do not count), and
// then only with probability loop_chance, so layouts get loops but no tiny
// ones, and dead ends remain. The loop's size is the shortest path between
// the two places, found by a breadth-first search that gives up as soon as
// the path is long enough: cheap however big the layout is.
//
// With max_loops set, no plan may take the layout's cycle rank past it; when
// the context is closing loops on purpose (the targets phase), every long
// enough loop is taken.

#include <optional>
#include <span>

#include "plan.hpp"

namespace easylink::generation {

struct LoopVerdict {
    bool allowed = true;
    int loopRooms = 0;  // rooms in the smallest loop the plan closes; 0 when it closes none
    bool tooSmall = false;
    bool pastMaxLoops = false;  // max_loops would be passed
    /// When refused: the rooms of the two places the smallest loop would
    /// join (for the event's outline; only filled when explaining).
    std::vector<RoomId> rooms;
};

/// How many loops applying the plan adds to the cycle rank: its places
/// (attachments) minus the components they lie in.
int loopsClosed(const Layout& layout, const Plan& plan);

LoopVerdict judgeLoops(GenerationContext& context, const Plan& plan);

/// Rooms (not junctions) on the shortest path between the two groups, both
/// ends included, or nullopt when that is at least `limit`.
std::optional<int> roomsBetween(const Layout& layout, std::span<const RoomId> from,
                                std::span<const RoomId> to, int limit);

}  // namespace easylink::generation
