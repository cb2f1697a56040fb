#include "easylink/generators/tilemap/tile_map_file.hpp"

#include "easylink/catalogue/catalogue.hpp"

namespace easylink {

LayoutFileHeader tileMapFileHeader(const std::string& generator, const TileMapResult& result,
                                   std::uint64_t seed) {
    LayoutFileHeader header;
    header.generator = generator;
    header.seed = seed;
    header.attempts = result.attempts;
    header.params = Json::object();
    header.params["width"] = result.tiles ? result.tiles->width() : 0;
    header.params["height"] = result.tiles ? result.tiles->height() : 0;
    header.params.update(result.options);
    if (result.tiles) {
        header.blocks["tiles"] = tilesToJson(*result.tiles);
    }
    if (!result.areas.empty()) {
        Json areas = Json::array();
        for (const TileArea& area : result.areas) {
            areas.push_back({{"name", area.name},
                             {"x", area.rect.x},
                             {"y", area.rect.y},
                             {"width", area.rect.w},
                             {"height", area.rect.h}});
        }
        header.blocks["areas"] = std::move(areas);
    }
    return header;
}

const Catalogue& noModules() {
    static const Catalogue kNoModules;
    return kNoModules;
}

}  // namespace easylink
