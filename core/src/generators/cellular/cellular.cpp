// `cellular`: random floor and wall, smoothed into caves.

#include <array>
#include <vector>

#include "cellular.hpp"

#include "../tilemap/tile_builders.hpp"

namespace easylink::tilemap {
namespace {

constexpr std::array<Vec2i, 4> kSteps = {Vec2i{1, 0}, Vec2i{-1, 0}, Vec2i{0, 1}, Vec2i{0, -1}};

// open_fraction: the cave that holds the centre (the 2x2 tiles there made
// floor first, so that it reaches every quadrant and the starts need no
// tunnel) is made exactly `target` tiles. It is walked breadth first from
// the centre: a cave too big keeps the tiles nearest to the centre (a
// breadth-first prefix stays connected); a cave too small is widened, the
// walls nearest to it dug first. Every other cave is walled up. O(map area).
void fitOpenFraction(Builder& builder, std::int64_t target) {
    TileCanvas& tiles = builder.tiles();
    const Vec2i centre = builder.centre();
    tiles.fill({centre.x - 1, centre.y - 1, 2, 2}, TileKind::Floor);
    const auto index = [&](Vec2i t) {
        return static_cast<std::size_t>(t.y) * static_cast<std::size_t>(tiles.width()) +
               static_cast<std::size_t>(t.x);
    };
    std::vector<bool> kept(static_cast<std::size_t>(tiles.width()) *
                           static_cast<std::size_t>(tiles.height()));
    std::vector<Vec2i> order{centre};
    kept[index(centre)] = true;
    // The cave, breadth first, up to the target.
    for (std::size_t next = 0; next < order.size() && std::ssize(order) < target; ++next) {
        for (const Vec2i step : kSteps) {
            const Vec2i n = order[next] + step;
            if (std::ssize(order) < target && builder.interior(n) && !kept[index(n)] &&
                tiles.at(n) == TileKind::Floor) {
                kept[index(n)] = true;
                order.push_back(n);
            }
        }
    }
    // Widened through the walls nearest to it, when it was too small.
    for (std::size_t next = 0; next < order.size() && std::ssize(order) < target; ++next) {
        for (const Vec2i step : kSteps) {
            const Vec2i n = order[next] + step;
            if (std::ssize(order) < target && builder.interior(n) && !kept[index(n)]) {
                kept[index(n)] = true;
                order.push_back(n);
            }
        }
    }
    for (int y = 1; y < tiles.height() - 1; ++y) {
        for (int x = 1; x < tiles.width() - 1; ++x) {
            const TileKind kind = kept[index({x, y})] ? TileKind::Floor : TileKind::Wall;
            if (tiles.at({x, y}) != kind) {
                tiles.set({x, y}, kind);
            }
        }
    }
    builder.step("the cave at the centre made " + std::to_string(order.size()) +
                 " tiles, the open fraction asked; the other caves walled up");
}

// Random floor and wall, then passes in which a tile becomes wall when more
// than 4 of its 8 neighbours are walls or none is, floor otherwise. The
// walls around a tile are counted from running column sums, and the passes
// stop once one changes nothing, so 100 passes at 4096x4096 take seconds.
std::optional<std::string> buildCellular(Builder& builder) {
    TileCanvas& tiles = builder.tiles();
    builder.beginPhase(Phase::Placement, "random fill");
    const double floorChance = builder.real("floor_chance");
    for (int y = 1; y < tiles.height() - 1; ++y) {
        for (int x = 1; x < tiles.width() - 1; ++x) {
            tiles.set({x, y}, builder.rng().chance(floorChance) ? TileKind::Floor : TileKind::Wall);
        }
    }
    builder.step("each inner tile floor with chance " + Json(floorChance).dump());
    builder.beginPhase(Phase::Growth, "smoothing");
    const int passes = builder.option("iterations");
    const int w = tiles.width();
    std::vector<int> columns(static_cast<std::size_t>(w));  // walls in the 3 rows, per column
    for (int pass = 0; pass < passes; ++pass) {
        const TileCanvas before = tiles.snapshot();
        const auto wall = [&](int x, int y) {
            return before.at(static_cast<std::size_t>(y) * static_cast<std::size_t>(w) +
                             static_cast<std::size_t>(x)) == TileKind::Wall
                       ? 1
                       : 0;
        };
        std::int64_t changed = 0;
        for (int y = 1; y < tiles.height() - 1; ++y) {
            for (int x = 0; x < w; ++x) {
                columns[static_cast<std::size_t>(x)] = wall(x, y - 1) + wall(x, y) + wall(x, y + 1);
            }
            for (int x = 1; x < w - 1; ++x) {
                const int walls = columns[static_cast<std::size_t>(x - 1)] +
                                  columns[static_cast<std::size_t>(x)] +
                                  columns[static_cast<std::size_t>(x + 1)] - wall(x, y);
                const TileKind kind = walls > 4 || walls == 0 ? TileKind::Wall : TileKind::Floor;
                if (kind != before.at({x, y})) {
                    tiles.set({x, y}, kind);
                    ++changed;
                }
            }
        }
        if (builder.recording()) {
            builder.step("smoothing pass " + std::to_string(pass + 1) + " of " +
                         std::to_string(passes));
        }
        if (changed == 0) {
            break;  // settled: every later pass would change nothing either
        }
    }
    const double open = builder.real("open_fraction");
    if (open > 0) {
        const std::int64_t inner = std::int64_t{tiles.width() - 2} * (tiles.height() - 2);
        fitOpenFraction(builder, std::max<std::int64_t>(4, static_cast<std::int64_t>(
                                                               open * static_cast<double>(inner))));
    }
    builder.placeStarts();
    return std::nullopt;
}

}  // namespace

Generator cellularGenerator() {
    return tileGenerator(
        {"cellular", "cellular automata: random floor and wall, smoothed into caves",
         withPopulation({
             {"floor_chance", 0.55, 0.05, 0.95, false,
              "chance that a tile starts as floor before smoothing"},
             {"iterations", 10, 0, 100, true,
              "smoothing passes: a tile becomes wall when more than 4 of its 8 neighbours "
              "are walls, or none is"},
             {"open_fraction", 0, 0, 0.9, false,
              "when above 0: the fraction of the inner map left open, the cave at the centre "
              "cut down or widened to it and the others walled up; 0 leaves the caves as "
              "smoothing makes them"},
         })},
        &buildCellular);
}

}  // namespace easylink::tilemap
