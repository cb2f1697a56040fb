#include "easylink/output/run_summary.hpp"

#include "easylink/layout/layout_stats.hpp"

namespace easylink {
namespace {

std::string counted(std::int64_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace

std::string describeRun(const RunView& run) {
    const std::string attempts = counted(run.attempts, "attempt", "attempts");
    // A tile map's tiles are its own; after phase 2 they are the rooms'.
    if (run.tiles != nullptr && run.resolution == nullptr) {
        const TileRaster& tiles = *run.tiles;
        const auto areas = run.areas != nullptr ? run.areas->size() : 0;
        return std::string(run.generator) + ", " + std::to_string(tiles.width()) + "x" +
               std::to_string(tiles.height()) + ", " +
               counted(tiles.count(TileKind::Floor), "floor tile", "floor tiles") + ", " +
               counted(static_cast<std::int64_t>(areas), "area", "areas") + ", " + attempts;
    }
    const LayoutStats stats = computeStats(*run.layout, run.attempts);
    std::string text = counted(stats.rooms, "room", "rooms") + " (" +
                       std::to_string(stats.normalRooms) + " normal), " +
                       counted(stats.corridors, "corridor", "corridors") + ", " +
                       counted(stats.loops, "loop", "loops") + ", " +
                       counted(stats.deadEnds, "dead end", "dead ends") + ", " + attempts;
    if (run.resolution != nullptr) {
        text +=
            ", phase 2: " +
            counted(static_cast<std::int64_t>(run.resolution->nodes.size()), "module", "modules") +
            ", " +
            counted(static_cast<std::int64_t>(run.resolution->problems.size()), "problem",
                    "problems");
    }
    return text;
}

}  // namespace easylink
