#pragma once

// [SECTION] Phase-2 parts of a module
//
// What a module declares for the second phase, which resolves the layout's
// rooms and corridors into concrete modules (docs/catalogue-format.md,
// "Phase 2"):
//   - parameters with a type and a default, which a slot filling the module
//     sets (ParamSpec);
//   - requirements on those parameters, which decide whether the module may
//     fill a slot at all (Requirement);
//   - slots: named rectangles inside the module that other modules fill in
//     turn, with what they accept and the parameters they pass (SlotSpec);
//   - an ASCII pattern of the module's tiles.
// A parameter value passed down is a literal, a parameter of the module that
// holds the slot ("$name"), or a fact of the layout ("@port.2.connected").

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "easylink/catalogue/module_kind.hpp"
#include "easylink/geometry/direction.hpp"
#include "easylink/geometry/vec2.hpp"
#include "easylink/io/json_document.hpp"

namespace easylink {

enum class ParamType : std::uint8_t { Bool, Int, String };

/// "bool", "int" or "string".
std::string_view toString(ParamType type);
std::optional<ParamType> parseParamType(std::string_view text);

/// A parameter's value: a bool, a whole number or a string.
using ParamValue = std::variant<bool, int, std::string>;

ParamType typeOf(const ParamValue& value);
/// true, 4, "stone" (strings quoted), as a designer would write them in JSON.
std::string describeValue(const ParamValue& value);
Json valueToJson(const ParamValue& value);
/// The value of a JSON bool, whole number (within +-1e6) or string.
std::optional<ParamValue> valueFromJson(const Json& json);

/// A parameter a module declares.
struct ParamSpec {
    std::string name;
    ParamType type = ParamType::Bool;
    ParamValue fallback = false;  // "default" in the file
};

/// Where a value passed to a slot comes from.
struct ParamSource {
    enum class Kind : std::uint8_t { Literal, Parameter, Fact };
    Kind kind = Kind::Literal;
    ParamValue literal = false;  // Literal
    std::string name;            // Parameter (without "$") or Fact (without "@")

    /// Reads a literal, "$name" or "@fact".
    static std::optional<ParamSource> fromJson(const Json& json);
    Json toJson() const;
    /// "$width", "@port.0.connected" or the literal.
    std::string describe() const;
};

/// A condition a module puts on one of its parameters before it fills a
/// slot: equality with a value, or (for int parameters) a range.
struct Requirement {
    std::string param;
    std::optional<ParamValue> equals;
    std::optional<int> min;
    std::optional<int> max;

    bool holds(const ParamValue& value) const;
    /// "connected = true", "width >= 4", "2 <= width <= 6".
    std::string describe() const;
};

/// A named region inside a module that another module fills.
struct SlotSpec {
    std::string name;
    /// In the module's own frame; nullopt: the whole module.
    std::optional<Rect> rect;
    /// The way the slot's outside faces, in the module's frame. Modules are
    /// drawn facing north; one filling this slot is turned to face `facing`.
    Dir facing = Dir::N;
    /// What may fill the slot: any of `kinds` (none listed: any part kind),
    /// carrying every one of `tags`.
    std::vector<ModuleKind> kinds;
    std::vector<std::string> tags;
    /// The size a module filling the slot takes, as [along, across] for a
    /// slot facing north (it is centred in the rect); nullopt: the rect's.
    std::optional<std::array<ParamSource, 2>> size;
    /// The values passed to the filling module's parameters, by name.
    std::vector<std::pair<std::string, ParamSource>> params;
    /// An optional slot may stay empty when nothing fits; others must be filled.
    bool optional = false;
    Json extra = Json::object();
};

/// "wall N": the name of the slot that every port of a room module is, unless
/// the module declares a slot of that name itself.
std::string wallSlotName(std::size_t port);

/// Facts of the layout a value can name after "@", for the help texts.
inline constexpr std::string_view kRoomFactHelp =
    "room.id, room.kind, room.template, room.component, room.links, port.N.connected, "
    "port.N.width, port.N.dir, port.N.socket, port.N.locked";
inline constexpr std::string_view kCorridorFactHelp =
    "corridor.id, corridor.length, corridor.width, corridor.axis, corridor.component";

}  // namespace easylink
