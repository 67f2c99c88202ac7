#!/usr/bin/env bash
# run.sh MAZE - the HTML player in a real browser (Debian's chromium,
# driven by playwright-core from npm, installed here on first use).
set -eu
MAZE=$(realpath "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
if [ ! -d "$HERE/node_modules/playwright-core" ]; then
    echo "installing playwright-core from npm into tests/browser/node_modules"
    (cd "$HERE" && npm install --no-audit --no-fund --loglevel=error)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$MAZE" generate -W 30 -H 20 -s 1 --solve -f html --animate -o "$work/player.html" 2>/dev/null
"$MAZE" generate -W 30 -H 20 -s 1 --solve -f json -o "$work/player.json" 2>/dev/null
shot=${SHOT:-$work/player.png}
node "$HERE/player.mjs" "$work/player.html" "$shot" "$work/player.json"
# The other shapes draw from outlines the page carries: the same checks.
for shape in hex triangle polar; do
    "$MAZE" generate --shape "$shape" -W 12 -H 8 -s 1 --solve -f html --animate \
        -o "$work/$shape.html" 2>/dev/null
    node "$HERE/player.mjs" "$work/$shape.html" "${SHOT_DIR:-$work}/$shape.png"
done
