#include "easylink/tiles/tile_kind.hpp"

namespace easylink {

char tileChar(TileKind kind) {
    switch (kind) {
        case TileKind::Void: return ' ';
        case TileKind::Wall: return '#';
        case TileKind::Floor: return '.';
        case TileKind::Door: return '+';
        case TileKind::Corridor: return ',';
        case TileKind::SecretDoor: return '*';
        case TileKind::Stairs: return '=';
        case TileKind::Start: return '<';
        case TileKind::Exit: return '>';
        case TileKind::Item: return '!';
        case TileKind::Monster: return 'm';
    }
    return '?';
}

void appendTileChars(std::string& out, std::span<const TileKind> row) {
    static const std::array<char, 256> kChars = [] {
        std::array<char, 256> table{};
        for (TileKind kind : kAllTileKinds) {
            table[static_cast<std::uint8_t>(kind)] = tileChar(kind);
        }
        return table;
    }();
    const std::size_t start = out.size();
    out.resize(start + row.size());
    for (std::size_t x = 0; x < row.size(); ++x) {
        out[start + x] = kChars[static_cast<std::uint8_t>(row[x])];
    }
}

std::optional<TileKind> tileKindFromChar(char c) {
    // Patterns are read a character at a time: a table, not a search.
    static const std::array<std::int8_t, 256> kTable = [] {
        std::array<std::int8_t, 256> table{};
        table.fill(-1);
        for (TileKind kind : kAllTileKinds) {
            table[static_cast<unsigned char>(tileChar(kind))] = static_cast<std::int8_t>(kind);
        }
        return table;
    }();
    const std::int8_t kind = kTable[static_cast<unsigned char>(c)];
    return kind < 0 ? std::nullopt : std::optional(static_cast<TileKind>(kind));
}

std::string_view tileName(TileKind kind) {
    switch (kind) {
        case TileKind::Void: return "void";
        case TileKind::Wall: return "wall";
        case TileKind::Floor: return "floor";
        case TileKind::Door: return "door";
        case TileKind::Corridor: return "corridor";
        case TileKind::SecretDoor: return "secret_door";
        case TileKind::Stairs: return "stairs";
        case TileKind::Start: return "start";
        case TileKind::Exit: return "exit";
        case TileKind::Item: return "item";
        case TileKind::Monster: return "monster";
    }
    return "void";
}

}  // namespace easylink
