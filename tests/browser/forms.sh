#!/usr/bin/env bash
# forms.sh MAZE - the web page's algorithm menu and each generator's
# settings (forms.mjs) in a real browser, checked against the maze tool
# MAZE. The page is built into build/web as web.sh builds it.
set -eu
. "$(dirname "$0")/page.sh"
node "$HERE/forms.mjs" "$PAGE" "$MAZE"
