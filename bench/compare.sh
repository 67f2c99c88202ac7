#!/usr/bin/env bash
# compare.sh [SIZE] [REPEAT] - maze bench against the plain reference
# programs of ../shared/bench-limit/, measured in the same run and in turns
# (maze, reference, maze, reference, ...: these machines are noisy and
# drift over minutes, so only the ratio means much). Prints a Markdown
# table: the median ns per cell of each over REPEAT runs, their ratio
# (below 1: maze is faster), and maze's peak bytes per cell; then
# binary-tree beside a plain memset of the same W*H bytes (bench/memset.c,
# on the memory maze_new() gives), timed in the same turns.
#   PAIRS="sidewinder:sidewinder binary-tree:bintree" bench/compare.sh 10000 7
# times only those pairs (maze's name:the reference's).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(dirname "$here")
size=${1:-4000}
repeat=${2:-3}
limit=${LIMIT_DIR:-$top/../shared/bench-limit}
maze=${MAZE:-$top/build/maze}
pairs=${PAIRS:-backtracker:dfs prim:prim kruskal:kruskal sidewinder:sidewinder binary-tree:bintree}
[ -x "$maze" ] || { echo "compare.sh: build maze first (make)" >&2; exit 1; }
[ -d "$limit" ] || { echo "compare.sh: no reference programs in $limit" >&2; exit 1; }
# The reference folder may be read-only: build a copy.
work=$top/build/bench-limit
rm -rf "$work"
cp -r "$limit" "$work"
chmod -R u+w "$work"
make -s -C "$work" >/dev/null
lib=$(dirname "$maze")/libmaze.a
cc -O2 -I "$top/include" "$here/memset.c" "$lib" -o "$work/memset" -lm -lpthread

# One run of a reference program (or of memset): its ns per cell.
reference() {
    "$work/$1" "$size" "$size" 1 2>&1 >/dev/null | sed -n 's/.*ns_per_cell=\([0-9.]*\).*/\1/p' | head -1
}

median() {
    sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'
}

echo "Machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(uname -m), $(date -u +%Y-%m-%d), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| algorithm | reference | size | maze ns/cell | reference ns/cell | ratio | maze bytes/cell |"
echo "| --- | --- | --- | ---: | ---: | ---: | ---: |"
memset_line=
for pair in $pairs; do
    ours=${pair%%:*}
    theirs=${pair#*:}
    : >"$work/ours" >"$work/theirs" >"$work/bytes" >"$work/memset.ns"
    for _ in $(seq "$repeat"); do
        row=$("$maze" bench -a "$ours" -W "$size" -H "$size" --repeat 1 | tail -1)
        echo "$row" | awk '{print $3}' >>"$work/ours"
        echo "$row" | awk '{print $5}' >>"$work/bytes"
        reference "$theirs" >>"$work/theirs"
        [ "$ours" = binary-tree ] && reference memset >>"$work/memset.ns"
    done
    ns=$(median <"$work/ours")
    ref=$(median <"$work/theirs")
    bytes=$(sort -n "$work/bytes" | tail -1)
    ratio=$(awk -v a="$ns" -v b="$ref" 'BEGIN {printf "%.2f", a / b}')
    echo "| $ours | $theirs | ${size}x$size | $ns | $ref | $ratio | $bytes |"
    if [ "$ours" = binary-tree ]; then
        floor=$(median <"$work/memset.ns")
        memset_line="binary-tree ${size}x$size: $ns ns/cell; memset of the same $((size * size)) bytes (maze_new's memory, allocation included): $floor ns/byte; binary-tree / memset = $(awk -v a="$ns" -v b="$floor" 'BEGIN {printf "%.2f", a / b}') (medians of $repeat turns)"
    fi
done
if [ -n "$memset_line" ]; then
    echo
    echo "$memset_line"
fi
