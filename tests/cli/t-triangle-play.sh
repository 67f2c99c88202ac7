# maze play --shape triangle: upward and downward cells between slanted
# sides and floor lines in the terminal, driven through tmux as a person
# plays.

# triangle_keys SOLVED: the keys (hjkl) that walk the route of a solved
# triangle maze in JSON (maze solve -f json) from S to E.
triangle_keys() {
    python3 - "$1" <<'PY'
import json, sys
route = json.load(open(sys.argv[1]))["route"]
keys = {(1, 0): "l", (-1, 0): "h", (0, 1): "j", (0, -1): "k"}
print("".join(keys[(b[0] - a[0], b[1] - a[1])] for a, b in zip(route, route[1:])))
PY
}

# Seed 4 (16 x 8). At 120 columns the status line has the shortest walk.
triangle_game() {
    TMUX_COLS=120 tmux_start "LANG=${1:-C.UTF-8} '$MAZE' play --shape triangle -W 16 -H 8 -s 4; sleep 30"
}

t_triangle_play_wins_by_the_shortest_route() {
    "$MAZE" generate --shape triangle -W 16 -H 8 -s 4 -f json -o t.json
    "$MAZE" solve t.json -f json -o solved.json 2>/dev/null
    keys=$(triangle_keys solved.json)
    for k in h j k l; do
        case $keys in *$k*) ;; *) fail "the route never goes $k: $keys" || return 1 ;; esac
    done
    triangle_game
    tmux_play_wins "$keys"
}

t_triangle_play_a_move_into_a_wall_does_not_move() {
    "$MAZE" generate --shape triangle -W 16 -H 8 -s 4 -f json -o t.json
    # The start (0,0) points up, open east and south; (1,0) points down,
    # open east and west (its north is the edge, and it has no south).
    [ "$(open_ways t.json 0 0)" = 01 ] || fail "cell 0,0: $(open_ways t.json 0 0)" || return 1
    [ "$(open_ways t.json 1 0)" = 02 ] || fail "cell 1,0: $(open_ways t.json 1 0)" || return 1
    triangle_game C
    tmux_wait_for "moves 0 " || { tmux_stop; return 1; }
    # North (an upward cell has none), west (the edge), diagonals (none);
    # then one step east, the only one that counts.
    tmux_keys k 8 Up h 4 Left 7 9 1 3 l
    tmux_wait_for "moves 1 " || { tmux_stop; return 1; }
    # In ASCII: the start's west side, the start, the trail through the
    # open side, the player (the side east of it is open too).
    sed -n 2p screen | grep -qF '/S.@ ' || fail "row 2: $(sed -n 2p screen)" || { tmux_stop; return 1; }
    # A downward cell has no south; its north is the edge.
    tmux_keys j 2 Down k 8 Up h
    tmux_wait_for "moves 2 " || { tmux_stop; return 1; }
    sed -n 2p screen | grep -qF '/@.. ' || fail "row 2: $(sed -n 2p screen)" || { tmux_stop; return 1; }
    ! LC_ALL=C grep -q '[^ -~]' screen || fail "not ASCII: $(cat screen)" || { tmux_stop; return 1; }
    # South to 0,1, east to 1,1, which points up and is walled south
    # from 1,2: that way is refused, then east to 2,1.
    [ "$(open_ways t.json 1 1)" = 02 ] || fail "cell 1,1: $(open_ways t.json 1 1)" || { tmux_stop; return 1; }
    tmux_keys j l
    tmux_wait_for "moves 4 " || { tmux_stop; return 1; }
    tmux_keys j 2 Down l
    tmux_wait_for "moves 5 " || { tmux_stop; return 1; }
    sed -n 4p screen | grep -qF '\....@' || fail "row 4: $(sed -n 4p screen)" || { tmux_stop; return 1; }
    tmux_stop
}

t_triangle_play_draws_every_wall() {
    # In ASCII, each walled slanted side where it stands: '\' east of a
    # cell that points up, '/' east of one that points down (and the edges
    # as the cells there point); each walled floor side three '-' under an
    # upward cell; nothing where a side is open but the marks. In Unicode
    # the same number of box-drawing slants and floor pieces.
    "$MAZE" generate --shape triangle -W 16 -H 8 -s 4 -f json -o t.json
    triangle_game C
    tmux_wait_for "shortest" || { tmux_stop; return 1; }
    tmux_stop
    head -17 screen >ascii.txt
    python3 - <<'PY' || fail "drawing: $(cat screen)" || return 1
import json, sys
m = json.load(open("t.json"))
w, h, cells = m["width"], m["height"], m["cells"]
screen = [line.ljust(2 * w + 1) for line in open("ascii.txt").read().split("\n")]
def up(x, y):
    return (x + y) % 2 == 0
def is_open(x, y, d):
    return str(d) in cells[y][x]
for y in range(h):
    for k in range(w + 1):
        if k == 0:
            want = "/" if up(0, y) else "\\"
        elif k == w:
            want = "\\" if up(w - 1, y) else "/"
        else:
            want = " " if is_open(k - 1, y, 0) else ("\\" if up(k - 1, y) else "/")
        got = screen[2 * y + 1][2 * k]
        if want == " " and got in "/\\" or want != " " and got != want:
            sys.exit(f"slant {k} of row {y}: {got!r}, not {want!r}: {screen[2 * y + 1]}")
for j in range(h + 1):
    for x in range(w):
        if (x + j) % 2 == 0:
            continue
        walled = j == 0 or j == h or not is_open(x, j - 1, 1)
        got = screen[2 * j][2 * x:2 * x + 3]
        if walled != (got == "---"):
            sys.exit(f"floor side of {x},{j}: {got!r}: {screen[2 * j]}")
PY
    triangle_game C.UTF-8
    tmux_wait_for "shortest" || { tmux_stop; return 1; }
    tmux_stop
    head -17 screen >unicode.txt
    [ "$(tr -cd '/\\' <ascii.txt | wc -c)" = "$(grep -o '[╱╲]' unicode.txt | wc -l)" ] ||
        fail "Unicode slants: $(cat unicode.txt)" || return 1
    [ "$(tr -cd - <ascii.txt | wc -c)" = "$(grep -o '─' unicode.txt | wc -l)" ] ||
        fail "Unicode floors: $(cat unicode.txt)"
}

# marks_on_screen ROUTE.json STEPS MARK: the first STEPS steps of the
# route in ROUTE.json (all of it for 0) are MARK on the screen: each cell
# after the first (column 2x + 1 of line 2y + 1) and the side between it
# and the one before (the slant between two cells of a row, or the middle
# of a floor side).
marks_on_screen() {
    python3 - "$@" <<'PY'
import json, sys
route = json.load(open(sys.argv[1]))["route"]
steps, mark = int(sys.argv[2]) or len(route), sys.argv[3]
screen = open("screen").read().split("\n")
for (ax, ay), (bx, by) in list(zip(route, route[1:]))[:steps]:
    if ay == by:
        row, col = 2 * ay + 1, 2 * max(ax, bx)
    else:
        row, col = 2 * max(ay, by), 2 * ax + 1
    if screen[row][col] != mark:
        sys.exit(f"step {ax},{ay} to {bx},{by}: {screen[row][col]!r} at line {row} column {col}: {screen[row]}")
    if (bx, by) != tuple(route[-1]) and screen[2 * by + 1][2 * bx + 1] != mark:
        sys.exit(f"cell {bx},{by} not marked: {screen[2 * by + 1]}")
PY
}

t_triangle_play_hint_and_route_mark_the_right_cells() {
    "$MAZE" generate --shape triangle -W 16 -H 8 -s 4 -f json -o t.json
    "$MAZE" solve t.json -f json -o solved.json 2>/dev/null
    triangle_game
    tmux_wait_for "hints 0" || { tmux_stop; return 1; }
    tmux_keys p
    tmux_wait_for "hints 1" || { tmux_stop; return 1; }
    marks_on_screen solved.json 0 + || fail "route: $(cat screen)" || { tmux_stop; return 1; }
    tmux_keys p
    # Off the route, east along the top row: the hint leads back west
    # and then south.
    tmux_keys l l
    tmux_wait_for "moves 2 " || { tmux_stop; return 1; }
    "$MAZE" solve t.json --from 2,0 -f json -o from.json 2>/dev/null
    python3 -c 'import json; r = json.load(open("from.json"))["route"]; assert r[:4] == [[2, 0], [1, 0], [0, 0], [0, 1]], r' ||
        fail "the route from 2,0 does not go back west" || { tmux_stop; return 1; }
    tmux_keys '?'
    tmux_wait_for "hints 2" || { tmux_stop; return 1; }
    tmux_stop
    marks_on_screen from.json 5 '*' || fail "hint: $(cat screen)"
}
