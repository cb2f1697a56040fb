#include "easylink/export/tiled_export.hpp"

#include <algorithm>
#include <array>
#include <string_view>
#include <system_error>
#include <utility>

#include "easylink/catalogue/module_kind.hpp"
#include "easylink/geometry/direction.hpp"
#include "easylink/io/atomic_file.hpp"
#include "easylink/io/json_writer.hpp"
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

// A custom property: {"name", "type", "value"}, as Tiled writes one.
template <typename T>
void property(JsonWriter& out, std::string_view name, std::string_view type, const T& value) {
    out.beginObject();
    out.member("name", name);
    out.member("type", type);
    out.member("value", value);
    out.endObject();
}

struct ObjectBox {
    int x = 0;
    int y = 0;
    int width = 0;
    int height = 0;
};

// The fields Tiled 1.8 writes for an object, in its (alphabetical) order;
// `properties` (written by the caller's function) are sorted by name as
// Tiled sorts them.
template <typename Properties>
void object(JsonWriter& out, int id, std::string_view name, std::string_view type, ObjectBox box,
            bool point, Properties properties) {
    out.beginObject();
    out.member("height", box.height);
    out.member("id", id);
    out.member("name", name);
    if (point) {
        out.member("point", true);
    }
    out.key("properties");
    out.beginArray();
    properties();
    out.endArray();
    out.member("rotation", 0);
    out.member("type", type);
    out.member("visible", true);
    out.member("width", box.width);
    out.member("x", box.x);
    out.member("y", box.y);
    out.endObject();
}

ObjectBox boxOf(const Rect& rect, int tileSize) {
    return {rect.x * tileSize, rect.y * tileSize, rect.w * tileSize, rect.h * tileSize};
}

// The tile data stands as a placeholder (see kDataPlaceholder).
void tileLayer(JsonWriter& out, const TileRaster& raster) {
    out.beginObject();
    out.member("data", kDataPlaceholder.substr(1, kDataPlaceholder.size() - 2));
    out.member("height", raster.height());
    out.member("id", 1);
    out.member("name", "tiles");
    out.member("opacity", 1);
    out.member("type", "tilelayer");
    out.member("visible", true);
    out.member("width", raster.width());
    out.member("x", 0);
    out.member("y", 0);
    out.endObject();
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

void objectLayer(JsonWriter& out, const Layout& layout, const Resolution* resolution,
                 const std::vector<TileArea>& areas, int tileSize, int& nextObjectId) {
    const Catalogue& catalogue = layout.catalogue();
    const ComponentNumbering numbering = numberComponents(layout);
    out.beginObject();
    out.member("draworder", "topdown");
    out.member("id", 2);
    out.member("name", "layout");
    out.key("objects");
    out.beginArray();
    for (RoomId id : layout.roomIds()) {
        const PlacedRoom& room = *layout.room(id);
        object(
            out, nextObjectId++, "room " + std::to_string(id), "room",
            boxOf({room.position.x, room.position.y, room.size.w, room.size.h}, tileSize), false,
            [&] {
                property(out, "component", "int", numbering.ofRoom[id]);
                property(out, "id", "int", id);
                property(out, "kind", "string", toString(room.kind));
                if (auto module = resolvedModule(layout, resolution, EventObject::Kind::Room, id)) {
                    property(out, "module", "string", *module);
                }
                property(out, "rotation", "int", room.rotation.degrees());
                property(out, "template", "string", catalogue.modules[room.templateIndex].name);
            });
    }
    for (CorridorId id : layout.corridorIds()) {
        const Corridor& corridor = *layout.corridor(id);
        object(out, nextObjectId++, "corridor " + std::to_string(id), "corridor",
               boxOf(corridor.rect, tileSize), false, [&] {
                   property(out, "axis", "string",
                            corridor.axis == Axis::Horizontal ? "horizontal" : "vertical");
                   property(out, "component", "int", numbering.ofCorridor[id]);
                   property(out, "id", "int", id);
                   property(out, "kind", "string", "corridor");
                   if (auto module =
                           resolvedModule(layout, resolution, EventObject::Kind::Corridor, id)) {
                       property(out, "module", "string", *module);
                   }
                   property(out, "passage_width", "int", corridor.width);
               });
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
            object(out, nextObjectId++, "door " + std::to_string(id) + "." + std::to_string(i),
                   "door", {port.anchor.x * tileSize, port.anchor.y * tileSize, 0, 0}, true, [&] {
                       property(out, "component", "int", numbering.ofRoom[id]);
                       property(out, "dir", "string", toString(port.dir));
                       property(out, "port", "int", portIndex);
                       property(out, "room", "int", id);
                       property(out, "to", "string", toRoom ? "room" : "corridor");
                       property(out, "to_id", "int", port.link.id);
                       property(out, "width", "int", port.width);
                   });
        }
    }
    for (const TileArea& area : areas) {
        object(out, nextObjectId++, area.name, "area", boxOf(area.rect, tileSize), false, [] {});
    }
    out.endArray();
    out.member("opacity", 1);
    out.member("type", "objectgroup");
    out.member("visible", true);
    out.member("x", 0);
    out.member("y", 0);
    out.endObject();
}

void tileset(JsonWriter& out, const std::string& imageName, int tileSize) {
    out.beginObject();
    out.member("columns", kTiledTileCount);
    out.member("firstgid", 1);
    out.member("image", imageName);
    out.member("imageheight", tileSize);
    out.member("imagewidth", tileSize * kTiledTileCount);
    out.member("margin", 0);
    out.member("name", "easylink");
    out.member("spacing", 0);
    out.member("tilecount", kTiledTileCount);
    out.member("tileheight", tileSize);
    out.key("tiles");
    out.beginArray();
    for (TileKind kind : kAllTileKinds) {
        out.beginObject();
        out.member("id", tiledTileId(kind));
        out.key("properties");
        out.beginArray();
        property(out, "kind", "string", tileName(kind));
        property(out, "walkable", "bool", isWalkable(kind));
        out.endArray();
        out.endObject();
    }
    out.endArray();
    out.member("tilewidth", tileSize);
    out.endObject();
}

// The tile data as rows: "[\n<pad>1, 1, 2,\n<pad>3, ...\n<indent>]".
std::string formatTileData(const TileRaster& raster, std::size_t indent) {
    if (raster.width() == 0 || raster.height() == 0) {
        return "[]";
    }
    // A tile's id in the map: 1 + its id in the set.
    static const std::array<std::string, kTiledTileCount> gids = [] {
        std::array<std::string, kTiledTileCount> all;
        for (std::size_t i = 0; i < all.size(); ++i) {
            all[i] = std::to_string(i + 1);
        }
        return all;
    }();
    const std::string pad(indent + 2, ' ');
    std::string out = "[\n";
    for (int y = 0; y < raster.height(); ++y) {
        out += pad;
        for (int x = 0; x < raster.width(); ++x) {
            out += gids[static_cast<std::size_t>(tiledTileId(raster.at({x, y})))];
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

// Keys in alphabetical order, as Tiled writes them. The document is written
// with the tile data as a placeholder, which is then swapped for the data
// laid out one map row per line: 6,400 numbers one per line would make the
// file hard to read and to diff.
std::string layoutToTiledText(const Layout& layout, const std::string& imageName,
                              const TiledOptions& options) {
    return layoutToTiledText(layout, rasterizeLayout(layout), nullptr, imageName, options);
}

std::string layoutToTiledText(const Layout& layout, const TileRaster& raster,
                              const Resolution* resolution, const std::string& imageName,
                              const TiledOptions& options) {
    const int tileSize = clampedTileSize(options);
    std::string text;
    JsonWriter out(text);
    out.beginObject();
    out.member("compressionlevel", -1);
    out.member("height", layout.height());
    out.member("infinite", false);
    out.key("layers");
    out.beginArray();
    tileLayer(out, raster);
    int nextObjectId = 1;
    objectLayer(out, layout, resolution, options.areas, tileSize, nextObjectId);
    out.endArray();
    out.member("nextlayerid", 3);
    out.member("nextobjectid", nextObjectId);
    out.member("orientation", "orthogonal");
    out.key("properties");
    out.beginArray();
    property(out, "generator", "string", options.generator);
    property(out, "macro", "int", layout.catalogue().macro);
    out.endArray();
    out.member("renderorder", "right-down");
    out.member("tiledversion", "1.8");
    out.member("tileheight", tileSize);
    out.key("tilesets");
    out.beginArray();
    tileset(out, imageName, tileSize);
    out.endArray();
    out.member("tilewidth", tileSize);
    out.member("type", "map");
    out.member("version", "1.8");
    out.member("width", layout.width());
    out.endObject();
    text += '\n';
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
