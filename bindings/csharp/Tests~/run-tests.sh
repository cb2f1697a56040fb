#!/usr/bin/env bash
# Builds the C# binding's test with mcs and runs it with mono against a built
# libeasylink; the exit status is the test's.
#
#   run-tests.sh LIBRARY CLI ASSETS WORKDIR
#
#   LIBRARY  the built libeasylink.so (given to the binding as EASYLINK_LIBRARY)
#   CLI      the built easylink program, whose layout files are the reference
#   ASSETS   the assets folder (assets/catalogues/default.json)
#   WORKDIR  where the test program and its scratch files go
set -euo pipefail

if [[ $# -ne 4 ]]; then
    echo "usage: $0 LIBRARY CLI ASSETS WORKDIR" >&2
    exit 2
fi

for tool in mcs mono; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "run-tests.sh: '$tool' not found; the C# binding's test needs Mono" \
             "(Debian/Ubuntu: apt-get install mono-mcs mono-runtime; the setup script installs them)" >&2
        exit 1
    fi
done

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
library="$(realpath "$1")"
cli="$(realpath "$2")"
assets="$(realpath "$3")"
workdir="$4"

mkdir -p "$workdir"
workdir="$(realpath "$workdir")"

package="$(dirname "$here")"
# The Level Builder sample compiles against UnityEngineStub.cs, which stands
# in for the UnityEngine types it uses, and the test runs its mapping.
mcs -nologo -warnaserror -out:"$workdir/BindingTests.exe" -recurse:"$package/Runtime/*.cs" \
    "$package"/Samples~/LevelBuilder/*.cs "$here"/*.cs

EASYLINK_LIBRARY="$library" EASYLINK_CLI="$cli" EASYLINK_ASSETS="$assets" \
    exec mono --debug "$workdir/BindingTests.exe" "$workdir/scratch"
