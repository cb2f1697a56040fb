#!/usr/bin/env bash
# Makes the screenshots of docs/images again, as docs/images/screenshots.txt
# lists them: each in a window of its size under Xvfb, from the arguments of
# `easylink edit` given there. Review the pictures before committing.
#
# Usage: scripts/update-screenshots.sh [EASYLINK]
# With no program given, builds build/app/easylink first.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${EASYLINK_BUILD_DIR:-$root/build}
command -v xvfb-run >/dev/null || { echo "update-screenshots: needs xvfb-run (apt-get install xvfb)" >&2; exit 2; }

easylink=${1:-}
if [[ -z $easylink ]]; then
    "$root/scripts/build.sh" --target easylink
    easylink=$build_dir/app/easylink
fi
easylink=$(realpath "$easylink")
home=$(mktemp -d)  # no preferences, no recovery files: the defaults
trap 'rm -rf "$home"' EXIT
cd "$root"
while read -r file size args; do
    [[ -z $file || $file == \#* ]] && continue
    # shellcheck disable=SC2086  # the arguments are words
    HOME=$home xvfb-run -a -s "-screen 0 ${size}x24" "$easylink" edit $args \
        --window "$size" --screenshot "docs/images/$file" --frames 10 </dev/null
done <docs/images/screenshots.txt
git -C "$root" status --short docs/images
