#include "tile_builders.hpp"

#include <algorithm>
#include <array>

namespace easylink::tilemap {
namespace {

std::size_t indexOf(const TileCanvas& raster, Vec2i t) {
    return static_cast<std::size_t>(t.y) * static_cast<std::size_t>(raster.width()) +
           static_cast<std::size_t>(t.x);
}

}  // namespace

Builder::Builder(int width, int height, std::uint64_t seed, const Json& options, EventSink* sink)
    : tiles_(width, height), rng_(Rng(seed).fork(0x74696c65ULL)), options_(options), sink_(sink) {
    if (sink_ != nullptr) {
        tiles_.track();
    }
    tiles_.fill(tiles_.bounds(), TileKind::Wall);
    if (sink_ != nullptr) {
        shown_ = TileRaster(width, height);
        Event started;
        started.kind = EventKind::AttemptStarted;
        send(std::move(started));
        step("solid rock");
    }
}

std::vector<TileOption> withPopulation(std::vector<TileOption> options) {
    options.push_back({"items", 10, 0, 10000, true, "items placed on floor tiles"});
    options.push_back({"monsters", 10, 0, 10000, true, "monsters placed on floor tiles"});
    options.push_back({"safety_radius", 8, 0, 1000, true,
                       "no item or monster within this many tiles of a player start"});
    return options;
}

void Builder::send(Event event) {
    event.attempt = attempt_;
    if (event.kind != EventKind::AttemptStarted && event.kind != EventKind::AttemptFailed) {
        event.phase = phase_;
    }
    sink_->onEvent(event);
}

void Builder::beginPhase(Phase phase, std::string text) {
    if (sink_ == nullptr) {
        phase_ = phase;
        return;
    }
    step("");
    phase_ = phase;
    Event event;
    event.kind = EventKind::PhaseStarted;
    event.text = std::move(text);
    send(std::move(event));
}

void Builder::beginTurn(std::string text) {
    if (sink_ == nullptr) {
        return;
    }
    step("");
    Event event;
    event.kind = EventKind::TurnStarted;
    event.text = std::move(text);
    send(std::move(event));
}

void Builder::step(const std::string& text) {
    if (sink_ == nullptr) {
        return;
    }
    Event event;
    event.kind = EventKind::TilesChanged;
    event.action = action_;
    event.text = text.empty() ? "tiles changed" : text;
    Vec2i low{tiles_.width(), tiles_.height()};
    Vec2i high{-1, -1};
    // Only written tiles can differ from what the events showed; in row
    // order they give the same runs as a scan of the whole map would.
    const LargeVector<std::uint32_t> written = tiles_.takeWritten();
    const auto width = static_cast<std::uint32_t>(tiles_.width());
    for (std::size_t next = 0; next < written.size();) {
        const int y = static_cast<int>(written[next] / width);
        int x = static_cast<int>(written[next] % width);
        const TileKind kind = tiles_.at({x, y});
        if (kind == shown_.at({x, y})) {
            ++next;
            continue;
        }
        const int first = x;
        while (x < tiles_.width() && tiles_.at({x, y}) == kind && shown_.at({x, y}) != kind) {
            shown_.set({x, y}, kind);
            ++x;
        }
        const std::uint32_t end =
            static_cast<std::uint32_t>(y) * width + static_cast<std::uint32_t>(x);
        while (next < written.size() && written[next] < end) {
            ++next;
        }
        event.tiles.push_back({{first, y}, x - first, kind});
        low = {std::min(low.x, first), std::min(low.y, y)};
        high = {std::max(high.x, x), std::max(high.y, y + 1)};
    }
    if (!event.tiles.empty()) {
        event.rects.push_back({low.x, low.y, high.x - low.x, high.y - low.y});
        ++action_;
        send(std::move(event));
    }
}

void Builder::reject(std::vector<Rect> rects, const std::string& text) {
    if (sink_ == nullptr || !sink_->wantsRejections()) {
        return;
    }
    Event event;
    event.kind = EventKind::CandidateRejected;
    event.rects = std::move(rects);
    event.text = text;
    send(std::move(event));
}

void Builder::restart(const std::string& reason) {
    tiles_.fill(tiles_.bounds(), TileKind::Wall);
    starts_.clear();
    preferredExit_.reset();
    vaultDoors_.clear();
    fixed_.clear();
    areas_.clear();
    ++attempt_;
    phase_ = Phase::Placement;
    if (sink_ != nullptr) {
        Event failed;
        failed.kind = EventKind::AttemptFailed;
        failed.text = reason;
        send(std::move(failed));
        shown_.fill(shown_.bounds(), TileKind::Void);
        Event started;
        started.kind = EventKind::AttemptStarted;
        send(std::move(started));
        step("solid rock");
    }
}

void Builder::addArea(Rect rect, std::string name) {
    areas_.push_back({rect, std::move(name)});
}

TileRaster Builder::take() {
    if (sink_ != nullptr) {
        step("");
        Event done;
        done.kind = EventKind::Finished;
        done.text = "the map is finished";
        phase_ = Phase::Done;
        send(std::move(done));
    }
    return tiles_.toRaster();
}

std::int64_t Builder::floorCount() const {
    return tiles_.count(TileKind::Floor);
}

// Breadth first, one ring of equal distance at a time: the two rings are
// all the queue there is. Tiles no walk enters start as kBlocked, so a
// neighbour costs one load and one comparison (and the map's edge a test of
// the tile's own position); they read -1 again at the end. A neighbour is
// written to the next ring whether it is new or not and kept only when it
// is, so the walk has no branch that depends on the map.
LargeVector<int> Builder::distancesFrom(Vec2i from) const {
    constexpr int kBlocked = -2;
    const int w = tiles_.width();
    const int h = tiles_.height();
    LargeVector<int> distance(static_cast<std::size_t>(w) * static_cast<std::size_t>(h));
    for (std::size_t i = 0; i < distance.size(); ++i) {
        distance[i] = isWalkable(tiles_.at(i)) ? -1 : kBlocked;
    }
    distance[indexOf(tiles_, from)] = 0;
    // The rings only grow: their first ringSize and `kept` tiles are used.
    LargeVector<Vec2i> ring{from};
    LargeVector<Vec2i> nextRing;
    std::size_t ringSize = 1;
    for (int d = 1; ringSize > 0; ++d) {
        std::size_t kept = 0;  // the next ring's tiles so far
        if (nextRing.size() < 4 * ringSize) {
            nextRing.resize(4 * ringSize);
        }
        for (std::size_t k = 0; k < ringSize; ++k) {
            const Vec2i t = ring[k];
            const std::size_t i = indexOf(tiles_, t);
            const auto reach = [&](std::size_t n, Vec2i tile) {
                const bool fresh = distance[n] == -1;
                distance[n] = fresh ? d : distance[n];
                nextRing[kept] = tile;
                kept += fresh ? 1 : 0;
            };
            if (t.x + 1 < w) {
                reach(i + 1, {t.x + 1, t.y});
            }
            if (t.x > 0) {
                reach(i - 1, {t.x - 1, t.y});
            }
            if (t.y + 1 < h) {
                reach(i + static_cast<std::size_t>(w), {t.x, t.y + 1});
            }
            if (t.y > 0) {
                reach(i - static_cast<std::size_t>(w), {t.x, t.y - 1});
            }
        }
        ring.swap(nextRing);
        ringSize = kept;
    }
    for (int& d : distance) {
        d = std::max(d, -1);  // kBlocked is below -1; without a branch, so it vectorises
    }
    return distance;
}

void Builder::placeStarts() {
    const int w = tiles_.width();
    const int h = tiles_.height();
    const std::array<Vec2i, 4> corners = {Vec2i{1, 1}, Vec2i{w - 2, 1}, Vec2i{w - 2, h - 2},
                                          Vec2i{1, h - 2}};
    const int first = static_cast<int>(rng_.below(4));
    for (int quadrant : {first, (first + 2) % 4}) {
        // The tiles of the quadrant by distance from its corner (square rings).
        const Vec2i corner = corners[static_cast<std::size_t>(quadrant)];
        const Vec2i inward{corner.x == 1 ? 1 : -1, corner.y == 1 ? 1 : -1};
        std::optional<Vec2i> found;
        for (int ring = 0; ring < std::max(w, h) / 2 && !found; ++ring) {
            for (int i = 0; i <= ring && !found; ++i) {
                for (const Vec2i t : {corner + Vec2i{inward.x * i, inward.y * ring},
                                      corner + Vec2i{inward.x * ring, inward.y * i}}) {
                    const bool inQuadrant =
                        (t.x < w / 2) == (corner.x == 1) && (t.y < h / 2) == (corner.y == 1);
                    if (inQuadrant && interior(t) && tiles_.at(t) == TileKind::Floor) {
                        found = t;
                        break;
                    }
                }
            }
        }
        const Vec2i start = found.value_or(corner + inward * 2);
        tiles_.set(start, TileKind::Floor);
        starts_.push_back(start);
    }
    step("two player starts in opposite quadrants");
}

void Builder::digL(Vec2i from, Vec2i to, bool yFirst) {
    const auto dig = [&](Vec2i t) {
        if (interior(t) && !isWalkable(tiles_.at(t))) {
            tiles_.set(t, TileKind::Floor);
        }
        return true;
    };
    dig(from);
    walkL(from, to, yFirst, dig);
}

// The reachability repair: each start that cannot reach the centre
// gets an L-shaped tunnel to the reached tile nearest to it.
void Builder::connectToCentre() {
    Vec2i centre = this->centre();
    if (tiles_.at(centre) != TileKind::Floor) {
        // The centre-most floor tile, or the centre dug out.
        std::optional<Vec2i> best;
        long bestDistance = 0;
        for (int y = 1; y < tiles_.height() - 1; ++y) {
            for (int x = 1; x < tiles_.width() - 1; ++x) {
                const long d = std::labs(x - centre.x) + std::labs(y - centre.y);
                if (tiles_.at({x, y}) == TileKind::Floor && (!best || d < bestDistance)) {
                    best = Vec2i{x, y};
                    bestDistance = d;
                }
            }
        }
        if (!best) {
            tiles_.set(centre, TileKind::Floor);
        }
        centre = best.value_or(centre);
    }
    // What the centre reaches, found once: a tunnel only adds walkable
    // tiles, so after each one a flood from its source adds what it newly
    // joins, and the repair costs O(map area) however many sources it has.
    LargeVector<int> reached = distancesFrom(centre);
    std::vector<Vec2i> sources = starts_;
    sources.insert(sources.end(), vaultDoors_.begin(), vaultDoors_.end());
    for (std::size_t i = 0; i < sources.size(); ++i) {
        const Vec2i start = sources[i];
        if (reached[indexOf(tiles_, start)] >= 0) {
            continue;
        }
        const Tunnel tunnel = nearestReached(start, reached).value_or(Tunnel{centre, false});
        const Vec2i nearest = tunnel.to;
        digL(start, nearest, tunnel.yFirst);
        markReached(start, reached);
        if (recording()) {
            step(std::string(i < starts_.size() ? "start " : "vault ") +
                 std::to_string(i < starts_.size() ? i + 1 : i + 1 - starts_.size()) +
                 " could not reach the centre: tunnel dug to (" + std::to_string(nearest.x) + ", " +
                 std::to_string(nearest.y) + ")");
        }
    }
    wallOffPockets(reached);
    step("walkable pockets nothing reaches walled up");
}

void Builder::markReached(Vec2i from, LargeVector<int>& reached) const {
    if (!isWalkable(tiles_.at(from)) || reached[indexOf(tiles_, from)] >= 0) {
        return;
    }
    std::vector<Vec2i> stack{from};
    reached[indexOf(tiles_, from)] = 0;
    while (!stack.empty()) {
        const Vec2i t = stack.back();
        stack.pop_back();
        for (Vec2i step : kSideSteps) {
            const Vec2i n = t + step;
            if (isWalkable(tiles_.at(n)) && reached[indexOf(tiles_, n)] < 0) {
                reached[indexOf(tiles_, n)] = 0;
                stack.push_back(n);
            }
        }
    }
}

// The reached tile nearest to `from` (Manhattan distance; the first in row
// order among equals) whose L-shaped tunnel crosses no vault wall; without
// vaults, simply the nearest reached tile. Searched ring by ring, so a start
// beside the caves costs little on a big map.
std::optional<Builder::Tunnel> Builder::nearestReached(Vec2i from,
                                                       const LargeVector<int>& distance) const {
    std::optional<Tunnel> fallback;
    const int maxRing = tiles_.width() + tiles_.height();
    for (int ring = 0; ring <= maxRing; ++ring) {
        std::optional<Tunnel> best;
        for (int dy = -ring; dy <= ring; ++dy) {
            const int rest = ring - std::abs(dy);
            for (const int dx : {-rest, rest}) {
                const Vec2i t = from + Vec2i{dx, dy};
                if (!tiles_.bounds().contains(t) || distance[indexOf(tiles_, t)] < 0) {
                    continue;
                }
                if (!fallback) {
                    fallback = Tunnel{t, false};
                }
                const bool earlier =
                    !best || t.y < best->to.y || (t.y == best->to.y && t.x < best->to.x);
                for (const bool yFirst : {false, true}) {
                    if (earlier && tunnelIsClear(from, t, yFirst)) {
                        best = Tunnel{t, yFirst};
                        break;
                    }
                }
                if (rest == 0) {
                    break;
                }
            }
        }
        if (best) {
            return best;
        }
    }
    return fallback;
}

bool Builder::tunnelIsClear(Vec2i from, Vec2i to, bool yFirst) const {
    if (fixed_.empty()) {
        return true;
    }
    return walkL(from, to, yFirst,
                 [&](Vec2i t) { return isWalkable(tiles_.at(t)) || !fixed_[indexOf(tiles_, t)]; });
}

// Walkable tiles the centre cannot reach become wall: every walkable tile
// of the finished map reaches every other.
void Builder::wallOffPockets(const LargeVector<int>& reached) {
    std::size_t index = 0;  // of (x, y)
    for (int y = 0; y < tiles_.height(); ++y) {
        for (int x = 0; x < tiles_.width(); ++x, ++index) {
            if (reached[index] < 0 && isWalkable(tiles_.at(index))) {
                tiles_.set({x, y}, TileKind::Wall);
            }
        }
    }
}

std::optional<std::string> Builder::finish() {
    if (starts_.empty()) {
        placeStarts();
    }
    beginPhase(Phase::Components, "reachability repair: every start and vault reaches the centre");
    connectToCentre();
    beginPhase(Phase::Rules, "population: starts, exit, items and monsters");
    const LargeVector<int> fromStart = distancesFrom(starts_.front());
    // The exit: the floor tile farthest from the first start.
    Vec2i exit = starts_.back();
    int farthest = -1;
    LargeVector<Vec2i> floors;
    const int radius = option("safety_radius");
    std::size_t index = 0;  // of (x, y)
    for (int y = 0; y < tiles_.height(); ++y) {
        for (int x = 0; x < tiles_.width(); ++x, ++index) {
            if (tiles_.at(index) != TileKind::Floor) {
                continue;
            }
            const Vec2i t{x, y};
            const int d = fromStart[index];
            bool isStart = false;
            for (const Vec2i s : starts_) {
                isStart = isStart || s == t;
            }
            if (!isStart && d > farthest) {
                farthest = d;
                exit = t;
            }
            const bool safe = std::all_of(starts_.begin(), starts_.end(), [&](Vec2i s) {
                return std::max(std::abs(s.x - x), std::abs(s.y - y)) > radius;
            });
            if (safe && !isStart) {
                floors.push_back(t);
            }
        }
    }
    if (farthest < 0) {
        return "the map has no floor beside the player starts; raise its floor options";
    }
    if (preferredExit_ && tiles_.at(*preferredExit_) == TileKind::Floor &&
        fromStart[indexOf(tiles_, *preferredExit_)] >= 0 &&
        std::find(starts_.begin(), starts_.end(), *preferredExit_) == starts_.end()) {
        exit = *preferredExit_;
    }
    for (const Vec2i start : starts_) {
        tiles_.set(start, TileKind::Start);
    }
    tiles_.set(exit, TileKind::Exit);
    floors.erase(std::remove(floors.begin(), floors.end(), exit), floors.end());
    rng_.shuffle(floors);
    std::size_t next = 0;
    for (const auto& [key, kind] :
         {std::pair("items", TileKind::Item), std::pair("monsters", TileKind::Monster)}) {
        for (int i = 0; i < option(key) && next < floors.size(); ++i) {
            tiles_.set(floors[next++], kind);
        }
    }
    step("starts, the exit farthest from the first start, items and monsters");
    return std::nullopt;
}

}  // namespace easylink::tilemap
