# Shared by scripts/play and scripts/test: install what is missing, configure, build.
# Sourced, not run. Build directory: $ESCAQUE_BUILD_DIR (default: build/ in the repository).
set -euo pipefail

ESCAQUE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ESCAQUE_BUILD_DIR="${ESCAQUE_BUILD_DIR:-$ESCAQUE_ROOT/build}"

# Debian 12 packages the program needs to build and run.
ESCAQUE_BUILD_PACKAGES=(g++ cmake make pkg-config libncurses-dev libespeak-ng-dev espeak-ng-data
    libpcaudio-dev libfmt-dev libcli11-dev libtomlplusplus-dev libspeechd-dev)
# Extra packages the test suite uses: Catch2 v2, the reference engine, a terminal driver, sox,
# and the speech-dispatcher daemon (the speechd backend is tested against a private one).
ESCAQUE_TEST_PACKAGES=(catch2 stockfish tmux sox espeak-ng speech-dispatcher)

escaque_install_missing() {
    local missing=() pkg
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" ||
            missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ "$(id -u)" -eq 0 ]; then
        echo "escaque: installing ${missing[*]}"
        DEBIAN_FRONTEND=noninteractive apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    else
        echo "escaque: these Debian packages are missing. Install them as root with:" >&2
        echo "  apt-get install -y ${missing[*]}" >&2
        exit 1
    fi
}

escaque_build() {
    cmake -S "$ESCAQUE_ROOT" -B "$ESCAQUE_BUILD_DIR" -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
    cmake --build "$ESCAQUE_BUILD_DIR" -j "$(nproc)"
}
