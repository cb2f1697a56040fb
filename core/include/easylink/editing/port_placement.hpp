#pragma once

// [SECTION] Port placement
//
// The geometry behind the module editor's mouse, kept out of the UI so that it
// is tested against the validator: which wall a tile is on, where a port lands
// when a wall tile is clicked, how a port slides along its wall, and the
// nearest place where a port satisfies every placement rule the validator
// checks (docs/design.md section 3, docs/catalogue-format.md):
//   - on the wall it faces (W: x = 0, E: x = w-1, N: y = 0, S: y = h-1);
//   - centred on a half tile along that wall;
//   - its door, at every width it lists, clear of the wall's corner tiles;
//   - its door clear of the other ports' doors, each at its widest;
//   - its anchor congruent to port 0's modulo the macro.
// Everything is in the module's own, unrotated frame. Centres along a wall are
// handled doubled, as HalfPoint stores them: 7 is 3.5.

#include <cstddef>
#include <optional>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/geometry/port_geometry.hpp"

namespace easylink {

/// True for the four corner tiles of a module of `size`.
bool isCornerTile(Vec2i tile, Size2i size);

/// The wall a tile of a module of `size` lies on, as the direction a port
/// there faces; nullopt for floor tiles, corners, tiles outside the module,
/// and modules narrower or shorter than 3 (no wall has a tile between its
/// corners there, so no port fits).
std::optional<Dir> wallOfTile(Vec2i tile, Size2i size);

/// The doubled coordinate of the port's centre along its wall: y2 for ports
/// facing E or W, x2 for ports facing N or S.
int alongWall2(const PortPose& pose);

/// A closed range of doubled coordinates.
struct HalfRange {
    int min2 = 0;
    int max2 = 0;

    friend constexpr bool operator==(HalfRange, HalfRange) = default;
};

/// The doubled centres along the wall faced by `dir` (odd numbers, both ends
/// included) at which a door of `width` stays on that wall with its corners
/// excluded; nullopt when the wall is too short for such a door.
std::optional<HalfRange> centreRangeOnWall(Dir dir, Size2i size, int width);

/// The port facing `dir`, on the wall it faces, whose centre is the nearest
/// valid one to the doubled coordinate `along2`: a whole `along2` goes half a
/// tile on (east or south), and the result is clamped so that a door of
/// `width` stays clear of the corners. nullopt when no such door fits.
std::optional<PortPose> poseOnWall(Dir dir, Size2i size, int along2, int width);

/// The port a click on `tile` adds: it faces away from the tile's wall, and
/// its door of `width` covers the tile and, for width 2, the one after it
/// (east or south), moved towards the middle where that would reach a
/// corner. nullopt for tiles on no wall and walls too short for the door.
std::optional<PortPose> portForWallTile(Vec2i tile, Size2i size, int width = kMinPassageWidth);

/// `pose` moved `tiles` whole tiles along its wall (positive: east or south)
/// and put on the wall it faces, with a door of `width` kept clear of the
/// corners. nullopt when no door of `width` fits on that wall.
std::optional<PortPose> slideAlongWall(const PortPose& pose, Size2i size, int tiles, int width);

/// The widest of the port's widths that is a passage width (even, 2 to 8);
/// 2 when it lists none.
int widestListedWidth(const PortSpec& port);

/// True when the validator reports nothing about where the port sits: on the
/// wall it faces, centred on a half tile, every listed width clear of the
/// corners, clear of the other ports' doors, and aligned with port 0 modulo
/// `macro` (when port 0 itself is placed and the macro is usable). Says
/// nothing about the widths' own values or the module's junction shape.
bool isPortPlacementValid(const ModuleTemplate& module, std::size_t port, int macro);

/// The pose nearest to port `port`'s own (by distance along its wall) at
/// which the port's placement is valid as isPortPlacementValid() tells,
/// keeping its direction and widths. For junctions whose port faces a single
/// opposite port, the place on that port's line is taken when it is valid.
/// Port 0 is aligned with the first other placed port when it can be, so
/// that fixing it does not misalign the others. nullopt when no place on the
/// wall works: the wall is too short for the widest door, the wall's
/// position (the module's size) cannot align with port 0, or the other doors
/// leave no room. Precondition: port < module.ports.size().
std::optional<PortPose> nearestValidPose(const ModuleTemplate& module, std::size_t port, int macro);

/// Resizes the module and keeps the ports that were on their east or south
/// wall on it (the wall moves with the size); the others keep their centres.
void resizeModule(ModuleTemplate& module, Size2i size);

}  // namespace easylink
