#!/usr/bin/env bash
# Quick start, second command: installs what is missing, builds everything and
# runs every test (unit, command line, UI headless and under Xvfb).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${EASYLINK_BUILD_DIR:-$root/build}

"$root/scripts/build.sh"
ctest --test-dir "$build_dir" -j"$(nproc)" --output-on-failure "$@"
