#pragma once

// [SECTION] Timeline of a recorded run
//
// The editor shows a run as it stood after any of its events. Replaying every
// mutation from the start would make scrubbing through thousands of events
// slow, so the timeline keeps a snapshot of the layout every so many
// mutations (fewer for big maps, to bound memory) and replays only from the
// nearest snapshot before the step asked for. Stepping forward from the
// current step replays just the events in between.
//
// A tile-map generator's run changes tiles rather than a layout (TilesChanged
// events); its timeline keeps the tile map beside the layout the same way.

#include <cstddef>
#include <vector>

#include "easylink/generation/events.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/tiles/tile_raster.hpp"

namespace easylink {

/// How far a step goes: one event, one applied opportunity (an action), one
/// grower turn, or one phase.
enum class StepSize { Event, Action, Turn, Phase };

class Timeline {
public:
    /// `events` as recorded from one run of a generator on this catalogue and map.
    Timeline(const Catalogue& catalogue, int width, int height, std::vector<Event> events);

    std::size_t size() const { return events_.size(); }
    const std::vector<Event>& events() const { return events_; }
    const Event& event(std::size_t index) const { return events_[index]; }

    /// The layout after events [0, step) have happened: step 0 is before the
    /// run, step size() after it.
    const Layout& layoutAt(std::size_t step);

    /// True when the run changes tiles (a tile-map generator's run).
    bool hasTiles() const { return hasTiles_; }
    /// The tile map after events [0, step): all void before the run, and
    /// for runs that change no tiles.
    const TileRaster& tilesAt(std::size_t step);

    /// The step `size` further (or back): the next (previous) step at which
    /// a new event, action, grower turn or phase begins; clamped to [0, size()].
    std::size_t stepForward(std::size_t step, StepSize size) const;
    std::size_t stepBack(std::size_t step, StepSize size) const;

    /// Steps at which a turn or phase (or attempt) begins: marks for a slider.
    std::vector<std::size_t> marks(StepSize size) const;

    /// How many snapshots are kept (for tests and the performance notes).
    std::size_t snapshotCount() const { return snapshots_.size(); }

private:
    struct Snapshot {
        std::size_t step = 0;
        Layout layout;
        TileRaster tiles;
    };

    /// Brings current_ and currentTiles_ to `step`.
    void moveTo(std::size_t step);

    /// True when a step of `size` begins at event `index`.
    bool begins(std::size_t index, StepSize size) const;

    std::vector<Event> events_;
    std::vector<Snapshot> snapshots_;
    Layout current_;
    TileRaster currentTiles_;
    bool hasTiles_ = false;
    std::size_t currentStep_ = 0;
};

}  // namespace easylink
