"""Plain-Python copies of a generated layout (rooms, ports, corridors, tiles)."""

import ctypes
import functools
import json
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

from . import _native
from ._errors import Error

#: Legend names that are not walkable (section 5 of the design: all others are).
UNWALKABLE = frozenset(("void", "wall"))


def _none_if_negative(value):
    return None if value < 0 else value


@dataclass
class Port:
    """A port of a placed room, after rotation and placement.

    ``width`` is the passage width in use (0 when the port is unused);
    ``to_room``/``to_port`` name the room port it opens onto and
    ``to_corridor`` the corridor, each None when not linked that way."""
    index: int
    dir: str
    anchor: Tuple[int, int]
    width: int
    to_room: Optional[int]
    to_port: Optional[int]
    to_corridor: Optional[int]

    @property
    def connected(self) -> bool:
        """True when the port opens onto a room or a corridor."""
        return self.to_room is not None or self.to_corridor is not None


@dataclass
class Room:
    """A placed room as the layout file's "rooms" list shows it (tiles;
    width and height after rotation; rotation in degrees; region None when
    the room lies in no region)."""
    id: int
    template: str
    kind: str
    x: int
    y: int
    width: int
    height: int
    rotation: int
    component: int
    region: Optional[int]
    ports: List[Port] = field(default_factory=list)


@dataclass
class Corridor:
    """A straight corridor; axis is 'h' or 'v'; ends[0] is the west (or
    north) end, each end a (room, port) pair."""
    id: int
    x: int
    y: int
    width: int
    height: int
    axis: str
    passage_width: int
    component: int
    ends: List[Tuple[int, int]]


#: Instance.kind by the C library's EL_INSTANCE_* code.
_INSTANCE_KINDS = {_native.EL_INSTANCE_ROOM: "room", _native.EL_INSTANCE_CORRIDOR: "corridor",
                   _native.EL_INSTANCE_MODULE: "module"}


@dataclass
class Instance:
    """A room, corridor or phase-2 module placed in 3D (docs/design.md section
    10): metres, right-handed, +Y up, east = +X, south = +Z.

    ``kind`` is "room", "corridor" or "module"; ``name`` the glTF scene's node
    name ("room 3 hall_12x12", "corridor 2", "wall 0: wall_doorway");
    ``module`` the catalogue module to draw ("" for a corridor's own instance
    and a generic fill), ``module_kind`` its kind ("normal", "wall", ...);
    ``parent`` the index in ``Layout.instances`` of the instance it hangs
    under (None at the top); ``object_id`` the id of its room or corridor;
    ``x, y, width, height`` its rect in tiles (after rotation); ``rotation``
    degrees clockwise; ``position`` (X, Y, Z) in metres in the world;
    ``yaw`` degrees about +Y (-rotation); ``quaternion`` the same turn as
    (x, y, z, w)."""
    kind: str
    name: str
    module: str
    module_kind: str
    parent: Optional[int]
    object_id: int
    x: int
    y: int
    width: int
    height: int
    rotation: int
    position: Tuple[float, float, float]
    yaw: float
    quaternion: Tuple[float, float, float, float]


@dataclass
class Tiles:
    """The layout's tile map: ``rows[y][x]`` is a character of ``legend``
    (character -> name such as "wall", "floor", "door")."""
    width: int
    height: int
    rows: List[str]
    legend: Dict[str, str]

    def name_at(self, x: int, y: int) -> str:
        """The legend name of tile (x, y)."""
        return self.legend[self.rows[y][x]]

    def counts(self) -> Dict[str, int]:
        """How many tiles carry each legend name."""
        result = {}
        for row in self.rows:
            for char in set(row):
                name = self.legend.get(char, char)
                result[name] = result.get(name, 0) + row.count(char)
        return result

    def walkable_share(self) -> float:
        """The share of tiles that are walkable (everything but void and wall)."""
        total = self.width * self.height
        if total == 0:
            return 0.0
        walkable = sum(n for name, n in self.counts().items() if name not in UNWALKABLE)
        return walkable / total


@dataclass(repr=False)
class Layout:
    """One generated layout, copied out of the library (it owns no native
    memory). ``json`` is the layout file's text, byte for byte what
    ``easylink generate`` writes; ``tiles`` is None when the layout has no
    tile map (easylink without phase 2); ``instances`` are its rooms,
    corridors and phase-2 modules placed in 3D (none for a tile generator);
    ``glb`` is the level's glTF scene when ``generate(..., scene=True)`` asked
    for it, else None."""
    generator: str
    seed: int
    json: str
    rooms: List[Room]
    corridors: List[Corridor]
    tiles: Optional[Tiles]
    instances: List[Instance] = field(default_factory=list)
    glb: Optional[bytes] = None

    @functools.cached_property
    def data(self) -> dict:
        """``json.loads(self.json)``, parsed once."""
        return json.loads(self.json)

    def __repr__(self):
        tiles = "%dx%d tiles" % (self.tiles.width, self.tiles.height) if self.tiles else "no tiles"
        return "<easylink.Layout %s seed=%d: %d rooms, %d corridors, %s>" % (
            self.generator, self.seed, len(self.rooms), len(self.corridors), tiles)


def _text(value: Optional[bytes]) -> Optional[str]:
    return None if value is None else value.decode("utf-8")


def parse_legend(text: str) -> Dict[str, str]:
    """Parses "#=wall\\n.=floor\\n..." into {"#": "wall", ".": "floor", ...}."""
    legend = {}
    for line in text.split("\n"):
        if not line:
            continue
        if len(line) < 3 or line[1] != "=":
            raise Error("libeasylink returned a malformed tile legend line %r" % line)
        legend[line[0]] = line[2:]
    return legend


def copy_glb(lib, handle) -> bytes:
    """The .glb of the native layout `handle`; Error when it cannot be made."""
    size = ctypes.c_size_t(0)
    pointer = lib.el_layout_glb(handle, ctypes.byref(size))
    if not pointer:
        reason = lib.el_layout_glb_error(handle)
        raise Error("el_layout_glb: " + (reason.decode("utf-8", "replace") if reason else "failed"))
    return ctypes.string_at(pointer, size.value)


def copy_layout(lib, handle, generator: str, seed: int, scene: bool = False) -> Layout:
    """Copies everything out of the native layout `handle` (not freed here),
    its glTF scene too when `scene`."""
    size = ctypes.c_size_t(0)
    json_ptr = lib.el_layout_json(handle, ctypes.byref(size))
    if not json_ptr:
        raise Error("el_layout_json returned NULL")
    text = ctypes.string_at(json_ptr, size.value).decode("utf-8")

    rooms = []
    count = lib.el_layout_room_count(handle)
    if count < 0:
        raise Error("el_layout_room_count returned %d" % count)
    for i in range(count):
        room = _native.el_room()
        if lib.el_layout_room(handle, i, ctypes.byref(room)) != 0:
            raise Error("el_layout_room(%d) failed with %d rooms" % (i, count))
        ports = []
        for p in range(room.port_count):
            port = _native.el_port()
            if lib.el_layout_room_port(handle, i, p, ctypes.byref(port)) != 0:
                raise Error("el_layout_room_port(%d, %d) failed" % (i, p))
            ports.append(Port(
                index=port.index, dir=port.dir.decode("ascii"),
                anchor=(port.anchor_x, port.anchor_y), width=port.width,
                to_room=_none_if_negative(port.to_room),
                to_port=_none_if_negative(port.to_port),
                to_corridor=_none_if_negative(port.to_corridor)))
        rooms.append(Room(
            id=room.id, template=_text(room.template_name), kind=_text(room.kind),
            x=room.x, y=room.y, width=room.width, height=room.height,
            rotation=room.rotation, component=room.component,
            region=_none_if_negative(room.region), ports=ports))

    corridors = []
    count = lib.el_layout_corridor_count(handle)
    if count < 0:
        raise Error("el_layout_corridor_count returned %d" % count)
    for i in range(count):
        c = _native.el_corridor()
        if lib.el_layout_corridor(handle, i, ctypes.byref(c)) != 0:
            raise Error("el_layout_corridor(%d) failed with %d corridors" % (i, count))
        corridors.append(Corridor(
            id=c.id, x=c.x, y=c.y, width=c.width, height=c.height,
            axis=c.axis.decode("ascii"), passage_width=c.passage_width,
            component=c.component,
            ends=[(c.end_room[0], c.end_port[0]), (c.end_room[1], c.end_port[1])]))

    tiles = None
    width, height = ctypes.c_int(0), ctypes.c_int(0)
    tiles_ptr = lib.el_layout_tiles(handle, ctypes.byref(width), ctypes.byref(height))
    if tiles_ptr:
        w, h = width.value, height.value
        # One byte per tile; latin-1 keeps that one character per tile.
        chars = ctypes.string_at(tiles_ptr, w * h).decode("latin-1")
        rows = [chars[y * w:(y + 1) * w] for y in range(h)]
        legend_text = lib.el_layout_tile_legend(handle)
        legend = parse_legend(legend_text.decode("utf-8")) if legend_text else {}
        tiles = Tiles(width=w, height=h, rows=rows, legend=legend)

    return Layout(generator=generator, seed=seed, json=text, rooms=rooms,
                  corridors=corridors, tiles=tiles, instances=copy_instances(lib, handle),
                  glb=copy_glb(lib, handle) if scene else None)


def copy_instances(lib, handle) -> List[Instance]:
    """The native layout's instances in 3D, in the library's order."""
    count = lib.el_layout_instance_count(handle)
    if count < 0:
        raise Error("el_layout_instance_count returned %d" % count)
    instances = []
    for i in range(count):
        native = _native.el_instance()
        if lib.el_layout_instance(handle, i, ctypes.byref(native)) != 0:
            raise Error("el_layout_instance(%d) failed with %d instances" % (i, count))
        instances.append(Instance(
            kind=_INSTANCE_KINDS[native.kind], name=_text(native.name),
            module=_text(native.module), module_kind=_text(native.module_kind),
            parent=_none_if_negative(native.parent), object_id=native.object_id,
            x=native.x, y=native.y, width=native.width, height=native.height,
            rotation=native.rotation, position=tuple(native.position), yaw=native.yaw,
            quaternion=tuple(native.quaternion)))
    return instances
