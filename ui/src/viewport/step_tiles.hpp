#pragma once

// [SECTION] Step tiles
//
// The map's tiles as the viewport shows them at the timeline's step. In slot
// view they are phase 1's raster of the layout (rooms as walls round floor).
// In tile view, every room and corridor whose SlotResolved event lies before
// the step is drawn over that from its resolved subtree
// (drawResolvedSubtree), and the others stay as phase 1 shows them, so that
// playing through phase 2 fills the map in slot by slot. At the end of a run
// the tile view is rasterizeResolution()'s map, as the layout file's "tiles".
//
// A raster costs a pass over every tile of the map, which a big map cannot
// afford every frame, so it is kept and rebuilt only when what it depends on
// moves: the layout at the step (the session's layout revision), the view,
// or the number of slots resolved before the step. Stepping forward through
// phase 2 only draws the newly resolved subtrees over the raster kept.

#include <cstddef>
#include <cstdint>
#include <optional>

#include "document/change_notices.hpp"
#include "easylink/layout/layout.hpp"
#include "render/map_tiles.hpp"

namespace easylink::ui {

class GenerationSession;

class StepTiles {
public:
    /// The tiles of `layout` (the session's layout at its step) in slot view
    /// or tile view, brought up to date with the step.
    /// A tile-map generator's run shows its tiles at the step in both views.
    const MapTiles& update(GenerationSession& session, const Layout& layout, bool tileView);

    /// What the last update() returned.
    const MapTiles& tiles() const { return tiles_; }
    /// Moves whenever the tiles change: what the renderer re-uploads on.
    std::uint64_t revision() const { return revision_; }
    /// How many times the raster was built from scratch (for tests: not
    /// once per frame, nor once per step forward through phase 2).
    int rebuildCount() const { return rebuilds_; }

private:
    /// What a raster is built from, besides the slots resolved.
    struct Source {
        const Layout* layout = nullptr;
        std::uint64_t runId = 0;
        bool tileView = false;
        friend bool operator==(const Source&, const Source&) = default;
    };

    /// Draws the subtrees of the slot events [resolved_, upTo) over the tiles.
    void drawResolvedSlots(const GenerationSession& session, const Layout& layout,
                           std::size_t upTo);

    std::optional<Source> source_;
    ChangeWatch layoutWatch_;   // the layout at the step changed since tiles_
    std::size_t resolved_ = 0;  // slot events drawn into tiles_
    MapTiles tiles_;
    std::uint64_t revision_ = 0;
    int rebuilds_ = 0;
};

}  // namespace easylink::ui
