#!/usr/bin/env bash
# Frame rate of the real editor window: opens `easylink edit` in a 1600x1000
# window under Xvfb (Mesa's llvmpipe when there is no GPU) on a generated map
# of each size, draws K frames back to back (--screenshot runs wait for
# neither events nor vsync) and prints the median of the runs' mean frame
# times with the frame rate it means, and what a frame draws: fragments
# (every pixel a draw writes, blended or not, counted by an occlusion query)
# and ImGui's draw calls. Counts do not depend on how busy the machine is;
# times do. A benchmark, not a test: nothing fails on time. Results go in
# docs/performance.md.
#
# Usage: tests/bench/editor_frames.sh [EASYLINK] [FRAMES] [RUNS] [SIZES...]
# defaults: build/app/easylink, 200 frames, 5 runs, sizes 256 and 1024.
# EASYLINK_VIEW=3d (or split) measures the viewport's 3D view instead of the
# map, its camera turning a degree a frame (--orbit), so that every frame
# draws the level anew as while the designer orbits it. With EASYLINK_BEFORE=OTHER_EASYLINK set, each run of EASYLINK is paired
# with one of OTHER_EASYLINK, the two alternating, and both are printed:
# timings taken in pairs on a shared machine see the same load.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
easylink=${1:-$root/build/app/easylink}
frames=${2:-200}
runs=${3:-5}
shift $(( $# < 3 ? $# : 3 ))
sizes=("$@")
(( ${#sizes[@]} > 0 )) || sizes=(256 1024)
before=${EASYLINK_BEFORE:-}
view=${EASYLINK_VIEW:-}

command -v xvfb-run >/dev/null || { echo "editor_frames: needs xvfb-run (apt-get install xvfb)" >&2; exit 2; }
for program in "$easylink" ${before:+"$before"}; do
    [[ -x $program ]] || { echo "editor_frames: no program at $program (build it first)" >&2; exit 2; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

median() {
    sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

# One run: "MS FRAGMENTS DRAWCALLS" from the line
# "wrote FILE after K frames (mean frame time X ms, Y fragments and Z draw calls a frame)".
run_once() {
    local line
    line=$(HOME=$work xvfb-run -a -s "-screen 0 1600x1000x24" "$1" edit \
        --screenshot "$work/frame.png" --frames "$frames" --window 1600x1000 \
        --width "$2" --height "$2" ${view:+--view "$view" --orbit})
    # Older builds print the time alone: their counts show as "-".
    sed -n -e 's/.*mean frame time \([0-9.]*\) ms, \([0-9]*\) fragments and \([0-9]*\) draw calls.*/\1 \2 \3/p' \
        -e 's/.*mean frame time \([0-9.]*\) ms)$/\1 - -/p' <<<"$line"
}

report() {  # label size file-of-runs
    local ms fragments calls
    ms=$(cut -d' ' -f1 "$3" | median)
    fragments=$(cut -d' ' -f2 "$3" | median)
    calls=$(cut -d' ' -f3 "$3" | median)
    printf '%-8s %-10s %8s %10s %6s %12s %8s\n' "$1" "${2}x${2}" "$frames" "$ms" \
        "$(awk -v ms="$ms" 'BEGIN { printf "%.0f", 1000 / ms }')" "$fragments" "$calls"
}

printf '%-8s %-10s %8s %10s %6s %12s %8s\n' "binary" "map" "frames" "ms/frame" "fps" \
    "fragments" "draws"
for size in "${sizes[@]}"; do
    : >"$work/after" && : >"$work/before"
    for (( run = 0; run < runs; ++run )); do
        [[ -n $before ]] && run_once "$before" "$size" >>"$work/before"
        run_once "$easylink" "$size" >>"$work/after"
    done
    [[ -n $before ]] && report before "$size" "$work/before"
    report "$([[ -n $before ]] && echo after || echo easylink)" "$size" "$work/after"
done
