#include "easylink/catalogue/module_parts.hpp"

#include <cmath>
#include <string_view>

namespace easylink {

std::string_view toString(ParamType type) {
    switch (type) {
        case ParamType::Bool: return "bool";
        case ParamType::Int: return "int";
        case ParamType::String: return "string";
    }
    return "bool";
}

std::optional<ParamType> parseParamType(std::string_view text) {
    for (ParamType type : {ParamType::Bool, ParamType::Int, ParamType::String}) {
        if (text == toString(type)) {
            return type;
        }
    }
    return std::nullopt;
}

ParamType typeOf(const ParamValue& value) {
    return static_cast<ParamType>(value.index());
}

std::string describeValue(const ParamValue& value) {
    return valueToJson(value).dump();
}

Json valueToJson(const ParamValue& value) {
    return std::visit([](const auto& v) { return Json(v); }, value);
}

std::optional<ParamValue> valueFromJson(const Json& json) {
    if (json.is_boolean()) {
        return ParamValue(json.get<bool>());
    }
    if (json.is_string()) {
        return ParamValue(json.get<std::string>());
    }
    if (json.is_number()) {
        const double v = json.get<double>();
        if (std::isfinite(v) && v == std::floor(v) && std::fabs(v) <= 1e6) {
            return ParamValue(static_cast<int>(v));
        }
    }
    return std::nullopt;
}

std::optional<ParamSource> ParamSource::fromJson(const Json& json) {
    ParamSource source;
    if (json.is_string()) {
        const std::string& text = json.get_ref<const std::string&>();
        if (!text.empty() && (text[0] == '$' || text[0] == '@')) {
            if (text.size() == 1) {
                return std::nullopt;
            }
            source.kind = text[0] == '$' ? Kind::Parameter : Kind::Fact;
            source.name = text.substr(1);
            return source;
        }
    }
    std::optional<ParamValue> value = valueFromJson(json);
    if (!value) {
        return std::nullopt;
    }
    source.literal = std::move(*value);
    return source;
}

Json ParamSource::toJson() const {
    switch (kind) {
        case Kind::Literal: return valueToJson(literal);
        case Kind::Parameter: return "$" + name;
        case Kind::Fact: return "@" + name;
    }
    return nullptr;
}

std::string ParamSource::describe() const {
    return kind == Kind::Literal ? describeValue(literal) : toJson().get<std::string>();
}

bool Requirement::holds(const ParamValue& value) const {
    if (equals && *equals != value) {
        return false;
    }
    if (min || max) {
        const int* number = std::get_if<int>(&value);
        if (number == nullptr || (min && *number < *min) || (max && *number > *max)) {
            return false;
        }
    }
    return true;
}

std::string Requirement::describe() const {
    if (equals) {
        return param + " = " + describeValue(*equals);
    }
    if (min && max) {
        return std::to_string(*min) + " <= " + param + " <= " + std::to_string(*max);
    }
    if (min) {
        return param + " >= " + std::to_string(*min);
    }
    if (max) {
        return param + " <= " + std::to_string(*max);
    }
    return param + " (any value)";
}

std::string wallSlotName(std::size_t port) {
    return "wall " + std::to_string(port);
}

}  // namespace easylink
