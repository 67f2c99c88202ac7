#!/usr/bin/env bash
# compare.sh [--big] [REPEAT] - maze bench against the plain reference
# programs of ../shared/bench-limit/, measured in the same run and in
# interleaved rounds: at each size, every round runs each pair once, maze
# and reference in turns, the one first in odd rounds second in even ones
# (these machines are noisy and drift over minutes, and a run is slower
# right after one that freed much memory, so only the ratio means much).
# Each side is timed by the CPU time its process took (user and system,
# allocation and page faults included), since on a shared machine a run's
# wall time is mostly its waits for a core: maze through bench/gentime.c
# (maze_new and maze_generate, as `maze bench` times them), the references
# rebuilt on that clock; CLOCK=wall times both by the wall clock instead.
# Prints the load, then a Markdown table: the median ns per cell of each
# over REPEAT rounds (default 5), their ratio (below 1: maze is faster),
# and maze's peak bytes per cell; then, per size, binary-tree beside a
# plain memset of the same W*H bytes (bench/memset.c, on the memory
# maze_new() gives), timed in the same rounds.
#
# Sizes 1000x1000, 2000x2000, 4000x4000 and 10000x10000 (2000x2000 for
# binary-tree's and sidewinder's goal there); --big adds 31623x31623 (a
# billion cells: about 1 GB a side, one program at a time, so 1.5 GB free)
# for the pairs of BIG_PAIRS, by default those whose reference keeps to a
# byte or two a cell and finishes in a minute (kruskal's takes 13 GB and
# prim's over two minutes there).
#   SIZES="2000 10000" PAIRS="sidewinder:sidewinder binary-tree:bintree" \
#       bench/compare.sh 7
# times only those pairs (maze's name:the reference's) at those sizes.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(dirname "$here")
big=0
if [ "${1:-}" = --big ]; then
    big=1
    shift
fi
repeat=${1:-5}
limit=${LIMIT_DIR:-$top/../shared/bench-limit}
maze=${MAZE:-$top/build/maze}
pairs=${PAIRS:-backtracker:dfs prim:prim kruskal:kruskal sidewinder:sidewinder binary-tree:bintree}
clock=${CLOCK:-cpu}
big_pairs=${BIG_PAIRS:-backtracker:dfs sidewinder:sidewinder binary-tree:bintree}
sizes=${SIZES:-1000 2000 4000 10000}
case " $sizes " in
*" 31623 "*) ;;
*) [ "$big" = 1 ] && sizes="$sizes 31623" ;;
esac
case $clock in
cpu | wall) ;;
*) echo "compare.sh: CLOCK is cpu or wall, not '$clock'" >&2; exit 2 ;;
esac
case $repeat in
'' | *[!0-9]*) echo "usage: compare.sh [--big] [REPEAT]" >&2; exit 2 ;;
esac
[ -x "$maze" ] || { echo "compare.sh: build maze first (make)" >&2; exit 1; }
[ -d "$limit" ] || { echo "compare.sh: no reference programs in $limit" >&2; exit 1; }
if [ "$big" = 1 ]; then
    free_kib=$(awk '/MemAvailable/ {print $2}' /proc/meminfo)
    if [ "$free_kib" -lt $((1536 * 1024)) ]; then
        echo "compare.sh: --big needs 1.5 GB free, $((free_kib / 1024)) MB is" >&2
        exit 1
    fi
fi
# The reference folder may be read-only: build a copy.
work=$top/build/bench-limit
rm -rf "$work"
cp -r "$limit" "$work"
chmod -R u+w "$work"
[ "$clock" = cpu ] && sed -i 's/CLOCK_MONOTONIC/CLOCK_PROCESS_CPUTIME_ID/' "$work/common.h"
make -s -C "$work" >/dev/null
lib=$(dirname "$maze")/libmaze.a
for tool in memset gentime; do
    cc -O2 -I "$top/include" "$here/$tool.c" "$lib" -o "$work/$tool" -lm -lpthread
done

# One run of a reference program (or of memset): its ns per cell.
reference() {
    "$work/$1" "$2" "$2" 1 $([ "$1" = memset ] && [ "$clock" = wall ] && echo wall) 2>&1 >/dev/null |
        sed -n 's/.*ns_per_cell=\([0-9.]*\).*/\1/p' | head -1
}

# One run of maze: its ns per cell and peak bytes per cell.
ours() {
    "$work/gentime" "$1" "$2" "$2" 1 "$clock" 2>&1 |
        sed -n 's/.*ns_per_cell=\([0-9.]*\) bytes_per_cell=\([0-9.]*\).*/\1 \2/p'
}

median() {
    sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'
}

load() {
    cut -d' ' -f1-3 /proc/loadavg
}

# The command as run, with the settings given in the environment, so that
# a table says what it measured.
command=
for var in PAIRS SIZES BIG_PAIRS CLOCK; do
    if [ -n "${!var:-}" ]; then
        command="$command$var=\"${!var}\" "
    fi
done
if [ "$big" = 1 ]; then
    command="${command}bench/compare.sh --big $repeat"
else
    command="${command}bench/compare.sh $repeat"
fi
echo "Machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(uname -m), $(date -u +%Y-%m-%d), load average $(load) at the start (\`$command\`, $repeat rounds, $clock time)"
echo
echo "| algorithm | reference | size | maze ns/cell | reference ns/cell | ratio | maze bytes/cell |"
echo "| --- | --- | --- | ---: | ---: | ---: | ---: |"
notes=
for size in $sizes; do
    these=$pairs
    [ "$size" = 31623 ] && these=$big_pairs
    for pair in $these; do
        : >"$work/$pair.ours" >"$work/$pair.theirs" >"$work/$pair.bytes"
    done
    : >"$work/memset.ns"
    for round in $(seq "$repeat"); do
        for pair in $these; do
            mine=${pair%%:*}
            theirs=${pair#*:}
            if [ $((round % 2)) = 1 ]; then
                row=$(ours "$mine" "$size")
                reference "$theirs" "$size" >>"$work/$pair.theirs"
            else
                reference "$theirs" "$size" >>"$work/$pair.theirs"
                row=$(ours "$mine" "$size")
            fi
            echo "${row% *}" >>"$work/$pair.ours"
            echo "${row#* }" >>"$work/$pair.bytes"
            [ "$mine" = binary-tree ] && reference memset "$size" >>"$work/memset.ns"
        done
    done
    for pair in $these; do
        mine=${pair%%:*}
        theirs=${pair#*:}
        ns=$(median <"$work/$pair.ours")
        ref=$(median <"$work/$pair.theirs")
        bytes=$(sort -n "$work/$pair.bytes" | tail -1)
        ratio=$(awk -v a="$ns" -v b="$ref" 'BEGIN {printf "%.2f", a / b}')
        echo "| $mine | $theirs | ${size}x$size | $ns | $ref | $ratio | $bytes |"
        if [ "$mine" = binary-tree ]; then
            floor=$(median <"$work/memset.ns")
            notes="$notes
- binary-tree ${size}x$size: $ns ns/cell; memset of the same $((size * size)) bytes (maze_new's memory, allocation included): $floor ns/byte; binary-tree / memset = $(awk -v a="$ns" -v b="$floor" 'BEGIN {printf "%.2f", a / b}')"
        fi
    done
    notes="$notes
- load average $(load) after ${size}x$size"
done
echo "$notes"
