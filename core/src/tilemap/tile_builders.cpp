#include "tile_builders.hpp"

#include <algorithm>
#include <array>
#include <deque>

namespace easylink::tilemap {
namespace {

constexpr std::array<Vec2i, 4> kSteps = {Vec2i{1, 0}, Vec2i{-1, 0}, Vec2i{0, 1}, Vec2i{0, -1}};

std::size_t indexOf(const TileRaster& raster, Vec2i t) {
    return static_cast<std::size_t>(t.y) * static_cast<std::size_t>(raster.width()) +
           static_cast<std::size_t>(t.x);
}

}  // namespace

Builder::Builder(int width, int height, std::uint64_t seed, const Json& options)
    : tiles_(width, height), rng_(Rng(seed).fork(0x74696c65ULL)), options_(options) {
    tiles_.fill(tiles_.bounds(), TileKind::Wall);
}

std::int64_t Builder::floorCount() const {
    return tiles_.count(TileKind::Floor);
}

std::vector<int> Builder::distancesFrom(Vec2i from) const {
    std::vector<int> distance(
        static_cast<std::size_t>(tiles_.width()) * static_cast<std::size_t>(tiles_.height()), -1);
    std::deque<Vec2i> queue{from};
    distance[indexOf(tiles_, from)] = 0;
    while (!queue.empty()) {
        const Vec2i t = queue.front();
        queue.pop_front();
        for (Vec2i step : kSteps) {
            const Vec2i n = t + step;
            if (isWalkable(tiles_.at(n)) && distance[indexOf(tiles_, n)] < 0) {
                distance[indexOf(tiles_, n)] = distance[indexOf(tiles_, t)] + 1;
                queue.push_back(n);
            }
        }
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
                    if (interior(t) && tiles_.at(t) == TileKind::Floor) {
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
}

void Builder::digL(Vec2i from, Vec2i to) {
    Vec2i t = from;
    const auto dig = [&] {
        if (interior(t) && !isWalkable(tiles_.at(t))) {
            tiles_.set(t, TileKind::Floor);
        }
    };
    dig();
    while (t.x != to.x) {
        t.x += to.x > t.x ? 1 : -1;
        dig();
    }
    while (t.y != to.y) {
        t.y += to.y > t.y ? 1 : -1;
        dig();
    }
}

// Note 004's reachability ensurer: each start that cannot reach the centre
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
    for (const Vec2i start : starts_) {
        const std::vector<int> distance = distancesFrom(centre);
        if (distance[indexOf(tiles_, start)] >= 0) {
            continue;
        }
        Vec2i nearest = centre;
        long nearestDistance = std::labs(start.x - centre.x) + std::labs(start.y - centre.y);
        for (int y = 0; y < tiles_.height(); ++y) {
            for (int x = 0; x < tiles_.width(); ++x) {
                const long d = std::labs(start.x - x) + std::labs(start.y - y);
                if (distance[indexOf(tiles_, {x, y})] >= 0 && d < nearestDistance) {
                    nearest = {x, y};
                    nearestDistance = d;
                }
            }
        }
        digL(start, nearest);
    }
    wallOffPockets(centre);
}

// Walkable tiles the centre cannot reach become wall: every walkable tile
// of the finished map reaches every other.
void Builder::wallOffPockets(Vec2i from) {
    const std::vector<int> distance = distancesFrom(from);
    for (int y = 0; y < tiles_.height(); ++y) {
        for (int x = 0; x < tiles_.width(); ++x) {
            if (isWalkable(tiles_.at({x, y})) && distance[indexOf(tiles_, {x, y})] < 0) {
                tiles_.set({x, y}, TileKind::Wall);
            }
        }
    }
}

std::optional<std::string> Builder::finish() {
    if (starts_.empty()) {
        placeStarts();
    }
    connectToCentre();
    const std::vector<int> fromStart = distancesFrom(starts_.front());
    // The exit: the floor tile farthest from the first start.
    Vec2i exit = starts_.back();
    int farthest = -1;
    std::vector<Vec2i> floors;
    const int radius = option("safety_radius");
    for (int y = 0; y < tiles_.height(); ++y) {
        for (int x = 0; x < tiles_.width(); ++x) {
            const Vec2i t{x, y};
            if (tiles_.at(t) != TileKind::Floor) {
                continue;
            }
            const int d = fromStart[indexOf(tiles_, t)];
            const bool isStart = std::find(starts_.begin(), starts_.end(), t) != starts_.end();
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
    return std::nullopt;
}

// Note 004: random floor and wall, then passes in which a tile becomes wall
// when more than 4 of its 8 neighbours are walls or none is, floor otherwise.
void buildCellular(Builder& builder) {
    TileRaster& tiles = builder.tiles();
    const double floorChance = builder.real("floor_chance");
    for (int y = 1; y < tiles.height() - 1; ++y) {
        for (int x = 1; x < tiles.width() - 1; ++x) {
            tiles.set({x, y}, builder.rng().chance(floorChance) ? TileKind::Floor : TileKind::Wall);
        }
    }
    for (int pass = 0; pass < builder.option("iterations"); ++pass) {
        const TileRaster before = tiles;
        for (int y = 1; y < tiles.height() - 1; ++y) {
            for (int x = 1; x < tiles.width() - 1; ++x) {
                int walls = 0;
                for (int dy = -1; dy <= 1; ++dy) {
                    for (int dx = -1; dx <= 1; ++dx) {
                        walls +=
                            (dx != 0 || dy != 0) && before.at({x + dx, y + dy}) == TileKind::Wall;
                    }
                }
                tiles.set({x, y}, walls > 4 || walls == 0 ? TileKind::Wall : TileKind::Floor);
            }
        }
    }
    builder.placeStarts();
}

// Note 004: players first, then walks of random steps from the centre and
// from each start until enough of the map is floor.
void buildDrunkard(Builder& builder) {
    TileRaster& tiles = builder.tiles();
    builder.placeStarts();
    const std::int64_t target = static_cast<std::int64_t>(
        builder.real("floor_fraction") * (tiles.width() - 2) * (tiles.height() - 2));
    const int steps = builder.option("walk_steps");
    std::vector<Vec2i> origins = {builder.centre()};
    origins.insert(origins.end(), builder.starts().begin(), builder.starts().end());
    // Bounded: each walk digs at least its first tile or moves on.
    const std::int64_t maxWalks = 64 + 4 * target;
    for (std::int64_t walk = 0; walk < maxWalks && builder.floorCount() < target; ++walk) {
        Vec2i t = origins[static_cast<std::size_t>(walk) % origins.size()];
        for (int step = 0; step < steps && builder.interior(t); ++step) {
            tiles.set(t, TileKind::Floor);
            t = t + kSteps[builder.rng().below(4)];
        }
    }
}

}  // namespace easylink::tilemap
