// A tile generator as the registry holds it (tile_builders.hpp,
// tileGenerator()): the request's size and options checked, the generator's
// own digging, then the vaults and the finish every tile map shares.

#include <cmath>
#include <memory>

#include "easylink/generation/generator_params.hpp"
#include "tile_builders.hpp"

namespace easylink::tilemap {
namespace {

constexpr int kMinSide = 16;

std::string formatBound(double value, bool whole) {
    return whole ? Json(static_cast<std::int64_t>(value)).dump() : Json(value).dump();
}

GeneratorOption toGeneratorOption(const TileOption& option) {
    GeneratorOption out;
    out.key = std::string(option.key);
    out.kind = option.whole ? OptionKind::Whole : OptionKind::Real;
    out.fallback = option.whole ? Json(static_cast<int>(option.fallback)) : Json(option.fallback);
    out.min = option.min;
    out.max = option.max;
    out.range =
        formatBound(option.min, option.whole) + " to " + formatBound(option.max, option.whole);
    out.meaning = std::string(option.meaning);
    return out;
}

/// "width" or "height" of the parameters: 80 when absent; a problem when
/// it is not a whole number (the range is checked with the map).
int sideOf(const Json& params, const char* key, std::vector<Problem>& problems) {
    if (!params.is_object() || !params.contains(key)) {
        return 80;
    }
    const Json& value = params.at(key);
    if (!value.is_number() || !std::isfinite(value.get<double>()) ||
        value.get<double>() != std::floor(value.get<double>()) ||
        std::fabs(value.get<double>()) > 1e9) {
        problems.push_back({Severity::Error, std::string("/") + key, std::nullopt,
                            std::string(key) + " must be a whole number, not " + value.dump()});
        return 80;
    }
    return static_cast<int>(value.get<double>());
}

/// The request's problems: the size (whole numbers from 16 to 4096) and the
/// options; `options` receives the options as used.
std::vector<Problem> checkRequest(const Generator& generator, const GenerationRequest& request,
                                  int& width, int& height, Json& options) {
    std::vector<Problem> problems;
    width = sideOf(request.params, "width", problems);
    height = sideOf(request.params, "height", problems);
    if (problems.empty() &&
        (width < kMinSide || height < kMinSide || width > kMaxMapSide || height > kMaxMapSide)) {
        const bool wide = width < kMinSide || width > kMaxMapSide;
        problems.push_back({Severity::Error, wide ? "/width" : "/height", std::nullopt,
                            generator.name + " maps are from 16 to 4096 tiles a side, not " +
                                std::to_string(width) + "x" + std::to_string(height)});
    }
    options = checkedOptions(generator, request.params, problems);
    return problems;
}

GenerationOutcome run(const Generator& generator, BuildFunction build,
                      const GenerationRequest& request, EventSink* sink) {
    GenerationOutcome outcome;
    outcome.generator = generator.name;
    outcome.seed = request.seed;
    int width = 0;
    int height = 0;
    Json options;
    if (const auto problems = checkRequest(generator, request, width, height, options);
        !problems.empty()) {
        // The size's problem reads as it is; an option's names the option.
        const Problem& first = problems.front();
        outcome.failure = first.pointer == "/width" || first.pointer == "/height"
                              ? first.message
                              : "invalid options: " + describeFirstProblem(problems);
        return outcome;
    }
    outcome.params = Json::object();
    outcome.params["width"] = width;
    outcome.params["height"] = height;
    outcome.params.update(options);
    Builder builder(width, height, request.seed, options, sink);
    builder.setTables(request.tables);
    std::optional<std::string> failure = build(builder);
    if (!failure) {
        if (request.vaults) {
            builder.stampVaults(*request.vaults, outcome.notes);
        }
        failure = builder.finish();
    }
    outcome.attempts = builder.attempt() + 1;
    if (failure) {
        outcome.failure = *failure;
        if (sink != nullptr) {
            Event failed;
            failed.kind = EventKind::AttemptFailed;
            failed.attempt = builder.attempt();
            failed.text = *failure;
            sink->onEvent(failed);
        }
        return outcome;
    }
    outcome.areas = builder.areas();
    outcome.tiles = builder.take();
    outcome.layout.emplace(noModules(), width, height);
    return outcome;
}

}  // namespace

Generator tileGenerator(const TileGeneratorInfo& info, BuildFunction build, bool readsTables) {
    Generator generator;
    generator.name = std::string(info.name);
    generator.summary = std::string(info.summary);
    generator.inputs = {.catalogue = false, .tables = readsTables, .vaults = true};
    for (const TileOption& option : info.options) {
        generator.options.push_back(toGeneratorOption(option));
    }
    // The functions read a shared copy of the table (name and options), so
    // the Generator returned may be copied and moved freely.
    const auto table = std::make_shared<const Generator>(generator);
    generator.check = [table](const GenerationRequest& request) {
        int width = 0;
        int height = 0;
        Json options;
        return checkRequest(*table, request, width, height, options);
    };
    generator.generate = [table, build](const GenerationRequest& request, EventSink* sink) {
        return run(*table, build, request, sink);
    };
    return generator;
}

}  // namespace easylink::tilemap
