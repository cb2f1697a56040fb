#include "easylink/generation/object_identity.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace easylink {
namespace {

constexpr std::ptrdiff_t kGone = -1;

/// The placement event of every id in use after each event, mirroring how
/// Layout hands out ids: the next one on every add, all cleared at a new
/// attempt, the living ones renumbered densely in their order by compact().
class PlacementTracker {
public:
    void apply(const Event& event, std::size_t index) {
        switch (event.kind) {
            case EventKind::AttemptStarted:
                rooms_.clear();
                corridors_.clear();
                break;
            case EventKind::RoomAdded: rooms_.push_back(static_cast<std::ptrdiff_t>(index)); break;
            case EventKind::CorridorAdded:
                corridors_.push_back(static_cast<std::ptrdiff_t>(index));
                break;
            case EventKind::RoomRemoved: forget(rooms_, event.room); break;
            case EventKind::CorridorRemoved: forget(corridors_, event.corridor); break;
            case EventKind::ComponentDeleted:
                for (const EventObject& object : event.objects) {
                    forget(object.kind == EventObject::Kind::Room ? rooms_ : corridors_, object.id);
                }
                break;
            case EventKind::LayoutCompacted:
                compact(rooms_);
                compact(corridors_);
                break;
            default: break;
        }
    }

    const std::vector<std::ptrdiff_t>& of(TileOwner::Kind kind) const& {
        return kind == TileOwner::Kind::Corridor ? corridors_ : rooms_;
    }

private:
    static void forget(std::vector<std::ptrdiff_t>& placements, int id) {
        if (id >= 0 && static_cast<std::size_t>(id) < placements.size()) {
            placements[static_cast<std::size_t>(id)] = kGone;
        }
    }
    static void compact(std::vector<std::ptrdiff_t>& placements) { std::erase(placements, kGone); }

    std::vector<std::ptrdiff_t> rooms_;
    std::vector<std::ptrdiff_t> corridors_;
};

PlacementTracker trackTo(const Timeline& timeline, std::size_t step) {
    PlacementTracker tracker;
    for (std::size_t i = 0; i < step; ++i) {
        tracker.apply(timeline.event(i), i);
    }
    return tracker;
}

bool isObject(TileOwner::Kind kind) {
    return kind == TileOwner::Kind::Room || kind == TileOwner::Kind::Corridor;
}

/// The object's footprint at the step, or nullopt when the id is not in use.
std::optional<Rect> rectOf(const Layout& layout, TileOwner object) {
    if (object.kind == TileOwner::Kind::Room) {
        const PlacedRoom* room = layout.room(object.id);
        return room != nullptr ? std::optional<Rect>(room->rect()) : std::nullopt;
    }
    const Corridor* corridor = layout.corridor(object.id);
    return corridor != nullptr ? std::optional<Rect>(corridor->rect) : std::nullopt;
}

std::string moduleOf(const Layout& layout, const PlacedRoom& room) {
    const auto& modules = layout.catalogue().modules;
    return room.templateIndex >= 0 && static_cast<std::size_t>(room.templateIndex) < modules.size()
               ? modules[static_cast<std::size_t>(room.templateIndex)].name
               : std::string();
}

/// True when `object` could be the one `key` names: the same module (a room
/// may turn in place before its first link) or the same corridor rectangle.
bool sameKind(const Layout& layout, TileOwner object, const ObjectKey& key) {
    if (object.kind == TileOwner::Kind::Corridor) {
        const Corridor* corridor = layout.corridor(object.id);
        return corridor != nullptr && corridor->rect == key.rect;
    }
    const PlacedRoom* room = layout.room(object.id);
    return room != nullptr && moduleOf(layout, *room) == key.module;
}

/// True when `object` lies where `key` says, turned the same way.
bool placedAs(const Layout& layout, TileOwner object, const ObjectKey& key) {
    if (object.kind == TileOwner::Kind::Corridor) {
        return sameKind(layout, object, key);
    }
    const PlacedRoom* room = layout.room(object.id);
    return room != nullptr && room->rect() == key.rect && room->rotation == key.rotation &&
           moduleOf(layout, *room) == key.module;
}

/// True when the timeline's event at `key.placedAt` places what `key` names.
bool placesKeyed(const Timeline& timeline, const Layout& layout, const ObjectKey& key) {
    if (key.placedAt >= timeline.size()) {
        return false;
    }
    const Event& event = timeline.event(key.placedAt);
    if (key.kind == TileOwner::Kind::Corridor) {
        return event.kind == EventKind::CorridorAdded;
    }
    const auto& modules = layout.catalogue().modules;
    return event.kind == EventKind::RoomAdded && event.templateIndex >= 0 &&
           static_cast<std::size_t>(event.templateIndex) < modules.size() &&
           modules[static_cast<std::size_t>(event.templateIndex)].name == key.module;
}

std::size_t distance(std::size_t a, std::size_t b) {
    return a > b ? a - b : b - a;
}

}  // namespace

std::optional<ObjectKey> objectKeyAt(Timeline& timeline, std::size_t step, TileOwner object) {
    const std::optional<std::size_t> placedAt = placementOf(timeline, step, object);
    if (!placedAt) {
        return std::nullopt;
    }
    const Layout& layout = timeline.layoutAt(step);
    const std::optional<Rect> rect = rectOf(layout, object);
    if (!rect) {
        return std::nullopt;
    }
    ObjectKey key;
    key.kind = object.kind;
    key.placedAt = *placedAt;
    key.rect = *rect;
    if (object.kind == TileOwner::Kind::Room) {
        const PlacedRoom& room = *layout.room(object.id);
        key.module = moduleOf(layout, room);
        key.rotation = room.rotation;
        key.position = room.position;
    }
    return key;
}

std::optional<TileOwner> objectAt(Timeline& timeline, std::size_t step, const ObjectKey& key) {
    if (!isObject(key.kind) || step > timeline.size()) {
        return std::nullopt;
    }
    const PlacementTracker tracker = trackTo(timeline, step);
    const std::vector<std::ptrdiff_t>& placements = tracker.of(key.kind);
    const Layout& layout = timeline.layoutAt(step);
    // In the run the key was made in, its placement event is there and says
    // so; only another run may stand in a lookalike.
    const bool sameRun = placesKeyed(timeline, layout, key);
    std::optional<TileOwner> lookalike;
    std::size_t lookalikeDistance = 0;
    for (std::size_t id = 0; id < placements.size(); ++id) {
        if (placements[id] == kGone) {
            continue;
        }
        const TileOwner object{key.kind, static_cast<int>(id)};
        const auto placedAt = static_cast<std::size_t>(placements[id]);
        if (placedAt == key.placedAt && sameKind(layout, object, key)) {
            return object;
        }
        // The same placement elsewhere in the run: a run made again whose
        // events moved. The one placed nearest the key's event wins.
        if (!sameRun && placedAs(layout, object, key) &&
            (!lookalike || distance(placedAt, key.placedAt) < lookalikeDistance)) {
            lookalike = object;
            lookalikeDistance = distance(placedAt, key.placedAt);
        }
    }
    return lookalike;
}

std::optional<std::size_t> placementOf(const Timeline& timeline, std::size_t step,
                                       TileOwner object) {
    if (!isObject(object.kind) || object.id < 0 || step > timeline.size()) {
        return std::nullopt;
    }
    const PlacementTracker tracker = trackTo(timeline, step);
    const std::vector<std::ptrdiff_t>& placements = tracker.of(object.kind);
    if (static_cast<std::size_t>(object.id) >= placements.size() ||
        placements[static_cast<std::size_t>(object.id)] == kGone) {
        return std::nullopt;
    }
    return static_cast<std::size_t>(placements[static_cast<std::size_t>(object.id)]);
}

std::optional<TileOwner> objectPlacedBy(const Timeline& timeline, std::size_t step,
                                        TileOwner::Kind kind, std::size_t placedAt) {
    if (!isObject(kind) || step > timeline.size()) {
        return std::nullopt;
    }
    const PlacementTracker tracker = trackTo(timeline, step);
    const std::vector<std::ptrdiff_t>& placements = tracker.of(kind);
    const auto found =
        std::find(placements.begin(), placements.end(), static_cast<std::ptrdiff_t>(placedAt));
    if (found == placements.end()) {
        return std::nullopt;
    }
    return TileOwner{kind, static_cast<int>(found - placements.begin())};
}

}  // namespace easylink
