// Writes a catalogue that draws some of its modules from a kit: the
// catalogue given, with its first four normal rooms' `mesh` set to room
// nodes of KIT.glb (a scene this program wrote, whose rooms hold their
// phase-2 modules as child nodes), so that the scene made from it copies
// meshes, materials and nested nodes from a designer's file.
//
//   node kit_catalogue.js CATALOGUE.json KIT.glb > KIT-CATALOGUE.json
//
// The kit is named by its file name: the catalogue goes beside it.

'use strict';
const fs = require('fs');
const path = require('path');

const [cataloguePath, kitPath] = process.argv.slice(2);
if (!cataloguePath || !kitPath) {
    console.error('usage: node kit_catalogue.js CATALOGUE.json KIT.glb');
    process.exit(2);
}
const glb = fs.readFileSync(kitPath);
const jsonLength = glb.readUInt32LE(12);
const kit = JSON.parse(glb.subarray(20, 20 + jsonLength).toString('utf8'));
const rooms = kit.nodes.filter((node) => node.name.startsWith('room ') && node.children);
if (rooms.length === 0) {
    console.error(`${kitPath}: no room node with children`);
    process.exit(1);
}
const catalogue = JSON.parse(fs.readFileSync(cataloguePath, 'utf8'));
let given = 0;
for (const module of catalogue.modules) {
    if (given < 4 && (module.kind || 'normal') === 'normal') {
        module.mesh = {file: path.basename(kitPath), node: rooms[given % rooms.length].name,
                       offset: [0.5, 0, 0.25]};
        ++given;
    }
}
process.stdout.write(JSON.stringify(catalogue, null, 2) + '\n');
