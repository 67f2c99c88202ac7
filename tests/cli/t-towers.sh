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
