#pragma once

// [SECTION] Module instances in 3D
//
// docs/design.md section 10: one rule places every room, corridor and
// phase-2 module in 3D, so that the glTF scene, the C library's instances
// and a game's own placement agree. Map tile (x, y) lies at X = x * s,
// Z = y * s (s the catalogue's tile size in metres, +Y up); an instance
// with rect [x, y, W, H] turned r degrees clockwise has the translation
// (x*s + ox, 0, y*s + oz), (ox, oz) being (0, 0), (W*s, 0), (W*s, H*s) or
// (0, H*s) for 0, 90, 180 or 270, and the turn Ry(-r) about +Y.

#include <array>
#include <functional>
#include <string>
#include <vector>

#include "easylink/catalogue/module_kind.hpp"
#include "easylink/geometry/direction.hpp"
#include "easylink/geometry/vec2.hpp"

namespace easylink {

class Layout;
struct Resolution;

/// Where an instance stands in 3D, in metres.
struct Placement3d {
    std::array<double, 3> translation{};                   // X east, Y up, Z south
    double yawDegrees = 0.0;                               // the turn about +Y: -rotation
    std::array<double, 4> quaternion{0.0, 0.0, 0.0, 1.0};  // the same turn: x, y, z, w
};

struct Catalogue;

/// The name of catalogue module `index`; "generic" for none (a slot phase 2
/// drew generically), as the scene's node names say it.
std::string moduleName(const Catalogue& catalogue, int index);

/// The quaternion (x, y, z, w) of a turn of `degrees` about +Y, exact for
/// quarter turns (so that equal inputs give equal bytes everywhere).
std::array<double, 4> yawQuaternion(int degrees);

/// Section 10's transform of an instance with `rect` (map tiles, already
/// rotated) turned `rotation` clockwise, for tiles `tileSize` metres wide.
Placement3d placeInstance(const Rect& rect, Rotation rotation, double tileSize);

enum class InstanceKind : std::uint8_t {
    Room,      // a room of the layout (with phase 2: its top module)
    Corridor,  // a corridor of the layout: its own node has no module
    Module,    // a module phase 2 chose for a slot below a room or corridor
};

/// One instance of the level: what the scene's nodes and the C library's
/// el_instance list, in the same order.
struct SceneInstance {
    InstanceKind kind = InstanceKind::Room;
    std::string name;    // "room 3 hall_12x12", "corridor 2", "wall 0: wall_doorway"
    std::string module;  // the catalogue module drawn; empty for a corridor's own node
    ModuleKind moduleKind = ModuleKind::Normal;
    int parent = -1;        // index of the instance it hangs under; -1 at the top
    int object = -1;        // the room's or corridor's id (a module: its room's or corridor's)
    Rect rect;              // map tiles, rotated
    Rotation rotation;      // clockwise, of the module's own frame
    int resolvedNode = -1;  // the phase-2 node it stands for, if any
    Placement3d placement;  // in the world (not relative to the parent)
};

/// Which rooms and corridors show phase 2's modules: all of them when
/// empty, otherwise those for which it returns true (`corridor`, `id`): a
/// view stepping through phase 2 shows those resolved so far.
using ResolvedShown = std::function<bool(bool corridor, int id)>;

/// Every room, then every corridor, each followed by the modules phase 2
/// chose below it when `resolution` is given (depth first, in slot order):
/// a room's top node is the room itself, a corridor's chosen module a
/// child of the corridor. Removed ids are skipped; rooms and corridors
/// `shown` leaves out are as without phase 2.
std::vector<SceneInstance> layoutInstances(const Layout& layout, const Resolution* resolution,
                                           double tileSize, const ResolvedShown& shown = {});

}  // namespace easylink
