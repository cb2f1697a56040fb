#!/usr/bin/env python3
"""Builds the sample room kit, assets/kits/sample-kit.glb.

The kit is what a designer would export from Blender: one root node per
module, laid side by side, its origin at the module's centre; below it the
floor, the walls with real doorway openings, pillars in the big hall, and
a marker node at each doorway's centre on the footprint's edge. Tiles are
2 m. Floors and walls carry a texture (flagstones, bricks: small PNGs made
here) over their base colours. The markers use every form section 10 of docs/design.md allows:
"port_w2_4" (widths in the name), "port.001" with extras.easylink.widths,
and a bare "port" (width 2).

    scripts/make-sample-kit.py [OUT.glb]

Only the Python standard library; the same bytes every run (the committed
kit is checked against this script by the tests).
"""

import json
import struct
import sys
import zlib
from pathlib import Path

TILE = 2.0          # metres per tile
WALL_HEIGHT = 4.0   # metres
WALL = 0.4          # wall thickness, metres
FLOOR = 0.2         # floor thickness, metres
DOOR_HEIGHT = 3.0   # metres

# name, kind, (w, h) in tiles, ports as (wall, anchor along the wall in
# tiles, widths, marker form), extras
MODULES = [
    ("room_8x8", "normal", (8, 8),
     [("W", 4, [2, 4], "name"), ("E", 4, [2, 4], "name"), ("N", 4, [2], "bare"),
      ("S", 4, [2], "extras")]),
    ("hall_12x8", "normal", (12, 8),
     [("W", 4, [2, 4], "name"), ("E", 4, [2], "bare"), ("N", 4, [2], "extras"),
      ("N", 8, [2], "bare"), ("S", 8, [2, 4], "name")]),
    ("hall_16x12", "normal", (16, 12),
     [("W", 4, [2], "bare"), ("W", 8, [2], "bare"), ("E", 4, [2, 4], "name"),
      ("N", 8, [2, 4, 6], "extras"), ("S", 8, [2], "bare")]),
    ("cross_8x8", "four_way", (8, 8),
     [("N", 4, [2, 4], "name"), ("E", 4, [2, 4], "name"), ("S", 4, [2, 4], "name"),
      ("W", 4, [2, 4], "name")]),
    ("tee_8x8", "t_junction", (8, 8),
     [("W", 4, [2], "bare"), ("E", 4, [2], "bare"), ("S", 4, [2], "bare")]),
    ("bend_8x8", "bend", (8, 8), [("W", 4, [2], "bare"), ("N", 4, [2], "bare")]),
    ("through_4x4", "through", (4, 4), [("W", 2, [2], "bare"), ("E", 2, [2], "bare")]),
    ("shrine_4x4", "dead_end", (4, 4), [("N", 2, [2], "bare")]),
]

# name, base colour (linear RGBA), roughness, base colour texture (an
# index into TEXTURES, or None)
MATERIALS = [
    ("stone floor", [0.33, 0.31, 0.28, 1.0], 0.9, 0),
    ("plaster wall", [0.62, 0.55, 0.45, 1.0], 0.8, 1),
    ("iron pillar", [0.18, 0.18, 0.2, 1.0], 0.5, None),
    ("junction floor", [0.2, 0.27, 0.33, 1.0], 0.9, 0),
]

TEXTURE_SIZE = 64   # texels a side; one texture spans a tile (2 m) each way


def shade(seed):
    """A fixed brightness from 0.78 to 1.0 for a stone or a brick."""
    return 0.78 + 0.22 * ((seed * 2654435761) % 1000) / 999


def flagstones(x, y):
    """Four square stones a tile with dark joints between them."""
    if x % 32 < 2 or y % 32 < 2:
        return 0.45
    return shade(1 + x // 32 + 7 * (y // 32))


def bricks(x, y):
    """Courses of bricks a quarter of a tile high, every other one offset
    by half a brick."""
    course = y // 8
    along = x + (8 if course % 2 else 0)
    if y % 8 < 1 or along % 16 < 1:
        return 0.55
    return shade(3 + (along // 16) % 4 + 5 * course)


# name, texel brightness (0 to 1, multiplied by the material's colour)
TEXTURES = [("flagstones", flagstones), ("bricks", bricks)]


def png(brightness):
    """An 8-bit greyscale PNG of TEXTURE_SIZE a side."""
    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    rows = b"".join(b"\0" + bytes(round(255 * brightness(x, y)) for x in range(TEXTURE_SIZE))
                    for y in range(TEXTURE_SIZE))
    header = struct.pack(">IIBBBBB", TEXTURE_SIZE, TEXTURE_SIZE, 8, 0, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))

# The four corners of each face of a box (bits x, y, z), counter-clockwise
# from outside, and its normal.
FACES = [
    ((1, 0, 0), [(1, 0, 0), (1, 1, 0), (1, 1, 1), (1, 0, 1)]),
    ((-1, 0, 0), [(0, 0, 1), (0, 1, 1), (0, 1, 0), (0, 0, 0)]),
    ((0, 1, 0), [(0, 1, 0), (0, 1, 1), (1, 1, 1), (1, 1, 0)]),
    ((0, -1, 0), [(0, 0, 0), (1, 0, 0), (1, 0, 1), (0, 0, 1)]),
    ((0, 0, 1), [(0, 0, 1), (1, 0, 1), (1, 1, 1), (0, 1, 1)]),
    ((0, 0, -1), [(1, 0, 0), (0, 0, 0), (0, 1, 0), (1, 1, 0)]),
]


class Mesh:
    """Boxes gathered into one primitive: positions, normals, texture
    coordinates (each face projected on its own plane, a tile a repeat)
    and indices."""

    def __init__(self):
        self.positions = []
        self.normals = []
        self.texcoords = []
        self.indices = []

    def box(self, low, high):
        if any(h <= lo for lo, h in zip(low, high)):
            return
        for normal, corners in FACES:
            first = len(self.positions)
            for corner in corners:
                point = tuple(high[a] if corner[a] else low[a] for a in range(3))
                self.positions.append(point)
                self.normals.append(normal)
                if normal[1]:
                    self.texcoords.append((point[0] / TILE, point[2] / TILE))
                elif normal[0]:
                    self.texcoords.append((point[2] / TILE, -point[1] / TILE))
                else:
                    self.texcoords.append((point[0] / TILE, -point[1] / TILE))
            self.indices += [first + k for k in (0, 1, 2, 0, 2, 3)]


def solid_stretches(length, openings):
    """The stretches of [0, length] left between (from, to) openings."""
    stretches, at = [], 0.0
    for start, end in sorted(openings):
        if start > at:
            stretches.append((at, start))
        at = max(at, end)
    if at < length:
        stretches.append((at, length))
    return stretches


def module_meshes(size, ports, pillars):
    """Floor, walls (open at each doorway, its widest width) and pillars,
    in metres with the footprint's north-west corner at the origin."""
    w, h = size[0] * TILE, size[1] * TILE
    floor, walls, extra = Mesh(), Mesh(), Mesh()
    floor.box((0, -FLOOR, 0), (w, 0, h))
    for side in "NESW":
        length = w if side in "NS" else h
        openings = [((anchor - max(widths) / 2) * TILE, (anchor + max(widths) / 2) * TILE)
                    for wall, anchor, widths, _ in ports if wall == side]
        pieces = [(a, b, 0.0, WALL_HEIGHT) for a, b in solid_stretches(length, openings)]
        pieces += [(a, b, DOOR_HEIGHT, WALL_HEIGHT) for a, b in openings]  # lintels
        for a, b, low, high in pieces:
            if side == "N":
                walls.box((a, low, 0), (b, high, WALL))
            elif side == "S":
                walls.box((a, low, h - WALL), (b, high, h))
            elif side == "W":
                walls.box((0, low, max(a, WALL)), (WALL, high, min(b, h - WALL)))
            else:
                walls.box((w - WALL, low, max(a, WALL)), (w, high, min(b, h - WALL)))
    if pillars:
        for px in (w / 3, 2 * w / 3):
            for pz in (h / 3, 2 * h / 3):
                extra.box((px - 0.3, 0, pz - 0.3), (px + 0.3, WALL_HEIGHT, pz + 0.3))
    return floor, walls, extra


class Writer:
    """The glTF document and its one buffer."""

    def __init__(self):
        self.buffer = bytearray()
        self.doc = {"asset": {"version": "2.0", "generator": "Easylink Studio sample kit"},
                    "scene": 0, "scenes": [{"name": "kit", "nodes": []}], "nodes": [],
                    "meshes": [], "materials": [], "accessors": [], "bufferViews": []}
        for name, colour, roughness, texture in MATERIALS:
            pbr = {"baseColorFactor": colour, "metallicFactor": 0.0,
                   "roughnessFactor": roughness}
            if texture is not None:
                pbr["baseColorTexture"] = {"index": texture}
            self.doc["materials"].append({"name": name, "pbrMetallicRoughness": pbr})
        # Repeated, smooth, mipmapped (the glTF codes of OpenGL's).
        self.doc["samplers"] = [{"magFilter": 9729, "minFilter": 9987,
                                 "wrapS": 10497, "wrapT": 10497}]
        self.doc["images"], self.doc["textures"] = [], []
        for name, brightness in TEXTURES:
            self.doc["images"].append({"name": name, "mimeType": "image/png",
                                       "bufferView": self.view(png(brightness), None)})
            self.doc["textures"].append({"sampler": 0, "source": len(self.doc["images"]) - 1})

    def view(self, data, target):
        while len(self.buffer) % 4:
            self.buffer.append(0)
        view = {"buffer": 0, "byteOffset": len(self.buffer), "byteLength": len(data)}
        if target is not None:
            view["target"] = target
        self.doc["bufferViews"].append(view)
        self.buffer += data
        return len(self.doc["bufferViews"]) - 1

    def accessor(self, view, component, count, kind, low=None, high=None):
        accessor = {"bufferView": view, "componentType": component, "count": count, "type": kind}
        if low is not None:
            accessor["min"], accessor["max"] = low, high
        self.doc["accessors"].append(accessor)
        return len(self.doc["accessors"]) - 1

    def mesh(self, name, parts):
        primitives = []
        for mesh, material in parts:
            if not mesh.indices:
                continue
            positions = [struct.unpack("<f", struct.pack("<f", c))[0]
                         for p in mesh.positions for c in p]
            low = [min(positions[a::3]) for a in range(3)]
            high = [max(positions[a::3]) for a in range(3)]
            p = self.accessor(self.view(struct.pack(f"<{len(positions)}f", *positions), 34962),
                              5126, len(mesh.positions), "VEC3", low, high)
            normals = [c for n in mesh.normals for c in n]
            n = self.accessor(self.view(struct.pack(f"<{len(normals)}f", *normals), 34962),
                              5126, len(mesh.normals), "VEC3")
            i = self.accessor(self.view(struct.pack(f"<{len(mesh.indices)}H", *mesh.indices),
                                        34963), 5123, len(mesh.indices), "SCALAR")
            attributes = {"POSITION": p, "NORMAL": n}
            if MATERIALS[material][3] is not None:
                uv = [c for t in mesh.texcoords for c in t]
                attributes["TEXCOORD_0"] = self.accessor(
                    self.view(struct.pack(f"<{len(uv)}f", *uv), 34962), 5126,
                    len(mesh.texcoords), "VEC2")
            primitives.append({"attributes": attributes, "indices": i, "material": material})
        self.doc["meshes"].append({"name": name, "primitives": primitives})
        return len(self.doc["meshes"]) - 1

    def node(self, node):
        self.doc["nodes"].append(node)
        return len(self.doc["nodes"]) - 1

    def glb(self):
        while len(self.buffer) % 4:
            self.buffer.append(0)
        self.doc["buffers"] = [{"byteLength": len(self.buffer)}]
        text = json.dumps(self.doc, separators=(",", ":"), sort_keys=True).encode()
        text += b" " * (-len(text) % 4)
        total = 12 + 8 + len(text) + 8 + len(self.buffer)
        return (struct.pack("<4sII", b"glTF", 2, total) + struct.pack("<I4s", len(text), b"JSON")
                + text + struct.pack("<I4s", len(self.buffer), b"BIN\0") + bytes(self.buffer))


def marker_name(form, widths, index):
    if form == "name":
        return "port_w" + "_".join(str(x) for x in widths) + (f".{index:03d}" if index else "")
    if form == "extras":
        return f"port.{index + 1:03d}"
    return "port" if index == 0 else f"port.{index + 100:03d}"


def build():
    kit = Writer()
    roots = kit.doc["scenes"][0]["nodes"]
    x = 0.0
    for name, kind, size, ports in MODULES:
        w, h = size[0] * TILE, size[1] * TILE
        floor, walls, extra = module_meshes(size, ports, name.startswith("hall_16"))
        floor_material = 3 if kind != "normal" else 0
        # The module's origin is its centre, as Blender puts it: everything
        # below is moved by half the footprint.
        centre = [-w / 2, 0.0, -h / 2]
        children = [kit.node({"name": name + " floor", "translation": centre,
                              "mesh": kit.mesh(name + " floor", [(floor, floor_material)])}),
                    kit.node({"name": name + " walls", "translation": centre,
                              "mesh": kit.mesh(name + " walls", [(walls, 1), (extra, 2)])})]
        for index, (wall, anchor, widths, form) in enumerate(ports):
            at = {"N": (anchor * TILE, 0.0), "S": (anchor * TILE, h), "W": (0.0, anchor * TILE),
                  "E": (w, anchor * TILE)}[wall]
            marker = {"name": marker_name(form, widths, index),
                      "translation": [at[0] - w / 2, 0.0, at[1] - h / 2]}
            if form == "extras":
                marker["extras"] = {"easylink": {"widths": widths}}
            children.append(kit.node(marker))
        root = {"name": name, "children": children, "translation": [x + w / 2, 0.0, 0.0]}
        if kind != "normal":
            root["extras"] = {"easylink": {"kind": kind}}
        roots.append(kit.node(root))
        x += w + 4.0
    return kit.glb()


def main():
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else \
        Path(__file__).resolve().parent.parent / "assets" / "kits" / "sample-kit.glb"
    out.write_bytes(build())
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
