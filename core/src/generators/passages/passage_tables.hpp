#pragma once

// [SECTION] Passage tables
//
// The instruction tables of the `passages` generator, read from
// assets/tables/passages.json so that designers tune the dungeon without
// rebuilding: what a passage does after each run (run on, turn, branch, a
// door, stairs, a chamber, a dead end), how long its runs are, how wide it
// is, the chambers at passage ends and their exits, and the starting area.
// Every entry carries a positive weight; a draw picks an entry with
// probability proportional to it. The format is described field by field in
// docs/passages.md.
//
// readPassageTables() checks everything before the generator sees it: every
// problem names its JSON pointer ("/turns/2/weight") and says what is wrong,
// so one bad number never turns into a strange map.

#include <optional>
#include <vector>

#include "easylink/io/json_document.hpp"
#include "easylink/io/problem.hpp"
#include "easylink/random/rng.hpp"
#include "easylink/tiles/tile_kind.hpp"

namespace easylink::tilemap {

// [SECTION] Tables

inline constexpr const char* kPassageTablesFormat = "easylink-passage-tables";
inline constexpr int kPassageTablesVersion = 1;

/// What a passage does next, drawn after each of its pieces.
enum class PassageInstruction {
    Run,
    Turn,
    SidePassage,
    Door,
    SecretDoor,
    Stairs,
    Chamber,
    DeadEnd
};

/// A side relative to a passage's facing (turns use Left and Right only).
enum class PassageSide { Left, Right, Both };

/// A chamber wall relative to the facing of the passage that led in.
enum class ChamberWall { Ahead, Left, Right, Behind };

template <typename T>
struct Weighted {
    T value{};
    double weight = 1;
};

struct ChamberSize {
    int width = 1;   // across the facing of the passage that leads in
    int length = 1;  // along it
};

struct PassageTables {
    std::vector<Weighted<PassageInstruction>> instructions;  // "instructions"
    std::vector<Weighted<int>> runs;                         // "runs": run lengths in tiles
    std::vector<Weighted<PassageSide>> turns;                // "turns"
    std::vector<Weighted<PassageSide>> sidePassages;         // "side_passages"
    std::vector<Weighted<int>> widths;                       // "widths": passage widths
    std::vector<Weighted<ChamberSize>> chambers;             // "chambers"
    std::vector<Weighted<int>> chamberExits;                 // "chamber_exits": exit counts
    std::vector<Weighted<ChamberWall>> exitWalls;            // "exit_walls"
    std::vector<Weighted<TileKind>> exitDoors;  // "exit_doors": Door, SecretDoor, Corridor
    ChamberSize startingArea;                   // "starting_area"
    std::vector<Weighted<int>> startingExits;   // "starting_area" / "exits"
};

// [SECTION] Reading

/// The limits the reader enforces (and docs/passages.md lists).
inline constexpr int kMaxPassageWidth = 8;
inline constexpr int kMaxRunLength = 256;
inline constexpr int kMaxChamberSide = 64;
inline constexpr int kMaxExits = 12;

/// Reads and checks the tables; nullopt with problems (each with its JSON
/// pointer) when anything is wrong.
std::optional<PassageTables> readPassageTables(const Json& document,
                                               std::vector<Problem>& problems);

/// An entry drawn with probability proportional to its weight. The tables
/// are never empty once read.
template <typename T>
const T& draw(const std::vector<Weighted<T>>& table, Rng& rng) {
    std::vector<double> weights;
    weights.reserve(table.size());
    for (const Weighted<T>& entry : table) {
        weights.push_back(entry.weight);
    }
    return table[rng.weightedIndex(weights).value_or(0)].value;
}

}  // namespace easylink::tilemap
