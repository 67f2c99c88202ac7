#!/bin/sh
# demo.sh MAZE - what `make demo` shows: a maze made, then solved.
set -eu
MAZE=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "== maze generate -W 40 -H 15    (the recursive backtracker, a random seed)"
"$MAZE" generate -W 40 -H 15 -f text -o "$tmp/maze.txt" 2>"$tmp/seed"
seed=$(sed -n 's/^seed: //p' "$tmp/seed")
"$MAZE" generate -W 40 -H 15 -s "$seed"
echo
echo "== maze solve maze.txt          (breadth-first search: the shortest route)"
"$MAZE" solve "$tmp/maze.txt"
echo
echo "Made again with: build/maze generate -W 40 -H 15 -s $seed --solve"
echo "Next: README.md shows the algorithms (build/maze list), braiding"
echo "(-b 0.5), the text format, and 'make check' to run the tests."
