// Room-rotator: a room with no link at all is turned in place to another of
// its allowed rotations, hoping its ports then face a partner. It keeps its
// centre as far as the macrogrid allows, shifting by whole macro cells when
// the first spot is taken. Each room is turned at most three times an attempt,
// and never into a region that would refuse it.

#include "growers.hpp"

namespace easylink::generation {
namespace {

constexpr int kMaxTurnsPerRoom = 3;

/// True when `area` is inside the map and free but for `room` itself.
bool freeButFor(const Layout& layout, const Rect& area, RoomId room) {
    if (!layout.bounds().contains(area)) {
        return false;
    }
    for (int y = area.top(); y < area.bottom(); ++y) {
        for (int x = area.left(); x < area.right(); ++x) {
            const TileOwner owner = layout.ownerAt({x, y});
            if (!owner.isEmpty() && !(owner.kind == TileOwner::Kind::Room && owner.id == room)) {
                return false;
            }
        }
    }
    return true;
}

/// The aligned coordinate (≡ phase mod macro) nearest to ideal2 / 2, given
/// doubled so that half tiles count; a tie goes either way at random, so a
/// room turned again and again does not drift in one direction.
int nearestAligned(int ideal2, int phase, int macro, Rng& rng) {
    const int below = ideal2 / 2 - floorMod(ideal2 / 2 - phase, macro);
    const int above = below + macro;
    const int distanceBelow = ideal2 - 2 * below;
    const int distanceAbove = 2 * above - ideal2;
    if (distanceBelow == distanceAbove) {
        return rng.chance(0.5) ? below : above;
    }
    return distanceBelow < distanceAbove ? below : above;
}

}  // namespace

int RoomRotatorGrower::takeTurn(GenerationContext& context) {
    const Layout& layout = context.layout;
    const int macro = layout.catalogue().macro;
    std::vector<RoomId> found;
    for (const PlacedRoom& room : layout.rooms()) {
        if (!isJunction(room.kind) && room.linkCount() == 0 && turns_[room.id] < kMaxTurnsPerRoom) {
            found.push_back(room.id);
        }
    }
    return applySome(context, found, [&](RoomId id) {
        const PlacedRoom& room = *layout.room(id);
        ++turns_[id];
        std::vector<int> views = context.index.viewsOf(room.templateIndex);
        std::erase_if(views,
                      [&](int view) { return context.index.view(view).rotation == room.rotation; });
        context.rng.shuffle(views);
        const Vec2i centre2{2 * room.position.x + room.size.w, 2 * room.position.y + room.size.h};
        for (int viewIndex : views) {
            const TemplateView& view = context.index.view(viewIndex);
            const Vec2i phase = macroPhase(view.anchors.front(), macro);
            const Vec2i base{nearestAligned(centre2.x - view.size.w, phase.x, macro, context.rng),
                             nearestAligned(centre2.y - view.size.h, phase.y, macro, context.rng)};
            for (Vec2i shift : {Vec2i{0, 0}, Vec2i{macro, 0}, Vec2i{-macro, 0}, Vec2i{0, macro},
                                Vec2i{0, -macro}, Vec2i{macro, macro}, Vec2i{-macro, -macro},
                                Vec2i{macro, -macro}, Vec2i{-macro, macro}}) {
                const Vec2i position = base + shift;
                const Rect rect = footprint(position, view.size);
                if (freeButFor(layout, rect, id) &&
                    !context.regionRefusal(room.templateIndex, rect, room.rect())) {
                    context.beginAction();
                    context.moveRoom(id, viewIndex, position);
                    return true;
                }
            }
        }
        context.reject(
            [&] {
                return context.describeRoom(id) +
                       " has no link, but no other rotation fits around it";
            },
            {room.rect()});
        return false;
    });
}

}  // namespace easylink::generation
