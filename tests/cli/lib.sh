# lib.sh - helpers for the command-line tests (sourced by run.sh).

# maze ARGS...: runs the tool; stdout in ./out, stderr in ./err, the exit
# status in $status. Never fails by itself.
maze() {
    status=0
    "$MAZE" "$@" >out 2>err || status=$?
}

# maze_in FILE ARGS...: the same with FILE as standard input.
maze_in() {
    local input=$1
    shift
    status=0
    "$MAZE" "$@" <"$input" >out 2>err || status=$?
}

fail() {
    echo "$*"
    echo "--- stdout:"; head -c 2000 out 2>/dev/null
    echo "--- stderr:"; cat err 2>/dev/null
    return 1
}

expect_status() {
    [ "$status" = "$1" ] || fail "expected exit status $1, got $status"
}

# expect_error STATUS LINE: exit status and the one line on stderr.
expect_error() {
    expect_status "$1" || return 1
    [ "$(cat err)" = "$2" ] || fail "expected stderr: $2"
}

expect_err_has() {
    grep -qF -- "$1" err || fail "expected on stderr: $1"
}

expect_out_has() {
    grep -qF -- "$1" out || fail "expected on stdout: $1"
}

# The text format's shape: lines of one length, 2H+1 of them.
expect_text_maze() {
    local w=$1 h=$2 file=${3:-out}
    local lines cols
    lines=$(wc -l <"$file")
    cols=$(awk '{print length($0)}' "$file" | sort -u)
    [ "$lines" = $((2 * h + 1)) ] || fail "expected $((2 * h + 1)) lines, got $lines" || return 1
    [ "$cols" = $((2 * w + 1)) ] || fail "expected lines of $((2 * w + 1)), got $cols" || return 1
    [ "$(grep -o S "$file" | wc -l)" = 1 ] || fail "expected one S" || return 1
    [ "$(grep -o E "$file" | wc -l)" = 1 ] || fail "expected one E"
}

# Runs a command on a pseudo-terminal (util-linux script), as a user at a
# terminal would; output in ./out.
on_terminal() {
    status=0
    script -qec "$*" /dev/null >out 2>&1 </dev/null || status=$?
}

# shape_generators_make_perfect CELLS ARGS...: maze stats ARGS with every
# generator that takes shapes gives a perfect maze of CELLS cells: CELLS-1
# passages, no loops.
shape_generators_make_perfect() {
    local cells=$1 a
    shift
    for a in backtracker prim kruskal wilson aldous-broder hunt-and-kill growing-tree; do
        maze stats "$@" -s 3 -a $a
        expect_status 0 || return 1
        grep -q "^cells  *$cells\$" out || fail "$a: not $cells cells" || return 1
        grep -q "^passages  *$((cells - 1))\$" out ||
            fail "$a: not $((cells - 1)) passages" || return 1
        grep -q '^loops  *0$' out || fail "$a: loops" || return 1
    done
}

# json_solvers_agree FILE ARGS...: the maze maze generate ARGS writes as
# JSON into FILE is solved by every solver to the route length generate
# gave, and solving FILE writes the maze generate --solve wrote.
json_solvers_agree() {
    local file=$1 want s
    shift
    "$MAZE" generate "$@" -f json -o "$file" 2>/dev/null
    "$MAZE" generate "$@" --solve -f json -o solved.json 2>gen.err
    want=$(sed -n 's/^route length: //p' gen.err)
    [ -n "$want" ] || fail "generate --solve gave no route length" || return 1
    for s in bfs astar dfs tremaux dead-end-fill wall-follower; do
        maze solve "$file" --solver $s -f json
        expect_status 0 || return 1
        [ "$(sed -n 's/^route length: //p' err)" = "$want" ] ||
            fail "$s: another route length than $want" || return 1
    done
    maze solve "$file" -f json
    [ "$(grep -v '"format"' out)" = "$(grep -v '"format"' solved.json)" ] ||
        fail "solving the file wrote another maze"
}

# tmux, on a socket of this test's own, for the game.
tmux_start() {
    TMUX_SOCKET="maze-test-$$-$RANDOM"
    tmux -L "$TMUX_SOCKET" -f /dev/null new-session -d -s t -x "${TMUX_COLS:-100}" \
        -y "${TMUX_ROWS:-30}" "$@"
}

tmux_keys() {
    tmux -L "$TMUX_SOCKET" send-keys -t t "$@"
}

tmux_screen() {
    tmux -L "$TMUX_SOCKET" capture-pane -t t -p >screen 2>/dev/null
}

tmux_stop() {
    tmux -L "$TMUX_SOCKET" kill-server 2>/dev/null
    return 0
}

# Waits up to 10 s for TEXT on the screen (left in ./screen).
tmux_wait_for() {
    local i
    for i in $(seq 100); do
        tmux_screen
        grep -qF -- "$1" screen && return 0
        sleep 0.1
    done
    echo "not on the screen after 10 s: $1"
    cat screen
    return 1
}

# open_ways JSON X Y: the open ways of cell X,Y of the JSON maze file, as
# the digits of its directions ("03": east and the fourth way).
open_ways() {
    python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["cells"][int(sys.argv[3])][int(sys.argv[2])])' "$@"
}

# tmux_play_wins KEYS: in the game tmux_start started, KEYS (a character
# a move) win in as many moves as the game says the shortest walk takes,
# which is as many. The game is stopped, its last screen left in ./screen.
tmux_play_wins() {
    tmux_wait_for "shortest ${#1}" || { tmux_stop; return 1; }
    tmux_keys "$1"
    tmux_wait_for "You made it!" || { tmux_stop; return 1; }
    tmux_stop
    grep -qF "moves ${#1} (shortest ${#1})" screen || fail "win screen: $(cat screen)"
}

# The keys (hjkl) that walk the route of a solved text maze from S to E.
route_keys() {
    python3 - "$1" <<'PY'
import sys
rows = open(sys.argv[1]).read().split("\n")
at = next((r, c) for r, line in enumerate(rows) for c, ch in enumerate(line) if ch == "S")
keys, prev = [], None
while rows[at[0]][at[1]] != "E":
    for key, (dr, dc) in (("l", (0, 1)), ("h", (0, -1)), ("j", (1, 0)), ("k", (-1, 0))):
        mid = (at[0] + dr, at[1] + dc)
        nxt = (at[0] + 2 * dr, at[1] + 2 * dc)
        if nxt != prev and rows[mid[0]][mid[1]] == "." and rows[nxt[0]][nxt[1]] in ".E":
            keys.append(key)
            prev, at = at, nxt
            break
    else:
        sys.exit("no way on")
print("".join(keys))
PY
}
