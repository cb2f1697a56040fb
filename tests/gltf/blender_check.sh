#!/usr/bin/env bash
# Blender 3.4 opens a layout's glTF scene headless and finds every room,
# corridor and phase-2 module at docs/design.md section 10's place
# (blender_import.py), for a .glb with phase 2 and a .gltf without.
#
#   tests/gltf/blender_check.sh PROGRAM WORK_DIR
set -euo pipefail

program=$1
work=$2/blender
here=$(cd "$(dirname "$0")" && pwd)
command -v blender >/dev/null || { echo "blender_check: blender is not installed" >&2; exit 1; }

rm -rf "$work"
mkdir -p "$work"
"$program" generate --seed 7 --out "$work/phase2.json" --gltf "$work/phase2.glb" >/dev/null
"$program" generate --seed 11 --resolve-depth 0 --out "$work/plain.json" \
    --gltf "$work/plain.gltf" >/dev/null
for case in "phase2.glb phase2.json" "plain.gltf plain.json"; do
    read -r scene layout <<<"$case"
    # Blender prints its own progress; only the check's lines and errors
    # are shown.
    status=0
    blender -b --factory-startup --python-exit-code 1 --python "$here/blender_import.py" \
        -- "$work/$scene" "$work/$layout" >"$work/$scene.log" 2>&1 || status=$?
    grep -E "^blender_import|Error|Traceback" "$work/$scene.log" || true
    if [[ $status -ne 0 ]]; then
        echo "blender_check: Blender failed on $scene (exit $status); its log: $work/$scene.log" >&2
        exit 1
    fi
done
