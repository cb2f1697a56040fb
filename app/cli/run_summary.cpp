#include "cli/run_summary.hpp"

#include "easylink/export/tiled_export.hpp"
#include "easylink/layout/layout_stats.hpp"

namespace easylink::cli {

std::string describeLayout(const Layout& layout, const Resolution* resolution, int attempts,
                           const RunFiles& files) {
    const LayoutStats stats = computeStats(layout, attempts);
    std::string text = "wrote " + files.layout.string();
    for (const auto* extra : {&files.png, &files.ascii, &files.explain}) {
        if (*extra) {
            text += ", " + (*extra)->string();
        }
    }
    if (files.tiled) {
        text += ", " + files.tiled->string() + ", " + tiledTilesetImagePath(*files.tiled).string();
    }
    const auto plural = [](int n, const char* one, const char* many) {
        return std::to_string(n) + " " + (n == 1 ? one : many);
    };
    text += " (" + plural(stats.normalRooms, "normal room", "normal rooms") + ", " +
            plural(stats.rooms - stats.normalRooms, "other module", "other modules") + ", " +
            plural(stats.corridors, "corridor", "corridors") + ", " +
            plural(stats.loops, "loop", "loops") + ", " +
            plural(stats.deadEnds, "dead end", "dead ends") + ", " +
            plural(attempts, "attempt", "attempts");
    if (resolution != nullptr) {
        text += ", phase 2: " +
                plural(static_cast<int>(resolution->nodes.size()), "module", "modules") + ", " +
                plural(static_cast<int>(resolution->problems.size()), "problem", "problems");
    }
    return text + ")";
}

}  // namespace easylink::cli
