#pragma once

// The checker's own reading of a catalogue and a layout file, written from docs/design.md alone.
//
// Nothing here includes core: the point of the checker is to recompute every rule of docs/design.md
// sections 3 to 5 independently of the generator it judges. The readers below turn JSON into
// plain structs, reporting every missing or wrong-typed value as a violation sentence and
// leaving the corresponding optional empty, so the checks that follow never see a bad type and
// never throw.

#include <cstdint>
#include <map>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace easylink::test::invariants_detail {

/// Whole numbers beyond this magnitude are reported as out of range, so that no sum or
/// product in the checks can overflow. Maps and rooms are far smaller.
inline constexpr std::int64_t kMagnitudeLimit = std::int64_t{1} << 30;

using Json = nlohmann::ordered_json;

// [SECTION] Sentences ---------------------------------------------------------------------------

/// Collects violation sentences in the order the checks find them.
class Violations {
public:
    void add(std::string sentence) { sentences_.push_back(std::move(sentence)); }
    [[nodiscard]] const std::vector<std::string>& sentences() const { return sentences_; }
    [[nodiscard]] std::vector<std::string> take() { return std::move(sentences_); }

private:
    std::vector<std::string> sentences_;
};

/// Streams all parts into one string: sentence("room ", 3, " overlaps ...").
template <typename... Parts>
std::string sentence(const Parts&... parts) {
    std::ostringstream out;
    (out << ... << parts);
    return out.str();
}

/// "[2, 4, 6]"
std::string describeList(const std::vector<std::int64_t>& values);

/// "a string", "null", "an array", ...: the type of a JSON value, for wrong-type sentences.
std::string describeType(const Json& value);

// [SECTION] Geometry of docs/design.md section 3
// ----------------------------------------------------

/// N = (0,-1), E = (1,0), S = (0,1), W = (-1,0); declared in clockwise order.
enum class Direction { North, East, South, West };

std::optional<Direction> parseDirection(const std::string& letter);
char directionLetter(Direction direction);
Direction turnedClockwise(Direction direction, int quarterTurns);
Direction opposite(Direction direction);
/// True for E and W: such a port's doorway runs along y and it feeds a horizontal corridor.
bool facesAlongX(Direction direction);

/// A tile-edge point or a tile, in whole map coordinates.
struct Point {
    std::int64_t x = 0;
    std::int64_t y = 0;
    bool operator==(const Point&) const = default;
};
std::ostream& operator<<(std::ostream& out, Point point);

/// The tiles x <= tx < x + width, y <= ty < y + height.
struct TileRect {
    std::int64_t x = 0;
    std::int64_t y = 0;
    std::int64_t width = 0;
    std::int64_t height = 0;
    bool operator==(const TileRect&) const = default;
    [[nodiscard]] std::int64_t right() const { return x + width; }
    [[nodiscard]] std::int64_t bottom() const { return y + height; }
};
std::ostream& operator<<(std::ostream& out, const TileRect& rect);

/// The top-left tile the two rectangles share, if they share any.
std::optional<Point> firstSharedTile(const TileRect& a, const TileRect& b);

/// Rotation by quarterTurns clockwise quarter turns about the top-left of a width x height
/// room, then moved back to the origin: for one turn, (X, Y) goes to (height - Y, X).
Point rotateEdgePoint(Point point, std::int64_t width, std::int64_t height, int quarterTurns);

/// docs/design.md section 3's door tiles of a port with this anchor and direction used at width k:
/// for E/W ports y in [ay - k/2, ay + k/2 - 1] on the port's wall column (x = ax for W, ax - 1
/// for E); for N/S ports x in [ax - k/2, ax + k/2 - 1] on its row (y = ay for N, ay - 1 for S).
TileRect doorTiles(Point anchor, Direction direction, std::int64_t width);

// [SECTION] Catalogue (docs/design.md section 4)
// ----------------------------------------------------

struct TemplatePort {
    Direction direction = Direction::North;
    /// The anchor in the module's own, unrotated frame, from "pos" by the anchor rule.
    Point anchor;
    std::vector<std::int64_t> widths;
    /// Its kind of door (docs/design.md section 11); empty when it has none.
    std::string socket;
};

struct RoomTemplate {
    std::string name;
    /// Set whenever "kind" was a string, even when the module is otherwise incomplete.
    std::string kind;
    /// A phase-2 part (kind wall, door, corridor or part): no ports, size optional, never a room.
    bool isPart = false;
    /// A phase-2 variant ("variant_of"): it has its base's ports and is never placed by phase 1.
    std::optional<std::string> variantOf;
    std::int64_t width = 0;
    std::int64_t height = 0;
    std::vector<TemplatePort> ports;
    /// The optional "rotations" extension; empty when the module allows all four.
    std::vector<std::int64_t> allowedRotations;
    /// The key module whose room opens this one (section 11's "locked_by"); empty when none.
    std::string lockedBy;
    /// The room rule "place": "first" (the entrance), "last" (the exit), "far_from" for the
    /// object form; empty when the module has none.
    std::string place;
    /// False when a field needed for the geometry was missing or malformed (already reported);
    /// rooms of such a template are then checked only for what does not need it.
    bool complete = true;
};

struct Catalogue {
    /// Optional in the file, 4 by default (docs/design.md section 3).
    std::int64_t macro = 4;
    /// Every module by name: rooms, variants and parts (see RoomTemplate's flags).
    std::map<std::string, RoomTemplate> templatesByName;
    /// True when some module has kind "wall": phase 2 then makes a "wall N" slot for each port.
    bool hasWallPart = false;
    /// True when some module has "locked_by" (section 11): the layout then carries the lock
    /// fields and stats.path.
    bool usesLocks = false;
};

/// The part kinds of phase 2 (docs/catalogue-format.md, "Kinds of parts").
bool isPartKind(const std::string& kind);

/// Reads a catalogue, reporting the problems that keep its geometry from being recomputed.
/// Full catalogue validation is the core validator's job; this reads what the checks need.
Catalogue readCatalogue(const Json& document, Violations& violations);

// [SECTION] Layout (docs/design.md section 5)
// -------------------------------------------------------

struct Connection {
    enum class Kind { None, Room, Corridor, Malformed };
    Kind kind = Kind::None;
    std::int64_t room = -1;
    std::int64_t port = -1;
    std::int64_t corridor = -1;
    /// The "lock" member (section 11): the key module of the locked room this port belongs to.
    std::optional<std::string> lock;
};

struct LayoutPort {
    std::optional<std::int64_t> index;
    std::optional<Direction> direction;
    std::optional<Point> anchor;
    std::optional<std::vector<std::int64_t>> widths;
    /// The "socket" listed (section 11); absent when the port lists none.
    std::optional<std::string> socket;
    /// True when "width" was a whole number or null; usedWidth holds the number.
    bool widthReadable = false;
    std::optional<std::int64_t> usedWidth;
    /// True when "connection" was readable (null or one of the two shapes).
    bool connectionReadable = false;
    Connection connection;

    // The port's true geometry, set by the room checks: recomputed from the catalogue when the
    // room's template and placement allow it, otherwise the listed values.
    std::optional<Direction> trueDirection;
    std::optional<Point> trueAnchor;
    std::optional<std::vector<std::int64_t>> trueWidths;

    [[nodiscard]] bool isConnected() const { return connection.kind != Connection::Kind::None; }
};

struct LayoutRoom {
    bool readable = false;
    std::optional<std::int64_t> id;
    std::optional<std::string> templateName;
    std::optional<std::string> kind;
    std::optional<std::int64_t> x;
    std::optional<std::int64_t> y;
    std::optional<std::int64_t> width;
    std::optional<std::int64_t> height;
    std::optional<std::int64_t> rotation;
    std::optional<std::int64_t> component;
    /// The "locked_by" listed (section 11); absent when the room lists none.
    std::optional<std::string> lockedBy;
    bool portsReadable = false;
    std::vector<LayoutPort> ports;

    [[nodiscard]] std::optional<TileRect> footprint() const;
};

struct CorridorEnd {
    std::int64_t room = -1;
    std::int64_t port = -1;
};

struct LayoutCorridor {
    bool readable = false;
    std::optional<std::int64_t> id;
    std::optional<std::int64_t> x;
    std::optional<std::int64_t> y;
    std::optional<std::int64_t> width;
    std::optional<std::int64_t> height;
    std::optional<std::string> axis;
    std::optional<std::int64_t> passageWidth;
    std::optional<std::int64_t> component;
    /// Set only when "ends" was an array of well-formed {"room", "port"} objects.
    std::optional<std::vector<CorridorEnd>> ends;

    [[nodiscard]] std::optional<TileRect> rect() const;
};

struct LayoutComponent {
    bool readable = false;
    std::optional<std::int64_t> id;
    std::optional<std::vector<std::int64_t>> rooms;
    std::optional<std::vector<std::int64_t>> corridors;
};

struct LayoutStats {
    std::optional<std::int64_t> rooms;
    std::optional<std::int64_t> normalRooms;
    std::optional<std::int64_t> corridors;
    std::optional<std::int64_t> loops;
    std::optional<std::int64_t> deadEnds;
    std::optional<std::int64_t> attempts;
    /// True when "path" (section 11) is present, readable or not; path holds a readable value.
    bool pathListed = false;
    std::optional<std::int64_t> path;
};

struct Layout {
    std::optional<std::int64_t> mapWidth;
    std::optional<std::int64_t> mapHeight;
    std::optional<std::int64_t> macro;
    std::vector<LayoutRoom> rooms;
    std::vector<LayoutCorridor> corridors;
    std::vector<LayoutComponent> components;
    bool statsReadable = false;
    LayoutStats stats;
};

/// Reads the layout file's envelope and contents; every missing or wrong-typed field becomes a
/// violation sentence. The document must be an object (the caller reports otherwise).
Layout readLayout(const Json& document, Violations& violations);

}  // namespace easylink::test::invariants_detail
