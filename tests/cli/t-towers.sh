# --floors FxT: mazes in four dimensions, floors in towers joined by
# portals.

t_towers_make_perfect_mazes_with_every_graph_generator() {
    for a in backtracker prim kruskal wilson aldous-broder hunt-and-kill growing-tree; do
        for ft in 1x2 2x2 3x3; do
            f=${ft%x*} t=${ft#*x}
            maze stats -a $a -W 4 -H 3 --floors $ft -s 11
            expect_status 0 || return 1
            grep -q "^cells  *$((12 * f * t))$" out || fail "$a $ft: cells" || return 1
            grep -q "^loops  *0$" out || fail "$a $ft: not perfect" || return 1
            portals=$(awk '/^portals/ {print $2}' out)
            [ "$portals" -ge $((t - 1)) ] || fail "$a $ft: $portals portals" || return 1
            grep -q "between $t towers" out || fail "$a $ft: towers" || return 1
        done
    done
}

t_towers_of_one_are_floors_byte_for_byte() {
    maze generate -W 5 -H 4 --floors 3 -s 9
    expect_status 0 || return 1
    mv out floors.txt
    maze generate -W 5 -H 4 --floors 3x1 -s 9
    expect_status 0 || return 1
    cmp -s out floors.txt || fail "--floors 3x1 is not --floors 3"
}

t_towers_refuse_what_cannot_make_them() {
    maze generate --floors 2x0
    expect_status 2 || return 1
    expect_err_has "invalid floors '2x0' (expected F floors or FxT" || return 1
    maze generate --floors 3x2 -a sidewinder
    expect_status 2 || return 1
    expect_err_has "sidewinder makes one floor at a time and cannot make stairs" || return 1
    maze generate --floors 3x2 -f stl -o m.stl
    expect_status 2 || return 1
    expect_err_has "the stl format cannot draw a maze in four dimensions" || return 1
    [ ! -e m.stl ] || fail "wrote m.stl anyway"
}

t_towers_solve_across_portals_in_json() {
    maze generate -W 3 -H 3 --floors 2x3 -s 4 -f json -o m.json
    expect_status 0 || return 1
    grep -q '"towers": 3' m.json || fail "no towers in the JSON" || return 1
    for s in bfs astar dfs dead-end-fill tremaux; do
        maze solve --solver $s -f json m.json
        expect_status 0 || return 1
        expect_out_has '"route": [[0, 0]' || return 1
        grep -q 'a"\|k"\|a[a-z]*"' out || fail "$s: no portal in the cells" || return 1
    done
    maze solve -f json m.json
    bfs=$(grep -o 'route length: [0-9]*' err)
    maze solve --solver astar -f json m.json
    [ "$(grep -o 'route length: [0-9]*' err)" = "$bfs" ] || fail "astar: not the shortest"
}

t_towers_text_form_reads_back_with_portals() {
    maze generate -W 3 -H 2 --floors 2x2 -s 3
    expect_status 0 || return 1
    cp out m.txt
    # Two floors, two empty lines, two floors: 4 floors of 5 lines.
    [ "$(wc -l <m.txt)" = $((4 * 5 + 4)) ] || fail "expected 4 floors and 4 empty lines" || return 1
    [ "$(awk 'NR == 12 || NR == 13' m.txt | tr -d '\n')" = "" ] || fail "no two empty lines between towers" || return 1
    grep -q '[4-9a-f]' m.txt || fail "no portal marked" || return 1
    maze solve -f json m.txt
    expect_status 0 || return 1
    grep -q '"towers": 2' out || fail "towers lost" || return 1
    text_route=$(grep -o 'route length: [0-9]*' err)
    maze generate -W 3 -H 2 --floors 2x2 -s 3 -f json -o m.json
    maze solve -f json m.json
    [ "$(grep -o 'route length: [0-9]*' err)" = "$text_route" ] || fail "text and JSON differ"
}

t_towers_text_form_tells_a_broken_portal() {
    maze generate -W 3 -H 2 --floors 2x2 -s 3 -o m.txt
    expect_status 0 || return 1
    sed '0,/4/s/4/ /' m.txt >broken.txt
    maze solve broken.txt
    expect_status 1 || return 1
    expect_err_has "no portal ana (a digit of 4) at the end of the portal kata" || return 1
    sed '0,/</s/</c/' m.txt >broken.txt
    maze solve broken.txt
    expect_status 1 || return 1
    expect_err_has "'c': a portal kata (8) from the first tower" || return 1
    # A wall post broken on the second tower's first floor (line 14).
    sed '14s/^#/ /' m.txt >broken.txt
    maze solve broken.txt
    expect_status 1 || return 1
    expect_err_has "broken.txt:14:1: expected '#' (a wall post or the outer wall of floor 1 of tower 2)"
}

t_towers_pictures_draw_panels_in_rows() {
    for ext in png svg pdf gif; do
        maze generate -W 5 -H 4 --floors 3x2 -s 2 --solve --cell 16 -o m.$ext
        expect_status 0 || return 1
        [ -s m.$ext ] || fail "no m.$ext" || return 1
    done
    # Three panels across (a cell apart), two rows of panels (a margin
    # apart): (3 * 5 + 2) * 16 + 2 * 16 by 2 * 4 * 16 + 3 * 16.
    [ "$(file -b m.png | grep -o '[0-9]* x [0-9]*')" = "304 x 176" ] ||
        fail "m.png is $(file -b m.png)" || return 1
    grep -q '<svg' m.svg || fail "m.svg is no SVG" || return 1
    [ "$(pdfinfo m.pdf | awk '/^Pages:/ {print $2}')" = 2 ] ||
        fail "m.pdf: expected the maze and its answer" || return 1
    # The picture says what it is, and is not read back as a flat maze.
    maze solve m.png
    expect_status 1 || return 1
    expect_err_has "picture of a maze of floors, which cannot be read back" || return 1
    maze generate -W 5 -H 4 --floors 3x2 -s 2 --solve --animate -o m.gif
    expect_status 0 || return 1
    [ "$(gifsicle --info m.gif | awk 'NR == 1 {print $3}')" -gt 10 ] ||
        fail "m.gif: $(gifsicle --info m.gif | head -1)" || return 1
    maze generate -W 5 -H 4 --floors 3x2 -f plot -o m.plot.svg
    expect_status 2 || return 1
    expect_err_has "the plot format cannot draw a maze in four dimensions (try: text, unicode, png, svg, pdf, gif, json, jsonl)"
}

# The keys (hjkl, < >, ] [) that walk a solved JSON maze of towers' route.
tower_keys() {
    python3 - "$1" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
rows = m["height"] // m["levels"]
tower = m["height"] // m["towers"]
keys = []
for (x0, y0), (x1, y1) in zip(m["route"], m["route"][1:]):
    keys.append({(1, 0): "l", (-1, 0): "h", (0, 1): "j", (0, -1): "k",
                 (0, rows): "<", (0, -rows): ">",
                 (0, tower): "]", (0, -tower): "["}[(x1 - x0, y1 - y0)])
print("".join(keys))
PY
}

t_towers_play_walks_through_portals() {
    "$MAZE" generate -W 4 -H 3 --floors 2x2 -s 2 --solve -f json >solved.json 2>/dev/null
    keys=$(tower_keys solved.json) || return 1
    case $keys in *']'*) ;; *) fail "the route takes no portal: $keys"; return 1 ;; esac
    first=${keys%%]*}
    TMUX_COLS=140 tmux_start "LANG=C.UTF-8 '$MAZE' play -W 4 -H 3 --floors 2x2 -s 2; sleep 30"
    tmux_wait_for "tower 1/2 floor 1/2" || { tmux_stop; return 1; }
    grep -q "shortest ${#keys}" screen || fail "shortest" || { tmux_stop; return 1; }
    [ -z "$first" ] || tmux_keys "$first"
    tmux_wait_for "moves ${#first} " || { tmux_stop; return 1; }
    grep -q "tower 1/2" screen || fail "left tower 1 early" || { tmux_stop; return 1; }
    # The hint names the portal's key.
    tmux_keys '?'
    tmux_wait_for "hint: to the next tower (])" || { tmux_stop; return 1; }
    # Through and back costs two moves ({ is the page's key for [).
    tmux_keys ']'
    tmux_wait_for "tower 2/2" || { tmux_stop; return 1; }
    tmux_keys '{'
    tmux_wait_for "tower 1/2" || { tmux_stop; return 1; }
    tmux_keys ']'
    tmux_wait_for "tower 2/2" || { tmux_stop; return 1; }
    rest=${keys#"$first]"}
    [ -z "$rest" ] || tmux_keys "$rest"
    tmux_wait_for "You made it!" || { tmux_stop; return 1; }
    grep -qF "moves $((${#keys} + 2)) (shortest ${#keys})" screen ||
        fail "win screen: $(cat screen)" || { tmux_stop; return 1; }
    tmux_stop
}

t_towers_targets_name_the_towers() {
    maze generate -W 5 -H 4 --floors 3x2 -s 1 --route-length 500
    expect_status 2 || return 1
    expect_err_has "on a 5x4 maze of 3 floors in 2 towers:" || return 1
}

t_towers_distances_reach_every_cell() {
    maze generate -W 4 -H 3 --floors 2x3 -s 1 --distances -f unicode
    expect_status 0 || return 1
    expect_err_has "72 cells reached" || return 1
    maze stats -W 4 -H 3 --floors 2x3 -s 1 --json
    expect_status 0 || return 1
    expect_out_has '"towers": 3, "portals": ' || return 1
}

t_towers_json_reader_names_a_broken_portal() {
    maze generate -W 2 -H 2 --floors 2x2 -s 3 -f json -o m.json
    expect_status 0 || return 1
    grep -q '\["esa", "sw"\]' m.json || fail "not the maze this test knows" || return 1
    # Four towers of one floor: the portal from [0, 0] lands on a cell
    # that opens no way back.
    sed 's/"towers": 2/"towers": 4/' m.json >broken.json
    maze solve broken.json
    expect_status 1 || return 1
    expect_err_has "cells[0][0] opens ana but its neighbour does not open back" || return 1
    # A portal ana out of the last tower.
    sed 's/\["ed", "w"\]/["eda", "w"]/' m.json >broken.json
    maze solve broken.json
    expect_status 1 || return 1
    expect_err_has "cells[7][0] opens ana through the outer wall"
}
