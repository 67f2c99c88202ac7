# Every input is opened once and its kind told from the bytes read: a
# FIFO, a pipe named /dev/stdin and a process substitution give what the
# same bytes give as a file (a second open would wait for a writer that is
# gone, or find the pipe emptied by the first).

# feed FILE FIFO: writes FILE into a new FIFO from the background, once.
feed() {
    rm -f "$2"
    mkfifo "$2"
    (cat "$1" >"$2" 2>/dev/null || :) &
}

# maze_timed ARGS...: maze, but a run that waits past 20 s fails.
maze_timed() {
    status=0
    timeout 20 "$MAZE" "$@" >out 2>err || status=$?
    [ "$status" != 124 ] || fail "maze $* waited for an input read already"
}

t_a_fifo_is_read_once() {
    "$MAZE" generate -s 3 -W 9 -H 6 -o m.txt 2>/dev/null
    "$MAZE" solve m.txt >want 2>/dev/null
    feed m.txt f
    maze_timed solve f
    expect_status 0
    cmp out want || fail "solve of a FIFO differs from the file's"
    "$MAZE" stats m.txt >want 2>/dev/null
    feed m.txt f
    maze_timed stats f
    expect_status 0
    cmp out want || fail "stats of a FIFO differs from the file's"
}

t_a_picture_and_json_lines_in_a_fifo_are_read_once() {
    "$MAZE" generate -s 4 -W 7 -H 5 -o m.png 2>/dev/null
    "$MAZE" solve m.png -f text >want 2>/dev/null
    feed m.png f
    maze_timed solve f -f text
    expect_status 0
    cmp out want || fail "a PNG through a FIFO differs from the file"
    "$MAZE" generate -s 1 -W 4 -H 3 --count 5 -o m.jsonl 2>/dev/null
    "$MAZE" solve m.jsonl -f jsonl >want 2>/dev/null
    feed m.jsonl f
    maze_timed solve f -f jsonl
    expect_status 0
    cmp out want || fail "JSON lines through a FIFO differ from the file"
    "$MAZE" stats m.jsonl 2>/dev/null | sed 's/m\.jsonl/f/' >want
    feed m.jsonl f
    maze_timed stats f
    expect_status 0
    expect_out_has "5 mazes from f"
    cmp out want || fail "stats of JSON lines through a FIFO differ"
}

t_a_mask_in_a_fifo_is_read_once() {
    printf 'XX   \n     \n   XX\n' >mask.txt
    "$MAZE" generate -s 2 --mask mask.txt >want 2>/dev/null
    feed mask.txt f
    maze_timed generate -s 2 --mask f
    expect_status 0
    cmp out want || fail "a mask through a FIFO differs from the file"
}

t_dev_stdin_and_process_substitution_read_the_pipe() {
    "$MAZE" generate -s 5 -W 8 -H 4 -o m.txt 2>/dev/null
    "$MAZE" solve m.txt >want 2>/dev/null
    status=0
    cat m.txt | "$MAZE" solve /dev/stdin >out 2>err || status=$?
    expect_status 0
    cmp out want || fail "solve /dev/stdin differs from the file"
    maze solve <(cat m.txt)
    expect_status 0
    cmp out want || fail "solve <(cat m.txt) differs from the file"
    "$MAZE" generate -s 5 -W 8 -H 4 -o m.png 2>/dev/null
    "$MAZE" solve m.png -f text >want 2>/dev/null
    status=0
    cat m.png | "$MAZE" solve /dev/stdin -f text >out 2>err || status=$?
    expect_status 0
    cmp out want || fail "a PNG through /dev/stdin differs from the file"
    "$MAZE" stats m.png >want 2>/dev/null
    maze stats <(cat m.png)
    expect_status 0
    cmp out want || fail "stats <(cat m.png) differs from the file"
}

t_a_long_first_json_line_through_dev_stdin_loses_no_maze() {
    "$MAZE" generate -s 7 -W 3 -H 3 --count 401 -f jsonl -o m.jsonl 2>/dev/null
    # The first line padded with blanks to 8192 bytes (newline and all):
    # the two reads that sniffed the input took that much from the pipe.
    python3 - <<'PY'
lines = open("m.jsonl", "rb").read().split(b"\n")
first = lines[0]
lines[0] = first[:1] + b" " * (8191 - len(first)) + first[1:]
open("long.jsonl", "wb").write(b"\n".join(lines))
PY
    [ "$(head -n 1 long.jsonl | wc -c)" = 8192 ]
    "$MAZE" solve m.jsonl -f jsonl >want 2>/dev/null
    [ "$(wc -l <want)" = 401 ]
    status=0
    cat long.jsonl | "$MAZE" solve /dev/stdin -f jsonl >out 2>err ||
        status=$?
    expect_status 0
    [ "$(wc -l <out)" = 401 ] || fail "$(wc -l <out) mazes solved of 401"
    cmp out want || fail "the mazes solved differ from the file's"
}

t_a_photo_and_a_png_mask_in_a_fifo_are_read_once() {
    "$(dirname "$MAZE")/tests/photo-synth" make 3 10 10 lines mild photo.jpg \
        truth.txt
    "$MAZE" solve photo.jpg -f text >want 2>/dev/null
    feed photo.jpg f
    maze_timed solve f -f text
    expect_status 0
    cmp out want || fail "a photo through a FIFO differs from the file"
    "$MAZE" stats photo.jpg 2>/dev/null >want
    status=0
    cat photo.jpg | "$MAZE" stats /dev/stdin >out 2>err || status=$?
    expect_status 0
    cmp out want || fail "a photo through /dev/stdin differs from the file"
    "$MAZE" generate -s 1 -W 6 -H 4 -f png --cell 3 --wall 1 -o mask.png \
        2>/dev/null
    "$MAZE" generate -s 2 --mask mask.png >want 2>/dev/null
    feed mask.png f
    maze_timed generate -s 2 --mask f
    expect_status 0
    cmp out want || fail "a PNG mask through a FIFO differs from the file"
}
