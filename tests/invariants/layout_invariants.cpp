#include "layout_invariants.hpp"

#include <algorithm>
#include <array>
#include <deque>
#include <exception>
#include <map>
#include <set>
#include <utility>

#include "layout_model.hpp"
#include "layout_phase2.hpp"

namespace easylink::test {

namespace {

using namespace invariants_detail;

constexpr std::array<const char*, 6> kRoomKinds = {"normal", "four_way", "t_junction",
                                                   "bend",   "through",  "dead_end"};
constexpr std::array<const char*, 4> kJunctionKinds = {"four_way", "t_junction", "bend", "through"};

template <std::size_t Count>
bool isOneOf(const std::string& text, const std::array<const char*, Count>& names) {
    return std::any_of(names.begin(), names.end(), [&](const char* name) { return text == name; });
}

bool contains(const std::vector<std::int64_t>& values, std::int64_t value) {
    return std::find(values.begin(), values.end(), value) != values.end();
}

std::int64_t positiveModulo(std::int64_t value, std::int64_t modulus) {
    return ((value % modulus) + modulus) % modulus;
}

/// A room port, named the way the layout file references it.
struct PortReference {
    std::size_t room = 0;
    std::size_t port = 0;
    bool operator<(const PortReference& other) const {
        return std::pair(room, port) < std::pair(other.room, other.port);
    }
};

std::ostream& operator<<(std::ostream& out, const PortReference& reference) {
    return out << "room " << reference.room << " port " << reference.port;
}

/// One edge of the room graph: a direct link (counted once) or a corridor.
struct RoomLink {
    std::size_t roomA = 0;
    std::size_t roomB = 0;
    std::string description;
};

class LayoutChecker {
public:
    LayoutChecker(const Json& layoutDocument, const Json& catalogueDocument,
                  const InvariantOptions& options)
        : layoutDocument_(layoutDocument),
          catalogueDocument_(catalogueDocument),
          options_(options) {}

    std::vector<std::string> run() {
        if (!layoutDocument_.is_object()) {
            violations_.add(sentence("layout: the document should be an object, not ",
                                     describeType(layoutDocument_)));
            return violations_.take();
        }
        catalogue_ = readCatalogue(catalogueDocument_, violations_);
        layout_ = readLayout(layoutDocument_, violations_);
        checkDenseIds();
        checkRoomsAgainstCatalogue();
        checkMacrogrid();
        checkInsideMap();
        checkOverlaps();
        checkPortConnections();
        checkCorridors();
        checkSockets();
        checkJunctions();
        buildRoomGraph();
        checkComponents();
        checkLocks();
        checkStats();
        // Phase 2's blocks, when present (the port geometry recomputed above is reused).
        checkTilesBlock(layoutDocument_, layout_, options_.requireSingleComponent, violations_);
        checkResolutionBlock(layoutDocument_, layout_, catalogue_, violations_);
        return violations_.take();
    }

private:
    /// The socket the catalogue gives port `portIndex` of room `roomIndex`
    /// (empty: none), or nullopt when the room, its module or the port is
    /// unknown (reported elsewhere).
    std::optional<std::string> templateSocket(std::int64_t roomIndex,
                                              std::int64_t portIndex) const {
        const LayoutRoom* room = roomAt(roomIndex);
        if (room == nullptr || !room->templateName) {
            return std::nullopt;
        }
        const auto found = catalogue_.templatesByName.find(*room->templateName);
        if (found == catalogue_.templatesByName.end() || portIndex < 0 ||
            static_cast<std::size_t>(portIndex) >= found->second.ports.size()) {
            return std::nullopt;
        }
        return found->second.ports[static_cast<std::size_t>(portIndex)].socket;
    }

    static std::string socketName(const std::string& socket) {
        return socket.empty() ? std::string("none") : "\"" + socket + "\"";
    }

    /// docs/design.md section 11: a port lists its module's socket (and no
    /// socket when it has none), and every link, direct or through a
    /// corridor's two ends, joins equal sockets.
    void checkSockets() {
        for (std::size_t r = 0; r < layout_.rooms.size(); ++r) {
            const LayoutRoom& room = layout_.rooms[r];
            for (std::size_t p = 0; room.readable && p < room.ports.size(); ++p) {
                const auto roomIndex = static_cast<std::int64_t>(r);
                const auto own = templateSocket(roomIndex, static_cast<std::int64_t>(p));
                if (!own) {
                    continue;
                }
                const LayoutPort& port = room.ports[p];
                if (port.socket.value_or("") != *own || (port.socket && port.socket->empty())) {
                    violations_.add(sentence("room ", r, " port ", p, " lists socket ",
                                             socketName(port.socket.value_or("")),
                                             " but its module's port has ", socketName(*own)));
                }
                if (port.connection.kind == Connection::Kind::Room) {
                    const auto other = templateSocket(port.connection.room, port.connection.port);
                    if (other && *other != *own) {
                        violations_.add(sentence(
                            "room ", r, " port ", p, " (socket ", socketName(*own),
                            ") is linked directly to room ", port.connection.room, " port ",
                            port.connection.port, " (socket ", socketName(*other), ")"));
                    }
                }
            }
        }
        for (std::size_t c = 0; c < layout_.corridors.size(); ++c) {
            const LayoutCorridor& corridor = layout_.corridors[c];
            if (!corridor.readable || !corridor.ends || corridor.ends->size() != 2) {
                continue;
            }
            const CorridorEnd& a = (*corridor.ends)[0];
            const CorridorEnd& b = (*corridor.ends)[1];
            const auto socketA = templateSocket(a.room, a.port);
            const auto socketB = templateSocket(b.room, b.port);
            if (socketA && socketB && *socketA != *socketB) {
                violations_.add(sentence("corridor ", c, " joins room ", a.room, " port ", a.port,
                                         " (socket ", socketName(*socketA), ") and room ", b.room,
                                         " port ", b.port, " (socket ", socketName(*socketB), ")"));
            }
        }
    }

    const LayoutRoom* roomAt(std::int64_t index) const {
        if (index < 0 || static_cast<std::size_t>(index) >= layout_.rooms.size()) {
            return nullptr;
        }
        const LayoutRoom& room = layout_.rooms[static_cast<std::size_t>(index)];
        return room.readable ? &room : nullptr;
    }

    const LayoutPort* portAt(std::int64_t roomIndex, std::int64_t portIndex) const {
        const LayoutRoom* room = roomAt(roomIndex);
        if (room == nullptr || portIndex < 0 ||
            static_cast<std::size_t>(portIndex) >= room->ports.size()) {
            return nullptr;
        }
        return &room->ports[static_cast<std::size_t>(portIndex)];
    }

    // [SECTION] Ids ------------------------------------------------------------------------------
    // docs/design.md section 5's example numbers rooms, ports, corridors and components 0, 1, 2 in
    // file order, and every reference (connections, corridor ends, component lists) names them
    // by that number. The checker enforces it: each id equals its index in its array.
    void checkDenseIds() {
        const auto checkId = [this](const std::optional<std::int64_t>& id, std::size_t index,
                                    const std::string& owner, const char* field) {
            if (id && *id != static_cast<std::int64_t>(index)) {
                violations_.add(sentence(owner, ": ", field, " ", *id,
                                         " should equal its position ", index, " in the list"));
            }
        };
        for (std::size_t i = 0; i < layout_.rooms.size(); ++i) {
            const LayoutRoom& room = layout_.rooms[i];
            checkId(room.id, i, sentence("room ", i), "id");
            for (std::size_t j = 0; j < room.ports.size(); ++j) {
                checkId(room.ports[j].index, j, sentence("room ", i, " port ", j), "index");
            }
        }
        for (std::size_t i = 0; i < layout_.corridors.size(); ++i) {
            checkId(layout_.corridors[i].id, i, sentence("corridor ", i), "id");
        }
        for (std::size_t i = 0; i < layout_.components.size(); ++i) {
            checkId(layout_.components[i].id, i, sentence("component ", i), "id");
        }
    }

    // [SECTION] Rooms against their templates ----------------------------------------------------
    // docs/design.md sections 3 and 5: a room is a catalogue module of the same kind, turned by 0,
    // 90, 180 or 270 degrees clockwise about its top-left and moved back to the origin (and only
    // by a rotation the module's optional "rotations" list allows). Its size is the template's,
    // swapped for quarter turns, and "ports" lists every template port in order, each with the
    // template's widths and with its direction and anchor rotated and then moved by (x, y). The
    // anchors are recomputed here from the catalogue's doorway centres by the anchor rule.
    void checkRoomsAgainstCatalogue() {
        for (std::size_t i = 0; i < layout_.rooms.size(); ++i) {
            LayoutRoom& room = layout_.rooms[i];
            if (!room.readable) {
                continue;
            }
            for (LayoutPort& port : room.ports) {
                port.trueDirection = port.direction;
                port.trueAnchor = port.anchor;
                port.trueWidths = port.widths;
            }
            if (room.kind && !isOneOf(*room.kind, kRoomKinds)) {
                violations_.add(sentence("room ", i, ": kind \"", *room.kind,
                                         "\" is not one of normal, four_way, t_junction, bend, "
                                         "through, dead_end"));
            }
            const bool rotationValid = room.rotation && *room.rotation >= 0 &&
                                       *room.rotation < 360 && *room.rotation % 90 == 0;
            if (room.rotation && !rotationValid) {
                violations_.add(sentence("room ", i, ": rotation ", *room.rotation,
                                         " is not 0, 90, 180 or 270"));
            }
            if (!room.templateName) {
                continue;
            }
            const auto found = catalogue_.templatesByName.find(*room.templateName);
            if (found == catalogue_.templatesByName.end()) {
                violations_.add(sentence("room ", i, ": template \"", *room.templateName,
                                         "\" is not in the catalogue"));
                continue;
            }
            if (found->second.isPart) {
                violations_.add(sentence("room ", i, ": template \"", *room.templateName,
                                         "\" is a ", found->second.kind,
                                         " part, not a room module"));
                continue;
            }
            if (found->second.variantOf) {
                violations_.add(sentence("room ", i, ": template \"", *room.templateName,
                                         "\" is a variant of \"", *found->second.variantOf,
                                         "\"; phase 1 places only base modules"));
                continue;
            }
            if (found->second.complete) {
                checkRoomAgainstTemplate(i, room, found->second, rotationValid);
            }
        }
    }

    void checkRoomAgainstTemplate(std::size_t index, LayoutRoom& room,
                                  const RoomTemplate& roomTemplate, bool rotationValid) {
        const std::string owner = sentence("room ", index);
        const std::string templateName = sentence("template \"", roomTemplate.name, "\"");
        if (room.kind && *room.kind != roomTemplate.kind) {
            violations_.add(sentence(owner, ": kind \"", *room.kind, "\" differs from ",
                                     templateName, "'s kind \"", roomTemplate.kind, "\""));
        }
        if (!rotationValid) {
            return;
        }
        const std::int64_t rotation = *room.rotation;
        if (!roomTemplate.allowedRotations.empty() &&
            !contains(roomTemplate.allowedRotations, rotation)) {
            violations_.add(sentence(owner, ": rotation ", rotation, " is not among the rotations ",
                                     describeList(roomTemplate.allowedRotations), " that ",
                                     templateName, " allows"));
        }
        const int quarterTurns = static_cast<int>(rotation / 90);
        const bool sideways = quarterTurns % 2 == 1;
        const std::int64_t expectedWidth = sideways ? roomTemplate.height : roomTemplate.width;
        const std::int64_t expectedHeight = sideways ? roomTemplate.width : roomTemplate.height;
        if (room.width && room.height &&
            (*room.width != expectedWidth || *room.height != expectedHeight)) {
            violations_.add(sentence(owner, ": size ", *room.width, "x", *room.height,
                                     " should be ", expectedWidth, "x", expectedHeight, " (",
                                     templateName, " at rotation ", rotation, ")"));
        }
        if (room.portsReadable && room.ports.size() != roomTemplate.ports.size()) {
            violations_.add(sentence(owner, ": lists ", room.ports.size(), " ports, but ",
                                     templateName, " has ", roomTemplate.ports.size()));
        }
        const std::size_t comparable = std::min(room.ports.size(), roomTemplate.ports.size());
        for (std::size_t j = 0; j < comparable; ++j) {
            const TemplatePort& templatePort = roomTemplate.ports[j];
            LayoutPort& port = room.ports[j];
            const std::string portOwner = sentence(owner, " port ", j);

            const Direction direction = turnedClockwise(templatePort.direction, quarterTurns);
            if (port.direction && *port.direction != direction) {
                violations_.add(sentence(portOwner, ": faces ", directionLetter(*port.direction),
                                         ", but ", templateName, " port ", j, " at rotation ",
                                         rotation, " faces ", directionLetter(direction)));
            }
            port.trueDirection = direction;

            if (port.widths && *port.widths != templatePort.widths) {
                violations_.add(sentence(portOwner, ": widths ", describeList(*port.widths),
                                         " should be ", templateName, "'s ",
                                         describeList(templatePort.widths)));
            }
            port.trueWidths = templatePort.widths;

            if (!room.x || !room.y) {
                continue;
            }
            const Point turned = rotateEdgePoint(templatePort.anchor, roomTemplate.width,
                                                 roomTemplate.height, quarterTurns);
            const Point anchor{turned.x + *room.x, turned.y + *room.y};
            if (port.anchor && *port.anchor != anchor) {
                violations_.add(sentence(portOwner, ": anchor ", *port.anchor, " should be ",
                                         anchor, " (", templateName, " at rotation ", rotation,
                                         ", placed at ", Point{*room.x, *room.y}, ")"));
            }
            port.trueAnchor = anchor;
        }
    }

    // [SECTION] Macrogrid -------------------------------------------------------------------------
    // docs/design.md section 3: a placed room is valid only if every port anchor, in map
    // coordinates, lies on the macrogrid (ax % M == 0 and ay % M == 0). M is the map's "macro"; it
    // must be the catalogue's, whose modules were validated for that spacing.
    void checkMacrogrid() {
        if (layout_.macro && *layout_.macro != catalogue_.macro) {
            violations_.add(sentence("map: macro ", *layout_.macro,
                                     " differs from the catalogue's ", catalogue_.macro));
        }
        const std::int64_t macro = layout_.macro.value_or(catalogue_.macro);
        for (std::size_t i = 0; i < layout_.rooms.size(); ++i) {
            const LayoutRoom& room = layout_.rooms[i];
            for (std::size_t j = 0; j < room.ports.size(); ++j) {
                const auto& anchor = room.ports[j].trueAnchor;
                if (anchor && (positiveModulo(anchor->x, macro) != 0 ||
                               positiveModulo(anchor->y, macro) != 0)) {
                    violations_.add(sentence("room ", i, " port ", j, ": anchor ", *anchor,
                                             " is off the macrogrid (spacing ", macro, ")"));
                }
            }
        }
    }

    // [SECTION] Inside the map --------------------------------------------------------------------
    // docs/design.md section 3: the map is width x height tiles from (0,0); every room footprint
    // and every corridor rectangle lies inside it, and neither is empty.
    void checkInsideMap() {
        const auto checkRect = [this](const std::optional<TileRect>& rect, const std::string& owner,
                                      std::optional<std::int64_t> width,
                                      std::optional<std::int64_t> height) {
            if (!rect) {
                if (width && height && (*width < 1 || *height < 1)) {
                    violations_.add(sentence(owner, ": size ", *width, "x", *height, " is empty"));
                }
                return;
            }
            if (!layout_.mapWidth || !layout_.mapHeight) {
                return;
            }
            if (rect->x < 0 || rect->y < 0 || rect->right() > *layout_.mapWidth ||
                rect->bottom() > *layout_.mapHeight) {
                violations_.add(sentence(owner, " at ", *rect, " is not inside the ",
                                         *layout_.mapWidth, "x", *layout_.mapHeight, " map"));
            }
        };
        for (std::size_t i = 0; i < layout_.rooms.size(); ++i) {
            const LayoutRoom& room = layout_.rooms[i];
            checkRect(room.footprint(), sentence("room ", i), room.width, room.height);
        }
        for (std::size_t i = 0; i < layout_.corridors.size(); ++i) {
            const LayoutCorridor& corridor = layout_.corridors[i];
            checkRect(corridor.rect(), sentence("corridor ", i), corridor.width, corridor.height);
        }
    }

    // [SECTION] Overlaps --------------------------------------------------------------------------
    // docs/design.md section 3: rooms do not share tiles; a corridor never overlaps a room or
    // another corridor (corridors cross or meet only through junction rooms). Each overlap is
    // reported once, at the top-left tile the two share.
    void checkOverlaps() {
        std::vector<std::pair<std::string, TileRect>> pieces;
        for (std::size_t i = 0; i < layout_.rooms.size(); ++i) {
            if (const auto footprint = layout_.rooms[i].footprint()) {
                pieces.emplace_back(sentence("room ", i), *footprint);
            }
        }
        for (std::size_t i = 0; i < layout_.corridors.size(); ++i) {
            if (const auto rect = layout_.corridors[i].rect()) {
                pieces.emplace_back(sentence("corridor ", i), *rect);
            }
        }
        for (std::size_t a = 0; a < pieces.size(); ++a) {
            for (std::size_t b = a + 1; b < pieces.size(); ++b) {
                if (const auto tile = firstSharedTile(pieces[a].second, pieces[b].second)) {
                    violations_.add(
                        sentence(pieces[a].first, " overlaps ", pieces[b].first, " at ", *tile));
                }
            }
        }
    }

    // [SECTION] Port connections ------------------------------------------------------------------
    // docs/design.md sections 3 and 5: a port has a width exactly when it has a connection, and the
    // width is one the port allows. A direct link {"room", "port"} is mutual, and the two ports
    // have equal anchors, opposite directions and the same width (so the rooms touch). A link
    // {"corridor"} names an existing corridor that lists this port among its two ends.
    void checkPortConnections() {
        for (std::size_t i = 0; i < layout_.rooms.size(); ++i) {
            const LayoutRoom& room = layout_.rooms[i];
            for (std::size_t j = 0; j < room.ports.size(); ++j) {
                const LayoutPort& port = room.ports[j];
                const PortReference self{i, j};
                if (port.widthReadable && port.connectionReadable) {
                    if (port.usedWidth && !port.isConnected()) {
                        violations_.add(
                            sentence(self, ": has width ", *port.usedWidth, " but no connection"));
                    }
                    if (!port.usedWidth && port.isConnected()) {
                        violations_.add(sentence(self, ": has a connection but no width"));
                    }
                }
                if (port.usedWidth && port.trueWidths &&
                    !contains(*port.trueWidths, *port.usedWidth)) {
                    violations_.add(sentence(self, ": width ", *port.usedWidth,
                                             " is not one of its widths ",
                                             describeList(*port.trueWidths)));
                }
                if (port.connection.kind == Connection::Kind::Room) {
                    checkDirectLink(self, port);
                } else if (port.connection.kind == Connection::Kind::Corridor) {
                    checkCorridorConnection(self, port.connection.corridor);
                }
            }
        }
    }

    void checkDirectLink(const PortReference& self, const LayoutPort& port) {
        const Connection& link = port.connection;
        if (roomAt(link.room) == nullptr) {
            violations_.add(
                sentence(self, ": links to room ", link.room, ", which does not exist"));
            return;
        }
        if (link.room == static_cast<std::int64_t>(self.room)) {
            violations_.add(sentence(self, ": links to its own room"));
            return;
        }
        const LayoutPort* target = portAt(link.room, link.port);
        if (target == nullptr) {
            violations_.add(sentence(self, ": links to room ", link.room, " port ", link.port,
                                     ", which does not exist"));
            return;
        }
        const PortReference other{static_cast<std::size_t>(link.room),
                                  static_cast<std::size_t>(link.port)};
        const Connection& back = target->connection;
        if (back.kind != Connection::Kind::Room ||
            back.room != static_cast<std::int64_t>(self.room) ||
            back.port != static_cast<std::int64_t>(self.port)) {
            violations_.add(sentence(self, ": links to ", other, ", which does not link back"));
            return;
        }
        if (other < self) {
            return;  // A mutual link is judged once, from its lower end.
        }
        const std::string pair = sentence("direct link ", self, " - ", other);
        if (port.trueAnchor && target->trueAnchor && *port.trueAnchor != *target->trueAnchor) {
            violations_.add(sentence(pair, ": anchors ", *port.trueAnchor, " and ",
                                     *target->trueAnchor, " differ"));
        }
        if (port.trueDirection && target->trueDirection &&
            *target->trueDirection != opposite(*port.trueDirection)) {
            violations_.add(sentence(pair, ": directions ", directionLetter(*port.trueDirection),
                                     " and ", directionLetter(*target->trueDirection),
                                     " are not opposite"));
        }
        if (port.usedWidth && target->usedWidth && *port.usedWidth != *target->usedWidth) {
            violations_.add(sentence(pair, ": widths ", *port.usedWidth, " and ",
                                     *target->usedWidth, " differ"));
        }
    }

    void checkCorridorConnection(const PortReference& self, std::int64_t corridorIndex) {
        if (corridorIndex < 0 ||
            static_cast<std::size_t>(corridorIndex) >= layout_.corridors.size()) {
            violations_.add(
                sentence(self, ": connects to corridor ", corridorIndex, ", which does not exist"));
            return;
        }
        const LayoutCorridor& corridor = layout_.corridors[static_cast<std::size_t>(corridorIndex)];
        if (!corridor.ends) {
            return;  // Unreadable ends were reported when reading.
        }
        const bool listed =
            std::any_of(corridor.ends->begin(), corridor.ends->end(), [&](const CorridorEnd& end) {
                return end.room == static_cast<std::int64_t>(self.room) &&
                       end.port == static_cast<std::int64_t>(self.port);
            });
        if (!listed) {
            violations_.add(sentence(self, ": connects to corridor ", corridorIndex,
                                     ", which does not list it among its ends"));
        }
    }

    // [SECTION] Corridors -------------------------------------------------------------------------
    // docs/design.md section 3: a corridor is a straight, axis-aligned rectangle with exactly two
    // ends, each a room port connected back to it. A horizontal corridor runs from a port facing
    // E (anchor A, west end) to a port facing W (anchor B, east end) with A.y == B.y and covers
    // A.x <= x < B.x, A.y - k/2 <= y < A.y + k/2 at passage width k; a vertical one likewise runs
    // from a port facing S to a port facing N. Its length is at least 1 (otherwise the ports
    // would be a direct link). k is even, 2 to 8, allowed by both ports and used by both.
    void checkCorridors() {
        for (std::size_t k = 0; k < layout_.corridors.size(); ++k) {
            const LayoutCorridor& corridor = layout_.corridors[k];
            if (!corridor.readable) {
                continue;
            }
            const std::string owner = sentence("corridor ", k);
            const auto& passage = corridor.passageWidth;
            const bool passageValid =
                passage && *passage >= 2 && *passage <= 8 && *passage % 2 == 0;
            if (passage && !passageValid) {
                violations_.add(sentence(owner, ": passage width ", *passage,
                                         " is not an even number from 2 to 8"));
            }
            if (corridor.axis && *corridor.axis != "horizontal" && *corridor.axis != "vertical") {
                violations_.add(sentence(owner, ": axis \"", *corridor.axis,
                                         "\" should be \"horizontal\" or \"vertical\""));
            }
            if (!corridor.ends) {
                continue;
            }
            if (corridor.ends->size() != 2) {
                violations_.add(sentence(owner, ": has ", corridor.ends->size(),
                                         " ends; a corridor joins exactly 2 room ports"));
                continue;
            }
            std::array<const LayoutPort*, 2> ports{};
            for (std::size_t e = 0; e < 2; ++e) {
                const CorridorEnd& end = (*corridor.ends)[e];
                ports[e] = portAt(end.room, end.port);
                if (ports[e] == nullptr) {
                    violations_.add(sentence(owner, ": end ", e, " names room ", end.room, " port ",
                                             end.port, ", which does not exist"));
                    continue;
                }
                const Connection& back = ports[e]->connection;
                if (ports[e]->connectionReadable &&
                    (back.kind != Connection::Kind::Corridor ||
                     back.corridor != static_cast<std::int64_t>(k))) {
                    violations_.add(sentence(owner, ": end ", e, " (room ", end.room, " port ",
                                             end.port, ") is not connected back to corridor ", k));
                }
                checkPassageAgainstPort(owner, corridor, end, *ports[e]);
            }
            if (ports[0] == nullptr || ports[1] == nullptr) {
                continue;
            }
            if (ports[0] == ports[1]) {
                violations_.add(sentence(owner, ": both ends are room ", (*corridor.ends)[0].room,
                                         " port ", (*corridor.ends)[0].port));
                continue;
            }
            checkCorridorGeometry(owner, corridor, passageValid, *ports[0], *ports[1]);
        }
    }

    void checkPassageAgainstPort(const std::string& owner, const LayoutCorridor& corridor,
                                 const CorridorEnd& end, const LayoutPort& port) {
        if (!corridor.passageWidth) {
            return;
        }
        const std::int64_t passage = *corridor.passageWidth;
        if (port.trueWidths && !contains(*port.trueWidths, passage)) {
            violations_.add(sentence(owner, ": passage width ", passage, " is not allowed by room ",
                                     end.room, " port ", end.port, " (widths ",
                                     describeList(*port.trueWidths), ")"));
        }
        if (port.usedWidth && *port.usedWidth != passage) {
            violations_.add(sentence(owner, ": passage width ", passage, " differs from the width ",
                                     *port.usedWidth, " that room ", end.room, " port ", end.port,
                                     " uses"));
        }
    }

    void checkCorridorGeometry(const std::string& owner, const LayoutCorridor& corridor,
                               bool passageValid, const LayoutPort& first,
                               const LayoutPort& second) {
        if (!corridor.axis || !first.trueDirection || !second.trueDirection || !first.trueAnchor ||
            !second.trueAnchor) {
            return;
        }
        const bool horizontal = *corridor.axis == "horizontal";
        if (!horizontal && *corridor.axis != "vertical") {
            return;
        }
        // The port at the corridor's start (west or north end) faces along the axis into it.
        const Direction startFacing = horizontal ? Direction::East : Direction::South;
        const LayoutPort* start = nullptr;
        const LayoutPort* finish = nullptr;
        if (*first.trueDirection == startFacing && *second.trueDirection == opposite(startFacing)) {
            start = &first, finish = &second;
        } else if (*second.trueDirection == startFacing &&
                   *first.trueDirection == opposite(startFacing)) {
            start = &second, finish = &first;
        } else {
            violations_.add(sentence(owner, ": is ", *corridor.axis, ", but its ends face ",
                                     directionLetter(*first.trueDirection), " and ",
                                     directionLetter(*second.trueDirection),
                                     "; it needs one facing ", directionLetter(startFacing),
                                     " and one facing ", directionLetter(opposite(startFacing))));
            return;
        }
        const Point a = *start->trueAnchor;
        const Point b = *finish->trueAnchor;
        const bool aligned = horizontal ? a.y == b.y : a.x == b.x;
        if (!aligned) {
            violations_.add(sentence(owner, ": is ", *corridor.axis, ", but its ends' anchors ", a,
                                     " and ", b, " are not on one ",
                                     horizontal ? "horizontal" : "vertical", " line"));
            return;
        }
        const std::int64_t length = horizontal ? b.x - a.x : b.y - a.y;
        if (length < 1) {
            violations_.add(sentence(owner, ": runs from anchor ", a, " to anchor ", b,
                                     ", a length of ", length, "; it needs at least 1"));
            return;
        }
        if (!passageValid || !corridor.x || !corridor.y || !corridor.width || !corridor.height) {
            return;
        }
        const std::int64_t k = *corridor.passageWidth;
        const TileRect expected = horizontal ? TileRect{a.x, a.y - k / 2, length, k}
                                             : TileRect{a.x - k / 2, a.y, k, length};
        const TileRect actual{*corridor.x, *corridor.y, *corridor.width, *corridor.height};
        if (actual != expected) {
            violations_.add(sentence(owner, ": rectangle ", actual, " should be ", expected,
                                     " for anchors ", a, " and ", b, " at passage width ", k));
        }
    }

    // [SECTION] Junction rooms --------------------------------------------------------------------
    // docs/design.md sections 3 and 4: junction rooms (four_way, t_junction, bend, through) exist
    // to let corridors cross or meet, so every one of their ports is connected; and a corridor does
    // not change width through a junction (no width adapters), so opposite collinear ports carry
    // the same width.
    void checkJunctions() {
        for (std::size_t i = 0; i < layout_.rooms.size(); ++i) {
            const LayoutRoom& room = layout_.rooms[i];
            if (!room.kind || !isOneOf(*room.kind, kJunctionKinds)) {
                continue;
            }
            const std::string owner = sentence("junction room ", i, " (", *room.kind, ")");
            for (std::size_t j = 0; j < room.ports.size(); ++j) {
                if (room.ports[j].connectionReadable && !room.ports[j].isConnected()) {
                    violations_.add(sentence(owner, ": port ", j, " is not connected"));
                }
            }
            for (std::size_t j = 0; j < room.ports.size(); ++j) {
                for (std::size_t l = j + 1; l < room.ports.size(); ++l) {
                    checkJunctionPassThrough(owner, j, room.ports[j], l, room.ports[l]);
                }
            }
        }
    }

    void checkJunctionPassThrough(const std::string& owner, std::size_t firstIndex,
                                  const LayoutPort& first, std::size_t secondIndex,
                                  const LayoutPort& second) {
        if (!first.trueDirection || !second.trueDirection || !first.trueAnchor ||
            !second.trueAnchor || *second.trueDirection != opposite(*first.trueDirection)) {
            return;
        }
        const bool collinear = facesAlongX(*first.trueDirection)
                                   ? first.trueAnchor->y == second.trueAnchor->y
                                   : first.trueAnchor->x == second.trueAnchor->x;
        if (collinear && first.usedWidth && second.usedWidth &&
            *first.usedWidth != *second.usedWidth) {
            violations_.add(sentence(owner, ": opposite ports ", firstIndex, " and ", secondIndex,
                                     " carry widths ", *first.usedWidth, " and ", *second.usedWidth,
                                     " (a width adapter)"));
        }
    }

    // [SECTION] Room graph ------------------------------------------------------------------------
    // The rooms are the nodes; each mutual direct link (once) and each corridor whose two ends
    // name existing ports is an edge. A breadth-first search labels the true connected
    // components, against which the listed components and the stats are checked.
    void buildRoomGraph() {
        for (std::size_t i = 0; i < layout_.rooms.size(); ++i) {
            const LayoutRoom& room = layout_.rooms[i];
            for (std::size_t j = 0; j < room.ports.size(); ++j) {
                const Connection& link = room.ports[j].connection;
                if (link.kind != Connection::Kind::Room ||
                    portAt(link.room, link.port) == nullptr) {
                    continue;
                }
                const PortReference self{i, j};
                const PortReference other{static_cast<std::size_t>(link.room),
                                          static_cast<std::size_t>(link.port)};
                const Connection& back = portAt(link.room, link.port)->connection;
                const bool mutual = back.kind == Connection::Kind::Room &&
                                    back.room == static_cast<std::int64_t>(i) &&
                                    back.port == static_cast<std::int64_t>(j);
                if (mutual && self < other) {
                    links_.push_back(
                        RoomLink{i, other.room, sentence("directly (", self, " - ", other, ")")});
                }
            }
        }
        for (std::size_t k = 0; k < layout_.corridors.size(); ++k) {
            const auto& ends = layout_.corridors[k].ends;
            if (ends && ends->size() == 2 && portAt((*ends)[0].room, (*ends)[0].port) != nullptr &&
                portAt((*ends)[1].room, (*ends)[1].port) != nullptr) {
                links_.push_back(RoomLink{static_cast<std::size_t>((*ends)[0].room),
                                          static_cast<std::size_t>((*ends)[1].room),
                                          sentence("by corridor ", k)});
            }
        }

        neighbours_.assign(layout_.rooms.size(), {});
        for (const RoomLink& link : links_) {
            neighbours_[link.roomA].push_back(link.roomB);
            neighbours_[link.roomB].push_back(link.roomA);
        }
        trueComponentOf_.assign(layout_.rooms.size(), kUnlabelled);
        for (std::size_t seed = 0; seed < layout_.rooms.size(); ++seed) {
            if (trueComponentOf_[seed] != kUnlabelled) {
                continue;
            }
            std::deque<std::size_t> frontier{seed};
            trueComponentOf_[seed] = trueComponentCount_;
            while (!frontier.empty()) {
                const std::size_t room = frontier.front();
                frontier.pop_front();
                for (const std::size_t next : neighbours_[room]) {
                    if (trueComponentOf_[next] == kUnlabelled) {
                        trueComponentOf_[next] = trueComponentCount_;
                        frontier.push_back(next);
                    }
                }
            }
            ++trueComponentCount_;
        }
    }

    // [SECTION] Components ------------------------------------------------------------------------
    // docs/design.md section 5: every room and corridor belongs to exactly
    // one listed component, and its "component" field names it; rooms joined by a direct link or
    // a corridor share a component, as does the corridor; each listed component is connected.
    // The goal (requireSingleComponent) is one component from which every room is reachable.
    void checkComponents() {
        std::vector<std::vector<std::size_t>> listingsOfRoom(layout_.rooms.size());
        std::vector<std::vector<std::size_t>> listingsOfCorridor(layout_.corridors.size());
        for (std::size_t c = 0; c < layout_.components.size(); ++c) {
            const LayoutComponent& component = layout_.components[c];
            if (component.rooms) {
                if (component.rooms->empty()) {
                    violations_.add(sentence("component ", c, ": lists no rooms"));
                }
                recordListings(c, *component.rooms, "room", listingsOfRoom);
                checkListedComponentConnected(c, *component.rooms);
            }
            if (component.corridors) {
                recordListings(c, *component.corridors, "corridor", listingsOfCorridor);
            }
        }
        const bool listsReadable = std::all_of(layout_.components.begin(), layout_.components.end(),
                                               [](const LayoutComponent& component) {
                                                   return component.rooms && component.corridors;
                                               });
        if (listsReadable) {
            for (std::size_t i = 0; i < layout_.rooms.size(); ++i) {
                checkMembership(sentence("room ", i), listingsOfRoom[i],
                                layout_.rooms[i].component);
            }
            for (std::size_t k = 0; k < layout_.corridors.size(); ++k) {
                checkMembership(sentence("corridor ", k), listingsOfCorridor[k],
                                layout_.corridors[k].component);
            }
        }
        checkLinksStayInOneComponent();
        if (options_.requireSingleComponent) {
            checkSingleComponent();
        }
    }

    void recordListings(std::size_t component, const std::vector<std::int64_t>& members,
                        const char* memberKind, std::vector<std::vector<std::size_t>>& listings) {
        for (const std::int64_t member : members) {
            if (member < 0 || static_cast<std::size_t>(member) >= listings.size()) {
                violations_.add(sentence("component ", component, ": lists ", memberKind, " ",
                                         member, ", which does not exist"));
                continue;
            }
            listings[static_cast<std::size_t>(member)].push_back(component);
        }
    }

    void checkMembership(const std::string& owner, const std::vector<std::size_t>& listings,
                         const std::optional<std::int64_t>& componentField) {
        if (listings.empty()) {
            violations_.add(sentence(owner, ": is listed in no component"));
            return;
        }
        if (listings.size() > 1) {
            std::string where = std::to_string(listings[0]);
            for (std::size_t n = 1; n < listings.size(); ++n) {
                where += n + 1 == listings.size() ? " and " : ", ";
                where += std::to_string(listings[n]);
            }
            violations_.add(sentence(owner, ": is listed ", listings.size(), " times (components ",
                                     where, "); it belongs in exactly one"));
            return;
        }
        if (componentField && *componentField != static_cast<std::int64_t>(listings[0])) {
            violations_.add(sentence(owner, ": has component ", *componentField,
                                     " but is listed in component ", listings[0]));
        }
    }

    void checkListedComponentConnected(std::size_t component,
                                       const std::vector<std::int64_t>& members) {
        std::optional<std::size_t> firstRoom;
        for (const std::int64_t member : members) {
            if (member < 0 || static_cast<std::size_t>(member) >= layout_.rooms.size()) {
                continue;
            }
            const auto room = static_cast<std::size_t>(member);
            if (!firstRoom) {
                firstRoom = room;
            } else if (trueComponentOf_[room] != trueComponentOf_[*firstRoom]) {
                violations_.add(sentence("component ", component, ": is not connected: room ", room,
                                         " cannot be reached from room ", *firstRoom));
            }
        }
    }

    void checkLinksStayInOneComponent() {
        for (const RoomLink& link : links_) {
            const auto& componentA = layout_.rooms[link.roomA].component;
            const auto& componentB = layout_.rooms[link.roomB].component;
            if (componentA && componentB && *componentA != *componentB) {
                violations_.add(sentence("room ", link.roomA, " and room ", link.roomB,
                                         " are linked ", link.description, " but have components ",
                                         *componentA, " and ", *componentB));
            }
        }
        for (std::size_t k = 0; k < layout_.corridors.size(); ++k) {
            const LayoutCorridor& corridor = layout_.corridors[k];
            if (!corridor.component || !corridor.ends) {
                continue;
            }
            for (const CorridorEnd& end : *corridor.ends) {
                const LayoutRoom* room = roomAt(end.room);
                if (room != nullptr && room->component && *room->component != *corridor.component) {
                    violations_.add(sentence("corridor ", k, ": has component ",
                                             *corridor.component, " but its end room ", end.room,
                                             " has component ", *room->component));
                }
            }
        }
    }

    void checkSingleComponent() {
        if (layout_.components.size() != 1) {
            violations_.add(sentence("layout: has ", layout_.components.size(),
                                     " components; exactly one is required"));
        }
        if (layout_.rooms.empty()) {
            violations_.add("layout: has no rooms");
            return;
        }
        for (std::size_t i = 1; i < layout_.rooms.size(); ++i) {
            if (trueComponentOf_[i] != trueComponentOf_[0]) {
                violations_.add(sentence("room ", i, " is unreachable from room 0"));
            }
        }
    }

    // [SECTION] Locks -----------------------------------------------------------------------------
    // docs/design.md section 11: a normal or dead_end module may be "locked_by" a key module. Every
    // room of it lists the same "locked_by", and each of its linked ports is a locked door whose
    // connection carries "lock" (and no other port's does). For every locked room a room of its
    // key module exists; from the entrance (the one room of the "first" module), walking only
    // into rooms that are unlocked or whose key room was already reached, every room is reached;
    // and stats.path is the player's shortest walk that collects every key. A catalogue without
    // locks has none of these fields.
    void checkLocks() {
        checkRoomLockFields();
        checkDoorLocks();
        checkPathListed();
        if (!catalogue_.usesLocks) {
            return;
        }
        checkKeyRoomsExist();
        const auto entrance = findEntrance();
        if (!entrance) {
            return;  // Reported: without one entrance there is no walk to judge.
        }
        checkLockWalk(*entrance);
        checkPlayerPath(*entrance);
    }

    /// The room module room `index` is made from, or nullptr when the room, its template or the
    /// module is unknown or not a room module (each reported by the room checks).
    const RoomTemplate* roomModule(std::size_t index) const {
        const LayoutRoom* room = roomAt(static_cast<std::int64_t>(index));
        if (room == nullptr || !room->templateName) {
            return nullptr;
        }
        const auto found = catalogue_.templatesByName.find(*room->templateName);
        if (found == catalogue_.templatesByName.end() || found->second.isPart ||
            found->second.variantOf) {
            return nullptr;
        }
        return &found->second;
    }

    /// The key module that opens room `index` by the catalogue (empty: the room is not locked).
    std::string keyOf(std::size_t index) const {
        const RoomTemplate* module = roomModule(index);
        return module == nullptr ? std::string() : module->lockedBy;
    }

    /// "room 4 (vault)": a room with its template, so that a lock sentence reads on its own.
    std::string roomName(std::size_t index) const {
        const LayoutRoom& room = layout_.rooms[index];
        return room.templateName ? sentence("room ", index, " (", *room.templateName, ")")
                                 : sentence("room ", index);
    }

    /// Check 1: a room lists "locked_by" exactly when its module has it, with the same value.
    void checkRoomLockFields() {
        for (std::size_t r = 0; r < layout_.rooms.size(); ++r) {
            const RoomTemplate* module = roomModule(r);
            if (module == nullptr) {
                continue;
            }
            const std::optional<std::string>& listed = layout_.rooms[r].lockedBy;
            const std::string& key = module->lockedBy;
            if (!key.empty() && !listed) {
                violations_.add(sentence(roomName(r), " is locked_by \"", key,
                                         "\" in the catalogue but the file lists none"));
            } else if (key.empty() && listed) {
                violations_.add(sentence(roomName(r), " lists locked_by \"", *listed,
                                         "\" but its module is not locked"));
            } else if (listed && *listed != key) {
                violations_.add(sentence(roomName(r), " lists locked_by \"", *listed,
                                         "\" but its module is locked_by \"", key, "\""));
            }
        }
    }

    /// Check 2: every linked port of a locked room is a door locked by the room's key, and the
    /// connection of every other port (the far side of such a door included) lists no lock.
    void checkDoorLocks() {
        for (std::size_t r = 0; r < layout_.rooms.size(); ++r) {
            const RoomTemplate* module = roomModule(r);
            if (module == nullptr) {
                continue;
            }
            const std::string& key = module->lockedBy;
            const std::vector<LayoutPort>& ports = layout_.rooms[r].ports;
            for (std::size_t p = 0; p < ports.size(); ++p) {
                const Connection& connection = ports[p].connection;
                if (connection.kind != Connection::Kind::Room &&
                    connection.kind != Connection::Kind::Corridor) {
                    continue;  // A free port has no connection to carry a lock.
                }
                const std::optional<std::string>& lock = connection.lock;
                if (!key.empty() && !lock) {
                    violations_.add(sentence("room ", r, " port ", p, " is a door of ", roomName(r),
                                             ", locked_by \"", key,
                                             "\", but its connection lists no lock"));
                } else if (key.empty() && lock) {
                    violations_.add(sentence("room ", r, " port ", p,
                                             ": its connection lists lock \"", *lock, "\" but ",
                                             roomName(r), " is not locked"));
                } else if (lock && *lock != key) {
                    violations_.add(sentence("room ", r, " port ", p,
                                             ": its connection lists lock \"", *lock, "\" but ",
                                             roomName(r), " is locked_by \"", key, "\""));
                }
            }
        }
    }

    /// Check 5, first half: stats.path is there exactly when the catalogue uses locks.
    void checkPathListed() {
        if (!layout_.statsReadable) {
            return;
        }
        if (catalogue_.usesLocks && !layout_.stats.pathListed) {
            violations_.add(
                "stats: missing \"path\", which every layout of a catalogue using locks carries");
        } else if (!catalogue_.usesLocks && layout_.stats.pathListed) {
            violations_.add("stats: lists \"path\", but the catalogue uses no locks");
        }
    }

    /// Check 3: for every locked room, a room of its key module exists.
    void checkKeyRoomsExist() {
        std::set<std::string> modulesPresent;
        for (std::size_t r = 0; r < layout_.rooms.size(); ++r) {
            if (const RoomTemplate* module = roomModule(r)) {
                modulesPresent.insert(module->name);
            }
        }
        for (std::size_t r = 0; r < layout_.rooms.size(); ++r) {
            const std::string key = keyOf(r);
            if (!key.empty() && modulesPresent.count(key) == 0) {
                violations_.add(sentence(roomName(r), " is locked_by \"", key,
                                         "\" but the layout has no room of module \"", key, "\""));
            }
        }
    }

    /// The entrance: the one room of the catalogue's one "first" module, which a catalogue using
    /// locks must have; nullopt after reporting when there is not exactly one of each.
    std::optional<std::size_t> findEntrance() {
        std::vector<std::string> firstModules;
        for (const auto& [name, module] : catalogue_.templatesByName) {
            if (!module.isPart && !module.variantOf && module.place == "first") {
                firstModules.push_back(name);
            }
        }
        if (firstModules.size() != 1) {
            violations_.add(sentence("locks: the catalogue uses locks, so it needs exactly one ",
                                     "module with place \"first\" (the entrance), but it has ",
                                     firstModules.size()));
            return std::nullopt;
        }
        std::vector<std::size_t> entrances;
        for (std::size_t r = 0; r < layout_.rooms.size(); ++r) {
            const RoomTemplate* module = roomModule(r);
            if (module != nullptr && module->name == firstModules[0]) {
                entrances.push_back(r);
            }
        }
        if (entrances.size() != 1) {
            violations_.add(sentence("locks: the layout has ", entrances.size(),
                                     " rooms of the entrance module \"", firstModules[0],
                                     "\"; a catalogue using locks needs exactly one"));
            return std::nullopt;
        }
        return entrances[0];
    }

    /// Check 4: from the entrance, a room is entered when it is not locked or a room of its key
    /// module was already reached, repeated until nothing changes (a key found late opens the
    /// doors passed before). Every room must be reached; when several components are allowed,
    /// every room of the entrance's component.
    void checkLockWalk(std::size_t entrance) {
        const std::size_t roomCount = layout_.rooms.size();
        std::vector<bool> reached(roomCount, false);
        std::set<std::string> modulesReached;
        const auto reach = [&](std::size_t room) {
            reached[room] = true;
            if (const RoomTemplate* module = roomModule(room)) {
                modulesReached.insert(module->name);
            }
        };
        reach(entrance);
        for (bool grew = true; grew;) {
            grew = false;
            for (std::size_t room = 0; room < roomCount; ++room) {
                if (!reached[room]) {
                    continue;
                }
                for (const std::size_t next : neighbours_[room]) {
                    const std::string key = keyOf(next);
                    if (!reached[next] && (key.empty() || modulesReached.count(key) != 0)) {
                        reach(next);
                        grew = true;
                    }
                }
            }
        }
        std::vector<std::size_t> unreached;
        for (std::size_t room = 0; room < roomCount; ++room) {
            const bool judged = options_.requireSingleComponent ||
                                trueComponentOf_[room] == trueComponentOf_[entrance];
            if (judged && !reached[room]) {
                unreached.push_back(room);
            }
        }
        reportUnreached(entrance, unreached);
    }

    /// One sentence for the rooms the walk missed: how many, and the first few by name, each
    /// locked one with the key it waits for (the unlocked ones lie behind such rooms).
    void reportUnreached(std::size_t entrance, const std::vector<std::size_t>& unreached) {
        if (unreached.empty()) {
            return;
        }
        constexpr std::size_t kNamed = 5;  // The first few; the count says how many in all.
        std::string named;
        for (std::size_t n = 0; n < unreached.size() && n < kNamed; ++n) {
            const std::string key = keyOf(unreached[n]);
            named += (n == 0 ? "" : ", ") + roomName(unreached[n]);
            named += key.empty() ? std::string() : " waits for key \"" + key + "\"";
        }
        if (unreached.size() > kNamed) {
            named += sentence(" and ", unreached.size() - kNamed, " more");
        }
        violations_.add(
            sentence("locks: ", unreached.size(), unreached.size() == 1 ? " room is" : " rooms are",
                     " not reached from the entrance, ", roomName(entrance),
                     ", entering locked rooms only after a room of their key module: ", named));
    }

    /// Check 5, second half: stats.path against the player's path of section 11, recomputed.
    void checkPlayerPath(std::size_t entrance) {
        std::map<std::string, unsigned> keyBits;  // Each key module a locked room names.
        for (std::size_t r = 0; r < layout_.rooms.size(); ++r) {
            if (const std::string key = keyOf(r); !key.empty()) {
                keyBits.emplace(key, 0);
            }
        }
        if (keyBits.size() > kMaxKeyModules) {
            violations_.add(sentence("locks: the locked rooms name ", keyBits.size(),
                                     " key modules; docs/design.md section 11 allows at most ",
                                     kMaxKeyModules));
            return;
        }
        unsigned bit = 0;
        std::string keysText;
        for (auto& [name, keyBit] : keyBits) {
            keyBit = bit++;
            keysText += (keysText.empty() ? "\"" : ", \"") + name + "\"";
        }
        const auto steps = stepsHoldingEveryKey(entrance, keyBits);
        const auto figure = playerPathFigure(entrance, steps, keysText.empty() ? "none" : keysText);
        const auto& claimed = layout_.stats.path;
        if (figure && claimed && *claimed != *figure) {
            violations_.add(sentence("stats: path = ", *claimed, ", but the player's shortest ",
                                     "walk (docs/design.md section 11) takes ", *figure, " steps"));
        }
    }

    /// Breadth-first search over the states (room, keys held) from the entrance, holding the
    /// entrance's key if its module is a key module: a step follows one edge of the room graph
    /// into a room that is unlocked or whose key is held, and entering a room of a key module
    /// takes that key. For each room, the fewest steps to stand in it holding every key (-1:
    /// never).
    std::vector<std::int64_t> stepsHoldingEveryKey(
        std::size_t entrance, const std::map<std::string, unsigned>& keyBits) const {
        const std::size_t roomCount = layout_.rooms.size();
        std::vector<std::uint32_t> needs(roomCount, 0);  // The key a room's door asks for.
        std::vector<std::uint32_t> gives(roomCount, 0);  // The key a room holds.
        for (std::size_t r = 0; r < roomCount; ++r) {
            if (const std::string key = keyOf(r); !key.empty()) {
                needs[r] = std::uint32_t{1} << keyBits.at(key);
            }
            if (const RoomTemplate* module = roomModule(r)) {
                const auto found = keyBits.find(module->name);
                gives[r] = found == keyBits.end() ? 0 : std::uint32_t{1} << found->second;
            }
        }
        const std::uint32_t everyKey = (std::uint32_t{1} << keyBits.size()) - 1;
        struct State {
            std::size_t room;
            std::uint32_t keys;
            std::int64_t steps;
        };
        std::vector<std::int64_t> steps(roomCount, -1);
        std::set<std::pair<std::size_t, std::uint32_t>> seen{{entrance, gives[entrance]}};
        std::deque<State> frontier{State{entrance, gives[entrance], 0}};
        while (!frontier.empty()) {
            const State state = frontier.front();
            frontier.pop_front();
            if (state.keys == everyKey && steps[state.room] < 0) {
                steps[state.room] = state.steps;  // Breadth first: the first visit is shortest.
            }
            for (const std::size_t next : neighbours_[state.room]) {
                const std::uint32_t keys = state.keys | gives[next];
                if ((state.keys & needs[next]) == needs[next] && seen.emplace(next, keys).second) {
                    frontier.push_back(State{next, keys, state.steps + 1});
                }
            }
        }
        return steps;
    }

    /// Section 11's figure from those steps: with a "last" module, the fewest steps to a room of
    /// it holding every key; without, the largest over the locked rooms of the fewest steps to
    /// stand in that room holding every key (0 with no locked room). Nullopt after reporting
    /// when a goal cannot be reached.
    std::optional<std::int64_t> playerPathFigure(std::size_t entrance,
                                                 const std::vector<std::int64_t>& steps,
                                                 const std::string& keysText) {
        const std::string from = sentence("locks: no walk from the entrance, ", roomName(entrance),
                                          ", holds every key (", keysText, ") and ");
        std::set<std::string> lastModules;
        for (const auto& [name, module] : catalogue_.templatesByName) {
            if (!module.isPart && !module.variantOf && module.place == "last") {
                lastModules.insert(name);
            }
        }
        if (!lastModules.empty()) {
            std::optional<std::int64_t> fewest;
            for (std::size_t r = 0; r < steps.size(); ++r) {
                const RoomTemplate* module = roomModule(r);
                if (module != nullptr && lastModules.count(module->name) != 0 && steps[r] >= 0) {
                    fewest = std::min(fewest.value_or(steps[r]), steps[r]);
                }
            }
            if (!fewest) {
                std::string names;
                for (const std::string& name : lastModules) {
                    names += (names.empty() ? "\"" : "\" or \"") + name;
                }
                violations_.add(sentence(from, "ends in a room of the last module ", names, "\""));
            }
            return fewest;
        }
        std::optional<std::int64_t> largest = 0;
        for (std::size_t r = 0; r < steps.size(); ++r) {
            if (keyOf(r).empty()) {
                continue;
            }
            if (steps[r] < 0) {
                violations_.add(sentence(from, "stands in ", roomName(r)));
                largest.reset();
            } else if (largest) {
                largest = std::max(*largest, steps[r]);
            }
        }
        return largest;
    }

    // [SECTION] Stats -----------------------------------------------------------------------------
    // docs/design.md section 5: the counts of rooms, normal rooms and corridors; loops, the cycle
    // rank of the room graph (edges - nodes + connected components, a direct link counted once);
    // dead_ends, the normal rooms with exactly one connected port; attempts, at least 1.
    void checkStats() {
        if (!layout_.statsReadable) {
            return;
        }
        const LayoutStats& stats = layout_.stats;
        const auto compare = [this](const char* name, const std::optional<std::int64_t>& claimed,
                                    std::size_t actual, const std::string& meaning) {
            if (claimed && *claimed != static_cast<std::int64_t>(actual)) {
                violations_.add(
                    sentence("stats: ", name, " = ", *claimed, ", but ", meaning, " ", actual));
            }
        };
        std::size_t normalRooms = 0;
        std::size_t deadEnds = 0;
        for (const LayoutRoom& room : layout_.rooms) {
            if (!room.kind || *room.kind != "normal") {
                continue;
            }
            ++normalRooms;
            const auto connectedPorts =
                std::count_if(room.ports.begin(), room.ports.end(),
                              [](const LayoutPort& port) { return port.isConnected(); });
            if (connectedPorts == 1) {
                ++deadEnds;
            }
        }
        compare("rooms", stats.rooms, layout_.rooms.size(), "the layout lists rooms:");
        compare("normal_rooms", stats.normalRooms, normalRooms, "rooms of kind normal:");
        compare("corridors", stats.corridors, layout_.corridors.size(),
                "the layout lists corridors:");
        const std::size_t cycleRank = links_.size() + trueComponentCount_ - layout_.rooms.size();
        compare("loops", stats.loops, cycleRank,
                sentence("the room graph (", links_.size(), " links, ", layout_.rooms.size(),
                         " rooms, ", trueComponentCount_, " components) has cycle rank"));
        compare("dead_ends", stats.deadEnds, deadEnds,
                "normal rooms with exactly one connected port:");
        if (stats.attempts && *stats.attempts < 1) {
            violations_.add(
                sentence("stats: attempts = ", *stats.attempts, " should be at least 1"));
        }
    }

    static constexpr std::size_t kUnlabelled = static_cast<std::size_t>(-1);
    /// docs/design.md section 11: at most 16 key modules (the player's keys fit in 16 bits).
    static constexpr std::size_t kMaxKeyModules = 16;

    const Json& layoutDocument_;
    const Json& catalogueDocument_;
    InvariantOptions options_;
    Violations violations_;
    Catalogue catalogue_;
    Layout layout_;
    std::vector<RoomLink> links_;
    /// The room graph as adjacency lists, one entry per edge end (a room may repeat).
    std::vector<std::vector<std::size_t>> neighbours_;
    std::vector<std::size_t> trueComponentOf_;
    std::size_t trueComponentCount_ = 0;
};

}  // namespace

std::vector<std::string> checkLayout(const nlohmann::ordered_json& layout,
                                     const nlohmann::ordered_json& catalogue,
                                     const InvariantOptions& options) {
    try {
        return LayoutChecker(layout, catalogue, options).run();
    } catch (const std::exception& error) {
        // A safety net, not a path: the readers check every type before use. Reported as a
        // violation so a checker bug fails the layout loudly instead of passing it.
        return {sentence("checker error: ", error.what())};
    }
}

std::vector<std::string> checkLayout(const nlohmann::json& layout, const nlohmann::json& catalogue,
                                     const InvariantOptions& options) {
    return checkLayout(nlohmann::ordered_json(layout), nlohmann::ordered_json(catalogue), options);
}

}  // namespace easylink::test
