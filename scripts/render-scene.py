# Renders a glTF scene of a level to a PNG with Blender, headless, for the
# pictures in docs/scenes.md:
#   blender -b --factory-startup --python scripts/render-scene.py -- SCENE.glb OUT.png [WIDTH HEIGHT]
# A sun and a sky light it; the camera looks down on the whole level from
# the south-east at three quarters. Cycles on the CPU, so no GPU is needed.

import math
import sys

import numpy

# Blender 3.4's glTF importer still says numpy.bool, which numpy 1.24 removed.
if not hasattr(numpy, "bool"):
    numpy.bool = bool

import bpy  # noqa: E402
from mathutils import Vector  # noqa: E402

args = sys.argv[sys.argv.index("--") + 1:]
scene_path, out_path = args[0], args[1]
width, height = (int(args[2]), int(args[3])) if len(args) >= 4 else (1200, 800)

bpy.ops.wm.read_factory_settings(use_empty=True)
bpy.ops.import_scene.gltf(filepath=scene_path)
scene = bpy.context.scene

low = Vector((math.inf,) * 3)
high = Vector((-math.inf,) * 3)
for obj in scene.objects:
    if obj.type != "MESH":
        continue
    for corner in obj.bound_box:
        world = obj.matrix_world @ Vector(corner)
        low = Vector(map(min, low, world))
        high = Vector(map(max, high, world))
centre = (low + high) / 2
size = max(high.x - low.x, high.y - low.y)

camera_data = bpy.data.cameras.new("camera")
camera_data.lens = 35
camera = bpy.data.objects.new("camera", camera_data)
scene.collection.objects.link(camera)
# From the south-east and above: Blender's -Y is the map's south.
direction = Vector((0.55, -0.75, 0.95)).normalized()
camera.location = centre + direction * size * 1.3
camera.rotation_euler = (centre - camera.location).to_track_quat("-Z", "Y").to_euler()
scene.camera = camera

sun_data = bpy.data.lights.new("sun", "SUN")
sun_data.energy = 3.0
sun_data.angle = math.radians(8)
sun = bpy.data.objects.new("sun", sun_data)
sun.rotation_euler = (math.radians(40), math.radians(15), math.radians(30))
scene.collection.objects.link(sun)
world = bpy.data.worlds.new("sky")
world.use_nodes = True
world.node_tree.nodes["Background"].inputs["Color"].default_value = (0.55, 0.62, 0.75, 1.0)
world.node_tree.nodes["Background"].inputs["Strength"].default_value = 0.6
scene.world = world

scene.render.engine = "CYCLES"
scene.cycles.device = "CPU"
scene.cycles.samples = 24
scene.cycles.use_denoising = False
scene.render.resolution_x = width
scene.render.resolution_y = height
scene.render.resolution_percentage = 100
scene.render.filepath = out_path
scene.render.image_settings.file_format = "PNG"
scene.view_settings.view_transform = "Standard"
bpy.ops.render.render(write_still=True)
print(f"render-scene: wrote {out_path}")
