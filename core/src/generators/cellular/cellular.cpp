// `cellular`: random floor and wall, smoothed into caves.

#include <array>
#include <cstdint>
#include <cstring>
#include <vector>

#include "cellular.hpp"

#include "../tilemap/tile_builders.hpp"

namespace easylink::tilemap {
namespace {

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
    LargeVector<Vec2i> order{centre};
    kept[index(centre)] = true;
    // The cave, breadth first, up to the target.
    for (std::size_t next = 0; next < order.size() && std::ssize(order) < target; ++next) {
        for (const Vec2i step : kSideSteps) {
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
        for (const Vec2i step : kSideSteps) {
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

// Eight bytes at `p` as one word (any alignment).
std::uint64_t load8(const std::uint8_t* p) {
    std::uint64_t word = 0;
    std::memcpy(&word, p, sizeof word);
    return word;
}

// One row of a smoothing pass into `out` (1: wall), from the rows `above`,
// `row` and `below` of the previous one; `columns` (`width` bytes) receives
// the walls in the 3 rows, per column. Eight tiles at a time, one per byte
// of a word: a byte never exceeds 9 + 15, so no sum carries into the next
// tile, and the rule is two bit tests (walls + 3 reaches 8 exactly when
// walls > 4; walls + 15 reaches 16 exactly when walls > 0). Returns whether
// the row changed.
bool smoothRow(const std::uint8_t* above, const std::uint8_t* row, const std::uint8_t* below,
               std::uint8_t* columns, std::uint8_t* out, std::size_t width) {
    constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
    std::size_t x = 0;
    for (; x + 8 <= width; x += 8) {
        const std::uint64_t sum = load8(above + x) + load8(row + x) + load8(below + x);
        std::memcpy(columns + x, &sum, sizeof sum);
    }
    for (; x < width; ++x) {
        columns[x] = static_cast<std::uint8_t>(above[x] + row[x] + below[x]);
    }
    // Tiles 1 to width - 2; a word needs the columns on both sides of its 8.
    for (x = 1; x + 9 <= width; x += 8) {
        const std::uint64_t walls =
            load8(columns + x - 1) + load8(columns + x) + load8(columns + x + 1) - load8(row + x);
        const std::uint64_t many = ((walls + 3 * kOnes) >> 3) & kOnes;
        const std::uint64_t none = (((walls + 15 * kOnes) >> 4) & kOnes) ^ kOnes;
        const std::uint64_t wall = many | none;
        std::memcpy(out + x, &wall, sizeof wall);
    }
    for (; x + 1 < width; ++x) {
        const int walls = columns[x - 1] + columns[x] + columns[x + 1] - row[x];
        out[x] = walls > 4 || walls == 0 ? 1 : 0;
    }
    return std::memcmp(out + 1, row + 1, width - 2) != 0;
}

// Random floor and wall, then passes in which a tile becomes wall when more
// than 4 of its 8 neighbours are walls or none is, floor otherwise. The fill
// and the passes work on a byte per tile (1: wall), two buffers used in
// turn, eight tiles at a time (smoothRow); the canvas takes the bytes after
// each step that events report, or once at the end. The passes stop once
// one changes nothing.
std::optional<std::string> buildCellular(Builder& builder) {
    TileCanvas& tiles = builder.tiles();
    const int w = tiles.width();
    const int h = tiles.height();
    const auto stride = static_cast<std::size_t>(w);
    LargeVector<std::uint8_t> wall(stride * static_cast<std::size_t>(h), 1);
    // Every inner tile of the canvas from `wall` (the border stays wall).
    const auto draw = [&] {
        for (int y = 1; y < h - 1; ++y) {
            const std::uint8_t* row = wall.data() + static_cast<std::size_t>(y) * stride;
            for (int x = 1; x < w - 1; ++x) {
                tiles.set({x, y}, row[x] != 0 ? TileKind::Wall : TileKind::Floor);
            }
        }
    };
    builder.beginPhase(Phase::Placement, "random fill");
    const double floorChance = builder.real("floor_chance");
    for (int y = 1; y < h - 1; ++y) {
        std::uint8_t* row = wall.data() + static_cast<std::size_t>(y) * stride;
        for (int x = 1; x < w - 1; ++x) {
            row[x] = builder.rng().chance(floorChance) ? 0 : 1;
        }
    }
    if (builder.recording()) {
        draw();
        builder.step("each inner tile floor with chance " + Json(floorChance).dump());
    }
    builder.beginPhase(Phase::Growth, "smoothing");
    const int passes = builder.option("iterations");
    LargeVector<std::uint8_t> next = wall;      // its border stays as `wall`'s: never written
    std::vector<std::uint8_t> columns(stride);  // walls in the 3 rows, per column
    for (int pass = 0; pass < passes; ++pass) {
        bool changed = false;
        for (int y = 1; y < h - 1; ++y) {
            const std::uint8_t* row = wall.data() + static_cast<std::size_t>(y) * stride;
            changed = smoothRow(row - stride, row, row + stride, columns.data(),
                                next.data() + static_cast<std::size_t>(y) * stride, stride) ||
                      changed;
        }
        wall.swap(next);
        if (builder.recording()) {
            draw();
            builder.step("smoothing pass " + std::to_string(pass + 1) + " of " +
                         std::to_string(passes));
        }
        if (!changed) {
            break;  // settled: every later pass would change nothing either
        }
    }
    if (!builder.recording()) {
        draw();
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
