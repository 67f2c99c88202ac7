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
# fuzz-long.sh --options TARGET prints the libFuzzer options TARGET runs
# with, for make fuzz.
set -eu
# fuzz_options TARGET: its libFuzzer options (run from build-fuzz/).
# - Entropic scheduling counts how often each feature is seen and keeps
#   every feature seen fewer than 255 times as rare: after loading a corpus
#   of thousands of inputs that is every feature (20,000 and more), and
#   each run then searches that list for each feature it touches, about
#   half the time of a run. With a threshold of 0 it keeps the 100 rarest
#   (libFuzzer's entropic_number_of_rarest_features), so the schedule
#   still favours inputs with rare features.
# - -reload=0: the corpus is read once, not listed again every second (a
#   tenth of the mask target's time) for what other processes added: one
#   process fuzzes each corpus.
# - A dictionary, tests/fuzz/TARGET.dict, where one helps: JSON's keys
#   and words (7936 edges against 7890 in 15000 runs from the seeds).
#   Dictionaries of the text squares, of JSON lines and of the sniffed
#   magic numbers lost edges in the same trial (5230 against 5381, 4496
#   against 4542, 6980 against 7000), so those targets have none.
# - The messages of options and jsonl go to stderr: closed.
fuzz_options() {
    printf '%s' "-entropic_feature_frequency_threshold=0 -reload=0"
    [ ! -f "../tests/fuzz/$1.dict" ] || printf ' %s' "-dict=../tests/fuzz/$1.dict"
    case $1 in options | jsonl) printf ' %s' "-close_fd_mask=2" ;; esac
}
if [ "${1:-}" = --options ]; then
    cd "$(dirname "$0")/../build-fuzz"
    fuzz_options "${2:?usage: fuzz-long.sh --options TARGET}"
    echo
    exit 0
fi
# UBSan's reports stop the run as ASan's do (the checks are built to go
# on after a report, which would leave it in the log alone).
UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}
export UBSAN_OPTIONS
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
        status=0
        # shellcheck disable=SC2046
        "./fuzz-$t" -runs=$((want - done_runs)) -max_total_time="$round" \
            -timeout=60 -print_final_stats=1 $(fuzz_options "$t") "corpus-$t" \
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
