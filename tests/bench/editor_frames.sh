#!/usr/bin/env bash
# Frame rate of the real editor window: opens `easylink edit` in a 1600x1000
# window under Xvfb (Mesa's llvmpipe when there is no GPU) on a generated map
# of each size, draws K frames back to back (--screenshot runs wait for
# neither events nor vsync) and prints the median of the runs' mean frame
# times with the frame rate it means. A benchmark, not a test: nothing fails
# on time. Results go in docs/performance.md.
#
# Usage: tests/bench/editor_frames.sh [EASYLINK] [FRAMES] [RUNS] [SIZES...]
# defaults: build/app/easylink, 200 frames, 5 runs, sizes 256 and 1024.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
easylink=${1:-$root/build/app/easylink}
frames=${2:-200}
runs=${3:-5}
shift $(( $# < 3 ? $# : 3 ))
sizes=("$@")
(( ${#sizes[@]} > 0 )) || sizes=(256 1024)

command -v xvfb-run >/dev/null || { echo "editor_frames: needs xvfb-run (apt-get install xvfb)" >&2; exit 2; }
[[ -x $easylink ]] || { echo "editor_frames: no program at $easylink (build it first)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '%-10s %8s %14s %8s\n' "map" "frames" "ms/frame" "fps"
for size in "${sizes[@]}"; do
    times=()
    for (( run = 0; run < runs; ++run )); do
        line=$(HOME=$work xvfb-run -a -s "-screen 0 1600x1000x24" "$easylink" edit \
            --screenshot "$work/frame.png" --frames "$frames" --window 1600x1000 \
            --width "$size" --height "$size")
        # "wrote FILE after K frames (mean frame time X ms)"
        times+=("$(sed -n 's/.*mean frame time \([0-9.]*\) ms.*/\1/p' <<<"$line")")
    done
    median=$(printf '%s\n' "${times[@]}" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
    fps=$(awk -v ms="$median" 'BEGIN { printf "%.0f", 1000 / ms }')
    printf '%-10s %8s %14s %8s\n' "${size}x${size}" "$frames" "$median" "$fps"
done
