# t-cube.sh - mazes on the six faces of a cube (--shape cube): made by
# every generator that takes shapes, solved across the faces, drawn as a
# net with its seams marked, written as JSON and read back, and refused
# where a cube cannot go.

t_cube_makes_perfect_mazes_with_every_generator_that_takes_shapes() {
    shape_generators_make_perfect 96 --shape cube -W 4 || return 1
    # One cell a face: six cells, each next to four of the others.
    maze stats --shape cube -W 1 -s 2
    expect_status 0
    grep -q '^passages  *5$' out || fail "a cube of six cells"
}

t_cube_json_reads_back_and_every_solver_agrees() {
    json_solvers_agree c.json --shape cube -W 5 -s 7 || return 1
    grep -q '"shape": "cube"' c.json || fail "json does not say cube"
}

t_cube_pictures_mark_the_seams() {
    maze generate --shape cube -W 4 -s 3 --solve -f svg -o c.svg
    expect_status 0 || return 1
    # Seven seams cut open, each marked on both edges in its own colour:
    # two lines and two arrowheads a colour.
    local n
    n=$(grep -o 'rgb([^)]*)' c.svg | sort | uniq -c | awk '$1 == 4' | wc -l)
    [ "$n" = 7 ] || fail "$n seam colours, not 7" || return 1
    maze generate --shape cube -W 4 -s 3 --solve -o c.png
    expect_status 0
    maze generate --shape cube -W 4 -s 3 -o c.pdf
    expect_status 0
}

t_cube_refuses_what_does_not_fit() {
    maze generate --shape cube -W 4 -H 5
    expect_error 2 "maze: a cube's faces are square: -W sets their side, and -H is not needed (try: -W alone) (see: maze help generate)" || return 1
    maze generate --shape cube -a eller
    expect_status 2 || return 1
    expect_err_has "eller works on rectangles only, not cube grids" || return 1
    maze generate --shape cube --wrap x
    expect_status 2 || return 1
    expect_err_has "--wrap works on rect and hex grids, not cube grids" || return 1
    maze generate --shape cube -W 3 -f text
    expect_status 2 || return 1
    expect_err_has "the text format draws rectangles only" || return 1
    maze play --shape cube -W 3
    expect_status 2 || return 1
    expect_err_has "cube mazes cannot be played in a terminal" || return 1
}
