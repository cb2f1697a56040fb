#include "easylink/generators/generator.hpp"

#include <algorithm>
#include <cmath>

namespace easylink {
namespace {

Json boundJson(const GeneratorOption& option, double bound) {
    return option.kind == OptionKind::Whole ? Json(static_cast<std::int64_t>(bound)) : Json(bound);
}

/// The problem with one numeric option's value, or nullopt.
std::optional<std::string> numberProblem(const GeneratorOption& option, const std::string& key,
                                         const Json& value) {
    const bool whole = option.kind == OptionKind::Whole;
    const bool number = value.is_number() && std::isfinite(value.get<double>());
    if (!number || (whole && value.get<double>() != std::floor(value.get<double>()))) {
        return key + " must be a" + (whole ? " whole number" : " number") + ", not " + value.dump();
    }
    const double v = value.get<double>();
    if (v < option.min || v > option.max) {
        return key + " must be from " + boundJson(option, option.min).dump() + " to " +
               boundJson(option, option.max).dump() + ", not " + value.dump();
    }
    return std::nullopt;
}

/// The problem with a list, object or choice option's type, or nullopt;
/// their contents are the generator's to check.
std::optional<std::string> shapeProblem(const GeneratorOption& option, const std::string& key,
                                        const Json& value) {
    switch (option.kind) {
        case OptionKind::Choice:
            return value.is_string() ? std::nullopt
                                     : std::optional(key + " must be a name, not " + value.dump());
        case OptionKind::List:
            return value.is_array() ? std::nullopt
                                    : std::optional(key + " must be a list, not " + value.dump());
        case OptionKind::Object:
            return value.is_object()
                       ? std::nullopt
                       : std::optional(key + " must be an object, not " + value.dump());
        case OptionKind::Whole:
        case OptionKind::Real: break;
    }
    return std::nullopt;
}

}  // namespace

const GeneratorOption* findOption(const Generator& generator, std::string_view key) {
    const auto found = std::find_if(generator.options.begin(), generator.options.end(),
                                    [&](const GeneratorOption& o) { return o.key == key; });
    return found == generator.options.end() ? nullptr : &*found;
}

Json optionDefaults(const std::vector<GeneratorOption>& options) {
    Json out = Json::object();
    for (const GeneratorOption& option : options) {
        if (!option.fallback.is_null()) {
            out[option.key] = option.fallback;
        }
    }
    return out;
}

Json checkedOptions(const Generator& generator, const Json& params,
                    std::vector<Problem>& problems) {
    Json out = optionDefaults(generator.options);
    if (!params.is_object()) {
        problems.push_back({Severity::Error, "", std::nullopt,
                            "options must be a JSON object, not " + describeJsonType(params)});
        return out;
    }
    for (auto it = params.begin(); it != params.end(); ++it) {
        if (it.key() == "width" || it.key() == "height") {
            continue;
        }
        const std::string pointer = "/" + escapePointerToken(it.key());
        const auto option =
            std::find_if(generator.options.begin(), generator.options.end(),
                         [&](const GeneratorOption& o) { return o.key == it.key(); });
        if (option == generator.options.end()) {
            problems.push_back(
                {Severity::Error, pointer, std::nullopt,
                 "unknown option \"" + printableExcerpt(it.key()) + "\" of " + generator.name});
            continue;
        }
        const bool numeric = option->kind == OptionKind::Whole || option->kind == OptionKind::Real;
        if (auto problem = numeric ? numberProblem(*option, it.key(), it.value())
                                   : shapeProblem(*option, it.key(), it.value())) {
            problems.push_back({Severity::Error, pointer, std::nullopt, *problem});
            continue;
        }
        const Json& value = it.value();
        out[it.key()] = option->kind == OptionKind::Whole
                            ? Json(static_cast<int>(value.get<double>()))
                        : option->kind == OptionKind::Real ? Json(value.get<double>())
                                                           : value;
    }
    return out;
}

std::string describeFirstProblem(const std::vector<Problem>& problems) {
    for (const Problem& problem : problems) {
        if (problem.severity == Severity::Error) {
            return (problem.pointer.empty() ? "" : problem.pointer + ": ") + problem.message;
        }
    }
    return {};
}

GenerationRequest preparedRequest(const Generator& generator, GenerationRequest request) {
    if (generator.prepare && !request.prepared) {
        request.prepared = generator.prepare(request);
    }
    return request;
}

}  // namespace easylink
