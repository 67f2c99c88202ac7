#!/usr/bin/env bash
# jobs.sh MAZE [RUNS] - --jobs 2 against --jobs 1 on a batch of small
# mazes (100,000 solved 10x10 JSON lines to /dev/null), the two timed in
# turns RUNS times each (default 9), first as the machine is, then with a
# third process busy on one core (a shell loop pinned with taskset) for
# the whole of the runs: in this session, then in a session of its own
# (setsid), as another user's work is, which Linux's autogroup gives a
# fair share against this whole session. Prints each one's median wall
# time and CPU time (user + system) and the speed-up of two jobs; two
# jobs should never lose to one, and reach about 1.8x where both cores
# are free.
#   bench/jobs.sh build/maze 15
set -eu
[ $# -ge 1 ] || { echo "usage: jobs.sh MAZE [RUNS]" >&2; exit 2; }
maze=$1 runs=${2:-9}
busy=
trap '[ -z "$busy" ] || kill "$busy" 2>/dev/null' EXIT
once() {
    local TIMEFORMAT='%R %U %S'
    { time "$maze" generate -s 1 --count 100000 -W 10 -H 10 --solve \
          -f jsonl -o /dev/null --jobs "$1" -q; } 2>&1 |
        awk -v j="$1" '{ printf "%s %s %.3f\n", j, $1, $2 + $3 }'
}
medians() {
    for _ in $(seq "$runs"); do once 1; once 2; done | awk -v n="$runs" '
        { wall[$1, ++c[$1]] = $2; cpu[$1, c[$1]] = $3 }
        function median(a, j,   i, k, t, v) {
            for (i = 1; i <= n; i++) v[i] = a[j, i]
            for (i = 2; i <= n; i++)
                for (k = i; k > 1 && v[k - 1] > v[k]; k--) {
                    t = v[k]; v[k] = v[k - 1]; v[k - 1] = t }
            return v[int((n + 1) / 2)] }
        END {
            for (j = 1; j <= 2; j++)
                printf "  --jobs %d  wall %.3f s  cpu %.3f s\n", j,
                       median(wall, j), median(cpu, j)
            printf "  two jobs: %.2fx one\n", median(wall, 1) / median(wall, 2) }'
}
echo "as the machine is (load $(cut -d' ' -f1 /proc/loadavg)):"
medians
taskset -c 0 sh -c 'while :; do :; done' &
busy=$!
echo "with a third process busy on core 0:"
medians
kill "$busy"
setsid taskset -c 0 sh -c 'while :; do :; done' &
busy=$!
echo "with a third process busy on core 0, in a session of its own:"
medians
