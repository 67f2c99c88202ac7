#!/usr/bin/env bash
# analysis.sh MAZE - the web page's toggles for every shortest route, the
# bottlenecks and the distance map (analysis.mjs, in Debian's chromium),
# checked against the maze tool MAZE's PNG of the same maze: the page is
# built into build/web as web.sh builds it.
set -eu
. "$(dirname "$0")/page.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
node "$HERE/analysis.mjs" "$PAGE" "$MAZE" "${SHOT:-$work/analysis.png}"
