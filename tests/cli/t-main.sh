# maze itself: commands, help, version.

t_no_command_prints_usage_and_fails() {
    maze
    expect_status 2 && expect_err_has "usage: maze <command>"
}

t_help_and_version() {
    maze help
    expect_status 0 && expect_out_has "generate" && expect_out_has "solve" || return 1
    maze --help
    expect_status 0 && expect_out_has "usage: maze <command>" || return 1
    maze --version
    version=$(sed -n 's/^#define MAZE_VERSION "\(.*\)"/\1/p' "$HERE/../../include/maze.h")
    [ "$(cat out)" = "maze $version" ] || fail "version"
}

t_every_command_has_help() {
    for c in generate solve stats play bench list; do
        maze help $c
        expect_status 0 && expect_out_has "usage: maze $c" || return 1
        cp out via_help
        maze $c --help
        cmp -s out via_help || fail "$c --help differs from help $c" || return 1
        maze $c -h
        cmp -s out via_help || fail "$c -h differs" || return 1
    done
}

t_unknown_command() {
    maze frobnicate
    expect_error 2 "maze: unknown command 'frobnicate' (try: maze help)" || return 1
    maze help frobnicate
    expect_error 2 "maze: unknown command 'frobnicate' (try: maze help)"
}

t_unknown_option_before_a_command_gets_the_nearest() {
    maze --verion
    expect_error 2 "maze: unknown option '--verion' (did you mean --version? all of them: maze help)" || return 1
    maze --helpp
    expect_error 2 "maze: unknown option '--helpp' (did you mean --help? all of them: maze help)" || return 1
    maze -V
    expect_error 2 "maze: unknown option '-V' (did you mean --version? all of them: maze help)" || return 1
    maze --frobnicate
    expect_error 2 "maze: unknown option '--frobnicate' (try: maze help)"
}

t_list_names_every_generator_solver_and_format() {
    maze list
    expect_status 0 || return 1
    for name in backtracker prim division kruskal eller wilson aldous-broder hunt-and-kill sidewinder binary-tree growing-tree bfs astar dfs dead-end-fill wall-follower tremaux text unicode; do
        expect_out_has "  $name " || return 1
    done
    maze list extra
    expect_status 2
}

# The help of generate and solve names every format maze list has, and
# solve's does not promise the shortest route whatever the solver.
t_help_names_every_format_and_only_bfs_shortest() {
    maze list
    formats=$(sed -n '/^formats/,$p' out | sed -n 's/^  \([a-z][a-z0-9-]*\) .*/\1/p')
    [ -n "$formats" ] || fail "no formats in maze list" || return 1
    for c in generate solve; do
        maze help $c
        line=$(grep -A1 -- '-f, --format NAME' out | tr '\n' ' ')
        for f in $formats; do
            echo "$line" | grep -qw -- "$f" || fail "help $c: -f lists no $f" || return 1
        done
    done
    maze help solve
    ! grep -q "finds the shortest route" out || fail "help solve: every solver shortest" || return 1
    expect_out_has "not all of which find the"
}

# help is a command of its own, so it has help too: the overview.
t_help_help_is_the_overview() {
    maze help help
    expect_status 0 && expect_out_has "usage: maze <command>" || return 1
    [ ! -s err ] || fail "help help wrote to stderr: $(cat err)"
}

# generate's help does not promise a perfect maze: -b braids it, and it
# names every generator maze list marks [loops].
t_help_generate_does_not_promise_perfect() {
    maze help generate
    expect_status 0 || return 1
    ! grep -q "^Makes a perfect maze" out || fail "promises a perfect maze" || return 1
    head -5 out >opening
    grep -q -- "-b braids" opening || fail "no word of -b" || return 1
    maze list
    loops=$(sed -n 's/^  \([a-z][a-z0-9-]*\) .*\[loops\]$/\1/p' out)
    [ -n "$loops" ] || fail "maze list marks no generator [loops]" || return 1
    for g in $loops; do
        grep -qw "$g" opening || fail "help generate: no word of $g" || return 1
    done
}
