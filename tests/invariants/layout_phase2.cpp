#include "layout_phase2.hpp"

#include <algorithm>
#include <array>
#include <deque>
#include <map>
#include <string_view>
#include <utility>

namespace easylink::test::invariants_detail {

namespace {

/// "\"x\"": a string quoted and escaped as in JSON, for sentences that quote file contents.
std::string quoted(const std::string& text) {
    return Json(text).dump(-1, ' ', false, Json::error_handler_t::replace);
}

/// A whole number within kMagnitudeLimit, or empty.
std::optional<std::int64_t> wholeNumber(const Json& value) {
    if (value.is_number_unsigned()) {
        const auto number = value.get<std::uint64_t>();
        if (number <= static_cast<std::uint64_t>(kMagnitudeLimit)) {
            return static_cast<std::int64_t>(number);
        }
        return std::nullopt;
    }
    if (value.is_number_integer()) {
        const auto number = value.get<std::int64_t>();
        if (number >= -kMagnitudeLimit && number <= kMagnitudeLimit) {
            return number;
        }
    }
    return std::nullopt;
}

/// The tiles of `rect` that lie inside a width x height map.
TileRect clipped(const TileRect& rect, std::int64_t width, std::int64_t height) {
    const std::int64_t left = std::clamp<std::int64_t>(rect.x, 0, width);
    const std::int64_t top = std::clamp<std::int64_t>(rect.y, 0, height);
    const std::int64_t right = std::clamp<std::int64_t>(rect.right(), left, width);
    const std::int64_t bottom = std::clamp<std::int64_t>(rect.bottom(), top, height);
    return TileRect{left, top, right - left, bottom - top};
}

bool insideRect(const TileRect& inner, const TileRect& outer) {
    return inner.x >= outer.x && inner.y >= outer.y && inner.right() <= outer.right() &&
           inner.bottom() <= outer.bottom();
}

/// A passage width whose door tiles docs/design.md section 3 defines: even, 2 or more. Larger
/// values than any map are left to the port checks.
bool isDoorWidth(std::int64_t width) {
    return width >= 2 && width % 2 == 0 && width <= kMagnitudeLimit;
}

/// The width a port is in use at, when it is connected and names one.
std::optional<std::int64_t> widthInUse(const LayoutPort& port) {
    const bool linked = port.connection.kind == Connection::Kind::Room ||
                        port.connection.kind == Connection::Kind::Corridor;
    if (linked && port.usedWidth && isDoorWidth(*port.usedWidth)) {
        return port.usedWidth;
    }
    return std::nullopt;
}

/// The narrowest width a free port allows, when it is free and lists one.
std::optional<std::int64_t> narrowestWidthIfFree(const LayoutPort& port) {
    if (!port.connectionReadable || port.connection.kind != Connection::Kind::None ||
        !port.trueWidths) {
        return std::nullopt;
    }
    std::optional<std::int64_t> narrowest;
    for (const std::int64_t width : *port.trueWidths) {
        if (isDoorWidth(width) && (!narrowest || width < *narrowest)) {
            narrowest = width;
        }
    }
    return narrowest;
}

std::optional<TileRect> portDoorTiles(const LayoutPort& port, std::int64_t width) {
    if (!port.trueAnchor || !port.trueDirection) {
        return std::nullopt;
    }
    return doorTiles(*port.trueAnchor, *port.trueDirection, width);
}

// [SECTION] Tile names --------------------------------------------------------------------------
// docs/design.md section 5: the legend's names come from this list; walkable names are all but void
// and wall.

constexpr std::array<const char*, 11> kTileNames = {"void",        "wall",     "floor",  "door",
                                                    "secret_door", "corridor", "stairs", "start",
                                                    "exit",        "item",     "monster"};
constexpr int kVoid = 0;
constexpr int kWall = 1;
constexpr int kDoor = 3;
/// A legend entry that is there but unusable (its name is not in the list): not reported again
/// as a missing character.
constexpr int kBadName = -2;

bool isWalkable(int name) {
    return name >= 0 && name != kVoid && name != kWall;
}

std::string tileNameList() {
    std::string text;
    for (std::size_t i = 0; i < kTileNames.size(); ++i) {
        text += (i == 0 ? "" : ", ") + std::string(kTileNames[i]);
    }
    return text;
}

/// Calls visit(character) for each character (UTF-8 code point) of the text; a byte that
/// starts no well-formed sequence counts as one character.
template <typename Visit>
void forEachCharacter(const std::string& text, Visit&& visit) {
    std::size_t i = 0;
    while (i < text.size()) {
        const auto lead = static_cast<unsigned char>(text[i]);
        std::size_t length = lead < 0x80           ? 1
                             : (lead >> 5) == 0x6  ? 2
                             : (lead >> 4) == 0xE  ? 3
                             : (lead >> 3) == 0x1E ? 4
                                                   : 1;
        if (i + length > text.size()) {
            length = 1;
        }
        for (std::size_t k = 1; k < length; ++k) {
            if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) {
                length = 1;
                break;
            }
        }
        visit(std::string_view(text).substr(i, length));
        i += length;
    }
}

std::size_t characterCount(const std::string& text) {
    std::size_t count = 0;
    forEachCharacter(text, [&](std::string_view) { ++count; });
    return count;
}

/// The map as tile names (indexes into kTileNames), row by row.
struct TileGrid {
    std::int64_t width = 0;
    std::int64_t height = 0;
    std::vector<int> names;

    [[nodiscard]] std::size_t indexOf(std::int64_t x, std::int64_t y) const {
        return static_cast<std::size_t>(y * width + x);
    }
    [[nodiscard]] int at(std::int64_t x, std::int64_t y) const { return names[indexOf(x, y)]; }
    [[nodiscard]] const char* nameAt(std::int64_t x, std::int64_t y) const {
        return kTileNames[static_cast<std::size_t>(at(x, y))];
    }
    [[nodiscard]] TileRect clip(const TileRect& rect) const { return clipped(rect, width, height); }
};

/// The first tile of a rectangle (row by row) that `matches`, and how many do.
struct TileCount {
    std::int64_t count = 0;
    Point first;
};

template <typename Matches>
TileCount countTiles(const TileGrid& grid, const TileRect& rect, Matches&& matches) {
    TileCount found;
    const TileRect area = grid.clip(rect);
    for (std::int64_t y = area.y; y < area.bottom(); ++y) {
        for (std::int64_t x = area.x; x < area.right(); ++x) {
            if (matches(x, y)) {
                if (found.count == 0) {
                    found.first = Point{x, y};
                }
                ++found.count;
            }
        }
    }
    return found;
}

std::string plural(std::int64_t count, const char* one, const char* many) {
    return sentence(count, " ", count == 1 ? one : many);
}

// [SECTION] Reading the tiles block -------------------------------------------------------------

class TilesChecker {
public:
    TilesChecker(const Layout& layout, bool requireSingleComponent, Violations& violations)
        : layout_(layout),
          requireSingleComponent_(requireSingleComponent),
          violations_(violations) {}

    void run(const Json& tiles) {
        const auto grid = read(tiles);
        if (!grid) {
            return;
        }
        grid_ = *grid;
        checkConnected();
        checkCorridorsAndVoid();
        checkDoors();
    }

private:
    // [SECTION] Legend and rows ----------------------------------------------------------------
    // docs/design.md section 5: one string per map row, one character per tile; every character
    // used appears in the legend, whose keys are single characters and whose names come from the
    // list. The tile checks below run only on a complete, readable map.
    std::optional<TileGrid> read(const Json& tiles) {
        if (!tiles.is_object()) {
            violations_.add(
                sentence("tiles: the block should be an object, not ", describeType(tiles)));
            return std::nullopt;
        }
        bool complete = readLegend(tiles);
        const auto rows = tiles.find("rows");
        if (rows == tiles.end()) {
            violations_.add("tiles: missing \"rows\"");
            return std::nullopt;
        }
        if (!rows->is_array()) {
            violations_.add(
                sentence("tiles: \"rows\" should be an array, not ", describeType(*rows)));
            return std::nullopt;
        }
        const auto& mapWidth = layout_.mapWidth;
        const auto& mapHeight = layout_.mapHeight;
        if (mapHeight && static_cast<std::int64_t>(rows->size()) != *mapHeight) {
            violations_.add(sentence("tiles: has ",
                                     plural(static_cast<std::int64_t>(rows->size()), "row", "rows"),
                                     ", but the map is ", *mapHeight, " tiles high"));
            complete = false;
        }
        constexpr int kRowsReported = 5;
        int badRows = 0;
        for (std::size_t r = 0; r < rows->size(); ++r) {
            const Json& row = (*rows)[r];
            if (!row.is_string()) {
                violations_.add(
                    sentence("tiles: row ", r, " should be a string, not ", describeType(row)));
                complete = false;
                continue;
            }
            const std::string& text = row.get_ref<const std::string&>();
            const auto length = static_cast<std::int64_t>(characterCount(text));
            if (mapWidth && length != *mapWidth) {
                if (++badRows <= kRowsReported) {
                    violations_.add(sentence("tiles: row ", r, " has ",
                                             plural(length, "character", "characters"),
                                             ", but the map is ", *mapWidth, " tiles wide"));
                }
                complete = false;
            }
            noteUnknownCharacters(text, static_cast<std::int64_t>(r));
        }
        if (badRows > kRowsReported) {
            violations_.add(sentence("tiles: ", badRows - kRowsReported,
                                     " more rows do not have the map's width either"));
        }
        for (const auto& [character, unknown] : unknownCharacters_) {
            if (!legendIsObject_) {
                break;  // Already reported; every character would be unknown.
            }
            violations_.add(sentence("tiles: the character ", quoted(character), " at ",
                                     unknown.first, " is not in the legend (",
                                     plural(unknown.count, "tile", "tiles"), ")"));
            complete = false;
        }
        if (!complete || !mapWidth || !mapHeight) {
            return std::nullopt;
        }
        return gridFrom(*rows);
    }

    bool readLegend(const Json& tiles) {
        const auto legend = tiles.find("legend");
        if (legend == tiles.end()) {
            violations_.add("tiles: missing \"legend\"");
            return false;
        }
        if (!legend->is_object()) {
            violations_.add(
                sentence("tiles: \"legend\" should be an object, not ", describeType(*legend)));
            return false;
        }
        legendIsObject_ = true;
        bool readable = true;
        for (const auto& [key, value] : legend->items()) {
            if (characterCount(key) != 1) {
                violations_.add(
                    sentence("tiles: legend key ", quoted(key), " should be a single character"));
                readable = false;
                continue;
            }
            int name = kBadName;
            if (!value.is_string()) {
                violations_.add(sentence("tiles: legend ", quoted(key),
                                         " should name a tile with a string, not ",
                                         describeType(value)));
            } else {
                const std::string& text = value.get_ref<const std::string&>();
                const auto found = std::find_if(kTileNames.begin(), kTileNames.end(),
                                                [&](const char* known) { return text == known; });
                if (found == kTileNames.end()) {
                    violations_.add(sentence("tiles: legend ", quoted(key), " names ", quoted(text),
                                             ", which is not one of ", tileNameList()));
                } else {
                    name = static_cast<int>(found - kTileNames.begin());
                }
            }
            readable = readable && name != kBadName;
            legend_.emplace(key, name);
        }
        return readable;
    }

    void noteUnknownCharacters(const std::string& row, std::int64_t y) {
        std::int64_t x = 0;
        forEachCharacter(row, [&](std::string_view character) {
            if (legend_.find(character) == legend_.end()) {
                auto [entry, added] = unknownCharacters_.try_emplace(std::string(character));
                if (added) {
                    entry->second.first = Point{x, y};
                }
                ++entry->second.count;
            }
            ++x;
        });
    }

    TileGrid gridFrom(const Json& rows) const {
        TileGrid grid;
        grid.width = *layout_.mapWidth;
        grid.height = *layout_.mapHeight;
        grid.names.reserve(static_cast<std::size_t>(grid.width * grid.height));
        for (const Json& row : rows) {
            forEachCharacter(row.get_ref<const std::string&>(), [&](std::string_view character) {
                grid.names.push_back(legend_.find(character)->second);
            });
        }
        return grid;
    }

    // [SECTION] Walkable tiles connected --------------------------------------------------------
    // Every walkable tile is reached from every other through 4-neighbour steps over walkable
    // tiles. When several components are allowed, this holds within each listed component: the
    // walkable tiles of its rooms and corridors form one region. The tiles outside the largest
    // region (of the map, or of the component) are the unreachable ones.
    void checkConnected() {
        labelRegions();
        if (requireSingleComponent_) {
            if (regionSizes_.size() <= 1) {
                return;
            }
            const int main = largest(regionSizes_);
            const TileCount unreachable =
                countTiles(grid_, TileRect{0, 0, grid_.width, grid_.height},
                           [&](std::int64_t x, std::int64_t y) {
                               const int region = region_[grid_.indexOf(x, y)];
                               return region >= 0 && region != main;
                           });
            const Point first = unreachable.first;
            violations_.add(
                sentence("tiles: ", plural(unreachable.count, "walkable tile", "walkable tiles"),
                         " cannot be reached from the largest walkable region (",
                         regionSizes_[static_cast<std::size_t>(main)], " tiles, from ",
                         regionStarts_[static_cast<std::size_t>(main)], "), the first at ", first,
                         " (", grid_.nameAt(first.x, first.y), ")"));
            return;
        }
        // Each listed component's rooms and corridors, by the "component" they name.
        std::map<std::int64_t, std::vector<TileRect>> areas;
        for (const LayoutRoom& room : layout_.rooms) {
            if (room.footprint() && room.component) {
                areas[*room.component].push_back(*room.footprint());
            }
        }
        for (const LayoutCorridor& corridor : layout_.corridors) {
            if (corridor.rect() && corridor.component) {
                areas[*corridor.component].push_back(*corridor.rect());
            }
        }
        for (const auto& [component, rects] : areas) {
            std::vector<std::int64_t> tilesByRegion(regionSizes_.size(), 0);
            for (const TileRect& rect : rects) {
                countTiles(grid_, rect, [&](std::int64_t x, std::int64_t y) {
                    if (const int region = region_[grid_.indexOf(x, y)]; region >= 0) {
                        ++tilesByRegion[static_cast<std::size_t>(region)];
                    }
                    return false;
                });
            }
            const int main = largest(tilesByRegion);
            TileCount unreachable;
            for (const TileRect& rect : rects) {
                const TileCount here = countTiles(grid_, rect, [&](std::int64_t x, std::int64_t y) {
                    const int region = region_[grid_.indexOf(x, y)];
                    return region >= 0 && region != main;
                });
                if (here.count > 0 && unreachable.count == 0) {
                    unreachable.first = here.first;
                }
                unreachable.count += here.count;
            }
            if (unreachable.count > 0) {
                const Point first = unreachable.first;
                violations_.add(sentence(
                    "tiles: ", plural(unreachable.count, "walkable tile", "walkable tiles"),
                    " of component ", component,
                    " cannot be reached from its largest walkable region (",
                    tilesByRegion[static_cast<std::size_t>(main)], " tiles, from ",
                    regionStarts_[static_cast<std::size_t>(main)], "), the first at ", first, " (",
                    grid_.nameAt(first.x, first.y), ")"));
            }
        }
    }

    /// The index of the largest count, the first of equals; -1 for none.
    static int largest(const std::vector<std::int64_t>& counts) {
        int best = -1;
        for (std::size_t i = 0; i < counts.size(); ++i) {
            if (best < 0 || counts[i] > counts[static_cast<std::size_t>(best)]) {
                best = static_cast<int>(i);
            }
        }
        return best;
    }

    /// Numbers the 4-connected regions of walkable tiles 0, 1, ... in row-major order of their
    /// first tile (-1 for tiles that are not walkable), with their sizes and first tiles.
    void labelRegions() {
        region_.assign(grid_.names.size(), -1);
        std::deque<Point> frontier;
        for (std::int64_t y = 0; y < grid_.height; ++y) {
            for (std::int64_t x = 0; x < grid_.width; ++x) {
                if (!isWalkable(grid_.at(x, y)) || region_[grid_.indexOf(x, y)] >= 0) {
                    continue;
                }
                const auto label = static_cast<int>(regionSizes_.size());
                std::int64_t size = 1;
                region_[grid_.indexOf(x, y)] = label;
                frontier.push_back(Point{x, y});
                while (!frontier.empty()) {
                    const Point tile = frontier.front();
                    frontier.pop_front();
                    constexpr std::array<Point, 4> kSteps = {Point{0, -1}, Point{1, 0}, Point{0, 1},
                                                             Point{-1, 0}};
                    for (const Point step : kSteps) {
                        const Point next{tile.x + step.x, tile.y + step.y};
                        if (next.x < 0 || next.y < 0 || next.x >= grid_.width ||
                            next.y >= grid_.height || !isWalkable(grid_.at(next.x, next.y)) ||
                            region_[grid_.indexOf(next.x, next.y)] >= 0) {
                            continue;
                        }
                        region_[grid_.indexOf(next.x, next.y)] = label;
                        frontier.push_back(next);
                        ++size;
                    }
                }
                regionSizes_.push_back(size);
                regionStarts_.push_back(Point{x, y});
            }
        }
    }

    // [SECTION] Corridors walkable, the rest void -----------------------------------------------
    // Every tile of a corridor's rectangle is walkable; every tile outside all rooms and
    // corridors is void.
    void checkCorridorsAndVoid() {
        std::vector<char> covered(grid_.names.size(), 0);
        const auto cover = [&](const TileRect& rect) {
            countTiles(grid_, rect, [&](std::int64_t x, std::int64_t y) {
                covered[grid_.indexOf(x, y)] = 1;
                return false;
            });
        };
        for (const LayoutRoom& room : layout_.rooms) {
            if (const auto footprint = room.footprint()) {
                cover(*footprint);
            }
        }
        for (std::size_t k = 0; k < layout_.corridors.size(); ++k) {
            const auto rect = layout_.corridors[k].rect();
            if (!rect) {
                continue;
            }
            cover(*rect);
            const TileCount blocked = countTiles(grid_, *rect, [&](std::int64_t x, std::int64_t y) {
                return !isWalkable(grid_.at(x, y));
            });
            if (blocked.count > 0) {
                violations_.add(sentence(
                    "tiles: corridor ", k, " has ", plural(blocked.count, "tile", "tiles"),
                    blocked.count == 1 ? " that is" : " that are", " not walkable, the first at ",
                    blocked.first, " (", grid_.nameAt(blocked.first.x, blocked.first.y), ")"));
            }
        }
        const TileCount stray = countTiles(
            grid_, TileRect{0, 0, grid_.width, grid_.height}, [&](std::int64_t x, std::int64_t y) {
                return covered[grid_.indexOf(x, y)] == 0 && grid_.at(x, y) != kVoid;
            });
        if (stray.count > 0) {
            violations_.add(sentence("tiles: ", plural(stray.count, "tile", "tiles"),
                                     " outside every room and corridor ",
                                     stray.count == 1 ? "is" : "are", " not void, the first at ",
                                     stray.first, " (", grid_.nameAt(stray.first.x, stray.first.y),
                                     ")"));
        }
    }

    // [SECTION] Doors ---------------------------------------------------------------------------
    // docs/design.md section 3's door tiles: those of a port in use, at the width it uses, are
    // walkable (a door or any other walkable tile); those of a free port, at the narrowest width
    // it allows, are not. A tile named "door" lies in the door tiles of some port in use.
    void checkDoors() {
        std::vector<char> doorway(grid_.names.size(), 0);
        for (std::size_t i = 0; i < layout_.rooms.size(); ++i) {
            const LayoutRoom& room = layout_.rooms[i];
            if (!room.readable) {
                continue;
            }
            for (std::size_t j = 0; j < room.ports.size(); ++j) {
                const LayoutPort& port = room.ports[j];
                if (const auto width = widthInUse(port)) {
                    const auto tiles = portDoorTiles(port, *width);
                    if (!tiles) {
                        continue;
                    }
                    const TileCount blocked =
                        countTiles(grid_, *tiles, [&](std::int64_t x, std::int64_t y) {
                            doorway[grid_.indexOf(x, y)] = 1;
                            return !isWalkable(grid_.at(x, y));
                        });
                    if (blocked.count > 0) {
                        violations_.add(
                            sentence("tiles: room ", i, " port ", j, " is in use at width ", *width,
                                     ", but ", blocked.count, " of its door tiles ", *tiles,
                                     blocked.count == 1 ? " is" : " are",
                                     " not walkable, the first at ", blocked.first, " (",
                                     grid_.nameAt(blocked.first.x, blocked.first.y), ")"));
                    }
                } else if (const auto narrowest = narrowestWidthIfFree(port)) {
                    const auto tiles = portDoorTiles(port, *narrowest);
                    if (!tiles) {
                        continue;
                    }
                    const TileCount open = countTiles(
                        grid_, *tiles,
                        [&](std::int64_t x, std::int64_t y) { return isWalkable(grid_.at(x, y)); });
                    if (open.count > 0) {
                        violations_.add(sentence(
                            "tiles: room ", i, " port ", j, " is free, but ", open.count,
                            " of its door tiles ", *tiles, " at its narrowest width ", *narrowest,
                            open.count == 1 ? " is" : " are", " walkable, the first at ",
                            open.first, " (", grid_.nameAt(open.first.x, open.first.y), ")"));
                    }
                }
            }
        }
        const TileCount strayDoors = countTiles(
            grid_, TileRect{0, 0, grid_.width, grid_.height}, [&](std::int64_t x, std::int64_t y) {
                return grid_.at(x, y) == kDoor && doorway[grid_.indexOf(x, y)] == 0;
            });
        if (strayDoors.count > 0) {
            violations_.add(sentence("tiles: ", plural(strayDoors.count, "door tile", "door tiles"),
                                     strayDoors.count == 1 ? " lies" : " lie",
                                     " outside the door tiles of every port in use, the "
                                     "first at ",
                                     strayDoors.first));
        }
    }

    struct UnknownCharacter {
        Point first;
        std::int64_t count = 0;
    };

    const Layout& layout_;
    bool requireSingleComponent_;
    Violations& violations_;
    bool legendIsObject_ = false;
    std::map<std::string, int, std::less<>> legend_;
    std::map<std::string, UnknownCharacter, std::less<>> unknownCharacters_;
    TileGrid grid_;
    std::vector<int> region_;
    std::vector<std::int64_t> regionSizes_;
    std::vector<Point> regionStarts_;
};

// [SECTION] Reading the resolution block --------------------------------------------------------

constexpr std::array<const char*, 10> kNodeKinds = {"normal",   "four_way", "t_junction", "bend",
                                                    "through",  "dead_end", "wall",       "door",
                                                    "corridor", "part"};

/// Trees deeper than this are not followed (resolve_depth is 8 by default).
constexpr int kMaxDepth = 64;

/// One node of a resolution tree: a slot and the module filling it.
struct Node {
    /// "room 3 / wall 2 / door": the slots from the root, for sentences.
    std::string path;
    std::optional<std::string> slot;
    /// Set when "module" was a string; a readable null leaves it empty.
    std::optional<std::string> module;
    std::optional<std::string> kind;
    std::optional<TileRect> rect;
    bool generic = false;
    std::optional<std::string> problem;
    std::vector<Node> children;
};

class ResolutionChecker {
public:
    ResolutionChecker(const Layout& layout, const Catalogue& catalogue, Violations& violations)
        : layout_(layout), catalogue_(catalogue), violations_(violations) {}

    void run(const Json& resolution) {
        if (!resolution.is_object()) {
            violations_.add(sentence("resolution: the block should be an object, not ",
                                     describeType(resolution)));
            return;
        }
        readRoots(resolution, "rooms", "room", layout_.rooms.size(), roomTrees_);
        readRoots(resolution, "corridors", "corridor", layout_.corridors.size(), corridorTrees_);
        for (std::size_t i = 0; i < roomTrees_.size(); ++i) {
            for (const Node& root : roomTrees_[i]) {
                checkRoomRoot(i, root);
            }
        }
        for (std::size_t k = 0; k < corridorTrees_.size(); ++k) {
            for (const Node& root : corridorTrees_[k]) {
                checkCorridorRoot(k, root);
            }
        }
        checkProblems(resolution);
    }

private:
    // [SECTION] Roots ---------------------------------------------------------------------------
    // One tree per room id and per corridor id, and no others.
    void readRoots(const Json& resolution, const char* key, const char* idKey, std::size_t count,
                   std::vector<std::vector<Node>>& trees) {
        trees.assign(count, {});
        const auto list = resolution.find(key);
        if (list == resolution.end()) {
            violations_.add(sentence("resolution: missing \"", key, "\""));
            return;
        }
        if (!list->is_array()) {
            violations_.add(sentence("resolution: \"", key, "\" should be an array, not ",
                                     describeType(*list)));
            return;
        }
        for (std::size_t e = 0; e < list->size(); ++e) {
            const Json& entry = (*list)[e];
            const std::string where = sentence("resolution: ", key, "[", e, "]");
            if (!entry.is_object()) {
                violations_.add(sentence(where, " should be an object, not ", describeType(entry)));
                continue;
            }
            const auto id = entry.find(idKey);
            if (id == entry.end()) {
                violations_.add(sentence(where, ": missing \"", idKey, "\""));
                continue;
            }
            const auto number = wholeNumber(*id);
            if (!number) {
                violations_.add(sentence(where, ": \"", idKey, "\" should be a whole number, not ",
                                         id->dump()));
                continue;
            }
            if (*number < 0 || static_cast<std::size_t>(*number) >= count) {
                violations_.add(sentence(where, " is the tree of ", idKey, " ", *number,
                                         ", which does not exist"));
                continue;
            }
            trees[static_cast<std::size_t>(*number)].push_back(
                readNode(entry, sentence(idKey, " ", *number), 0));
        }
        for (std::size_t i = 0; i < count; ++i) {
            if (trees[i].empty()) {
                violations_.add(sentence("resolution: ", idKey, " ", i, " has no tree"));
            } else if (trees[i].size() > 1) {
                violations_.add(sentence("resolution: ", idKey, " ", i, " has ", trees[i].size(),
                                         " trees; it should have exactly one"));
            }
        }
    }

    Node readNode(const Json& value, std::string path, int depth) {
        Node node;
        node.path = std::move(path);
        const std::string owner = sentence("resolution: ", node.path);
        if (!value.is_object()) {
            violations_.add(sentence(owner, " should be an object, not ", describeType(value)));
            return node;
        }
        const auto field = [&](const char* key) -> const Json* {
            const auto found = value.find(key);
            if (found == value.end()) {
                violations_.add(sentence(owner, ": missing \"", key, "\""));
                return nullptr;
            }
            return &*found;
        };
        const auto wrongType = [&](const char* key, const char* expected, const Json& found) {
            violations_.add(sentence(owner, ": \"", key, "\" should be ", expected, ", not ",
                                     describeType(found)));
        };
        if (const Json* slot = field("slot")) {
            if (slot->is_string()) {
                node.slot = slot->get<std::string>();
            } else {
                wrongType("slot", "a string", *slot);
            }
        }
        if (const Json* module = field("module")) {
            if (module->is_string()) {
                node.module = module->get<std::string>();
            } else if (!module->is_null()) {
                wrongType("module", "a module name or null", *module);
            }
        }
        if (const Json* kind = field("kind")) {
            if (!kind->is_string()) {
                wrongType("kind", "a string", *kind);
            } else {
                node.kind = kind->get<std::string>();
                if (std::none_of(kNodeKinds.begin(), kNodeKinds.end(),
                                 [&](const char* known) { return *node.kind == known; })) {
                    violations_.add(sentence(owner, ": kind ", quoted(*node.kind),
                                             " is neither a room kind nor a part kind"));
                }
            }
        }
        if (const Json* rotation = field("rotation")) {
            const auto degrees = wholeNumber(*rotation);
            if (!degrees || *degrees < 0 || *degrees >= 360 || *degrees % 90 != 0) {
                violations_.add(sentence(owner, ": \"rotation\" = ", rotation->dump(),
                                         " is not 0, 90, 180 or 270"));
            }
        }
        if (const Json* rect = field("rect")) {
            node.rect = readRect(*rect, owner);
        }
        if (const Json* params = field("params"); params != nullptr && !params->is_object()) {
            wrongType("params", "an object", *params);
        }
        if (const auto generic = value.find("generic"); generic != value.end()) {
            if (generic->is_boolean()) {
                node.generic = generic->get<bool>();
            } else {
                wrongType("generic", "a boolean", *generic);
            }
        }
        if (const auto problem = value.find("problem"); problem != value.end()) {
            if (problem->is_string()) {
                node.problem = problem->get<std::string>();
            } else {
                wrongType("problem", "a string", *problem);
            }
        }
        const Json* slots = field("slots");
        if (slots == nullptr) {
            return node;
        }
        if (!slots->is_array()) {
            wrongType("slots", "an array", *slots);
            return node;
        }
        if (depth >= kMaxDepth && !slots->empty()) {
            violations_.add(sentence(owner, ": nests deeper than ", kMaxDepth,
                                     " levels; the slots below are not checked"));
            return node;
        }
        for (std::size_t c = 0; c < slots->size(); ++c) {
            const Json& child = (*slots)[c];
            const auto name = child.is_object() ? child.find("slot") : child.end();
            const std::string childName = name != child.end() && name->is_string()
                                              ? name->get<std::string>()
                                              : sentence("slots[", c, "]");
            node.children.push_back(readNode(child, node.path + " / " + childName, depth + 1));
        }
        return node;
    }

    std::optional<TileRect> readRect(const Json& value, const std::string& owner) {
        if (!value.is_array() || value.size() != 4) {
            violations_.add(
                sentence(owner, ": \"rect\" should be [x, y, width, height], not ", value.dump()));
            return std::nullopt;
        }
        std::array<std::int64_t, 4> numbers{};
        for (std::size_t i = 0; i < 4; ++i) {
            const auto number = wholeNumber(value[i]);
            if (!number || (i >= 2 && *number < 0)) {
                violations_.add(sentence(owner, ": \"rect\" should be [x, y, width, height], not ",
                                         value.dump()));
                return std::nullopt;
            }
            numbers[i] = *number;
        }
        return TileRect{numbers[0], numbers[1], numbers[2], numbers[3]};
    }

    // [SECTION] Every node ----------------------------------------------------------------------
    // A module names a catalogue module and the node has its kind; each child's rectangle lies
    // inside its parent's. The problems the nodes carry are collected for "problems".
    void checkTree(const Node& node) {
        const std::string owner = sentence("resolution: ", node.path);
        if (node.module) {
            const auto found = catalogue_.templatesByName.find(*node.module);
            if (found == catalogue_.templatesByName.end()) {
                violations_.add(
                    sentence(owner, ": module ", quoted(*node.module), " is not in the catalogue"));
            } else if (node.kind && !found->second.kind.empty() &&
                       *node.kind != found->second.kind) {
                violations_.add(sentence(owner, ": kind ", quoted(*node.kind), " differs from ",
                                         quoted(*node.module), "'s kind ",
                                         quoted(found->second.kind)));
            }
        }
        if (node.problem) {
            treeProblems_.emplace_back(*node.problem, node.path);
        }
        for (const Node& child : node.children) {
            if (node.rect && child.rect && !insideRect(*child.rect, *node.rect)) {
                violations_.add(sentence("resolution: ", child.path, ": rect ", *child.rect,
                                         " does not lie inside its parent's rect ", *node.rect));
            }
            checkTree(child);
        }
    }

    // [SECTION] Room and corridor roots -----------------------------------------------------------
    // A room's tree is the slot "room N" over the room's rectangle, filled with the room's
    // template or a variant of it (of the room's kind); a corridor's is "corridor N" over the
    // corridor's rectangle, of kind corridor.
    void checkRoomRoot(std::size_t index, const Node& root) {
        checkTree(root);
        const LayoutRoom& room = layout_.rooms[index];
        if (!room.readable) {
            return;
        }
        const std::string owner = sentence("resolution: ", root.path);
        const std::string expectedSlot = sentence("room ", index);
        if (root.slot && *root.slot != expectedSlot) {
            violations_.add(sentence(owner, ": slot ", quoted(*root.slot), " should be ",
                                     quoted(expectedSlot)));
        }
        if (const auto footprint = room.footprint();
            footprint && root.rect && *root.rect != *footprint) {
            violations_.add(
                sentence(owner, ": rect ", *root.rect, " differs from the room's ", *footprint));
        }
        if (root.kind && room.kind && *root.kind != *room.kind) {
            violations_.add(sentence(owner, ": kind ", quoted(*root.kind),
                                     " differs from the room's kind ", quoted(*room.kind)));
        }
        if (root.module && room.templateName && *root.module != *room.templateName) {
            const auto found = catalogue_.templatesByName.find(*root.module);
            const bool variant = found != catalogue_.templatesByName.end() &&
                                 found->second.variantOf == room.templateName;
            if (!variant) {
                violations_.add(sentence(owner, ": module ", quoted(*root.module),
                                         " is neither the room's template ",
                                         quoted(*room.templateName), " nor a variant of it"));
            }
        }
        if (catalogue_.hasWallPart && root.module && !root.generic) {
            checkWallSlots(index, room, root);
        }
    }

    void checkCorridorRoot(std::size_t index, const Node& root) {
        checkTree(root);
        const LayoutCorridor& corridor = layout_.corridors[index];
        if (!corridor.readable) {
            return;
        }
        const std::string owner = sentence("resolution: ", root.path);
        const std::string expectedSlot = sentence("corridor ", index);
        if (root.slot && *root.slot != expectedSlot) {
            violations_.add(sentence(owner, ": slot ", quoted(*root.slot), " should be ",
                                     quoted(expectedSlot)));
        }
        if (const auto rect = corridor.rect(); rect && root.rect && *root.rect != *rect) {
            violations_.add(
                sentence(owner, ": rect ", *root.rect, " differs from the corridor's ", *rect));
        }
        if (root.kind && *root.kind != "corridor") {
            violations_.add(
                sentence(owner, ": kind ", quoted(*root.kind), " should be \"corridor\""));
        }
    }

    // [SECTION] Wall slots ----------------------------------------------------------------------
    // docs/catalogue-format.md, "Wall slots": when the catalogue has a wall part, every port N of
    // a resolved room is the slot "wall N". Under the wall of a port in use lies a door node
    // covering the port's door tiles at the width in use (unless a slot there could not be
    // filled and was drawn generically, a listed problem); under the wall of a free port lies no
    // door.
    void checkWallSlots(std::size_t index, const LayoutRoom& room, const Node& root) {
        for (std::size_t j = 0; j < room.ports.size(); ++j) {
            const std::string name = sentence("wall ", j);
            std::vector<const Node*> walls;
            for (const Node& child : root.children) {
                if (child.slot && *child.slot == name) {
                    walls.push_back(&child);
                }
            }
            if (walls.empty()) {
                violations_.add(sentence("resolution: ", root.path, ": has no slot ", quoted(name),
                                         " for port ", j));
                continue;
            }
            if (walls.size() > 1) {
                violations_.add(sentence("resolution: ", root.path, ": has ", walls.size(),
                                         " slots ", quoted(name), "; port ", j,
                                         " has exactly one"));
            }
            checkWallDoor(index, j, room.ports[j], *walls.front());
        }
    }

    void checkWallDoor(std::size_t roomIndex, std::size_t portIndex, const LayoutPort& port,
                       const Node& wall) {
        std::vector<const Node*> doors;
        bool anyGeneric = false;
        collectDoors(wall, doors, anyGeneric);
        const std::string owner = sentence("resolution: ", wall.path);
        if (const auto width = widthInUse(port)) {
            const auto tiles = portDoorTiles(port, *width);
            if (!tiles || anyGeneric) {
                return;
            }
            const bool found = std::any_of(doors.begin(), doors.end(), [&](const Node* door) {
                return door->rect && *door->rect == *tiles;
            });
            if (found) {
                return;
            }
            if (doors.empty()) {
                violations_.add(sentence(owner, ": room ", roomIndex, " port ", portIndex,
                                         " is in use at width ", *width,
                                         ", but no door node lies under its wall (its door "
                                         "tiles are ",
                                         *tiles, ")"));
            } else {
                const Node& door = *doors.front();
                violations_.add(
                    sentence("resolution: ", door.path, ": room ", roomIndex, " port ", portIndex,
                             " is in use at width ", *width, ", but its door node covers ",
                             door.rect ? sentence(*door.rect) : std::string("no readable rect"),
                             " instead of its door tiles ", *tiles));
            }
        } else if (port.connectionReadable && port.connection.kind == Connection::Kind::None) {
            for (const Node* door : doors) {
                violations_.add(sentence("resolution: ", door->path,
                                         ": a door node under the "
                                         "wall of room ",
                                         roomIndex, " port ", portIndex, ", which is free"));
            }
        }
    }

    static void collectDoors(const Node& node, std::vector<const Node*>& doors, bool& anyGeneric) {
        if (node.kind && *node.kind == "door") {
            doors.push_back(&node);
        }
        anyGeneric = anyGeneric || node.generic;
        for (const Node& child : node.children) {
            collectDoors(child, doors, anyGeneric);
        }
    }

    // [SECTION] Problems ------------------------------------------------------------------------
    // "problems" is an array of strings: the problems the nodes of the trees carry, each once.
    void checkProblems(const Json& resolution) {
        const auto problems = resolution.find("problems");
        if (problems == resolution.end()) {
            violations_.add("resolution: missing \"problems\"");
            return;
        }
        if (!problems->is_array()) {
            violations_.add(sentence("resolution: \"problems\" should be an array, not ",
                                     describeType(*problems)));
            return;
        }
        std::map<std::string, std::int64_t> listed;
        bool allStrings = true;
        for (std::size_t p = 0; p < problems->size(); ++p) {
            const Json& problem = (*problems)[p];
            if (!problem.is_string()) {
                violations_.add(sentence("resolution: problems[", p, "] should be a string, not ",
                                         describeType(problem)));
                allStrings = false;
                continue;
            }
            ++listed[problem.get<std::string>()];
        }
        if (problems->size() != treeProblems_.size()) {
            violations_.add(sentence(
                "resolution: \"problems\" lists ",
                plural(static_cast<std::int64_t>(problems->size()), "problem", "problems"),
                ", but the trees carry ", static_cast<std::int64_t>(treeProblems_.size())));
        }
        if (!allStrings) {
            return;
        }
        std::map<std::string, std::int64_t> carried;
        for (const auto& [problem, path] : treeProblems_) {
            if (++carried[problem] > listed[problem]) {
                violations_.add(sentence("resolution: ", path, ": its problem ", quoted(problem),
                                         " is not in \"problems\""));
            }
        }
        for (const auto& [problem, count] : listed) {
            const std::int64_t inTrees = carried[problem];
            if (count > inTrees) {
                violations_.add(inTrees == 0
                                    ? sentence("resolution: \"problems\" lists ", quoted(problem),
                                               ", which no node of the trees carries")
                                    : sentence("resolution: \"problems\" lists ", quoted(problem),
                                               " ", count, " times, but the trees carry it ",
                                               inTrees, " times"));
            }
        }
    }

    const Layout& layout_;
    const Catalogue& catalogue_;
    Violations& violations_;
    std::vector<std::vector<Node>> roomTrees_;
    std::vector<std::vector<Node>> corridorTrees_;
    /// (problem, path of the node carrying it), depth first, rooms then corridors.
    std::vector<std::pair<std::string, std::string>> treeProblems_;
};

}  // namespace

void checkTilesBlock(const Json& document, const Layout& layout, bool requireSingleComponent,
                     Violations& violations) {
    if (const auto tiles = document.find("tiles"); tiles != document.end()) {
        TilesChecker(layout, requireSingleComponent, violations).run(*tiles);
    }
}

void checkResolutionBlock(const Json& document, const Layout& layout, const Catalogue& catalogue,
                          Violations& violations) {
    if (const auto resolution = document.find("resolution"); resolution != document.end()) {
        ResolutionChecker(layout, catalogue, violations).run(*resolution);
    }
}

}  // namespace easylink::test::invariants_detail
