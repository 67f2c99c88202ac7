#!/usr/bin/env bash
# run.sh MAZE - the HTML player in a real browser (Debian's chromium,
# driven by playwright-core from npm, installed here on first use).
set -eu
MAZE=$(realpath "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
sh "$HERE/npm.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$MAZE" generate -W 30 -H 20 -s 1 --solve -f html --animate -o "$work/player.html" 2>/dev/null
"$MAZE" generate -W 30 -H 20 -s 1 --solve -f json -o "$work/player.json" 2>/dev/null
shot=${SHOT:-$work/player.png}
node "$HERE/player.mjs" "$work/player.html" "$shot" "$work/player.json"
# One cell wide: every passage runs north-south (a step of the width, not
# of one cell).
"$MAZE" generate -W 1 -H 40 -s 1 --solve -f html --animate -o "$work/narrow.html" 2>/dev/null
"$MAZE" generate -W 1 -H 40 -s 1 --solve -f json -o "$work/narrow.json" 2>/dev/null
node "$HERE/player.mjs" "$work/narrow.html" "${SHOT_DIR:-$work}/narrow.png" "$work/narrow.json"
# A weave maze: its bridges on the last step, and every other check.
"$MAZE" generate -W 30 -H 20 -s 2 --weave 0.7 --solve -f html --animate -o "$work/weave.html" 2>/dev/null
"$MAZE" generate -W 30 -H 20 -s 2 --weave 0.7 --solve -f json -o "$work/weave.json" 2>/dev/null
node "$HERE/player.mjs" "$work/weave.html" "${SHOT_DIR:-$work}/weave.png" "$work/weave.json"
# The other shapes draw from outlines the page carries: the same checks.
for shape in hex triangle polar upsilon; do
    "$MAZE" generate --shape "$shape" -W 12 -H 8 -s 1 --solve -f html --animate \
        -o "$work/$shape.html" 2>/dev/null
    node "$HERE/player.mjs" "$work/$shape.html" "${SHOT_DIR:-$work}/$shape.png"
done
# Division steps a level at a time by default, on rectangles and polar
# grids: the same checks.
"$MAZE" generate -a division -W 30 -H 20 -s 1 --solve -f html --animate \
    -o "$work/division.html" 2>/dev/null
node "$HERE/player.mjs" "$work/division.html" "${SHOT_DIR:-$work}/division.png"
"$MAZE" generate -a division --shape polar -W 1 -H 8 -s 1 --solve -f html \
    --animate -o "$work/polar-division.html" 2>/dev/null
node "$HERE/player.mjs" "$work/polar-division.html" \
    "${SHOT_DIR:-$work}/polar-division.png"
# The counter follows --steps-per-frame: K events a step (the backtracker
# has no step 0 to skip), and division's default is a step per level.
"$MAZE" generate -W 30 -H 20 -s 1 --solve -f html --animate --steps-per-frame 7 \
    -o "$work/seven.html" 2>/dev/null
"$MAZE" generate -a division -W 30 -H 20 -s 1 --solve -f html --animate \
    --steps-per-frame 1 -o "$work/division-1.html" 2>/dev/null
read -r -d '' one seven level events < <(node "$HERE/counter.mjs" \
    "$work/player.html" "$work/seven.html" "$work/division.html" \
    "$work/division-1.html") || true
echo "steps: $one by event, $seven by 7 events; division $level by level, $events by event"
[ "$seven" -eq $(((one + 6) / 7)) ] || { echo "FAIL --steps-per-frame 7: $seven steps"; exit 1; }
[ "$level" -lt "$events" ] || { echo "FAIL division by level: $level steps"; exit 1; }
