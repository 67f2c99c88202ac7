#!/bin/sh
# demo.sh MAZE - what `make demo` shows: a maze being made, then solved.
set -eu
MAZE=$1
if [ -t 1 ]; then
    # On a terminal: the backtracker carving it, redrawn in place, then the
    # shortest route.
    "$MAZE" generate -W 40 -H 15 --animate --solve --delay 20
else
    "$MAZE" generate -W 40 -H 15 --solve
fi
echo
echo "That was: build/maze generate -W 40 -H 15 --animate --solve"
echo "Made again with the seed above: build/maze generate -W 40 -H 15 -s SEED --solve"
echo "Next: doc/README.md (the manual) shows the algorithms (build/maze list), pictures"
echo "(-o maze.png, maze.pdf, maze.svg), round, hexagonal and triangular mazes"
echo "(--shape polar|hex|triangle -o maze.png), animations (-f gif --animate,"
echo "-f html --animate), the game (build/maze play) and 'make check' to run the"
echo "tests."
