#pragma once

// Helpers for tests of tile maps: a tile generator's request as the command
// line makes it (the generator's data tables, assets/tables/NAME.json,
// loaded for those that use them), and small rasters drawn as text.

#include <algorithm>
#include <array>
#include <filesystem>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "easylink/io/json_document.hpp"
#include "easylink/registry/registry.hpp"

namespace easylink::test {

inline TileMapRequest tileRequest(const std::string& generator, int width, int height,
                                  std::uint64_t seed, Json options = Json::object()) {
    TileMapRequest request;
    request.generator = generator;
    request.width = width;
    request.height = height;
    request.seed = seed;
    request.options = std::move(options);
    if (findGenerator(generator) != nullptr && findGenerator(generator)->inputs.tables) {
        request.tables = readJsonFile(std::filesystem::path(EASYLINK_ASSETS_DIR) / "tables" /
                                      (generator + ".json"))
                             .value;
    }
    return request;
}

/// A raster from rows of tile characters ('#' wall, '.' floor, ' ' void...).
inline TileRaster rasterFrom(const std::vector<std::string>& rows) {
    TileRaster raster(static_cast<int>(rows.front().size()), static_cast<int>(rows.size()));
    for (int y = 0; y < raster.height(); ++y) {
        for (int x = 0; x < raster.width(); ++x) {
            const char c = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            raster.set({x, y}, tileKindFromChar(c).value());
        }
    }
    return raster;
}

/// Every tile-map generator, for parameterised tests.
inline constexpr std::array<const char*, 6> kTileGeneratorNames = {
    "passages", "rooms-corridors", "grid-graph", "cellular", "drunkard", "random-rooms"};

/// "rooms_corridors": a test name for a generator.
inline std::string generatorTestName(const ::testing::TestParamInfo<const char*>& param) {
    std::string name = param.param;
    std::replace(name.begin(), name.end(), '-', '_');
    return name;
}

}  // namespace easylink::test
