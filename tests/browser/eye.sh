#!/usr/bin/env bash
# eye.sh MAZE - the web page's first-person view and pinch zoom (eye.mjs)
# in a real browser, checked against the maze tool MAZE. The page is built
# into build/web of the source tree, as web.sh builds it. SHOT_DIR keeps
# the screenshots (the README's).
set -eu
. "$(dirname "$0")/page.sh"
node "$HERE/eye.mjs" "$PAGE" "$MAZE" "${SHOT_DIR:-}"
