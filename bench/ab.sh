#!/usr/bin/env bash
# ab.sh MAZE_A MAZE_B ALGORITHM SIZE [RUNS] - two builds of maze timed in
# turns (A, B, A, B, ...) on a SIZE x SIZE maze, RUNS runs each (default
# 5), printing each one's fastest and median ns/cell. These machines drift
# by 10-20% over minutes, so two versions are only compared fairly side by
# side: copy build/maze away before a change, rebuild, and run
#   bench/ab.sh /tmp/maze-before build/maze kruskal 4000
set -eu
[ $# -ge 4 ] || { echo "usage: ab.sh MAZE_A MAZE_B ALGORITHM SIZE [RUNS]" >&2; exit 2; }
a=$1 b=$2 algorithm=$3 size=$4 runs=${5:-5}
once() {
    "$1" bench -a "$algorithm" -W "$size" -H "$size" --repeat 1 | tail -1 | awk '{print $3}'
}
for _ in $(seq "$runs"); do
    echo "A $(once "$a")"
    echo "B $(once "$b")"
done | sort -k1,1 -k2,2n | awk -v n="$runs" '
    { v[$1, ++c[$1]] = $2 }
    END { for (k = 1; k <= 2; k++) { s = k == 1 ? "A" : "B";
          printf "%s  fastest %s  median %s ns/cell\n", s, v[s, 1], v[s, int((n + 1) / 2)] } }'
