#pragma once

// [SECTION] Locks and keys in the generator (docs/design.md section 11)
//
// Locked rooms are placed like any other room (at random, by min_count);
// key rooms are not drawn at random at all. The rules step's lock work
// attaches them: each key module that a locked room of the layout needs,
// directly or through a key that is itself locked, gets a room on a free
// port of a room the walk from the entrance already reaches, keys behind
// no lock first, so that the player finds every key before its lock.
// Each choice it refuses (a room behind a lock, a port where the key does
// not fit) is reported like the growers' rejected candidates.

#include <string>

#include "generation_context.hpp"

namespace easylink::generation {

/// The lock work; returns the rule it could not meet ("rule locked_by:
/// ..."), or "" (the rules step checks every rule afterwards).
std::string meetLocks(GenerationContext& context);

}  // namespace easylink::generation
