// One parameter set from text, as the command line gives it
// (--chain-chance 0.5, --grower-order a,b, --min-loops none): the same
// checks as a parameters file, with a message instead of a pointer.

#include <algorithm>
#include <charconv>
#include <utility>
#include <variant>

#include "easylink/generation/generator_params.hpp"
#include "param_table.hpp"

namespace easylink {

using namespace param_table;

namespace {

/// True when the whole of `value` is one number, read into `number`
/// (from_chars, which unlike strtod ignores the locale).
template <typename Number>
bool parseWhole(std::string_view value, Number& number) {
    if (value.empty()) {
        return false;
    }
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), number);
    return ec == std::errc() && end == value.data() + value.size();
}

}  // namespace

std::optional<std::string> setParam(EasylinkParams& params, std::string_view key,
                                    std::string_view value) {
    const Field* field = findField(key);
    if (field == nullptr) {
        return "unknown parameter \"" + std::string(key) + "\"";
    }
    if (const auto* f = std::get_if<IntField>(&field->target)) {
        long long number = 0;
        if (!parseWhole(value, number)) {
            return std::string(key) + " must be a whole number, not '" + std::string(value) + "'";
        }
        if (auto error = checkInt(*field, *f, number)) {
            return error;
        }
        params.*(f->member) = static_cast<int>(number);
        return std::nullopt;
    }
    if (const auto* r = std::get_if<RealField>(&field->target)) {
        double number = 0;
        if (!parseWhole(value, number)) {
            return std::string(key) + " must be a number, not '" + std::string(value) + "'";
        }
        if (auto error = checkReal(*field, *r, number)) {
            return error;
        }
        params.*(r->member) = number;
        return std::nullopt;
    }
    if (const auto* c = std::get_if<ChoiceField>(&field->target)) {
        const std::optional<int> choice = parseChoice(*c, value);
        if (!choice) {
            return std::string(key) + " must be " + describeChoices(*c, "") + ", not '" +
                   std::string(value) + "'";
        }
        c->set(params, *choice);
        return std::nullopt;
    }
    if (const auto* o = std::get_if<OptionalIntField>(&field->target)) {
        if (value == "none") {
            params.*(o->member) = std::nullopt;
            return std::nullopt;
        }
        long long number = 0;
        if (!parseWhole(value, number)) {
            return std::string(key) + " must be a whole number or none, not '" +
                   printableExcerpt(value) + "'";
        }
        if (auto error = checkInt(*field, *o, number)) {
            return error;
        }
        params.*(o->member) = static_cast<int>(number);
        return std::nullopt;
    }
    if (std::holds_alternative<RegionsField>(field->target)) {
        const ParsedJson parsed = parseJsonText(value);
        if (!parsed.ok()) {
            return "regions must be a JSON array of regions: " + parsed.error->message;
        }
        std::vector<Problem> problems;
        std::vector<Region> regions = regionsFromJson(parsed.value, "/regions", problems);
        if (!problems.empty()) {
            return "regions: " + problems.front().pointer + ": " + problems.front().message;
        }
        params.regions = std::move(regions);
        return std::nullopt;
    }
    std::vector<std::string> names;
    std::string_view rest = value;
    while (!rest.empty()) {
        const std::size_t comma = std::min(rest.find(','), rest.size());
        names.emplace_back(rest.substr(0, comma));
        rest.remove_prefix(std::min(comma + 1, rest.size()));
    }
    return setOrder(params, names);
}

}  // namespace easylink
