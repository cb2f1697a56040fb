#!/usr/bin/env bash
# Configures and builds Easylink Studio into build/ (or $EASYLINK_BUILD_DIR),
# after making sure the Debian packages are there. Extra arguments go to
# `cmake --build`, e.g. `--target easylink`.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${EASYLINK_BUILD_DIR:-$root/build}

"$root/scripts/setup-debian.sh"
# Optimised, with line tables only (-g1): backtraces and profiles keep their
# functions and lines, and the build takes a quarter less time than with
# full debug information (-g), which a debugging session can configure.
# Sources are compiled 16 to a unit (CMake's unity build), which builds the
# whole tree in under a third of the time; EASYLINK_UNITY_BUILD=OFF compiles
# each on its own, which suits editing one file and building again.
cmake -S "$root" -B "$build_dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" \
    "-DCMAKE_UNITY_BUILD=${EASYLINK_UNITY_BUILD:-ON}" -DCMAKE_UNITY_BUILD_BATCH_SIZE=16 >/dev/null
cmake --build "$build_dir" -j"$(nproc)" "$@"
