#!/usr/bin/env bash
# dataset.sh [N] - solved 10x10 mazes as JSON lines: maze with 1 job and
# with every core, against the common numpy way (bench/dataset_numpy.py,
# on N/50 mazes, one at a time, with Debian's python3 and python3-numpy).
# Prints the time per maze of each.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
maze=${MAZE:-$here/../build/maze}
n=${1:-100000}
cores=$(nproc)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
per_maze() { awk -v s="$1" -v n="$2" 'BEGIN {printf "%.2f", s / n * 1e6}'; }
run() {
    local start end
    start=$(date +%s.%N)
    "$maze" generate --count "$n" -W 10 -H 10 -s 1 --solve -f jsonl --jobs "$1" \
        -o "$tmp/set$1.jsonl" 2>/dev/null
    end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" 'BEGIN {printf "%.3f", b - a}'
}
one=$(run 1)
all=$(run "$cores")
cmp -s "$tmp/set1.jsonl" "$tmp/set$cores.jsonl" || { echo "dataset.sh: outputs differ" >&2; exit 1; }
echo "maze, 1 job:      $n mazes in $one s, $(per_maze "$one" "$n") us a maze"
echo "maze, $cores jobs:     $n mazes in $all s, $(per_maze "$all" "$n") us a maze (speed-up $(awk -v a="$one" -v b="$all" 'BEGIN {printf "%.2f", a / b}'))"
small=$((n / 50))
${PYTHON:-/usr/bin/python3} "$here/dataset_numpy.py" "$small" >/dev/null 2>"$tmp/py.txt" || { cat "$tmp/py.txt" >&2; exit 1; }
cat "$tmp/py.txt"
