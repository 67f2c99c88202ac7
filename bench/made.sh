#!/usr/bin/env bash
# made.sh [MAZE] [SIZES...] - how long and how much memory maze takes to
# write an STL solid, a plot SVG and G-code of an N x N maze (default
# sizes 100 and 300), with each file's size; fails when the 100 x 100
# STL takes 2 s or more, or 100 MB or more of memory. CPU seconds (user
# + system) are steadier than the wall clock on a shared machine.
set -eu
MAZE=$(realpath "${1:-build/maze}")
shift || true
SIZES=${*:-100 300}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"

# "WALL CPU KIB" of a command.
measure() {
    /usr/bin/time -f "%e %U %S %M" -o times "$@" 2>/dev/null
    awk '{ print $1, $2 + $3, $4 }' times
}

status=0
printf '%-9s %-6s %7s %7s %8s %9s\n' maze format "wall s" "cpu s" "peak MB" "file MB"
for n in $SIZES; do
    for f in stl plot gcode; do
        read -r wall cpu kib < <(measure "$MAZE" generate -W "$n" -H "$n" \
            -s 1 -f "$f" -o "out.$f")
        bytes=$(wc -c <"out.$f")
        awk -v n="$n" -v f="$f" -v w="$wall" -v c="$cpu" -v k="$kib" \
            -v b="$bytes" 'BEGIN { printf "%-9s %-6s %7.2f %7.2f %8.1f %9.1f\n",
            n "x" n, f, w, c, k / 1024, b / 1e6 }'
        if [ "$n" = 100 ] && [ "$f" = stl ] &&
            awk -v w="$wall" -v k="$kib" 'BEGIN { exit !(w >= 2 || k >= 102400) }'; then
            echo "made.sh: the 100x100 STL took ${wall} s and $((kib / 1024)) MB" >&2
            status=1
        fi
    done
done
exit $status
