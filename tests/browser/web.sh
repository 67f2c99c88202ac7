#!/usr/bin/env bash
# web.sh MAZE - the web page (make web) in a real browser, checked against
# the maze tool MAZE. The page is built into build/web of the source tree,
# as make web builds it, and rebuilt only when a source is newer, so the
# two runs of make check share one build.
set -eu
. "$(dirname "$0")/page.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
node "$HERE/web.mjs" "$PAGE" "$MAZE" "${SHOT:-$work/web.png}"
