#include "easylink/report/quality_figures.hpp"

#include <algorithm>

#include "easylink/layout/layout_stats.hpp"
#include "easylink/layout/locks.hpp"

namespace easylink {

std::string_view toString(QualityFigure figure) {
    switch (figure) {
        case QualityFigure::Loops: return "loops";
        case QualityFigure::DeadEnds: return "dead_ends";
        case QualityFigure::FourWay: return "four_way";
        case QualityFigure::TJunction: return "t_junction";
        case QualityFigure::Bend: return "bend";
        case QualityFigure::Through: return "through";
        case QualityFigure::CorridorLength: return "corridor_length";
        case QualityFigure::MeanCorridorLength: return "mean_corridor_length";
        case QualityFigure::LargestEmptySquare: return "largest_empty_square";
        case QualityFigure::PlayerPath: return "path";
        case QualityFigure::LockedRooms: return "locked_rooms";
    }
    return "?";
}

bool figureApplies(QualityFigure figure, const Catalogue& catalogue) {
    const bool lockFigure =
        figure == QualityFigure::PlayerPath || figure == QualityFigure::LockedRooms;
    return !lockFigure || catalogue.usesLocks();
}

bool isWholeFigure(QualityFigure figure) {
    return figure != QualityFigure::MeanCorridorLength;
}

QualityFigureText describe(QualityFigure figure) {
    switch (figure) {
        case QualityFigure::Loops:
            return {"Loops", "loops",
                    "the cycle rank of the room graph (links - rooms + components)"};
        case QualityFigure::DeadEnds:
            return {"Dead ends", "dead ends", "normal rooms with exactly one linked port"};
        case QualityFigure::FourWay:
            return {"Four-way junctions", "rooms", "rooms of kind four_way"};
        case QualityFigure::TJunction: return {"T-junctions", "rooms", "rooms of kind t_junction"};
        case QualityFigure::Bend: return {"Bends", "rooms", "rooms of kind bend"};
        case QualityFigure::Through:
            return {"Through rooms", "rooms", "rooms of kind through (on long corridors)"};
        case QualityFigure::CorridorLength:
            return {"Corridor length", "tiles", "the corridors' lengths added up, in tiles"};
        case QualityFigure::MeanCorridorLength:
            return {"Mean corridor length", "tiles",
                    "the corridors' mean length, in tiles (layouts with a corridor)"};
        case QualityFigure::LargestEmptySquare:
            return {"Largest empty square", "tiles",
                    "the side of the largest square of tiles no room or corridor occupies"};
        case QualityFigure::PlayerPath:
            return {"Player's path", "steps",
                    "the shortest walk from the entrance that collects every key and ends in "
                    "the last room (stats.path): how much backtracking the locks make"};
        case QualityFigure::LockedRooms:
            return {"Locked rooms", "rooms", "rooms whose module is locked_by a key module"};
    }
    return {"", "", ""};
}

std::optional<double> QualityFigures::value(QualityFigure figure) const {
    switch (figure) {
        case QualityFigure::Loops: return loops;
        case QualityFigure::DeadEnds: return deadEnds;
        case QualityFigure::FourWay: return junctions[0];
        case QualityFigure::TJunction: return junctions[1];
        case QualityFigure::Bend: return junctions[2];
        case QualityFigure::Through: return junctions[3];
        case QualityFigure::CorridorLength: return corridorLength;
        case QualityFigure::MeanCorridorLength: return meanCorridorLength;
        case QualityFigure::LargestEmptySquare: return largestEmptySquare;
        case QualityFigure::PlayerPath: return playerPath;
        case QualityFigure::LockedRooms: return lockedRooms;
    }
    return std::nullopt;
}

QualityFigures computeQualityFigures(const Layout& layout, const std::vector<Region>& regions) {
    QualityFigures figures;
    // Loops and dead ends exactly as the layout file's stats count them.
    const LayoutStats stats = computeStats(layout, 0);
    figures.loops = stats.loops;
    figures.deadEnds = stats.deadEnds;
    for (RoomId id : layout.roomIds()) {
        const ModuleKind kind = layout.room(id)->kind;
        const auto it = std::find(kJunctionKinds.begin(), kJunctionKinds.end(), kind);
        if (it != kJunctionKinds.end()) {
            ++figures.junctions[static_cast<std::size_t>(it - kJunctionKinds.begin())];
        }
    }
    for (CorridorId id : layout.corridorIds()) {
        figures.corridorLength += layout.corridor(id)->length();
    }
    if (layout.corridorCount() > 0) {
        figures.meanCorridorLength = static_cast<double>(figures.corridorLength) /
                                     static_cast<double>(layout.corridorCount());
    }
    figures.largestEmptySquare = largestEmptySquare(layout);
    figures.regionDensities = achievedDensities(layout, regions);
    if (const std::optional<PlayerPath> path = playerPath(layout)) {
        if (path->steps >= 0) {
            figures.playerPath = path->steps;
        }
        const std::vector<RoomId> rooms = layout.roomIds();  // a fresh list each call
        figures.lockedRooms = static_cast<int>(std::count_if(
            rooms.begin(), rooms.end(), [&](RoomId id) { return !lockOf(layout, id).empty(); }));
    }
    return figures;
}

// The classic dynamic programme: the largest empty square whose bottom-right
// corner is (x, y) is one more than the smallest of those ending left of it,
// above it and diagonally above-left, or 0 on an occupied tile. Only the row
// above is needed, so the memory is one row.
int largestEmptySquare(const Layout& layout) {
    const int width = layout.width();
    std::vector<int> above(static_cast<std::size_t>(width) + 1, 0);
    std::vector<int> row(static_cast<std::size_t>(width) + 1, 0);
    int best = 0;
    for (int y = 0; y < layout.height(); ++y) {
        for (int x = 0; x < width; ++x) {
            const TileOwner::Kind kind = layout.ownerAt({x, y}).kind;
            const bool occupied =
                kind == TileOwner::Kind::Room || kind == TileOwner::Kind::Corridor;
            // Column x of the map is index x + 1, so index 0 is a wall of zeros.
            const auto at = static_cast<std::size_t>(x) + 1;
            row[at] = occupied ? 0 : 1 + std::min({row[at - 1], above[at], above[at - 1]});
            best = std::max(best, row[at]);
        }
        std::swap(row, above);
    }
    return best;
}

}  // namespace easylink
