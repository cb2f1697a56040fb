#pragma once

// The shared steps of the tile-map generators (note 004): the grid being
// dug, two player starts in opposite quadrants, the reachability repair
// (an L-shaped tunnel from the nearest reached tile to each start that
// cannot reach the centre, then walls over pockets nothing reaches), the
// exit at the floor tile farthest from the first start, and items and
// monsters outside a safety radius.

#include <optional>
#include <string>

#include "easylink/export/tile_raster.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/random/rng.hpp"

namespace easylink::tilemap {

class Builder {
public:
    Builder(int width, int height, std::uint64_t seed, const Json& options);

    TileRaster& tiles() { return tiles_; }
    Rng& rng() { return rng_; }
    int option(const char* key) const { return options_.at(key).get<int>(); }
    double real(const char* key) const { return options_.at(key).get<double>(); }

    /// Inside the map, not on its border (which stays wall).
    bool interior(Vec2i t) const {
        return t.x > 0 && t.y > 0 && t.x < tiles_.width() - 1 && t.y < tiles_.height() - 1;
    }
    Vec2i centre() const { return {tiles_.width() / 2, tiles_.height() / 2}; }
    std::int64_t floorCount() const;

    /// Two starts, each the first floor tile spiralling in from the outer
    /// corner of a quadrant, the second opposite the first; digs one if the
    /// quadrant has no floor.
    void placeStarts();
    const std::vector<Vec2i>& starts() const { return starts_; }

    /// Repairs reachability, places the exit, items and monsters, marks the
    /// starts; returns why the map is unusable, or nullopt.
    std::optional<std::string> finish();
    TileRaster take() { return std::move(tiles_); }

private:
    void connectToCentre();
    void wallOffPockets(Vec2i from);
    void digL(Vec2i from, Vec2i to);
    std::vector<int> distancesFrom(Vec2i from) const;

    TileRaster tiles_;
    Rng rng_;
    Json options_;
    std::vector<Vec2i> starts_;
};

void buildCellular(Builder& builder);
void buildDrunkard(Builder& builder);

}  // namespace easylink::tilemap
