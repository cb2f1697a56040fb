// Prefab vaults, part of the finish every tile generator shares: blueprints
// read from text and stamped into a tile map at a random site away from the
// players and the centre.

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

}  // namespace

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
