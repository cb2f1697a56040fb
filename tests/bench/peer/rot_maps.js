#!/usr/bin/env node
// The peer of the benchmark (docs/performance.md, "Whole runs"): makes
// COUNT 80x80 maps with rot.js, as its own examples do, for run.sh to time
// as a whole process against `easylink generate`.
//
//   node rot_maps.js digger|cellular COUNT
//
// rot-js is found through NODE_PATH (run.sh installs it into the build
// folder, never into the source tree). Map k uses seed k (1..COUNT). Every
// map is copied into a typed-array grid and folded into a checksum, which is
// printed, so that no work can be optimised away and two runs can be compared.

"use strict";

const ROT = require("rot-js");

const SIDE = 80;

const [kind, countText] = process.argv.slice(2);
const count = Number(countText);
if (!["digger", "cellular"].includes(kind) || !Number.isInteger(count) || count < 1) {
    console.error("usage: node rot_maps.js digger|cellular COUNT");
    process.exit(2);
}

const grid = new Uint8Array(SIDE * SIDE);
const store = (x, y, value) => {
    grid[y * SIDE + x] = value;
};

// One map into `grid`: Digger with its default options; Cellular as the
// manual's example: half the cells alive, four generations, then every
// empty region connected.
function makeMap() {
    if (kind === "digger") {
        new ROT.Map.Digger(SIDE, SIDE).create(store);
        return;
    }
    const map = new ROT.Map.Cellular(SIDE, SIDE);
    map.randomize(0.5);
    for (let i = 0; i < 4; i++) {
        map.create();
    }
    map.connect(store);
}

let checksum = 0x811c9dc5;  // FNV-1a over every map's cells
for (let seed = 1; seed <= count; seed++) {
    ROT.RNG.setSeed(seed);
    grid.fill(0xff);
    makeMap();
    for (const cell of grid) {
        checksum = Math.imul(checksum ^ cell, 0x01000193) >>> 0;
    }
}
const hex = checksum.toString(16).padStart(8, "0");
console.log(`rot.js ${kind}: ${count} maps of ${SIDE}x${SIDE}, checksum ${hex}`);
