# maze play, driven through tmux the way a person plays it.

t_walking_the_solvers_route_wins_in_the_fewest_moves() {
    "$MAZE" generate -W 12 -H 8 -s 7 --solve -f text >solved.txt 2>/dev/null
    keys=$(route_keys solved.txt) || return 1
    tmux_start "LANG=C.UTF-8 '$MAZE' play -W 12 -H 8 -s 7; sleep 30"
    tmux_play_wins "$keys"
    grep -qF "hints 0" screen || fail "hints counted"
    grep -q "score [0-9]" screen || fail "no score"
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

# play_route SEED MAP [OPTIONS...]: plays the maze of -W 12 -H 8 -s SEED
# (OPTIONS added) with the route of the same maze solved (./solved.txt,
# written here) typed in the keys of MAP
# (arrows, wasd; "run" and "RUN" for the keys that run: the letter keys
# with Shift, shifted arrows), one key per corridor when running; checks
# that the player wins in the fewest moves. The keys sent are in ./keys.
play_route() {
    local seed=$1 map=$2 solved=solved.txt
    shift 2
    "$MAZE" generate -W 12 -H 8 -s "$seed" --solve -f text >"$solved" 2>/dev/null
    python3 - "$solved" "$map" "$@" >keys <<'PY' || return 1
import sys
rows = open(sys.argv[1]).read().split("\n")
names = {"hjkl": "h j k l", "arrows": "Left Down Up Right", "wasd": "a s w d",
         "HJKL": "H J K L", "WASD": "A S W D",
         "shift-arrows": "S-Left S-Down S-Up S-Right"}[sys.argv[2]].split()
run = sys.argv[2] in ("HJKL", "WASD", "shift-arrows") or "--run" in sys.argv
steps = {(0, -1): names[0], (1, 0): names[1], (-1, 0): names[2], (0, 1): names[3]}
def degree(r, c):
    return sum(rows[r + dr][c + dc] != "#" for dr, dc in steps)
at = next((r, c) for r, line in enumerate(rows) for c, ch in enumerate(line) if ch == "S")
route, prev = [at], None
while rows[at[0]][at[1]] != "E":
    for dr, dc in steps:
        nxt = (at[0] + 2 * dr, at[1] + 2 * dc)
        if nxt != prev and rows[at[0] + dr][at[1] + dc] == "." and rows[nxt[0]][nxt[1]] in ".E":
            prev, at = at, nxt
            route.append(at)
            break
    else:
        sys.exit("no way on")
keys, i = [], 0
while i + 1 < len(route):
    (r, c), (r2, c2) = route[i], route[i + 1]
    keys.append(steps[((r2 - r) // 2, (c2 - c) // 2)])
    i += 1
    while run and i + 1 < len(route) and degree(*route[i]) == 2:
        i += 1
print(" ".join(keys))
PY
    local moves
    moves=$(grep -o '\.' "$solved" | wc -l)
    moves=$(((moves + 1) / 2))
    tmux_start "LANG=C.UTF-8 '$MAZE' play -W 12 -H 8 -s $seed $*; sleep 30"
    tmux_wait_for "shortest $moves" || { tmux_stop; return 1; }
    # shellcheck disable=SC2046 # one key a word
    tmux_keys $(cat keys)
    tmux_wait_for "You made it!" || { tmux_stop; return 1; }
    # The box may be on the screen before the status line under it is
    # redrawn (seen at load 4: the player two cells short, no status line).
    tmux_wait_for "moves $moves (shortest $moves)" || { tmux_stop; fail "$map"; return 1; }
    tmux_stop
}

t_arrow_keys_and_wasd_walk_like_hjkl() {
    "$MAZE" generate -W 12 -H 8 -s 7 --solve -f text >solved.txt 2>/dev/null
    # The route goes each of the four ways.
    for key in h j k l; do
        route_keys solved.txt | grep -q "$key" || fail "no '$key' on the route"
    done
    play_route 7 arrows
    play_route 7 wasd
}

t_shift_and_run_go_to_the_next_junction() {
    # Seed 23's route starts a run each of the four ways: LJHKLJJ.
    for map in HJKL WASD shift-arrows; do
        play_route 23 "$map"
        steps=$(route_keys solved.txt | wc -c)
        [ "$(wc -w <keys)" -lt $((steps / 2)) ] || fail "$map: $(cat keys): few runs"
        [ "$(tr ' ' '\n' <keys | sort -u | wc -l)" = 4 ] || fail "$map: $(cat keys): not all four ways"
    done
    play_route 23 hjkl --run
    [ "$(wc -w <keys)" -lt $((steps / 2)) ] || fail "--run: $(cat keys): few runs"
}

# The status line without the clock.
status_line() {
    tail -n 1 screen | sed 's/time [0-9:]*//'
}

t_r_starts_the_same_maze_again() {
    tmux_start "LANG=C.UTF-8 '$MAZE' play -W 12 -H 8 -s 7; sleep 30"
    tmux_wait_for "moves 0" || { tmux_stop; return 1; }
    head -n 17 screen >before
    status_line >status
    tmux_keys l j '?'
    tmux_wait_for "hints 1" || { tmux_stop; return 1; }
    grep -qF "moves 2" screen || fail "two moves" || { tmux_stop; return 1; }
    tmux_keys r
    tmux_wait_for "moves 0" || { tmux_stop; return 1; }
    tmux_stop
    # The player back on S, the breadcrumbs gone, the counts zero.
    head -n 17 screen | cmp -s - before || fail "not the maze as it began: $(cat before)"
    [ "$(status_line)" = "$(cat status)" ] || fail "status: $(cat status)"
}

# screen_walls_are TEXT: the maze on the screen (two columns a square) has
# its walls where the text maze TEXT has them.
screen_walls_are() {
    python3 - "$1" <<'PY'
import sys
rows = open(sys.argv[1]).read().split("\n")[:-1]
screen = open("screen").read().split("\n")
for r, line in enumerate(rows):
    for c, ch in enumerate(line):
        wall = screen[r][2 * c:2 * c + 2] == "██"
        if wall != (ch == "#"):
            sys.exit(f"square {c},{r}: {screen[r][2 * c:2 * c + 2]!r} on screen, {ch!r} in the file")
PY
}

t_n_makes_a_new_maze_that_its_seed_makes_again() {
    tmux_start "LANG=C.UTF-8 '$MAZE' play -W 12 -H 8 -s 7; sleep 30"
    tmux_wait_for "seed 7 " || { tmux_stop; return 1; }
    "$MAZE" generate -W 12 -H 8 -s 7 -f text >seven.txt 2>/dev/null
    screen_walls_are seven.txt || fail "seed 7 on screen" || { tmux_stop; return 1; }
    tmux_keys l
    tmux_wait_for "moves 1" || { tmux_stop; return 1; }
    tmux_keys n
    tmux_wait_for "moves 0" || { tmux_stop; return 1; }
    tmux_stop
    seed=$(tail -n 1 screen | sed -n 's/.*seed \([0-9]*\) .*/\1/p')
    [ -n "$seed" ] && [ "$seed" != 7 ] || fail "no new seed"
    "$MAZE" generate -W 12 -H 8 -s "$seed" -f text >new.txt 2>/dev/null
    screen_walls_are new.txt || fail "the new maze is not seed $seed's"
}

t_esc_quits_and_asks_first_when_unfinished() {
    tmux_start bash --norc --noprofile
    tmux_keys "LANG=C.UTF-8 '$MAZE' play -s 3; echo exit=\$?" Enter
    tmux_wait_for "moves 0" || { tmux_stop; return 1; }
    tmux_keys Escape
    tmux_wait_for "exit=0" || { tmux_stop; return 1; }
    tmux_keys clear Enter "LANG=C.UTF-8 '$MAZE' play -s 3; echo exit=\$?" Enter
    tmux_wait_for "moves 0" || { tmux_stop; return 1; }
    tmux_keys l j Escape
    tmux_wait_for "Quit this maze? (y/n)" || { tmux_stop; return 1; }
    tmux_keys y
    tmux_wait_for "exit=0" || { tmux_stop; return 1; }
    tmux_stop
}

# The keys (hjkl, < and >) that walk a solved JSON maze of floors' route.
floor_keys() {
    python3 - "$1" "$2" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
rows = m["height"] // m["levels"]
keys = []
for (x0, y0), (x1, y1) in zip(m["route"], m["route"][1:]):
    keys.append({(1, 0): "l", (-1, 0): "h", (0, 1): "j", (0, -1): "k",
                 (0, rows): "<", (0, -rows): ">"}[(x1 - x0, y1 - y0)])
print("".join(keys[:int(sys.argv[2])] if sys.argv[2] != "all" else keys))
PY
}

t_play_walks_floors_up_and_down_stairs() {
    "$MAZE" generate -W 6 -H 4 --levels 3 -s 5 --solve -f json >solved.json 2>/dev/null
    keys=$(floor_keys solved.json all) || return 1
    case $keys in *'<'*) ;; *) fail "the route takes no stair: $keys"; return 1 ;; esac
    tmux_start "LANG=C.UTF-8 '$MAZE' play -W 6 -H 4 --levels 3 -s 5; sleep 30"
    tmux_wait_for "floor 1/3" || { tmux_stop; return 1; }
    grep -q "shortest ${#keys}" screen || fail "shortest" || { tmux_stop; return 1; }
    # Up to the first stair: still on floor 1, then up.
    first=${keys%%<*}
    [ -z "$first" ] || tmux_keys "$first"
    tmux_wait_for "moves ${#first} " || { tmux_stop; return 1; }
    grep -q "floor 1/3" screen || fail "left floor 1 early" || { tmux_stop; return 1; }
    tmux_keys '<'
    tmux_wait_for "floor 2/3" || { tmux_stop; return 1; }
    # Going back down and up again costs two moves.
    tmux_keys '>'
    tmux_wait_for "floor 1/3" || { tmux_stop; return 1; }
    tmux_keys '<'
    tmux_wait_for "floor 2/3" || { tmux_stop; return 1; }
    rest=${keys#"$first<"}
    tmux_keys "$rest"
    tmux_wait_for "You made it!" || { tmux_stop; return 1; }
    grep -qF "moves $((${#keys} + 2)) (shortest ${#keys})" screen ||
        fail "win screen: $(cat screen)" || { tmux_stop; return 1; }
    tmux_stop
}

t_play_hint_points_up_the_stair() {
    "$MAZE" generate -W 6 -H 4 --levels 3 -s 5 --solve -f json >solved.json 2>/dev/null
    keys=$(floor_keys solved.json all) || return 1
    first=${keys%%<*}
    tmux_start "LANG=C.UTF-8 '$MAZE' play -W 6 -H 4 --levels 3 -s 5; sleep 30"
    tmux_wait_for "floor 1/3" || { tmux_stop; return 1; }
    [ -z "$first" ] || tmux_keys "$first"
    tmux_wait_for "moves ${#first} " || { tmux_stop; return 1; }
    # On the stair's cell the player stands on a '<' (drawn as @); '>' on
    # the floor below is no way: nothing moves.
    tmux_keys '>'
    sleep 0.3
    tmux_screen
    grep -q "moves ${#first} " screen || fail "moved down from floor 1" || { tmux_stop; return 1; }
    tmux_keys '?'
    tmux_wait_for "hint: up a stair (<)" || { tmux_stop; return 1; }
    grep -q "hints 1" screen || fail "hint not counted" || { tmux_stop; return 1; }
    tmux_stop
}

# The status line fits the terminal's width without a word cut short: at
# 80 columns with a ten-digit seed it once ended "r:restart n:".
t_status_line_fits_its_width() {
    for cols in 120 80 60 50 30; do
        TMUX_COLS=$cols tmux_start "LANG=C.UTF-8 '$MAZE' play -W 12 -H 8 -s 1234567890; sleep 30"
        tmux_wait_for "hints 0" || { tmux_stop; return 1; }
        tmux_stop
        line=$(grep "hints 0" screen | sed 's/ *$//')
        [ "${#line}" -le "$cols" ] || fail "$cols columns: ${#line} long: $line" || return 1
        case "$cols:$line" in
        120:*"seed 1234567890  shortest "*"q:quit") ;;
        80:*"q:quit" | 60:*"q:quit") ;;
        50:*"?:hint q:quit" | 30:"moves 0  time 0:0"[0-9]"  hints 0") ;;
        *) fail "$cols columns: $line" || return 1 ;;
        esac
    done
}
