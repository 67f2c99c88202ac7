#!/usr/bin/env bash
# compare.sh [SIZE] [REPEAT] - maze bench against the plain reference
# programs of ../shared/bench-limit/, measured in the same run (these
# machines are noisy, so only the ratio means much). Prints a Markdown
# table: ns per cell of each, their ratio (below 1: maze is faster), and
# maze's peak bytes per cell.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(dirname "$here")
size=${1:-4000}
repeat=${2:-3}
limit=${LIMIT_DIR:-$top/../shared/bench-limit}
maze=${MAZE:-$top/build/maze}
[ -x "$maze" ] || { echo "compare.sh: build maze first (make)" >&2; exit 1; }
[ -d "$limit" ] || { echo "compare.sh: no reference programs in $limit" >&2; exit 1; }
# The reference folder may be read-only: build a copy.
work=$top/build/bench-limit
rm -rf "$work"
cp -r "$limit" "$work"
chmod -R u+w "$work"
make -s -C "$work" >/dev/null

# The reference's median ns/cell over REPEAT runs.
reference() {
    for i in $(seq "$repeat"); do
        "$work/$1" "$size" "$size" 1 2>&1 >/dev/null | sed -n 's/.*ns_per_cell=\([0-9.]*\).*/\1/p' | head -1
    done | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}

echo "Machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(uname -m), $(date -u +%Y-%m-%d)"
echo
echo "| algorithm | reference | size | maze ns/cell | reference ns/cell | ratio | maze bytes/cell |"
echo "| --- | --- | --- | ---: | ---: | ---: | ---: |"
for pair in backtracker:dfs prim:prim kruskal:kruskal sidewinder:sidewinder binary-tree:bintree; do
    ours=${pair%%:*}
    theirs=${pair#*:}
    row=$("$maze" bench -a "$ours" -W "$size" -H "$size" --repeat "$repeat" | tail -1)
    ns=$(echo "$row" | awk '{print $3}')
    bytes=$(echo "$row" | awk '{print $5}')
    ref=$(reference "$theirs")
    ratio=$(awk -v a="$ns" -v b="$ref" 'BEGIN {printf "%.2f", a / b}')
    echo "| $ours | $theirs | ${size}x$size | $ns | $ref | $ratio | $bytes |"
done
