#!/usr/bin/env bash
# The peer benchmark (docs/performance.md, "Whole runs"): times easylink and
# rot.js 2.2.1 in one run on the same machine, each as a whole process, and
# prints a table with the ratios and whether the project's targets hold. A
# benchmark, not a test: it never fails on time and is not registered in
# CTest.
#
#   tests/bench/peer/run.sh [BUILD_DIR]     (default: build)
#
# REPEATS (default 3) sets how many times each command runs; the median is
# reported, and each ratio is the median of the ratios of runs made in turn. Needs node and npm (rot.js is installed into BUILD_DIR/peer from
# the npm registry the first time) and BUILD_DIR/app/easylink.

set -euo pipefail
export LC_ALL=C  # a decimal point in EPOCHREALTIME, awk and printf

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build_arg=${1:-$here/../../../build}
repeats=${REPEATS:-3}
rot_version=2.2.1  # the version pinned in package.json and package-lock.json

fail() {
    echo "peer benchmark: $*" >&2
    exit 1
}

[[ -d $build_arg ]] || fail "no build folder $build_arg (configure and build first)"
build=$(cd "$build_arg" && pwd)
easylink=$build/app/easylink
[[ -x $easylink ]] || fail "no $easylink: build it first (cmake --build $build --target easylink)"
command -v node >/dev/null || fail "node is not installed (Debian: apt-get install nodejs)"
command -v npm >/dev/null || fail "npm is not installed (Debian: apt-get install npm)"
# GNU time reports the peak resident set size, which bash's `time` cannot.
[[ -x /usr/bin/time ]] || fail "/usr/bin/time is missing (Debian: apt-get install time)"
[[ $repeats =~ ^[1-9][0-9]*$ ]] || fail "REPEATS must be a whole number from 1, not $repeats"

# rot.js lives in the build folder, so the source tree never holds a
# node_modules; npm ci installs exactly what package-lock.json names.
peer=$build/peer
installed=$(node -p 'require(process.argv[1]).version' "$peer/node_modules/rot-js/package.json" \
    2>/dev/null || true)
if [[ $installed != "$rot_version" ]]; then
    echo "installing rot.js $rot_version into $peer ..."
    mkdir -p "$peer"
    cp "$here/package.json" "$here/package-lock.json" "$peer/"
    npm ci --prefix "$peer" --no-audit --no-fund --loglevel=error >/dev/null ||
        fail "npm could not install rot-js $rot_version from the registry"
fi
export NODE_PATH=$peer/node_modules

work=$(mktemp -d "${TMPDIR:-/tmp}/easylink-peer.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"  # `edit` and friends may write into the current folder

# calc EXPRESSION: floating-point arithmetic for the table.
calc() {
    awk "BEGIN { printf \"%.6f\", $1 }"
}

# once NAME COMMAND...: runs COMMAND once and adds its figures to NAME's
# lists: wall seconds, peak KiB, and CPU seconds in the program and in the
# kernel. Each run gets a new empty folder, which @OUT@ in COMMAND names
# (out_dir[NAME] is the last one); nothing is deleted until the end.
# Deleting the last run's files first would time the kernel too: ext4
# without a journal walks past every inode freed in the last minutes to find
# a free one, which made a batch after `rm -rf` up to a third slower here.
# The clock is bash's EPOCHREALTIME (microseconds) around the whole process;
# /usr/bin/time only adds the peak memory and the CPU times.
declare -A times_of rss_of user_of system_of out_dir seconds peak_kib user system
serial=0
once() {
    local name=$1
    shift
    local start end dir figures
    dir=$work/runs/$((++serial))
    mkdir -p "$dir"
    start=$EPOCHREALTIME
    if ! /usr/bin/time -f '%M %U %S' -o "$work/rss" "${@//@OUT@/$dir}" >"$work/stdout" 2>"$work/stderr"; then
        cat "$work/stderr" >&2
        fail "this command failed: ${*//@OUT@/$dir}"
    fi
    end=$EPOCHREALTIME
    read -r -a figures < <(tail -n 1 "$work/rss")
    times_of[$name]+=" $(calc "$end - $start")"
    rss_of[$name]+=" ${figures[0]}"
    user_of[$name]+=" ${figures[1]}"
    system_of[$name]+=" ${figures[2]}"
    out_dir[$name]=$dir
}

# summarize NAME: sets seconds[NAME], peak_kib[NAME], user[NAME] and
# system[NAME] to the medians of NAME's runs.
summarize() {
    # shellcheck disable=SC2086 # the lists are words on purpose
    seconds[$1]=$(median ${times_of[$1]})
    # shellcheck disable=SC2086
    peak_kib[$1]=$(median ${rss_of[$1]})
    # shellcheck disable=SC2086
    user[$1]=$(median ${user_of[$1]})
    # shellcheck disable=SC2086
    system[$1]=$(median ${system_of[$1]})
}

# run NAME COMMAND...: runs COMMAND $repeats times in a row, then summarizes.
run() {
    local i
    for ((i = 0; i < repeats; i++)); do
        once "$@"
    done
    summarize "$1"
}

# paired_ratio A B: the median over the repeats of A's time / B's time, run
# i of A against run i of B. Commands compared are run in turn (A B A B ...),
# so that a machine whose speed drifts during the run slows both sides of a
# pair alike.
paired_ratio() {
    local -a a b
    read -r -a a <<<"${times_of[$1]}"
    read -r -a b <<<"${times_of[$2]}"
    local ratios=() i
    for ((i = 0; i < ${#a[@]}; i++)); do
        ratios+=("$(calc "${a[$i]} / ${b[$i]}")")
    done
    median "${ratios[@]}"
}

# median NUMBER...: the middle one (the lower middle for an even count).
median() {
    printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

# out_bytes NAME: total size in bytes of the files NAME's last repeat wrote.
out_bytes() {
    find "${out_dir[$1]}" -type f -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }'
}

echo "peer benchmark: $easylink against rot.js $rot_version (node $(node --version)), $(nproc) cores, median of $repeats runs each"

# (1) 500 layouts of the default catalogue (phase 2 on, files written)
# against 500 Digger maps; (3) the same batch on two threads. Run in turn.
for ((i = 0; i < repeats; i++)); do
    once el500 "$easylink" generate --seed 1 --count 500 --out-dir @OUT@ --jobs 1
    once el500j2 "$easylink" generate --seed 1 --count 500 --out-dir @OUT@ --jobs 2
    once rotdig node "$here/rot_maps.js" digger 500
done
rot_digger_line=$(cat "$work/stdout")
for name in el500 el500j2 rotdig; do
    summarize $name
done
write_bytes=$(out_bytes el500)

# (2) 200 cellular maps against rot.js Cellular (4 generations, connected),
# in turn.
for ((i = 0; i < repeats; i++)); do
    once elcell "$easylink" generate --generator cellular --seed 1 --count 200 --out-dir @OUT@ --jobs 1
    once rotcell node "$here/rot_maps.js" cellular 200
done
rot_cellular_line=$(cat "$work/stdout")
for name in elcell rotcell; do
    summarize $name
done

# (4) From process start to the first layout written.
run first "$easylink" generate --seed 1 --out @OUT@/first.json

# (5) One big layout: time and peak memory. The 1024x1024 file is kept for
# (6), reading it back.
run big1k "$easylink" generate --seed 1 --width 1024 --height 1024 --out @OUT@/big.json
cp "${out_dir[big1k]}/big.json" "$work/big1k.json"
read_bytes=$(stat -c %s "$work/big1k.json")
run big4k "$easylink" generate --seed 1 --width 4096 --height 4096 --out @OUT@/big.json

# (6) Reading a layout back: `edit LAYOUT.json` without a display reads the
# file and prints its map (the printing is included). The 4096x4096 file is
# above the 64 MiB input limit, so the 1024x1024 one is read.
run read1k env -u DISPLAY -u WAYLAND_DISPLAY "$easylink" edit "$work/big1k.json"

echo "$rot_digger_line"
echo "$rot_cellular_line"
echo
echo "| run | time | per map | maps/s | user CPU | kernel CPU | peak memory |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
# row LABEL NAME [MAPS]: one process's line of the table; per map and maps
# per second only for batches.
row() {
    local t=${seconds[$2]} per_map="" per_second=""
    if [[ $# -eq 3 ]]; then
        per_map=$(printf '%.3f ms' "$(calc "$t * 1000 / $3")")
        per_second=$(printf '%.0f' "$(calc "$3 / $t")")
    fi
    printf '| %s | %.3f s | %s | %s | %.2f s | %.2f s | %.0f MiB |\n' "$1" "$t" "$per_map" \
        "$per_second" "${user[$2]}" "${system[$2]}" "$(calc "${peak_kib[$2]} / 1024")"
}
row "easylink, 500 layouts, --jobs 1" el500 500
row "easylink, 500 layouts, --jobs 2" el500j2 500
row "rot.js Digger, 500 maps" rotdig 500
row "easylink cellular, 200 maps, --jobs 1" elcell 200
row "rot.js Cellular, 200 maps" rotcell 200
row "easylink, first layout written" first
row "easylink, one 1024x1024 layout" big1k
row "easylink, one 4096x4096 layout" big4k

digger_ratio=$(paired_ratio rotdig el500)
cellular_ratio=$(paired_ratio rotcell elcell)
jobs_ratio=$(paired_ratio el500 el500j2)
rss4k_gib=$(calc "${peak_kib[big4k]} / 1048576")
# holds VALUE OP LIMIT: "yes" when VALUE OP LIMIT, "NO" otherwise.
holds() {
    awk -v v="$1" -v l="$3" -v op="$2" \
        'BEGIN { ok = op == ">=" ? v >= l : v < l; print ok ? "yes" : "NO" }'
}
echo
echo "| figure | measured | target | holds |"
echo "| --- | --- | --- | --- |"
printf '| rot.js Digger time / easylink time | %.1f | >= 10 | %s |\n' "$digger_ratio" \
    "$(holds "$digger_ratio" ">=" 10)"
printf '| rot.js Cellular time / easylink cellular time | %.1f | >= 20 | %s |\n' \
    "$cellular_ratio" "$(holds "$cellular_ratio" ">=" 20)"
printf '| --jobs 1 time / --jobs 2 time | %.2f | >= 1.7 | %s |\n' "$jobs_ratio" \
    "$(holds "$jobs_ratio" ">=" 1.7)"
printf '| 1024x1024 layout | %.2f s | < 1 s | %s |\n' "${seconds[big1k]}" \
    "$(holds "${seconds[big1k]}" "<" 1)"
printf '| 4096x4096 layout | %.2f s | < 15 s | %s |\n' "${seconds[big4k]}" \
    "$(holds "${seconds[big4k]}" "<" 15)"
printf '| 4096x4096 peak memory | %.2f GiB | < 2 GiB | %s |\n' "$rss4k_gib" \
    "$(holds "$rss4k_gib" "<" 2)"
printf '| JSON written (500 layouts, %.1f MB, --jobs 1) | %.1f MB/s | | |\n' \
    "$(calc "$write_bytes / 1e6")" "$(calc "$write_bytes / 1e6 / ${seconds[el500]}")"
printf '| JSON read (edit, the 1024x1024 layout, %.1f MB) | %.1f MB/s | | |\n' \
    "$(calc "$read_bytes / 1e6")" "$(calc "$read_bytes / 1e6 / ${seconds[read1k]}")"
