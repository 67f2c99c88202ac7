# --sparse: a share of the cells left uncarved, dead ends taken off a
# perfect maze; the generators of anything else refuse it, saying why.

t_sparse_leaves_the_share_out_and_a_perfect_maze() {
    maze stats -W 20 -H 10 -s 2 --sparse 0.3 --json
    expect_status 0 || return 1
    grep -q '"cells": 140,' out || fail "cells: $(cat out)" || return 1
    grep -q '"passages": 139,' out || fail "passages: $(cat out)" || return 1
    grep -q '"loops": 0}' out || fail "loops: $(cat out)" || return 1
    maze generate -W 20 -H 10 -s 2 --sparse 0.3 --solve -f text
    expect_status 0 || return 1
    [ "$(head -2 out | tail -1 | cut -c2)" = S ] || fail "no start" || return 1
    maze generate -a kruskal --shape hex -W 9 -H 7 -s 1 --sparse 0.5 -f json
    expect_status 0
}

t_sparse_is_refused_where_it_means_nothing() {
    maze generate -a cave -s 1 --sparse 0.3
    expect_error 2 "maze: --sparse takes dead ends off a perfect maze, and cave makes loops and rock of its own (try: backtracker) (see: maze help generate)" || return 1
    maze generate -a unicursal -s 1 --sparse 0.3
    expect_error 2 "maze: --sparse takes dead ends off a perfect maze, and unicursal makes one path through every cell (try: backtracker) (see: maze help generate)" || return 1
    maze generate --shape polar -s 1 --sparse 0.3
    expect_error 2 "maze: --sparse works on rect, hex, triangle and upsilon grids, not polar ones (a polar grid leaves no cell out) (see: maze help generate)" || return 1
    maze generate -a division --room-size 2-4 -s 1 --sparse 0.3
    expect_error 2 "maze: --sparse and --room-size cannot be combined (rooms have loops, and a sparse maze is a perfect one) (see: maze help generate)" || return 1
    maze generate --symmetry x -s 1 --sparse 0.3
    expect_error 2 "maze: --sparse and --symmetry cannot be combined (the cells left out are not mirrored) (see: maze help generate)" || return 1
    maze generate -s 1 --sparse 1
    expect_error 2 "maze: invalid sparse share '1' (expected a share of the cells left out, 0 to below 1: some cells must stay)"
}
