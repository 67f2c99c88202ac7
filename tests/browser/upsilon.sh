#!/usr/bin/env bash
# upsilon.sh MAZE - the web page plays an upsilon maze with the keys
# (upsilon.mjs) in a real browser, checked against the maze tool MAZE. The
# page is built into build/web of the source tree, as web.sh builds it.
# SHOT keeps the screenshot.
set -eu
. "$(dirname "$0")/page.sh"
node "$HERE/upsilon.mjs" "$PAGE" "$MAZE" "${SHOT:-}"
