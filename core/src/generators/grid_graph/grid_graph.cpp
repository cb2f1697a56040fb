// `grid-graph`: rooms on a coarse grid, each attached beside a
// room that still has a free exit, with the room types, their exit limits,
// counts and special rules read from data (grid_graph_tables.hpp).

#include <array>
#include <bit>
#include <cstdint>

#include "grid_graph.hpp"
#include "grid_graph_tables.hpp"

#include "../tilemap/tile_builders.hpp"

namespace easylink::tilemap {
namespace {

// Sides of a cell, clockwise from north; side d faces side (d + 2) % 4.
constexpr std::array<Vec2i, 4> kSides = {Vec2i{0, -1}, Vec2i{1, 0}, Vec2i{0, 1}, Vec2i{-1, 0}};
constexpr std::array<const char*, 4> kSideNames = {"north", "east", "south", "west"};

int facing(int side) {
    return (side + 2) % 4;
}

/// The grid laid over the map: cells of `size` tiles a side that share
/// their wall lines with their neighbours, so a room is the cell's
/// (size - 1) x (size - 1) floor and the door between two rooms is one tile
/// of the wall line between them. An odd number of cells each way, centred
/// on the map, so the middle cell's floor reaches into all four quadrants.
struct CellGrid {
    CellGrid(int width, int height, int cellSize)
        : size(cellSize),
          columns(oddAtMost((width - 1) / cellSize)),
          rows(oddAtMost((height - 1) / cellSize)),
          origin{(width - columns * size - 1) / 2, (height - rows * size - 1) / 2} {}

    static int oddAtMost(int n) { return n % 2 == 0 ? n - 1 : n; }

    bool inside(Vec2i cell) const {
        return cell.x >= 0 && cell.y >= 0 && cell.x < columns && cell.y < rows;
    }
    std::size_t indexOf(Vec2i cell) const {
        return static_cast<std::size_t>(cell.y) * static_cast<std::size_t>(columns) +
               static_cast<std::size_t>(cell.x);
    }
    std::size_t cellCount() const {
        return columns > 0 && rows > 0
                   ? static_cast<std::size_t>(columns) * static_cast<std::size_t>(rows)
                   : 0;
    }
    Vec2i middle() const { return {columns / 2, rows / 2}; }
    Vec2i corner(Vec2i cell) const { return origin + Vec2i{cell.x * size, cell.y * size}; }
    Rect floorOf(Vec2i cell) const {
        const Vec2i c = corner(cell);
        return {c.x + 1, c.y + 1, size - 1, size - 1};
    }
    /// The middle tile of the wall line on the `side` of `cell`.
    Vec2i doorOn(Vec2i cell, int side) const {
        const Vec2i c = corner(cell);
        const int half = size / 2;
        switch (side) {
            case 0: return {c.x + half, c.y};
            case 1: return {c.x + size, c.y + half};
            case 2: return {c.x + half, c.y + size};
            default: return {c.x, c.y + half};
        }
    }

    int size;
    int columns;
    int rows;
    Vec2i origin;
};

struct GridRoom {
    std::size_t type = 0;
    Vec2i cell;
    std::uint8_t doors = 0;  // bit d set: a door on side d
    int exits() const { return std::popcount(doors); }
};

// One attempt at the whole map. Rooms are drawn as they are placed, so the
// events show the map growing; a failed attempt leaves its reason in
// `failure` and the caller restarts the builder.
class GridGraphAttempt {
public:
    GridGraphAttempt(Builder& builder, const GridGraphTables& tables, const CellGrid& grid)
        : builder_(builder),
          tables_(tables),
          grid_(grid),
          occupant_(grid.cellCount(), -1),
          connectChance_(builder.real("connect_chance")) {}

    /// Places every room of `order` (type indices) after the first one and
    /// the last one after them; false with failure() set when a room finds
    /// no place.
    bool run(const std::vector<std::size_t>& order) {
        builder_.beginPhase(Phase::Placement, "the first room, in the middle of the grid");
        if (!placeFirst()) {
            return false;
        }
        builder_.beginPhase(Phase::Growth, "rooms attached beside rooms with free exits");
        for (const std::size_t type : order) {
            if (!attach(type, false)) {
                return false;
            }
        }
        return !tables_.last || attach(*tables_.last, true);
    }

    const std::string& failure() const { return failure_; }

private:
    const GridRoomType& typeOf(const GridRoom& room) const { return tables_.rooms[room.type]; }
    bool hasFreeExit(const GridRoom& room) const { return room.exits() < typeOf(room).maxExits; }

    bool isFree(Vec2i cell) const {
        return grid_.inside(cell) && occupant_[grid_.indexOf(cell)] < 0;
    }
    int occupantOf(Vec2i cell) const {
        return grid_.inside(cell) ? occupant_[grid_.indexOf(cell)] : -1;
    }
    bool hasFreeNeighbour(Vec2i cell) const {
        for (const Vec2i side : kSides) {
            if (isFree(cell + side)) {
                return true;
            }
        }
        return false;
    }

    std::string label(std::size_t room) const {
        return "room " + std::to_string(room + 1) + " (" + typeOf(rooms_[room]).name + ")";
    }

    std::size_t placeRoom(std::size_t type, Vec2i cell) {
        const std::size_t index = rooms_.size();
        rooms_.push_back({type, cell, 0});
        occupant_[grid_.indexOf(cell)] = static_cast<int>(index);
        const Rect floor = grid_.floorOf(cell);
        builder_.tiles().fill(floor, TileKind::Floor);
        builder_.addArea(floor, tables_.rooms[type].name);
        if (tables_.last && type == *tables_.last) {
            builder_.preferExit(floor.position() + Vec2i{floor.w / 2, floor.h / 2});
        }
        return index;
    }

    void connect(std::size_t room, int side) {
        const std::size_t other =
            static_cast<std::size_t>(occupantOf(rooms_[room].cell + kSides[side]));
        rooms_[room].doors = static_cast<std::uint8_t>(rooms_[room].doors | (1u << side));
        rooms_[other].doors = static_cast<std::uint8_t>(rooms_[other].doors | (1u << facing(side)));
        builder_.tiles().set(grid_.doorOn(rooms_[room].cell, side), TileKind::Door);
    }

    std::array<int, 4> shuffledSides() {
        std::vector<int> sides = {0, 1, 2, 3};
        builder_.rng().shuffle(sides);
        return {sides[0], sides[1], sides[2], sides[3]};
    }

    /// A free side of `cell` for a companion room, or -1.
    int companionSide(Vec2i cell) {
        for (const int side : shuffledSides()) {
            if (isFree(cell + kSides[side])) {
                return side;
            }
        }
        return -1;
    }

    // The companion a room's type asks for (the shipped tables' treasure
    // room beside the dragon's): placed in a free cell beside it and joined
    // to it.
    void placeCompanion(std::size_t room, int side) {
        const std::size_t type = *typeOf(rooms_[room]).needsBeside;
        const std::size_t companion = placeRoom(type, rooms_[room].cell + kSides[side]);
        connect(room, side);
        if (builder_.recording()) {
            builder_.step(label(companion) + " placed " + kSideNames[side] + " of " + label(room) +
                          ", which needs it beside it");
        }
        addExtraDoors(companion);
        keepIfOpen(companion);
    }

    // Extra connections: a new room looks at its other sides in
    // random order and, while it has a free exit, gets a door to each
    // neighbouring room with chance connect_chance when that room has a
    // free exit too.
    void addExtraDoors(std::size_t room) {
        for (const int side : shuffledSides()) {
            if (!hasFreeExit(rooms_[room])) {
                return;
            }
            const int other = occupantOf(rooms_[room].cell + kSides[side]);
            if (other < 0 || (rooms_[room].doors & (1u << side)) != 0 ||
                !builder_.rng().chance(connectChance_)) {
                continue;
            }
            if (!hasFreeExit(rooms_[static_cast<std::size_t>(other)])) {
                if (builder_.recording()) {
                    builder_.reject({grid_.floorOf(rooms_[static_cast<std::size_t>(other)].cell)},
                                    "no door from " + label(room) + " to " +
                                        label(static_cast<std::size_t>(other)) +
                                        ": it has no free exit");
                }
                continue;
            }
            connect(room, side);
            if (builder_.recording()) {
                builder_.step("door between " + label(room) + " and " +
                              label(static_cast<std::size_t>(other)) + " to its " +
                              kSideNames[side]);
            }
        }
    }

    void keepIfOpen(std::size_t room) {
        if (hasFreeExit(rooms_[room]) && hasFreeNeighbour(rooms_[room].cell)) {
            open_.push_back(room);
        }
    }

    bool placeFirst() {
        const std::size_t type = tables_.first;
        if (builder_.recording()) {
            builder_.beginTurn("room 1: " + tables_.rooms[type].name);
        }
        const std::size_t room = placeRoom(type, grid_.middle());
        if (builder_.recording()) {
            builder_.step(label(room) + " in the middle cell (" + std::to_string(grid_.middle().x) +
                          ", " + std::to_string(grid_.middle().y) + ")");
        }
        if (tables_.rooms[type].needsBeside) {
            const int side = companionSide(rooms_[room].cell);
            if (side < 0) {
                failure_ = label(room) + " has no free cell beside it for its " +
                           tables_.rooms[*tables_.rooms[type].needsBeside].name;
                return false;
            }
            placeCompanion(room, side);
        }
        keepIfOpen(room);
        return true;
    }

    // Where a room goes: placed rooms are tried in random order, skipping
    // those without a free exit, and for each its sides in random order,
    // until a free cell takes the new room (and, for a room that needs a
    // companion, that cell has a free cell beside it as well). Rooms that
    // are full or walled in by other rooms leave the list of open rooms for
    // good; the rest are drawn without repetition by a partial shuffle.
    bool attach(std::size_t type, bool last) {
        const GridRoomType& wanted = tables_.rooms[type];
        const std::size_t number = rooms_.size() + 1;
        if (builder_.recording()) {
            builder_.beginTurn("room " + std::to_string(number) +
                               (last ? ", placed last: " : ": ") + wanted.name);
        }
        const auto candidate = [&] {
            return "room " + std::to_string(number) + " (" + wanted.name + ")";
        };
        std::size_t tried = 0;
        while (tried < open_.size()) {
            const std::size_t pick =
                tried + static_cast<std::size_t>(builder_.rng().below64(open_.size() - tried));
            std::swap(open_[tried], open_[pick]);
            const std::size_t entry = open_[tried];
            if (!hasFreeExit(rooms_[entry]) || !hasFreeNeighbour(rooms_[entry].cell)) {
                if (builder_.recording()) {
                    builder_.reject(
                        {grid_.floorOf(rooms_[entry].cell)},
                        candidate() + " cannot attach to " + label(entry) + ": " +
                            (hasFreeExit(rooms_[entry]) ? "every cell beside it is taken"
                                                        : "it has no free exit"));
                }
                open_[tried] = open_.back();
                open_.pop_back();
                continue;
            }
            ++tried;
            for (const int side : shuffledSides()) {
                const Vec2i cell = rooms_[entry].cell + kSides[side];
                if (!isFree(cell)) {
                    continue;
                }
                int besideSide = -1;
                if (wanted.needsBeside) {
                    besideSide = companionSide(cell);
                    if (besideSide < 0) {
                        if (builder_.recording()) {
                            builder_.reject({grid_.floorOf(cell)},
                                            candidate() + " cannot go " + kSideNames[side] +
                                                " of " + label(entry) +
                                                ": no free cell beside "
                                                "it for its " +
                                                tables_.rooms[*wanted.needsBeside].name);
                        }
                        continue;
                    }
                }
                const std::size_t room = placeRoom(type, cell);
                connect(room, facing(side));
                if (builder_.recording()) {
                    builder_.step(label(room) + " attached " + kSideNames[side] + " of " +
                                  label(entry));
                }
                if (besideSide >= 0) {
                    placeCompanion(room, besideSide);
                }
                addExtraDoors(room);
                keepIfOpen(room);
                return true;
            }
        }
        failure_ =
            candidate() + " found no free cell beside a room with a free exit" +
            (wanted.needsBeside ? " and room for its " + tables_.rooms[*wanted.needsBeside].name
                                : std::string());
        return false;
    }

    Builder& builder_;
    const GridGraphTables& tables_;
    const CellGrid& grid_;
    std::vector<int> occupant_;  // per cell: the room there, or -1
    std::vector<GridRoom> rooms_;
    std::vector<std::size_t> open_;  // rooms that may still take a neighbour
    double connectChance_;
    std::string failure_;
};

// The tables are checked, the grid sized, and attempts run until one
// places every room; each failure is a full reset (back to solid wall, every
// room placed again), with a fresh random order of the rooms.
std::optional<std::string> buildGridGraph(Builder& builder) {
    if (builder.tables().is_null()) {
        return std::string(
            "tables: grid-graph needs its data tables "
            "(assets/tables/grid-graph.json), but none were given");
    }
    std::vector<Problem> problems;
    const std::optional<GridGraphTables> tables = readGridGraphTables(builder.tables(), problems);
    if (!tables) {
        return describeTablesProblems(problems);
    }
    const TileCanvas& tiles = builder.tiles();
    const int cellSize = builder.option("cell_size");
    const CellGrid grid(tiles.width(), tiles.height(), cellSize);
    const int scale = builder.option("count_scale");
    std::vector<std::size_t> order;
    std::size_t needed = 1 + (tables->last ? 1 : 0);
    needed += tables->rooms[tables->first].needsBeside ? 1 : 0;
    if (tables->last && tables->rooms[*tables->last].needsBeside) {
        ++needed;
    }
    for (std::size_t type = 0; type < tables->rooms.size(); ++type) {
        const GridRoomType& room = tables->rooms[type];
        if (room.placement != GridPlacement::Random) {
            continue;
        }
        const std::size_t copies =
            static_cast<std::size_t>(room.count) * static_cast<std::size_t>(scale);
        needed += copies * (room.needsBeside ? 2 : 1);
        if (needed <= grid.cellCount()) {
            order.insert(order.end(), copies, type);
        }
    }
    if (needed > grid.cellCount()) {
        return "grid-graph needs at least " + std::to_string(needed) + " cells but a " +
               std::to_string(tiles.width()) + "x" + std::to_string(tiles.height()) +
               " map holds " + std::to_string(grid.cellCount()) +
               (grid.cellCount() == 1 ? " cell of " : " cells of ") + std::to_string(cellSize) +
               " tiles; use a bigger map, a smaller cell_size or smaller counts";
    }
    const int attempts = builder.option("attempts");
    for (;;) {
        builder.rng().shuffle(order);
        GridGraphAttempt attempt(builder, *tables, grid);
        if (attempt.run(order)) {
            return std::nullopt;
        }
        if (builder.attempt() + 1 >= attempts) {
            return "grid-graph found no layout in " + std::to_string(attempts) +
                   " attempts; the last failed because " + attempt.failure() +
                   "; use a bigger map, a smaller cell_size or fewer rooms";
        }
        builder.restart(attempt.failure());
    }
}

}  // namespace

Generator gridGraphGenerator() {
    return tileGenerator(
        {"grid-graph",
         "rooms on a coarse grid, each beside a room with a free exit, from data tables "
         "(exit limits, counts, a room that needs another beside it)",
         withPopulation({
             {"cell_size", 8, 4, 64, true,
              "tiles per side of a grid cell; a room is the floor inside its cell's walls"},
             {"connect_chance", 0.5, 0, 1, false,
              "chance of an extra door from a new room to each neighbouring room, when "
              "both have a free exit"},
             {"count_scale", 1, 1, 100, true,
              "every count of the tables is multiplied by this, for bigger maps"},
             {"attempts", 20, 1, 1000, true, "full restarts allowed before the generator gives up"},
         })},
        &buildGridGraph, /*readsTables=*/true);
}

}  // namespace easylink::tilemap
