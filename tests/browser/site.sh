#!/usr/bin/env bash
# site.sh MAZE - the page as make web builds it to be served
# (build/web/site: its engine a .wasm file beside it), from a server of
# site.mjs's own, checked against the maze tool MAZE.
set -eu
. "$(dirname "$0")/page.sh"
node "$HERE/site.mjs" "$ROOT/build/web/site" "$MAZE"
