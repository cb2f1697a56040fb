#include "easylink/export/tiled_export.hpp"

#include <algorithm>
#include <string_view>
#include <system_error>
#include <utility>

#include "easylink/catalogue/module_kind.hpp"
#include "easylink/geometry/direction.hpp"
#include "easylink/io/atomic_file.hpp"
#include "easylink/io/json_format.hpp"
#include "easylink/layout/component_numbering.hpp"
#include "easylink/layout/layout_raster.hpp"

namespace easylink {
namespace {

constexpr int kMaxTileSize = 256;

// Stands for the tile data while the rest of the document is formatted. The
// data array is the first value of the first layer, and the keys before it
// ("compressionlevel", "height", "infinite") hold no text from the layout,
// so the first occurrence is always the placeholder itself.
constexpr std::string_view kDataPlaceholder = "\"@easylink-tile-data@\"";

int clampedTileSize(const TiledOptions& options) {
    return std::clamp(options.tileSize, 1, kMaxTileSize);
}

Json property(std::string_view name, std::string_view type, Json value) {
    return Json{
        {"name", std::string(name)}, {"type", std::string(type)}, {"value", std::move(value)}};
}

// The fields Tiled 1.8 writes for an object, in its (alphabetical) order;
// `properties` are sorted by name as Tiled sorts them.
Json object(int id, const std::string& name, std::string_view type, int x, int y, int width,
            int height, Json properties, bool point) {
    Json out = Json::object();
    out["height"] = height;
    out["id"] = id;
    out["name"] = name;
    if (point) {
        out["point"] = true;
    }
    out["properties"] = std::move(properties);
    out["rotation"] = 0;
    out["type"] = std::string(type);
    out["visible"] = true;
    out["width"] = width;
    out["x"] = x;
    out["y"] = y;
    return out;
}

Json tileLayer(const TileRaster& raster) {
    Json layer = Json::object();
    layer["data"] = Json::array();  // filled by the caller
    layer["height"] = raster.height();
    layer["id"] = 1;
    layer["name"] = "tiles";
    layer["opacity"] = 1;
    layer["type"] = "tilelayer";
    layer["visible"] = true;
    layer["width"] = raster.width();
    layer["x"] = 0;
    layer["y"] = 0;
    return layer;
}

// Rooms by id, corridors by id, then the used doorways in room and port
// order; a direct room-to-room link is one doorway, listed with the room of
// the lower id (or lower port, for a room linked to itself).
/// The name of the module phase 2 put in a top slot, or nullopt.
std::optional<std::string> resolvedModule(const Layout& layout, const Resolution* resolution,
                                          EventObject::Kind kind, int id) {
    if (resolution == nullptr) {
        return std::nullopt;
    }
    const std::vector<int>& roots =
        kind == EventObject::Kind::Room ? resolution->roomRoots : resolution->corridorRoots;
    if (id < 0 || id >= static_cast<int>(roots.size()) || roots[static_cast<std::size_t>(id)] < 0) {
        return std::nullopt;
    }
    const int module = resolution->node(roots[static_cast<std::size_t>(id)]).module;
    return module >= 0 ? std::optional(layout.catalogue().modules[module].name) : std::nullopt;
}

Json objectLayer(const Layout& layout, const Resolution* resolution,
                 const std::vector<TileArea>& areas, int tileSize, int& nextObjectId) {
    const Catalogue& catalogue = layout.catalogue();
    const ComponentNumbering numbering = numberComponents(layout);
    Json objects = Json::array();
    for (RoomId id : layout.roomIds()) {
        const PlacedRoom& room = *layout.room(id);
        Json properties = Json::array(
            {property("component", "int", numbering.ofRoom[id]), property("id", "int", id),
             property("kind", "string", std::string(toString(room.kind)))});
        if (auto module = resolvedModule(layout, resolution, EventObject::Kind::Room, id)) {
            properties.push_back(property("module", "string", *module));
        }
        properties.push_back(property("rotation", "int", room.rotation.degrees()));
        properties.push_back(
            property("template", "string", catalogue.modules[room.templateIndex].name));
        objects.push_back(object(nextObjectId++, "room " + std::to_string(id), "room",
                                 room.position.x * tileSize, room.position.y * tileSize,
                                 room.size.w * tileSize, room.size.h * tileSize,
                                 std::move(properties), false));
    }
    for (CorridorId id : layout.corridorIds()) {
        const Corridor& corridor = *layout.corridor(id);
        Json properties =
            Json::array({property("axis", "string",
                                  corridor.axis == Axis::Horizontal ? "horizontal" : "vertical"),
                         property("component", "int", numbering.ofCorridor[id]),
                         property("id", "int", id), property("kind", "string", "corridor")});
        if (auto module = resolvedModule(layout, resolution, EventObject::Kind::Corridor, id)) {
            properties.push_back(property("module", "string", *module));
        }
        properties.push_back(property("passage_width", "int", corridor.width));
        objects.push_back(object(nextObjectId++, "corridor " + std::to_string(id), "corridor",
                                 corridor.rect.x * tileSize, corridor.rect.y * tileSize,
                                 corridor.rect.w * tileSize, corridor.rect.h * tileSize,
                                 std::move(properties), false));
    }
    for (RoomId id : layout.roomIds()) {
        const PlacedRoom& room = *layout.room(id);
        for (std::size_t i = 0; i < room.ports.size(); ++i) {
            const PlacedPort& port = room.ports[i];
            const int portIndex = static_cast<int>(i);
            if (port.link.isFree()) {
                continue;
            }
            const bool toRoom = port.link.kind == PortLink::Kind::Room;
            if (toRoom && std::pair(port.link.id, port.link.port) < std::pair(id, portIndex)) {
                continue;  // listed with the other room
            }
            Json properties = Json::array(
                {property("component", "int", numbering.ofRoom[id]),
                 property("dir", "string", std::string(toString(port.dir))),
                 property("port", "int", portIndex), property("room", "int", id),
                 property("to", "string", toRoom ? "room" : "corridor"),
                 property("to_id", "int", port.link.id), property("width", "int", port.width)});
            objects.push_back(object(nextObjectId++,
                                     "door " + std::to_string(id) + "." + std::to_string(i), "door",
                                     port.anchor.x * tileSize, port.anchor.y * tileSize, 0, 0,
                                     std::move(properties), true));
        }
    }
    for (const TileArea& area : areas) {
        objects.push_back(object(nextObjectId++, area.name, "area", area.rect.x * tileSize,
                                 area.rect.y * tileSize, area.rect.w * tileSize,
                                 area.rect.h * tileSize, Json::array(), false));
    }
    Json layer = Json::object();
    layer["draworder"] = "topdown";
    layer["id"] = 2;
    layer["name"] = "layout";
    layer["objects"] = std::move(objects);
    layer["opacity"] = 1;
    layer["type"] = "objectgroup";
    layer["visible"] = true;
    layer["x"] = 0;
    layer["y"] = 0;
    return layer;
}

Json tileset(const std::string& imageName, int tileSize) {
    Json tiles = Json::array();
    for (TileKind kind : kAllTileKinds) {
        tiles.push_back(Json{
            {"id", tiledTileId(kind)},
            {"properties", Json::array({property("kind", "string", std::string(tileName(kind))),
                                        property("walkable", "bool", isWalkable(kind))})}});
    }
    Json out = Json::object();
    out["columns"] = kTiledTileCount;
    out["firstgid"] = 1;
    out["image"] = imageName;
    out["imageheight"] = tileSize;
    out["imagewidth"] = tileSize * kTiledTileCount;
    out["margin"] = 0;
    out["name"] = "easylink";
    out["spacing"] = 0;
    out["tilecount"] = kTiledTileCount;
    out["tileheight"] = tileSize;
    out["tiles"] = std::move(tiles);
    out["tilewidth"] = tileSize;
    return out;
}

// The tile data as rows: "[\n<pad>1, 1, 2,\n<pad>3, ...\n<indent>]".
std::string formatTileData(const TileRaster& raster, std::size_t indent) {
    if (raster.width() == 0 || raster.height() == 0) {
        return "[]";
    }
    const std::string pad(indent + 2, ' ');
    std::string out = "[\n";
    for (int y = 0; y < raster.height(); ++y) {
        out += pad;
        for (int x = 0; x < raster.width(); ++x) {
            out += std::to_string(tiledTileId(raster.at({x, y})) + 1);
            const bool last = y == raster.height() - 1 && x == raster.width() - 1;
            out += last ? "" : (x == raster.width() - 1 ? "," : ", ");
        }
        out += '\n';
    }
    out += std::string(indent, ' ');
    out += ']';
    return out;
}

}  // namespace

int tiledTileId(TileKind kind) {
    const auto it = std::find(kAllTileKinds.begin(), kAllTileKinds.end(), kind);
    return static_cast<int>(it - kAllTileKinds.begin());
}

std::filesystem::path tiledTilesetImagePath(const std::filesystem::path& mapPath) {
    return mapPath.parent_path() / (mapPath.stem().string() + "-tiles.png");
}

RgbImage renderTiledTileset(const TiledOptions& options) {
    const int tileSize = clampedTileSize(options);
    RgbImage image;
    image.width = tileSize * kTiledTileCount;
    image.height = tileSize;
    image.pixels.resize(static_cast<std::size_t>(image.width) *
                        static_cast<std::size_t>(image.height) * 3);
    for (TileKind kind : kAllTileKinds) {
        const Rgb colour = tileColour(kind, componentColour(0), false);
        const int left = tiledTileId(kind) * tileSize;
        for (int y = 0; y < tileSize; ++y) {
            for (int x = left; x < left + tileSize; ++x) {
                const std::size_t i =
                    (static_cast<std::size_t>(y) * static_cast<std::size_t>(image.width) +
                     static_cast<std::size_t>(x)) *
                    3;
                image.pixels[i] = colour.r;
                image.pixels[i + 1] = colour.g;
                image.pixels[i + 2] = colour.b;
            }
        }
    }
    return image;
}

// Keys in alphabetical order, as Tiled writes them.
Json layoutToTiledJson(const Layout& layout, const std::string& imageName,
                       const TiledOptions& options) {
    return layoutToTiledJson(layout, rasterizeLayout(layout), nullptr, imageName, options);
}

Json layoutToTiledJson(const Layout& layout, const TileRaster& raster, const Resolution* resolution,
                       const std::string& imageName, const TiledOptions& options) {
    const int tileSize = clampedTileSize(options);
    Json tiles = tileLayer(raster);
    Json data = Json::array();
    for (int y = 0; y < raster.height(); ++y) {
        for (int x = 0; x < raster.width(); ++x) {
            data.push_back(tiledTileId(raster.at({x, y})) + 1);
        }
    }
    tiles["data"] = std::move(data);
    int nextObjectId = 1;
    Json objects = objectLayer(layout, resolution, options.areas, tileSize, nextObjectId);

    Json map = Json::object();
    map["compressionlevel"] = -1;
    map["height"] = layout.height();
    map["infinite"] = false;
    map["layers"] = Json::array({std::move(tiles), std::move(objects)});
    map["nextlayerid"] = 3;
    map["nextobjectid"] = nextObjectId;
    map["orientation"] = "orthogonal";
    map["properties"] = Json::array({property("generator", "string", options.generator),
                                     property("macro", "int", layout.catalogue().macro)});
    map["renderorder"] = "right-down";
    map["tiledversion"] = "1.8";
    map["tileheight"] = tileSize;
    map["tilesets"] = Json::array({tileset(imageName, tileSize)});
    map["tilewidth"] = tileSize;
    map["type"] = "map";
    map["version"] = "1.8";
    map["width"] = layout.width();
    return map;
}

// The document is formatted with the tile data replaced by a placeholder,
// which is then swapped for the data laid out one map row per line: 6,400
// numbers one per line would make the file hard to read and to diff.
std::string layoutToTiledText(const Layout& layout, const std::string& imageName,
                              const TiledOptions& options) {
    return layoutToTiledText(layout, rasterizeLayout(layout), nullptr, imageName, options);
}

std::string layoutToTiledText(const Layout& layout, const TileRaster& raster,
                              const Resolution* resolution, const std::string& imageName,
                              const TiledOptions& options) {
    Json map = layoutToTiledJson(layout, raster, resolution, imageName, options);
    map["layers"][0]["data"] = std::string(kDataPlaceholder.substr(1, kDataPlaceholder.size() - 2));
    std::string text = formatJsonReadable(map);
    const std::size_t at = text.find(kDataPlaceholder);
    if (at == std::string::npos) {
        return text;  // cannot happen: the placeholder is a value of the document
    }
    const std::size_t lineStart = text.rfind('\n', at) + 1;
    const std::size_t indent = text.find_first_not_of(' ', lineStart) - lineStart;
    text.replace(at, kDataPlaceholder.size(), formatTileData(raster, indent));
    return text;
}

std::optional<std::string> writeTiledFiles(const std::filesystem::path& mapPath,
                                           const Layout& layout, const TiledOptions& options) {
    return writeTiledFiles(mapPath, layout, rasterizeLayout(layout), nullptr, options);
}

std::optional<std::string> stageTiledFiles(StagedWrites& files,
                                           const std::filesystem::path& mapPath,
                                           const Layout& layout, const TileRaster& raster,
                                           const Resolution* resolution,
                                           const TiledOptions& options) {
    const std::filesystem::path imagePath = tiledTilesetImagePath(mapPath);
    const std::vector<unsigned char> png = encodePng(renderTiledTileset(options));
    if (png.empty()) {
        return "cannot write " + imagePath.string() + ": cannot encode the tileset as PNG";
    }
    const std::string_view bytes(reinterpret_cast<const char*>(png.data()), png.size());
    if (std::optional<std::string> error = files.stage(imagePath, bytes)) {
        return error;
    }
    return files.stage(mapPath, layoutToTiledText(layout, raster, resolution,
                                                  imagePath.filename().string(), options));
}

std::optional<std::string> writeTiledFiles(const std::filesystem::path& mapPath,
                                           const Layout& layout, const TileRaster& raster,
                                           const Resolution* resolution,
                                           const TiledOptions& options) {
    StagedWrites files;
    if (std::optional<std::string> error =
            stageTiledFiles(files, mapPath, layout, raster, resolution, options)) {
        return error;
    }
    return files.commit();
}

}  // namespace easylink
