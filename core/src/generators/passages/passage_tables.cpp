#include "passage_tables.hpp"

#include <cmath>
#include <functional>
#include <string>
#include <utility>

namespace easylink::tilemap {
namespace {

template <typename T>
struct Named {
    const char* name;
    T value;
};

// A table's entries are drawn from by weight, once per piece: a bound on
// them keeps every draw cheap (docs/passages.md, "Tables").
constexpr std::size_t kMaxTableEntries = 1024;

constexpr Named<PassageInstruction> kInstructions[] = {
    {"run", PassageInstruction::Run},
    {"turn", PassageInstruction::Turn},
    {"side_passage", PassageInstruction::SidePassage},
    {"door", PassageInstruction::Door},
    {"secret_door", PassageInstruction::SecretDoor},
    {"stairs", PassageInstruction::Stairs},
    {"chamber", PassageInstruction::Chamber},
    {"dead_end", PassageInstruction::DeadEnd},
};
constexpr Named<PassageSide> kTurnSides[] = {{"left", PassageSide::Left},
                                             {"right", PassageSide::Right}};
constexpr Named<PassageSide> kBranchSides[] = {
    {"left", PassageSide::Left}, {"right", PassageSide::Right}, {"both", PassageSide::Both}};
constexpr Named<ChamberWall> kWalls[] = {{"ahead", ChamberWall::Ahead},
                                         {"left", ChamberWall::Left},
                                         {"right", ChamberWall::Right},
                                         {"behind", ChamberWall::Behind}};
constexpr Named<TileKind> kDoors[] = {{"door", TileKind::Door},
                                      {"secret_door", TileKind::SecretDoor},
                                      {"archway", TileKind::Corridor}};

constexpr const char* kTableNames =
    "format, version, starting_area, instructions, runs, turns, side_passages, widths, "
    "chambers, chamber_exits, exit_walls, exit_doors";

template <typename T, std::size_t N>
std::string namesOf(const Named<T> (&names)[N]) {
    std::string out;
    for (std::size_t i = 0; i < N; ++i) {
        out += (i == 0 ? "\"" : i + 1 == N ? " or \"" : ", \"") + std::string(names[i].name) + "\"";
    }
    return out;
}

// Reads the document and collects every problem rather than stopping at the
// first, so a designer fixes a broken file in one pass.
class PassageTablesReader {
public:
    explicit PassageTablesReader(std::vector<Problem>& problems) : problems_(problems) {}

    std::optional<PassageTables> read(const Json& document) {
        const std::size_t before = problems_.size();
        if (!document.is_object()) {
            error("",
                  "the passage tables must be a JSON object, not " + describeJsonType(document));
            return std::nullopt;
        }
        checkHeader(document);
        checkKnownKeys(
            document, "",
            {"format", "version", "comment", "starting_area", "instructions", "runs", "turns",
             "side_passages", "widths", "chambers", "chamber_exits", "exit_walls", "exit_doors"});
        PassageTables tables;
        readStartingArea(document, tables);
        readTable(document, "instructions", "instruction", tables.instructions,
                  wordOf(kInstructions));
        readTable(document, "runs", "length", tables.runs, wholeFrom(1, kMaxRunLength));
        readTable(document, "turns", "to", tables.turns, wordOf(kTurnSides));
        readTable(document, "side_passages", "to", tables.sidePassages, wordOf(kBranchSides));
        readTable(document, "widths", "width", tables.widths, wholeFrom(1, kMaxPassageWidth));
        readChambers(document, tables);
        readTable(document, "chamber_exits", "count", tables.chamberExits, wholeFrom(0, kMaxExits));
        readTable(document, "exit_walls", "wall", tables.exitWalls, wordOf(kWalls));
        readTable(document, "exit_doors", "kind", tables.exitDoors, wordOf(kDoors));
        if (problems_.size() > before) {
            return std::nullopt;
        }
        return tables;
    }

private:
    // Turns a field's JSON value into a table value; nullopt when it does
    // not fit (the caller reports what would).
    template <typename T>
    using FieldReader = std::function<std::optional<T>(const Json&)>;

    void error(const std::string& pointer, std::string message) {
        problems_.push_back({Severity::Error, pointer, std::nullopt, std::move(message)});
    }

    void checkHeader(const Json& document) {
        const auto format = document.find("format");
        if (format == document.end()) {
            error("/format", std::string("missing; the first field must be \"format\": \"") +
                                 kPassageTablesFormat + "\"");
        } else if (!format->is_string() || format->get<std::string>() != kPassageTablesFormat) {
            error("/format", std::string("must be \"") + kPassageTablesFormat + "\", not " +
                                 printableExcerpt(format->dump()));
        }
        const auto version = document.find("version");
        if (version == document.end()) {
            error("/version",
                  "missing; this program reads version " + std::to_string(kPassageTablesVersion));
        } else if (!version->is_number_integer() ||
                   version->get<long long>() != kPassageTablesVersion) {
            error("/version", "must be " + std::to_string(kPassageTablesVersion) +
                                  " (the only version this program reads), not " +
                                  printableExcerpt(version->dump()));
        }
    }

    // Unknown keys are errors: a misspelt "wieght" would otherwise be ignored
    // silently. "comment" is allowed anywhere, for the designer's notes.
    void checkKnownKeys(const Json& object, const std::string& pointer,
                        std::initializer_list<const char*> known) {
        for (auto it = object.begin(); it != object.end(); ++it) {
            bool found = false;
            for (const char* key : known) {
                found = found || it.key() == key;
            }
            if (!found) {
                error(pointer + "/" + escapePointerToken(it.key()),
                      "unknown field \"" + printableExcerpt(it.key()) + "\"" +
                          (pointer.empty() ? std::string("; the tables are ") + kTableNames
                                           : std::string()));
            } else if (it.key() == "comment" && !it.value().is_string()) {
                error(pointer + "/comment",
                      "must be a string, not " + describeJsonType(it.value()));
            }
        }
    }

    static FieldReader<int> wholeFrom(int lo, int hi) {
        return [lo, hi](const Json& value) -> std::optional<int> {
            if (!value.is_number() || !std::isfinite(value.get<double>()) ||
                value.get<double>() != std::floor(value.get<double>()) ||
                value.get<double>() < lo || value.get<double>() > hi) {
                return std::nullopt;
            }
            return static_cast<int>(value.get<double>());
        };
    }

    template <typename T, std::size_t N>
    static FieldReader<T> wordOf(const Named<T> (&names)[N]) {
        return [&names](const Json& value) -> std::optional<T> {
            if (value.is_string()) {
                for (const Named<T>& named : names) {
                    if (value.get<std::string>() == named.name) {
                        return named.value;
                    }
                }
            }
            return std::nullopt;
        };
    }

    // Reads `value` with `reader`, reporting `wanted` (what a good value
    // looks like) when it does not fit.
    template <typename T>
    std::optional<T> field(const Json& object, const std::string& pointer, const char* key,
                           const FieldReader<T>& reader, const std::string& wanted) {
        const std::string at = pointer + "/" + key;
        const auto it = object.find(key);
        if (it == object.end()) {
            error(at, "missing; it must be " + wanted);
            return std::nullopt;
        }
        std::optional<T> value = reader(*it);
        if (!value) {
            error(at, "must be " + wanted + ", not " + printableExcerpt(it->dump()));
        }
        return value;
    }

    std::optional<double> weight(const Json& entry, const std::string& pointer) {
        const std::string at = pointer + "/weight";
        const auto it = entry.find("weight");
        if (it == entry.end()) {
            error(at, "missing; every entry needs a positive \"weight\"");
            return std::nullopt;
        }
        if (!it->is_number() || !std::isfinite(it->get<double>()) || it->get<double>() <= 0) {
            error(at, "must be a positive number, not " + printableExcerpt(it->dump()));
            return std::nullopt;
        }
        return it->get<double>();
    }

    // The array at `key`, whose entries are {"<field>": value, "weight": w};
    // null when it is missing, not an array or empty (after reporting it).
    const Json* tableArray(const Json& document, const std::string& pointer, const char* key) {
        const auto it = document.find(key);
        const std::string at = pointer + "/" + key;
        if (it == document.end()) {
            error(at, "missing; the generator needs this table (see docs/passages.md)");
            return nullptr;
        }
        if (!it->is_array() || it->empty()) {
            error(at, "must be a non-empty array of entries, not " + describeJsonType(*it));
            return nullptr;
        }
        if (it->size() > kMaxTableEntries) {
            error(at, "has " + std::to_string(it->size()) + " entries; a table holds at most " +
                          std::to_string(kMaxTableEntries));
            return nullptr;
        }
        return &*it;
    }

    template <typename T>
    void readTable(const Json& document, const char* key, const char* valueKey,
                   std::vector<Weighted<T>>& out, const FieldReader<T>& reader,
                   const std::string& pointer = "") {
        const Json* array = tableArray(document, pointer, key);
        if (array == nullptr) {
            return;
        }
        const std::string wanted = wantedFor(key);
        for (std::size_t i = 0; i < array->size(); ++i) {
            const Json& entry = (*array)[i];
            const std::string at = pointer + "/" + key + "/" + std::to_string(i);
            if (!entry.is_object()) {
                error(at, std::string("must be an object like {\"") + valueKey +
                              "\": ..., \"weight\": 1}, not " + describeJsonType(entry));
                continue;
            }
            checkKnownKeys(entry, at, {valueKey, "weight", "comment"});
            const std::optional<T> value = field(entry, at, valueKey, reader, wanted);
            const std::optional<double> w = weight(entry, at);
            if (value && w) {
                out.push_back({*value, *w});
            }
        }
    }

    // What a good value of each table's field looks like, for messages.
    static std::string wantedFor(const std::string& table) {
        if (table == "instructions") {
            return "one of " + namesOf(kInstructions);
        }
        if (table == "runs") {
            return "a whole number of tiles from 1 to " + std::to_string(kMaxRunLength);
        }
        if (table == "turns") {
            return "one of " + namesOf(kTurnSides);
        }
        if (table == "side_passages") {
            return "one of " + namesOf(kBranchSides);
        }
        if (table == "widths") {
            return "a whole number of tiles from 1 to " + std::to_string(kMaxPassageWidth);
        }
        if (table == "chamber_exits") {
            return "a whole number from 0 to " + std::to_string(kMaxExits);
        }
        if (table == "exits") {
            return "a whole number from 1 to " + std::to_string(kMaxExits);
        }
        if (table == "exit_walls") {
            return "one of " + namesOf(kWalls);
        }
        if (table == "exit_doors") {
            return "one of " + namesOf(kDoors);
        }
        return "a whole number of tiles from 1 to " + std::to_string(kMaxChamberSide);
    }

    std::optional<ChamberSize> chamberSize(const Json& object, const std::string& pointer) {
        const FieldReader<int> side = wholeFrom(1, kMaxChamberSide);
        const std::string wanted = wantedFor("chambers");
        const std::optional<int> width = field(object, pointer, "width", side, wanted);
        const std::optional<int> length = field(object, pointer, "length", side, wanted);
        if (!width || !length) {
            return std::nullopt;
        }
        return ChamberSize{*width, *length};
    }

    void readChambers(const Json& document, PassageTables& tables) {
        const Json* array = tableArray(document, "", "chambers");
        if (array == nullptr) {
            return;
        }
        for (std::size_t i = 0; i < array->size(); ++i) {
            const Json& entry = (*array)[i];
            const std::string at = "/chambers/" + std::to_string(i);
            if (!entry.is_object()) {
                error(at,
                      "must be an object like {\"width\": 5, \"length\": 6, \"weight\": 1}, not " +
                          describeJsonType(entry));
                continue;
            }
            checkKnownKeys(entry, at, {"width", "length", "weight", "comment"});
            const std::optional<ChamberSize> size = chamberSize(entry, at);
            const std::optional<double> w = weight(entry, at);
            if (size && w) {
                tables.chambers.push_back({*size, *w});
            }
        }
    }

    void readStartingArea(const Json& document, PassageTables& tables) {
        const auto it = document.find("starting_area");
        if (it == document.end()) {
            error("/starting_area",
                  "missing; it must be an object like {\"width\": 6, \"length\": 6, \"exits\": "
                  "[...]}");
            return;
        }
        if (!it->is_object()) {
            error("/starting_area", "must be an object, not " + describeJsonType(*it));
            return;
        }
        checkKnownKeys(*it, "/starting_area", {"width", "length", "exits", "comment"});
        if (const std::optional<ChamberSize> size = chamberSize(*it, "/starting_area")) {
            tables.startingArea = *size;
        }
        readTable(*it, "exits", "count", tables.startingExits, wholeFrom(1, kMaxExits),
                  "/starting_area");
    }

    std::vector<Problem>& problems_;
};

}  // namespace

std::optional<PassageTables> readPassageTables(const Json& document,
                                               std::vector<Problem>& problems) {
    return PassageTablesReader(problems).read(document);
}

}  // namespace easylink::tilemap
