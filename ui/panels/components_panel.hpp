#pragma once

// [SECTION] Components panel
//
// The connected components of the layout at the timeline's step, numbered as
// the layout file and the PNG export number them (by first appearance among
// rooms in ascending id order) and coloured as the viewport colours them (by
// identity, so a colour holds from step to step: component_colours.hpp),
// each with its room,
// normal-room and corridor counts. Clicking a row focuses that component in
// the viewport (clicking it again clears the focus); "Isolate" asks the
// viewport to dim the others. Around the pruning (step 3 of the generator:
// the step just before its first event, and during it) each row says whether
// the pruning keeps or deletes the component.

#include <cstdint>
#include <optional>
#include <vector>

#include "document/change_notices.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/tiles/tile_raster.hpp"
#include "panels/panel.hpp"

namespace easylink::ui {

class GenerationSession;

/// One connected component of a layout.
struct ComponentSummary {
    int number = 0;         // 0, 1, ...
    RoomId firstRoom = -1;  // its lowest room id
    int rooms = 0;
    int normalRooms = 0;
    int corridors = 0;
    int colourSlot = 0;  // componentColour(colourSlot), by identity (component_colours.hpp)
};

/// The layout's components in number order.
std::vector<ComponentSummary> summarizeComponents(const Layout& layout);

/// The number of the component the pruning keeps: the most normal rooms,
/// then the most rooms, then the lowest room id (as the generator decides);
/// nullopt when there are none.
std::optional<int> componentKeptByPruning(const std::vector<ComponentSummary>& components);

class ComponentsPanel final : public Panel {
public:
    static constexpr const char* kTitle = "Components";

    ComponentsPanel();

    /// What the last frame listed (rows are recorded by component number).
    const std::vector<ComponentSummary>& shownComponents() const { return shown_; }
    /// The component the last frame marked as kept by the pruning; nullopt
    /// when the step was not around the pruning.
    std::optional<int> markedKept() const { return markedKept_; }
    /// For a tile-map generator's run: the walkable regions at the step, as
    /// last drawn.
    int tileRegions() const { return regions_; }

protected:
    void drawContent(EditorState& state) override;

private:
    /// A tile-map generator's run: how many walkable regions the step has.
    void drawTileRegions(GenerationSession& session, const TileRaster& tiles);

    void drawTable(EditorState& state);

    std::vector<ComponentSummary> shown_;
    std::optional<int> markedKept_;
    ChangeWatch regionsWatch_;  // the layout on show changed: count regions_ again
    int regions_ = 0;
};

}  // namespace easylink::ui
