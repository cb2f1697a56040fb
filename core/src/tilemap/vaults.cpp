// Prefab vaults (note 004): blueprints read from text and stamped into a
// tile map at a random site away from the players and the centre.

#include <algorithm>
#include <cstdint>

#include "tile_builders.hpp"

namespace easylink {
namespace {

constexpr int kSiteTries = 2000;
// The site searches of one map together: 2,000 tries for each of 50 vaults.
// Past it, the vaults left are skipped, so that a file of many vaults on a
// crowded map costs bounded work (each try is checked against every vault
// stamped, at most kMaxVaults).
constexpr long kSiteTriesPerMap = 100000;

std::string_view trimmed(std::string_view line) {
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) {
        line.remove_suffix(1);
    }
    return line;
}

/// A byte that is not printable ASCII, as "\xFF".
std::string byteText(char c) {
    constexpr char kHex[] = "0123456789ABCDEF";
    const auto byte = static_cast<unsigned char>(c);
    return std::string("\\x") + kHex[byte >> 4] + kHex[byte & 15];
}

}  // namespace

std::vector<Vault> parseVaults(std::string_view text, std::vector<Problem>& problems) {
    std::vector<Vault> vaults;
    std::vector<std::string> rows;
    int lineNumber = 0;
    int openedAt = 0;
    const auto problem = [&](int line, const std::string& message) {
        problems.push_back(
            {Severity::Error, "", std::nullopt, "line " + std::to_string(line) + ": " + message});
    };
    // Past a limit the reading stops at once: a file of 100,000 vaults is
    // refused after its first 1,000, not read, stored and stamped.
    bool full = false;
    std::int64_t cellsSoFar = 0;
    const auto close = [&] {
        if (vaults.empty() || vaults.back().width > 0) {
            return;
        }
        Vault& vault = vaults.back();
        if (rows.empty()) {
            problem(openedAt, "vault \"" + vault.name + "\" has no rows");
            vaults.pop_back();
            return;
        }
        std::size_t width = 0;
        for (const std::string& row : rows) {
            width = std::max(width, row.size());
        }
        vault.width = static_cast<int>(width);
        vault.height = static_cast<int>(rows.size());
        cellsSoFar += std::int64_t{vault.width} * vault.height;
        if (cellsSoFar > kMaxVaultTiles) {
            problem(openedAt, "the blueprints so far cover more than " +
                                  std::to_string(kMaxVaultTiles) +
                                  " tiles, the most one file may hold");
            full = true;
            rows.clear();
            vaults.pop_back();
            return;
        }
        for (const std::string& row : rows) {
            for (std::size_t x = 0; x < width; ++x) {
                const char c = x < row.size() ? row[x] : ' ';
                vault.cells.push_back(c == ' ' ? std::nullopt : tileKindFromChar(c));
            }
        }
        rows.clear();
    };
    if (text.size() > kMaxVaultFileBytes) {
        problems.push_back({Severity::Error, "", std::nullopt,
                            "the file is " + std::to_string(text.size()) +
                                " bytes; a vault file is at most " +
                                std::to_string(kMaxVaultFileBytes) + " bytes"});
        return {};
    }
    std::size_t begin = 0;
    while (begin <= text.size() && !full) {
        const std::size_t end = std::min(text.find('\n', begin), text.size());
        const std::string_view line = trimmed(text.substr(begin, end - begin));
        begin = end + 1;
        ++lineNumber;
        if (!line.empty() && line.front() == ';') {
            continue;
        }
        if (line.empty()) {
            close();
            continue;
        }
        if (line.starts_with("vault ") || line == "vault") {
            close();
            if (vaults.size() >= kMaxVaults && !full) {
                problem(lineNumber, "more than " + std::to_string(kMaxVaults) +
                                        " vaults; a file holds at most " +
                                        std::to_string(kMaxVaults));
                full = true;
            }
            if (full) {
                break;
            }
            std::string name(trimmed(line.substr(5)));
            name.erase(0, name.find_first_not_of(' '));
            if (name.empty()) {
                problem(lineNumber, "a vault needs a name: \"vault NAME\"");
            }
            vaults.push_back({name.empty() ? "vault" : name, 0, 0, {}});
            openedAt = lineNumber;
            continue;
        }
        if (vaults.empty() || vaults.back().width > 0) {
            problem(lineNumber, "a blueprint row outside a vault; start one with \"vault NAME\"");
            continue;
        }
        for (std::size_t x = 0; x < line.size(); ++x) {
            const char c = line[x];
            const std::optional<TileKind> kind = tileKindFromChar(c);
            const std::string shown = c >= 32 && c < 127 ? std::string(1, c) : byteText(c);
            if (!kind) {
                problem(lineNumber, "column " + std::to_string(x + 1) + ": '" + shown +
                                        "' is not a tile character (# . + , * = ! m or space)");
            } else if (*kind == TileKind::Start || *kind == TileKind::Exit) {
                problem(lineNumber, "column " + std::to_string(x + 1) + ": '" + shown +
                                        "': starts and the exit are placed by the generator");
            }
        }
        if (line.size() > kMaxVaultSide || rows.size() >= kMaxVaultSide) {
            problem(lineNumber,
                    "a vault is at most " + std::to_string(kMaxVaultSide) + " tiles a side");
            continue;
        }
        rows.emplace_back(line);
    }
    close();
    if (vaults.empty() && problems.empty()) {
        problems.push_back({Severity::Error, "", std::nullopt,
                            "no vaults: a blueprint starts with a line \"vault NAME\""});
    }
    return vaults;
}

namespace tilemap {

void Builder::stampVaults(const std::vector<Vault>& vaults, std::vector<std::string>& notes) {
    if (vaults.empty()) {
        return;
    }
    if (starts_.empty()) {
        placeStarts();
    }
    beginPhase(Phase::Rules, "vaults");
    fixed_.assign(
        static_cast<std::size_t>(tiles_.width()) * static_cast<std::size_t>(tiles_.height()),
        false);
    const int radius = option("safety_radius");
    std::vector<Rect> taken;
    long triesLeft = kSiteTriesPerMap;
    for (const Vault& vault : vaults) {
        const int spanX = tiles_.width() - 2 - vault.width;
        const int spanY = tiles_.height() - 2 - vault.height;
        std::optional<Rect> site;
        for (int i = 0; i < kSiteTries && triesLeft > 0 && spanX >= 0 && spanY >= 0 && !site;
             ++i, --triesLeft) {
            const Rect r{1 + static_cast<int>(rng_.below(static_cast<std::uint32_t>(spanX + 1))),
                         1 + static_cast<int>(rng_.below(static_cast<std::uint32_t>(spanY + 1))),
                         vault.width, vault.height};
            const Rect around{r.x - radius, r.y - radius, r.w + 2 * radius, r.h + 2 * radius};
            const bool clear = !r.contains(centre()) &&
                               std::none_of(starts_.begin(), starts_.end(),
                                            [&](Vec2i s) { return around.contains(s); }) &&
                               std::none_of(taken.begin(), taken.end(),
                                            [&](const Rect& t) { return t.intersects(r); });
            if (clear) {
                site = r;
            }
        }
        if (!site) {
            notes.push_back("vault \"" + vault.name + "\" found no site away from the players" +
                            (triesLeft > 0 ? "" : " (the map's site tries are spent)"));
            reject({}, notes.back());
            continue;
        }
        // Its doorway: the walkable edge tile nearest the centre, else any
        // walkable tile; the repair connects it.
        std::optional<Vec2i> door;
        long best = 0;
        bool doorOnEdge = false;
        for (int y = 0; y < vault.height; ++y) {
            for (int x = 0; x < vault.width; ++x) {
                const std::optional<TileKind> cell = vault.at(x, y);
                if (!cell) {
                    continue;
                }
                const Vec2i t{site->x + x, site->y + y};
                tiles_.set(t, *cell);
                fixed_[static_cast<std::size_t>(t.y) * static_cast<std::size_t>(tiles_.width()) +
                       static_cast<std::size_t>(t.x)] = true;
                if (!isWalkable(*cell)) {
                    continue;
                }
                const bool edge = x == 0 || y == 0 || x == vault.width - 1 || y == vault.height - 1;
                const long d = std::labs(t.x - centre().x) + std::labs(t.y - centre().y);
                if (!door || (edge && !doorOnEdge) || (edge == doorOnEdge && d < best)) {
                    door = t;
                    best = d;
                    doorOnEdge = edge;
                }
            }
        }
        if (door) {
            // A doorway on the edge opens onto a floor tile outside it, which
            // the repair tunnels from: a tunnel from the doorway itself would
            // have to run along the vault's own wall.
            const Vec2i local = *door - site->position();
            const Vec2i outward{local.x == 0                 ? -1
                                : local.x == vault.width - 1 ? 1
                                                             : 0,
                                local.y == 0                  ? -1
                                : local.y == vault.height - 1 ? 1
                                                              : 0};
            const Vec2i outside = *door + Vec2i{outward.x, outward.x != 0 ? 0 : outward.y};
            if (doorOnEdge && outside != *door && interior(outside) && !site->contains(outside)) {
                if (!isWalkable(tiles_.at(outside))) {
                    tiles_.set(outside, TileKind::Floor);
                }
                vaultDoors_.push_back(outside);
            } else {
                vaultDoors_.push_back(*door);
            }
        }
        taken.push_back(*site);
        addArea(*site, "vault " + vault.name);
        if (recording()) {
            step("vault \"" + vault.name + "\" stamped at (" + std::to_string(site->x) + ", " +
                 std::to_string(site->y) + ")");
        }
    }
}

}  // namespace tilemap
}  // namespace easylink
