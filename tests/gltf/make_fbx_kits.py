# Blender as the designer's 3D tool: the sample kit exported as FBX, as a
# designer's Blender would, for the FBX kit tests (tests/unit/fbx_kit_test.cpp):
#   blender -b --factory-startup --python tests/gltf/make_fbx_kits.py -- SAMPLE_KIT.glb OUT_DIR
# writes OUT_DIR/sample-kit.fbx (Blender's defaults: +Y up, the roots turned
# and scaled by 100; a camera and a light beside the modules), sample-kit-zup.fbx (+Z up, the scale applied to the
# file's unit) and bad-marker.fbx (room_8x8's west doorway marker moved
# 1.3 m into the room, off every wall).
import os
import sys

import numpy

# Blender 3.4's glTF importer still says numpy.bool, which numpy 1.24 removed.
if not hasattr(numpy, "bool"):
    numpy.bool = bool

import bpy  # noqa: E402

kit, out = sys.argv[sys.argv.index("--") + 1:][:2]
os.makedirs(out, exist_ok=True)
bpy.ops.wm.read_factory_settings(use_empty=True)
bpy.ops.import_scene.gltf(filepath=kit)
# A designer's scene has a camera and a light at its top too: not modules.
bpy.ops.object.camera_add(location=(0, -30, 20))
bpy.ops.object.light_add(type="SUN", location=(0, 0, 30))

bpy.ops.export_scene.fbx(filepath=os.path.join(out, "sample-kit.fbx"))
bpy.ops.export_scene.fbx(filepath=os.path.join(out, "sample-kit-zup.fbx"), axis_forward="Y",
                         axis_up="Z", apply_scale_options="FBX_SCALE_ALL")

room = bpy.data.objects["room_8x8"]
west = [child for child in room.children
        if child.name.startswith("port") and abs(child.location.x + 8) < 0.01]
if len(west) != 1:
    sys.exit("make_fbx_kits: room_8x8 has no one west marker")
west[0].location.x += 1.3
bpy.ops.export_scene.fbx(filepath=os.path.join(out, "bad-marker.fbx"))
print("make_fbx_kits: wrote", out)
