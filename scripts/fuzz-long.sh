#!/bin/sh
# fuzz-long.sh RUNS ROUND TARGET... - runs each fuzz target (built in
# build-fuzz/ by make fuzz-build), one after another, until it has done
# RUNS runs in all, in rounds of at most ROUND seconds. The runs done so
# far are kept in build-fuzz/runs-TARGET and the corpus it grew in
# build-fuzz/corpus-TARGET, so a run that was stopped (Ctrl-C, a reboot)
# goes on from there: a round cut short loses its own runs only. Stops at
# the first crash, which libFuzzer saves as build-fuzz/crash-*: add it to
# tests/fuzz/corpus/TARGET once fixed. Prints the runs of each target.
set -eu
want=${1:?usage: fuzz-long.sh RUNS ROUND TARGET...}
round=${2:?usage: fuzz-long.sh RUNS ROUND TARGET...}
shift 2
cd "$(dirname "$0")/../build-fuzz"
for t in "$@"; do
    mkdir -p "corpus-$t"
    done_runs=$(cat "runs-$t" 2>/dev/null || echo 0)
    quiet=""
    case $t in options | jsonl) quiet="-close_fd_mask=2" ;; esac
    while [ "$done_runs" -lt "$want" ]; do
        left=$((want - done_runs))
        log="log-$t"
        status=0
        # shellcheck disable=SC2086
        "./fuzz-$t" -runs="$left" -max_total_time="$round" -timeout=60 \
            -print_final_stats=1 $quiet "corpus-$t" "../tests/fuzz/corpus/$t" \
            >"$log" 2>&1 || status=$?
        runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
        done_runs=$((done_runs + ${runs:-0}))
        echo "$done_runs" >"runs-$t"
        echo "fuzz-long: $t: $done_runs runs"
        if [ "$status" != 0 ]; then
            grep -E "^(==[0-9]+==ERROR|SUMMARY|fuzz:|pipe:|file:|artifact_prefix|Test unit written)" "$log" || tail -20 "$log"
            echo "fuzz-long: $t failed (the input is in build-fuzz/, the log in build-fuzz/$log)" >&2
            exit 1
        fi
    done
done
for t in "$@"; do
    echo "fuzz-long: $t: $(cat "runs-$t") runs in all"
done
