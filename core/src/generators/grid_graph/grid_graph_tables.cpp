#include "grid_graph_tables.hpp"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <string_view>

namespace easylink::tilemap {
namespace {

constexpr std::size_t kMaxRoomTypes = 256;
constexpr std::size_t kMaxNameLength = 64;
constexpr int kMaxCount = 1000;

std::string at(const std::string& pointer, std::string_view key) {
    return pointer + "/" + escapePointerToken(key);
}

// Checks one document and gathers its problems, each at a JSON pointer.
class GridGraphTablesReader {
public:
    explicit GridGraphTablesReader(std::vector<Problem>& problems) : problems_(problems) {}

    void error(std::string pointer, std::string message) {
        problems_.push_back(
            {Severity::Error, std::move(pointer), std::nullopt, std::move(message)});
    }

    /// The member `key` of `object`, or null with a problem when it is
    /// required and missing; `hint` says what to give.
    const Json* member(const Json& object, std::string_view key, const std::string& pointer,
                       bool required, std::string_view hint) {
        const auto found = object.find(std::string(key));
        if (found != object.end()) {
            return &*found;
        }
        if (required) {
            error(pointer, "missing \"" + std::string(key) + "\": " + std::string(hint));
        }
        return nullptr;
    }

    std::optional<std::string> text(const Json& value, const std::string& pointer,
                                    std::string_view key) {
        if (!value.is_string()) {
            error(pointer, std::string(key) + " must be a string, not " + describeJsonType(value));
            return std::nullopt;
        }
        return value.get<std::string>();
    }

    std::optional<int> whole(const Json& value, const std::string& pointer, std::string_view key,
                             int lo, int hi) {
        const bool number = value.is_number() && std::isfinite(value.get<double>());
        const double v = number ? value.get<double>() : 0.0;
        if (!number || v != std::floor(v) || v < lo || v > hi) {
            error(pointer, std::string(key) + " must be a whole number from " + std::to_string(lo) +
                               " to " + std::to_string(hi) + ", not " +
                               (value.is_number() ? value.dump() : describeJsonType(value)));
            return std::nullopt;
        }
        return static_cast<int>(v);
    }

    /// Every key of `object` outside `known` is a problem (a misspelt key
    /// would otherwise be ignored without a word).
    void unknownKeys(const Json& object, const std::string& pointer,
                     std::initializer_list<std::string_view> known, std::string_view what) {
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (std::find(known.begin(), known.end(), it.key()) != known.end()) {
                continue;
            }
            std::string list;
            for (const std::string_view key : known) {
                list += (list.empty() ? "" : ", ") + std::string(key);
            }
            error(at(pointer, it.key()), "unknown key \"" + printableExcerpt(it.key()) + "\" of " +
                                             std::string(what) + "; the keys are " + list);
        }
    }

private:
    std::vector<Problem>& problems_;
};

std::optional<GridPlacement> placementNamed(std::string_view name) {
    if (name == "first") {
        return GridPlacement::First;
    }
    if (name == "random") {
        return GridPlacement::Random;
    }
    if (name == "beside") {
        return GridPlacement::Beside;
    }
    if (name == "last") {
        return GridPlacement::Last;
    }
    return std::nullopt;
}

// One entry of "rooms"; the companion named by needs_beside is resolved
// once every name is known.
std::optional<GridRoomType> readRoomType(GridGraphTablesReader& in, const Json& value,
                                         const std::string& pointer,
                                         std::optional<std::string>& needsBeside) {
    if (!value.is_object()) {
        in.error(pointer, "a room type must be a JSON object, not " + describeJsonType(value));
        return std::nullopt;
    }
    in.unknownKeys(value, pointer,
                   {"name", "description", "placement", "count", "max_exits", "needs_beside"},
                   "a room type");
    GridRoomType type;
    bool ok = true;
    if (const Json* name = in.member(value, "name", pointer, true,
                                     "name the room type (areas of the map carry it)")) {
        const auto text = in.text(*name, pointer + "/name", "name");
        if (text && (text->empty() || text->size() > kMaxNameLength)) {
            in.error(pointer + "/name", "name must have 1 to " + std::to_string(kMaxNameLength) +
                                            " characters, not " + std::to_string(text->size()));
            ok = false;
        }
        ok = ok && text.has_value();
        type.name = text.value_or("");
    } else {
        ok = false;
    }
    if (const Json* description = in.member(value, "description", pointer, false, "")) {
        const auto text = in.text(*description, pointer + "/description", "description");
        ok = ok && text.has_value();
        type.description = text.value_or("");
    }
    if (const Json* placement = in.member(value, "placement", pointer, false, "")) {
        if (const auto text = in.text(*placement, pointer + "/placement", "placement")) {
            if (const auto parsed = placementNamed(*text)) {
                type.placement = *parsed;
            } else {
                in.error(pointer + "/placement",
                         "unknown placement \"" + printableExcerpt(*text) +
                             "\"; use \"first\", \"random\", \"beside\" or \"last\"");
                ok = false;
            }
        } else {
            ok = false;
        }
    }
    if (const Json* exits = in.member(value, "max_exits", pointer, true,
                                      "give how many doors the room may have, 1 to 4")) {
        const auto parsed = in.whole(*exits, pointer + "/max_exits", "max_exits", 1, 4);
        ok = ok && parsed.has_value();
        type.maxExits = parsed.value_or(4);
    } else {
        ok = false;
    }
    if (const Json* count = in.member(value, "count", pointer, false, "")) {
        if (type.placement == GridPlacement::Beside) {
            in.error(pointer + "/count",
                     "a room placed beside another comes with that room and has no count of its "
                     "own; remove count");
            ok = false;
        } else if (const auto parsed =
                       in.whole(*count, pointer + "/count", "count", 0, kMaxCount)) {
            const bool single =
                type.placement == GridPlacement::First || type.placement == GridPlacement::Last;
            if (single && *parsed != 1) {
                in.error(
                    pointer + "/count",
                    "the room placed " +
                        std::string(type.placement == GridPlacement::First ? "first" : "last") +
                        " is one room: count must be 1, not " + std::to_string(*parsed));
                ok = false;
            }
            type.count = *parsed;
        } else {
            ok = false;
        }
    }
    if (const Json* companion = in.member(value, "needs_beside", pointer, false, "")) {
        const auto text = in.text(*companion, pointer + "/needs_beside", "needs_beside");
        ok = ok && text.has_value();
        needsBeside = text;
    }
    if (!ok) {
        return std::nullopt;
    }
    return type;
}

// The rules between room types: unique names, one first room, at most one
// last room, and companions that exist, are placed only beside their room
// and leave that room an exit for the way in.
void checkRules(GridGraphTablesReader& in, GridGraphTables& tables,
                const std::vector<std::optional<std::string>>& companions) {
    std::vector<bool> needed(tables.rooms.size(), false);
    std::optional<std::size_t> first;
    for (std::size_t i = 0; i < tables.rooms.size(); ++i) {
        GridRoomType& type = tables.rooms[i];
        const std::string pointer = "/rooms/" + std::to_string(i);
        for (std::size_t j = 0; j < i; ++j) {
            if (tables.rooms[j].name == type.name) {
                in.error(pointer + "/name", "the name \"" + printableExcerpt(type.name) +
                                                "\" is taken by /rooms/" + std::to_string(j) +
                                                "; names must be unique");
            }
        }
        if (type.placement == GridPlacement::First) {
            if (first) {
                in.error(pointer + "/placement", "only one room type is placed first; /rooms/" +
                                                     std::to_string(*first) + " already is");
            }
            first = first.value_or(i);
        }
        if (type.placement == GridPlacement::Last) {
            if (tables.last) {
                in.error(pointer + "/placement", "at most one room type is placed last; /rooms/" +
                                                     std::to_string(*tables.last) + " already is");
            }
            tables.last = tables.last.value_or(i);
        }
        if (!companions[i]) {
            continue;
        }
        const std::string& name = *companions[i];
        const auto companion = std::find_if(tables.rooms.begin(), tables.rooms.end(),
                                            [&](const GridRoomType& t) { return t.name == name; });
        if (companion == tables.rooms.end()) {
            in.error(pointer + "/needs_beside",
                     "no room type is named \"" + printableExcerpt(name) + "\"");
            continue;
        }
        const auto index = static_cast<std::size_t>(companion - tables.rooms.begin());
        if (companion->placement != GridPlacement::Beside) {
            in.error(pointer + "/needs_beside",
                     "\"" + printableExcerpt(name) +
                         "\" must have \"placement\": \"beside\" to be placed beside this room");
        } else if (type.placement == GridPlacement::Beside) {
            in.error(pointer + "/needs_beside",
                     "a room placed beside another cannot need a room beside it as well");
        } else if (type.maxExits < 2) {
            in.error(pointer + "/max_exits",
                     "a room that needs a room beside it must allow at least 2 exits (the way "
                     "in and the door to " +
                         printableExcerpt(name) + "), not " + std::to_string(type.maxExits));
        }
        type.needsBeside = index;
        needed[index] = true;
    }
    if (!first) {
        in.error("/rooms",
                 "one room type must have \"placement\": \"first\": the room the map "
                 "grows from");
    }
    tables.first = first.value_or(0);
    for (std::size_t i = 0; i < tables.rooms.size(); ++i) {
        if (tables.rooms[i].placement == GridPlacement::Beside && !needed[i]) {
            in.error("/rooms/" + std::to_string(i) + "/placement",
                     "no room type needs \"" + printableExcerpt(tables.rooms[i].name) +
                         "\" beside it, so it would never be placed; name it in a needs_beside");
        }
    }
}

}  // namespace

std::optional<GridGraphTables> readGridGraphTables(const Json& document,
                                                   std::vector<Problem>& problems) {
    const std::size_t before = problems.size();
    GridGraphTablesReader in(problems);
    if (!document.is_object()) {
        in.error("", "the tables must be a JSON object, not " + describeJsonType(document));
        return std::nullopt;
    }
    in.unknownKeys(document, "", {"format", "version", "description", "rooms"},
                   "the grid-graph tables");
    if (const Json* format =
            in.member(document, "format", "", true,
                      std::string("give \"format\": \"") + kGridGraphTablesFormat + "\"")) {
        if (!format->is_string() || format->get<std::string>() != kGridGraphTablesFormat) {
            in.error("/format",
                     std::string("format must be \"") + kGridGraphTablesFormat + "\", not " +
                         (format->is_string() ? format->dump() : describeJsonType(*format)));
        }
    }
    if (const Json* version = in.member(document, "version", "", true, "give \"version\": 1")) {
        if (!version->is_number() || version->get<double>() != kGridGraphTablesVersion) {
            in.error("/version",
                     "version must be " + std::to_string(kGridGraphTablesVersion) +
                         " (the only one this program reads), not " +
                         (version->is_number() ? version->dump() : describeJsonType(*version)));
        }
    }
    if (const Json* description = in.member(document, "description", "", false, "")) {
        in.text(*description, "/description", "description");
    }
    GridGraphTables tables;
    std::vector<std::optional<std::string>> companions;
    if (const Json* rooms =
            in.member(document, "rooms", "", true, "list the room types in \"rooms\": [...]")) {
        if (!rooms->is_array() || rooms->empty() || rooms->size() > kMaxRoomTypes) {
            in.error("/rooms", "rooms must be an array of 1 to " + std::to_string(kMaxRoomTypes) +
                                   " room types, not " +
                                   (rooms->is_array() ? std::to_string(rooms->size()) + " of them"
                                                      : describeJsonType(*rooms)));
        } else {
            bool allRead = true;
            for (std::size_t i = 0; i < rooms->size(); ++i) {
                std::optional<std::string> companion;
                auto type = readRoomType(in, (*rooms)[i], "/rooms/" + std::to_string(i), companion);
                allRead = allRead && type.has_value();
                tables.rooms.push_back(type.value_or(GridRoomType{}));
                companions.push_back(companion);
            }
            if (allRead) {
                checkRules(in, tables, companions);
            }
        }
    }
    if (problems.size() > before) {
        return std::nullopt;
    }
    return tables;
}

std::string describeTablesProblems(const std::vector<Problem>& problems) {
    if (problems.empty()) {
        return "tables: no problem";
    }
    const Problem& problem = problems.front();
    std::string line =
        "tables: " + (problem.pointer.empty() ? std::string() : problem.pointer + ": ") +
        problem.message;
    if (problems.size() > 1) {
        line += " (and " + std::to_string(problems.size() - 1) + " more problem" +
                (problems.size() > 2 ? "s" : "") + ")";
    }
    return line;
}

}  // namespace easylink::tilemap
