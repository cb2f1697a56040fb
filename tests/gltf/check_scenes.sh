#!/usr/bin/env bash
# Writes the glTF scenes of every shipped catalogue and of two tile
# generators, with and without phase 2, as .glb and as .gltf, and runs the
# Khronos glTF validator on them: any error or warning fails.
#
#   tests/gltf/check_scenes.sh PROGRAM WORK_DIR
#
# The validator (npm package gltf-validator, pinned by package-lock.json) is
# installed into WORK_DIR/validator the first time, from the npm registry.
set -euo pipefail

program=$1
work=$2
here=$(cd "$(dirname "$0")" && pwd)
assets=$(cd "$here/../../assets/catalogues" && pwd)

fail() { echo "check_scenes: $*" >&2; exit 1; }
command -v node >/dev/null || fail "node is not installed (Debian: apt-get install npm)"
command -v npm >/dev/null || fail "npm is not installed (Debian: apt-get install npm)"

validator=$work/validator
if ! cmp -s "$here/package-lock.json" "$validator/package-lock.json" ||
        [[ ! -d $validator/node_modules/gltf-validator ]]; then
    rm -rf "$validator"
    mkdir -p "$validator"
    cp "$here/package.json" "$here/package-lock.json" "$validator/"
    npm ci --prefix "$validator" --no-audit --no-fund --loglevel=error >/dev/null ||
        fail "npm could not install gltf-validator from the registry"
fi

scenes=$work/scenes
rm -rf "$scenes"
mkdir -p "$scenes"
written=()
for catalogue in "$assets"/*.json; do
    name=$(basename "$catalogue" .json)
    for depth in 0 8; do
        for form in glb gltf; do
            out=$scenes/$name-phase$depth.$form
            "$program" generate --catalogue "$catalogue" --seed 7 --resolve-depth "$depth" \
                --out "$scenes/$name-phase$depth-$form.json" --gltf "$out" >/dev/null
            written+=("$out")
        done
    done
done
for generator in cellular drunkard; do
    for form in glb gltf; do
        out=$scenes/$generator.$form
        "$program" generate --generator "$generator" --seed 3 \
            --out "$scenes/$generator-$form.json" --gltf "$out" >/dev/null
        written+=("$out")
    done
done

# A catalogue whose rooms are drawn from a kit (the default catalogue's own
# phase-2 scene), so that copied meshes, materials and nested nodes are
# checked too.
cp "$scenes/default-phase8.glb" "$scenes/kit.glb"
node "$here/kit_catalogue.js" "$assets/default.json" "$scenes/kit.glb" >"$scenes/kit-catalogue.json"
for form in glb gltf; do
    out=$scenes/kit-level.$form
    "$program" generate --catalogue "$scenes/kit-catalogue.json" --seed 7 \
        --out "$scenes/kit-level-$form.json" --gltf "$out" >/dev/null
    written+=("$out")
done

NODE_PATH=$validator/node_modules node "$here/validate.js" "${written[@]}"
