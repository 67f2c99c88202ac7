#!/usr/bin/env bash
# same-outputs.sh MAZE [OUT] - a wide sample of what MAZE writes, one line
# per output: its name and sha256. Every generator on every shape it
# takes, with and without a mask and braiding; every solver; every
# format, still and animated; stats, streaming and batches. Run it with
# two builds and diff the lists: a change of layout must leave them equal.
#   scripts/same-outputs.sh build/maze > /tmp/after.txt
# or, from the top of a checkout, against an older commit built apart:
#   scripts/same-outputs.sh --against REV [build/maze]
set -eu
if [ "${1:-}" = --against ]; then
    rev=${2:?usage: same-outputs.sh --against REV [MAZE]}
    now=$(realpath "${3:-build/maze}")
    old=$(mktemp -d)
    trap 'git worktree remove --force "$old" >/dev/null 2>&1 || rm -rf "$old"' EXIT
    git worktree add -q --detach "$old" "$rev"
    cmake -S "$old" -B "$old/build" -DCMAKE_BUILD_TYPE=Release >/dev/null
    cmake --build "$old/build" -j"$(nproc)" --target maze-tool >/dev/null
    "$0" "$old/build/maze" >"$old/before.txt" 2>/dev/null
    "$0" "$now" >"$old/after.txt" 2>/dev/null
    if diff "$old/before.txt" "$old/after.txt"; then
        echo "same outputs: $(wc -l <"$old/after.txt") of them ($(grep -c 'status=0' "$old/after.txt") made, the rest refused alike) at $rev and now"
    else
        exit 1
    fi
    exit 0
fi
maze=$(realpath "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
printf '..........\n..XX......\n..XX..X...\n......X...\n..........\n' > mask.txt

# name command... : runs the command with its standard output to a file
# (or the -o file it names) and prints the name and the hash of what it
# wrote, with its exit status, so failures are compared too.
emit() {
    local name=$1; shift
    local status=0
    "$@" > out 2> err || status=$?
    # A PDF says when it was made: that line is left out.
    local sum
    sum=$(LC_ALL=C grep -av '/CreationDate' out | sha256sum | cut -c1-16)
    echo "$name status=$status $sum err=$(sha256sum < err | cut -c1-8)"
}

gens=$("$maze" list 2>/dev/null | awk '/^generators/ {on=1; next} /^solvers/ {on=0} on && /^  [a-z]/ {print $1}')
solvers=$("$maze" list 2>/dev/null | awk '/^solvers/ {on=1; next} /^formats/ {on=0} on && /^  [a-z]/ {print $1}')
for a in $gens; do
    for shape in rect hex triangle polar; do
        for size in "1 1" "2 3" "13 7" "40 25"; do
            set -- $size
            emit "gen $a $shape ${1}x$2" "$maze" generate -a "$a" --shape "$shape" -W "$1" -H "$2" -s 7 -f json
        done
    done
    emit "gen $a mask" "$maze" generate -a "$a" --mask mask.txt -s 3 -f json
    emit "gen $a braid" "$maze" generate -a "$a" -W 21 -H 13 -s 11 -b 0.5 -f text
    emit "gen $a farthest" "$maze" generate -a "$a" -W 21 -H 13 -s 12 --ends farthest --solve -f text
    for f in text unicode png svg pdf gif json; do
        emit "gen $a $f" "$maze" generate -a "$a" -W 12 -H 8 -s 5 --solve -f "$f"
    done
    for f in gif html; do
        emit "gen $a $f animate" "$maze" generate -a "$a" -W 9 -H 6 -s 5 --solve --animate -f "$f"
    done
done
for shape in rect hex triangle polar; do
    for f in png svg pdf gif json unicode text; do
        emit "shape $shape $f" "$maze" generate --shape "$shape" -W 9 -H 7 -s 9 --solve -f "$f"
    done
done
"$maze" generate -W 31 -H 17 -s 21 -b 0.3 -f text > braided.txt
"$maze" generate -W 31 -H 17 -s 22 -f json > perfect.json
for s in $solvers; do
    emit "solve $s braided" "$maze" solve --solver "$s" braided.txt
    emit "solve $s perfect" "$maze" solve --solver "$s" -f json perfect.json
    emit "solve $s animate" "$maze" solve --solver "$s" --animate -f html perfect.json
done
emit "solve from" "$maze" solve --from 3,4 braided.txt
emit "stats" "$maze" stats braided.txt
emit "stats samples" "$maze" stats -a prim -W 15 -H 15 --samples 20 -s 1
for a in eller sidewinder binary-tree; do
    emit "rows $a" "$maze" generate -a "$a" -W 30 --rows 50 -s 4
done
emit "bias" "$maze" generate -a binary-tree --bias SE -W 10 -H 10 -s 4
emit "pick mix" "$maze" generate -a growing-tree --pick mix:0.3 -W 20 -H 20 -s 4
emit "hardest" "$maze" generate --pick-hardest 5 -W 15 -H 15 -s 4 --jobs 1
emit "jsonl" "$maze" generate --count 20 -f jsonl -W 6 -H 5 -s 4 --solve --jobs 1
emit "division levels gif" "$maze" generate -a division -W 20 -H 12 -s 4 --animate -f gif
emit "pdf page" "$maze" generate -W 20 -H 20 -s 4 --solve --page a4 -f pdf
emit "pdf batch" sh -c "'$maze' generate --count 3 -W 8 -H 8 -s 4 --solve -f pdf -o b/ --jobs 1 >/dev/null && cat b/mazes.pdf"
emit "png batch" sh -c "'$maze' generate --count 3 -W 8 -H 8 -s 4 --solve -f png -o c/ --jobs 1 >/dev/null && cat c/index.csv c/*.png"
emit "cell wall colours" "$maze" generate -W 8 -H 8 -s 4 --cell 9 --wall 3 --margin 0 --fg '#123456' --bg '#fedcba' --route-color '#00ff00' --solve -f png
emit "stream png" "$maze" generate -W 300 -H 300 -s 4 --stream -f png
"$maze" generate -W 25 -H 25 -s 4 -f png --cell 6 -o pic.png
emit "picture solve" "$maze" solve -f text pic.png
emit "bad option" "$maze" generate --nope
emit "bad file" "$maze" solve /nonexistent
