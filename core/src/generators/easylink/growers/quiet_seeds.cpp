#include "quiet_seeds.hpp"

#include <algorithm>
#include <bit>

#include "grower.hpp"

namespace easylink::generation {

namespace {

constexpr SeedKey kCorridorFlag = SeedKey{1} << 63;
constexpr int kPortBits = 20;  // a port key holds the room above the port's bits
constexpr SeedKey kPortMask = (SeedKey{1} << kPortBits) - 1;

}  // namespace

SeedKey portSeed(RoomId room, int port) {
    return (static_cast<SeedKey>(static_cast<std::uint32_t>(room)) << kPortBits) |
           static_cast<SeedKey>(static_cast<std::uint32_t>(port));
}

SeedKey corridorSeed(CorridorId corridor) {
    return kCorridorFlag | static_cast<SeedKey>(static_cast<std::uint32_t>(corridor));
}

void Footprint::addRay(const Ray& ray) {
    // The ray's slabs straddle its line, one tile each side, from the anchor
    // out to the tile that ended it (one step past the free length). A
    // passage on the line reaches half its width to each side.
    // Known at compile time: every look adds its rays.
    constexpr int margin = std::ranges::max(kPassageWidths) / 2 - 1;
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

int SeedIndex::find(SeedKey key) const {
    if ((key & kCorridorFlag) != 0) {
        const std::size_t corridor = static_cast<std::uint32_t>(key);
        return corridor < corridorSlots_.size() ? corridorSlots_[corridor] : kNone;
    }
    const std::size_t room = key >> kPortBits;
    const int port = static_cast<int>(key & kPortMask);
    if (room >= roomChunks_.size() || roomChunks_[room] == kNone || port >= stride_) {
        return kNone;
    }
    return portSlots_[static_cast<std::size_t>(roomChunks_[room] + port)];
}

void SeedIndex::clear() {
    stride_ = kFirstStride;
    roomChunks_.clear();
    portSlots_.clear();
    corridorSlots_.clear();
    count_ = 0;
}

int SeedIndex::insert(SeedKey key) {
    int* slot = nullptr;
    if ((key & kCorridorFlag) != 0) {
        const std::size_t corridor = static_cast<std::uint32_t>(key);
        if (corridor >= corridorSlots_.size()) {
            corridorSlots_.resize(corridor + 1, kNone);
        }
        slot = &corridorSlots_[corridor];
    } else {
        const std::size_t room = key >> kPortBits;
        const int port = static_cast<int>(key & kPortMask);
        if (port >= stride_) {
            widenChunks(port);
        }
        if (room >= roomChunks_.size()) {
            roomChunks_.resize(room + 1, kNone);
        }
        if (roomChunks_[room] == kNone) {
            roomChunks_[room] = static_cast<int>(portSlots_.size());
            portSlots_.resize(portSlots_.size() + static_cast<std::size_t>(stride_), kNone);
        }
        slot = &portSlots_[static_cast<std::size_t>(roomChunks_[room] + port)];
    }
    if (*slot == kNone) {
        *slot = count_++;
    }
    return *slot;
}

void SeedIndex::widenChunks(int port) {
    const int stride = static_cast<int>(std::bit_ceil(static_cast<unsigned>(port) + 1));
    LargeVector<int> widened;
    widened.reserve(portSlots_.size() / static_cast<std::size_t>(stride_) *
                    static_cast<std::size_t>(stride));
    for (int& chunk : roomChunks_) {
        if (chunk == kNone) {
            continue;
        }
        const auto old = portSlots_.begin() + chunk;
        chunk = static_cast<int>(widened.size());
        widened.insert(widened.end(), old, old + stride_);
        widened.resize(widened.size() + static_cast<std::size_t>(stride - stride_), kNone);
    }
    portSlots_ = std::move(widened);
    stride_ = stride;
}

int TurnSeeds::add(SeedKey key, const std::vector<Rect>& areas, ChangeStamp stamp) {
    const int seed = add(key, stamp);
    for (const Rect& area : areas) {
        addArea(seed, area);
    }
    return seed;
}

int TurnSeeds::add(SeedKey key, ChangeStamp stamp) {
    entries_.push_back({key, stamp, false});
    return static_cast<int>(entries_.size()) - 1;
}

void TurnSeeds::markBusy(int seed) {
    if (seed >= 0) {
        entries_[static_cast<std::size_t>(seed)].busy = true;
    }
}

void TurnSeeds::clear() {
    entries_.clear();
    areas_.clear();
}

bool QuietSeeds::isQuiet(SeedKey key, const ChangeMap& changes) const {
    if (changes.id() != source_) {
        return false;
    }
    const int slot = index_.find(key);
    if (slot == SeedIndex::kNone || static_cast<std::size_t>(slot) >= remembered_.size()) {
        return false;
    }
    Remembered& look = remembered_[static_cast<std::size_t>(slot)];
    if (!look.quiet) {
        return false;
    }
    const ChangeStamp now = changes.now();
    if (look.checked == now) {
        return true;  // nothing at all has changed since the last check
    }
    const Rect* first = buckets_.data() + look.first;
    const Rect* last = first + look.count;
    // Buckets touched up to `checked` had no later stamp than the look
    // then, so only stamps after `checked` can mean a change.
    const bool changed = std::any_of(first, last, [&](const Rect& buckets) {
        return changes.bucketsChangedSince(buckets, look.checked);
    });
    if (!changed) {
        look.checked = now;
    }
    return !changed;
}

std::optional<Look> QuietSeeds::startLook(SeedKey key, const ChangeMap& changes, int reach,
                                          TurnSeeds& turn) const {
    if (isQuiet(key, changes)) {
        return std::nullopt;
    }
    const int seed = turn.add(key, changes.now());
    return Look{seed, Footprint(reach, turn, seed)};
}

void QuietSeeds::reset() {
    forgetLooks();
    source_ = 0;
    turn_.clear();
}

void QuietSeeds::forgetLooks() {
    index_.clear();
    remembered_.clear();
    buckets_.clear();
    staleAreas_ = 0;
}

void QuietSeeds::settle(TurnSeeds& turn, const ChangeMap& changes) {
    if (changes.id() != source_) {
        forgetLooks();  // not the turn's log: `turn` may be it
        source_ = changes.id();
    }
    const LargeVector<TurnSeeds::Entry>& entries = turn.entries();
    // Each quiet look gets a run of buckets_ as long as its share of the
    // turn's areas; scratch_ counts those shares, then holds where each
    // look's next area goes.
    scratch_.assign(entries.size(), 0);
    for (const TurnSeeds::Area& area : turn.areas()) {
        ++scratch_[static_cast<std::size_t>(area.seed)];
    }
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const TurnSeeds::Entry& entry = entries[i];
        const int slot = entry.busy ? index_.find(entry.key) : index_.insert(entry.key);
        if (slot == SeedIndex::kNone) {
            continue;  // busy, and never quiet: nothing to forget
        }
        if (static_cast<std::size_t>(slot) >= remembered_.size()) {
            remembered_.resize(static_cast<std::size_t>(slot) + 1);
        }
        Remembered& look = remembered_[static_cast<std::size_t>(slot)];
        if (look.quiet) {
            staleAreas_ += look.count;
        }
        if (entry.busy) {
            look = Remembered{};
            continue;
        }
        const auto first = static_cast<std::uint32_t>(buckets_.size());
        look = {first, scratch_[i], entry.stamp, true};  // checked as of the look
        buckets_.resize(buckets_.size() + scratch_[i]);
        scratch_[i] = first;
    }
    for (const TurnSeeds::Area& area : turn.areas()) {
        const auto seed = static_cast<std::size_t>(area.seed);
        if (!entries[seed].busy) {
            buckets_[scratch_[seed]++] = changes.bucketsOf(area.rect);
        }
    }
    compactAreas();
}

void QuietSeeds::compactAreas() {
    // Rewriting the list costs as much as the live areas: worth it only
    // once the stale ones are the bigger part, so it stays linear overall.
    constexpr std::size_t kMinStale = 1024;
    if (staleAreas_ < kMinStale || staleAreas_ * 2 < buckets_.size()) {
        return;
    }
    LargeVector<Rect> live;
    live.reserve(buckets_.size() - staleAreas_);
    for (Remembered& look : remembered_) {
        if (!look.quiet) {
            continue;
        }
        const auto first = static_cast<std::uint32_t>(live.size());
        live.insert(live.end(), buckets_.begin() + look.first,
                    buckets_.begin() + look.first + look.count);
        look.first = first;
    }
    buckets_ = std::move(live);
    staleAreas_ = 0;
}

}  // namespace easylink::generation
