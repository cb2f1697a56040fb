# Opens a layout's glTF scene in Blender (run headless:
#   blender -b --factory-startup --python-exit-code 1 --python blender_import.py -- SCENE LAYOUT.json
# ) and checks, from the layout file alone, that every room and corridor is
# an object at docs/design.md section 10's place (to the millimetre) and
# turn, and that phase 2's modules stand below their rooms at their own
# place. Exits non-zero naming the first objects that are wrong.

import json
import math
import re
import sys

import numpy

# Blender 3.4's glTF importer still says numpy.bool, which numpy 1.24 removed.
if not hasattr(numpy, "bool"):
    numpy.bool = bool

import bpy  # noqa: E402

TOLERANCE = 0.001  # metres


def fail(message):
    print("blender_import: " + message, file=sys.stderr)
    sys.exit(1)


def section10(rect, rotation, s):
    """The glTF translation and yaw (degrees about +Y) of an instance."""
    x, y, w, h = rect
    ox, oz = {0: (0, 0), 90: (w, 0), 180: (w, h), 270: (0, h)}[rotation]
    return (x * s + ox * s, 0.0, y * s + oz * s), -rotation


def check_object(obj, rect, rotation, s, problems):
    (gx, gy, gz), yaw = section10(rect, rotation, s)
    # glTF (X, Y, Z) is Blender (X, -Z, Y); a turn about glTF +Y is one
    # about Blender +Z by the same angle.
    expected = (gx, -gz, gy)
    actual = tuple(obj.matrix_world.translation)
    if any(abs(a - e) > TOLERANCE for a, e in zip(actual, expected)):
        problems.append(f"{obj.name}: at {actual}, section 10 says {expected}")
    turn = math.degrees(obj.matrix_world.to_euler().z)
    if abs(((turn - yaw) + 180.0) % 360.0 - 180.0) > 0.01:
        problems.append(f"{obj.name}: turned {turn:.3f} degrees, section 10 says {yaw}")


def base_name(name):
    """Blender makes names unique with .001, .002, ..."""
    return re.sub(r"\.\d{3}$", "", name)


def main():
    args = sys.argv[sys.argv.index("--") + 1:]
    if len(args) != 2:
        fail("usage: ... -- SCENE LAYOUT.json")
    scene_path, layout_path = args
    with open(layout_path) as f:
        layout = json.load(f)
    bpy.ops.wm.read_factory_settings(use_empty=True)
    bpy.ops.import_scene.gltf(filepath=scene_path)
    objects = {obj.name: obj for obj in bpy.data.objects}
    root = objects.get("layout")
    if root is None:
        fail("no object 'layout'")
    s = float(root.get("easylink", {}).get("tile_size", 1.0)) if hasattr(root, "get") else 1.0
    problems = []
    checked = 0
    placed = [(f"room {room['id']} {room['template']}", room, room["rotation"])
              for room in layout["rooms"]]
    placed += [(f"corridor {corridor['id']}", corridor, 0) for corridor in layout["corridors"]]
    for name, entry, rotation in placed:
        obj = objects.get(name)
        if obj is None:
            problems.append(f"no object '{name}'")
            continue
        rect = (entry["x"], entry["y"], entry["width"], entry["height"])
        check_object(obj, rect, rotation, s, problems)
        checked += 1
    modules = 0
    for top in (layout.get("resolution") or {}).get("rooms", []):
        room = next(r for r in layout["rooms"] if r["id"] == top["room"])
        parent = objects.get(f"room {room['id']} {room['template']}")
        if parent is None:
            continue
        below = {}
        for child in parent.children:
            below.setdefault(base_name(child.name), []).append(child)
        for slot in top["slots"]:
            wanted = f"{slot['slot']}: {slot['module'] or 'generic'}"
            found = below.get(wanted)
            if not found:
                problems.append(f"'{parent.name}' has no child '{wanted}'")
                continue
            obj = found.pop(0)
            check_object(obj, tuple(slot["rect"]), slot["rotation"], s, problems)
            modules += 1
    if problems:
        fail(f"{len(problems)} problems, the first ones:\n  " + "\n  ".join(problems[:10]))
    if checked == 0:
        fail("the layout has no rooms or corridors to check")
    print(f"blender_import: {checked} rooms and corridors and {modules} modules in place")


main()
