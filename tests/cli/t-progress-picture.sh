# The progress line while a solved picture is written (maze solve
# picture.png -o solved.png: maze_picture_write_told), as the other
# writers draw it: on a terminal's stderr only, erased at the end.
# MAZE_PROGRESS_DELAY=0 draws it from the first row, so a small picture
# shows it without the test depending on time.

t_progress_while_a_solved_picture_is_written() {
    "$MAZE" generate -W 60 -H 60 -s 1 -o pic.png 2>/dev/null
    on_terminal "MAZE_PROGRESS_DELAY=0 '$MAZE' solve pic.png -o solved.png"
    expect_status 0 || return 1
    grep -q 'drawing \[.*%.* rows/s .* left' out || { cat -v out; fail "no line while the picture is written"; } || return 1
    # The last thing drawn on the line is blanks: the bar is erased.
    tr '\r' '\n' <out | awk '/drawing \[/ {bar = NR} /^ +$/ {blank = NR} END {exit !(bar && blank > bar)}' ||
        { cat -v out; fail "the line is not erased"; } || return 1
    grep -q 'route length: ' out || fail "no route length" || return 1
    [ -s solved.png ] || fail "no solved picture"
}

t_no_progress_while_a_solved_picture_is_written_to_a_pipe() {
    "$MAZE" generate -W 60 -H 60 -s 1 -o pic.png 2>/dev/null
    MAZE_PROGRESS_DELAY=0 "$MAZE" solve pic.png -o solved.png 2>err
    ! grep -q $'\r' err || fail "a progress line on a pipe" || return 1
    on_terminal "MAZE_PROGRESS_DELAY=0 '$MAZE' solve -q pic.png -o solved.png"
    [ ! -s out ] || { cat -v out; fail "--quiet printed something"; }
}
