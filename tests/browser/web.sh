#!/usr/bin/env bash
# web.sh MAZE - the web page (make web) in a real browser, checked against
# the maze tool MAZE. The page is built into build/web of the source tree,
# as make web builds it, and rebuilt only when a source is newer, so the
# two runs of make check share one build.
set -eu
MAZE=$(realpath "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$(dirname "$HERE")")
sh "$ROOT/web/build.sh" "$ROOT/build/web"
sh "$HERE/npm.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
node "$HERE/web.mjs" "$ROOT/build/web/maze.html" "$MAZE" "${SHOT:-$work/web.png}"
