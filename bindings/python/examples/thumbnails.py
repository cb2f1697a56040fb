#!/usr/bin/env python3
"""Generates a batch of layouts and writes a PNG thumbnail of each, then prints
statistics (rooms, corridors, walkable share).

    PYTHONPATH=bindings/python EASYLINK_LIBRARY=build/core/libeasylink.so \\
        python3 bindings/python/examples/thumbnails.py --generator cellular --seeds 1-20 --out thumbs

The pictures come from the layout's tiles, one colour per legend name; a
layout without tiles (easylink with {"resolve_depth": 0}) is drawn from its
rooms and corridors. The PNG encoder below uses only zlib and struct: the C
API has no PNG export.
"""

import argparse
import json
import os
import statistics
import struct
import sys
import zlib
from pathlib import Path

try:
    import easylink
except ImportError:  # run from a checkout without PYTHONPATH
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    import easylink

COLOURS = {
    "void": (16, 16, 20),
    "wall": (84, 84, 96),
    "floor": (222, 212, 184),
    "door": (178, 110, 44),
    "secret_door": (150, 70, 160),
    "corridor": (168, 168, 140),
    "stairs": (80, 150, 220),
    "start": (60, 200, 90),
    "exit": (220, 60, 60),
    "item": (240, 200, 40),
    "monster": (200, 40, 120),
}
UNKNOWN = (255, 0, 255)


def png(width, height, rows):
    """A PNG file (8-bit RGB) from `height` rows of 3 * `width` bytes each."""
    def chunk(tag, data):
        return (struct.pack(">I", len(data)) + tag + data
                + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF))

    raw = b"".join(b"\x00" + bytes(row) for row in rows)  # filter type 0 on every row
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def tile_names(layout):
    """Rows of legend names: the layout's tiles, or its rooms and corridors
    rasterised when it has none."""
    if layout.tiles is not None:
        legend = layout.tiles.legend
        return [[legend.get(char, "?") for char in row] for row in layout.tiles.rows]
    size = layout.data["map"]
    grid = [["void"] * size["width"] for _ in range(size["height"])]
    for name, boxes in (("corridor", layout.corridors), ("floor", layout.rooms)):
        for box in boxes:
            for y in range(max(box.y, 0), min(box.y + box.height, size["height"])):
                for x in range(max(box.x, 0), min(box.x + box.width, size["width"])):
                    grid[y][x] = name
    return grid


def thumbnail(names, scale):
    """PNG bytes with `scale` x `scale` pixels per tile."""
    rows = []
    for name_row in names:
        row = bytearray()
        for name in name_row:
            row += bytes(COLOURS.get(name, UNKNOWN)) * scale
        rows.extend([row] * scale)
    return png(len(names[0]) * scale if names else 0, len(rows), rows)


def seed_list(text):
    """"1-20", "3,5,8" or "7" as a list of seeds."""
    seeds = []
    for part in text.split(","):
        first, _, last = part.strip().partition("-")
        seeds.extend(range(int(first), int(last or first) + 1))
    return seeds


def default_catalogue():
    assets = os.environ.get("EASYLINK_ASSETS")
    root = Path(assets) if assets else Path(__file__).resolve().parents[3] / "assets"
    return root / "catalogues" / "default.json"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--catalogue", help="module catalogue (easylink; default: the "
                        "repository's assets/catalogues/default.json)")
    parser.add_argument("--generator", default="easylink", help="default: easylink")
    parser.add_argument("--seeds", default="1-20", type=seed_list, help='e.g. "1-20" or "1,4,9"')
    parser.add_argument("--params", help="parameters: a JSON object or a JSON file")
    parser.add_argument("--scale", type=int, default=2, help="pixels per tile (default 2)")
    parser.add_argument("--out", required=True, help="folder for the PNG files")
    args = parser.parse_args(argv)

    params = None
    if args.params:
        params = (Path(args.params).read_text() if os.path.isfile(args.params) else args.params)
        json.loads(params)  # fail early on a typo
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    catalogue = None
    if args.catalogue or args.generator == "easylink":
        catalogue = easylink.Catalogue.load(args.catalogue or default_catalogue())
    rows = []
    try:
        print("%6s %6s %9s %9s  %s" % ("seed", "rooms", "corridors", "walkable", "file"))
        for seed in args.seeds:
            try:
                layout = easylink.generate(catalogue, args.generator, params, seed=seed)
            except easylink.Error as exc:
                print("%6d  failed: %s" % (seed, exc))
                continue
            names = tile_names(layout)
            walkable = sum(name not in easylink.UNWALKABLE for row in names for name in row)
            share = walkable / max(1, len(names) * len(names[0]))
            path = out / ("%s-%d.png" % (args.generator, seed))
            path.write_bytes(thumbnail(names, max(1, args.scale)))
            rows.append((len(layout.rooms), len(layout.corridors), share))
            print("%6d %6d %9d %8.1f%%  %s" % (seed, rows[-1][0], rows[-1][1], 100 * share, path))
    finally:
        if catalogue is not None:
            catalogue.close()

    if not rows:
        print("no layout generated", file=sys.stderr)
        return 1
    for label, values in (("rooms", [r[0] for r in rows]), ("corridors", [r[1] for r in rows]),
                          ("walkable %", [100 * r[2] for r in rows])):
        print("%-10s mean %6.1f  min %6.1f  max %6.1f"
              % (label, statistics.mean(values), min(values), max(values)))
    print("%d of %d layouts written to %s" % (len(rows), len(args.seeds), out))
    return 0 if len(rows) == len(args.seeds) else 1


if __name__ == "__main__":
    sys.exit(main())
