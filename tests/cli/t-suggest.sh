# Every name a user types gets the nearest one suggested when it is a typo
# (one way of suggesting, the library's maze_nearest), with exit status 2.

t_suggests_commands() {
    maze genrate
    expect_error 2 "maze: unknown command 'genrate' (did you mean generate? all of them: maze help)" || return 1
    maze help slove
    expect_error 2 "maze: unknown command 'slove' (did you mean solve? all of them: maze help)" || return 1
    maze frobnicate
    expect_error 2 "maze: unknown command 'frobnicate' (try: maze help)"
}

t_suggests_long_options_and_lists_an_ambiguous_prefix() {
    maze generate --widht 30
    expect_error 2 "maze: unknown option '--widht' (did you mean --width?)" || return 1
    maze solve --solvr bfs
    expect_error 2 "maze: unknown option '--solvr' (did you mean --solver?)" || return 1
    maze generate --sol
    expect_error 2 "maze: ambiguous option '--sol' (could be --solve, --solver) (see: maze help generate)" || return 1
    maze generate --wi 3 -H 2 -s 1
    expect_status 0
}

t_suggests_formats_solvers_algorithms() {
    maze generate -f pnng
    expect_error 2 "maze: unknown format 'pnng' (did you mean png? all of them: maze list)" || return 1
    maze generate --solver bfss
    expect_error 2 "maze: unknown solver 'bfss' (did you mean bfs? all of them: maze list)" || return 1
    maze generate -a primm
    expect_error 2 "maze: unknown algorithm 'primm' (did you mean prim? all of them: maze list)"
}

t_suggests_shapes_and_settings_values() {
    maze generate --shape hexx
    expect_error 2 "maze: unknown shape 'hexx' (did you mean hex? all of them: rect, hex, triangle, polar, upsilon, cube, sphere)" || return 1
    maze generate --ends farthst
    expect_error 2 "maze: unknown --ends 'farthst' (did you mean farthest? all of them: corners, farthest, none)" || return 1
    maze generate -a growing-tree --pick newst
    expect_error 2 "maze: invalid pick 'newst' (did you mean newest? all of them: newest, random, oldest, mix:0.5)" || return 1
    maze generate --color=nevr
    expect_error 2 "maze: invalid --color 'nevr' (did you mean never? all of them: auto, always, never)" || return 1
    maze generate --shape blob
    expect_error 2 "maze: unknown shape 'blob' (try: rect, hex, triangle, polar, upsilon, cube, sphere)"
}

t_help_of_an_option_is_a_usage_error() {
    maze help --help
    expect_error 2 "maze: maze help takes a command, not the option '--help' (try: maze help generate)"
}
