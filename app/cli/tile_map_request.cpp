#include "cli/tile_map_request.hpp"

#include "cli/asset_paths.hpp"
#include "cli/param_flags.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/io/json_document.hpp"

namespace easylink::cli {

std::optional<std::string> unknownGenerator(const std::string& name) {
    if (name == "easylink" || findTileGenerator(name) != nullptr) {
        return std::nullopt;
    }
    std::string names = "easylink";
    for (const TileGeneratorInfo& info : tileGenerators()) {
        names += ", " + std::string(info.name);
    }
    return "unknown generator '" + name + "'; this build has: " + names;
}

std::vector<FlagSpec> tileMapFlags() {
    return {
        {"--vaults", "FILE",
         "tile maps: stamp the prefab blueprints of FILE (docs/tile-generators.md, \"Vaults\")",
         PathRole::Input},
        {"--tables", "FILE",
         "passages and grid-graph: their data tables (default: assets/tables/NAME.json)",
         PathRole::Input},
    };
}

TileMapRequestRead readTileMapRequest(const Arguments& args, const std::string& generator,
                                      std::uint64_t seed) {
    TileMapRequestRead read;
    const auto fail = [&](std::string error, bool usage) {
        read.error = std::move(error);
        read.usage = usage;
        return read;
    };
    TileMapRequest request;
    request.generator = generator;
    request.seed = seed;
    GeneratorParams size;
    for (const char* key : {"width", "height"}) {
        if (auto value = args.value(paramFlag(key))) {
            if (auto error = setParam(size, key, *value)) {
                return fail(*error, true);
            }
        }
    }
    request.width = size.width;
    request.height = size.height;
    if (auto paramsPath = args.value("--params")) {
        const ParsedJson parsed = readJsonFile(*paramsPath);
        if (!parsed.ok()) {
            return fail(formatProblem(*paramsPath, *parsed.error), false);
        }
        request.options = parsed.value;
    }
    if (auto vaultsPath = args.value("--vaults")) {
        const FileText file = readTextFile(*vaultsPath, kMaxVaultFileBytes);
        if (!file.ok()) {
            return fail(*vaultsPath + ": " + *file.error, false);
        }
        std::vector<Problem> problems;
        request.vaults = parseVaults(file.text, problems);
        if (!problems.empty()) {
            return fail(*vaultsPath + ": " + problems.front().message, false);
        }
    } else if (args.has("--vaults")) {
        return fail("--vaults needs a FILE", true);
    }
    if (usesTables(generator)) {
        const std::filesystem::path tablesPath =
            args.value("--tables")
                .value_or((assetsDirectory() / "tables" / (generator + ".json")).string());
        const ParsedJson parsed = readJsonFile(tablesPath);
        if (!parsed.ok()) {
            return fail(formatProblem(tablesPath.string(), *parsed.error), false);
        }
        request.tables = parsed.value;
    } else if (args.has("--tables")) {
        return fail("--tables is for passages and grid-graph, not " + generator, true);
    }
    read.request = std::move(request);
    return read;
}

}  // namespace easylink::cli
