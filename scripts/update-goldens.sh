#!/usr/bin/env bash
# Refreshes the golden layouts in tests/data/golden/ on purpose, after a
# deliberate change to the generator. Review the diff before committing.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${EASYLINK_BUILD_DIR:-$root/build}

"$root/scripts/build.sh" --target easylink
for seed in 1 2 3; do
    "$build_dir/app/easylink" generate --seed "$seed" \
        --out "$root/tests/data/golden/easylink-seed-$seed.json"
done
git -C "$root" status --short tests/data/golden
