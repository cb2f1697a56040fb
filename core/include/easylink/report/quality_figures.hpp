#pragma once

// [SECTION] Quality figures of one layout
//
// What a designer looks at to judge a dungeon beyond its room count: how many
// loops and dead ends it has, how many of its rooms are junctions of each
// kind, how long its corridors are, how much of the map is left as one open
// stretch (the side of the largest square no room or corridor touches) and,
// for each region of the parameters, the density of rooms it reached against
// the one asked (docs/design.md section 8). A report sums them up over a batch
// (batch_report.hpp) and `report --compare` sets two batches side by side.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/catalogue/module_kind.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/layout/regions.hpp"

namespace easylink {

/// The junction kinds counted, in this order everywhere (files, pages, panel).
inline constexpr std::array<ModuleKind, 4> kJunctionKinds = {
    ModuleKind::FourWay, ModuleKind::TJunction, ModuleKind::Bend, ModuleKind::Through};

/// The figures a report sums up over the layouts of a batch; the regions'
/// densities come on top, one per region of the parameters.
enum class QualityFigure : std::uint8_t {
    Loops,     // cycle rank of the room graph (layout file's stats.loops)
    DeadEnds,  // normal rooms with one linked port (stats.dead_ends)
    FourWay,   // rooms of each junction kind
    TJunction,
    Bend,
    Through,
    CorridorLength,      // sum of the corridors' lengths, in tiles
    MeanCorridorLength,  // that over the corridors; none when there is no corridor
    LargestEmptySquare,  // side of the largest square of tiles no room or corridor occupies
    PlayerPath,          // stats.path (docs/design.md section 11); catalogues with locks only
    LockedRooms,         // rooms whose module is locked_by a key; catalogues with locks only
};
inline constexpr int kQualityFigureCount = 11;
inline constexpr std::array<QualityFigure, kQualityFigureCount> kAllQualityFigures = {
    QualityFigure::Loops,
    QualityFigure::DeadEnds,
    QualityFigure::FourWay,
    QualityFigure::TJunction,
    QualityFigure::Bend,
    QualityFigure::Through,
    QualityFigure::CorridorLength,
    QualityFigure::MeanCorridorLength,
    QualityFigure::LargestEmptySquare,
    QualityFigure::PlayerPath,
    QualityFigure::LockedRooms};

/// True when a report of this catalogue shows the figure: the lock figures
/// only for catalogues with locks, so that other reports stay as they were.
bool figureApplies(QualityFigure figure, const Catalogue& catalogue);

/// "loops", "dead_ends", "four_way", "t_junction", "bend", "through",
/// "corridor_length", "mean_corridor_length", "largest_empty_square",
/// "path", "locked_rooms".
std::string_view toString(QualityFigure figure);
/// True for the figures that are always whole numbers (all but the mean).
bool isWholeFigure(QualityFigure figure);

/// How pages and panels name a figure: "Loops", its unit ("loops") and a
/// sentence on what it counts.
struct QualityFigureText {
    std::string_view title;
    std::string_view unit;
    std::string_view meaning;
};
QualityFigureText describe(QualityFigure figure);

struct QualityFigures {
    int loops = 0;
    int deadEnds = 0;
    std::array<int, kJunctionKinds.size()> junctions{};  // in kJunctionKinds order
    int corridorLength = 0;
    std::optional<double> meanCorridorLength;  // nullopt without corridors
    int largestEmptySquare = 0;
    std::optional<int> playerPath;        // with locks, when the layout has a path
    std::optional<int> lockedRooms;       // with locks
    std::vector<double> regionDensities;  // achieved, per region of the parameters

    /// The figure's value; nullopt for the mean corridor length of a layout
    /// without corridors, and the lock figures of a catalogue without locks.
    std::optional<double> value(QualityFigure figure) const;
};

/// The figures of a finished layout made with these regions.
QualityFigures computeQualityFigures(const Layout& layout, const std::vector<Region>& regions);

/// The side of the largest square of map tiles that no room or corridor
/// occupies (blocked tiles count as empty: nothing occupies them); 0 for a
/// map with no empty tile. O(width * height).
int largestEmptySquare(const Layout& layout);

}  // namespace easylink
