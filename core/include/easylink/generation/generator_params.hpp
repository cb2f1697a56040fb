#pragma once

// [SECTION] Parameters of the easylink generator
//
// Every number that shapes a run, with its default, its allowed range and a
// sentence for designers (docs/params.md and the editor's tooltips are made
// from the same table, kParamInfo). A layout file records all of them, so a
// layout can be regenerated exactly.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "easylink/io/json_document.hpp"
#include "easylink/io/problem.hpp"
#include "easylink/layout/regions.hpp"

namespace easylink {

enum class WidthPolicy { Widest, Narrowest, Random };

/// Phase 2: what becomes of a slot that no module can fill.
enum class UnfilledSlots { Generic, Fail };

inline constexpr int kMaxResolveDepth = 32;

/// The growers of step 2, in their default order.
enum class GrowerKind : std::uint8_t {
    RoomToRoom,
    RoomToCorridor,
    BentRoomToRoom,
    CorridorToCorridor,
    BentRoomToCorridor,
    StraightCorridor,
    RoomRotator,
};
inline constexpr int kGrowerCount = 7;

/// "room-to-room", "room-to-corridor", ... as in parameter files.
std::string_view toString(GrowerKind grower);
std::optional<GrowerKind> parseGrowerKind(std::string_view text);
std::string_view toString(WidthPolicy policy);
std::optional<WidthPolicy> parseWidthPolicy(std::string_view text);

/// All seven growers in their default order: the bent ones first, then
/// room-to-room, room-to-corridor, corridor-to-corridor, bent room-to-corridor,
/// straight corridor, and the room rotator last.
std::vector<GrowerKind> defaultGrowerOrder();

struct EasylinkParams {
    int width = 80;  // map size in tiles
    int height = 80;

    // Step 1: placement.
    int targetRooms = 0;        // rooms to place at random; 0: use roomDensity
    double roomDensity = 0.30;  // fraction of the map's area to cover with rooms
    int placementAttempts = 0;  // tries at a random room; 0: 400 per 80x80 of map

    double chainChance = 0.3;  // chance to grow directly linked rooms off a new room
    double chainDecay = 0.5;   // the chance is multiplied by this per level
    int chainDepth = 3;        // levels of directly linked rooms

    // Step 2: growth.
    std::vector<GrowerKind> growerOrder = defaultGrowerOrder();
    int perTurnLimit = 0;  // opportunities one grower applies per turn; 0: 4 per 80x80
    int maxRounds = 40;    // rounds of all growers before step 2 stops
    WidthPolicy widthPolicy = WidthPolicy::Random;
    int minLoopLength = 4;      // shortest loop allowed, in normal rooms
    double loopChance = 1.0;    // chance to take a long-enough loop
    int wantedLoops = 1;        // loops the targets phase closes up to (no restart if missed)
    int throughMinLength = 24;  // corridors this long get a through module

    // Step 3: components and restarts.
    int minRooms = 8;      // normal rooms the kept component needs
    int maxAttempts = 20;  // runs of steps 1-3 before giving up
    // Phase 2: resolution of the slots.
    int resolveDepth = 8;  // levels of slots resolved; 0: no phase 2
    UnfilledSlots unfilledSlots = UnfilledSlots::Generic;

    // Regions and targets (docs/design.md section 8); absent unless given, and
    // then left out of the layout file's params.
    std::vector<Region> regions;
    std::optional<int> minLoops;  // bounds on the kept component's stats.loops
    std::optional<int> maxLoops;
    std::optional<int> minDeadEnds;  // bounds on its stats.dead_ends
    std::optional<int> maxDeadEnds;

    bool hasTargets() const { return minLoops || maxLoops || minDeadEnds || maxDeadEnds; }
};

// Size limits on what a parameters file may hold, checked on load
// (docs/params.md, "Size limits").
inline constexpr int kMaxMapSide = 4096;
inline constexpr int kMaxRegions = 256;
inline constexpr std::size_t kMaxRegionModules = 1024;  // names in one region's modules list
inline constexpr std::size_t kMaxRegionNameBytes = 256;
inline constexpr std::size_t kMaxParamsFileBytes = std::size_t{1} << 20;  // 1 MiB
inline constexpr int kMaxParamsFileDepth = 8;  // a region's modules list is at depth 4

/// The figures a run actually uses for the parameters whose 0 means "scale
/// with the map": so a 1024x1024 map gets as many tries per tile as 80x80.
int effectivePlacementAttempts(const EasylinkParams& params);
int effectivePerTurnLimit(const EasylinkParams& params);

/// One parameter's name in files and on the command line, its range and meaning.
struct ParamInfo {
    std::string_view key;    // "chain_chance" in files, --chain-chance on the command line
    std::string_view range;  // "0 to 1"
    std::string_view meaning;
};
const std::vector<ParamInfo>& paramInfo();

/// The names a parameter that takes one of a few names accepts ("widest",
/// "narrowest", "random" for width_policy); empty for other parameters.
std::vector<std::string_view> paramChoices(std::string_view key);

/// A problem with the parameters, the parameter it belongs to, and whether
/// it depends on more than that one value: regions against the map's final
/// size, a target's min against its max. Such a problem can only be told
/// once every value is in (a --width flag may follow a --params file), and
/// it belongs to whichever gave the parameter it names.
struct ParamProblem {
    Problem problem;
    std::string key;  // "regions", "min_loops", "width"
    bool dependsOnOthers = false;
};

/// Every problem with the parameters: out-of-range values, impossible maps,
/// regions past the map's edge, a target whose min is above its max.
std::vector<ParamProblem> checkParams(const EasylinkParams& params);
/// checkParams()'s problems alone.
std::vector<Problem> validateParams(const EasylinkParams& params);

/// True for the parameters that are absent unless given (the targets and
/// the regions): paramsToJson leaves them out when unset.
bool isOptionalParam(std::string_view key);

/// Reads the `regions` array of a parameters object, with JSON pointers
/// below `pointer` ("/regions") in the problems.
std::vector<Region> regionsFromJson(const Json& array, const std::string& pointer,
                                    std::vector<Problem>& problems);
Json regionsToJson(const std::vector<Region>& regions);

/// The "params" object of a layout file: every parameter, in a fixed order.
Json paramsToJson(const EasylinkParams& params);

/// Reads a params object (a --params file, or a layout's "params"): known
/// keys override `base`, unknown keys and wrong types are problems.
EasylinkParams paramsFromJson(const Json& object, const EasylinkParams& base,
                              std::vector<Problem>& problems);

/// Sets one parameter from text, as given on the command line; returns an
/// error message or nullopt.
std::optional<std::string> setParam(EasylinkParams& params, std::string_view key,
                                    std::string_view value);

}  // namespace easylink
