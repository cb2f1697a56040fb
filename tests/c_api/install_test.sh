#!/usr/bin/env bash
# Installs libeasylink from BUILD_DIR into a scratch prefix, builds a small C
# program against the installed copy twice (pkg-config, then
# find_package(easylink)), and checks that its layouts are byte for byte the
# ones `easylink generate` writes for the same catalogue, generator,
# parameters and seed.
#   install_test.sh BUILD_DIR EASYLINK_PROGRAM ASSETS_DIR WORK_DIR
set -euo pipefail
build_dir=$1 program=$2 assets=$3 work=$4
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
prefix=$work/prefix
rm -rf "$work" && mkdir -p "$work"

cmake --install "$build_dir" --prefix "$prefix" --component library >"$work/install.log"
libdir=$(dirname "$(find "$prefix" -name 'libeasylink.so.1' | head -n 1)")
for file in "$prefix/include/easylink/easylink.h" "$libdir/libeasylink.so" \
    "$libdir/pkgconfig/easylink.pc" "$libdir/cmake/easylink/easylinkConfig.cmake"; do
    [[ -e $file ]] || { echo "not installed: $file"; exit 1; }
done
# Nothing of the C++ core leaks into the install: one header, one library.
if find "$prefix/include" -name '*.hpp' | grep -q .; then
    echo "C++ headers were installed:"; find "$prefix/include" -name '*.hpp'; exit 1
fi

# pkg-config, the way a Makefile would.
export PKG_CONFIG_PATH=$libdir/pkgconfig
# shellcheck disable=SC2046
cc -std=c99 -pedantic -Wall -Wextra -Werror "$here/consumer/layout_to_stdout.c" \
    $(pkg-config --cflags --libs easylink) -Wl,-rpath,"$libdir" -o "$work/with-pkg-config"

# CMake, the way a CMake project would.
cmake -S "$here/consumer" -B "$work/consumer" -DCMAKE_PREFIX_PATH="$prefix" \
    -DCMAKE_BUILD_RPATH="$libdir" >"$work/consumer.log"
cmake --build "$work/consumer" >>"$work/consumer.log"

catalogue=$assets/catalogues/default.json
checks=0
# check GENERATOR SEED [PARAMS_JSON]
check() {
    local generator=$1 seed=$2 params=${3:-}
    local expected=$work/cli-$generator-$seed.json
    local args=(generate --generator "$generator" --catalogue "$catalogue" --seed "$seed" --out "$expected")
    if [[ -n $params ]]; then
        printf '%s' "$params" >"$work/params.json"
        args+=(--params "$work/params.json")
    fi
    "$program" "${args[@]}" >/dev/null
    for consumer in "$work/with-pkg-config" "$work/consumer/layout_to_stdout"; do
        "$consumer" "$catalogue" "$generator" "$seed" ${params:+"$params"} >"$work/got.json"
        if ! cmp -s "$expected" "$work/got.json"; then
            echo "$consumer: $generator seed $seed ${params:+params $params }differs from easylink generate"
            exit 1
        fi
        checks=$((checks + 1))
    done
}
check easylink 1
check easylink 42 '{"width": 64, "height": 48, "min_loops": 1}'
check cellular 3
check passages 7 '{"width": 60}'
check grid-graph 2

# A bad catalogue reaches the program as a located message, not a crash.
printf '{"modules": [' >"$work/broken.json"
if "$work/with-pkg-config" "$work/broken.json" easylink 1 2>"$work/err.txt"; then
    echo "a broken catalogue was accepted"; exit 1
fi
grep -q "broken.json" "$work/err.txt" || { echo "no located message:"; cat "$work/err.txt"; exit 1; }
echo "installed libeasylink: $checks layouts byte-identical to easylink generate (pkg-config and find_package)"
