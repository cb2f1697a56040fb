#pragma once

// [SECTION] Doorways in use, in a module's own frame
//
// A blockout leaves its walls open where the level passes through them
// (docs/design.md section 10): at the doors phase 2 put in the room when it
// resolved its walls, or else at the room's linked ports, each as wide as
// the passage through it. Both are known in map tiles; the blockout is made
// in the module's own, unrotated frame, so they are turned back first.

#include <vector>

#include "easylink/geometry/direction.hpp"
#include "easylink/geometry/vec2.hpp"
#include "easylink/scene/blockout.hpp"

namespace easylink {

struct PlacedRoom;
struct Resolution;

/// The point `mapPoint` (map tiles; corners of tiles are whole numbers) in
/// the frame of a module whose instance has `rect` and `rotation`.
Vec2i toModuleFrame(Vec2i mapPoint, const Rect& rect, Rotation rotation);

/// The wall a map direction is on in the module's own frame.
Dir toModuleFrame(Dir mapDir, Rotation rotation);

/// The point `modulePoint` of the frame of a module whose instance has
/// `rect` and `rotation`, in map tiles: toModuleFrame()'s inverse.
Vec2i fromModuleFrame(Vec2i modulePoint, const Rect& rect, Rotation rotation);

/// A doorway seen from what stands in it: the opening and the line of its
/// wall's outer face, as doorwayBlockout() takes them.
struct DoorwayPlace {
    Opening opening;
    double edge = 0.0;
    friend bool operator==(const DoorwayPlace&, const DoorwayPlace&) = default;
};

/// The doorway that a door module with `doorRect` and `doorRotation` fills
/// in the wall of a room with `roomRect` and `roomRotation` (each an
/// instance's map rect and turn), in the door's own frame.
DoorwayPlace doorwayInDoorFrame(const Rect& doorRect, Rotation doorRotation, const Rect& roomRect,
                                Rotation roomRotation);

/// The openings of `room` at its linked ports.
std::vector<Opening> linkedPortOpenings(const PlacedRoom& room);

/// The openings phase 2 made in the room whose top node is `root`: one per
/// door below it. Nullopt when phase 2 did not resolve the room's walls
/// (no wall or door below it), in which case the linked ports say.
std::optional<std::vector<Opening>> resolvedOpenings(const Resolution& resolution, int root);

}  // namespace easylink
