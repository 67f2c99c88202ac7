# maze generate --rows: mazes made and written a row at a time.

t_streamed_rows_are_the_maze_made_whole() {
    for a in eller sidewinder binary-tree; do
        for size in "30 12" "1 5" "9 1" "1 1"; do
            set -- $size
            "$MAZE" generate -a $a -W $1 -H $2 -s 5 >whole 2>/dev/null
            "$MAZE" generate -a $a -W $1 --rows $2 -s 5 >streamed 2>/dev/null
            cmp -s whole streamed || fail "$a ${1}x$2 differs" || return 1
        done
    done
    "$MAZE" generate -a binary-tree --bias SE -W 20 -H 7 -s 3 >whole 2>/dev/null
    "$MAZE" generate -a binary-tree --bias SE -W 20 --rows 7 -s 3 >streamed 2>/dev/null
    cmp -s whole streamed || fail "binary-tree --bias SE differs"
}

t_memory_is_bounded_by_the_width() {
    # Only the real program's memory means anything here (under valgrind,
    # for one, the wrapper counts valgrind's own).
    if ! head -c 4 "$MAZE" | grep -q ELF; then
        echo "skipped: $MAZE is a wrapper, not the program"
        return 0
    fi
    # 200 000 rows of 1000 cells: 800 MB of text through a pipe.
    python3 - "$MAZE" <<'PY' || fail "too much memory"
import resource, subprocess, sys
subprocess.run(sys.argv[1] + " generate -a eller -W 1000 --rows 200000 -s 1 2>/dev/null | tail -c 100 >/dev/null", shell=True, check=True)
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
print("peak %.1f MB" % peak)
assert peak < 50, peak
PY
}

t_endless_stream_stops_quietly_when_the_reader_does() {
    "$MAZE" generate -a sidewinder -W 50 --rows 0 -s 2 2>err | head -c 100000 >out
    [ "$(wc -c <out)" = 100000 ] || fail "short" || return 1
    [ "$(cat err)" = "seed: 2" ] || fail "said more than its seed: $(cat err)"
}

t_stream_errors() {
    maze generate -a prim --rows 10
    expect_error 2 "maze: --rows needs a generator that works row by row (try: -a eller, sidewinder, binary-tree) (see: maze help generate)" || return 1
    maze generate -a eller --rows 10 --solve
    expect_error 2 "maze: --rows writes each row as it is made, so it cannot be combined with --solve (see: maze help generate)" || return 1
    maze generate -a eller --rows 10 -b 0.5
    expect_error 2 "maze: --rows writes each row as it is made, so it cannot be combined with --braid (see: maze help generate)" || return 1
    maze generate -a eller --rows 10 -f png -o x.png
    expect_error 2 "maze: --rows writes the text format only, not png (try: -f text) (see: maze help generate)" || return 1
    # The format -o's extension names, as for every other maze.
    maze generate -a eller --rows 10 -o x.svg
    expect_error 2 "maze: --rows writes the text format only, not svg (try: -o rows.txt) (see: maze help generate)" || return 1
    [ ! -e x.svg ] || fail "x.svg written" || return 1
    maze generate -a eller --rows 10 -o x.jpg
    expect_error 2 "maze: cannot tell the format of 'x.jpg' from its extension (try: .txt, .png, .svg, .pdf, .gif, .stl, .gcode, .html, .json, .jsonl; or -f NAME)" || return 1
    maze generate -a eller --rows 3 -s 1 -o rows.txt
    expect_status 0 || return 1
    [ "$(wc -l <rows.txt)" = 7 ] || fail "rows.txt: $(wc -l <rows.txt) lines" || return 1
    maze generate -a eller --rows 0 -o x.txt
    expect_error 2 "maze: --rows 0 never ends: send it to a pipe, not to a file (see: maze help generate)" || return 1
    [ ! -e x.txt ] || fail "file written"
}

t_stream_refuses_a_mask() {
    printf '   \n   \n' >m.txt
    maze generate -a eller --rows 5 --mask m.txt
    expect_error 2 "maze: --rows writes each row as it is made, so it cannot be combined with --mask (see: maze help generate)"
}

t_stream_is_weighed_before_its_rows_are_made() {
    # A row of 2147483647 cells holds 16 bytes a cell (the two rows, the
    # generator's sets, the text lines): 32 GiB, refused before any is
    # asked for, as a grid of that size is (it grew to 24 GB and was
    # killed). Run under a cap so that a stream that did start fails fast.
    # (Not under AddressSanitizer, whose shadow memory a cap refuses: the
    # refusal comes before any row is asked for there too.)
    local cap=2000000
    if grep -q __asan_init "$MAZE" 2>/dev/null; then cap=unlimited; fi
    status=0
    (ulimit -v "$cap"; exec "$MAZE" generate -a eller -W 2147483647 --rows 1) >out 2>err || status=$?
    expect_status 1 || return 1
    grep -q "^maze: rows of 2147483647 cells need 32.0 GiB of memory, more than this machine's " err || fail "$(cat err)"
    [ ! -s out ] || fail "wrote rows"
}

t_stream_refuses_what_it_does_not_read() {
    maze generate -a eller --rows 3 --wrap x
    expect_error 2 "maze: --rows writes each row as it is made, so it cannot be combined with --wrap (see: maze help generate)" || return 1
    maze generate -a eller --rows 3 -H 5
    expect_error 2 "maze: --rows gives the height as it streams, so it cannot be combined with -H (see: maze help generate)" || return 1
    maze generate -a eller --rows 3 --shape hex
    expect_error 2 "maze: --rows writes each row as it is made, so it cannot be combined with --shape (see: maze help generate)" || return 1
    maze generate -a eller --rows 3 -W 4 -s 1
    expect_status 0
}
