#pragma once

// A tile generator's request as the command line makes it: the generator's
// data tables (assets/tables/NAME.json) loaded for those that use them.

#include <algorithm>
#include <array>
#include <filesystem>
#include <string>

#include <gtest/gtest.h>

#include "easylink/io/json_document.hpp"
#include "easylink/tilemap/tile_generators.hpp"

namespace easylink::test {

inline TileMapRequest tileRequest(const std::string& generator, int width, int height,
                                  std::uint64_t seed, Json options = Json::object()) {
    TileMapRequest request;
    request.generator = generator;
    request.width = width;
    request.height = height;
    request.seed = seed;
    request.options = std::move(options);
    if (usesTables(generator)) {
        request.tables = readJsonFile(std::filesystem::path(EASYLINK_ASSETS_DIR) / "tables" /
                                      (generator + ".json"))
                             .value;
    }
    return request;
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
