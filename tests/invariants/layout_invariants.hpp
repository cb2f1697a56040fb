#pragma once

// The independent checker that easylink layouts are tested against.
//
// It is written from docs/design.md sections 3 to 5 alone and shares no code with core: every
// room's size, port anchors and directions, every corridor's rectangle, the components and the
// stats are recomputed here from the catalogue and compared with what the layout file claims. When
// the file carries phase 2's "resolution" and "tiles" blocks (docs/catalogue-format.md,
// "Phase 2"), the tile map and the resolution trees are checked against the layout and the
// catalogue too; a file without them is checked as before. Section 11's sockets and locks are
// checked as well: the lock fields, the walk from the entrance and stats.path.

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace easylink::test {

struct InvariantOptions {
    /// docs/design.md's goal state: exactly one component, every room reachable from every other.
    /// Turn off for layouts that legitimately keep several components; each listed component
    /// must then still be connected and closed under links.
    bool requireSingleComponent = true;
};

/// Every violation of docs/design.md's layout rules, one readable sentence each, e.g.
/// "room 3 overlaps corridor 5 at (12,40)"; empty when the layout is sound. Never throws: a
/// missing or wrong-typed field is itself a violation. Rooms, corridors and components are
/// named by their index in the file (the checker requires ids to equal their index).
std::vector<std::string> checkLayout(const nlohmann::ordered_json& layout,
                                     const nlohmann::ordered_json& catalogue,
                                     const InvariantOptions& options = {});

/// The same for documents read as nlohmann::json (key order does not matter to the checks).
std::vector<std::string> checkLayout(const nlohmann::json& layout, const nlohmann::json& catalogue,
                                     const InvariantOptions& options = {});

}  // namespace easylink::test
