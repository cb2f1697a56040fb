#include "easylink/registry/registry.hpp"

#include <algorithm>

#include "../generators/cellular/cellular.hpp"
#include "../generators/drunkard/drunkard.hpp"
#include "../generators/easylink/registration.hpp"
#include "../generators/grid_graph/grid_graph.hpp"
#include "../generators/passages/passages.hpp"
#include "../generators/random_rooms/random_rooms.hpp"
#include "../generators/rooms_corridors/rooms_corridors.hpp"

namespace easylink {

const std::vector<Generator>& generators() {
    // One line per generator, in the order menus and help texts list them.
    static const std::vector<Generator> kGenerators = {
        easylinkGenerator(),
        tilemap::passagesGenerator(),
        tilemap::roomsCorridorsGenerator(),
        tilemap::gridGraphGenerator(),
        tilemap::cellularGenerator(),
        tilemap::drunkardGenerator(),
        tilemap::randomRoomsGenerator(),
    };
    return kGenerators;
}

const Generator* findGenerator(std::string_view name) {
    const auto& all = generators();
    const auto found =
        std::find_if(all.begin(), all.end(), [&](const Generator& g) { return g.name == name; });
    return found == all.end() ? nullptr : &*found;
}

std::string generatorNames() {
    std::string names;
    for (const Generator& generator : generators()) {
        names += (names.empty() ? "" : ", ") + generator.name;
    }
    return names;
}

std::string unknownGeneratorMessage(std::string_view name) {
    return "unknown generator '" + printableExcerpt(name) +
           "'; this build has: " + generatorNames();
}

TileMapResult generateTileMap(const TileMapRequest& request, EventSink* sink) {
    TileMapResult result;
    const Generator* generator = findGenerator(request.generator);
    if (generator == nullptr || generator->inputs.catalogue) {
        result.failure = "unknown generator \"" + printableExcerpt(request.generator) + "\"";
        return result;
    }
    GenerationRequest general;
    general.params = request.options;
    if (general.params.is_object()) {
        general.params["width"] = request.width;
        general.params["height"] = request.height;
    }
    general.seed = request.seed;
    general.tables = std::make_shared<const Json>(request.tables);
    general.vaults = std::make_shared<const std::vector<Vault>>(request.vaults);
    GenerationOutcome outcome = generator->generate(general, sink);
    result.failure = std::move(outcome.failure);
    result.attempts = outcome.attempts;
    result.notes = std::move(outcome.notes);
    result.areas = std::move(outcome.areas);
    result.tiles = std::move(outcome.tiles);
    result.options = std::move(outcome.params);
    if (result.options.is_object()) {
        result.options.erase("width");
        result.options.erase("height");
    }
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
