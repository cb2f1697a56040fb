#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace easylink {

/// What a module is for. Junction kinds join corridors and have fixed port
/// shapes (docs/design.md section 4); `normal` rooms are what the dungeon is made
/// of; `dead_end` closets have a single port. Those six are *room kinds*: the
/// layout places them. The *part kinds* only fill slots in phase 2: `wall`
/// and `door` fill the wall slots of rooms, `corridor` fills corridors, and
/// `part` whatever a designer's slot accepts (pillars, alcoves, statues).
enum class ModuleKind {
    Normal,
    FourWay,
    TJunction,
    Bend,
    Through,
    DeadEnd,
    Wall,
    Door,
    Corridor,
    Part
};

inline constexpr std::array<ModuleKind, 10> kAllModuleKinds = {
    ModuleKind::Normal,   ModuleKind::FourWay, ModuleKind::TJunction, ModuleKind::Bend,
    ModuleKind::Through,  ModuleKind::DeadEnd, ModuleKind::Wall,      ModuleKind::Door,
    ModuleKind::Corridor, ModuleKind::Part};

inline constexpr std::array<ModuleKind, 6> kRoomKinds = {
    ModuleKind::Normal, ModuleKind::FourWay, ModuleKind::TJunction,
    ModuleKind::Bend,   ModuleKind::Through, ModuleKind::DeadEnd};

/// "normal", "four_way", "t_junction", "bend", "through", "dead_end", "wall",
/// "door", "corridor" or "part".
std::string_view toString(ModuleKind kind);
std::optional<ModuleKind> parseModuleKind(std::string_view text);

/// True for the kinds the layout places (they have ports).
constexpr bool isRoomKind(ModuleKind kind) {
    return kind == ModuleKind::Normal || kind == ModuleKind::FourWay ||
           kind == ModuleKind::TJunction || kind == ModuleKind::Bend ||
           kind == ModuleKind::Through || kind == ModuleKind::DeadEnd;
}
constexpr bool isPartKind(ModuleKind kind) {
    return !isRoomKind(kind);
}
constexpr bool isJunction(ModuleKind kind) {
    return kind == ModuleKind::FourWay || kind == ModuleKind::TJunction ||
           kind == ModuleKind::Bend || kind == ModuleKind::Through;
}

}  // namespace easylink
