// Runs the Khronos glTF validator on each scene named on the command line
// (.glb, or .gltf with its buffer beside it) and fails on any error or
// warning, printing each with its place in the file.
//
//   node validate.js SCENE...   (with gltf-validator in NODE_PATH)

'use strict';
const fs = require('fs');
const path = require('path');
const validator = require('gltf-validator');

async function check(file) {
    const bytes = new Uint8Array(fs.readFileSync(file));
    const report = await validator.validateBytes(bytes, {
        uri: path.basename(file),
        maxIssues: 50,
        externalResourceFunction: (uri) =>
            new Promise((resolve, reject) => {
                fs.readFile(path.join(path.dirname(file), decodeURIComponent(uri)), (error, data) =>
                    error ? reject(error.toString()) : resolve(new Uint8Array(data)));
            }),
    });
    const issues = report.issues;
    const bad = issues.messages.filter((m) => m.severity <= 1);  // 0 error, 1 warning
    for (const message of bad) {
        console.log(`${file}: ${message.severity === 0 ? 'error' : 'warning'} ${message.code}` +
                    ` at ${message.pointer || '/'}: ${message.message}`);
    }
    console.log(`${file}: ${issues.numErrors} errors, ${issues.numWarnings} warnings, ` +
                `${issues.numInfos} infos, ${issues.numHints} hints`);
    return bad.length === 0;
}

(async () => {
    const files = process.argv.slice(2);
    if (files.length === 0) {
        console.error('usage: node validate.js SCENE...');
        process.exit(2);
    }
    let ok = true;
    for (const file of files) {
        ok = (await check(file)) && ok;
    }
    process.exit(ok ? 0 : 1);
})().catch((error) => {
    console.error(`validate.js: ${error}`);
    process.exit(1);
});
