#!/bin/sh
# fuzz-long.sh RUNS ROUND TARGET... - runs the fuzz targets (built in
# build-fuzz/ by make fuzz-build) until each has done RUNS runs in all:
# in turns, a round of at most ROUND seconds each, so that all of them
# move on together however long it is let run. The runs done so far are
# kept in build-fuzz/runs-TARGET and the corpus each grew in
# build-fuzz/corpus-TARGET, so a run that was stopped (Ctrl-C, a reboot)
# goes on from there: a round cut short loses its own runs at most.
# Stops at the first crash, which libFuzzer saves in build-fuzz/ (add it
# to tests/fuzz/corpus/TARGET once fixed). Prints the runs of each target.
set -eu
want=${1:?usage: fuzz-long.sh RUNS ROUND TARGET...}
round=${2:?usage: fuzz-long.sh RUNS ROUND TARGET...}
shift 2
cd "$(dirname "$0")/../build-fuzz"
runs_of() {
    cat "runs-$1" 2>/dev/null || echo 0
}
left=1
while [ "$left" -gt 0 ]; do
    left=0
    for t in "$@"; do
        done_runs=$(runs_of "$t")
        [ "$done_runs" -lt "$want" ] || continue
        left=$((left + 1))
        mkdir -p "corpus-$t"
        quiet=""
        case $t in options | jsonl) quiet="-close_fd_mask=2" ;; esac
        status=0
        # shellcheck disable=SC2086
        "./fuzz-$t" -runs=$((want - done_runs)) -max_total_time="$round" \
            -timeout=60 -print_final_stats=1 $quiet "corpus-$t" \
            "../tests/fuzz/corpus/$t" >"log-$t" 2>&1 || status=$?
        runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "log-$t" | tail -1)
        echo $((done_runs + ${runs:-0})) >"runs-$t"
        echo "fuzz-long: $t: $(runs_of "$t") runs"
        if [ "$status" != 0 ]; then
            grep -E "^(==[0-9]+==ERROR|SUMMARY|fuzz:|pipe:|file:|Test unit written|artifact_prefix)" "log-$t" ||
                tail -20 "log-$t"
            echo "fuzz-long: $t failed (its input is in build-fuzz/, the log in build-fuzz/log-$t)" >&2
            exit 1
        fi
    done
done
for t in "$@"; do
    echo "fuzz-long: $t: $(runs_of "$t") runs in all"
done
