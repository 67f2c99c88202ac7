# t-batch.sh - batches (--count): a stream's memory stays flat whatever the
# count, and a batch into a folder stopped part way lists in index.csv
# exactly the mazes it finished.

# JSON lines keep nothing of the mazes written: four million (whose index
# would take 400 MB) and a billion stream in the memory of a few.
t_batch_stream_memory_is_flat_whatever_the_count() {
    local count
    # (A sanitizer build needs more address space just to start: then
    # there is nothing to test.)
    if ! (ulimit -v 60000; "$MAZE" --version) >/dev/null 2>&1; then
        echo "skipped: this build cannot run under ulimit -v"
        return 0
    fi
    for count in 4000000 1000000000; do
        (ulimit -v 60000; exec "$MAZE" generate --count $count -W 2 -H 2 -s 1 -f jsonl) 2>err |
            head -n 20000 >lines.jsonl
        ! grep -v "^seed: 1$" err || fail "--count $count said so" || return 1
        [ "$(wc -l <lines.jsonl)" = 20000 ] || fail "--count $count: $(wc -l <lines.jsonl) lines" || return 1
        "$MAZE" generate -W 2 -H 2 -s 20000 -f jsonl 2>/dev/null | cmp - <(tail -n 1 lines.jsonl) ||
            fail "--count $count: line 20000 is not seed 20000" || return 1
    done
}

# Waits up to 10 s for FILE to appear: the run is then under way.
wait_for_file() {
    local i
    for i in $(seq 200); do
        [ -e "$1" ] && return 0
        sleep 0.05
    done
    echo "no $1 after 10 s"
    return 1
}

# Whether DIR's index.csv lists exactly the mazes 1..k of the batch of
# seeds 1, 2, ... (k its rows), each of them whole and that seed's maze,
# with no temporary file left; any other maze file is from the older
# batch of seeds 1001, ... (old: 1) or absent.
expect_index_of_finished() {
    local dir=$1 old=$2 k i
    [ -f "$dir/index.csv" ] || fail "no index in $dir: $(ls -A "$dir" | head)" || return 1
    [ -z "$(ls -A "$dir" | grep '^\.')" ] || fail "left: $(ls -A "$dir" | grep '^\.')" || return 1
    k=$(($(wc -l <"$dir/index.csv") - 1))
    [ "$k" -ge 3 ] || fail "$k rows" || return 1
    awk -F, -v k="$k" 'NR == 1 { next }
        $1 != sprintf("maze-%04d.txt", NR - 1) || $2 != NR - 1 { bad = 1 }
        END { exit bad || NR - 1 != k }' "$dir/index.csv" ||
        fail "rows: $(head -3 "$dir/index.csv")" || return 1
    for i in 1 "$k"; do
        "$MAZE" generate -W 40 -H 40 -s "$i" 2>/dev/null |
            cmp -s - "$dir/$(printf 'maze-%04d.txt' "$i")" || fail "maze $i is not seed $i" || return 1
    done
    # The maze after the last listed one: the older batch's, or none.
    i=$(printf '%s/maze-%04d.txt' "$dir" $((k + 1)))
    if [ "$old" = 1 ]; then
        "$MAZE" generate -W 4 -H 4 -s $((1000 + k + 1)) 2>/dev/null | cmp -s - "$i" ||
            fail "maze $((k + 1)) is not the older batch's" || return 1
    else
        [ ! -e "$i" ] || fail "maze $((k + 1)) is there but not listed"
    fi
}

# Stopped by SIGINT or SIGTERM, a batch into a folder leaves an index of
# the mazes it finished: in a fresh folder, and in one holding an older
# (longer) batch, whose index it replaces.
t_batch_stopped_by_a_signal_lists_what_it_finished() {
    local sig jobs old
    for sig in INT TERM; do
        for old in 0 1; do
            jobs=$((1 + old))
            rm -rf d
            mkdir d
            [ "$old" = 0 ] || "$MAZE" generate --count 3000 -W 4 -H 4 -s 1001 -f text -o d/ 2>/dev/null
            env --default-signal="$sig" "$MAZE" generate --count 1000000 -W 40 -H 40 -s 1 \
                -f text --jobs $jobs -o d/ 2>err &
            pid=$!
            wait_for_file d/maze-0003.txt || { kill -KILL $pid; return 1; }
            if [ "$old" = 1 ]; then
                # maze-0003.txt is there from the older batch: wait for
                # the new one's.
                for i in $(seq 200); do
                    "$MAZE" generate -W 40 -H 40 -s 3 2>/dev/null | cmp -s - d/maze-0003.txt && break
                    sleep 0.05
                done
            fi
            kill -s "$sig" $pid
            wait $pid && status=0 || status=$?
            [ "$status" = $((128 + $(kill -l "$sig"))) ] || fail "SIG$sig: exit status $status" || return 1
            expect_index_of_finished d "$old" || fail "SIG$sig, older batch $old, --jobs $jobs" || return 1
        done
    done
}

# SIGKILL cannot be caught: a batch killed so, into a folder holding an
# older batch, must leave no index that names a file's maze wrongly (the
# older index named seeds 1001.. for files that now held 1..). The rows
# an index has (the first and last of them, for time) name the mazes in
# their files.
t_batch_killed_leaves_no_index_that_lies() {
    local row file seed width height
    mkdir d
    "$MAZE" generate --count 3000 -W 4 -H 4 -s 1001 -f text -o d/ 2>/dev/null
    "$MAZE" generate --count 1000000 -W 40 -H 40 -s 1 -f text -o d/ 2>err &
    pid=$!
    for i in $(seq 200); do
        "$MAZE" generate -W 40 -H 40 -s 3 2>/dev/null | cmp -s - d/maze-0003.txt && break
        sleep 0.05
    done
    kill -KILL $pid
    wait $pid && status=0 || status=$?
    [ "$status" = 137 ] || fail "exit status $status" || return 1
    [ -e d/index.csv ] || return 0
    { sed -n '2,21p' d/index.csv; tail -n 5 d/index.csv | grep -v '^file,'; } >rows
    while IFS=, read -r file seed _ width height _; do
        "$MAZE" generate -W "$width" -H "$height" -s "$seed" 2>/dev/null | cmp -s - "d/$file" ||
            fail "index.csv says d/$file is seed $seed, $width x $height; it is not" || return 1
    done <rows
}

# Each SVG of a batch is the SVG of its maze made alone, whatever the
# jobs: cairo numbers the surfaces it names "surfaceN" across the whole
# process, and the writer renumbers them file by file.
t_svg_batch_files_are_the_mazes_made_alone() {
    "$MAZE" generate -s 5 -W 6 -H 4 --count 4 -f svg --jobs 2 -o svgs/ 2>/dev/null
    for i in 1 2 3 4; do
        "$MAZE" generate -s $((4 + i)) -W 6 -H 4 -f svg >alone.svg 2>/dev/null
        cmp -s alone.svg "svgs/maze-000$i.svg" || fail "maze $i differs"
    done
}
