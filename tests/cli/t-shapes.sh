# --shape: hexagonal, triangular and round (polar) mazes.

t_every_shape_makes_pictures() {
    for shape in hex triangle polar; do
        for ext in png svg pdf gif json; do
            maze generate --shape $shape -W 9 -H 7 -s 2 --solve -o m.$ext
            expect_status 0 || return 1
            [ -s m.$ext ] || fail "$shape: empty m.$ext" || return 1
        done
        maze generate --shape $shape -W 9 -H 7 -s 2 --solve --animate -o m.html
        expect_status 0 || return 1
        grep -q "shape: '$shape'" m.html || fail "$shape: page without its shape" || return 1
    done
    # Sizes from the documented geometry at --cell 16 (margin one cell).
    maze generate --shape hex -W 12 -H 10 -s 1 -o hex.png
    file hex.png | grep -q "232 x 175" || fail "hex: $(file hex.png)" || return 1
    maze generate --shape triangle -W 16 -H 10 -s 1 -o tri.png
    file tri.png | grep -q "189 x 192" || fail "triangle: $(file tri.png)" || return 1
    maze generate --shape polar -H 8 -s 1 -o polar.png
    file polar.png | grep -q "288 x 288" || fail "polar: $(file polar.png)"
}

t_every_graph_generator_is_perfect_on_every_shape() {
    for shape in hex triangle polar; do
        for a in backtracker prim kruskal wilson aldous-broder hunt-and-kill growing-tree; do
            maze stats --shape $shape -a $a -W 10 -H 8 -s 3
            expect_status 0 || return 1
            grep -q "^loops  *0$" out || fail "$shape $a: not perfect" || return 1
        done
    done
    # A polar maze of 1 x 7: 1 + 6 + 12 + 24 + 24 + 24 + 48 cells.
    maze stats --shape polar -H 7 -s 1
    grep -q "^cells  *139$" out || fail "polar cells: $(grep cells out)"
}

t_shapes_solve_from_json() {
    maze generate --shape hex -W 8 -H 6 -s 5 -f json -o hex.json
    maze generate --shape hex -W 8 -H 6 -s 5 --solve -f json -o /dev/null
    want=$(sed -n 's/^route length: //p' err)
    maze solve hex.json -o solved.png
    expect_status 0 || return 1
    [ "$(sed -n 's/^route length: //p' err)" = "$want" ] || fail "route differs" || return 1
    maze solve hex.json --compare
    expect_status 0 || return 1
    grep -q "^astar" out || fail "no compare table"
}

t_shape_errors() {
    maze generate --shape hex -s 1
    expect_error 2 "maze: the text format draws rectangles only; for a hex maze write a picture (-o maze.png, .svg, .pdf or .gif) or -f json (see: maze help generate)" || return 1
    maze generate --shape oval
    expect_error 2 "maze: unknown shape 'oval' (try: rect, hex, triangle, polar, upsilon, cube, sphere)" || return 1
    maze generate --shape polar -a eller -o m.png
    expect_error 2 "maze: eller works on rectangles only, not polar grids (try: backtracker, prim, kruskal, wilson, aldous-broder, hunt-and-kill, growing-tree) (see: maze help generate)" || return 1
    maze generate --shape polar -W 2 -o m.png
    expect_err_has "innermost ring needs 1 cell" || return 1
    maze generate --shape triangle -W 1 -H 4 -o m.png
    expect_err_has "a triangle maze needs -W 2 or more" || return 1
    maze generate --shape polar -H 3 --start 0,5 -o m.png
    expect_error 2 "maze: start ring 5 is outside the maze (rings 0 to 2) (see: maze help generate)" || return 1
    maze generate --shape polar -H 3 --end 9,1 -s 1 -o m.png
    expect_err_has "end 9,1 is outside the maze (ring 1 has 6 cells: 0 to 5)" || return 1
    [ ! -e m.png ] || fail "a picture was written" || return 1
    maze play --shape polar
    expect_err_has "polar mazes cannot be played in a terminal" || return 1
    expect_err_has "play a rect, upsilon, hex or triangle maze" || return 1
    printf 'X.\n..\n' >mask.txt
    maze generate --shape polar --mask mask.txt -o m.png
    expect_err_has "a mask works on rect, hex and triangle grids" || return 1
    maze generate --shape hex --mask mask.txt -s 1 -o m.png
    expect_status 0
}
