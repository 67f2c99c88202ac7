# --shape upsilon: octagons and squares.

t_upsilon_pictures_and_page() {
    for ext in png svg pdf gif json; do
        maze generate --shape upsilon -W 9 -H 7 -s 2 --solve -o m.$ext
        expect_status 0 || return 1
        [ -s m.$ext ] || fail "empty m.$ext" || return 1
    done
    grep -q '"shape": "upsilon"' m.json || fail "json without its shape" || return 1
    maze generate --shape upsilon -W 9 -H 7 -s 2 --solve --animate -o m.html
    expect_status 0 || return 1
    grep -q "shape: 'upsilon'" m.html || fail "page without its shape" || return 1
    # At --cell 16 (margin one cell) the octagons reach (sqrt 2 - 1) / 2 of
    # a cell past the grid on each side: (11 + sqrt 2) x (9 + sqrt 2) cells.
    maze generate --shape upsilon -W 12 -H 10 -s 1 -o u.png
    file u.png | grep -q "230 x 198" || fail "$(file u.png)"
}

t_upsilon_every_graph_generator_is_perfect() {
    for a in backtracker prim kruskal wilson aldous-broder hunt-and-kill growing-tree; do
        for size in "-W 1 -H 1" "-W 1 -H 6" "-W 6 -H 1" "-W 2 -H 2" "-W 11 -H 8"; do
            # shellcheck disable=SC2086
            maze stats --shape octagons -a $a $size -s 3
            expect_status 0 || return 1
            grep -q "^loops  *0$" out || fail "$a $size: not perfect" || return 1
        done
    done
    maze generate --shape upsilon -a sidewinder -o m.png
    expect_err_has "sidewinder works on rectangles only, not upsilon grids" || return 1
}

t_upsilon_solves_from_json_with_every_solver() {
    maze generate --shape upsilon -W 10 -H 8 -s 5 --braid 0.5 -f json -o u.json
    maze solve u.json --compare
    expect_status 0 || return 1
    for s in bfs astar dfs tremaux dead-end-fill wall-follower; do
        grep -q "^$s" out || fail "no $s in the table" || return 1
    done
    maze solve u.json -f json -o solved.json
    expect_status 0 || return 1
    # What was read is what is written again.
    maze solve solved.json -f json -o again.json
    cmp solved.json again.json || fail "json round trip changed the maze"
}

t_upsilon_refusals() {
    maze generate --shape upsilon -s 1
    expect_err_has "the text format draws rectangles only; for an upsilon maze" || return 1
    maze generate --shape upsilon --weave 0.5 -o m.png
    expect_err_has "works on rectangles, not upsilon grids" || return 1
    maze generate --shape upsilon --floors 2 -o m.png
    expect_err_has "works on rectangles only, not upsilon grids" || return 1
    [ ! -e m.png ] || fail "a picture was written"
}
