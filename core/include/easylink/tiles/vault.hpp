#pragma once

// Prefab blueprints ("vaults", docs/tile-generators.md): small grids of
// tile kinds that tile-map generators stamp into their maps, read from a
// text file with one character per tile.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "easylink/io/problem.hpp"
#include "easylink/tiles/tile_kind.hpp"

namespace easylink {

/// A prefab blueprint (docs/tile-generators.md, "Vaults"): rows of tile
/// characters; nullopt where the blueprint leaves the map as it is.
struct Vault {
    std::string name;
    int width = 0;
    int height = 0;
    std::vector<std::optional<TileKind>> cells;  // row by row
    std::optional<TileKind> at(int x, int y) const {
        return cells[static_cast<std::size_t>(y * width + x)];
    }
};

/// The limits of a blueprint file (docs/tile-generators.md, "Vaults"),
/// checked as it is read.
inline constexpr std::size_t kMaxVaultFileBytes = std::size_t{4} << 20;
inline constexpr std::size_t kMaxVaults = 1000;
inline constexpr int kMaxVaultSide = 256;
inline constexpr std::int64_t kMaxVaultTiles = std::int64_t{1} << 22;  // width x height, summed

/// Reads a blueprint file's text; problems name the line ("line 4: ...").
/// Reading stops at the first limit passed.
std::vector<Vault> parseVaults(std::string_view text, std::vector<Problem>& problems);

/// A blueprint file read whole: its vaults, or why it cannot be used.
struct VaultFile {
    std::vector<Vault> vaults;
    std::optional<std::string> error;  // "FILE: line 4: ...", "FILE: no such file"
};

/// Reads and parses a blueprint file (at most kMaxVaultFileBytes); the
/// command line and the editor read vaults through it alike.
VaultFile readVaultFile(const std::string& path);

}  // namespace easylink
