#!/usr/bin/env bash
# eye.sh MAZE - the web page's first-person view and pinch zoom (eye.mjs)
# in a real browser, checked against the maze tool MAZE. The page is built
# into build/web of the source tree, as web.sh builds it. SHOT_DIR keeps
# the screenshots (the README's).
set -eu
MAZE=$(realpath "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$(dirname "$HERE")")
sh "$ROOT/web/build.sh" "$ROOT/build/web"
sh "$HERE/npm.sh"
node "$HERE/eye.mjs" "$ROOT/build/web/maze.html" "$MAZE" "${SHOT_DIR:-}"
