# t-sphere.sh - mazes on a sphere (--shape sphere): rings pole to pole,
# made by every generator that takes shapes, solved across the equator,
# drawn as two discs and two globes, written as JSON and read back, and
# refused where a sphere cannot be.

t_sphere_makes_perfect_mazes_with_every_generator_that_takes_shapes() {
    shape_generators_make_perfect 62 --shape sphere -H 8 || return 1
    # The smallest: two rings of three cells, joined at the equator.
    maze stats --shape sphere -W 3 -H 2 -s 1
    expect_status 0
    grep -q '^passages  *5$' out || fail "a sphere of six cells"
}

t_sphere_json_reads_back_and_every_solver_agrees() {
    json_solvers_agree s.json --shape sphere -H 10 -s 4 || return 1
    grep -q '"shape": "sphere", "rings": \[1, 6, 12, 12, 24, 24, 12, 12, 6, 1\]' s.json ||
        fail "rings: $(head -c 200 s.json)"
}

t_sphere_pictures_are_square_with_net_and_globes() {
    maze generate --shape sphere -H 8 -s 3 --solve --cell 10 -o s.png
    expect_status 0 || return 1
    # Two discs of 4 rings a cell deep, a cell apart, twice over, and the
    # margins: 2 * 80 + 10 + 20 = 190 pixels a side.
    [ "$(od -An -tu1 -j16 -N8 s.png | tr -s ' ')" = " 0 0 0 190 0 0 0 190" ] ||
        fail "size: $(od -An -tu1 -j16 -N8 s.png)" || return 1
    # The GIF draws the net alone: no empty row where the globes would be.
    maze generate --shape sphere -H 8 -s 3 --cell 10 --animate -o s.gif
    expect_status 0 || return 1
    [ "$(od -An -tu2 -j6 -N4 s.gif | tr -s ' ')" = " 190 100" ] ||
        fail "gif size: $(od -An -tu2 -j6 -N4 s.gif)" || return 1
    maze generate --shape sphere -H 8 -s 3 --solve -f svg -o s.svg
    expect_status 0
    maze generate --shape sphere -H 8 -s 3 -f pdf -o s.pdf
    expect_status 0
}

t_sphere_refuses_what_does_not_fit() {
    maze generate --shape sphere -H 7
    expect_error 2 "maze: a sphere needs an even number of rings, 4 or more with a one-cell cap, not 7 (half are the north's, half the south's; try: -H 8) (see: maze help generate)" || return 1
    maze generate --shape sphere -W 2
    expect_status 2 || return 1
    expect_err_has "a sphere maze's innermost ring needs 1 cell" || return 1
    maze generate --shape sphere -a eller
    expect_status 2 || return 1
    expect_err_has "eller works on rectangles only, not sphere grids" || return 1
    maze generate --shape sphere -f text
    expect_status 2 || return 1
    expect_err_has "the text format draws rectangles only" || return 1
}
