#include "easylink/generation/generator_params.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <variant>

#include "easylink/catalogue/catalogue.hpp"

namespace easylink {
namespace {

constexpr std::array<std::string_view, kGrowerCount> kGrowerNames = {
    "room-to-room",          "room-to-corridor",  "bent-room-to-room", "corridor-to-corridor",
    "bent-room-to-corridor", "straight-corridor", "room-rotator"};

/// One parameter: its documentation and where it lives in GeneratorParams,
/// with its bounds. Reading, writing, checking and documenting all walk this
/// one table, so a new parameter is one line here.
struct IntField {
    int GeneratorParams::*member;
    int min;
    int max;
};
struct RealField {
    double GeneratorParams::*member;
    double min;
    double max;
};
/// A parameter that takes one of a few names (an enum in GeneratorParams).
struct ChoiceField {
    std::vector<std::string_view> names;
    int (*get)(const GeneratorParams&);
    void (*set)(GeneratorParams&, int);
};
struct OrderField {};
/// A whole number that is absent unless given (the loop and dead-end targets).
struct OptionalIntField {
    std::optional<int> GeneratorParams::*member;
    int min;
    int max;
};
struct RegionsField {};
struct Field {
    ParamInfo info;
    std::variant<IntField, RealField, ChoiceField, OrderField, OptionalIntField, RegionsField>
        target;
};

const std::vector<Field>& fields() {
    using P = GeneratorParams;
    static const std::vector<Field> kFields = {
        {{"width", "8 to 4096", "map width in tiles"}, IntField{&P::width, 8, kMaxMapSide}},
        {{"height", "8 to 4096", "map height in tiles"}, IntField{&P::height, 8, kMaxMapSide}},
        {{"target_rooms", "0 to 1000000",
          "rooms step 1 places at random; 0 places rooms until room_density is reached"},
         IntField{&P::targetRooms, 0, 1000000}},
        {{"room_density", "0.01 to 0.9",
          "fraction of the map's area step 1 covers with rooms (when target_rooms is 0)"},
         RealField{&P::roomDensity, 0.01, 0.9}},
        {{"placement_attempts", "0 to 100000000",
          "random positions step 1 tries before it stops, placed or not; 0: 400 for every "
          "80x80 tiles of map"},
         IntField{&P::placementAttempts, 0, 100000000}},
        {{"chain_chance", "0 to 1",
          "chance that a newly placed room grows directly linked rooms on its free ports"},
         RealField{&P::chainChance, 0.0, 1.0}},
        {{"chain_decay", "0 to 1", "the chain chance is multiplied by this at each level"},
         RealField{&P::chainDecay, 0.0, 1.0}},
        {{"chain_depth", "0 to 16", "how many levels of directly linked rooms can grow"},
         IntField{&P::chainDepth, 0, 16}},
        {{"grower_order", "a list of grower names",
          "the growers of step 2 in the order they take turns (each at most once)"},
         OrderField{}},
        {{"per_turn_limit", "0 to 1000000",
          "opportunities a grower applies in one turn before the next grower's turn; 0: 4 for "
          "every 80x80 tiles of map"},
         IntField{&P::perTurnLimit, 0, 1000000}},
        {{"max_rounds", "1 to 100000",
          "rounds of grower turns at most; step 2 also stops after a round that adds nothing"},
         IntField{&P::maxRounds, 1, 100000}},
        {{"width_policy", "widest, narrowest or random",
          "which passage width to use among those both ends allow"},
         ChoiceField{{"widest", "narrowest", "random"},
                     [](const P& p) { return static_cast<int>(p.widthPolicy); },
                     [](P& p, int v) { p.widthPolicy = static_cast<WidthPolicy>(v); }}},
        {{"min_loop_length", "2 to 1000",
          "a link between rooms already connected is made only if it closes a loop of at least "
          "this many normal rooms"},
         IntField{&P::minLoopLength, 2, 1000}},
        {{"loop_chance", "0 to 1", "chance to make such a loop-closing link when it is allowed"},
         RealField{&P::loopChance, 0.0, 1.0}},
        {{"wanted_loops", "0 to 100000",
          "after step 3, links the growers skipped are made (each closing a loop of at least "
          "min_loop_length rooms) until the kept component has this many loops (never past "
          "max_loops); an attempt still short starts again at most 3 times while the work "
          "budget allows, then the layout is kept; if no later attempt comes through, the one "
          "with the most loops is made again and kept (unlike min_loops, never a failure); 0: "
          "no such pass"},
         IntField{&P::wantedLoops, 0, 100000}},
        {{"through_min_length", "4 to 100000",
          "corridors at least this long get a through module inserted along them"},
         IntField{&P::throughMinLength, 4, 100000}},
        {{"min_rooms", "1 to 1000000",
          "normal rooms the kept component needs, or the attempt restarts"},
         IntField{&P::minRooms, 1, 1000000}},
        {{"max_attempts", "1 to 10000", "attempts at steps 1 to 3 before generation gives up"},
         IntField{&P::maxAttempts, 1, 10000}},
        {{"resolve_depth", "0 to 32",
          "phase 2: how deep slots resolve (a room is level 1, its walls level 2, their doors "
          "level 3); 0 skips phase 2"},
         IntField{&P::resolveDepth, 0, kMaxResolveDepth}},
        {{"unfilled_slots", "generic or fail",
          "phase 2: what a slot no module can fill does: drawn generically (and reported), or "
          "the run fails naming the slot"},
         ChoiceField{{"generic", "fail"},
                     [](const P& p) { return static_cast<int>(p.unfilledSlots); },
                     [](P& p, int v) { p.unfilledSlots = static_cast<UnfilledSlots>(v); }}},
        {{"regions", "a list of regions",
          "rectangles of the map with a room density, blocked tiles or a module list of their "
          "own (docs/params.md, Regions)"},
         RegionsField{}},
        {{"min_loops", "0 to 100000",
          "loops the kept component must have at least; missing ones are closed inside the "
          "attempt (absent: no bound)"},
         OptionalIntField{&P::minLoops, 0, 100000}},
        {{"max_loops", "0 to 100000",
          "loops the kept component may have at most; growers stop closing loops there "
          "(absent: no bound)"},
         OptionalIntField{&P::maxLoops, 0, 100000}},
        {{"min_dead_ends", "0 to 100000",
          "normal rooms with one connected port the kept component must have at least; "
          "missing ones are attached inside the attempt (absent: no bound)"},
         OptionalIntField{&P::minDeadEnds, 0, 100000}},
        {{"max_dead_ends", "0 to 100000",
          "dead ends the kept component may have at most; extra ones are joined up or removed "
          "inside the attempt (absent: no bound)"},
         OptionalIntField{&P::maxDeadEnds, 0, 100000}},
    };
    return kFields;
}

std::string formatReal(double value) {
    Json j = value;
    return j.dump();
}

std::optional<std::string> checkInt(const Field& field, const IntField& f, long long value) {
    if (value < f.min || value > f.max) {
        return std::string(field.info.key) + " must be from " + std::to_string(f.min) + " to " +
               std::to_string(f.max) + ", not " + std::to_string(value);
    }
    return std::nullopt;
}

std::optional<std::string> checkReal(const Field& field, const RealField& f, double value) {
    if (!std::isfinite(value) || value < f.min || value > f.max) {
        return std::string(field.info.key) + " must be from " + formatReal(f.min) + " to " +
               formatReal(f.max) + ", not " + formatReal(value);
    }
    return std::nullopt;
}

std::optional<std::string> setOrder(GeneratorParams& params,
                                    const std::vector<std::string>& names) {
    std::vector<GrowerKind> order;
    for (const std::string& name : names) {
        const auto grower = parseGrowerKind(name);
        if (!grower) {
            return "unknown grower \"" + printableExcerpt(name) +
                   "\"; use room-to-room, "
                   "room-to-corridor, bent-room-to-room, corridor-to-corridor, "
                   "bent-room-to-corridor, straight-corridor, room-rotator";
        }
        if (std::find(order.begin(), order.end(), *grower) != order.end()) {
            return "grower " + name + " is listed twice in grower_order";
        }
        order.push_back(*grower);
    }
    params.growerOrder = std::move(order);
    return std::nullopt;
}

std::optional<int> parseChoice(const ChoiceField& field, std::string_view text) {
    for (std::size_t i = 0; i < field.names.size(); ++i) {
        if (field.names[i] == text) {
            return static_cast<int>(i);
        }
    }
    return std::nullopt;
}

/// "widest, narrowest or random", each name between `quote`s.
std::string describeChoices(const ChoiceField& field, std::string_view quote) {
    std::string out;
    for (std::size_t i = 0; i < field.names.size(); ++i) {
        if (i > 0) {
            out += i + 1 == field.names.size() ? " or " : ", ";
        }
        out += std::string(quote) + std::string(field.names[i]) + std::string(quote);
    }
    return out;
}

const Field* findField(std::string_view key) {
    for (const Field& field : fields()) {
        if (field.info.key == key) {
            return &field;
        }
    }
    return nullptr;
}

// A file of a million misspelt keys is reported by its first few and a count,
// not a million lines.
constexpr std::size_t kUnknownKeysReported = 10;

/// "and 199990 more unknown parameters (200000 in all)", when there were more
/// than kUnknownKeysReported.
std::optional<std::string> moreUnknown(std::size_t count, const char* what) {
    if (count <= kUnknownKeysReported) {
        return std::nullopt;
    }
    return "and " + std::to_string(count - kUnknownKeysReported) + " more unknown " + what + " (" +
           std::to_string(count) + " in all)";
}

bool isWholeNumber(const Json& value) {
    return value.is_number() && std::isfinite(value.get<double>()) &&
           value.get<double>() == std::floor(value.get<double>()) &&
           std::fabs(value.get<double>()) <= 1e12;
}

/// The regions' problems that need the map's size and the other keys:
/// rects inside the map, densities in range, at most kMaxRegions.
void checkRegions(const GeneratorParams& params, std::vector<Problem>& problems) {
    const auto report = [&](const std::string& pointer, std::string message) {
        problems.push_back({Severity::Error, pointer, std::nullopt, std::move(message)});
    };
    if (params.regions.size() > static_cast<std::size_t>(kMaxRegions)) {
        report("/regions", "at most " + std::to_string(kMaxRegions) + " regions, not " +
                               std::to_string(params.regions.size()));
        return;
    }
    for (std::size_t i = 0; i < params.regions.size(); ++i) {
        const Region& region = params.regions[i];
        const std::string at = "/regions/" + std::to_string(i);
        const Rect& r = region.rect;
        if (r.w < 1 || r.h < 1) {
            report(at + "/rect", "width and height must be at least 1, not " + std::to_string(r.w) +
                                     " and " + std::to_string(r.h));
        } else if (r.x < 0 || r.y < 0) {
            report(at + "/rect", "starts outside the map at (" + std::to_string(r.x) + "," +
                                     std::to_string(r.y) + "); x and y must be 0 or more");
        } else if (static_cast<long long>(r.x) + r.w > params.width) {
            report(at + "/rect", "extends past the map (x+w = " +
                                     std::to_string(static_cast<long long>(r.x) + r.w) + " > " +
                                     std::to_string(params.width) + ")");
        } else if (static_cast<long long>(r.y) + r.h > params.height) {
            report(at + "/rect", "extends past the map (y+h = " +
                                     std::to_string(static_cast<long long>(r.y) + r.h) + " > " +
                                     std::to_string(params.height) + ")");
        }
        if (region.density && (!std::isfinite(*region.density) || *region.density < 0.0 ||
                               *region.density > kMaxRegionDensity)) {
            report(at + "/density",
                   "density must be from 0 to 0.9, not " + formatReal(*region.density));
        }
    }
}

}  // namespace

std::vector<Region> regionsFromJson(const Json& array, const std::string& pointer,
                                    std::vector<Problem>& problems) {
    std::vector<Region> regions;
    const auto report = [&](const std::string& at, std::string message) {
        problems.push_back({Severity::Error, at, std::nullopt, std::move(message)});
    };
    if (!array.is_array()) {
        report(pointer, "regions must be an array of regions, not " + describeJsonType(array));
        return regions;
    }
    if (array.size() > static_cast<std::size_t>(kMaxRegions)) {
        report(pointer, "at most " + std::to_string(kMaxRegions) + " regions, not " +
                            std::to_string(array.size()));
        return regions;
    }
    for (std::size_t i = 0; i < array.size(); ++i) {
        const Json& item = array[i];
        const std::string at = pointer + "/" + std::to_string(i);
        if (!item.is_object()) {
            report(at, "a region must be an object with a \"rect\", not " + describeJsonType(item));
            continue;
        }
        Region region;
        bool hasRect = false;
        std::size_t unknownKeys = 0;
        for (auto it = item.begin(); it != item.end(); ++it) {
            const std::string key = it.key();
            const Json& value = it.value();
            const std::string here = at + "/" + escapePointerToken(key);
            if (key == "name") {
                if (!value.is_string()) {
                    report(here, "name must be a string, not " + describeJsonType(value));
                } else if (value.get_ref<const std::string&>().size() > kMaxRegionNameBytes) {
                    report(here, "name must be at most " + std::to_string(kMaxRegionNameBytes) +
                                     " bytes, not " +
                                     std::to_string(value.get_ref<const std::string&>().size()));
                } else {
                    region.name = value.get<std::string>();
                }
            } else if (key == "rect") {
                const bool ok = value.is_array() && value.size() == 4 &&
                                std::all_of(value.begin(), value.end(), [](const Json& v) {
                                    return isWholeNumber(v) && std::fabs(v.get<double>()) <= 1e9;
                                });
                if (!ok) {
                    report(here, "rect must be [x, y, w, h], four whole numbers in tiles, not " +
                                     printableExcerpt(value.dump()));
                } else {
                    region.rect = {value[0].get<int>(), value[1].get<int>(), value[2].get<int>(),
                                   value[3].get<int>()};
                    hasRect = true;
                }
            } else if (key == "density") {
                if (!value.is_number()) {
                    report(here, "density must be a number from 0 to 0.9, not " +
                                     describeJsonType(value));
                } else if (const double d = value.get<double>();
                           !std::isfinite(d) || d < 0.0 || d > kMaxRegionDensity) {
                    report(here, "density must be from 0 to 0.9, not " + formatReal(d));
                } else {
                    region.density = d;
                }
            } else if (key == "blocked") {
                if (!value.is_boolean()) {
                    report(here, "blocked must be true or false, not " + describeJsonType(value));
                } else {
                    region.blocked = value.get<bool>();
                }
            } else if (key == "modules") {
                std::vector<std::string> names;
                bool ok = value.is_array() && !value.empty();
                if (ok && value.size() > kMaxRegionModules) {
                    report(here, "modules must list at most " + std::to_string(kMaxRegionModules) +
                                     " names, not " + std::to_string(value.size()));
                    ok = false;
                }
                for (std::size_t m = 0; ok && m < value.size(); ++m) {
                    if (!value[m].is_string()) {
                        report(here + "/" + std::to_string(m),
                               "a module name must be a string, not " + describeJsonType(value[m]));
                        ok = false;
                    } else {
                        names.push_back(value[m].get<std::string>());
                    }
                }
                if (!value.is_array() || value.empty()) {
                    report(here, "modules must be a non-empty array of module names");
                } else if (ok) {
                    region.modules = std::move(names);
                }
            } else if (++unknownKeys <= kUnknownKeysReported) {
                report(here, "unknown region key \"" + printableExcerpt(key) +
                                 "\"; a region has name, rect, density, blocked and modules");
            }
        }
        if (const auto more = moreUnknown(unknownKeys, "region keys")) {
            report(at, *more);
        }
        if (!hasRect && !std::any_of(problems.begin(), problems.end(),
                                     [&](const Problem& p) { return p.pointer == at + "/rect"; })) {
            report(at, "a region needs a \"rect\": [x, y, w, h]");
        }
        regions.push_back(std::move(region));
    }
    return regions;
}

Json regionsToJson(const std::vector<Region>& regions) {
    Json out = Json::array();
    for (const Region& region : regions) {
        Json r = Json::object();
        if (!region.name.empty()) {
            r["name"] = region.name;
        }
        r["rect"] = Json::array({region.rect.x, region.rect.y, region.rect.w, region.rect.h});
        if (region.density) {
            r["density"] = *region.density;
        }
        if (region.blocked) {
            r["blocked"] = true;
        }
        if (region.modules) {
            r["modules"] = *region.modules;
        }
        out.push_back(std::move(r));
    }
    return out;
}

namespace {

/// `perReference` for an 80x80 map, scaled by area, at least `perReference`.
int scaledByArea(const GeneratorParams& params, int perReference) {
    const double scale = static_cast<double>(params.width) * params.height / (80.0 * 80.0);
    return std::max(perReference, static_cast<int>(perReference * scale));
}

}  // namespace

std::vector<GrowerKind> defaultGrowerOrder() {
    // Direct joins before corridors onto corridors, the room rotator last
    // (it only turns rooms no other grower could join), and the bends first:
    // a bend whose rays cross corridors puts a four_way on each, and going
    // first it finds those ports before a plain t_junction takes them
    // (docs/params.md, "Loops and junctions by default").
    return {GrowerKind::BentRoomToRoom,     GrowerKind::RoomToRoom,
            GrowerKind::RoomToCorridor,     GrowerKind::CorridorToCorridor,
            GrowerKind::BentRoomToCorridor, GrowerKind::StraightCorridor,
            GrowerKind::RoomRotator};
}

int effectivePlacementAttempts(const GeneratorParams& params) {
    return params.placementAttempts > 0 ? params.placementAttempts : scaledByArea(params, 400);
}

int effectivePerTurnLimit(const GeneratorParams& params) {
    return params.perTurnLimit > 0 ? params.perTurnLimit : scaledByArea(params, 4);
}

std::string_view toString(GrowerKind grower) {
    return kGrowerNames[static_cast<int>(grower)];
}

std::optional<GrowerKind> parseGrowerKind(std::string_view text) {
    for (int i = 0; i < kGrowerCount; ++i) {
        if (kGrowerNames[i] == text) {
            return static_cast<GrowerKind>(i);
        }
    }
    return std::nullopt;
}

std::string_view toString(WidthPolicy policy) {
    switch (policy) {
        case WidthPolicy::Widest: return "widest";
        case WidthPolicy::Narrowest: return "narrowest";
        case WidthPolicy::Random: return "random";
    }
    return "random";
}

std::optional<WidthPolicy> parseWidthPolicy(std::string_view text) {
    for (WidthPolicy p : {WidthPolicy::Widest, WidthPolicy::Narrowest, WidthPolicy::Random}) {
        if (toString(p) == text) {
            return p;
        }
    }
    return std::nullopt;
}

const std::vector<ParamInfo>& paramInfo() {
    static const std::vector<ParamInfo> kInfo = [] {
        std::vector<ParamInfo> info;
        for (const Field& field : fields()) {
            info.push_back(field.info);
        }
        return info;
    }();
    return kInfo;
}

std::vector<std::string_view> paramChoices(std::string_view key) {
    const Field* field = findField(key);
    const auto* choice = field != nullptr ? std::get_if<ChoiceField>(&field->target) : nullptr;
    return choice != nullptr ? choice->names : std::vector<std::string_view>{};
}

std::vector<Problem> validateParams(const GeneratorParams& params) {
    std::vector<Problem> problems;
    const auto report = [&](std::string_view key, std::string message) {
        problems.push_back(
            {Severity::Error, "/" + std::string(key), std::nullopt, std::move(message)});
    };
    for (const Field& field : fields()) {
        if (const auto* f = std::get_if<IntField>(&field.target)) {
            if (auto error = checkInt(field, *f, params.*(f->member))) {
                report(field.info.key, *error);
            }
        } else if (const auto* r = std::get_if<RealField>(&field.target)) {
            if (auto error = checkReal(field, *r, params.*(r->member))) {
                report(field.info.key, *error);
            }
        }
    }
    if (params.growerOrder.empty()) {
        report("grower_order", "grower_order is empty; list at least one grower");
    }
    for (const Field& field : fields()) {
        if (const auto* f = std::get_if<OptionalIntField>(&field.target);
            f != nullptr && params.*(f->member)) {
            if (auto error =
                    checkInt(field, IntField{nullptr, f->min, f->max}, *(params.*(f->member)))) {
                report(field.info.key, *error);
            }
        }
    }
    const auto checkBounds = [&](std::string_view minKey, const std::optional<int>& min,
                                 std::string_view maxKey, const std::optional<int>& max) {
        if (min && max && *min > *max) {
            report(minKey, std::string(minKey) + " (" + std::to_string(*min) + ") is more than " +
                               std::string(maxKey) + " (" + std::to_string(*max) +
                               "); no layout can meet both");
        }
    };
    checkBounds("min_loops", params.minLoops, "max_loops", params.maxLoops);
    checkBounds("min_dead_ends", params.minDeadEnds, "max_dead_ends", params.maxDeadEnds);
    checkRegions(params, problems);
    return problems;
}

bool isOptionalParam(std::string_view key) {
    const Field* field = findField(key);
    return field != nullptr && (std::holds_alternative<OptionalIntField>(field->target) ||
                                std::holds_alternative<RegionsField>(field->target));
}

Json paramsToJson(const GeneratorParams& params) {
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

GeneratorParams paramsFromJson(const Json& object, const GeneratorParams& base,
                               std::vector<Problem>& problems) {
    GeneratorParams params = base;
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
            } else if (auto error = checkInt(*field, IntField{nullptr, o->min, o->max},
                                             value.get<long long>())) {
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

std::optional<std::string> setParam(GeneratorParams& params, std::string_view key,
                                    std::string_view value) {
    const Field* field = findField(key);
    if (field == nullptr) {
        return "unknown parameter \"" + std::string(key) + "\"";
    }
    if (const auto* f = std::get_if<IntField>(&field->target)) {
        long long number = 0;
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), number);
        if (value.empty() || ec != std::errc() || end != value.data() + value.size()) {
            return std::string(key) + " must be a whole number, not '" + std::string(value) + "'";
        }
        if (auto error = checkInt(*field, *f, number)) {
            return error;
        }
        params.*(f->member) = static_cast<int>(number);
        return std::nullopt;
    }
    if (const auto* r = std::get_if<RealField>(&field->target)) {
        // from_chars for double is locale-independent, unlike strtod.
        double number = 0;
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), number);
        if (value.empty() || ec != std::errc() || end != value.data() + value.size()) {
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
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), number);
        if (value.empty() || ec != std::errc() || end != value.data() + value.size()) {
            return std::string(key) + " must be a whole number or none, not '" +
                   printableExcerpt(value) + "'";
        }
        if (auto error = checkInt(*field, IntField{nullptr, o->min, o->max}, number)) {
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
