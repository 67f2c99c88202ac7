# Limits, memory shortfalls and interruptions: reported cleanly, no crash,
# no half-written file.

t_file_over_the_limit_is_refused() {
    "$MAZE" generate -W 20 -H 20 -s 1 >big.txt 2>/dev/null
    maze solve --max-size 100 big.txt
    expect_error 1 "maze: big.txt: file is larger than 100 bytes (give a larger --max-size to read it)" || return 1
    maze stats --max-size 100 big.txt
    expect_error 1 "maze: big.txt: file is larger than 100 bytes (give a larger --max-size to read it)" || return 1
    maze solve --max-size 0 big.txt
    expect_status 2
}

t_memory_shortfall_is_an_error_not_a_crash() {
    # With the address space capped at 300 MB, a 400 MB maze cannot be
    # had. (A sanitizer build needs more address space just to start:
    # then there is nothing to test.)
    if ! (ulimit -v 300000; "$MAZE" --version) >/dev/null 2>&1; then
        echo "skipped: this build cannot run under ulimit -v"
        return 0
    fi
    echo precious >maze.txt
    status=0
    (ulimit -v 300000; "$MAZE" generate -W 20000 -H 20000 -s 1 -o maze.txt) >out 2>err || status=$?
    expect_error 1 "seed: 1
maze: cannot make a 20000x20000 maze: out of memory" || return 1
    [ "$(cat maze.txt)" = precious ] || fail "maze.txt changed" || return 1
    [ "$(ls -A | sort | tr '\n' ' ')" = "err maze.txt out " ] || fail "left: $(ls -A)"
}

t_interrupted_write_leaves_the_old_file_and_no_temporary() {
    echo precious >maze.txt
    # SIGINT at its default, as for a job in the foreground (the shell
    # starts a job in the background with it ignored).
    env --default-signal=INT "$MAZE" generate -W 9000 -H 9000 -s 1 -o maze.txt 2>/dev/null &
    pid=$!
    # Wait until the temporary file exists: the run is writing.
    for i in $(seq 100); do
        ls -A | grep -q '^\.maze\.txt\.' && break
        sleep 0.05
    done
    kill -INT $pid
    status=0
    wait $pid || status=$?
    [ "$status" = 130 ] || fail "exit status $status, expected 130 (SIGINT)" || return 1
    [ "$(cat maze.txt)" = precious ] || fail "maze.txt changed" || return 1
    [ -z "$(ls -A | grep -v '^maze.txt$')" ] || fail "left behind: $(ls -A)"
}

t_sizes_whose_product_overflows_are_refused() {
    maze generate -W 2147483647 -H 2147483647 -s 1
    expect_status 1 || return 1
    expect_err_has "maze: a 2147483647x2147483647 maze needs 4.0 EiB of memory"
}

t_kruskal_past_its_limit_is_refused_before_any_work() {
    # Kruskal numbers its walls in 32 bits; the settings refuse the size
    # before the 2.5 GB grid is made (and before a seed is told), so this
    # takes no time.
    echo precious >maze.txt
    maze generate -a kruskal -W 50000 -H 50000 -s 1 -o maze.txt
    expect_error 2 "maze: a maze of 2500000000 cells is too big for kruskal (at most 1431655765; try backtracker, which takes any size)" || return 1
    [ "$(cat maze.txt)" = precious ] || fail "maze.txt changed"
}

t_kruskal_memory_shortfall_is_an_error_not_a_crash() {
    # The 64 MB grid fits under the cap, kruskal's 256 MB forest does not:
    # its own allocation failing is reported, and no file is left.
    if ! (ulimit -v 300000; "$MAZE" --version) >/dev/null 2>&1; then
        echo "skipped: this build cannot run under ulimit -v"
        return 0
    fi
    echo precious >maze.txt
    status=0
    (ulimit -v 300000; "$MAZE" generate -a kruskal -W 8000 -H 8000 -s 1 -o maze.txt) >out 2>err || status=$?
    expect_error 1 "seed: 1
maze: cannot make the maze: out of memory" || return 1
    [ "$(cat maze.txt)" = precious ] || fail "maze.txt changed" || return 1
    [ "$(ls -A | sort | tr '\n' ' ')" = "err maze.txt out " ] || fail "left: $(ls -A)"
}
