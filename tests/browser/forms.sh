#!/usr/bin/env bash
# forms.sh MAZE - the web page's algorithm menu and each generator's
# settings (forms.mjs) in a real browser, checked against the maze tool
# MAZE. The page is built into build/web as web.sh builds it.
set -eu
MAZE=$(realpath "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$(dirname "$HERE")")
sh "$ROOT/web/build.sh" "$ROOT/build/web"
sh "$HERE/npm.sh"
node "$HERE/forms.mjs" "$ROOT/build/web/maze.html" "$MAZE"
