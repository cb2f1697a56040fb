#include "easylink/tilemap/tile_generators.hpp"

#include <algorithm>
#include <cmath>

#include "tile_builders.hpp"

namespace easylink {
namespace {

constexpr int kMinSide = 16;
constexpr int kMaxSide = 4096;

// Options every tile generator shares: what is put on the map once it is dug.
std::vector<TileOption> withPopulation(std::vector<TileOption> options) {
    options.push_back({"items", 10, 0, 10000, true, "items placed on floor tiles"});
    options.push_back({"monsters", 10, 0, 10000, true, "monsters placed on floor tiles"});
    options.push_back({"safety_radius", 8, 0, 1000, true,
                       "no item or monster within this many tiles of a player start"});
    return options;
}

}  // namespace

const std::vector<TileGeneratorInfo>& tileGenerators() {
    static const std::vector<TileGeneratorInfo> kGenerators = {
        {"cellular", "cellular automata: random floor and wall, smoothed into caves",
         withPopulation({
             {"floor_chance", 0.55, 0.05, 0.95, false,
              "chance that a tile starts as floor before smoothing"},
             {"iterations", 10, 0, 100, true,
              "smoothing passes: a tile becomes wall when more than 4 of its 8 neighbours are "
              "walls, or none is"},
         })},
        {"drunkard", "drunkard's walk: tunnels staggered from the centre and the player starts",
         withPopulation({
             {"floor_fraction", 0.4, 0.05, 0.9, false,
              "walks go on until this fraction of the map is floor"},
             {"walk_steps", 400, 10, 1000000, true, "steps of one walk before a new one starts"},
         })},
    };
    return kGenerators;
}

const TileGeneratorInfo* findTileGenerator(std::string_view name) {
    for (const TileGeneratorInfo& generator : tileGenerators()) {
        if (generator.name == name) {
            return &generator;
        }
    }
    return nullptr;
}

Json tileOptions(const TileGeneratorInfo& generator, const Json& given,
                 std::vector<Problem>& problems) {
    Json out = Json::object();
    for (const TileOption& option : generator.options) {
        out[std::string(option.key)] =
            option.whole ? Json(static_cast<int>(option.fallback)) : Json(option.fallback);
    }
    if (!given.is_object()) {
        problems.push_back({Severity::Error, "", std::nullopt,
                            "options must be a JSON object, not " + describeJsonType(given)});
        return out;
    }
    for (auto it = given.begin(); it != given.end(); ++it) {
        const std::string pointer = "/" + escapePointerToken(it.key());
        const auto option = std::find_if(generator.options.begin(), generator.options.end(),
                                         [&](const TileOption& o) { return o.key == it.key(); });
        if (option == generator.options.end()) {
            problems.push_back({Severity::Error, pointer, std::nullopt,
                                "unknown option \"" + printableExcerpt(it.key()) + "\" of " +
                                    std::string(generator.name)});
            continue;
        }
        const Json& value = it.value();
        const bool number = value.is_number() && std::isfinite(value.get<double>());
        if (!number || (option->whole && value.get<double>() != std::floor(value.get<double>()))) {
            problems.push_back({Severity::Error, pointer, std::nullopt,
                                it.key() + " must be a" +
                                    (option->whole ? " whole number" : " number") + ", not " +
                                    value.dump()});
            continue;
        }
        const double v = value.get<double>();
        if (v < option->min || v > option->max) {
            Json lo = option->min;
            Json hi = option->max;
            problems.push_back({Severity::Error, pointer, std::nullopt,
                                it.key() + " must be from " + lo.dump() + " to " + hi.dump() +
                                    ", not " + value.dump()});
            continue;
        }
        out[it.key()] = option->whole ? Json(static_cast<int>(v)) : Json(v);
    }
    return out;
}

TileMapResult generateTileMap(std::string_view name, int width, int height, const Json& options,
                              std::uint64_t seed) {
    TileMapResult result;
    const TileGeneratorInfo* generator = findTileGenerator(name);
    if (generator == nullptr) {
        result.failure = "unknown generator \"" + std::string(name) + "\"";
        return result;
    }
    if (width < kMinSide || height < kMinSide || width > kMaxSide || height > kMaxSide) {
        result.failure = std::string(name) + " maps are from 16 to 4096 tiles a side, not " +
                         std::to_string(width) + "x" + std::to_string(height);
        return result;
    }
    std::vector<Problem> problems;
    result.options = tileOptions(*generator, options, problems);
    if (!problems.empty()) {
        result.failure =
            "invalid options: " + problems.front().pointer + ": " + problems.front().message;
        return result;
    }
    tilemap::Builder builder(width, height, seed, result.options);
    if (name == "cellular") {
        tilemap::buildCellular(builder);
    } else {
        tilemap::buildDrunkard(builder);
    }
    if (auto failure = builder.finish()) {
        result.failure = *failure;
        return result;
    }
    result.tiles = builder.take();
    return result;
}

bool allWalkableConnected(const TileRaster& raster) {
    return walkableRegionCount(raster) <= 1;
}

}  // namespace easylink
