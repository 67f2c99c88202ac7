# maze play --shape upsilon: octagons and squares in the terminal, eight
# ways from an octagon, driven through tmux as a person plays.

# upsilon_keys SOLVED [diagonals]: the keys that walk the route of a
# solved upsilon maze in JSON (maze solve -f json) from S to E: hjkl
# straight, and for the diagonals the keypad's digits (default) or vi's
# yubn.
upsilon_keys() {
    python3 - "$@" <<'PY'
import json, sys
route = json.load(open(sys.argv[1]))["route"]
vi = len(sys.argv) > 2 and sys.argv[2] == "vi"
keys = {(1, 0): "l", (-1, 0): "h", (0, 1): "j", (0, -1): "k",
        (1, 1): "n" if vi else "3", (-1, 1): "b" if vi else "1",
        (-1, -1): "y" if vi else "7", (1, -1): "u" if vi else "9"}
print("".join(keys[(b[0] - a[0], b[1] - a[1])] for a, b in zip(route, route[1:])))
PY
}

# The route of seed 4 (12 x 8) takes diagonals both ways. At 120 columns
# the status line has room for the shortest walk beside the keys.
upsilon_game() {
    TMUX_COLS=120 tmux_start "LANG=${1:-C.UTF-8} '$MAZE' play --shape upsilon -W 12 -H 8 -s 4; sleep 30"
}

t_upsilon_play_wins_by_the_shortest_route() {
    for diagonals in keypad vi; do
        "$MAZE" generate --shape upsilon -W 12 -H 8 -s 4 -f json -o u.json
        "$MAZE" solve u.json -f json -o solved.json 2>/dev/null
        keys=$(upsilon_keys solved.json $diagonals)
        case $diagonals in
        keypad) echo "$keys" | grep -q '[13]' && echo "$keys" | grep -q '[79]' ;;
        vi) echo "$keys" | grep -q '[bn]' && echo "$keys" | grep -q '[yu]' ;;
        esac || fail "the route takes no diagonal both ways: $keys" || return 1
        upsilon_game
        tmux_play_wins "$keys"
    done
}

t_upsilon_play_a_move_into_a_wall_does_not_move() {
    "$MAZE" generate --shape upsilon -W 12 -H 8 -s 4 -f json -o u.json
    # The start (0,0) is an octagon: open east (0) and south (2), walled
    # south-east (1); (1,0) east of it is a square, open east and west.
    [ "$(open_ways u.json 0 0)" = 02 ] || fail "cell 0,0: $(open_ways u.json 0 0)" || return 1
    [ "$(open_ways u.json 1 0)" = 04 ] || fail "cell 1,0: $(open_ways u.json 1 0)" || return 1
    upsilon_game
    tmux_wait_for "moves 0 " || { tmux_stop; return 1; }
    # Into the slanted wall, the border (north-west, north, west, north-
    # east), then one step east; only that one counts.
    tmux_keys 3 n 7 y 8 k 4 h 9 u l
    tmux_wait_for "moves 1 " || { tmux_stop; return 1; }
    sed -n 2p screen | grep -qF "██S . @ " || fail "row 2: $(sed -n 2p screen)" || { tmux_stop; return 1; }
    # A square has no diagonal ways; south is a wall, north the border.
    tmux_keys 3 9 1 7 n u b y j 2 k 8 h
    tmux_wait_for "moves 2 " || { tmux_stop; return 1; }
    sed -n 2p screen | grep -qF "██@ . . " || fail "row 2: $(sed -n 2p screen)" || { tmux_stop; return 1; }
    tmux_stop
}

t_upsilon_play_draws_the_slanted_passages() {
    # In ASCII: each open slanted wall is a '\' or '/' on a corner square,
    # as many as the maze's passages that are diagonal.
    "$MAZE" generate --shape upsilon -W 12 -H 8 -s 4 -f json -o u.json
    want=$(python3 -c '
import json
cells = json.load(open("u.json"))["cells"]
print(sum(c.count("1") + c.count("3") for row in cells for c in row))')
    upsilon_game C
    tmux_wait_for "shortest" || { tmux_stop; return 1; }
    tmux_stop
    got=$(head -17 screen | tr -cd '\\/' | wc -c)
    [ "$got" = "$want" ] || fail "$got slants on screen, $want diagonal passages: $(cat screen)"
    grep -qF "move: keypad, hjkl+yubn" screen || fail "no keys on the status line: $(tail -1 screen)"
}

t_upsilon_play_new_maze_is_m() {
    upsilon_game
    tmux_wait_for "seed 4 " || { tmux_stop; return 1; }
    tmux_keys m
    for i in $(seq 50); do
        tmux_screen
        grep -q "seed 4 " screen || break
        sleep 0.1
    done
    ! grep -q "seed 4 " screen || fail "m made no new maze" || { tmux_stop; return 1; }
    tmux_stop
}

# marks_on_screen ROUTE.json STEPS MARK: the first STEPS steps of the
# route in ROUTE.json (all of it for 0) are MARK on the screen: each cell
# after the first and the square between it and the one before (a wall
# slot, or for a diagonal step the corner, where MARK follows the slant).
marks_on_screen() {
    python3 - "$@" <<'PY'
import json, sys
route = json.load(open(sys.argv[1]))["route"]
steps, mark = int(sys.argv[2]) or len(route), sys.argv[3]
screen = open("screen").read().split("\n")
for (ax, ay), (bx, by) in list(zip(route, route[1:]))[:steps]:
    sx, sy = ax + bx + 1, ay + by + 1  # the square between, in squares
    diagonal = ax != bx and ay != by
    col = 2 * sx + (1 if diagonal else 0)
    if screen[sy][col] != mark:
        sys.exit(f"step {ax},{ay} to {bx},{by}: {screen[sy][col]!r} at square {sx},{sy}: {screen[sy]}")
    if diagonal and screen[sy][2 * sx] != ("\\" if (bx - ax) == (by - ay) else "/"):
        sys.exit(f"step {ax},{ay} to {bx},{by}: no slant at square {sx},{sy}: {screen[sy]}")
    if (bx, by) != tuple(route[-1]) and screen[2 * by + 1][4 * bx + 2] != mark:
        sys.exit(f"cell {bx},{by} not marked: {screen[2 * by + 1]}")
PY
}

t_upsilon_play_hint_and_route_take_the_diagonals() {
    "$MAZE" generate --shape upsilon -W 12 -H 8 -s 4 -f json -o u.json
    "$MAZE" solve u.json -f json -o solved.json 2>/dev/null
    upsilon_game C
    tmux_wait_for "hints 0" || { tmux_stop; return 1; }
    tmux_keys p
    tmux_wait_for "hints 1" || { tmux_stop; return 1; }
    marks_on_screen solved.json 0 + || fail "route: $(cat screen)" || { tmux_stop; return 1; }
    tmux_keys p
    # From 2,1, a square in a dead end off the route: the next five steps,
    # back north and then south-east through a slanted passage.
    tmux_keys l l j
    "$MAZE" solve u.json --from 2,1 -f json -o from.json 2>/dev/null
    python3 -c 'import json; r = json.load(open("from.json"))["route"]; assert r[:3] == [[2, 1], [2, 0], [3, 1]], r' ||
        fail "the route from 2,1 does not go north, then south-east" || { tmux_stop; return 1; }
    tmux_wait_for "moves 3 " || { tmux_stop; return 1; }
    tmux_keys '?'
    tmux_wait_for "hints 2" || { tmux_stop; return 1; }
    tmux_stop
    marks_on_screen from.json 5 '*' || fail "hint: $(cat screen)"
}
