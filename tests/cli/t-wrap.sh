# t-wrap.sh - mazes whose edges wrap round (--wrap x|y|xy, and with a
# twist mobius|klein|projective): a cylinder, a torus, a Moebius strip, a
# Klein bottle or a projective plane, made, solved, drawn, written, read
# back and played.

t_wrap_makes_perfect_mazes_with_every_generator_that_takes_shapes() {
    local a w
    for a in backtracker prim kruskal wilson aldous-broder hunt-and-kill growing-tree; do
        for w in x y xy mobius klein projective; do
            maze stats -W 9 -H 7 -s 3 -a $a --wrap $w
            expect_status 0
            grep -q '^passages  *62$' out || fail "$a --wrap $w: not 62 passages"
            grep -q '^loops  *0$' out || fail "$a --wrap $w: loops"
        done
    done
}

t_wrap_refuses_what_does_not_fit() {
    maze generate -s 1 -a eller --wrap x
    expect_error 2 "maze: eller cannot wrap: it makes rectangles with edges (try: backtracker, prim, kruskal, wilson, aldous-broder, hunt-and-kill, growing-tree) (see: maze help generate)"
    maze generate -s 1 --shape triangle --wrap x
    expect_status 2
    expect_err_has "--wrap works on rect and hex grids, not triangle grids"
    maze generate -s 1 --shape polar --wrap x
    expect_status 2
    expect_err_has "a polar grid's rings wrap round already"
    maze generate -s 1 --shape hex -H 7 --wrap y
    expect_error 2 "maze: --wrap y on a hex grid needs an even height, not 7 (the rows' half-cell offsets must meet across the seam; try: -H 8) (see: maze help generate)"
    maze generate -s 1 --wrap x --weave 0.5
    expect_status 2
    expect_err_has "--wrap and --weave cannot be combined"
    maze generate -s 1 --wrap x --floors 2
    expect_status 2
    expect_err_has "--wrap and --floors cannot be combined"
    maze generate -s 1 --wrap z
    expect_status 2
    expect_err_has "unknown wrap 'z'"
    # Hexagons wrap in x at any height.
    maze generate -s 1 --shape hex -H 7 --wrap x -f json
    expect_status 0
}

t_wrap_text_and_json_say_it_and_read_it_back() {
    local fmt w
    for w in x y xy mobius klein projective; do
        for fmt in text json; do
            "$MAZE" generate -W 11 -H 6 -s 5 --wrap $w -f $fmt -o m.$fmt 2>/dev/null
            maze stats m.$fmt
            grep -q '^passages  *65$' out || fail "$w $fmt: read back with $(grep passages out)"
            "$MAZE" generate -W 11 -H 6 -s 5 --wrap $w --solve -f $fmt -o solved.$fmt 2>gen.err
            maze solve m.$fmt -f $fmt
            [ "$(sed -n 's/^route length: //p' err)" = "$(sed -n 's/^route length: //p' gen.err)" ] ||
                fail "$w $fmt: another route read back"
            [ "$(grep -v '"format"' out)" = "$(grep -v '"format"' solved.$fmt)" ] ||
                fail "$w $fmt: solving the file wrote another maze"
        done
        grep -q "\"wrap\": \"$w\"" m.json || fail "json does not say wrap $w"
    done
    # The text's top-left corner says how it wraps.
    "$MAZE" generate -W 5 -H 3 -s 2 --wrap x -o x.txt 2>/dev/null
    "$MAZE" generate -W 5 -H 3 -s 2 --wrap y -o y.txt 2>/dev/null
    "$MAZE" generate -W 5 -H 3 -s 2 --wrap xy -o xy.txt 2>/dev/null
    [ "$(head -c1 x.txt)$(head -c1 y.txt)$(head -c1 xy.txt)" = ":~+" ] || fail "corners"
    local corners=""
    for w in mobius klein projective; do
        "$MAZE" generate -W 5 -H 3 -s 2 --wrap $w -o $w.txt 2>/dev/null
        corners=$corners$(head -c1 $w.txt)
    done
    [ "$corners" = ";*%" ] || fail "twisted corners: $corners"
}

t_wrap_route_crosses_a_twisted_seam() {
    # Seed 3's 6x4 Moebius strip: west out of the top-left corner is the
    # bottom row's east end (row 3 - 0), where the end is: one step.
    maze generate -W 6 -H 4 -s 3 --wrap mobius --ends corners --solve
    expect_status 0
    expect_err_has "route length: 1"
    [ "$(sed -n 2p out | cut -c1-2)" = ".S" ] || fail "top row: $(sed -n 2p out)"
    [ "$(sed -n 8p out | rev | cut -c1-2)" = ".E" ] || fail "bottom row: $(sed -n 8p out)"
    [ "$(sed -n 3p out | cut -c1)" = ";" ] || fail "posts: $(sed -n 3p out)"
    cp out mobius.txt
    local s
    for s in bfs astar dfs tremaux dead-end-fill wall-follower; do
        maze_in mobius.txt solve --solver "$s"
        expect_status 0
        expect_err_has "route length: 1"
    done
    # A projective plane's corners meet across the x seam only: no
    # passage ever opens north out of the top row's end cells.
    local seed
    for seed in 1 2 3 4 5 6; do
        "$MAZE" generate -W 5 -H 4 -s $seed --wrap projective -o p.txt 2>/dev/null
        [ "$(head -n1 p.txt | cut -c2)$(head -n1 p.txt | rev | cut -c2)" = "##" ] ||
            fail "seed $seed: a corner opens north: $(head -n1 p.txt)"
    done
}

t_wrap_twisted_seams_are_refused_on_hexagons() {
    maze generate -s 1 --shape hex -H 6 --wrap klein
    expect_error 2 "maze: --wrap klein works on rect grids, not hex ones (a twisted seam would put a row's cells on the other row's half-cell offset; try: --wrap x) (see: maze help generate)"
    maze generate -s 1 --wrap moebius
    expect_status 2
    expect_err_has "unknown wrap 'moebius'"
}

# Without --ends a maze whose corners the seams make neighbours (a
# torus's two steps apart, a Moebius strip's one) takes the two cells
# farthest apart: the route is the longest there is. A cylinder's corners
# are a side apart, and stay.
t_wrap_takes_the_farthest_ends_unless_told() {
    maze generate -W 6 -H 4 -s 3 --wrap x -f json
    expect_out_has '"start": [0, 0], "end": [5, 3]' || return 1
    local w
    for w in xy mobius klein projective; do
        maze generate -W 6 -H 4 -s 3 --wrap $w --solve -o m.txt
        expect_status 0 || return 1
        local len
        len=$(sed -n 's/^route length: //p' err)
        maze stats m.txt
        grep -q "^longest route  *$len  steps" out ||
            fail "$w: route $len, $(grep '^longest' out)" || return 1
    done
    # A start or an end given keeps the corners for the other.
    maze generate -W 6 -H 4 -s 3 --wrap xy --start 1,1 -f json
    expect_out_has '"end": [5, 3]'
}

t_wrap_route_crosses_the_seam() {
    # Seed 3's 6x4 torus: from the top-left corner up across the top seam
    # and left across the side one to the bottom-right: two steps.
    maze generate -W 6 -H 4 -s 3 --wrap xy --ends corners --solve
    expect_status 0
    expect_err_has "route length: 2"
    [ "$(sed -n 1p out)" = "+.~ ~#~ ~ ~#+" ] || fail "top edge: $(sed -n 1p out)"
    [ "$(sed -n 8p out)" = "..#   # # #E." ] || fail "bottom row: $(sed -n 8p out)"
    cp out torus.txt
    local s
    for s in bfs astar dfs tremaux dead-end-fill wall-follower; do
        maze_in torus.txt solve --solver "$s"
        expect_status 0
        expect_err_has "route length: 2"
    done
}

t_wrap_pictures_open_the_seams() {
    maze generate -W 6 -H 4 -s 3 --wrap xy --solve -f svg -o t.svg
    expect_status 0
    "$MAZE" generate -W 6 -H 4 -s 3 --solve -f svg -o flat.svg 2>/dev/null
    # The seams' dots: one more filled path than the maze with edges has.
    [ "$(grep -c '<path' t.svg)" -gt "$(grep -c '<path' flat.svg)" ] || fail "no seam marks"
    maze generate -W 6 -H 4 -s 3 --wrap xy --solve -f png -o t.png
    expect_status 0
    maze generate -W 6 -H 4 -s 3 --wrap x --shape hex -f pdf -o h.pdf
    expect_status 0
    # A twisted seam's arrows: the strip has more marks than its maze
    # with edges, and more than its dots alone (one arrow each edge).
    maze generate -W 6 -H 4 -s 3 --wrap mobius -f svg -o m.svg
    expect_status 0
    "$MAZE" generate -W 6 -H 4 -s 3 --wrap mobius --cell 10 --margin 0 -f svg -o bare.svg 2>/dev/null
    [ "$(grep -c '<path' m.svg)" -gt "$(grep -c '<path' bare.svg)" ] || fail "no seam arrows"
}

t_wrap_play_walks_across_the_seam() {
    tmux_start "LANG=C.UTF-8 '$MAZE' play -W 6 -H 4 -s 3 --wrap xy --ends corners; sleep 30"
    tmux_wait_for "shortest 2" || { tmux_stop; return 1; }
    tmux_keys k
    tmux_wait_for "moves 1" || { tmux_stop; return 1; }
    tmux_keys h
    tmux_wait_for "You made it!" || { tmux_stop; return 1; }
    grep -qF "moves 2 (shortest 2)" screen || fail "win screen: $(cat screen)" || { tmux_stop; return 1; }
    tmux_stop
}

t_wrap_play_walks_across_a_twisted_seam() {
    tmux_start "LANG=C.UTF-8 '$MAZE' play -W 6 -H 4 -s 3 --wrap mobius --ends corners; sleep 30"
    tmux_wait_for "shortest 1" || { tmux_stop; return 1; }
    tmux_keys h
    tmux_wait_for "You made it!" || { tmux_stop; return 1; }
    grep -qF "moves 1 (shortest 1)" screen || fail "win screen: $(cat screen)" || { tmux_stop; return 1; }
    tmux_stop
}

# Triangles and upsilon's octagons of an even width would meet side to
# side across an x seam: the refusal says what is true, that the library
# has no seam for those grids, and not that their cells could not meet.
t_wrap_refusal_on_triangles_and_upsilon_is_true() {
    for shape in triangle upsilon; do
        maze generate -s 1 --shape $shape -W 8 -H 6 --wrap x
        expect_status 2 || return 1
        expect_err_has "not $shape grids (the library joins no seam across them)" || return 1
        ! grep -q "would not meet" err || fail "$shape: says the cells would not meet" || return 1
    done
}
