#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace easylink {

/// What a module is for. Junction kinds join corridors and have fixed port
/// shapes (DESIGN.md section 4); `normal` rooms are what the dungeon is made
/// of; `dead_end` closets have a single port.
enum class ModuleKind { Normal, FourWay, TJunction, Bend, Through, DeadEnd };

inline constexpr std::array<ModuleKind, 6> kAllModuleKinds = {
    ModuleKind::Normal, ModuleKind::FourWay, ModuleKind::TJunction,
    ModuleKind::Bend,   ModuleKind::Through, ModuleKind::DeadEnd};

/// "normal", "four_way", "t_junction", "bend", "through" or "dead_end".
std::string_view toString(ModuleKind kind);
std::optional<ModuleKind> parseModuleKind(std::string_view text);

constexpr bool isJunction(ModuleKind kind) {
    return kind == ModuleKind::FourWay || kind == ModuleKind::TJunction ||
           kind == ModuleKind::Bend || kind == ModuleKind::Through;
}

}  // namespace easylink
