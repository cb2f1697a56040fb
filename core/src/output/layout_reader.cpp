#include "easylink/output/layout_reader.hpp"

#include <array>
#include <map>

#include "easylink/generation/generator_params.hpp"
#include "easylink/generators/tilemap/tile_map_file.hpp"
#include "easylink/layout/locks.hpp"
#include "easylink/registry/registry.hpp"
#include "file_fields.hpp"
#include "resolution_reader.hpp"

namespace easylink {
namespace {

using namespace file_fields;

constexpr int kMaxAttempts = 1000000;

// [SECTION] Rooms

/// The names of the catalogue's modules, for looking templates up.
std::map<std::string, int, std::less<>> moduleIndex(const Catalogue& catalogue) {
    std::map<std::string, int, std::less<>> index;
    for (std::size_t i = 0; i < catalogue.modules.size(); ++i) {
        index.emplace(catalogue.modules[i].name, static_cast<int>(i));
    }
    return index;
}

std::string describeOwner(TileOwner owner) {
    switch (owner.kind) {
        case TileOwner::Kind::Room: return "room " + std::to_string(owner.id);
        case TileOwner::Kind::Corridor: return "corridor " + std::to_string(owner.id);
        case TileOwner::Kind::OutsideMap: return "the outside of the map";
        case TileOwner::Kind::Blocked: return "a blocked region";
        case TileOwner::Kind::Empty: break;
    }
    return "nothing";
}

/// Fails unless `area` is inside the map and on nobody's tiles.
void requireFree(const Layout& layout, const Rect& area, const std::string& pointer) {
    if (const auto blocker = layout.firstBlocker(area)) {
        fail(pointer, "its tile (" + std::to_string(blocker->first.x) + ", " +
                          std::to_string(blocker->first.y) + ") lies on " +
                          describeOwner(blocker->second));
    }
}

/// Fails unless the file's value at `key` is what the rebuilt layout has.
void requireEqual(const Json& object, const std::string& pointer, std::string_view key,
                  const Json& expected, const std::string& why) {
    const Json& value = member(object, pointer, key);
    if (value != expected) {
        fail(at(pointer, key), "must be " + expected.dump() + " (" + why + "), not " +
                                   value.dump(-1, ' ', false, Json::error_handler_t::replace));
    }
}

void readRoom(Layout& layout, const Json& room, const std::string& pointer,
              const std::map<std::string, int, std::less<>>& modules) {
    const Catalogue& catalogue = layout.catalogue();
    requireEqual(room, pointer, "id", layout.roomIdLimit(), "rooms are numbered from 0 in order");
    const std::string& name = text(member(room, pointer, "template"), at(pointer, "template"));
    const auto found = modules.find(name);
    if (found == modules.end()) {
        fail(at(pointer, "template"),
             "no module named '" + printableExcerpt(name) + "' in the catalogue");
    }
    const ModuleTemplate& module = catalogue.modules[static_cast<std::size_t>(found->second)];
    if (!isRoomKind(module.kind)) {
        fail(at(pointer, "template"), "the module '" + name + "' is a " +
                                          std::string(toString(module.kind)) +
                                          ", which only fills slots in phase 2");
    }
    const int degrees = wholeMember(room, pointer, "rotation", 0, 270);
    const std::optional<Rotation> rotation = Rotation::fromDegrees(degrees);
    if (!rotation) {
        fail(at(pointer, "rotation"), "must be 0, 90, 180 or 270, not " + std::to_string(degrees));
    }
    const Vec2i position{wholeMember(room, pointer, "x", 0, layout.width() - 1),
                         wholeMember(room, pointer, "y", 0, layout.height() - 1)};
    const PlacedRoom placed = layout.preview(found->second, *rotation, position);
    const std::string shape = "'" + name + "' at rotation " + std::to_string(degrees);
    requireEqual(room, pointer, "kind", std::string(toString(module.kind)), "the module's kind");
    requireEqual(room, pointer, "width", placed.size.w, "the width of " + shape);
    requireEqual(room, pointer, "height", placed.size.h, "the height of " + shape);
    requireFree(layout, placed.rect(), pointer);
    const Json& ports = array(member(room, pointer, "ports"), at(pointer, "ports"));
    if (ports.size() != placed.ports.size()) {
        fail(at(pointer, "ports"), shape + " has " + std::to_string(placed.ports.size()) +
                                       " ports, not " + std::to_string(ports.size()));
    }
    for (std::size_t i = 0; i < ports.size(); ++i) {
        const std::string portAt = at(at(pointer, "ports"), i);
        const PlacedPort& port = placed.ports[i];
        requireEqual(ports[i], portAt, "index", i, "the ports in the module's order");
        requireEqual(ports[i], portAt, "dir", std::string(toString(port.dir)),
                     "the side it faces in " + shape);
        requireEqual(ports[i], portAt, "anchor", Json::array({port.anchor.x, port.anchor.y}),
                     "where " + shape + " puts it");
        requireEqual(ports[i], portAt, "widths", module.ports[i].widths,
                     "the widths the catalogue allows it");
        // The socket is written only when the catalogue gives one.
        const std::string& socket = module.ports[i].socket;
        if (socket.empty() ? ports[i].contains("socket")
                           : ports[i].value("socket", Json()) != Json(socket)) {
            fail(at(portAt, "socket"),
                 socket.empty() ? std::string("must be left out (the catalogue's port has none)")
                                : "must be \"" + socket + "\" (the catalogue's socket)");
        }
    }
    // A locked room lists its key module (section 11), and only a locked one.
    const std::string& lock = module.rules.lockedBy;
    if (lock.empty() ? room.contains("locked_by") : room.value("locked_by", Json()) != Json(lock)) {
        fail(at(pointer, "locked_by"),
             lock.empty() ? std::string("must be left out (the module is not locked)")
                          : "must be \"" + lock + "\" (the module's locked_by)");
    }
    layout.addRoom(found->second, *rotation, position);
}

// [SECTION] Corridors and links

CorridorEnd readEnd(const Layout& layout, const Json& end, const std::string& pointer) {
    CorridorEnd read;
    read.room = wholeMember(end, pointer, "room", 0, std::max(0, layout.roomIdLimit() - 1));
    const PlacedRoom& room = *layout.room(read.room);
    if (room.ports.empty()) {
        fail(at(pointer, "room"), "room " + std::to_string(read.room) + " has no ports");
    }
    read.port = wholeMember(end, pointer, "port", 0, static_cast<int>(room.ports.size()) - 1);
    if (!room.ports[static_cast<std::size_t>(read.port)].link.isFree()) {
        fail(pointer, "port " + std::to_string(read.port) + " of room " +
                          std::to_string(read.room) + " is linked twice");
    }
    return read;
}

void readCorridor(Layout& layout, const Json& corridor, const std::string& pointer) {
    requireEqual(corridor, pointer, "id", layout.corridorIdLimit(),
                 "corridors are numbered from 0 in order");
    if (layout.roomCount() == 0) {
        fail(pointer, "a corridor needs rooms at its ends");
    }
    const Json& ends = array(member(corridor, pointer, "ends"), at(pointer, "ends"));
    if (ends.size() != 2) {
        fail(at(pointer, "ends"), "a corridor has 2 ends, not " + std::to_string(ends.size()));
    }
    const CorridorEnd a = readEnd(layout, ends[0], at(at(pointer, "ends"), 0));
    const CorridorEnd b = readEnd(layout, ends[1], at(at(pointer, "ends"), 1));
    if (a == b) {
        fail(at(pointer, "ends"), "both ends are the same port");
    }
    const int width = wholeMember(corridor, pointer, "passage_width", 2, 8);
    const PlacedPort& pa = layout.room(a.room)->ports[static_cast<std::size_t>(a.port)];
    const PlacedPort& pb = layout.room(b.room)->ports[static_cast<std::size_t>(b.port)];
    const std::optional<Rect> rect = corridorRect(pa.anchor, pa.dir, pb.anchor, pb.dir, width);
    if (!rect || width % 2 != 0) {
        fail(at(pointer, "ends"), "the two ports do not face each other on one line");
    }
    const bool aIsLow = pa.dir == Dir::E || pa.dir == Dir::S;
    if (!aIsLow) {
        fail(at(pointer, "ends"), "the first end must be the west (or north) one");
    }
    requireEqual(corridor, pointer, "x", rect->x, "where its ports put it");
    requireEqual(corridor, pointer, "y", rect->y, "where its ports put it");
    requireEqual(corridor, pointer, "width", rect->w, "where its ports put it");
    requireEqual(corridor, pointer, "height", rect->h, "where its ports put it");
    requireEqual(corridor, pointer, "axis", isHorizontal(pa.dir) ? "horizontal" : "vertical",
                 "the side its ports face");
    requireFree(layout, *rect, pointer);
    layout.addCorridor(a, b, width);
}

/// What a port's "connection" says, as the link it stands for. `lock` is
/// the key module of the port's room when it is locked (section 11): its
/// linked ports' connections carry it as "lock", and only theirs.
PortLink readConnection(const Layout& layout, const Json& connection, const std::string& pointer,
                        const std::string& lock) {
    if (connection.is_null()) {
        return {};
    }
    const bool hasLock = connection.is_object() && connection.contains("lock");
    if (lock.empty() ? hasLock : connection.value("lock", Json()) != Json(lock)) {
        fail(at(pointer, "lock"),
             lock.empty() ? std::string("must be left out (its room is not locked)")
                          : "must be \"" + lock + "\" (its room is locked_by " + lock + ")");
    }
    const std::size_t members = connection.is_object() ? connection.size() - (hasLock ? 1 : 0) : 0;
    if (connection.is_object() && members == 1 && connection.contains("corridor")) {
        const int id = static_cast<int>(whole(connection["corridor"], at(pointer, "corridor"), 0,
                                              std::max(0, layout.corridorIdLimit() - 1)));
        return {PortLink::Kind::Corridor, id, -1};
    }
    const int room = wholeMember(connection, pointer, "room", 0, layout.roomIdLimit() - 1);
    const int port = wholeMember(connection, pointer, "port", 0,
                                 static_cast<int>(layout.room(room)->ports.size()) - 1);
    if (members != 2) {
        fail(pointer, "a connection names a room and its port, or a corridor");
    }
    return {PortLink::Kind::Room, room, port};
}

/// Links the rooms' ports the file joins directly, then checks that every
/// port is joined as the file says, at the width it says.
void readLinks(Layout& layout, const Json& rooms, const std::string& pointer) {
    for (const RoomId id : layout.roomIds()) {
        const std::string roomAt = at(pointer, static_cast<std::size_t>(id));
        const Json& ports = rooms[static_cast<std::size_t>(id)]["ports"];
        for (std::size_t i = 0; i < ports.size(); ++i) {
            const std::string portAt = at(at(roomAt, "ports"), i);
            const PortLink link = readConnection(layout, member(ports[i], portAt, "connection"),
                                                 at(portAt, "connection"), lockOf(layout, id));
            const PlacedPort& port = layout.room(id)->ports[i];
            if (link.kind != PortLink::Kind::Room || !port.link.isFree()) {
                continue;
            }
            const PlacedPort& other =
                layout.room(link.id)->ports[static_cast<std::size_t>(link.port)];
            if (link.id == id || other.anchor != port.anchor || other.dir != opposite(port.dir) ||
                !other.link.isFree()) {
                fail(at(portAt, "connection"), "room " + std::to_string(link.id) + "'s port " +
                                                   std::to_string(link.port) +
                                                   " does not meet this one face to face");
            }
            const int width = static_cast<int>(
                whole(member(ports[i], portAt, "width"), at(portAt, "width"), 2, 8));
            layout.linkRooms(id, static_cast<int>(i), link.id, link.port, width);
        }
    }
    for (const RoomId id : layout.roomIds()) {
        const std::string roomAt = at(pointer, static_cast<std::size_t>(id));
        const Json& ports = rooms[static_cast<std::size_t>(id)]["ports"];
        for (std::size_t i = 0; i < ports.size(); ++i) {
            const std::string portAt = at(at(roomAt, "ports"), i);
            const PlacedPort& port = layout.room(id)->ports[i];
            PortLink expected = port.link;
            if (expected.kind == PortLink::Kind::Corridor) {
                expected.port = -1;  // the file names the corridor alone
            }
            if (readConnection(layout, ports[i]["connection"], at(portAt, "connection"),
                               lockOf(layout, id)) != expected) {
                fail(at(portAt, "connection"),
                     "the other side of this link does not name this port");
            }
            requireEqual(ports[i], portAt, "width",
                         port.link.isFree() ? Json(nullptr) : Json(port.width),
                         "the width of its link");
        }
    }
}

// [SECTION] Blocks after the layout

TileRaster readTiles(const Json& block, const std::string& pointer, int width, int height) {
    const Json& legend = member(block, pointer, "legend");
    if (!legend.is_object()) {
        fail(at(pointer, "legend"), "must be an object, not " + describeJsonType(legend));
    }
    std::array<bool, 256> known{};
    for (auto it = legend.begin(); it != legend.end(); ++it) {
        const std::string entryAt = at(at(pointer, "legend"), it.key());
        const std::optional<TileKind> kind =
            it.key().size() == 1 ? tileKindFromChar(it.key()[0]) : std::nullopt;
        if (!kind || text(it.value(), entryAt) != tileName(*kind)) {
            fail(entryAt, "not a tile of the legend of docs/design.md section 5");
        }
        known[static_cast<unsigned char>(it.key()[0])] = true;
    }
    const Json& rows = array(member(block, pointer, "rows"), at(pointer, "rows"));
    if (rows.size() != static_cast<std::size_t>(height)) {
        fail(at(pointer, "rows"),
             "the map has " + std::to_string(height) + " rows, not " + std::to_string(rows.size()));
    }
    TileRaster raster(width, height);
    for (int y = 0; y < height; ++y) {
        const std::string rowAt = at(at(pointer, "rows"), static_cast<std::size_t>(y));
        const std::string& row = text(rows[static_cast<std::size_t>(y)], rowAt);
        if (row.size() != static_cast<std::size_t>(width)) {
            fail(rowAt, "the map is " + std::to_string(width) + " tiles wide, not " +
                            std::to_string(row.size()));
        }
        for (int x = 0; x < width; ++x) {
            const char symbol = row[static_cast<std::size_t>(x)];
            if (!known[static_cast<unsigned char>(symbol)]) {
                fail(rowAt, "the character '" + printableExcerpt(std::string(1, symbol)) +
                                "' at column " + std::to_string(x) + " is not in the legend");
            }
            raster.set({x, y}, *tileKindFromChar(symbol));
        }
    }
    return raster;
}

std::vector<TileArea> readAreas(const Json& block, const std::string& pointer, int width,
                                int height) {
    std::vector<TileArea> areas;
    array(block, pointer);
    for (std::size_t i = 0; i < block.size(); ++i) {
        const std::string areaAt = at(pointer, i);
        TileArea area;
        area.name = text(member(block[i], areaAt, "name"), at(areaAt, "name"));
        area.rect.x = wholeMember(block[i], areaAt, "x", 0, width);
        area.rect.y = wholeMember(block[i], areaAt, "y", 0, height);
        area.rect.w = wholeMember(block[i], areaAt, "width", 0, width);
        area.rect.h = wholeMember(block[i], areaAt, "height", 0, height);
        areas.push_back(std::move(area));
    }
    return areas;
}

// [SECTION] The whole file

/// The catalogue the file's layout points into: none for a generator that
/// reads none.
const Catalogue& catalogueFor(const std::string& generator, const Catalogue& catalogue) {
    const Generator* found = findGenerator(generator);
    return found != nullptr && !found->inputs.catalogue ? noModules() : catalogue;
}

LayoutFile readDocument(const Json& document, const Catalogue& given) {
    const std::string root;
    if (!document.is_object()) {
        fail(root, "a layout file is a JSON object, not " + describeJsonType(document));
    }
    if (!isLayoutDocument(document)) {
        fail("/format", "a layout file says \"format\": \"easylink-layout\"");
    }
    requireEqual(document, root, "version", 1, "the version this program reads");
    LayoutFile file;
    file.generator = text(member(document, root, "generator"), "/generator");
    const Json& seed = member(document, root, "seed");
    if (!seed.is_number_unsigned() &&
        !(seed.is_number_integer() && seed.get<std::int64_t>() >= 0)) {
        fail("/seed", "must be a whole number from 0 up, not " + describeJsonType(seed));
    }
    file.seed = seed.get<std::uint64_t>();
    // Files written before layouts named their catalogue have none.
    if (const auto named = document.find("catalogue"); named != document.end()) {
        CatalogueIdentity& identity = file.catalogue.emplace();
        identity.name = text(member(*named, "/catalogue", "name"), "/catalogue/name");
        identity.hash = text(member(*named, "/catalogue", "hash"), "/catalogue/hash");
    }
    file.params = member(document, root, "params");
    if (!file.params.is_object()) {
        fail("/params", "must be an object, not " + describeJsonType(file.params));
    }
    if (const auto regions = file.params.find("regions"); regions != file.params.end()) {
        std::vector<Problem> problems;
        file.regions = regionsFromJson(*regions, "/params/regions", problems);
        if (hasErrors(problems)) {
            fail(problems.front().pointer, problems.front().message);
        }
    }
    const Json& stats = member(document, root, "stats");
    file.attempts = wholeMember(stats, "/stats", "attempts", 1, kMaxAttempts);

    const Json& map = member(document, root, "map");
    const int width = wholeMember(map, "/map", "width", 1, kMaxMapSide);
    const int height = wholeMember(map, "/map", "height", 1, kMaxMapSide);
    const Catalogue& catalogue = catalogueFor(file.generator, given);
    if (wholeMember(map, "/map", "macro", 1, kMaxCoordinate) != catalogue.macro) {
        fail("/map/macro", "the catalogue's macrogrid is " + std::to_string(catalogue.macro) +
                               ", not " + map["macro"].dump());
    }
    Layout& layout = file.layout.emplace(catalogue, width, height);
    const Json& rooms = array(member(document, root, "rooms"), "/rooms");
    const auto modules = moduleIndex(catalogue);
    for (std::size_t i = 0; i < rooms.size(); ++i) {
        readRoom(layout, rooms[i], at("/rooms", i), modules);
    }
    const Json& corridors = array(member(document, root, "corridors"), "/corridors");
    for (std::size_t i = 0; i < corridors.size(); ++i) {
        readCorridor(layout, corridors[i], at("/corridors", i));
    }
    readLinks(layout, rooms, "/rooms");

    if (const auto tiles = document.find("tiles"); tiles != document.end()) {
        file.tiles = readTiles(*tiles, "/tiles", width, height);
    }
    if (const auto areas = document.find("areas"); areas != document.end()) {
        file.areas = readAreas(*areas, "/areas", width, height);
    }
    if (const auto resolution = document.find("resolution"); resolution != document.end()) {
        if (!file.tiles) {
            fail("/resolution", "phase 2's resolution comes with its \"tiles\" block");
        }
        file.resolution = readResolution(*resolution, "/resolution", layout);
    }
    return file;
}

}  // namespace

bool isLayoutDocument(const Json& document) {
    if (!document.is_object()) {
        return false;
    }
    const auto format = document.find("format");
    return format != document.end() && *format == "easylink-layout";
}

LayoutRead readLayoutDocument(const Json& document, const Catalogue& catalogue) {
    LayoutRead read;
    try {
        read.file = readDocument(document, catalogue);
    } catch (const FieldError& error) {
        read.problem = Problem{Severity::Error, error.pointer, std::nullopt, error.message};
    } catch (const std::exception& error) {
        // Out of memory on a huge map, say: a message rather than a crash.
        read.problem = Problem{Severity::Error, "", std::nullopt,
                               std::string("cannot read the layout: ") + error.what()};
    }
    return read;
}

LayoutRead readLayoutFile(const std::filesystem::path& path, const Catalogue& catalogue) {
    ParsedJson parsed = readJsonFile(path);
    if (!parsed.ok()) {
        LayoutRead read;
        read.problem = parsed.error;
        return read;
    }
    return readLayoutDocument(parsed.value, catalogue);
}

RunView viewOf(const LayoutFile& file) {
    RunView view;
    view.generator = file.generator;
    view.seed = file.seed;
    view.layout = file.layout ? &*file.layout : nullptr;
    view.resolution = file.resolution ? &*file.resolution : nullptr;
    view.tiles = file.tiles ? &*file.tiles : nullptr;
    view.areas = &file.areas;
    view.params = &file.params;
    view.regions = &file.regions;
    view.attempts = file.attempts;
    view.catalogue = file.catalogue ? &*file.catalogue : nullptr;
    return view;
}

}  // namespace easylink
