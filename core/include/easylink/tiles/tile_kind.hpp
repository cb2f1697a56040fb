#pragma once

// The kinds of tile a tile map is made of: the names of the layout file's
// "tiles" legend (docs/design.md section 5), each with the one character that
// ASCII exports, module patterns and the tiles block write for it.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace easylink {

enum class TileKind : std::uint8_t {
    Void,
    Wall,
    Floor,
    Door,
    Corridor,
    SecretDoor,
    Stairs,
    Start,
    Exit,
    Item,
    Monster,
};

inline constexpr std::array<TileKind, 11> kAllTileKinds = {
    TileKind::Void,     TileKind::Wall,       TileKind::Floor,  TileKind::Door,
    TileKind::Corridor, TileKind::SecretDoor, TileKind::Stairs, TileKind::Start,
    TileKind::Exit,     TileKind::Item,       TileKind::Monster};

/// ' ' void, '#' wall, '.' floor, '+' door, ',' corridor, '*' secret door,
/// '=' stairs, '<' start, '>' exit, '!' item, 'm' monster.
char tileChar(TileKind kind);

/// The characters of row `row`, west to east, appended to `out` (text maps
/// and the "tiles" block walk whole maps this way: a table, not a switch).
void appendTileChars(std::string& out, std::span<const TileKind> row);

/// The kind a character stands for, or nullopt.
std::optional<TileKind> tileKindFromChar(char c);

/// The kind's name among those of docs/design.md section 5: "void", "wall",
/// "floor", "door", "corridor", "secret_door", "stairs", "start", "exit",
/// "item" or "monster".
std::string_view tileName(TileKind kind);

/// False for void and wall, true for the tiles one can walk on.
constexpr bool isWalkable(TileKind kind) {
    return kind != TileKind::Void && kind != TileKind::Wall;
}

}  // namespace easylink
