#include "parts_reader.hpp"

namespace easylink::catalogue_reading {
namespace {

std::string at(const std::string& pointer, std::string_view key) {
    return pointer + "/" + escapePointerToken(std::string(key));
}

std::string at(const std::string& pointer, std::size_t index) {
    return pointer + "/" + std::to_string(index);
}

/// An array of strings; unreadable entries are reported and skipped.
std::vector<std::string> readStrings(DocumentReader& in, const Json& value,
                                     const std::string& pointer, const char* what) {
    std::vector<std::string> out;
    if (in.array(value, pointer, what) == nullptr) {
        return out;
    }
    for (std::size_t i = 0; i < value.size(); ++i) {
        if (auto text = in.string(value[i], at(pointer, i), what)) {
            out.push_back(*text);
        }
    }
    return out;
}

std::optional<ParamSource> readSource(DocumentReader& in, const Json& value,
                                      const std::string& pointer) {
    std::optional<ParamSource> source = ParamSource::fromJson(value);
    if (!source) {
        in.error(pointer,
                 "a value passed down must be true/false, a whole number, a string, "
                 "\"$parameter\" or \"@fact\", not " +
                     (value.is_number() ? value.dump() : describeJsonType(value)));
    }
    return source;
}

void readParams(DocumentReader& in, const Json& value, const std::string& pointer,
                ModuleTemplate& module) {
    if (in.array(value, pointer, "params") == nullptr) {
        return;
    }
    for (std::size_t i = 0; i < value.size(); ++i) {
        const std::string item = at(pointer, i);
        if (in.object(value[i], item, "a parameter") == nullptr) {
            continue;
        }
        ParamSpec spec;
        bool ok = true;
        if (const Json* name = in.member(value[i], "name", item, true, "name the parameter")) {
            const auto text = in.string(*name, item + "/name", "name");
            ok = ok && text.has_value();
            spec.name = text.value_or("");
        }
        if (const Json* type =
                in.member(value[i], "type", item, true, "one of \"bool\", \"int\", \"string\"")) {
            if (auto text = in.string(*type, item + "/type", "type")) {
                if (auto parsed = parseParamType(*text)) {
                    spec.type = *parsed;
                } else {
                    in.error(item + "/type", "unknown type \"" + printableExcerpt(*text) +
                                                 "\"; use \"bool\", \"int\" or \"string\"");
                    ok = false;
                }
            }
        }
        if (const Json* fallback = in.member(value[i], "default", item, true,
                                             "give the value used when no slot passes one")) {
            std::optional<ParamValue> parsed = valueFromJson(*fallback);
            if (!parsed) {
                in.error(item + "/default",
                         "a default must be true/false, a whole number or a "
                         "string, not " +
                             fallback->dump());
                ok = false;
            } else {
                spec.fallback = std::move(*parsed);
            }
        }
        if (ok) {
            module.params.push_back(std::move(spec));
        }
    }
}

void readRequirements(DocumentReader& in, const Json& value, const std::string& pointer,
                      ModuleTemplate& module) {
    if (in.object(value, pointer, "requires") == nullptr) {
        return;
    }
    for (auto it = value.begin(); it != value.end(); ++it) {
        const std::string item = at(pointer, it.key());
        Requirement requirement;
        requirement.param = it.key();
        const Json& condition = it.value();
        if (condition.is_object()) {
            for (auto bound = condition.begin(); bound != condition.end(); ++bound) {
                const std::string boundPointer = at(item, bound.key());
                if (bound.key() != "min" && bound.key() != "max") {
                    in.error(boundPointer, "a range has \"min\" and \"max\", not \"" +
                                               printableExcerpt(bound.key()) + "\"");
                    continue;
                }
                if (auto number =
                        in.wholeNumber(bound.value(), boundPointer, bound.key().c_str())) {
                    (bound.key() == "min" ? requirement.min : requirement.max) = *number;
                }
            }
        } else if (auto parsed = valueFromJson(condition)) {
            requirement.equals = std::move(*parsed);
        } else {
            in.error(item, "a requirement is a value to equal or {\"min\": a, \"max\": b}, not " +
                               condition.dump());
            continue;
        }
        module.requirements.push_back(std::move(requirement));
    }
}

void readAccepts(DocumentReader& in, const Json& value, const std::string& pointer,
                 SlotSpec& slot) {
    if (in.object(value, pointer, "accepts") == nullptr) {
        return;
    }
    if (const Json* kinds = in.member(value, "kinds", pointer, false)) {
        for (const std::string& name : readStrings(in, *kinds, pointer + "/kinds", "a kind")) {
            if (auto kind = parseModuleKind(name)) {
                slot.kinds.push_back(*kind);
            } else {
                in.error(pointer + "/kinds", "unknown kind \"" + printableExcerpt(name) + "\"");
            }
        }
    }
    if (const Json* tags = in.member(value, "tags", pointer, false)) {
        slot.tags = readStrings(in, *tags, pointer + "/tags", "a tag");
    }
    if (const Json* size = in.member(value, "size", pointer, false)) {
        const std::string sizePointer = pointer + "/size";
        if (in.pair(*size, sizePointer, "size", "[along, across], numbers or \"$parameter\"")) {
            auto along = readSource(in, (*size)[0], sizePointer + "/0");
            auto across = readSource(in, (*size)[1], sizePointer + "/1");
            if (along && across) {
                slot.size = std::array<ParamSource, 2>{*along, *across};
            }
        }
    }
}

SlotSpec readSlot(DocumentReader& in, const Json& value, const std::string& pointer) {
    SlotSpec slot;
    if (in.object(value, pointer, "a slot") == nullptr) {
        return slot;
    }
    if (const Json* name = in.member(value, "name", pointer, true, "every slot needs a name")) {
        slot.name = in.string(*name, pointer + "/name", "name").value_or("");
    }
    if (const Json* rect = in.member(value, "rect", pointer, false)) {
        const std::string rectPointer = pointer + "/rect";
        if (!rect->is_array() || rect->size() != 4) {
            in.error(rectPointer, "rect must be [x, y, width, height] in the module's frame");
        } else {
            std::array<std::optional<int>, 4> v;
            for (std::size_t i = 0; i < 4; ++i) {
                v[i] = in.wholeNumber((*rect)[i], at(rectPointer, i), "a rect value");
            }
            if (v[0] && v[1] && v[2] && v[3]) {
                slot.rect = Rect{*v[0], *v[1], *v[2], *v[3]};
            }
        }
    }
    if (const Json* facing = in.member(value, "facing", pointer, false)) {
        if (auto text = in.string(*facing, pointer + "/facing", "facing")) {
            if (auto dir = parseDir(*text)) {
                slot.facing = *dir;
            } else {
                in.error(pointer + "/facing", "\"" + printableExcerpt(*text) +
                                                  "\" is not a direction; use N, E, S or W");
            }
        }
    }
    if (const Json* accepts = in.member(value, "accepts", pointer, true,
                                        "say what fills it, e.g. {\"kinds\": [\"part\"]}")) {
        readAccepts(in, *accepts, pointer + "/accepts", slot);
    }
    if (const Json* params = in.member(value, "params", pointer, false)) {
        const std::string paramsPointer = pointer + "/params";
        if (in.object(*params, paramsPointer, "params") != nullptr) {
            for (auto it = params->begin(); it != params->end(); ++it) {
                if (auto source = readSource(in, it.value(), at(paramsPointer, it.key()))) {
                    slot.params.emplace_back(it.key(), std::move(*source));
                }
            }
        }
    }
    if (const Json* optional = in.member(value, "optional", pointer, false)) {
        if (!optional->is_boolean()) {
            in.error(pointer + "/optional",
                     "optional must be true or false, not " + describeJsonType(*optional));
        } else {
            slot.optional = optional->get<bool>();
        }
    }
    slot.extra = unknownMembers(value, {"name", "rect", "facing", "accepts", "params", "optional"});
    return slot;
}

std::optional<int> readCount(DocumentReader& in, const Json& value, const std::string& pointer,
                             const char* what) {
    return in.wholeNumber(value, pointer, what);
}

void readPlace(DocumentReader& in, const Json& value, const std::string& pointer,
               RoomRules& rules) {
    if (value.is_string()) {
        const std::string& text = value.get_ref<const std::string&>();
        if (text == "first" || text == "last") {
            rules.place = text == "first" ? RoomRules::Place::First : RoomRules::Place::Last;
            return;
        }
    } else if (value.is_object()) {
        const Json* other =
            in.member(value, "far_from", pointer, true, "name the module to keep away from");
        const Json* rooms =
            in.member(value, "rooms", pointer, true, "give the least distance in rooms, e.g. 4");
        const auto name =
            other ? in.string(*other, pointer + "/far_from", "far_from") : std::nullopt;
        const auto count =
            rooms ? in.wholeNumber(*rooms, pointer + "/rooms", "rooms") : std::nullopt;
        if (name && count) {
            rules.place = RoomRules::Place::FarFrom;
            rules.farFrom = *name;
            rules.farRooms = *count;
        }
        return;
    }
    in.error(pointer,
             "place must be \"first\", \"last\" or {\"far_from\": \"module\", \"rooms\": N}, "
             "not " +
                 value.dump());
}

void readRoomRules(DocumentReader& in, const Json& value, const std::string& pointer,
                   ModuleTemplate& module) {
    RoomRules& rules = module.rules;
    if (const Json* v = in.member(value, "min_count", pointer, false)) {
        rules.minCount = readCount(in, *v, pointer + "/min_count", "min_count").value_or(0);
    }
    if (const Json* v = in.member(value, "max_count", pointer, false)) {
        rules.maxCount = readCount(in, *v, pointer + "/max_count", "max_count");
    }
    if (const Json* v = in.member(value, "max_exits", pointer, false)) {
        rules.maxExits = readCount(in, *v, pointer + "/max_exits", "max_exits");
    }
    if (const Json* v = in.member(value, "requires_neighbor", pointer, false)) {
        rules.requiresNeighbor =
            in.string(*v, pointer + "/requires_neighbor", "requires_neighbor").value_or("");
    }
    if (const Json* v = in.member(value, "place", pointer, false)) {
        readPlace(in, *v, pointer + "/place", rules);
    }
    if (const Json* v = in.member(value, "locked_by", pointer, false)) {
        rules.lockedBy = in.string(*v, pointer + "/locked_by", "locked_by").value_or("");
    }
}

}  // namespace

void readModuleParts(DocumentReader& in, const Json& value, const std::string& pointer,
                     ModuleTemplate& module) {
    if (const Json* tags = in.member(value, "tags", pointer, false)) {
        module.tags = readStrings(in, *tags, pointer + "/tags", "a tag");
    }
    if (const Json* params = in.member(value, "params", pointer, false)) {
        readParams(in, *params, pointer + "/params", module);
    }
    if (const Json* requirements = in.member(value, "requires", pointer, false)) {
        readRequirements(in, *requirements, pointer + "/requires", module);
    }
    if (const Json* slots = in.member(value, "slots", pointer, false)) {
        const std::string slotsPointer = pointer + "/slots";
        if (in.array(*slots, slotsPointer, "slots") != nullptr) {
            for (std::size_t i = 0; i < slots->size(); ++i) {
                module.slots.push_back(readSlot(in, (*slots)[i], at(slotsPointer, i)));
            }
        }
    }
    if (const Json* pattern = in.member(value, "pattern", pointer, false)) {
        module.pattern = readStrings(in, *pattern, pointer + "/pattern", "a pattern row");
    }
    readRoomRules(in, value, pointer, module);
}

}  // namespace easylink::catalogue_reading
