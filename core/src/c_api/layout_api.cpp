// Reading a layout through easylink.h: its rooms, ports and corridors as
// plain structs (numbered as the layout file numbers them), its file's text
// and its tiles.

#include "c_api/c_api_support.hpp"
#include "easylink/layout/component_numbering.hpp"
#include "easylink/output/run_files.hpp"
#include "easylink/output/run_view.hpp"
#include "easylink/tiles/tile_kind.hpp"

namespace easylink::c_api {
namespace {

el_port portOf(const PlacedPort& port, int index) {
    el_port out{};
    out.index = index;
    out.dir = toString(port.dir).front();
    out.anchor_x = port.anchor.x;
    out.anchor_y = port.anchor.y;
    out.width = port.link.isFree() ? 0 : port.width;
    out.to_room = port.link.kind == PortLink::Kind::Room ? port.link.id : -1;
    out.to_port = port.link.kind == PortLink::Kind::Room ? port.link.port : -1;
    out.to_corridor = port.link.kind == PortLink::Kind::Corridor ? port.link.id : -1;
    return out;
}

el_corridor corridorOf(const Corridor& corridor, int component) {
    el_corridor out{};
    out.id = corridor.id;
    out.x = corridor.rect.x;
    out.y = corridor.rect.y;
    out.width = corridor.rect.w;
    out.height = corridor.rect.h;
    out.axis = corridor.axis == Axis::Horizontal ? 'h' : 'v';
    out.passage_width = corridor.width;
    out.component = component;
    for (std::size_t end = 0; end < 2; ++end) {
        out.end_room[end] = corridor.ends[end].room;
        out.end_port[end] = corridor.ends[end].port;
    }
    return out;
}

/// The tiles and legend, made once: the rows of the file's "tiles" block.
void makeTiles(const el_layout& layout) {
    const RunView run = viewOf(layout.outcome);
    if (run.resolution == nullptr && run.tiles == nullptr) {
        return;
    }
    const RunRaster shown(run);
    const TileRaster& raster = shown.tiles();
    layout.tilesWidth = raster.width();
    layout.tilesHeight = raster.height();
    layout.tiles.reserve(static_cast<std::size_t>(raster.width()) *
                         static_cast<std::size_t>(raster.height()));
    for (int y = 0; y < raster.height(); ++y) {
        appendTileChars(layout.tiles, raster.row(y));
    }
    for (const TileLegendEntry& entry : tileLegend(raster)) {
        layout.legend += entry.symbol;
        layout.legend += '=';
        layout.legend += entry.name;
        layout.legend += '\n';
    }
    layout.hasTiles = true;
}

}  // namespace

void fillLayoutViews(el_layout& out) {
    const Layout& layout = *out.outcome.layout;
    const ComponentNumbering numbering = numberComponents(layout);
    const std::vector<Region>& regions = out.outcome.regions;
    for (const RoomId id : layout.roomIds()) {
        const PlacedRoom& room = *layout.room(id);
        el_room record{};
        record.id = id;
        record.template_name = layout.catalogue().modules[room.templateIndex].name.c_str();
        record.kind = kindName(room.kind);
        record.x = room.position.x;
        record.y = room.position.y;
        record.width = room.size.w;
        record.height = room.size.h;
        record.rotation = room.rotation.degrees();
        record.component = numbering.ofRoom[id];
        record.region = regions.empty() ? -1 : regionOf(regions, room.rect()).value_or(-1);
        record.port_count = static_cast<int>(room.ports.size());
        out.rooms.push_back(record);
        out.firstPort.push_back(out.ports.size());
        for (std::size_t i = 0; i < room.ports.size(); ++i) {
            out.ports.push_back(portOf(room.ports[i], static_cast<int>(i)));
        }
    }
    for (const CorridorId id : layout.corridorIds()) {
        out.corridors.push_back(corridorOf(*layout.corridor(id), numbering.ofCorridor[id]));
    }
}

}  // namespace easylink::c_api

namespace {

/// True when 0 <= index < count.
bool within(int index, std::size_t count) {
    return index >= 0 && static_cast<std::size_t>(index) < count;
}

}  // namespace

extern "C" {

EL_API const char* el_layout_json(const el_layout* layout, size_t* len) {
    return easylink::c_api::guarded<const char*>(nullptr, [&]() -> const char* {
        if (layout == nullptr) {
            return nullptr;
        }
        std::call_once(layout->jsonOnce, [layout] {
            layout->json = easylink::layoutFileText(easylink::viewOf(layout->outcome));
        });
        if (len != nullptr) {
            *len = layout->json.size();
        }
        return layout->json.c_str();
    });
}

EL_API int el_layout_room_count(const el_layout* layout) {
    return layout == nullptr ? -1 : static_cast<int>(layout->rooms.size());
}

EL_API int el_layout_room(const el_layout* layout, int i, el_room* out) {
    if (layout == nullptr || out == nullptr || !within(i, layout->rooms.size())) {
        return -1;
    }
    *out = layout->rooms[static_cast<std::size_t>(i)];
    return 0;
}

EL_API int el_layout_room_port(const el_layout* layout, int room, int port, el_port* out) {
    if (layout == nullptr || out == nullptr || !within(room, layout->rooms.size()) ||
        !within(port, static_cast<std::size_t>(
                          layout->rooms[static_cast<std::size_t>(room)].port_count))) {
        return -1;
    }
    *out = layout->ports[layout->firstPort[static_cast<std::size_t>(room)] +
                         static_cast<std::size_t>(port)];
    return 0;
}

EL_API int el_layout_corridor_count(const el_layout* layout) {
    return layout == nullptr ? -1 : static_cast<int>(layout->corridors.size());
}

EL_API int el_layout_corridor(const el_layout* layout, int i, el_corridor* out) {
    if (layout == nullptr || out == nullptr || !within(i, layout->corridors.size())) {
        return -1;
    }
    *out = layout->corridors[static_cast<std::size_t>(i)];
    return 0;
}

EL_API const char* el_layout_tiles(const el_layout* layout, int* width, int* height) {
    return easylink::c_api::guarded<const char*>(nullptr, [&]() -> const char* {
        if (layout == nullptr) {
            return nullptr;
        }
        std::call_once(layout->tilesOnce, [layout] { easylink::c_api::makeTiles(*layout); });
        if (!layout->hasTiles) {
            return nullptr;
        }
        if (width != nullptr) {
            *width = layout->tilesWidth;
        }
        if (height != nullptr) {
            *height = layout->tilesHeight;
        }
        return layout->tiles.c_str();
    });
}

EL_API const char* el_layout_tile_legend(const el_layout* layout) {
    if (el_layout_tiles(layout, nullptr, nullptr) == nullptr) {
        return nullptr;
    }
    return layout->legend.c_str();
}

EL_API void el_layout_free(el_layout* layout) {
    delete layout;
}

}  // extern "C"
