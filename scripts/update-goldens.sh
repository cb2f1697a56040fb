#!/usr/bin/env bash
# Refreshes the golden layouts in tests/data/golden/ on purpose, after a
# deliberate change to a generator: one file per line of
# tests/golden/cases.txt, the list the golden tests check. Review the diff
# before committing.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${EASYLINK_BUILD_DIR:-$root/build}

"$root/scripts/build.sh" --target easylink
cd "$root"  # paths in the cases' arguments are from the repository's root
while read -r generator seed arguments; do
    [[ -z "$generator" || "$generator" == \#* ]] && continue
    # shellcheck disable=SC2086 # the arguments are words of their own
    "$build_dir/app/easylink" generate --generator "$generator" --seed "$seed" $arguments \
        --out "$root/tests/data/golden/$generator-seed-$seed.json" </dev/null
done <"$root/tests/golden/cases.txt"
# The golden glTF scene (tests/golden/check_golden_scene.cmake): a .gltf and its .bin.
"$build_dir/app/easylink" generate --seed 1 --width 48 --height 48 \
    --out "$build_dir/scene-easylink-seed-1.json" \
    --gltf "$root/tests/data/golden/scene-easylink-seed-1.gltf" </dev/null
git -C "$root" status --short tests/data/golden
