#!/usr/bin/env bash
# Quick start, first command: installs what is missing, builds, and opens the
# editor on the default catalogue. Without a display the program says so and
# works headless instead. Arguments go to `easylink edit`.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${EASYLINK_BUILD_DIR:-$root/build}

"$root/scripts/build.sh" --target easylink
exec "$build_dir/app/easylink" edit "$root/assets/catalogues/default.json" "$@"
