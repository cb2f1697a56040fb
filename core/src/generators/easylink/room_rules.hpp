#pragma once

// [SECTION] Room rules in the generator
//
// The rules of docs/catalogue-format.md, "Room rules", in every step:
//   - step 1 places the modules marked `first`, then those with a
//     min_count, before the random rooms; no step places a module beyond
//     its max_count, and modules marked `last` or `far_from` are left to the
//     rules step;
//   - steps 1 and 2 treat the ports of a room that has max_exits links as
//     closed (portOpen());
//   - the rules step, after step 3, attaches what is missing straight onto
//     free ports of the kept layout (a `far_from` module where the room graph
//     is far enough from the other module, a required neighbour onto the
//     room that needs it, a `last` module at the end), falling back to extra
//     placement tries and another round of growth; with locks, the lock
//     work (lock_rules.hpp) then attaches the key rooms, and their own
//     required neighbours; then every rule is checked, and the first one
//     broken is the reason the attempt restarts.

#include <string>

#include "generation_context.hpp"

namespace easylink::generation {

/// Adds a room of the template linked directly to the host's open port, at
/// the first rotation and port that fit (free tiles, the regions, and
/// `placeOk` when given); returns it, or -1.
RoomId attachOnto(GenerationContext& context, RoomId host, int hostPort, int templateIndex,
                  const std::function<bool(const Rect&)>& placeOk, const std::string& why);

/// True when the port is free and its room may still get another link.
bool portOpen(const Layout& layout, RoomId room, int port);

/// True when another room of the template keeps within its max_count.
bool belowMaxCount(const Layout& layout, int templateIndex);

/// True when random placement and chains may draw the template: not kept
/// for the rules step (`last`, `far_from`) and below its max_count.
bool placeableAtRandom(const Layout& layout, int templateIndex);

/// Step 1's first rooms: `first` modules, then min_count ones, at random spots.
void placeRuleRooms(GenerationContext& context);

/// The rules step; returns the broken rule ("" when all hold). `regrow`
/// runs step 2 and step 3 again after a repair placed a loose room.
std::string enforceRoomRules(GenerationContext& context, const std::function<void()>& regrow);

/// Every rule checked on a finished layout: the first one broken, or "".
std::string brokenRoomRule(const Layout& layout);

}  // namespace easylink::generation
