#!/usr/bin/env bash
# Installs the Debian 12 packages Easylink Studio builds and tests with, and
# nothing when they are all present (so it is safe to run before every build).
#
#   scripts/setup-debian.sh          build, editor and test dependencies (assimp
#                                    reads FBX room kits; Python
#                                    and Mono test the library's bindings; pip,
#                                    venv, setuptools and wheel install the
#                                    Python one offline in its test; Blender,
#                                    and node with npm for the Khronos glTF
#                                    validator, open the exported scenes)
#   scripts/setup-debian.sh --ci     also clang and its runtimes, for the sanitized
#                                    build and fuzzing, and
#                                    Tiled, whose tmxrasterizer checks the Tiled export
set -euo pipefail

packages=(
    build-essential cmake pkg-config
    python3-glad libimgui-dev libglfw3-dev libgl-dev libgl1-mesa-dri
    nlohmann-json3-dev libstb-dev libtinygltf-dev libassimp-dev
    libgtest-dev libbenchmark-dev universal-ctags
    xvfb xauth xdotool fonts-dejavu-core
    python3 python3-pip python3-venv python3-setuptools python3-wheel mono-mcs mono-runtime
    blender python3-numpy
)
# npm comes with Debian's package or with a node from elsewhere: only a
# machine without the command gets the package.
if ! command -v npm >/dev/null; then
    packages+=(npm)
fi
if [[ "${1:-}" == "--ci" ]]; then
    packages+=(clang libclang-rt-14-dev tiled)
elif [[ $# -gt 0 ]]; then
    echo "usage: $0 [--ci]" >&2
    exit 2
fi

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
if [[ ${#missing[@]} -eq 0 ]]; then
    exit 0
fi

echo "setup: installing ${missing[*]}" >&2
if [[ $(id -u) -eq 0 ]]; then
    as_root=()
elif command -v sudo >/dev/null; then
    as_root=(sudo)
else
    echo "setup: these packages are missing and this is not root: ${missing[*]}" >&2
    echo "setup: install them with apt-get as root, then run this again" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
