"""Tests of the Python binding against the real libeasylink and the easylink program.

    EASYLINK_LIBRARY=build/core/libeasylink.so python3 -m unittest discover -s bindings/python -v

Inputs (environment): EASYLINK_LIBRARY (the library; default: the repo's
build/core/libeasylink.so when it exists, else the system's loader),
EASYLINK_CLI (the easylink program; default build/app/easylink) and
EASYLINK_ASSETS (the assets folder; default the repo's assets). A library or
program that cannot be found fails the tests; nothing is skipped.
"""

import ctypes
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

if not os.environ.get("EASYLINK_LIBRARY"):
    _built = REPO / "build" / "core" / "libeasylink.so"
    if _built.exists():
        os.environ["EASYLINK_LIBRARY"] = str(_built)

import easylink  # noqa: E402
from easylink import _native  # noqa: E402

CLI = Path(os.environ.get("EASYLINK_CLI") or REPO / "build" / "app" / "easylink")
ASSETS = Path(os.environ.get("EASYLINK_ASSETS") or REPO / "assets")
CATALOGUE = ASSETS / "catalogues" / "default.json"
EXAMPLE = HERE / "examples" / "thumbnails.py"
TILE_GENERATORS = ("passages", "rooms-corridors", "grid-graph", "cellular", "drunkard",
                   "random-rooms")
SMALL = {"width": 64, "height": 48}


def setUpModule():
    # A missing library is a failure with a clear message, never a skip.
    try:
        easylink.version()
    except easylink.Error as exc:
        raise AssertionError("libeasylink cannot be loaded (EASYLINK_LIBRARY=%r): %s"
                             % (os.environ.get("EASYLINK_LIBRARY"), exc)) from None


def params_text(params):
    return "{}" if params is None else (params if isinstance(params, str) else json.dumps(params))


def run_cli(generator, seed, params=None):
    """The bytes `easylink generate` writes for these inputs."""
    if not CLI.is_file():
        raise AssertionError("the easylink program is missing: %s (set EASYLINK_CLI)" % CLI)
    with tempfile.TemporaryDirectory() as tmp:
        params_file = Path(tmp) / "params.json"
        params_file.write_text(params_text(params), encoding="utf-8")
        out = Path(tmp) / "out.json"
        command = [str(CLI), "generate", "--generator", generator, "--seed", str(seed),
                   "--params", str(params_file), "--out", str(out)]
        if generator == "easylink":
            command += ["--catalogue", str(CATALOGUE)]
        env = dict(os.environ, EASYLINK_ASSETS_DIR=str(ASSETS))
        result = subprocess.run(command, capture_output=True, text=True, env=env, cwd=tmp)
        if result.returncode != 0:
            raise AssertionError("%s failed (%d): %s" % (" ".join(command), result.returncode,
                                                         result.stderr.strip()))
        return out.read_bytes()


class Fixture(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not CATALOGUE.is_file():
            raise AssertionError("the default catalogue is missing: %s (set EASYLINK_ASSETS)"
                                 % CATALOGUE)
        cls.catalogue = easylink.Catalogue.load(CATALOGUE)

    @classmethod
    def tearDownClass(cls):
        cls.catalogue.close()

    def generate(self, generator, seed, params=None, **kwargs):
        catalogue = self.catalogue if generator == "easylink" else None
        return easylink.generate(catalogue, generator, params, seed=seed, **kwargs)


class LoadingTest(unittest.TestCase):
    def test_version(self):
        self.assertRegex(easylink.version(), r"^\d+\.\d+\.\d+")

    def test_every_function_of_the_header_is_declared(self):
        header = (REPO / "core" / "include" / "easylink" / "easylink.h").read_text()
        declared = set(re.findall(r"\b(el_[a-z_]+)\s*\(", header))
        self.assertTrue(declared)
        self.assertEqual(declared, set(_native._SIGNATURES))
        lib = _native.lib()
        for name in declared:
            self.assertIsNotNone(getattr(lib, name).argtypes, name)

    def test_struct_sizes_match_the_c_abi(self):
        # Sizes for the LP64 ABI (checked against the header with a C compiler).
        if ctypes.sizeof(ctypes.c_void_p) == 8:
            self.assertEqual(ctypes.sizeof(_native.el_instance), 120)
            self.assertEqual(_native.el_instance.position.offset, 56)
            self.assertEqual(ctypes.sizeof(_native.el_room), 56)
            self.assertEqual(ctypes.sizeof(_native.el_port), 32)
            self.assertEqual(ctypes.sizeof(_native.el_corridor), 48)
            self.assertEqual(_native.el_corridor.end_room.offset, 32)

    def test_missing_library_is_a_clear_error(self):
        code = ("import easylink\n"
                "try:\n    easylink.version()\n"
                "except easylink.Error as e:\n    print('ERROR', e)\n")
        env = dict(os.environ, EASYLINK_LIBRARY="/nonexistent/libeasylink.so",
                   PYTHONPATH=str(HERE))
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             env=env, check=True).stdout
        self.assertIn("ERROR", out)
        self.assertIn("/nonexistent/libeasylink.so", out)
        self.assertIn("EASYLINK_LIBRARY", out)


class ByteIdenticalTest(Fixture):
    """layout.json is exactly the file `easylink generate` writes."""

    CASES = [
        ("easylink", None, (1, 2, 7)),
        ("easylink", SMALL, (1, 5, 11)),
        ("easylink", {"resolve_depth": 0}, (3,)),
        ("cellular", None, (1, 2, 3)),
        ("passages", None, (1, 4, 9)),
        ("grid-graph", None, (1, 6)),
        ("rooms-corridors", None, (2,)),
        ("drunkard", None, (2,)),
        ("random-rooms", None, (2,)),
    ]

    def test_same_bytes_as_the_command_line(self):
        for generator, params, seeds in self.CASES:
            for seed in seeds:
                with self.subTest(generator=generator, params=params, seed=seed):
                    expected = run_cli(generator, seed, params)
                    layout = self.generate(generator, seed, params)
                    self.assertEqual(layout.json.encode("utf-8"), expected)

    def test_params_none_string_and_dict_agree(self):
        a = self.generate("easylink", 4, None).json
        self.assertEqual(self.generate("easylink", 4, "{}").json, a)
        self.assertEqual(self.generate("easylink", 4, {}).json, a)
        b = self.generate("easylink", 4, SMALL).json
        self.assertEqual(self.generate("easylink", 4, json.dumps(SMALL)).json, b)
        self.assertNotEqual(a, b)

    def test_parsed_catalogue_gives_the_same_layouts(self):
        with easylink.Catalogue.parse(CATALOGUE.read_text(encoding="utf-8")) as parsed:
            self.assertEqual(easylink.generate(parsed, "easylink", SMALL, seed=8).json,
                             self.generate("easylink", 8, SMALL).json)

    def test_large_seed(self):
        seed = 2 ** 64 - 1
        self.assertEqual(self.generate("cellular", seed).json.encode("utf-8"),
                         run_cli("cellular", seed))


class StructureTest(Fixture):
    """rooms, corridors and tiles agree with the layout file."""

    def check_against_file(self, layout):
        data = json.loads(layout.json)
        self.assertEqual(len(layout.rooms), len(data["rooms"]))
        for room, expected in zip(layout.rooms, data["rooms"]):
            for key in ("id", "template", "kind", "x", "y", "width", "height", "rotation",
                        "component"):
                self.assertEqual(getattr(room, key), expected[key], (room.id, key))
            self.assertEqual(room.region, expected.get("region"), room.id)
            self.assertEqual(len(room.ports), len(expected["ports"]), room.id)
            for port, p in zip(room.ports, expected["ports"]):
                where = (room.id, port.index)
                self.assertEqual(port.index, p["index"], where)
                self.assertEqual(port.dir, p["dir"], where)
                self.assertEqual(port.anchor, tuple(p["anchor"]), where)
                self.assertEqual(port.width, p["width"] or 0, where)
                connection = p["connection"] or {}
                self.assertEqual(port.to_room, connection.get("room"), where)
                self.assertEqual(port.to_port, connection.get("port"), where)
                self.assertEqual(port.to_corridor, connection.get("corridor"), where)
        self.assertEqual(len(layout.corridors), len(data["corridors"]))
        for corridor, expected in zip(layout.corridors, data["corridors"]):
            for key in ("id", "x", "y", "width", "height", "passage_width", "component"):
                self.assertEqual(getattr(corridor, key), expected[key], (corridor.id, key))
            self.assertEqual(corridor.axis, {"horizontal": "h", "vertical": "v"}[expected["axis"]])
            self.assertEqual(corridor.ends, [(e["room"], e["port"]) for e in expected["ends"]])
        if "tiles" in data:
            self.assertIsNotNone(layout.tiles)
            rows = data["tiles"]["rows"]
            self.assertEqual(layout.tiles.rows, rows)
            self.assertEqual(layout.tiles.legend, data["tiles"]["legend"])
            self.assertEqual((layout.tiles.width, layout.tiles.height), (len(rows[0]), len(rows)))
            self.assertEqual((layout.tiles.width, layout.tiles.height),
                             (data["map"]["width"], data["map"]["height"]))
        else:
            self.assertIsNone(layout.tiles)
        return data

    def test_easylink_rooms_and_corridors(self):
        for params in (None, SMALL):
            for seed in (1, 2, 3, 12):
                with self.subTest(params=params, seed=seed):
                    layout = self.generate("easylink", seed, params)
                    self.assertTrue(layout.rooms)
                    self.assertTrue(layout.corridors)
                    self.assertTrue(any(p.to_room is not None for r in layout.rooms
                                        for p in r.ports))
                    self.assertTrue(any(p.to_corridor is not None for r in layout.rooms
                                        for p in r.ports))
                    self.check_against_file(layout)

    def test_regions(self):
        params = dict(SMALL, regions=[{"name": "west", "rect": [0, 0, 32, 48], "density": 0.5}])
        layout = self.generate("easylink", 1, params)
        self.check_against_file(layout)
        self.assertIn(0, [room.region for room in layout.rooms])
        self.assertIn(None, [room.region for room in layout.rooms])

    def test_without_regions_every_region_is_none(self):
        layout = self.generate("easylink", 5, SMALL)
        self.assertEqual({room.region for room in layout.rooms}, {None})

    def assert_tiles_as_the_command_line_writes(self, layout, generator, seed, params=None):
        expected = json.loads(run_cli(generator, seed, params))["tiles"]
        self.assertEqual(layout.tiles.rows, expected["rows"])
        self.assertEqual(layout.tiles.legend, expected["legend"])

    def test_tiles_of_easylink_phase_2(self):
        layout = self.generate("easylink", 6, SMALL)
        data = self.check_against_file(layout)
        self.assertIn("tiles", data)
        self.assert_tiles_as_the_command_line_writes(layout, "easylink", 6, SMALL)

    def test_tiles_of_tile_generators(self):
        for generator in TILE_GENERATORS:
            with self.subTest(generator=generator):
                layout = self.generate(generator, 3)
                data = self.check_against_file(layout)
                self.assertIn("tiles", data)
                self.assertEqual(layout.rooms, [])
                self.assertEqual(layout.corridors, [])
                self.assertGreater(layout.tiles.walkable_share(), 0.0)
                self.assert_tiles_as_the_command_line_writes(layout, generator, 3)

    def test_no_tiles_without_phase_2(self):
        layout = self.generate("easylink", 6, dict(SMALL, resolve_depth=0))
        self.assertIsNone(layout.tiles)
        data = self.check_against_file(layout)
        self.assertNotIn("tiles", data)
        self.assertTrue(layout.rooms)

    def test_layout_data(self):
        layout = self.generate("cellular", 2)
        self.assertEqual(layout.data["generator"], "cellular")
        self.assertEqual(layout.data["seed"], 2)
        self.assertIn("cellular", repr(layout))


def instances_of_file(data):
    """The instances the layout file describes, in the library's order: every
    room, then every corridor, each followed by what phase 2 put below it
    (depth first), as dicts of Instance's fields but position and turn."""
    resolution = data.get("resolution", {})
    resolved_rooms = {node["room"]: node for node in resolution.get("rooms", [])}
    resolved_corridors = {node["corridor"]: node for node in resolution.get("corridors", [])}
    out = []

    def module_of(node):
        return node["module"] or ""

    def add_node(node, parent, object_id):
        out.append(dict(kind="module", module=module_of(node), module_kind=node["kind"],
                        name="%s: %s" % (node["slot"], node["module"] or "generic"),
                        parent=parent, object_id=object_id, x=node["rect"][0],
                        y=node["rect"][1], width=node["rect"][2], height=node["rect"][3],
                        rotation=node["rotation"]))
        add_slots(node, len(out) - 1, object_id)

    def add_slots(node, parent, object_id):
        for slot in node["slots"]:
            add_node(slot, parent, object_id)

    for room in data["rooms"]:
        node = resolved_rooms.get(room["id"])
        module = module_of(node) if node and node["module"] else room["template"]
        out.append(dict(kind="room", module=module, module_kind=room["kind"],
                        name="room %d %s" % (room["id"], room["template"]), parent=None,
                        object_id=room["id"], x=room["x"], y=room["y"], width=room["width"],
                        height=room["height"], rotation=room["rotation"]))
        if node:
            add_slots(node, len(out) - 1, room["id"])
    for corridor in data["corridors"]:
        out.append(dict(kind="corridor", module="", module_kind="corridor",
                        name="corridor %d" % corridor["id"], parent=None,
                        object_id=corridor["id"], x=corridor["x"], y=corridor["y"],
                        width=corridor["width"], height=corridor["height"], rotation=0))
        node = resolved_corridors.get(corridor["id"])
        if node:
            add_node(node, len(out) - 1, corridor["id"])
    return out


def placement(x, y, width, height, rotation, tile_size=1.0):
    """Section 10's transform worked out again: the translation (x*s + ox, 0,
    y*s + oz) and the yaw -rotation."""
    ox = width * tile_size if rotation in (90, 180) else 0.0
    oz = height * tile_size if rotation in (180, 270) else 0.0
    return (x * tile_size + ox, 0.0, y * tile_size + oz), (-rotation if rotation else 0.0)


class SceneTest(Fixture):
    """layout.glb: the level's glTF scene, when asked for."""

    def test_the_glb_is_asked_for_and_the_same_each_time(self):
        self.assertIsNone(self.generate("easylink", 7).glb)
        glb = self.generate("easylink", 7, scene=True).glb
        self.assertEqual(glb[:4], b"glTF")
        chunk = int.from_bytes(glb[12:16], "little")
        document = json.loads(glb[20:20 + chunk])
        self.assertEqual(document["nodes"][0]["name"], "layout")
        self.assertEqual(document["nodes"][0]["extras"]["easylink"]["seed"], "7")
        self.assertEqual(self.generate("easylink", 7, scene=True).glb, glb)

    def test_a_tile_map_has_a_scene_of_tiles(self):
        glb = self.generate("cellular", 3, {"width": 48, "height": 48}, scene=True).glb
        chunk = int.from_bytes(glb[12:16], "little")
        names = [node["name"] for node in json.loads(glb[20:20 + chunk])["nodes"][1:]]
        self.assertTrue(names and all(name.startswith("tiles ") for name in names), names)


class InstanceTest(Fixture):
    """layout.instances: rooms, corridors and phase-2 modules in 3D."""

    def check_instances(self, layout, tile_size=1.0):
        expected = instances_of_file(json.loads(layout.json))
        self.assertEqual(len(layout.instances), len(expected))
        for index, (instance, want) in enumerate(zip(layout.instances, expected)):
            self.assertIsInstance(instance, easylink.Instance)
            for key, value in want.items():
                self.assertEqual(getattr(instance, key), value, (index, key))
            position, yaw = placement(instance.x, instance.y, instance.width, instance.height,
                                      instance.rotation, tile_size)
            self.assertEqual(instance.position, position, index)
            self.assertEqual(instance.yaw, yaw, index)
            # (0, sin, 0, cos) of half the yaw, or the same turn negated.
            half = math.radians(yaw) / 2
            qx, qy, qz, qw = instance.quaternion
            self.assertEqual((qx, qz), (0.0, 0.0), index)
            self.assertAlmostEqual(abs(qy * math.sin(half) + qw * math.cos(half)), 1.0, places=12)
            self.assertAlmostEqual(qy * qy + qw * qw, 1.0, places=12)
        return expected

    def test_the_checkers_transform_is_the_contracts_worked_example(self):
        # A 16x8 module turned 90 with rect [10, 20, 8, 16]: (18, 0, 20), yaw -90.
        self.assertEqual(placement(10, 20, 8, 16, 90), ((18.0, 0.0, 20.0), -90))

    def test_with_phase_2(self):
        for seed in (1, 2, 7):
            with self.subTest(seed=seed):
                layout = self.generate("easylink", seed)
                self.check_instances(layout)
                kinds = [instance.kind for instance in layout.instances]
                self.assertEqual(kinds.count("room"), len(layout.rooms))
                self.assertEqual(kinds.count("corridor"), len(layout.corridors))
                self.assertGreater(kinds.count("module"), len(layout.rooms))
                self.assertTrue(any(i.rotation for i in layout.instances))

    def test_without_phase_2(self):
        layout = self.generate("easylink", 3, {"resolve_depth": 0})
        self.check_instances(layout)
        self.assertEqual(len(layout.instances), len(layout.rooms) + len(layout.corridors))
        first = layout.instances[0]
        self.assertEqual((first.kind, first.module, first.object_id, first.parent),
                         ("room", layout.rooms[0].template, layout.rooms[0].id, None))

    def test_metres_follow_the_catalogues_tile_size(self):
        text = json.loads(CATALOGUE.read_text(encoding="utf-8"))
        text["tile_size"] = 2.5
        with easylink.Catalogue.parse(json.dumps(text)) as scaled:
            layout = easylink.generate(scaled, "easylink", None, seed=4)
        self.check_instances(layout, tile_size=2.5)

    def test_tile_generators_have_none(self):
        for generator in ("cellular", "rooms-corridors"):
            with self.subTest(generator=generator):
                layout = self.generate(generator, 3)
                self.assertEqual(layout.instances, [])
                self.check_instances(layout)


class PipInstallTest(unittest.TestCase):
    """`pip install bindings/python` offline, into a scratch virtual
    environment: the wheel is pure Python, and the installed package finds
    the library as before and reads instances."""

    # setuptools 70.1 builds wheels itself; older ones need the wheel package.
    PROBE = ("import importlib.util, setuptools\n"
             "assert importlib.util.find_spec('pip') and importlib.util.find_spec('venv')\n"
             "assert importlib.util.find_spec('wheel') or \\\n"
             "    tuple(map(int, setuptools.__version__.split('.')[:2])) >= (70, 1)\n")

    @staticmethod
    def interpreter():
        """A Python that can build and install a wheel offline: this one, else
        the system's (whose Debian packages python3-pip, python3-setuptools
        and python3-wheel scripts/setup-debian.sh installs)."""
        for candidate in (sys.executable, "/usr/bin/python3"):
            if candidate and Path(candidate).is_file() and subprocess.run(
                    [candidate, "-c", PipInstallTest.PROBE], capture_output=True).returncode == 0:
                return candidate
        return None

    def test_pip_install_into_a_virtual_environment(self):
        python = self.interpreter()
        if python is None:
            self.skipTest("no Python here has pip, venv, setuptools and wheel to install the "
                          "package offline (Debian: apt-get install python3-pip "
                          "python3-setuptools python3-wheel)")
        with tempfile.TemporaryDirectory() as tmp:
            tmp = Path(tmp)
            # A copy of the project, so that the build's files stay out of the tree.
            source = tmp / "source"
            source.mkdir()
            for name in ("pyproject.toml", "README.md"):
                shutil.copy(HERE / name, source / name)
            shutil.copytree(HERE / "easylink", source / "easylink",
                            ignore=shutil.ignore_patterns("__pycache__"))
            venv = tmp / "venv"
            subprocess.run([python, "-m", "venv", "--system-site-packages", "--without-pip",
                            str(venv)], check=True, capture_output=True)
            venv_python = venv / "bin" / "python"
            env = {key: value for key, value in os.environ.items()
                   if key not in ("PYTHONPATH", "PIP_FIND_LINKS")}
            installed = subprocess.run(
                [str(venv_python), "-m", "pip", "install", "--no-build-isolation", "--no-index",
                 "--disable-pip-version-check", str(source)],
                capture_output=True, text=True, env=env, cwd=tmp)
            self.assertEqual(installed.returncode, 0, installed.stdout + installed.stderr)

            code = ("import easylink, json, sys\n"
                    "catalogue = easylink.Catalogue.load(sys.argv[1])\n"
                    "layout = easylink.generate(catalogue, 'easylink', None, seed=2)\n"
                    "i = layout.instances[-1]\n"
                    "print(json.dumps([easylink.__file__, len(layout.instances),\n"
                    "                  [i.kind, i.module, i.position, i.yaw]]))\n")
            run = subprocess.run([str(venv_python), "-c", code, str(CATALOGUE)],
                                 capture_output=True, text=True, env=env, cwd=tmp, check=True)
            where, count, last = json.loads(run.stdout)
            self.assertTrue(Path(where).is_relative_to(venv), where)
            expected = self.generate_here()
            self.assertEqual(count, len(expected.instances))
            mine = expected.instances[-1]
            self.assertEqual(last, [mine.kind, mine.module, list(mine.position), mine.yaw])

            # Pure Python: a py3-none-any wheel with nothing compiled in it.
            records = list(venv.glob("lib/python*/site-packages/easylink-*.dist-info/RECORD"))
            self.assertEqual(len(records), 1)
            files = [line.split(",")[0] for line in records[0].read_text().splitlines()]
            self.assertIn("easylink/_native.py", files)
            for name in files:
                self.assertTrue(name.endswith((".py", ".pyc")) or ".dist-info/" in name, name)
            wheel_info = records[0].with_name("WHEEL").read_text()
            self.assertIn("Root-Is-Purelib: true", wheel_info)
            self.assertIn("Tag: py3-none-any", wheel_info)

    @staticmethod
    def generate_here():
        with easylink.Catalogue.load(CATALOGUE) as catalogue:
            return easylink.generate(catalogue, "easylink", None, seed=2)


class ErrorTest(Fixture):
    def assert_one_line_error(self, function, *args, **kwargs):
        with self.assertRaises(easylink.Error) as caught:
            function(*args, **kwargs)
        message = str(caught.exception)
        self.assertTrue(message)
        self.assertNotIn("\n", message)
        return message

    def test_broken_catalogue_file(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "broken.json"
            path.write_text('{"format": "easylink-catalogue", "version": 1, "modules": [')
            message = self.assert_one_line_error(easylink.Catalogue.load, path)
        self.assertIn("broken.json", message)
        self.assertIn("line 1", message)

    def test_catalogue_with_a_wrong_type(self):
        data = json.loads(CATALOGUE.read_text(encoding="utf-8"))
        data["modules"][1]["size"] = "big"
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "wrongtype.json"
            path.write_text(json.dumps(data))
            message = self.assert_one_line_error(easylink.Catalogue.load, str(path))
        self.assertIn("wrongtype.json", message)
        self.assertIn("/modules/1/size", message)
        message = self.assert_one_line_error(easylink.Catalogue.parse, json.dumps(data))
        self.assertIn("/modules/1/size", message)

    def test_missing_catalogue_file(self):
        message = self.assert_one_line_error(easylink.Catalogue.load, "/nonexistent/cat.json")
        self.assertIn("/nonexistent/cat.json", message)

    def test_unknown_generator(self):
        message = self.assert_one_line_error(easylink.generate, self.catalogue, "nope")
        self.assertIn("nope", message)

    def test_bad_params_json(self):
        self.assert_one_line_error(easylink.generate, self.catalogue, "easylink", '{"width": ')
        self.assert_one_line_error(easylink.generate, None, "cellular", "[1, 2")
        message = self.assert_one_line_error(easylink.generate, None, "cellular", "[1, 2]")
        self.assertIn("object", message)
        message = self.assert_one_line_error(easylink.generate, self.catalogue, "easylink",
                                             {"no_such_parameter": 1})
        self.assertIn("no_such_parameter", message)

    def test_params_out_of_range(self):
        message = self.assert_one_line_error(easylink.generate, self.catalogue, "easylink",
                                             {"width": -3})
        self.assertIn("width", message)
        self.assertIn("-3", message)
        message = self.assert_one_line_error(easylink.generate, None, "cellular",
                                             {"width": -3})
        self.assertIn("-3", message)

    def test_easylink_without_a_catalogue(self):
        self.assert_one_line_error(easylink.generate, None, "easylink")

    def test_closed_catalogue(self):
        catalogue = easylink.Catalogue.load(CATALOGUE)
        with catalogue:
            easylink.generate(catalogue, "easylink", SMALL, seed=1)
        self.assertTrue(catalogue.closed)
        catalogue.close()  # twice is fine
        message = self.assert_one_line_error(easylink.generate, catalogue, "easylink")
        self.assertIn("closed", message)

    def test_python_argument_errors(self):
        with self.assertRaises(TypeError):
            easylink.generate(str(CATALOGUE), "easylink")
        with self.assertRaises(TypeError):
            easylink.generate(None, "cellular", params=42)
        with self.assertRaises(ValueError):
            easylink.generate(None, "cellular", seed=-1)

    def test_library_still_works_after_errors(self):
        with self.assertRaises(easylink.Error):
            easylink.generate(self.catalogue, "easylink", {"width": -3})
        self.assertEqual(self.generate("easylink", 1, SMALL).json.encode("utf-8"),
                         run_cli("easylink", 1, SMALL))


class ProgressTest(Fixture):
    def test_cancel(self):
        for generator in ("easylink", "cellular"):
            with self.subTest(generator=generator):
                calls = []

                def progress(done, total):
                    calls.append((done, total))
                    return False

                with self.assertRaises(easylink.Error) as caught:
                    self.generate(generator, 1, progress=progress)
                self.assertIn("cancelled", str(caught.exception))
                self.assertEqual(len(calls), 1, "the run went on after it was cancelled")

    def test_cancel_later_in_the_run(self):
        calls = []

        def progress(done, total):
            calls.append(done)
            return len(calls) < 3

        with self.assertRaises(easylink.Error) as caught:
            self.generate("easylink", 2, progress=progress)
        self.assertIn("cancelled", str(caught.exception))
        self.assertEqual(len(calls), 3)

    def test_exception_in_the_callback_propagates(self):
        class Boom(Exception):
            pass

        calls = []

        def progress(done, total):
            calls.append(done)
            raise Boom("from the callback")

        for generator in ("easylink", "passages"):
            with self.subTest(generator=generator):
                calls.clear()
                with self.assertRaises(Boom):
                    self.generate(generator, 1, progress=progress)
                self.assertEqual(len(calls), 1, "the run went on after the exception")
        self.generate("easylink", 1)  # the library is fine afterwards

    def test_last_call_has_done_equal_total(self):
        for generator, params in (("easylink", None), ("easylink", SMALL),
                                  ("cellular", None), ("passages", None)):
            with self.subTest(generator=generator, params=params):
                calls = []
                layout = self.generate(generator, 3, params,
                                       progress=lambda d, t: calls.append((d, t)) or True)
                self.assertTrue(calls)
                done, total = calls[-1]
                self.assertGreater(total, 0)
                self.assertEqual(done, total)
                dones = [d for d, _ in calls]
                self.assertEqual(dones, sorted(dones))
                for d, t in calls:
                    self.assertTrue(t == 0 or d <= t, (d, t))
                # Reporting progress changes nothing in the layout.
                self.assertEqual(layout.json, self.generate(generator, 3, params).json)

    def test_none_from_the_callback_continues(self):
        layout = self.generate("cellular", 4, progress=lambda done, total: None)
        self.assertIsNotNone(layout.tiles)


class ThreadTest(Fixture):
    def test_shared_catalogue_across_threads(self):
        jobs = [("easylink", seed, SMALL) for seed in range(1, 9)]
        jobs += [("easylink", seed, None) for seed in (1, 2)]
        jobs += [("cellular", seed, None) for seed in (1, 2)]
        sequential = [self.generate(g, s, p).json for g, s, p in jobs]
        results = [[None] * len(jobs) for _ in range(4)]
        failures = []
        barrier = threading.Barrier(4)

        def work(slot):
            try:
                barrier.wait()
                order = range(len(jobs)) if slot % 2 == 0 else reversed(range(len(jobs)))
                for i in order:
                    g, s, p = jobs[i]
                    results[slot][i] = self.generate(g, s, p).json
            except BaseException as exc:  # reported below
                failures.append(exc)

        threads = [threading.Thread(target=work, args=(slot,)) for slot in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        self.assertEqual(failures, [])
        for slot in range(4):
            self.assertEqual(results[slot], sequential, "thread %d differs" % slot)


class ExampleTest(unittest.TestCase):
    def test_thumbnails_script(self):
        with tempfile.TemporaryDirectory() as tmp:
            for generator in ("easylink", "cellular"):
                with self.subTest(generator=generator):
                    out = Path(tmp) / generator
                    command = [sys.executable, str(EXAMPLE), "--generator", generator,
                               "--seeds", "1-3", "--out", str(out)]
                    if generator == "easylink":
                        command += ["--catalogue", str(CATALOGUE)]
                    result = subprocess.run(command, capture_output=True, text=True)
                    self.assertEqual(result.returncode, 0, result.stderr)
                    pngs = sorted(out.glob("*.png"))
                    self.assertEqual(len(pngs), 3, [p.name for p in pngs])
                    for png in pngs:
                        self.assertEqual(png.read_bytes()[:8], b"\x89PNG\r\n\x1a\n", png)
                    self.assertIn("walkable", result.stdout)


if __name__ == "__main__":
    unittest.main()
