#pragma once

// [SECTION] Play session
//
// A walk through a tile map, played as a small exploration game: a party
// starts on the map, moves a tile at a time in the four
// compass directions, sees what its field of view shows (field_of_view.hpp)
// and remembers every tile it has seen, until it steps onto an exit. It is
// the model under both `easylink play` and the editor's Play-test panel;
// neither draws anything here.
//
// Where the party starts: on the first start tile ('<') in row order. Maps
// without one (easylink's phase-2 maps) start on the walkable tile nearest
// the map's centre within the largest walkable region, so the party does
// not begin shut in a closet.
//
// Where it ends: on any exit tile ('>') it can reach. When it can reach
// none, the walkable tile farthest from the start (by steps, the first such
// tile in row order on a tie) becomes the exit, and the session's copy of
// the map marks it as one so that it shows.
//
// Everything is a pure function of the map and the options: no randomness.

#include <cstdint>
#include <vector>

#include "easylink/geometry/direction.hpp"
#include "easylink/geometry/vec2.hpp"
#include "easylink/play/field_of_view.hpp"
#include "easylink/tiles/tile_raster.hpp"

namespace easylink {

enum class MoveOutcome {
    Moved,        // the party stepped onto the tile
    Blocked,      // a wall or void, or the map's edge, is in the way
    ReachedExit,  // the party stepped onto an exit (or had already finished)
};

/// Where the session's exit came from.
enum class ExitSource {
    Map,     // exit tiles of the map
    Marked,  // none reachable: the farthest tile from the start was marked
    None,    // nowhere to go: the start's region is one tile, or no map
};

struct PlayOptions {
    SightRange sight;
};

class PlaySession {
public:
    PlaySession() = default;
    explicit PlaySession(TileRaster tiles, PlayOptions options = {});

    /// False when the map has no walkable tile at all: then nothing moves.
    bool playable() const { return playable_; }

    /// The map as played: the input, with the marked exit when there is one.
    const TileRaster& tiles() const { return tiles_; }
    const PlayOptions& options() const { return options_; }

    Vec2i start() const { return start_; }
    Vec2i position() const { return position_; }
    /// The exit tiles, in row order (one when marked).
    const std::vector<Vec2i>& exits() const { return exits_; }
    ExitSource exitSource() const { return exitSource_; }
    bool isExit(Vec2i tile) const;

    /// Steps the party one tile; the view and the memory follow. Once the
    /// exit is reached the walk is over: further moves change nothing and
    /// answer ReachedExit.
    MoveOutcome move(Dir direction);
    /// What stops a move that way, as a sentence without its full stop:
    /// "a wall blocks the way north" (or the map's edge, or solid rock).
    std::string blockedSentence(Dir direction) const;
    /// Back to the start with nothing explored and no moves made.
    void restart();

    bool finished() const { return finished_; }
    /// Steps taken; bumps into walls do not count.
    int moves() const { return moves_; }

    /// What the party sees now.
    const TileMask& visible() const { return visible_; }
    /// Every tile it has ever seen, those in view included.
    const TileMask& explored() const { return explored_; }

private:
    void look();

    TileRaster tiles_;
    PlayOptions options_;
    bool playable_ = false;
    Vec2i start_;
    Vec2i position_;
    std::vector<Vec2i> exits_;
    ExitSource exitSource_ = ExitSource::None;
    bool finished_ = false;
    int moves_ = 0;
    TileMask visible_;
    TileMask explored_;
};

/// The tile a map without start tiles starts on: the walkable tile nearest
/// the map's centre within its largest walkable region (4-connected; on a
/// tie of sizes, the region met first in row order); {-1, -1} without any.
Vec2i fallbackStart(const TileRaster& tiles);

/// Steps from `from` to every tile over walkable tiles (4-connected): -1 for
/// the tiles it cannot reach, row by row.
std::vector<int> stepDistances(const TileRaster& tiles, Vec2i from);

}  // namespace easylink
