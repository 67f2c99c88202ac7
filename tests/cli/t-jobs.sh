# --jobs N spreads the making over N threads and writes in order: what a
# batch writes is byte for byte the same for any N, with counts that end a
# run of pieces part way and windows that wrap.

t_jsonl_is_the_same_for_any_jobs() {
    for j in 1 2 3 7; do
        "$MAZE" generate --count 1003 -W 7 -H 5 -s 3 --solve -f jsonl \
            --jobs $j -o set$j.jsonl 2>/dev/null || fail "--jobs $j failed" || return 1
        "$MAZE" generate --count 203 -W 7 -H 5 -s 3 -f jsonl --jobs $j \
            >pipe$j.jsonl 2>/dev/null || fail "--jobs $j to a pipe failed" || return 1
    done
    [ "$(wc -l <set1.jsonl)" = 1003 ] || fail "not 1003 lines" || return 1
    for j in 2 3 7; do
        cmp -s set1.jsonl set$j.jsonl || fail "--jobs $j wrote other lines" || return 1
        cmp -s pipe1.jsonl pipe$j.jsonl || fail "--jobs $j piped other lines" || return 1
    done
}

# Each maze of a batch is drawn into its slot's room (2 KB) while it fits
# and into memory of its own beyond: a 30x20 maze's line (5.7 KB) is past
# it, a 30x9 maze's text fits and its solved text beside it does not.
t_batch_mazes_are_their_seeds_own_for_any_jobs() {
    for j in 1 2; do
        "$MAZE" generate --count 3 -W 30 -H 20 -s 5 --solve -f jsonl \
            --jobs $j -o big$j.jsonl 2>/dev/null || fail "jsonl --jobs $j failed" || return 1
        "$MAZE" generate --count 3 -W 3 -H 2 -s 5 --solve -f jsonl \
            --jobs $j -o small$j.jsonl 2>/dev/null || fail "small --jobs $j failed" || return 1
        "$MAZE" generate --count 2 -W 30 -H 9 -s 5 --solve -f text \
            --jobs $j -o text$j/ 2>/dev/null || fail "text --jobs $j failed" || return 1
    done
    for i in 0 1 2; do
        "$MAZE" generate -s $((5 + i)) -W 30 -H 20 --solve -f jsonl >big 2>/dev/null &&
            "$MAZE" generate -s $((5 + i)) -W 3 -H 2 --solve -f jsonl >small 2>/dev/null ||
            fail "seed $((5 + i)) failed" || return 1
        for j in 1 2; do
            sed -n "$((i + 1))p" big$j.jsonl | cmp -s - big ||
                fail "line $((i + 1)) of --jobs $j is not seed $((5 + i))'s" || return 1
            sed -n "$((i + 1))p" small$j.jsonl | cmp -s - small ||
                fail "small line $((i + 1)) of --jobs $j is not seed $((5 + i))'s" || return 1
        done
    done
    "$MAZE" generate -s 6 -W 30 -H 9 -f text -o plain.txt 2>/dev/null &&
        "$MAZE" generate -s 6 -W 30 -H 9 --solve -f text -o solved.txt 2>/dev/null ||
        fail "seed 6 failed" || return 1
    for j in 1 2; do
        cmp -s plain.txt text$j/maze-0002.txt || fail "--jobs $j: maze 2 is not seed 6's" || return 1
        cmp -s solved.txt text$j/maze-0002-solved.txt ||
            fail "--jobs $j: solved maze 2 is not seed 6's" || return 1
    done
}

t_folders_are_the_same_for_any_jobs() {
    for f in text png; do
        for j in 1 2 5; do
            "$MAZE" generate --count 77 -W 6 -H 4 -s 9 --solve -f $f --jobs $j \
                -o $f$j/ 2>/dev/null || fail "$f --jobs $j failed" || return 1
        done
        [ -f ${f}1/maze-0077-solved.$([ $f = text ] && echo txt || echo png) ] ||
            fail "no 77th solved $f" || return 1
        diff -r ${f}1 ${f}2 >/dev/null || fail "$f --jobs 2 differs" || return 1
        diff -r ${f}1 ${f}5 >/dev/null || fail "$f --jobs 5 differs" || return 1
    done
}

t_samples_and_pick_hardest_are_the_same_for_any_jobs() {
    for j in 1 2 3; do
        "$MAZE" stats --samples 301 -W 9 -H 9 -s 4 -a backtracker --json \
            --jobs $j >stats$j 2>/dev/null || fail "stats --jobs $j failed" || return 1
        "$MAZE" generate -W 15 -H 9 -s 20 --pick-hardest 301 --solve --jobs $j \
            >hard$j 2>herr$j || fail "pick --jobs $j failed" || return 1
    done
    for j in 2 3; do
        cmp -s stats1 stats$j || fail "stats --jobs $j differ" || return 1
        cmp -s hard1 hard$j || fail "the hardest of --jobs $j differs" || return 1
        cmp -s herr1 herr$j || fail "the summary of --jobs $j differs" || return 1
    done
}

t_a_failed_write_stops_any_jobs_alike() {
    for j in 1 2 4; do
        status=0
        "$MAZE" generate --count 5000 -W 8 -H 8 -s 1 -f jsonl --jobs $j \
            -o /dev/full >/dev/null 2>err$j || status=$?
        [ $status = 1 ] || fail "--jobs $j did not fail ($status)" || return 1
        grep -q "No space left" err$j || fail "--jobs $j: $(cat err$j)" || return 1
    done
}

# Over a folder of older files (replaced through temporary files, at most
# CLI_FILES_AHEAD pieces ahead) and into a new one (unnamed files, a deep
# window), a folder is the same for any --jobs, and nothing is left
# beside the mazes and the index.
t_a_folder_over_older_files_is_the_same_for_any_jobs() {
    for j in 1 2 3; do
        mkdir old$j
        "$MAZE" generate --count 700 -W 5 -H 5 -s 8 --solve -f text -o old$j/ \
            2>/dev/null || fail "older batch failed" || return 1
        "$MAZE" generate --count 601 -W 6 -H 4 -s 9 --solve -f text --jobs $j \
            -o old$j/ 2>/dev/null || fail "--jobs $j over older files failed" || return 1
        "$MAZE" generate --count 601 -W 6 -H 4 -s 9 --solve -f text --jobs $j \
            -o new$j/ 2>/dev/null || fail "--jobs $j failed" || return 1
    done
    for j in 1 2 3; do
        [ "$(ls -A new$j | wc -l)" = 1203 ] || fail "new$j: $(ls -A new$j | wc -l) files" || return 1
        [ "$(ls -A old$j | wc -l)" = 1401 ] || fail "old$j: $(ls -A old$j | wc -l) files" || return 1
        ! ls -A old$j new$j | grep -q '^\.' || fail "a temporary file is left" || return 1
        diff -r new1 new$j >/dev/null || fail "new --jobs $j differs" || return 1
        diff -r old1 old$j >/dev/null || fail "old --jobs $j differs" || return 1
        for f in new$j/maze-0601-solved.txt new$j/maze-0009.txt; do
            cmp -s $f old$j/${f#new$j/} || fail "$f is not the one over older files" || return 1
        done
    done
}

# Each piece made ahead holds its files open: with few files allowed, a
# folder is made all the same (fewer ahead), for any --jobs.
t_a_folder_with_few_open_files_is_the_same_for_any_jobs() {
    for j in 1 2 4; do
        (ulimit -n 40 && "$MAZE" generate --count 300 -W 6 -H 4 -s 2 --solve -f text \
            --jobs $j -o few$j/ 2>err$j) || fail "--jobs $j: $(cat err$j)" || return 1
    done
    diff -r few1 few2 >/dev/null || fail "--jobs 2 differs" || return 1
    diff -r few1 few4 >/dev/null || fail "--jobs 4 differs" || return 1
}

# On a kernel that lets only a privileged process link a descriptor
# (before Linux 6.10), a folder's files are named through /proc/self/fd:
# the same folder, on one job and on two.
t_folders_named_through_proc_are_the_same() {
    [ -n "$NO_FLINK" ] || fail "run.sh was not given no_flink" || return 1
    for j in 1 2; do
        "$MAZE" generate --count 40 -W 6 -H 4 -s 9 --solve -f text --jobs $j \
            -o a$j/ 2>/dev/null
        status=0
        "$NO_FLINK" "$MAZE" generate --count 40 -W 6 -H 4 -s 9 --solve -f text \
            --jobs $j -o b$j/ >out 2>err || status=$?
        if [ "$status" = 77 ]; then
            echo "skipped: $(cat err)"
            return 0
        fi
        expect_status 0
        diff -r a$j b$j >/dev/null || fail "--jobs $j differs through /proc" || return 1
    done
}
