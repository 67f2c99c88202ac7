# Mazes made by hand: stl (3D printing), plot (pen plotters, lasers) and
# gcode, read back by made_check.py and checked against the maze.

check() {
    python3 "$HERE/made_check.py" "$@" >check.out 2>&1 ||
        fail "$(cat check.out)"
}

t_stl_is_a_closed_solid_of_the_mazes_walls() {
    maze generate -W 12 -H 8 -s 3 -o m.txt
    expect_status 0 || return 1
    maze generate -W 12 -H 8 -s 3 -o m.stl
    expect_status 0 || return 1
    check stl m.stl m.txt 10 1.5 10 2 || return 1
    # Other sizes, written as ASCII.
    maze generate -W 12 -H 8 -s 3 -o a.stl --ascii --mm-cell 7 \
        --mm-wall 2 --mm-height 5 --mm-base 1.5
    expect_status 0 || return 1
    head -c 5 a.stl | grep -q solid || fail "not ASCII" || return 1
    check stl a.stl m.txt 7 2 5 1.5
}

t_stl_of_odd_sizes_and_a_mask() {
    for size in "1 1" "1 7" "7 1" "2 2"; do
        set -- $size
        maze generate -W $1 -H $2 -s 5 -o m.txt
        maze generate -W $1 -H $2 -s 5 -o m.stl
        expect_status 0 || return 1
        check stl m.stl m.txt 10 1.5 10 2 || return 1
    done
    printf '%s\n' "XX    XXXX    XX" "X      XX      X" "                " \
        "XXX          XXX" "XXXXXXX  XXXXXXX" >mask.txt
    maze generate --mask mask.txt -s 3 -o m.txt
    maze generate --mask mask.txt -s 3 -o m.stl --mm-wall 3
    expect_status 0 || return 1
    check stl m.stl m.txt 10 3 10 2
}

t_stl_sinks_the_route_and_stays_closed() {
    maze generate -W 9 -H 6 -s 2 --solve -o r.stl
    expect_status 0 || return 1
    check stl r.stl - 10 1.5 10 2 || return 1
    grep -q "closed and manifold" check.out || fail "$(cat check.out)" || return 1
    maze generate -W 9 -H 6 -s 2 -o p.stl
    check stl p.stl - 10 1.5 10 2 || return 1
    # Sunk: less material than the plain one.
    [ "$(wc -c <r.stl)" != "$(wc -c <p.stl)" ] || fail "no route in the solid"
}

t_stl_of_every_shape_stands_on_its_walls() {
    for shape in hex triangle polar upsilon; do
        maze generate --shape $shape -W 8 -H 6 -s 4 -f plot -o p.svg
        maze generate --shape $shape -W 8 -H 6 -s 4 -o s.stl
        expect_status 0 || return 1
        check stl-shape s.stl p.svg 1.5 10 2 || return 1
    done
    maze generate --shape hex -W 6 -H 5 -s 1 --mm-cell 8 --mm-wall 2 -f plot -o p.svg
    maze generate --shape hex -W 6 -H 5 -s 1 --mm-cell 8 --mm-wall 2 --mm-height 6 -o s.stl
    check stl-shape s.stl p.svg 2 6 2
}

t_stl_refuses_what_it_cannot_make() {
    maze generate --floors 2 -W 5 -H 5 -f stl -o h.stl
    expect_status 2 || return 1
    expect_err_has "the stl format cannot draw a maze of several floors" || return 1
    maze generate --weave 0.5 -W 5 -H 5 -f stl -o w.stl
    expect_error 2 "maze: --weave runs passages under bridges, and stl lays the walls on one sheet (leave out --weave) (see: maze help generate)" || return 1
    maze generate -W 5 -H 5 -f stl --mm-cell 2 --mm-wall 2 -o w.stl
    expect_status 2 || return 1
    expect_err_has "the wall (2 mm) is as thick as a cell (2 mm)" || return 1
    maze generate -W 5 -H 5 -f stl --feed 300 -o w.stl
    expect_error 2 "maze: --feed is for G-code, and stl is not G-code (try: -f gcode) (see: maze help generate)" || return 1
    maze generate -W 5 -H 5 -f plot --mm-height 3
    expect_error 2 "maze: --mm-height shapes a solid, and plot makes none (try: -f stl) (see: maze help generate)" || return 1
    maze generate -W 5 -H 5 --mm-cell 3
    expect_status 2 || return 1
    expect_err_has "--mm-cell sizes a thing made by hand, and text is not one" || return 1
    maze generate -W 5 -H 5 -f stl --mm-base -1 -o w.stl
    expect_status 2 || return 1
    expect_err_has "invalid base thickness '-1'"
}

t_plot_draws_each_wall_once_in_the_fewest_strokes() {
    maze generate -W 12 -H 8 -s 3 -o m.txt
    maze generate -W 12 -H 8 -s 3 -o pic.svg
    maze generate -W 12 -H 8 -s 3 -f plot -o p.svg
    expect_status 0 || return 1
    check plot p.svg m.txt 10 pic.svg || return 1
    maze generate -W 30 -H 20 -s 9 -o m.txt
    maze generate -W 30 -H 20 -s 9 -o pic.svg
    maze generate -W 30 -H 20 -s 9 -f plot --mm-cell 10 -o p.svg
    check plot p.svg m.txt 10 pic.svg
}

t_plot_draws_every_shape() {
    for shape in hex triangle polar upsilon; do
        maze generate --shape $shape -W 8 -H 6 -s 4 -f plot -o p.svg
        expect_status 0 || return 1
        check plot p.svg - 10 || return 1
    done
    maze generate -W 10 -H 10 -s 1 --braid 1 -f plot -o p.svg
    check plot p.svg - 10
}

t_the_smallest_mazes_are_made() {
    # A polar maze of one cell has no wall to draw (the sanitizers'
    # build once read its empty list of walls through a null pointer).
    for shape in "--shape polar -W 1 -H 1" "--shape hex -W 1 -H 1" \
        "--shape upsilon -W 1 -H 1" "-W 1 -H 1" "--ends none -W 3 -H 2"; do
        for f in stl plot gcode; do
            maze generate $shape -s 1 -f $f -o "out.$f"
            expect_status 0 || return 1
        done
        check stl out.stl - 10 1.5 10 2 || return 1
        check plot out.plot - 10 || return 1
        check gcode out.gcode out.plot || return 1
    done
}

t_gcode_traces_the_plot() {
    maze generate -W 12 -H 8 -s 3 -f plot --mm-cell 6 -o p.svg
    maze generate -W 12 -H 8 -s 3 -o p.gcode --mm-cell 6 --feed 2400 \
        --pen-up "M5" --pen-down "M3 S1000"
    expect_status 0 || return 1
    grep -q "^; feed 2400 mm/min, pen up 'M5', pen down 'M3 S1000'" p.gcode ||
        fail "no header" || return 1
    check gcode p.gcode p.svg || return 1
    maze generate --shape polar -W 6 -H 5 -s 2 -f plot -o q.svg
    maze generate --shape polar -W 6 -H 5 -s 2 -f gcode -o q.gcode
    check gcode q.gcode q.svg || return 1
    maze generate -W 3 -H 3 -f gcode --pen-up "$(printf 'M5\nM2')"
    expect_status 2 || return 1
    expect_err_has "expected one line of G-code"
}

t_cut_outlines_the_walls_for_a_laser() {
    # With no doors (--ends none) the walls are one outline's inside:
    # every side lies on a face between a wall and a passage, each once.
    maze generate -W 12 -H 8 -s 3 --ends none -o m.txt
    maze generate -W 12 -H 8 -s 3 --ends none -f plot --cut -o c.svg
    expect_status 0 || return 1
    check cut c.svg m.txt 10 1.5 0 0 || return 1
    # Loops round the braid's wall islands, a mask's solid cells, other
    # sizes.
    maze generate -W 16 -H 12 -s 4 --braid 1 --ends none -o b.txt
    maze generate -W 16 -H 12 -s 4 --braid 1 --ends none -f plot --cut \
        --mm-cell 6 --mm-wall 2 -o b.svg
    check cut b.svg b.txt 6 2 0 0 || return 1
    maze generate -s 4 --ends none --mask "$HERE/../golden/masks/heart.txt" -o h.txt
    maze generate -s 4 --ends none --mask "$HERE/../golden/masks/heart.txt" \
        -f plot --cut -o h.svg
    check cut h.svg h.txt 10 1.5 0 0 || return 1
    # The kerf: each side half of it outside the wall's face, so the
    # piece keeps the walls' size.
    maze generate -W 12 -H 8 -s 3 --ends none -f plot --cut --kerf 0.3 -o k.svg
    check cut k.svg m.txt 10 1.5 0.3 0 || return 1
    grep -q 'stroke-width="0.3"' k.svg || fail "the line is not the kerf's width"
}

t_cut_leaves_tabs() {
    maze generate -W 12 -H 8 -s 3 --ends none -o m.txt
    maze generate -W 12 -H 8 -s 3 --ends none -f plot --cut --kerf 0.2 -o k.svg
    maze generate -W 12 -H 8 -s 3 --ends none -f plot --cut --kerf 0.2 \
        --tabs 3 --tab-width 2 -o t.svg
    expect_status 0 || return 1
    check tabs k.svg t.svg m.txt 10 1.5 0.2 2 || return 1
    grep -q "tabs 6," t.svg || fail "not 3 tabs on each of 2 loops: $(head -2 t.svg)" || return 1
    # More tabs than sides long enough for one: a long side takes several,
    # still a piece of cut between each two.
    maze generate -W 3 -H 2 -s 1 --ends none -o m.txt
    maze generate -W 3 -H 2 -s 1 --ends none -f plot --cut -o k.svg
    maze generate -W 3 -H 2 -s 1 --ends none -f plot --cut --tabs 12 -o t.svg
    check tabs k.svg t.svg m.txt 10 1.5 0 1 || return 1
    grep -q "tabs 24," t.svg || fail "not 12 tabs on each of 2 loops: $(head -2 t.svg)"
}

t_cut_gcode_runs_in_a_gcode_reader() {
    # The doors split the walls in two pieces; the G-code traces the plot's
    # outline and gpx (a G-code translator) reads every line of it, as it
    # does the centre lines'.
    maze generate -W 12 -H 8 -s 3 -f plot --cut --kerf 0.2 --tabs 2 -o p.svg
    maze generate -W 12 -H 8 -s 3 -f gcode --cut --kerf 0.2 --tabs 2 -o p.gcode
    expect_status 0 || return 1
    grep -q "^; cut: the walls' outline, wall 1.5 mm, kerf 0.2 mm, loops 2, tabs 4" p.gcode ||
        fail "no cut header: $(grep '^;' p.gcode)" || return 1
    check gcode p.gcode p.svg || return 1
    maze generate -W 12 -H 8 -s 3 -f gcode -o l.gcode
    for g in p.gcode l.gcode; do
        gpx -v "$g" out.x3g >gpx.out 2>&1 || fail "gpx failed on $g" || return 1
        ! grep -i "warning\|error" gpx.out || fail "gpx on $g: $(cat gpx.out)" || return 1
        grep -q "X3G output filesize" gpx.out || fail "gpx read nothing" || return 1
    done
}

t_cut_refuses_what_it_cannot_cut() {
    maze generate -W 5 -H 4 --kerf 0.2 -f plot
    expect_status 2 || return 1
    expect_err_has "--kerf shapes the walls' outline, and no outline is cut (add --cut)" || return 1
    maze generate -W 5 -H 4 --cut --tab-width 2 -f plot
    expect_status 2 || return 1
    expect_err_has "--tab-width sizes the tabs, and there are none (add --tabs N)" || return 1
    maze generate -W 5 -H 4 --cut -o x.png
    expect_status 2 || return 1
    expect_err_has "--cut is for a laser cutter's paths, and png draws none" || return 1
    maze generate -W 5 -H 4 --cut --shape hex -f plot
    expect_status 2 || return 1
    expect_err_has "--cut outlines square cells' walls, and hex cells are not square" || return 1
    maze generate -W 5 -H 4 --cut --kerf 9 -f plot
    expect_status 2 || return 1
    expect_err_has "the kerf (9 mm) is as wide as a passage (8.5 mm) or more" || return 1
    maze generate -W 5 -H 4 --cut --tabs 0 -f plot
    expect_status 2 || return 1
    expect_err_has "invalid tab count '0'" || return 1
    [ ! -e x.png ] || fail "x.png written"
}
