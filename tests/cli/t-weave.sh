# t-weave.sh - weave mazes: passages that cross under others (--weave P).

t_weave_refused_by_generators_that_cannot() {
    maze generate -W 9 -H 7 -s 1 -a eller --weave 0.5
    expect_error 2 "maze: eller cannot weave (try: backtracker, prim, kruskal, hunt-and-kill, growing-tree) (see: maze help generate)"
    maze generate -W 9 -H 7 -s 1 --shape hex --weave 0.5
    expect_error 2 "maze: --weave works on rectangles, not hex grids (see: maze help generate)"
    maze generate -W 9 -H 7 -s 1 --weave 1.5
    expect_status 2
    expect_err_has "maze: invalid weave share '1.5'"
    # A weave of 0 is the flat maze, from any generator.
    maze generate -W 9 -H 7 -s 1 -a eller --weave 0
    expect_status 0
}

t_weave_stats_count_crossings() {
    maze stats -W 30 -H 20 -s 4 --weave 0.9 -a kruskal
    expect_status 0
    local n
    n=$(awk '$1 == "crossings" {print $2}' out)
    [ -n "$n" ] && [ "$n" -gt 0 ] || fail "expected crossings, got '$n'"
    grep -q '^passages  *599$' out || fail "a perfect 30x20 maze has 599 passages"
    grep -q '^loops  *0$' out || fail "no loops"
}
