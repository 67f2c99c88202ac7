# The progress line of long jobs: on a terminal's stderr only, erased at
# the end, never on a pipe or with --quiet; its colours follow --color,
# NO_COLOR and TERM=dumb. MAZE_PROGRESS_DELAY=0 draws it from the first
# step, so a small job shows it without the test depending on time.

# One job on a pseudo-terminal, the line drawn at once; stderr and stdout
# both in ./out.
progress_on_terminal() {
    on_terminal "MAZE_PROGRESS_DELAY=0 $*"
}

t_progress_line_on_a_terminal() {
    progress_on_terminal "'$MAZE' generate -W 300 -H 300 -s 1 -o p.png"
    expect_status 0 || return 1
    grep -q 'making \[' out || fail "no line while making" || return 1
    grep -q 'drawing \[.*%.* rows/s .* left' out || fail "no bar, share, rate, time left" || return 1
    grep -q 'seed: 1' out || fail "no seed"
}

t_progress_line_never_on_a_pipe() {
    MAZE_PROGRESS_DELAY=0 "$MAZE" generate -W 300 -H 300 -s 1 -o p.png 2>err
    [ "$(cat err)" = "seed: 1" ] || fail "stderr is not just the seed" || return 1
    MAZE_PROGRESS_DELAY=0 "$MAZE" generate -W 30 -H 30 -s 1 --count 20 -o d/ 2>err
    ! grep -q $'\r' err || fail "a progress line on a pipe"
}

t_progress_line_is_erased() {
    # On a real terminal, what stays on the screen once the job is over.
    tmux_start "MAZE_PROGRESS_DELAY=0 '$MAZE' generate -W 400 -H 400 -s 1 -o p.png; echo finished; sleep 30"
    tmux_wait_for "finished" || { tmux_stop; return 1; }
    tmux_stop
    grep -q 'seed: 1' screen || fail "no seed" || return 1
    ! grep -q '\[#\|%\|left' screen || { cat screen; fail "the line stayed on the screen"; }
}

t_quiet_says_nothing() {
    progress_on_terminal "'$MAZE' generate -q -W 300 -H 300 -s 1 --solve -o p.png"
    expect_status 0 || return 1
    [ ! -s out ] || { cat -v out; fail "--quiet printed something"; } || return 1
    "$MAZE" generate -W 5 -H 3 -s 1 -o m.txt 2>/dev/null
    "$MAZE" solve --quiet m.txt >/dev/null 2>err
    [ ! -s err ] || fail "no route length with --quiet"
}

t_progress_of_batches_samples_hardest_and_solving() {
    progress_on_terminal "'$MAZE' generate -W 20 -H 20 -s 1 --count 30 -o d/"
    grep -q 'making \[.* mazes/s' out || fail "batch" || return 1
    progress_on_terminal "'$MAZE' generate -W 20 -H 20 -s 1 --pick-hardest 30 -o h.txt"
    grep -q 'picking \[' out || fail "--pick-hardest" || return 1
    progress_on_terminal "'$MAZE' stats -a prim -W 20 -H 20 -s 1 --samples 30"
    grep -q 'sampling \[' out || fail "--samples" || return 1
    "$MAZE" generate -W 300 -H 300 -s 1 -o big.txt 2>/dev/null
    progress_on_terminal "'$MAZE' solve big.txt -o solved.txt"
    grep -q 'reading \[.* bytes/s' out || fail "reading a maze" || return 1
    grep -q 'solving \[.* cells/s' out || fail "solve" || return 1
    "$MAZE" generate -W 60 -H 60 -s 1 -o pic.png 2>/dev/null
    progress_on_terminal "'$MAZE' solve pic.png -o solved.png"
    grep -q 'reading \[.* rows/s' out || fail "reading a picture"
}

t_progress_colours() {
    progress_on_terminal "'$MAZE' generate -W 300 -H 300 -s 1 -o p.png"
    grep -q $'\e\[32m' out || fail "no colour on a terminal" || return 1
    progress_on_terminal "NO_COLOR=1 '$MAZE' generate -W 300 -H 300 -s 1 -o p.png"
    grep -q 'drawing \[' out || fail "NO_COLOR took the line away" || return 1
    ! grep -q $'\e' out || fail "colour with NO_COLOR" || return 1
    progress_on_terminal "TERM=dumb '$MAZE' generate -W 300 -H 300 -s 1 -o p.png"
    ! grep -q $'\e' out || fail "colour with TERM=dumb" || return 1
    progress_on_terminal "'$MAZE' generate --color=never -W 300 -H 300 -s 1 -o p.png"
    ! grep -q $'\e' out || fail "colour with --color=never"
}

t_color_always_into_a_pipe() {
    maze generate -f unicode -W 5 -H 3 -s 1 --solve --color=always
    expect_status 0 || return 1
    grep -q $'\e\\[' out || fail "no colour with --color=always" || return 1
    maze generate -f unicode -W 5 -H 3 -s 1 --solve
    ! grep -q $'\e\\[' out || fail "colour into a pipe by default" || return 1
    maze generate --color=sometimes
    expect_error 2 "maze: invalid --color 'sometimes' (try: auto, always, never)"
}
