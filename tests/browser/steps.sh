#!/usr/bin/env bash
# steps.sh [--record] MAZE - what each step of the HTML step player shows,
# compared with the pixels recorded in tests/golden/player-steps.txt: for
# each page below, the hash of the canvas's pixels at every step (stepped
# with the forward button in Debian's chromium, steps.mjs). A difference
# names the page and the steps that show another picture; exit status 1.
# --record rewrites the file from this run (for a change meant to alter
# what the player shows: its commit says why).
#
# The player's file itself may change (its drawing code), so the pages are
# compared by what they show, not by their bytes (tests/golden/run.sh
# checks those, tagged html).
set -eu
record=
[ "${1:-}" = --record ] && { record=1; shift; }
MAZE=$(realpath "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
EXPECTED=$(dirname "$HERE")/golden/player-steps.txt
sh "$HERE/npm.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# NAME EVERY ARGS: a page, its steps hashed when their number is a multiple
# of EVERY (and the last), made by maze generate ARGS --animate -f html.
pages=(
    "backtracker 1 -W 12 -H 8 -s 1"
    "division-levels 1 -a division -W 16 -H 10 -s 1 --solve"
    "prim-solved 1 -a prim -W 10 -H 8 -s 2 --solve"
    "hex-solved 1 --shape hex -W 8 -H 6 -s 1 --solve"
    "polar-division 1 -a division --shape polar -W 1 -H 6 -s 1 --solve"
    "polar-solved 1 --shape polar -H 5 -s 3 --solve"
    "weave-solved 1 -W 10 -H 8 -s 2 --weave 0.7 --solve"
    "kruskal-large 23 -a kruskal -W 40 -H 30 -s 5 --solve --steps-per-frame 3"
)
for entry in "${pages[@]}"; do
    read -r name every args <<<"$entry"
    # shellcheck disable=SC2086 # the arguments are words
    "$MAZE" generate $args --animate -f html -o "$work/$name.html" 2>/dev/null
    echo "== $name every $every: maze generate $args --animate -f html"
    node "$HERE/steps.mjs" "$work/$name.html" "$every"
done >"$work/got"

if [ -n "$record" ]; then
    {
        echo "# tests/golden/player-steps.txt - the HTML step player's canvas at"
        echo "# each step: the sha256 of its size and RGBA pixels, recorded by"
        echo "# tests/browser/steps.sh --record (see there)."
        cat "$work/got"
    } >"$EXPECTED"
    echo "player steps: recorded $(grep -c '^== ' "$work/got") pages in $EXPECTED"
    exit 0
fi
# Page by page: the steps whose pictures differ.
differ=0
for entry in "${pages[@]}"; do
    read -r name _ <<<"$entry"
    block() { awk -v n="$name" '/^== / { on = ($2 == n) } on' "$1"; }
    if ! cmp -s <(block "$EXPECTED") <(block "$work/got"); then
        differ=$((differ + 1))
        echo "DIFFERS: page $name"
        # Step by step: the first ten that differ, expected and got.
        awk 'FNR == 1 { f++ }
             f == 1 { want[$1] = $0; order[++n] = $1; next }
             { got[$1] = $0; if (!($1 in want)) order[++n] = $1 }
             function rest(a, k) {
                 return (k in a) ? substr(a[k], length(k) + 2) : "(none)"
             }
             END {
                 for (i = 1; i <= n; i++) {
                     k = order[i]
                     if (want[k] == got[k]) continue
                     label = k == "steps" ? "steps and size" : "step " k
                     if (++bad <= 10)
                         printf "    %s: expected %s\n    %*s     got %s\n", label,
                             rest(want, k), length(label), "", rest(got, k)
                 }
                 printf "    %d of %d lines differ\n", bad, n
             }' <(block "$EXPECTED") <(block "$work/got")
    fi
done
pages_n=${#pages[@]}
steps_n=$(grep -c '^[0-9]' "$work/got")
echo "player steps: $pages_n pages, $steps_n steps compared, $differ pages differ"
[ "$differ" = 0 ]
