#!/usr/bin/env bash
# difficulty.sh [N] [SIZE...] - the calibration of the difficulty scale
# (doc/solving.md, "Made to a difficulty"): N mazes (default 2000, seeds 1..N) of
# every generator on every shape it makes, at each SIZE (default 20x10,
# the tool's default, and 10x10 and 40x20), measured with
# maze_measure_difficulty(); one row each with the score's 5th, 25th,
# 50th, 75th and 95th percentiles, the route's and the dead ends' 5th,
# 50th and 95th, and the share of mazes each word (easy, medium, hard)
# takes. The same table every run. Built against build/libmaze.so (make
# first).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(dirname "$here")
n=${1:-2000}
[ $# -gt 0 ] && shift
sizes=${*:-20x10 10x10 40x20}
lib=$top/build/libmaze.so
[ -f "$lib" ] || { echo "difficulty.sh: build the library first (make)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O2 -I "$top/include" "$here/difficulty.c" "$lib" -Wl,-rpath,"$top/build" \
    -o "$work/difficulty"
for size in $sizes; do
    "$work/difficulty" "$n" "${size%x*}" "${size#*x}"
done
