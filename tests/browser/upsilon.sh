#!/usr/bin/env bash
# upsilon.sh MAZE - the web page plays an upsilon maze with the keys
# (upsilon.mjs) in a real browser, checked against the maze tool MAZE. The
# page is built into build/web of the source tree, as web.sh builds it.
# SHOT keeps the screenshot.
set -eu
MAZE=$(realpath "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$(dirname "$HERE")")
sh "$ROOT/web/build.sh" "$ROOT/build/web"
sh "$HERE/npm.sh"
node "$HERE/upsilon.mjs" "$ROOT/build/web/maze.html" "$MAZE" "${SHOT:-}"
