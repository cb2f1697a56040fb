#pragma once

// The shared ground of the tile-map generators: the map being dug, its
// events, and the finish that every generator ends with (vaults
// stamped, two player starts in opposite quadrants, the reachability repair,
// the exit at the floor tile farthest from the first start, items and
// monsters outside a safety radius).
//
// A generator changes tiles() freely and says what it did with step(): the
// tiles changed since the previous step become one TilesChanged event (an
// action of the timeline), found among the tiles written since then (the
// canvas remembers them while a sink listens), so a generator never tracks
// its own changes, a step costs in proportion to what it touched, and
// nothing extra is spent when no sink listens. beginPhase() and
// beginTurn() mark the larger steps; the
// conventions (docs/tile-generators.md) are Placement for the generator's
// own carving, Growth for its repeated passes, Components for the
// reachability repair and Rules for vaults and population.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "easylink/generation/events.hpp"
#include "easylink/generators/generator.hpp"
#include "easylink/generators/tilemap/tile_generators.hpp"
#include "easylink/generators/tilemap/tile_map_file.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/random/rng.hpp"
#include "easylink/support/large_buffer.hpp"
#include "easylink/tiles/tile_raster.hpp"
#include "tile_canvas.hpp"

namespace easylink::tilemap {

class Builder {
public:
    Builder(int width, int height, std::uint64_t seed, const Json& options,
            EventSink* sink = nullptr);

    TileCanvas& tiles() { return tiles_; }
    const TileCanvas& tiles() const { return tiles_; }
    Rng& rng() { return rng_; }
    int option(const char* key) const { return options_.at(key).get<int>(); }
    double real(const char* key) const { return options_.at(key).get<double>(); }
    /// The generator's data tables (TileMapRequest::tables; null when none).
    const Json& tables() const {
        static const Json none;
        return tables_ ? *tables_ : none;
    }
    /// Shared with the request, which a batch shares between its seeds.
    void setTables(std::shared_ptr<const Json> tables) { tables_ = std::move(tables); }

    /// Inside the map, not on its border (which stays wall).
    bool interior(Vec2i t) const {
        return t.x > 0 && t.y > 0 && t.x < tiles_.width() - 1 && t.y < tiles_.height() - 1;
    }
    Vec2i centre() const { return {tiles_.width() / 2, tiles_.height() / 2}; }
    std::int64_t floorCount() const;

    // [Events]

    /// True when a sink listens: generators may skip building sentences.
    bool recording() const { return sink_ != nullptr; }
    /// Ends the current step and starts a phase (PhaseStarted, `text` names it).
    void beginPhase(Phase phase, std::string text);
    /// Ends the current step and starts a turn (TurnStarted, `text` names it).
    void beginTurn(std::string text);
    /// Reports the tiles changed since the last step as one action described
    /// by `text`; nothing when no tile changed.
    void step(const std::string& text);
    /// Reports a candidate that was not used and why (CandidateRejected).
    void reject(std::vector<Rect> rects, const std::string& text);

    /// A full reset: reports that the attempt failed for `reason`
    /// and starts the next one on solid wall, without starts or areas.
    void restart(const std::string& reason);
    int attempt() const { return attempt_; }

    /// A named room or area of the map, for the result and its tests.
    void addArea(Rect rect, std::string name);
    std::vector<TileArea>& areas() { return areas_; }

    // [The shared finish]

    /// Two starts, each the first floor tile spiralling in from the outer
    /// corner of a quadrant, the second opposite the first; digs one if the
    /// quadrant has no floor.
    void placeStarts();
    const std::vector<Vec2i>& starts() const { return starts_; }

    /// Stamps each vault at a random site that fits, away from the starts
    /// and the centre; a vault that finds no site is skipped with a note.
    void stampVaults(const std::vector<Vault>& vaults, std::vector<std::string>& notes);

    /// Asks for the exit on `tile` (a generator's exit room, say) instead of
    /// the floor tile farthest from the first start; honoured when the tile
    /// is still floor, reachable and not a start once the repair is done.
    void preferExit(Vec2i tile) { preferredExit_ = tile; }

    /// Repairs reachability, places the exit, items and monsters, marks the
    /// starts; returns why the map is unusable, or nullopt.
    std::optional<std::string> finish();
    /// The finished map; the Finished event is sent.
    TileRaster take();

    /// Digs an L-shaped tunnel from `from` to `to` (along x first, or along
    /// y first), turning only non-walkable interior tiles into floor.
    void digL(Vec2i from, Vec2i to, bool yFirst = false);
    /// Breadth-first distances over walkable tiles from `from` (-1: unreached),
    /// indexed y * width + x.
    LargeVector<int> distancesFrom(Vec2i from) const;

private:
    void connectToCentre();
    struct Tunnel {
        Vec2i to;
        bool yFirst = false;
    };
    std::optional<Tunnel> nearestReached(Vec2i from, const LargeVector<int>& distance) const;
    /// True when the L-shaped tunnel from `from` to `to` breaks no vault wall.
    bool tunnelIsClear(Vec2i from, Vec2i to, bool yFirst) const;
    /// Calls `visit` on each tile of the L from `from` (excluded) to `to`
    /// until it returns false; returns whether it never did.
    template <typename Visit>
    static bool walkL(Vec2i from, Vec2i to, bool yFirst, Visit visit) {
        Vec2i t = from;
        for (int leg = 0; leg < 2; ++leg) {
            if ((leg == 0) != yFirst) {
                while (t.x != to.x) {
                    t.x += to.x > t.x ? 1 : -1;
                    if (!visit(t)) {
                        return false;
                    }
                }
            } else {
                while (t.y != to.y) {
                    t.y += to.y > t.y ? 1 : -1;
                    if (!visit(t)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
    /// Marks as reached (0) every walkable tile that `from` reaches and
    /// `reached` does not have yet.
    void markReached(Vec2i from, LargeVector<int>& reached) const;
    /// Walkable tiles not `reached` become wall.
    void wallOffPockets(const LargeVector<int>& reached);
    void send(Event event);

    TileCanvas tiles_;
    Rng rng_;
    Json options_;
    std::shared_ptr<const Json> tables_;
    std::vector<Vec2i> starts_;
    std::vector<Vec2i> vaultDoors_;  // a walkable tile of each vault, to connect
    std::vector<bool> fixed_;        // vault tiles, which tunnels go round (empty: none)
    std::vector<TileArea> areas_;
    std::optional<Vec2i> preferredExit_;

    EventSink* sink_ = nullptr;
    TileRaster shown_;  // the tiles as the events so far describe them
    Phase phase_ = Phase::Placement;
    int attempt_ = 0;
    int action_ = 0;
};

/// The options every tile generator shares (items, monsters, safety_radius)
/// appended to its own.
std::vector<TileOption> withPopulation(std::vector<TileOption> options);

/// A generator's carving, before the shared finish; returns why it failed,
/// or nullopt.
using BuildFunction = std::optional<std::string> (*)(Builder& builder);

/// A tile generator as the registry holds it: `info`'s options as its
/// options, vaults (and data tables when it reads them) as its inputs, and
/// a run that digs with `build`, stamps the vaults and finishes the map
/// (tile_generator.cpp).
Generator tileGenerator(const TileGeneratorInfo& info, BuildFunction build,
                        bool readsTables = false);

}  // namespace easylink::tilemap
