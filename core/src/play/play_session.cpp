#include "easylink/play/play_session.hpp"

#include <algorithm>
#include <cstddef>
#include <deque>
#include <optional>
#include <utility>

namespace easylink {
namespace {

std::size_t indexOf(const TileRaster& tiles, Vec2i tile) {
    return static_cast<std::size_t>(tile.y) * static_cast<std::size_t>(tiles.width()) +
           static_cast<std::size_t>(tile.x);
}

Vec2i tileAt(const TileRaster& tiles, std::size_t index) {
    const auto width = static_cast<std::size_t>(tiles.width());
    return {static_cast<int>(index % width), static_cast<int>(index / width)};
}

/// The first tile of `kind` in row order, or nullopt.
std::optional<Vec2i> firstTileOf(const TileRaster& tiles, TileKind kind) {
    for (int y = 0; y < tiles.height(); ++y) {
        for (int x = 0; x < tiles.width(); ++x) {
            if (tiles.at({x, y}) == kind) {
                return Vec2i{x, y};
            }
        }
    }
    return std::nullopt;
}

}  // namespace

// [SECTION] Map queries

std::vector<int> stepDistances(const TileRaster& tiles, Vec2i from) {
    std::vector<int> distance(
        static_cast<std::size_t>(tiles.width()) * static_cast<std::size_t>(tiles.height()), -1);
    if (!tiles.bounds().contains(from) || !isWalkable(tiles.at(from))) {
        return distance;
    }
    // Breadth first over walkable tiles, neighbours in compass order.
    std::deque<Vec2i> frontier{from};
    distance[indexOf(tiles, from)] = 0;
    while (!frontier.empty()) {
        const Vec2i tile = frontier.front();
        frontier.pop_front();
        const int next = distance[indexOf(tiles, tile)] + 1;
        for (Dir dir : kAllDirs) {
            const Vec2i neighbour = tile + delta(dir);
            if (!isWalkable(tiles.at(neighbour))) {
                continue;  // also off the map, which reads as void
            }
            int& known = distance[indexOf(tiles, neighbour)];
            if (known < 0) {
                known = next;
                frontier.push_back(neighbour);
            }
        }
    }
    return distance;
}

// Labels the walkable regions by flood fill from each unlabelled tile in row
// order, keeps the largest (the first met on a tie), then picks its tile
// nearest the centre, measured in half tiles so that even sizes, whose centre
// lies between tiles, stay integral.
Vec2i fallbackStart(const TileRaster& tiles) {
    const std::size_t size =
        static_cast<std::size_t>(tiles.width()) * static_cast<std::size_t>(tiles.height());
    std::vector<int> region(size, -1);
    std::vector<std::size_t> regionSizes;
    for (std::size_t seed = 0; seed < size; ++seed) {
        if (region[seed] >= 0 || !isWalkable(tiles.at(tileAt(tiles, seed)))) {
            continue;
        }
        const int label = static_cast<int>(regionSizes.size());
        std::vector<std::size_t> stack{seed};
        region[seed] = label;
        std::size_t count = 0;
        while (!stack.empty()) {
            const Vec2i tile = tileAt(tiles, stack.back());
            stack.pop_back();
            ++count;
            for (Dir dir : kAllDirs) {
                const Vec2i neighbour = tile + delta(dir);
                if (isWalkable(tiles.at(neighbour)) && region[indexOf(tiles, neighbour)] < 0) {
                    region[indexOf(tiles, neighbour)] = label;
                    stack.push_back(indexOf(tiles, neighbour));
                }
            }
        }
        regionSizes.push_back(count);
    }
    if (regionSizes.empty()) {
        return {-1, -1};
    }
    const int largest = static_cast<int>(std::max_element(regionSizes.begin(), regionSizes.end()) -
                                         regionSizes.begin());

    Vec2i best{-1, -1};
    std::int64_t bestDistance = -1;
    for (std::size_t i = 0; i < size; ++i) {
        if (region[i] != largest) {
            continue;
        }
        const Vec2i tile = tileAt(tiles, i);
        const std::int64_t dx = 2 * tile.x - (tiles.width() - 1);
        const std::int64_t dy = 2 * tile.y - (tiles.height() - 1);
        const std::int64_t distance = dx * dx + dy * dy;
        if (bestDistance < 0 || distance < bestDistance) {
            best = tile;
            bestDistance = distance;
        }
    }
    return best;
}

// [SECTION] PlaySession

PlaySession::PlaySession(TileRaster tiles, PlayOptions options)
    : tiles_(std::move(tiles)), options_(options) {
    visible_ = TileMask(tiles_.width(), tiles_.height());
    explored_ = visible_;
    start_ = firstTileOf(tiles_, TileKind::Start).value_or(fallbackStart(tiles_));
    if (!tiles_.bounds().contains(start_)) {
        return;
    }
    playable_ = true;

    const std::vector<int> distance = stepDistances(tiles_, start_);
    std::size_t farthest = indexOf(tiles_, start_);
    for (std::size_t i = 0; i < distance.size(); ++i) {
        if (distance[i] < 0) {
            continue;
        }
        if (tiles_.at(tileAt(tiles_, i)) == TileKind::Exit) {
            exits_.push_back(tileAt(tiles_, i));
        }
        if (distance[i] > distance[farthest]) {
            farthest = i;
        }
    }
    if (!exits_.empty()) {
        exitSource_ = ExitSource::Map;
    } else if (distance[farthest] > 0) {
        exitSource_ = ExitSource::Marked;
        exits_.push_back(tileAt(tiles_, farthest));
        tiles_.set(exits_.back(), TileKind::Exit);
    }
    restart();
}

bool PlaySession::isExit(Vec2i tile) const {
    return std::find(exits_.begin(), exits_.end(), tile) != exits_.end();
}

MoveOutcome PlaySession::move(Dir direction) {
    if (finished_) {
        return MoveOutcome::ReachedExit;
    }
    const Vec2i target = position_ + delta(direction);
    if (!playable_ || !isWalkable(tiles_.at(target))) {
        return MoveOutcome::Blocked;
    }
    position_ = target;
    ++moves_;
    look();
    if (isExit(position_)) {
        finished_ = true;
        return MoveOutcome::ReachedExit;
    }
    return MoveOutcome::Moved;
}

void PlaySession::restart() {
    position_ = start_;
    moves_ = 0;
    finished_ = false;
    explored_.clear();
    visible_.clear();
    if (playable_) {
        look();
    }
}

void PlaySession::look() {
    visible_ = computeFieldOfView(tiles_, position_, options_.sight);
    explored_.add(visible_);
}

std::string PlaySession::blockedSentence(Dir direction) const {
    const Vec2i target = position() + delta(direction);
    const std::string what = !tiles_.bounds().contains(target)     ? "the map's edge"
                             : tiles_.at(target) == TileKind::Wall ? "a wall"
                                                                   : "solid rock";
    return what + " blocks the way " + std::string(wallName(direction));
}

}  // namespace easylink
