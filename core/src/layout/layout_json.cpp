#include "easylink/layout/layout_json.hpp"

#include "easylink/io/atomic_file.hpp"
#include "easylink/io/json_format.hpp"
#include "easylink/layout/component_numbering.hpp"
#include "easylink/layout/layout_stats.hpp"

namespace easylink {
namespace {

Json portToJson(const PlacedPort& port, std::size_t index, const PortSpec& spec) {
    Json out = Json::object();
    out["index"] = index;
    out["dir"] = std::string(toString(port.dir));
    out["anchor"] = Json::array({port.anchor.x, port.anchor.y});
    out["widths"] = spec.widths;
    out["width"] = port.link.isFree() ? Json(nullptr) : Json(port.width);
    switch (port.link.kind) {
        case PortLink::Kind::None: out["connection"] = nullptr; break;
        case PortLink::Kind::Room:
            out["connection"] = Json{{"room", port.link.id}, {"port", port.link.port}};
            break;
        case PortLink::Kind::Corridor: out["connection"] = Json{{"corridor", port.link.id}}; break;
    }
    return out;
}

}  // namespace

Json layoutToJson(const Layout& layout, const LayoutFileHeader& header) {
    const Catalogue& catalogue = layout.catalogue();
    const ComponentNumbering numbering = numberComponents(layout);
    std::vector<Json> componentRooms(static_cast<std::size_t>(numbering.count), Json::array());
    std::vector<Json> componentCorridors(static_cast<std::size_t>(numbering.count), Json::array());
    for (RoomId id : layout.roomIds()) {
        componentRooms[static_cast<std::size_t>(numbering.ofRoom[id])].push_back(id);
    }

    Json out = Json::object();
    out["format"] = "easylink-layout";
    out["version"] = 1;
    out["generator"] = header.generator;
    out["seed"] = header.seed;
    out["params"] = header.params;
    out["map"] =
        Json{{"width", layout.width()}, {"height", layout.height()}, {"macro", catalogue.macro}};

    Json rooms = Json::array();
    for (RoomId id : layout.roomIds()) {
        const PlacedRoom& room = *layout.room(id);
        const ModuleTemplate& module = catalogue.modules[room.templateIndex];
        Json r = Json::object();
        r["id"] = id;
        r["template"] = module.name;
        r["kind"] = std::string(toString(room.kind));
        r["x"] = room.position.x;
        r["y"] = room.position.y;
        r["width"] = room.size.w;
        r["height"] = room.size.h;
        r["rotation"] = room.rotation.degrees();
        r["component"] = numbering.ofRoom[id];
        if (!header.regions.empty()) {
            const std::optional<int> region = regionOf(header.regions, room.rect());
            r["region"] = region ? Json(*region) : Json(nullptr);
        }
        Json ports = Json::array();
        for (std::size_t i = 0; i < room.ports.size(); ++i) {
            ports.push_back(portToJson(room.ports[i], i, module.ports[i]));
        }
        r["ports"] = std::move(ports);
        rooms.push_back(std::move(r));
    }
    out["rooms"] = std::move(rooms);

    Json corridors = Json::array();
    for (CorridorId id : layout.corridorIds()) {
        const Corridor& corridor = *layout.corridor(id);
        const int component = numbering.ofCorridor[id];
        componentCorridors[component].push_back(id);
        Json c = Json::object();
        c["id"] = id;
        c["x"] = corridor.rect.x;
        c["y"] = corridor.rect.y;
        c["width"] = corridor.rect.w;
        c["height"] = corridor.rect.h;
        c["axis"] = corridor.axis == Axis::Horizontal ? "horizontal" : "vertical";
        c["passage_width"] = corridor.width;
        c["component"] = component;
        c["ends"] =
            Json::array({Json{{"room", corridor.ends[0].room}, {"port", corridor.ends[0].port}},
                         Json{{"room", corridor.ends[1].room}, {"port", corridor.ends[1].port}}});
        corridors.push_back(std::move(c));
    }
    out["corridors"] = std::move(corridors);

    Json components = Json::array();
    for (std::size_t i = 0; i < componentRooms.size(); ++i) {
        components.push_back(Json{{"id", i},
                                  {"rooms", std::move(componentRooms[i])},
                                  {"corridors", std::move(componentCorridors[i])}});
    }
    out["components"] = std::move(components);

    const LayoutStats stats = computeStats(layout, header.attempts);
    out["stats"] = Json{{"rooms", stats.rooms},         {"normal_rooms", stats.normalRooms},
                        {"corridors", stats.corridors}, {"loops", stats.loops},
                        {"dead_ends", stats.deadEnds},  {"attempts", stats.attempts}};
    for (auto it = header.blocks.begin(); it != header.blocks.end(); ++it) {
        out[it.key()] = it.value();
    }
    return out;
}

std::string serializeLayout(const Layout& layout, const LayoutFileHeader& header) {
    return formatJsonReadable(layoutToJson(layout, header));
}

std::optional<std::string> writeLayoutFile(const std::filesystem::path& path, const Layout& layout,
                                           const LayoutFileHeader& header) {
    return writeFileAtomically(path, serializeLayout(layout, header));
}

}  // namespace easylink
