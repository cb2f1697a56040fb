#!/usr/bin/env bash
# The idle editor rests: opened in a real window under Xvfb with nothing to
# do, it uses well under one core. Usage: idle_cpu_check.sh EASYLINK CATALOGUE
# [CEILING_PERCENT [EDIT_ARGS...]] (such as --view 3d). Waits for the first run to finish, then measures the
# process's CPU time over a few seconds of wall time; fails above the ceiling
# (generous: a loop that redraws back to back takes close to 100%).
set -euo pipefail
easylink=$1
catalogue=$2
ceiling=${3:-25}
shift $(( $# < 3 ? $# : 3 ))
settle_seconds=4
measure_seconds=5

home=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$home"' EXIT
# A fresh user: no preferences, no recovery files, nothing remembered.
HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data \
    "$easylink" edit "$catalogue" --window 1280x800 "$@" >"$home/out.txt" 2>&1 &
pid=$!

cpu_ticks() {
    # utime + stime of the process, in clock ticks (fields 14 and 15).
    awk '{ print $14 + $15 }' "/proc/$1/stat"
}

sleep "$settle_seconds"
if ! kill -0 "$pid" 2>/dev/null; then
    echo "the editor exited early:" >&2
    cat "$home/out.txt" >&2
    exit 1
fi
before=$(cpu_ticks "$pid")
sleep "$measure_seconds"
after=$(cpu_ticks "$pid")
ticks_per_second=$(getconf CLK_TCK)
percent=$(( (after - before) * 100 / (ticks_per_second * measure_seconds) ))
echo "idle editor${*:+ ($*)}: ${percent}% of a core over ${measure_seconds} s (ceiling ${ceiling}%)"
if (( percent > ceiling )); then
    echo "the idle editor keeps redrawing: ${percent}% of a core" >&2
    exit 1
fi
