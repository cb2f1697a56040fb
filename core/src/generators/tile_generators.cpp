#include "easylink/generators/tilemap/tile_generators.hpp"

#include <algorithm>
#include <cmath>

#include "tilemap/tile_builders.hpp"

namespace easylink {
namespace {

constexpr int kMinSide = 16;
constexpr int kMaxSide = 4096;

const std::vector<tilemap::GeneratorEntry>& entries() {
    static const std::vector<tilemap::GeneratorEntry> kEntries = {
        tilemap::passagesGenerator(),  tilemap::roomsCorridorsGenerator(),
        tilemap::gridGraphGenerator(), tilemap::cellularGenerator(),
        tilemap::drunkardGenerator(),  tilemap::randomRoomsGenerator(),
    };
    return kEntries;
}

}  // namespace

const std::vector<TileGeneratorInfo>& tileGenerators() {
    static const std::vector<TileGeneratorInfo> kGenerators = [] {
        std::vector<TileGeneratorInfo> out;
        for (const tilemap::GeneratorEntry& entry : entries()) {
            out.push_back(entry.info);
        }
        return out;
    }();
    return kGenerators;
}

bool usesTables(std::string_view generator) {
    return generator == "passages" || generator == "grid-graph";
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
            const auto bound = [&](double b) {
                return option->whole ? Json(static_cast<std::int64_t>(b)) : Json(b);
            };
            const Json lo = bound(option->min);
            const Json hi = bound(option->max);
            problems.push_back({Severity::Error, pointer, std::nullopt,
                                it.key() + " must be from " + lo.dump() + " to " + hi.dump() +
                                    ", not " + value.dump()});
            continue;
        }
        out[it.key()] = option->whole ? Json(static_cast<int>(v)) : Json(v);
    }
    return out;
}

TileMapResult generateTileMap(const TileMapRequest& request, EventSink* sink) {
    TileMapResult result;
    const std::string& name = request.generator;
    const auto entry = std::find_if(entries().begin(), entries().end(),
                                    [&](const auto& e) { return e.info.name == name; });
    if (entry == entries().end()) {
        result.failure = "unknown generator \"" + printableExcerpt(name) + "\"";
        return result;
    }
    const int width = request.width;
    const int height = request.height;
    if (width < kMinSide || height < kMinSide || width > kMaxSide || height > kMaxSide) {
        result.failure = name + " maps are from 16 to 4096 tiles a side, not " +
                         std::to_string(width) + "x" + std::to_string(height);
        return result;
    }
    std::vector<Problem> problems;
    result.options = tileOptions(entry->info, request.options, problems);
    if (!problems.empty()) {
        result.failure = "invalid options: " +
                         (problems.front().pointer.empty() ? "" : problems.front().pointer + ": ") +
                         problems.front().message;
        return result;
    }
    tilemap::Builder builder(width, height, request.seed, result.options, sink);
    builder.setTables(request.tables);
    std::optional<std::string> failure = entry->build(builder);
    if (!failure) {
        builder.stampVaults(request.vaults, result.notes);
        failure = builder.finish();
    }
    result.attempts = builder.attempt() + 1;
    if (failure) {
        result.failure = *failure;
        if (sink != nullptr) {
            Event failed;
            failed.kind = EventKind::AttemptFailed;
            failed.attempt = builder.attempt();
            failed.text = *failure;
            sink->onEvent(failed);
        }
        return result;
    }
    result.areas = builder.areas();
    result.tiles = builder.take();
    return result;
}

TileMapResult generateTileMap(std::string_view name, int width, int height, const Json& options,
                              std::uint64_t seed) {
    TileMapRequest request;
    request.generator = std::string(name);
    request.width = width;
    request.height = height;
    request.options = options;
    request.seed = seed;
    return generateTileMap(request);
}

}  // namespace easylink
