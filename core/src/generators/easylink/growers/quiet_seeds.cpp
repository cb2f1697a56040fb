#include "quiet_seeds.hpp"

#include <algorithm>

#include "grower.hpp"

namespace easylink::generation {

namespace {

constexpr SeedKey kCorridorFlag = SeedKey{1} << 63;

}  // namespace

SeedKey portSeed(RoomId room, int port) {
    return (static_cast<SeedKey>(static_cast<std::uint32_t>(room)) << 20) |
           static_cast<SeedKey>(static_cast<std::uint32_t>(port));
}

SeedKey corridorSeed(CorridorId corridor) {
    return kCorridorFlag | static_cast<SeedKey>(static_cast<std::uint32_t>(corridor));
}

void Footprint::addRay(const Ray& ray) {
    // The ray's slabs straddle its line, one tile each side, from the anchor
    // out to the tile that ended it (one step past the free length). A
    // passage on the line reaches half its width to each side.
    // Found once: every look adds its rays.
    static const int margin = *std::max_element(kAllWidths.begin(), kAllWidths.end()) / 2 - 1;
    const Vec2i far = ray.pointAt(ray.length + 1);
    const int left = std::min(ray.start.x, far.x) - 1 - margin;
    const int top = std::min(ray.start.y, far.y) - 1 - margin;
    const int right = std::max(ray.start.x, far.x) + 1 + margin;
    const int bottom = std::max(ray.start.y, far.y) + 1 + margin;
    add(Rect{left, top, right - left, bottom - top});
}

Rect junctionSquare(Vec2i site, int reach) {
    return {site.x - reach, site.y - reach, 2 * reach, 2 * reach};
}

int TurnSeeds::add(SeedKey key, std::vector<Rect> areas, ChangeStamp stamp) {
    entries_.push_back({key, std::move(areas), stamp, false});
    return static_cast<int>(entries_.size()) - 1;
}

void TurnSeeds::markBusy(int seed) {
    if (seed >= 0) {
        entries_[static_cast<std::size_t>(seed)].busy = true;
    }
}

void TurnSeeds::addArea(int seed, const Rect& area) {
    entries_[static_cast<std::size_t>(seed)].areas.push_back(area);
}

bool QuietSeeds::isQuiet(SeedKey key, const ChangeMap& changes) const {
    const auto found = quiet_.find(key);
    if (changes.id() != source_ || found == quiet_.end()) {
        return false;
    }
    const Remembered& look = found->second;
    return std::none_of(look.areas.begin(), look.areas.end(),
                        [&](const Rect& area) { return changes.changedSince(area, look.stamp); });
}

std::optional<Look> QuietSeeds::startLook(SeedKey key, const ChangeMap& changes, int reach) const {
    if (isQuiet(key, changes)) {
        return std::nullopt;
    }
    return Look{key, changes.now(), Footprint(reach)};
}

void QuietSeeds::settle(TurnSeeds& turn, const ChangeMap& changes) {
    if (changes.id() != source_) {
        quiet_.clear();
        source_ = changes.id();
    }
    for (TurnSeeds::Entry& entry : turn.entries()) {
        if (entry.busy) {
            quiet_.erase(entry.key);
        } else {
            quiet_[entry.key] = {std::move(entry.areas), entry.stamp};
        }
    }
}

}  // namespace easylink::generation
