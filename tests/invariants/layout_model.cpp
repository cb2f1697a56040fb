#include "layout_model.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

namespace easylink::test::invariants_detail {

namespace {

/// A whole number within kMagnitudeLimit, or a sentence about `what` (e.g. `room 3: "x"`).
std::optional<std::int64_t> toWholeNumber(const Json& value, const std::string& what,
                                          Violations& violations) {
    if (!value.is_number_integer()) {
        violations.add(sentence(what, " should be a whole number, not ", describeType(value)));
        return std::nullopt;
    }
    if (value.is_number_unsigned()) {
        const auto number = value.get<std::uint64_t>();
        if (number > static_cast<std::uint64_t>(kMagnitudeLimit)) {
            violations.add(sentence(what, " = ", number, " is out of range"));
            return std::nullopt;
        }
        return static_cast<std::int64_t>(number);
    }
    const auto number = value.get<std::int64_t>();
    if (number > kMagnitudeLimit || number < -kMagnitudeLimit) {
        violations.add(sentence(what, " = ", number, " is out of range"));
        return std::nullopt;
    }
    return number;
}

/// Reads the fields of one JSON object on behalf of a named owner ("room 3"), reporting each
/// missing or wrong-typed field once, as "room 3: missing \"x\"" and the like.
class FieldReader {
public:
    FieldReader(const Json& object, std::string owner, Violations& violations)
        : object_(object), owner_(std::move(owner)), violations_(violations) {}

    [[nodiscard]] std::string name(const std::string& key) const {
        return sentence(owner_, ": \"", key, "\"");
    }

    /// The field's value, or nullptr after reporting it missing.
    const Json* require(const std::string& key) {
        const auto found = object_.find(key);
        if (found == object_.end()) {
            violations_.add(sentence(owner_, ": missing \"", key, "\""));
            return nullptr;
        }
        return &*found;
    }

    std::optional<std::int64_t> wholeNumber(const std::string& key) {
        const Json* value = require(key);
        if (value == nullptr) {
            return std::nullopt;
        }
        return toWholeNumber(*value, name(key), violations_);
    }

    std::optional<std::int64_t> positiveWholeNumber(const std::string& key) {
        auto number = wholeNumber(key);
        if (number && *number < 1) {
            violations_.add(sentence(name(key), " = ", *number, " should be at least 1"));
            return std::nullopt;
        }
        return number;
    }

    std::optional<std::string> text(const std::string& key) {
        const Json* value = require(key);
        if (value == nullptr) {
            return std::nullopt;
        }
        if (!value->is_string()) {
            violations_.add(sentence(name(key), " should be a string, not ", describeType(*value)));
            return std::nullopt;
        }
        return value->get<std::string>();
    }

    const Json* objectField(const std::string& key) {
        const Json* value = require(key);
        if (value != nullptr && !value->is_object()) {
            violations_.add(
                sentence(name(key), " should be an object, not ", describeType(*value)));
            return nullptr;
        }
        return value;
    }

    const Json* arrayField(const std::string& key) {
        const Json* value = require(key);
        if (value != nullptr && !value->is_array()) {
            violations_.add(sentence(name(key), " should be an array, not ", describeType(*value)));
            return nullptr;
        }
        return value;
    }

    std::optional<std::vector<std::int64_t>> wholeNumbers(const std::string& key) {
        const Json* array = arrayField(key);
        if (array == nullptr) {
            return std::nullopt;
        }
        std::vector<std::int64_t> numbers;
        bool allReadable = true;
        for (std::size_t i = 0; i < array->size(); ++i) {
            const auto number =
                toWholeNumber((*array)[i], sentence(name(key), "[", i, "]"), violations_);
            if (number) {
                numbers.push_back(*number);
            } else {
                allReadable = false;
            }
        }
        if (!allReadable) {
            return std::nullopt;
        }
        return numbers;
    }

    /// An [x, y] pair of whole numbers.
    std::optional<Point> point(const std::string& key) {
        const Json* array = arrayField(key);
        if (array == nullptr) {
            return std::nullopt;
        }
        if (array->size() != 2) {
            violations_.add(
                sentence(name(key), " should hold exactly 2 numbers, not ", array->size()));
            return std::nullopt;
        }
        const auto x = toWholeNumber((*array)[0], sentence(name(key), "[0]"), violations_);
        const auto y = toWholeNumber((*array)[1], sentence(name(key), "[1]"), violations_);
        if (!x || !y) {
            return std::nullopt;
        }
        return Point{*x, *y};
    }

    std::optional<Direction> direction(const std::string& key) {
        const auto letter = text(key);
        if (!letter) {
            return std::nullopt;
        }
        const auto parsed = parseDirection(*letter);
        if (!parsed) {
            violations_.add(sentence(name(key), " = \"", *letter, "\" is not N, E, S or W"));
        }
        return parsed;
    }

private:
    const Json& object_;
    std::string owner_;
    Violations& violations_;
};

/// Reports a value that should be an object; returns whether it is one.
bool expectObject(const Json& value, const std::string& owner, Violations& violations) {
    if (value.is_object()) {
        return true;
    }
    violations.add(sentence(owner, " should be an object, not ", describeType(value)));
    return false;
}

// [SECTION] Catalogue reading -------------------------------------------------------------------

/// Twice a catalogue coordinate, when the coordinate is a whole number or ends in .5.
std::optional<std::int64_t> doubledHalfStep(const Json& value) {
    if (!value.is_number()) {
        return std::nullopt;
    }
    const double doubled = value.get<double>() * 2.0;
    if (!std::isfinite(doubled) || std::fabs(doubled) > static_cast<double>(kMagnitudeLimit)) {
        return std::nullopt;
    }
    const double rounded = std::round(doubled);
    if (std::fabs(doubled - rounded) > 1e-9) {
        return std::nullopt;
    }
    return static_cast<std::int64_t>(rounded);
}

/// docs/design.md section 3's anchor rule, from the doorway centre (px, py) in tile-centre
/// coordinates: W (px, py+0.5), E (px+1, py+0.5), N (px+0.5, py), S (px+0.5, py+1). Worked in
/// doubled coordinates so that .5 stays exact; empty when the result is not whole.
std::optional<Point> anchorFromDoorwayCentre(std::int64_t doubledX, std::int64_t doubledY,
                                             Direction direction) {
    std::int64_t x = doubledX;
    std::int64_t y = doubledY;
    switch (direction) {
        case Direction::West: y += 1; break;
        case Direction::East: x += 2, y += 1; break;
        case Direction::North: x += 1; break;
        case Direction::South: x += 1, y += 2; break;
    }
    if (x % 2 != 0 || y % 2 != 0) {
        return std::nullopt;
    }
    return Point{x / 2, y / 2};
}

std::optional<TemplatePort> readTemplatePort(const Json& value, const std::string& owner,
                                             Violations& violations) {
    if (!expectObject(value, owner, violations)) {
        return std::nullopt;
    }
    FieldReader reader(value, owner, violations);
    const auto direction = reader.direction("dir");
    auto widths = reader.wholeNumbers("widths");
    const Json* pos = reader.arrayField("pos");
    std::optional<Point> anchor;
    if (pos != nullptr) {
        const auto doubledX = pos->size() == 2 ? doubledHalfStep((*pos)[0]) : std::nullopt;
        const auto doubledY = pos->size() == 2 ? doubledHalfStep((*pos)[1]) : std::nullopt;
        if (!doubledX || !doubledY) {
            violations.add(sentence(reader.name("pos"), " = ", pos->dump(),
                                    " should be two numbers, each whole or ending in .5"));
        } else if (direction) {
            anchor = anchorFromDoorwayCentre(*doubledX, *doubledY, *direction);
            if (!anchor) {
                violations.add(sentence(reader.name("pos"), " = ", pos->dump(),
                                        " gives no whole-number anchor for a port facing ",
                                        directionLetter(*direction)));
            }
        }
    }
    std::string socket;
    if (const auto found = value.find("socket"); found != value.end()) {
        if (!found->is_string() || found->get<std::string>().empty()) {
            violations.add(sentence(reader.name("socket"), " = ", found->dump(),
                                    " should be a socket's name"));
        } else {
            socket = found->get<std::string>();
        }
    }
    if (!direction || !widths || !anchor) {
        return std::nullopt;
    }
    return TemplatePort{*direction, *anchor, std::move(*widths), std::move(socket)};
}

/// docs/design.md section 11's "locked_by" and the room rule "place" (docs/catalogue-format.md,
/// "Room rules"), as far as the lock checks need them. A malformed "locked_by" is reported, since
/// the locks cannot be judged without it; "place" is read in its documented shapes and otherwise
/// left to the core validator, like the other room rules the checker does not judge.
void readLockRules(const Json& value, const FieldReader& reader, RoomTemplate& roomTemplate,
                   Violations& violations) {
    if (const auto found = value.find("locked_by"); found != value.end()) {
        if (found->is_string() && !found->get<std::string>().empty()) {
            roomTemplate.lockedBy = found->get<std::string>();
        } else {
            violations.add(sentence(reader.name("locked_by"), " = ", found->dump(),
                                    " should be a module's name"));
        }
    }
    if (const auto found = value.find("place"); found != value.end()) {
        if (found->is_string()) {
            roomTemplate.place = found->get<std::string>();
        } else if (found->is_object()) {
            roomTemplate.place = "far_from";
        }
    }
}

RoomTemplate readTemplate(const Json& value, std::size_t index, Violations& violations,
                          std::optional<std::string>& nameOut) {
    RoomTemplate roomTemplate;
    std::string owner = sentence("catalogue module ", index);
    if (!expectObject(value, owner, violations)) {
        roomTemplate.complete = false;
        return roomTemplate;
    }
    if (const auto found = value.find("name"); found != value.end() && found->is_string()) {
        owner = sentence("catalogue module \"", found->get<std::string>(), "\"");
    }
    FieldReader reader(value, owner, violations);
    nameOut = reader.text("name");
    const auto kind = reader.text("kind");
    // Phase 2 (docs/catalogue-format.md): a part has no ports and may leave out its size (it
    // then takes its slot's); a variant has its base's ports and none of its own.
    roomTemplate.isPart = kind && isPartKind(*kind);
    if (value.contains("variant_of")) {
        roomTemplate.variantOf = reader.text("variant_of");
        if (!roomTemplate.variantOf) {
            roomTemplate.complete = false;
        }
    }
    if (kind) {
        roomTemplate.kind = *kind;
    }
    std::optional<Point> size;
    const bool sizeOptional = roomTemplate.isPart && !value.contains("size");
    if (!sizeOptional) {
        size = reader.point("size");
        if (size && (size->x < 1 || size->y < 1)) {
            violations.add(sentence(reader.name("size"), " = ", size->x, "x", size->y,
                                    " should be at least 1x1"));
        }
    }
    const bool sizeReadable = sizeOptional || (size && size->x >= 1 && size->y >= 1);
    roomTemplate.complete = roomTemplate.complete && nameOut && kind && sizeReadable;
    if (roomTemplate.complete && size) {
        roomTemplate.width = size->x;
        roomTemplate.height = size->y;
    }
    readLockRules(value, reader, roomTemplate, violations);
    if (roomTemplate.isPart || value.contains("variant_of")) {
        return roomTemplate;  // Never placed by phase 1: its ports are not needed.
    }
    if (const Json* ports = reader.arrayField("ports")) {
        for (std::size_t i = 0; i < ports->size(); ++i) {
            auto port = readTemplatePort((*ports)[i], sentence(owner, " port ", i), violations);
            if (port) {
                roomTemplate.ports.push_back(std::move(*port));
            } else {
                roomTemplate.complete = false;
            }
        }
    } else {
        roomTemplate.complete = false;
    }
    if (value.contains("rotations")) {
        if (auto rotations = reader.wholeNumbers("rotations")) {
            roomTemplate.allowedRotations = std::move(*rotations);
        } else {
            roomTemplate.complete = false;
        }
    }
    return roomTemplate;
}

}  // namespace

// [SECTION] Sentences ---------------------------------------------------------------------------

std::string describeList(const std::vector<std::int64_t>& values) {
    std::string text = "[";
    for (std::size_t i = 0; i < values.size(); ++i) {
        text += (i == 0 ? "" : ", ") + std::to_string(values[i]);
    }
    return text + "]";
}

std::string describeType(const Json& value) {
    switch (value.type()) {
        case Json::value_t::null: return "null";
        case Json::value_t::object: return "an object";
        case Json::value_t::array: return "an array";
        case Json::value_t::string: return "a string";
        case Json::value_t::boolean: return "a boolean";
        case Json::value_t::number_integer:
        case Json::value_t::number_unsigned: return "a whole number";
        case Json::value_t::number_float: return "a fractional number";
        case Json::value_t::binary: return "binary data";
        case Json::value_t::discarded: break;
    }
    return "an unreadable value";
}

// [SECTION] Geometry ----------------------------------------------------------------------------

std::optional<Direction> parseDirection(const std::string& letter) {
    if (letter == "N")
        return Direction::North;
    if (letter == "E")
        return Direction::East;
    if (letter == "S")
        return Direction::South;
    if (letter == "W")
        return Direction::West;
    return std::nullopt;
}

char directionLetter(Direction direction) {
    switch (direction) {
        case Direction::North: return 'N';
        case Direction::East: return 'E';
        case Direction::South: return 'S';
        case Direction::West: return 'W';
    }
    return '?';
}

Direction turnedClockwise(Direction direction, int quarterTurns) {
    const int turned = (static_cast<int>(direction) + quarterTurns) % 4;
    return static_cast<Direction>(turned);
}

Direction opposite(Direction direction) {
    return turnedClockwise(direction, 2);
}

bool facesAlongX(Direction direction) {
    return direction == Direction::East || direction == Direction::West;
}

std::ostream& operator<<(std::ostream& out, Point point) {
    return out << '(' << point.x << ',' << point.y << ')';
}

std::ostream& operator<<(std::ostream& out, const TileRect& rect) {
    return out << '(' << rect.x << ',' << rect.y << ") " << rect.width << 'x' << rect.height;
}

std::optional<Point> firstSharedTile(const TileRect& a, const TileRect& b) {
    const std::int64_t left = std::max(a.x, b.x);
    const std::int64_t top = std::max(a.y, b.y);
    if (left < std::min(a.right(), b.right()) && top < std::min(a.bottom(), b.bottom())) {
        return Point{left, top};
    }
    return std::nullopt;
}

TileRect doorTiles(Point anchor, Direction direction, std::int64_t width) {
    const std::int64_t half = width / 2;
    switch (direction) {
        case Direction::West: return TileRect{anchor.x, anchor.y - half, 1, width};
        case Direction::East: return TileRect{anchor.x - 1, anchor.y - half, 1, width};
        case Direction::North: return TileRect{anchor.x - half, anchor.y, width, 1};
        case Direction::South: return TileRect{anchor.x - half, anchor.y - 1, width, 1};
    }
    return TileRect{};
}

Point rotateEdgePoint(Point point, std::int64_t width, std::int64_t height, int quarterTurns) {
    for (int turn = 0; turn < quarterTurns; ++turn) {
        point = Point{height - point.y, point.x};
        std::swap(width, height);
    }
    return point;
}

// [SECTION] Catalogue ---------------------------------------------------------------------------

bool isPartKind(const std::string& kind) {
    return kind == "wall" || kind == "door" || kind == "corridor" || kind == "part";
}

Catalogue readCatalogue(const Json& document, Violations& violations) {
    Catalogue catalogue;
    if (!expectObject(document, "catalogue", violations)) {
        return catalogue;
    }
    FieldReader reader(document, "catalogue", violations);
    if (document.contains("macro")) {
        if (const auto macro = reader.positiveWholeNumber("macro")) {
            catalogue.macro = *macro;
        }
    }
    const Json* modules = reader.arrayField("modules");
    if (modules == nullptr) {
        return catalogue;
    }
    for (std::size_t i = 0; i < modules->size(); ++i) {
        std::optional<std::string> name;
        RoomTemplate roomTemplate = readTemplate((*modules)[i], i, violations, name);
        // Section 11: "locked_by" on any module makes the catalogue one that uses locks, even
        // when its value is malformed (reported above) or the module is otherwise unreadable.
        catalogue.usesLocks = catalogue.usesLocks ||
                              ((*modules)[i].is_object() && (*modules)[i].contains("locked_by"));
        if (!name) {
            continue;
        }
        if (catalogue.templatesByName.count(*name) != 0) {
            violations.add(sentence("catalogue module ", i, ": the name \"", *name,
                                    "\" is used by an earlier module"));
            continue;
        }
        roomTemplate.name = *name;
        catalogue.hasWallPart = catalogue.hasWallPart || roomTemplate.kind == "wall";
        catalogue.templatesByName.emplace(*name, std::move(roomTemplate));
    }
    return catalogue;
}

// [SECTION] Layout ------------------------------------------------------------------------------

std::optional<TileRect> LayoutRoom::footprint() const {
    if (!x || !y || !width || !height || *width < 1 || *height < 1) {
        return std::nullopt;
    }
    return TileRect{*x, *y, *width, *height};
}

std::optional<TileRect> LayoutCorridor::rect() const {
    if (!x || !y || !width || !height || *width < 1 || *height < 1) {
        return std::nullopt;
    }
    return TileRect{*x, *y, *width, *height};
}

namespace {

Connection readConnection(const Json& value, const std::string& owner, bool& readable,
                          Violations& violations) {
    Connection connection;
    readable = true;
    if (value.is_null()) {
        return connection;
    }
    const bool namesRoom = value.is_object() && value.contains("room");
    const bool namesCorridor = value.is_object() && value.contains("corridor");
    if (namesRoom == namesCorridor) {
        violations.add(sentence(owner,
                                ": \"connection\" should be null, {\"room\": R, \"port\": P}",
                                " or {\"corridor\": C}, not ", value.dump()));
        connection.kind = Connection::Kind::Malformed;
        readable = false;
        return connection;
    }
    FieldReader reader(value, sentence(owner, " connection"), violations);
    // Section 11: the door of a locked room names the key module that opens it.
    if (const auto lock = value.find("lock"); lock != value.end()) {
        if (lock->is_string()) {
            connection.lock = lock->get<std::string>();
        } else {
            violations.add(sentence(reader.name("lock"), " = ", lock->dump(),
                                    " should be a key module's name"));
        }
    }
    if (namesRoom) {
        const auto room = reader.wholeNumber("room");
        const auto port = reader.wholeNumber("port");
        if (room && port) {
            connection.kind = Connection::Kind::Room;
            connection.room = *room;
            connection.port = *port;
            return connection;
        }
    } else if (const auto corridor = reader.wholeNumber("corridor")) {
        connection.kind = Connection::Kind::Corridor;
        connection.corridor = *corridor;
        return connection;
    }
    connection.kind = Connection::Kind::Malformed;
    readable = false;
    return connection;
}

LayoutPort readPort(const Json& value, const std::string& owner, Violations& violations) {
    LayoutPort port;
    port.connection.kind = Connection::Kind::Malformed;
    if (!expectObject(value, owner, violations)) {
        return port;
    }
    FieldReader reader(value, owner, violations);
    port.index = reader.wholeNumber("index");
    port.direction = reader.direction("dir");
    port.anchor = reader.point("anchor");
    port.widths = reader.wholeNumbers("widths");
    if (const auto socket = value.find("socket"); socket != value.end()) {
        if (socket->is_string()) {
            port.socket = socket->get<std::string>();
        } else {
            violations.add(sentence(reader.name("socket"), " = ", socket->dump(),
                                    " should be a socket's name"));
        }
    }
    if (const Json* width = reader.require("width")) {
        if (width->is_null()) {
            port.widthReadable = true;
        } else {
            port.usedWidth = toWholeNumber(*width, reader.name("width"), violations);
            port.widthReadable = port.usedWidth.has_value();
        }
    }
    if (const Json* connection = reader.require("connection")) {
        port.connection = readConnection(*connection, owner, port.connectionReadable, violations);
    }
    return port;
}

LayoutRoom readRoom(const Json& value, std::size_t index, Violations& violations) {
    LayoutRoom room;
    const std::string owner = sentence("room ", index);
    if (!expectObject(value, owner, violations)) {
        return room;
    }
    room.readable = true;
    FieldReader reader(value, owner, violations);
    room.id = reader.wholeNumber("id");
    room.templateName = reader.text("template");
    room.kind = reader.text("kind");
    room.x = reader.wholeNumber("x");
    room.y = reader.wholeNumber("y");
    room.width = reader.wholeNumber("width");
    room.height = reader.wholeNumber("height");
    room.rotation = reader.wholeNumber("rotation");
    room.component = reader.wholeNumber("component");
    if (const auto lockedBy = value.find("locked_by"); lockedBy != value.end()) {
        if (lockedBy->is_string()) {
            room.lockedBy = lockedBy->get<std::string>();
        } else {
            violations.add(sentence(reader.name("locked_by"), " = ", lockedBy->dump(),
                                    " should be a key module's name"));
        }
    }
    if (const Json* ports = reader.arrayField("ports")) {
        room.portsReadable = true;
        for (std::size_t i = 0; i < ports->size(); ++i) {
            room.ports.push_back(readPort((*ports)[i], sentence(owner, " port ", i), violations));
        }
    }
    return room;
}

std::optional<std::vector<CorridorEnd>> readCorridorEnds(FieldReader& reader,
                                                         const std::string& owner,
                                                         Violations& violations) {
    const Json* ends = reader.arrayField("ends");
    if (ends == nullptr) {
        return std::nullopt;
    }
    std::vector<CorridorEnd> readEnds;
    bool allReadable = true;
    for (std::size_t i = 0; i < ends->size(); ++i) {
        const std::string endOwner = sentence(owner, " end ", i);
        if (!expectObject((*ends)[i], endOwner, violations)) {
            allReadable = false;
            continue;
        }
        FieldReader endReader((*ends)[i], endOwner, violations);
        const auto room = endReader.wholeNumber("room");
        const auto port = endReader.wholeNumber("port");
        if (room && port) {
            readEnds.push_back(CorridorEnd{*room, *port});
        } else {
            allReadable = false;
        }
    }
    if (!allReadable) {
        return std::nullopt;
    }
    return readEnds;
}

LayoutCorridor readCorridor(const Json& value, std::size_t index, Violations& violations) {
    LayoutCorridor corridor;
    const std::string owner = sentence("corridor ", index);
    if (!expectObject(value, owner, violations)) {
        return corridor;
    }
    corridor.readable = true;
    FieldReader reader(value, owner, violations);
    corridor.id = reader.wholeNumber("id");
    corridor.x = reader.wholeNumber("x");
    corridor.y = reader.wholeNumber("y");
    corridor.width = reader.wholeNumber("width");
    corridor.height = reader.wholeNumber("height");
    corridor.axis = reader.text("axis");
    corridor.passageWidth = reader.wholeNumber("passage_width");
    corridor.component = reader.wholeNumber("component");
    corridor.ends = readCorridorEnds(reader, owner, violations);
    return corridor;
}

LayoutComponent readComponent(const Json& value, std::size_t index, Violations& violations) {
    LayoutComponent component;
    const std::string owner = sentence("component ", index);
    if (!expectObject(value, owner, violations)) {
        return component;
    }
    component.readable = true;
    FieldReader reader(value, owner, violations);
    component.id = reader.wholeNumber("id");
    component.rooms = reader.wholeNumbers("rooms");
    component.corridors = reader.wholeNumbers("corridors");
    return component;
}

}  // namespace

Layout readLayout(const Json& document, Violations& violations) {
    Layout layout;
    FieldReader reader(document, "layout", violations);

    if (const auto format = reader.text("format"); format && *format != "easylink-layout") {
        violations.add(
            sentence("layout: \"format\" = \"", *format, "\" should be \"easylink-layout\""));
    }
    if (const auto version = reader.wholeNumber("version"); version && *version != 1) {
        violations.add(sentence("layout: \"version\" = ", *version, " should be 1"));
    }
    if (const auto generator = reader.text("generator"); generator && generator->empty()) {
        violations.add("layout: \"generator\" should name the generator, not be empty");
    }
    if (const Json* seed = reader.require("seed"); seed != nullptr && !seed->is_number_integer()) {
        violations.add(
            sentence("layout: \"seed\" should be a whole number, not ", describeType(*seed)));
    }
    reader.objectField("params");

    if (const Json* map = reader.objectField("map")) {
        FieldReader mapReader(*map, "map", violations);
        layout.mapWidth = mapReader.positiveWholeNumber("width");
        layout.mapHeight = mapReader.positiveWholeNumber("height");
        layout.macro = mapReader.positiveWholeNumber("macro");
    }
    if (const Json* rooms = reader.arrayField("rooms")) {
        for (std::size_t i = 0; i < rooms->size(); ++i) {
            layout.rooms.push_back(readRoom((*rooms)[i], i, violations));
        }
    }
    if (const Json* corridors = reader.arrayField("corridors")) {
        for (std::size_t i = 0; i < corridors->size(); ++i) {
            layout.corridors.push_back(readCorridor((*corridors)[i], i, violations));
        }
    }
    if (const Json* components = reader.arrayField("components")) {
        for (std::size_t i = 0; i < components->size(); ++i) {
            layout.components.push_back(readComponent((*components)[i], i, violations));
        }
    }
    if (const Json* stats = reader.objectField("stats")) {
        layout.statsReadable = true;
        FieldReader statsReader(*stats, "stats", violations);
        layout.stats.rooms = statsReader.wholeNumber("rooms");
        layout.stats.normalRooms = statsReader.wholeNumber("normal_rooms");
        layout.stats.corridors = statsReader.wholeNumber("corridors");
        layout.stats.loops = statsReader.wholeNumber("loops");
        layout.stats.deadEnds = statsReader.wholeNumber("dead_ends");
        layout.stats.attempts = statsReader.wholeNumber("attempts");
        // Section 11's "path" is there only when the catalogue uses locks, which the checks judge.
        layout.stats.pathListed = stats->contains("path");
        if (layout.stats.pathListed) {
            layout.stats.path = statsReader.wholeNumber("path");
        }
    }
    return layout;
}

}  // namespace easylink::test::invariants_detail
