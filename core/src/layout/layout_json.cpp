#include "easylink/layout/layout_json.hpp"

#include "easylink/io/atomic_file.hpp"
#include "easylink/io/json_writer.hpp"
#include "easylink/layout/component_numbering.hpp"
#include "easylink/layout/layout_stats.hpp"
#include "easylink/layout/locks.hpp"

namespace easylink {
namespace {

/// `lock`: the key module of the port's room when it is locked (section 11),
/// else empty.
void writePort(JsonWriter& out, const PlacedPort& port, std::size_t index, const PortSpec& spec,
               const std::string& lock) {
    out.beginObject();
    out.member("index", index);
    out.member("dir", toString(port.dir));
    out.key("anchor");
    out.beginArray();
    out.value(port.anchor.x);
    out.value(port.anchor.y);
    out.endArray();
    out.key("widths");
    out.beginArray();
    for (const int width : spec.widths) {
        out.value(width);
    }
    out.endArray();
    if (!spec.socket.empty()) {
        out.member("socket", spec.socket);
    }
    out.key("width");
    if (port.link.isFree()) {
        out.null();
    } else {
        out.value(port.width);
    }
    out.key("connection");
    switch (port.link.kind) {
        case PortLink::Kind::None: out.null(); break;
        case PortLink::Kind::Room:
            out.beginObject();
            out.member("room", port.link.id);
            out.member("port", port.link.port);
            if (!lock.empty()) {
                out.member("lock", lock);
            }
            out.endObject();
            break;
        case PortLink::Kind::Corridor:
            out.beginObject();
            out.member("corridor", port.link.id);
            if (!lock.empty()) {
                out.member("lock", lock);
            }
            out.endObject();
            break;
    }
    out.endObject();
}

/// `regions`: the run's, or null for none.
void writeRoom(JsonWriter& out, const Layout& layout, RoomId id, int component,
               const std::vector<Region>* regions) {
    const PlacedRoom& room = *layout.room(id);
    const ModuleTemplate& module = layout.catalogue().modules[room.templateIndex];
    // Its port records are containers two levels down.
    if (room.ports.empty()) {
        out.beginObject();
    } else {
        out.beginMultilineObject();
    }
    out.member("id", id);
    out.member("template", module.name);
    out.member("kind", toString(room.kind));
    out.member("x", room.position.x);
    out.member("y", room.position.y);
    out.member("width", room.size.w);
    out.member("height", room.size.h);
    out.member("rotation", room.rotation.degrees());
    out.member("component", component);
    if (regions != nullptr && !regions->empty()) {
        out.key("region");
        if (const std::optional<int> region = regionOf(*regions, room.rect())) {
            out.value(*region);
        } else {
            out.null();
        }
    }
    if (!module.rules.lockedBy.empty()) {
        out.member("locked_by", module.rules.lockedBy);
    }
    out.key("ports");
    out.beginArray();
    for (std::size_t i = 0; i < room.ports.size(); ++i) {
        writePort(out, room.ports[i], i, module.ports[i], module.rules.lockedBy);
    }
    out.endArray();
    out.endObject();
}

void writeCorridor(JsonWriter& out, const Corridor& corridor, int component) {
    out.beginMultilineObject();  // its two ends are containers two levels down
    out.member("id", corridor.id);
    writeRectMembers(out, corridor.rect);
    out.member("axis", corridor.axis == Axis::Horizontal ? "horizontal" : "vertical");
    out.member("passage_width", corridor.width);
    out.member("component", component);
    writeCorridorEnds(out, corridor);
    out.endObject();
}

}  // namespace

void writeCorridorEnds(JsonWriter& out, const Corridor& corridor) {
    out.key("ends");
    out.beginArray();
    for (const CorridorEnd& end : corridor.ends) {
        out.beginObject();
        out.member("room", end.room);
        out.member("port", end.port);
        out.endObject();
    }
    out.endArray();
}

void writeRectMembers(JsonWriter& out, const Rect& rect) {
    out.member("x", rect.x);
    out.member("y", rect.y);
    out.member("width", rect.w);
    out.member("height", rect.h);
}

void writeLayoutJson(JsonWriter& out, const Layout& layout, const LayoutFileHeader& header) {
    const ComponentNumbering numbering = numberComponents(layout);
    const auto components = static_cast<std::size_t>(numbering.count);
    std::vector<std::vector<RoomId>> componentRooms(components);
    std::vector<std::vector<CorridorId>> componentCorridors(components);

    out.beginObject();
    out.member("format", "easylink-layout");
    out.member("version", 1);
    out.member("generator", header.generator);
    out.member("seed", header.seed);
    if (header.catalogue) {
        out.key("catalogue");
        out.beginObject();
        out.member("name", header.catalogue->name);
        out.member("hash", header.catalogue->hash);
        out.endObject();
    }
    out.key("params");
    if (header.params != nullptr) {
        out.value(*header.params);
    } else {
        out.beginObject();
        out.endObject();
    }
    out.key("map");
    out.beginObject();
    out.member("width", layout.width());
    out.member("height", layout.height());
    out.member("macro", layout.catalogue().macro);
    out.endObject();

    // A list of rooms, corridors or components holds lists (ports, ends,
    // ids) two levels down as soon as it holds anything.
    const auto beginList = [&out](bool empty) {
        if (empty) {
            out.beginArray();
        } else {
            out.beginMultilineArray();
        }
    };
    out.key("rooms");
    beginList(layout.roomCount() == 0);
    for (RoomId id : layout.roomIds()) {
        const int component = numbering.ofRoom[id];
        componentRooms[static_cast<std::size_t>(component)].push_back(id);
        writeRoom(out, layout, id, component, header.regions);
    }
    out.endArray();

    out.key("corridors");
    beginList(layout.corridorCount() == 0);
    for (CorridorId id : layout.corridorIds()) {
        const int component = numbering.ofCorridor[id];
        componentCorridors[static_cast<std::size_t>(component)].push_back(id);
        writeCorridor(out, *layout.corridor(id), component);
    }
    out.endArray();

    out.key("components");
    beginList(components == 0);
    for (std::size_t i = 0; i < components; ++i) {
        out.beginObject();
        out.member("id", i);
        out.arrayMember("rooms", componentRooms[i]);
        out.arrayMember("corridors", componentCorridors[i]);
        out.endObject();
    }
    out.endArray();

    const LayoutStats stats = computeStats(layout, header.attempts);
    out.key("stats");
    out.beginObject();
    out.member("rooms", stats.rooms);
    out.member("normal_rooms", stats.normalRooms);
    out.member("corridors", stats.corridors);
    out.member("loops", stats.loops);
    out.member("dead_ends", stats.deadEnds);
    out.member("attempts", stats.attempts);
    if (const std::optional<PlayerPath> path = playerPath(layout)) {
        out.key("path");
        if (path->steps >= 0) {
            out.value(path->steps);
        } else {
            // A layout that breaks a lock rule (only ever read from a file),
            // or one with too many rooms and keys to search (PlayerPath).
            out.null();
        }
    }
    out.endObject();
    if (header.writeBlocks) {
        header.writeBlocks(out);
    }
    out.endObject();
}

namespace {

/// About what the file will take, so that its text grows without copies: a
/// room with phase 2's tree is about 2 KB, a row of tiles its width.
std::size_t expectedFileSize(const Layout& layout) {
    const auto count = [](int n) { return static_cast<std::size_t>(n); };
    return 4096 + count(layout.roomCount()) * 2560 + count(layout.corridorCount()) * 1024 +
           count(layout.width() + 8) * count(layout.height());
}

}  // namespace

std::string serializeLayout(const Layout& layout, const LayoutFileHeader& header) {
    return readableJsonText([&](JsonWriter& out) { writeLayoutJson(out, layout, header); },
                            expectedFileSize(layout));
}

void streamLayout(const JsonWriter::Drain& drain, const Layout& layout,
                  const LayoutFileHeader& header) {
    streamReadableJson(
        drain, [&](JsonWriter& out) { writeLayoutJson(out, layout, header); },
        expectedFileSize(layout));
}

std::optional<std::string> writeLayoutFile(const std::filesystem::path& path, const Layout& layout,
                                           const LayoutFileHeader& header) {
    return writeFileAtomically(path,
                               [&](const PieceSink& put) { streamLayout(put, layout, header); });
}

}  // namespace easylink
