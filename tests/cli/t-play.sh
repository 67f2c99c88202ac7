# maze play, driven through tmux the way a person plays it.

t_walking_the_solvers_route_wins_in_the_fewest_moves() {
    "$MAZE" generate -W 12 -H 8 -s 7 --solve -f text >solved.txt 2>/dev/null
    keys=$(route_keys solved.txt) || return 1
    tmux_start "LANG=C.UTF-8 '$MAZE' play -W 12 -H 8 -s 7; sleep 30"
    tmux_wait_for "shortest ${#keys}" || { tmux_stop; return 1; }
    tmux_keys "$keys"
    tmux_wait_for "You made it!" || { tmux_stop; return 1; }
    grep -qF "moves ${#keys} (shortest ${#keys})" screen ||
        fail "win screen: $(cat screen)" || { tmux_stop; return 1; }
    grep -qF "hints 0" screen || fail "hints counted" || { tmux_stop; return 1; }
    grep -q "score [0-9]" screen || fail "no score"
    tmux_stop
}

t_hint_points_back_to_the_route_from_off_it() {
    # From 2,0 (a spur off the route) the shortest way is back west.
    "$MAZE" generate -W 12 -H 8 -s 7 -f text >maze.txt 2>/dev/null
    "$MAZE" solve --from 2,0 maze.txt >from.txt 2>/dev/null
    tmux_start "LANG=C.UTF-8 '$MAZE' play -W 12 -H 8 -s 7; sleep 30"
    tmux_wait_for "hints 0" || { tmux_stop; return 1; }
    tmux_keys l l
    tmux_wait_for "moves 2" || { tmux_stop; return 1; }
    tmux_keys '?'
    tmux_wait_for "hints 1" || { tmux_stop; return 1; }
    tmux_stop
    # The square the route takes first from 2,0 (text line 1, column 5)
    # is a '.' beside it in the solved file; on screen (two columns a
    # square) it must be the hint's '*'.
    python3 - <<'PY' || fail "hint is not the next step"
rows = open("from.txt").read().split("\n")
screen = open("screen").read().split("\n")
r, c = 1, 5
steps = [(r + dr, c + dc) for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)) if rows[r + dr][c + dc] == "."]
assert len(steps) == 1, steps
(sr, sc) = steps[0]
assert screen[sr][2 * sc] == "*", (screen[sr], sc)
assert screen[r][2 * c] == "@", screen[r]
PY
}

t_ctrl_c_gives_the_terminal_back() {
    tmux_start bash --norc --noprofile
    # The marker is typed as DO''NE and printed as DONE, so waiting for
    # it waits for the output, not for the echo of the command line.
    tmux_keys "LANG=C.UTF-8 '$MAZE' play -s 3; echo exit=\$?; stty -a | tr ' ;' '\n\n' | grep -x -- '-\?icanon\|-\?echo' | tr '\n' ' '; echo; echo DO''NE" Enter
    tmux_wait_for "shortest" || { tmux_stop; return 1; }
    tmux_keys C-c
    tmux_wait_for "DONE" || { tmux_stop; return 1; }
    grep -q "^exit=130$" screen || fail "exit status" || { tmux_stop; return 1; }
    grep -q "^icanon echo *$" screen || fail "terminal not restored: $(grep icanon screen)" || { tmux_stop; return 1; }
    tmux_stop
}

t_quit_asks_first_when_unfinished() {
    tmux_start bash --norc --noprofile
    tmux_keys "LANG=C.UTF-8 '$MAZE' play -s 3 --run; echo exit=\$?" Enter
    tmux_wait_for "moves 0" || { tmux_stop; return 1; }
    tmux_keys l
    tmux_keys j
    tmux_keys q
    tmux_wait_for "Quit this maze? (y/n)" || { tmux_stop; return 1; }
    tmux_keys n
    tmux_wait_for "hints 0" || { tmux_stop; return 1; }
    tmux_keys q
    tmux_wait_for "Quit this maze? (y/n)" || { tmux_stop; return 1; }
    tmux_keys y
    tmux_wait_for "exit=0" || { tmux_stop; return 1; }
    tmux_stop
}

t_fog_hides_what_was_not_seen() {
    tmux_start "LANG=C.UTF-8 '$MAZE' play -W 12 -H 8 -s 7 --fog; sleep 30"
    tmux_wait_for "shortest" || { tmux_stop; return 1; }
    tmux_stop
    # The exit is far away and out of sight.
    ! grep -q "E " screen || fail "the exit shows through the fog"
}

t_play_needs_a_terminal() {
    maze play </dev/null
    expect_error 2 "maze: play needs a terminal: run it without pipes or redirection"
}

t_play_with_a_mask() {
    printf '%s\n' "XX    XXXX    XX" "X      XX      X" "                " \
        "XXXXX      XXXXX" "XXXXXXX  XXXXXXX" >heart.txt
    tmux_start "LANG=C.UTF-8 '$MAZE' play --mask heart.txt -s 3; sleep 30"
    tmux_wait_for "shortest" || { tmux_stop; return 1; }
    tmux_stop
    # The player starts on the first kept cell (2,0), the masked corner
    # before it is solid wall.
    sed -n 2p screen | grep -q "^██████████@ " || fail "row 2: $(sed -n 2p screen)"
}

# route_on_screen SOLVED: every square of the solved text maze's route
# ('.') is a '+' on the screen (two columns a square), and no other square
# is; S is where the player '@' stands.
route_on_screen() {
    python3 - "$1" <<'PY'
import sys
rows = open(sys.argv[1]).read().split("\n")
screen = open("screen").read().split("\n")
for r, line in enumerate(rows):
    for c, ch in enumerate(line):
        shown = screen[r][2 * c] if 2 * c < len(screen[r]) else " "
        want = {".": "+", "S": "@"}.get(ch)
        if want and shown != want:
            sys.exit(f"square {c},{r}: {shown!r} on screen, {want!r} expected")
        if not want and shown == "+":
            sys.exit(f"square {c},{r}: '+' on screen, off the route")
PY
}

t_p_shows_the_whole_route_and_counts_as_a_hint() {
    "$MAZE" generate -W 12 -H 8 -s 7 --solve -f text >solved.txt 2>/dev/null
    tmux_start "LANG=C.UTF-8 '$MAZE' play -W 12 -H 8 -s 7; sleep 30"
    tmux_wait_for "hints 0" || { tmux_stop; return 1; }
    tmux_keys p
    tmux_wait_for "hints 1" || { tmux_stop; return 1; }
    tmux_stop
    route_on_screen solved.txt || fail "the route on screen: $(cat screen)"
}

t_one_cell_wide_maze_shows_its_route_and_is_won() {
    "$MAZE" generate -W 1 -H 6 -s 1 --solve -f text >solved.txt 2>/dev/null
    tmux_start "LANG=C.UTF-8 '$MAZE' play -W 1 -H 6 -s 1; sleep 30"
    tmux_wait_for "hints 0" || { tmux_stop; return 1; }
    tmux_keys Tab
    tmux_wait_for "hints 1" || { tmux_stop; return 1; }
    tmux_screen
    route_on_screen solved.txt || { fail "the route on screen: $(cat screen)"; tmux_stop; return 1; }
    tmux_keys j j j j j
    tmux_wait_for "You made it!" || { tmux_stop; return 1; }
    tmux_stop
    grep -qF "moves 5 (shortest 5)" screen || fail "win screen: $(cat screen)"
}
