#pragma once

// The data tables of `grid-graph`: the room types a map is made
// of, how many of each, how many exits each may have and the special rules
// (the room placed first, the one placed last, a room that needs another
// beside it). Read from assets/tables/grid-graph.json; the format is
// described field by field in docs/room-generators.md.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "easylink/io/json_document.hpp"
#include "easylink/io/problem.hpp"

namespace easylink::tilemap {

inline constexpr const char* kGridGraphTablesFormat = "easylink-grid-graph-tables";
inline constexpr int kGridGraphTablesVersion = 1;

/// How the generator puts rooms of a type on the grid.
enum class GridPlacement {
    First,   // the one room the map grows from, in the middle of the grid
    Random,  // `count` rooms, in random order, each beside a room with a free exit
    Beside,  // only as the companion another type's `needs_beside` asks for
    Last,    // one room, attached after every other
};

struct GridRoomType {
    std::string name;
    std::string description;
    int maxExits = 4;  // 1 to 4: doors the room may have
    int count = 1;     // rooms of this type (Random); 1 for First and Last
    GridPlacement placement = GridPlacement::Random;
    std::optional<std::size_t> needsBeside;  // index of the companion type
};

struct GridGraphTables {
    std::vector<GridRoomType> rooms;
    std::size_t first = 0;            // the type placed first
    std::optional<std::size_t> last;  // the type placed last, if any
};

/// Reads and checks the tables; each problem is located by a JSON pointer
/// into the document. nullopt when there is any problem.
std::optional<GridGraphTables> readGridGraphTables(const Json& document,
                                                   std::vector<Problem>& problems);

/// One line for a failure: "tables: /rooms/3/max_exits: ..." for the first
/// problem, with the number of others.
std::string describeTablesProblems(const std::vector<Problem>& problems);

}  // namespace easylink::tilemap
