#include "cli/generation_request.hpp"

#include "cli/asset_paths.hpp"
#include "cli/catalogue_argument.hpp"
#include "cli/param_flags.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/output/params_file.hpp"
#include "easylink/registry/registry.hpp"

namespace easylink::cli {
namespace {

/// "passages and grid-graph": the generators whose inputs `takes` says yes.
std::string namesTaking(bool GeneratorInputs::*input) {
    std::vector<std::string> names;
    for (const Generator& generator : generators()) {
        if (generator.inputs.*input) {
            names.push_back(generator.name);
        }
    }
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i) {
        text += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
    }
    return text;
}

/// easylink's parameters: --params, then every parameter flag.
void readEasylinkParams(const Arguments& args, RequestRead& read) {
    const ParamArgs params = readParamArgs(args);
    if (params.usageError) {
        read.errors.push_back(*params.usageError);
        read.usage = true;
        return;
    }
    read.errors = params.fileProblems;
    read.request.params = paramsToJson(params.params);
}

/// A tile generator's options: --params, then the map size of --width and
/// --height over it (checked like easylink's); a size given by neither is
/// left to the generator's default.
void readOptions(const Arguments& args, RequestRead& read) {
    EasylinkParams size;
    std::vector<std::pair<const char*, int EasylinkParams::*>> given;
    for (const auto& [key, member] : {std::pair{"width", &EasylinkParams::width},
                                      std::pair{"height", &EasylinkParams::height}}) {
        if (auto value = args.value(paramFlag(key))) {
            if (auto error = setParam(size, key, *value)) {
                read.errors.push_back(*error);
                read.usage = true;
                return;
            }
            given.emplace_back(key, member);
        }
    }
    if (auto paramsPath = args.value("--params")) {
        // A layout file gives its "params"; a catalogue or a report is refused.
        ParamsFileRead file = readParamsFile(*paramsPath);
        if (!file.ok()) {
            read.errors.push_back(formatProblem(*paramsPath, *file.problem));
            return;
        }
        read.request.params = std::move(file.params);
    }
    if (read.request.params.is_object()) {
        for (const auto& [key, member] : given) {
            read.request.params[key] = size.*member;
        }
    }
}

void readVaults(const Arguments& args, RequestRead& read) {
    const auto vaultsPath = args.value("--vaults");
    if (!vaultsPath) {
        read.errors.push_back("--vaults needs a FILE");
        read.usage = true;
        return;
    }
    VaultFile vaults = readVaultFile(*vaultsPath);
    if (vaults.error) {
        read.errors.push_back(*vaults.error);
        return;
    }
    read.request.vaults = std::make_shared<const std::vector<Vault>>(std::move(vaults.vaults));
}

void readTables(const Arguments& args, const Generator& generator, RequestRead& read) {
    const std::filesystem::path tablesPath =
        args.value("--tables")
            .value_or((assetsDirectory() / "tables" / (generator.name + ".json")).string());
    const ParsedJson parsed = readJsonFile(tablesPath);
    if (!parsed.ok()) {
        read.errors.push_back(formatProblem(tablesPath.string(), *parsed.error));
        return;
    }
    read.request.tables = std::make_shared<const Json>(parsed.value);
}

}  // namespace

std::vector<FlagSpec> inputFlags() {
    return {
        {"--vaults", "FILE",
         "tile maps: stamp the prefab blueprints of FILE (docs/tile-generators.md, \"Vaults\")",
         PathRole::Input},
        {"--tables", "FILE",
         namesTaking(&GeneratorInputs::tables) + ": their data tables (default: "
                                                 "assets/tables/NAME.json)",
         PathRole::Input},
    };
}

RequestRead readGenerationRequest(const Arguments& args, const Generator& generator,
                                  std::uint64_t seed) {
    RequestRead read;
    read.request.seed = seed;
    // Inputs the generator does not take are the command line's mistake.
    for (const auto& [flag, input] : {std::pair{"--vaults", &GeneratorInputs::vaults},
                                      std::pair{"--tables", &GeneratorInputs::tables}}) {
        if (args.has(flag) && !(generator.inputs.*input)) {
            read.errors.push_back(std::string(flag) + " is for " + namesTaking(input) + ", not " +
                                  generator.name);
            read.usage = true;
            return read;
        }
    }
    if (generator.inputs.catalogue) {
        readEasylinkParams(args, read);
    } else {
        readOptions(args, read);
    }
    if (!read.errors.empty()) {
        return read;
    }
    if (generator.inputs.vaults && args.has("--vaults")) {
        readVaults(args, read);
    }
    if (read.errors.empty() && generator.inputs.tables) {
        readTables(args, generator, read);
    }
    if (read.errors.empty() && generator.inputs.catalogue) {
        std::variant<Catalogue, std::string> loaded =
            loadCatalogueArgument(args, read.cataloguePath);
        if (const auto* refusal = std::get_if<std::string>(&loaded)) {
            read.errors.push_back(*refusal);
            return read;
        }
        read.catalogue = std::make_shared<const Catalogue>(std::move(std::get<Catalogue>(loaded)));
        read.request.catalogue = read.catalogue.get();
    }
    return read;
}

}  // namespace easylink::cli
