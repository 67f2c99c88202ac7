# --symmetry: mazes mirrored or turned half round, still perfect.

# The text picture of the maze in ./out, S and E blanked, turned by SYM:
# each row reversed (x), the rows reversed (y), both (xy, rot).
turned() {
    local sym=$1
    sed 's/[SE]/ /g' out >plain
    case $sym in
    x) rev plain ;;
    y) tac plain ;;
    *) tac plain | rev ;;
    esac
}

t_symmetric_mazes_are_their_own_image_and_perfect() {
    local generators
    generators=$("$MAZE" list | awk '/^generators/ {on=1; next} /^$/ {on=0}
        on && /^  [^ ]/ && /\[symmetry\]/ {print $1}')
    [ "$(echo "$generators" | wc -l)" -ge 10 ] || fail "few: $generators"
    for a in $generators; do
        for sym in x y xy rot; do
            for size in "21 11" "20 11" "21 12" "1 7" "9 1" "2 3"; do
                set -- $size
                maze generate -a "$a" -W "$1" -H "$2" -s 7 --symmetry "$sym"
                expect_status 0 || fail "$a $sym $size" || return 1
                turned "$sym" >image
                cmp -s plain image || fail "$a $sym $size: not symmetric" ||
                    return 1
                maze stats -a "$a" -W "$1" -H "$2" -s 7 --symmetry "$sym"
                grep -q "^loops  *0$" out || fail "$a $sym $size: loops" ||
                    return 1
                grep -q "^passages  *$(($1 * $2 - 1))$" out ||
                    fail "$a $sym $size: passages" || return 1
            done
        done
    done
}

t_the_end_is_the_starts_image() {
    maze generate -W 9 -H 5 -s 1 --symmetry x
    [ "$(sed -n 2p out | cut -c2)" = S ] || fail "no S at the top left"
    [ "$(sed -n 2p out | cut -c18)" = E ] || fail "no E at the top right"
    maze generate -W 9 -H 5 -s 1 --symmetry y
    [ "$(sed -n 10p out | cut -c2)" = E ] || fail "no E at the bottom left"
    maze generate -W 9 -H 5 -s 1 --symmetry y --start 4,1
    [ "$(sed -n 8p out | cut -c10)" = E ] || fail "the end is not 4,3"
}

t_what_cannot_be_symmetric_is_a_usage_error() {
    maze generate -a unicursal --symmetry x
    expect_status 2
    expect_err_has "maze: unicursal cannot make symmetric mazes (two copies of its one path would not be one path; try: backtracker, prim, division"
    maze generate -a dungeon --symmetry rot -W 21
    expect_status 2
    expect_err_has "dungeon cannot make symmetric mazes (its mazes are not perfect"
    maze generate -W 20 -H 10 --symmetry xy
    expect_status 2
    expect_err_has "maze: --symmetry xy needs an odd width or height, not 20x10"
    maze generate --shape triangle --symmetry x
    expect_error 2 "maze: --symmetry works on rectangles, not triangle grids (see: maze help generate)"
    for other in "--braid 0.5" "--weave 0.3" "--floors 2"; do
        maze generate --symmetry x $other
        expect_status 2
        expect_err_has "maze: --symmetry and ${other% *} cannot be combined"
    done
    maze generate -a eller --rows 3 --symmetry x
    expect_error 2 "maze: --rows writes each row as it is made, so it cannot be combined with --symmetry (see: maze help generate)"
    maze generate --symmetry diagonal
    expect_error 2 "maze: unknown symmetry 'diagonal' (try: x, y, xy, rot, none)"
}
