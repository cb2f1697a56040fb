#include "viewport/step_tiles.hpp"

#include "easylink/resolve/resolution.hpp"
#include "session/generation_session.hpp"

namespace easylink::ui {

const MapTiles& StepTiles::update(GenerationSession& session, const Layout& layout, bool tileView) {
    const GenerationRun* run = session.run();
    if (const TileRaster* tiles = session.cursor().tilesAtStep()) {
        // A tile-map generator's run: its tiles at the step are the map, in
        // either view.
        layoutWatch_.attach(session.notices(), {Change::ShownLayout});
        const Source source{&layout, run->id, false};
        if (source_ != source || layoutWatch_.take()) {
            tiles_ = MapTiles{};
            tiles_.raster = *tiles;
            source_ = source;
            resolved_ = 0;
            ++rebuilds_;
            ++revision_;
        }
        return tiles_;
    }
    layoutWatch_.attach(session.notices(), {Change::ShownLayout});
    const Source source{&layout, run != nullptr ? run->id : 0, tileView};
    const bool layoutChanged = layoutWatch_.take();
    // Slot view never draws a resolved slot; in tile view, those before the step.
    const std::size_t wanted = tileView ? session.cursor().slotsResolvedAtStep() : 0;
    if (source_ == source && !layoutChanged && resolved_ == wanted) {
        return tiles_;
    }
    if (source_ != source || layoutChanged || wanted < resolved_) {
        // A new layout, another view, or a step back: start again from phase 1.
        tiles_ = slotTiles(layout);
        resolved_ = 0;
        source_ = source;
        ++rebuilds_;
    }
    drawResolvedSlots(session, layout, wanted);
    ++revision_;
    return tiles_;
}

void StepTiles::drawResolvedSlots(const GenerationSession& session, const Layout& layout,
                                  std::size_t upTo) {
    const GenerationRun* run = session.run();
    const Resolution* resolution = session.cursor().resolution();
    const Timeline* timeline = session.cursor().timeline();
    if (run == nullptr || resolution == nullptr || timeline == nullptr) {
        resolved_ = upTo;
        return;
    }
    for (; resolved_ < upTo && resolved_ < run->slotEvents.size(); ++resolved_) {
        const Event& event = timeline->event(run->slotEvents[resolved_]);
        const int root = event.count;
        if (root < 0 || static_cast<std::size_t>(root) >= resolution->nodes.size()) {
            continue;
        }
        drawResolvedSubtree(layout, *resolution, root, tiles_.raster);
        const EventObject& object = event.objects.front();  // slotEvents have one
        if (object.kind == EventObject::Kind::Room && object.id >= 0) {
            const auto id = static_cast<std::size_t>(object.id);
            if (tiles_.resolvedRooms.size() <= id) {
                tiles_.resolvedRooms.resize(id + 1, false);
                tiles_.roomModules.resize(id + 1, -1);
            }
            tiles_.resolvedRooms[id] = true;
            tiles_.roomModules[id] = resolution->node(root).module;
        }
    }
    resolved_ = upTo;
}

}  // namespace easylink::ui
