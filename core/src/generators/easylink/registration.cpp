#include "registration.hpp"

#include <cstdio>

#include "easylink/generators/easylink/easylink_generator.hpp"

namespace easylink {
namespace {

/// The kind of an easylink parameter, from its default (or, for those
/// absent unless given, from its key).
OptionKind kindOf(std::string_view key, const Json& fallback) {
    if (fallback.is_number_integer()) {
        return OptionKind::Whole;
    }
    if (fallback.is_number()) {
        return OptionKind::Real;
    }
    if (fallback.is_string()) {
        return OptionKind::Choice;
    }
    if (fallback.is_array() || key == "regions") {
        return OptionKind::List;
    }
    return OptionKind::Whole;  // the targets: min_loops, max_dead_ends, ...
}

std::vector<GeneratorOption> easylinkOptions() {
    const Json defaults = paramsToJson(EasylinkParams{});
    std::vector<GeneratorOption> options;
    for (const ParamInfo& info : paramInfo()) {
        if (info.key == "width" || info.key == "height") {
            continue;
        }
        GeneratorOption option;
        option.key = std::string(info.key);
        option.fallback = defaults.contains(option.key) ? defaults.at(option.key) : Json();
        option.kind = kindOf(info.key, option.fallback);
        option.range = std::string(info.range);
        option.meaning = std::string(info.meaning);
        // Numeric ranges read "A to B".
        double low = 0.0;
        double high = 0.0;
        if (std::sscanf(option.range.c_str(), "%lf to %lf", &low, &high) == 2) {
            option.min = low;
            option.max = high;
        }
        options.push_back(std::move(option));
    }
    return options;
}

/// The parameters of a request; problems for unknown keys and wrong types.
EasylinkParams paramsOf(const GenerationRequest& request, std::vector<Problem>& problems) {
    return paramsFromJson(request.params, EasylinkParams{}, problems);
}

std::vector<Problem> check(const GenerationRequest& request) {
    std::vector<Problem> problems;
    if (request.catalogue == nullptr) {
        problems.push_back(
            {Severity::Error, "", std::nullopt, "easylink needs a module catalogue"});
        return problems;
    }
    const EasylinkParams params = paramsOf(request, problems);
    if (!problems.empty()) {
        return problems;
    }
    problems = validateParams(params);
    for (Problem& problem : validateParamsFor(params, *request.catalogue)) {
        problems.push_back(std::move(problem));
    }
    return problems;
}

GenerationOutcome generate(const GenerationRequest& request, EventSink* sink) {
    GenerationOutcome outcome;
    outcome.generator = "easylink";
    outcome.seed = request.seed;
    if (request.catalogue == nullptr) {
        outcome.failure = "easylink needs a module catalogue";
        return outcome;
    }
    std::vector<Problem> problems;
    const EasylinkParams params = paramsOf(request, problems);
    if (hasErrors(problems)) {
        outcome.failure = "invalid parameters: " + describeFirstProblem(problems);
        return outcome;
    }
    // A catalogue prepared for this very catalogue is shared; any other
    // request prepares its own.
    const auto* prepared = dynamic_cast<const PreparedCatalogue*>(request.prepared.get());
    GenerationResult result =
        prepared != nullptr && &prepared->catalogue() == request.catalogue
            ? generateEasylink(*prepared, params, request.seed, sink)
            : generateEasylink(*request.catalogue, params, request.seed, sink);
    outcome.layout = std::move(result.layout);
    outcome.resolution = std::move(result.resolution);
    outcome.attempts = result.attempts;
    outcome.failure = std::move(result.failure);
    outcome.params = paramsToJson(params);
    outcome.regions = params.regions;
    return outcome;
}

std::shared_ptr<const PreparedInputs> prepare(const GenerationRequest& request) {
    if (request.catalogue == nullptr) {
        return nullptr;
    }
    return prepareCatalogue(*request.catalogue);
}

}  // namespace

Generator easylinkGenerator() {
    Generator generator;
    generator.name = "easylink";
    generator.summary = "modules with ports on the macrogrid, from the catalogue";
    generator.inputs = {.catalogue = true, .tables = false, .vaults = false};
    generator.options = easylinkOptions();
    generator.check = check;
    generator.generate = generate;
    generator.prepare = prepare;
    return generator;
}

}  // namespace easylink
