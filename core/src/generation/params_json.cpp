// A parameters object as a layout file records it and a --params file
// gives it: every parameter written in the table's order, and read back
// with a problem at the pointer of each key that is wrong.

#include <cmath>
#include <utility>
#include <variant>

#include "easylink/generation/generator_params.hpp"
#include "param_table.hpp"

namespace easylink {

using namespace param_table;

Json paramsToJson(const EasylinkParams& params) {
    Json out = Json::object();
    for (const Field& field : fields()) {
        const std::string key(field.info.key);
        if (const auto* f = std::get_if<IntField>(&field.target)) {
            out[key] = params.*(f->member);
        } else if (const auto* r = std::get_if<RealField>(&field.target)) {
            out[key] = params.*(r->member);
        } else if (const auto* c = std::get_if<ChoiceField>(&field.target)) {
            out[key] = std::string(c->names[static_cast<std::size_t>(c->get(params))]);
        } else if (const auto* o = std::get_if<OptionalIntField>(&field.target)) {
            if (params.*(o->member)) {
                out[key] = *(params.*(o->member));
            }
        } else if (std::holds_alternative<RegionsField>(field.target)) {
            if (!params.regions.empty()) {
                out[key] = regionsToJson(params.regions);
            }
        } else {
            Json order = Json::array();
            for (GrowerKind grower : params.growerOrder) {
                order.push_back(std::string(toString(grower)));
            }
            out[key] = std::move(order);
        }
    }
    return out;
}

EasylinkParams paramsFromJson(const Json& object, const EasylinkParams& base,
                              std::vector<Problem>& problems) {
    EasylinkParams params = base;
    const auto report = [&](const std::string& key, std::string message) {
        problems.push_back(
            {Severity::Error, "/" + escapePointerToken(key), std::nullopt, std::move(message)});
    };
    if (!object.is_object()) {
        problems.push_back({Severity::Error, "", std::nullopt,
                            "parameters must be a JSON object, not " + describeJsonType(object)});
        return params;
    }
    std::size_t unknownKeys = 0;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const Field* field = findField(it.key());
        const Json& value = it.value();
        if (field == nullptr) {
            if (++unknownKeys <= kUnknownKeysReported) {
                report(it.key(), "unknown parameter \"" + printableExcerpt(it.key()) +
                                     "\"; see docs/params.md for the list");
            }
            continue;
        }
        if (const auto* f = std::get_if<IntField>(&field->target)) {
            if (!isWholeNumber(value)) {
                report(it.key(), it.key() + " must be a whole number, not " + value.dump());
            } else if (auto error = checkInt(*field, *f, value.get<long long>())) {
                report(it.key(), *error);
            } else {
                params.*(f->member) = value.get<int>();
            }
        } else if (const auto* r = std::get_if<RealField>(&field->target)) {
            if (!value.is_number()) {
                report(it.key(), it.key() + " must be a number, not " + describeJsonType(value));
            } else if (auto error = checkReal(*field, *r, value.get<double>())) {
                report(it.key(), *error);
            } else {
                params.*(r->member) = value.get<double>();
            }
        } else if (const auto* c = std::get_if<ChoiceField>(&field->target)) {
            const std::optional<int> choice =
                value.is_string() ? parseChoice(*c, value.get<std::string>()) : std::nullopt;
            if (!choice) {
                report(it.key(), it.key() + " must be " + describeChoices(*c, "\"") + ", not " +
                                     value.dump());
            } else {
                c->set(params, *choice);
            }
        } else if (const auto* o = std::get_if<OptionalIntField>(&field->target)) {
            if (value.is_null()) {
                params.*(o->member) = std::nullopt;  // null: no bound, as when absent
            } else if (!isWholeNumber(value)) {
                report(it.key(), it.key() + " must be a whole number or null, not " +
                                     printableExcerpt(value.dump()));
            } else if (auto error = checkInt(*field, *o, value.get<long long>())) {
                report(it.key(), *error);
            } else {
                params.*(o->member) = value.get<int>();
            }
        } else if (std::holds_alternative<RegionsField>(field->target)) {
            const std::size_t before = problems.size();
            std::vector<Region> regions = regionsFromJson(value, "/regions", problems);
            if (problems.size() == before) {
                params.regions = std::move(regions);
            }
        } else {
            std::vector<std::string> names;
            bool ok = value.is_array();
            for (const Json& name : ok ? value : Json::array()) {
                ok = ok && name.is_string();
                if (name.is_string()) {
                    names.push_back(name.get<std::string>());
                }
            }
            if (!ok) {
                report(it.key(), "grower_order must be an array of grower names");
            } else if (auto error = setOrder(params, names)) {
                report(it.key(), *error);
            }
        }
    }
    if (const auto more = moreUnknown(unknownKeys, "parameters")) {
        problems.push_back({Severity::Error, "", std::nullopt, *more});
    }
    // Regions are checked against the map by validateParams, once the map's
    // size is final (a --width flag may follow the file).
    return params;
}

}  // namespace easylink
