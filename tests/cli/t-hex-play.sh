# maze play --shape hex: hexagons drawn as bricks in the terminal, six
# ways from a cell, driven through tmux as a person plays.

# hex_keys SOLVED [vi]: the keys that walk the route of a solved hex maze
# in JSON (maze solve -f json) from S to E: the keypad's 7 9 4 6 1 3
# (default) or vi's y u h l b n. Odd rows are shifted half a cell east, so
# the cell south-east of (x, y) is (x + y % 2, y + 1).
hex_keys() {
    python3 - "$@" <<'PY'
import json, sys
route = json.load(open(sys.argv[1]))["route"]
vi = len(sys.argv) > 2 and sys.argv[2] == "vi"
names = {"e": "l" if vi else "6", "w": "h" if vi else "4",
         "se": "n" if vi else "3", "sw": "b" if vi else "1",
         "nw": "y" if vi else "7", "ne": "u" if vi else "9"}
keys = []
for (ax, ay), (bx, by) in zip(route, route[1:]):
    odd = ay % 2
    way = {(1, 0): "e", (-1, 0): "w", (odd, 1): "se", (odd - 1, 1): "sw",
           (odd - 1, -1): "nw", (odd, -1): "ne"}[(bx - ax, by - ay)]
    keys.append(names[way])
print("".join(keys))
PY
}

# Seed 4 (12 x 8): a route that takes all six ways. At 120 columns the
# status line has room for the shortest walk beside the keys.
hex_game() {
    TMUX_COLS=120 tmux_start "LANG=${1:-C.UTF-8} '$MAZE' play --shape hex -W 12 -H 8 -s 4; sleep 30"
}

t_hex_play_wins_by_the_shortest_route() {
    "$MAZE" generate --shape hex -W 12 -H 8 -s 4 -f json -o h.json
    "$MAZE" solve h.json -f json -o solved.json 2>/dev/null
    for keys in keypad vi; do
        keys=$(hex_keys solved.json $keys)
        for k in 1 3 4 6 7 9; do
            case $keys in *[0-9]*) ;; *) k=$(echo "$k" | tr 134679 bnhlyu) ;; esac
            case $keys in *$k*) ;; *) fail "the route never goes $k: $keys" || return 1 ;; esac
        done
        hex_game
        tmux_play_wins "$keys"
    done
}

t_hex_play_a_move_into_a_wall_does_not_move() {
    "$MAZE" generate --shape hex -W 12 -H 8 -s 4 -f json -o h.json
    # The start (0,0) is open east only; (1,0) east and west.
    [ "$(open_ways h.json 0 0)" = 0 ] || fail "cell 0,0: $(open_ways h.json 0 0)" || return 1
    [ "$(open_ways h.json 1 0)" = 03 ] || fail "cell 1,0: $(open_ways h.json 1 0)" || return 1
    hex_game C
    tmux_wait_for "moves 0 " || { tmux_stop; return 1; }
    # Every way but east, and up and down, which a hexagon has not; then
    # one step east, the only one that counts.
    tmux_keys 3 n 1 b 7 y 9 u 4 h 8 k 2 j Up Down Left l
    tmux_wait_for "moves 1 " || { tmux_stop; return 1; }
    # In ASCII: the start, the trail through the open side, the player.
    sed -n 2p screen | grep -qF "| S . @ " || fail "row 2: $(sed -n 2p screen)" || { tmux_stop; return 1; }
    ! LC_ALL=C grep -q '[^ -~]' screen || fail "not ASCII: $(cat screen)" || { tmux_stop; return 1; }
    tmux_keys 3 n 1 b 7 y 9 u
    tmux_keys 6
    tmux_wait_for "moves 2 " || { tmux_stop; return 1; }
    sed -n 2p screen | grep -qF "| S . . . @ " || fail "row 2: $(sed -n 2p screen)" || { tmux_stop; return 1; }
    grep -qF "move: 7 9 4 6 1 3, yu hl bn" screen || fail "no keys on the status line: $(tail -1 screen)" || { tmux_stop; return 1; }
    tmux_stop
}

# marks_on_screen ROUTE.json STEPS MARK: the first STEPS steps of the
# route in ROUTE.json (all of it for 0) are MARK on the screen: each cell
# after the first, drawn at column 4x + 2(y % 2) + 2 of line 2y + 1, and
# the side between it and the one before (an upright side on the cells'
# line, or a floor side on the line between two rows, under the west or
# east half of the cell above).
marks_on_screen() {
    python3 - "$@" <<'PY'
import json, sys
route = json.load(open(sys.argv[1]))["route"]
steps, mark = int(sys.argv[2]) or len(route), sys.argv[3]
screen = open("screen").read().split("\n")
def at(x, y):
    return 2 * y + 1, 4 * x + 2 * (y % 2) + 2
for (ax, ay), (bx, by) in list(zip(route, route[1:]))[:steps]:
    if ay == by:
        row, col = at(max(ax, bx), ay)
        col -= 2
    else:
        (ux, uy), (lx, ly) = sorted([(ax, ay), (bx, by)], key=lambda c: c[1])
        row, col = at(ux, uy)
        row += 1
        col += 1 if at(lx, ly)[1] > col else -1
    if screen[row][col] != mark:
        sys.exit(f"step {ax},{ay} to {bx},{by}: {screen[row][col]!r} at line {row} column {col}: {screen[row]}")
    row, col = at(bx, by)
    if (bx, by) != tuple(route[-1]) and screen[row][col] != mark:
        sys.exit(f"cell {bx},{by} not marked: {screen[row]}")
PY
}

t_hex_play_hint_and_route_mark_the_right_cells() {
    "$MAZE" generate --shape hex -W 12 -H 8 -s 4 -f json -o h.json
    "$MAZE" solve h.json -f json -o solved.json 2>/dev/null
    hex_game
    tmux_wait_for "hints 0" || { tmux_stop; return 1; }
    tmux_keys p
    tmux_wait_for "hints 1" || { tmux_stop; return 1; }
    marks_on_screen solved.json 0 + || fail "route: $(cat screen)" || { tmux_stop; return 1; }
    tmux_keys p
    # Off the route: from 2,0 south-west to 1,1, a spur; the hint leads
    # back north-east, then south-east.
    tmux_keys l l b
    tmux_wait_for "moves 3 " || { tmux_stop; return 1; }
    "$MAZE" solve h.json --from 1,1 -f json -o from.json 2>/dev/null
    python3 -c 'import json; r = json.load(open("from.json"))["route"]; assert r[:3] == [[1, 1], [2, 0], [2, 1]], r' ||
        fail "the route from 1,1 does not go back north-east" || { tmux_stop; return 1; }
    tmux_keys '?'
    tmux_wait_for "hints 2" || { tmux_stop; return 1; }
    tmux_stop
    marks_on_screen from.json 5 '*' || fail "hint: $(cat screen)"
}

t_hex_play_new_maze_is_m() {
    hex_game
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

t_hex_play_draws_every_wall() {
    # In ASCII, every side where it stands: an upright side '|' on a row's
    # line (four columns a cell, odd rows two columns further east), a
    # floor side '-' under the west or east half of the cell above; an
    # open side is neither. In Unicode, the same sides in box drawing.
    "$MAZE" generate --shape hex -W 12 -H 8 -s 4 -f json -o h.json
    hex_game C
    tmux_wait_for "shortest" || { tmux_stop; return 1; }
    tmux_stop
    head -17 screen >ascii.txt
    python3 - <<'PY' || fail "drawing: $(cat screen)" || return 1
import json, sys
m = json.load(open("h.json"))
w, h, cells = m["width"], m["height"], m["cells"]
screen = [line.ljust(4 * w + 3) for line in open("ascii.txt").read().split("\n")]
def is_open(x, y, d):
    return str(d) in cells[y][x]
for y in range(h):
    o = 2 * (y % 2)
    for k in range(w + 1):
        walled = k == 0 or k == w or not is_open(k - 1, y, 0)
        got = screen[2 * y + 1][o + 4 * k]
        if walled != (got == "|"):
            sys.exit(f"upright side {k} of row {y}: {got!r}: {screen[2 * y + 1]}")
    for x in range(w):
        for d, col in ((2, 1), (1, 3)):  # south-west, south-east halves
            walled = y + 1 == h or not is_open(x, y, d)
            got = screen[2 * y + 2][o + 4 * x + col]
            if walled != (got == "-"):
                sys.exit(f"side {d} of {x},{y}: {got!r}: {screen[2 * y + 2]}")
PY
    hex_game C.UTF-8
    tmux_wait_for "shortest" || { tmux_stop; return 1; }
    tmux_stop
    head -17 screen >unicode.txt
    [ "$(tr -cd '|' <ascii.txt | wc -c)" = "$(grep -o '│' unicode.txt | wc -l)" ] ||
        fail "Unicode uprights: $(cat unicode.txt)"
}
