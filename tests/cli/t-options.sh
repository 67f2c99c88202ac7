# Every list of options is the library's one table (maze list options):
# each command's --help, the bash completion and maze(1) name exactly the
# options the table gives that command, no more and no fewer.

COMMANDS="generate solve stats play bench book"

# The long options of the table for command $1, sorted.
table_options() {
    "$MAZE" list options "$1" | cut -f1 | sort -u
}

t_help_lists_the_tables_options() {
    for cmd in $COMMANDS; do
        maze "$cmd" --help
        expect_status 0
        grep -oE '^  (-[A-Za-z], |    )--[a-z][a-z-]*' out |
            grep -oE -- '--[a-z][a-z-]*' | sort >help
        table_options "$cmd" >table
        [ -s table ] || fail "no options for $cmd" || return 1
        diff table help >diff || fail "$cmd --help and the table differ: $(cat diff)"
    done
}

t_completion_offers_the_tables_options() {
    for cmd in $COMMANDS; do
        PATH="$(dirname "$MAZE"):$PATH" bash -c '
            . "$HERE/../../completions/maze.bash"
            COMP_WORDS=(maze "$1" --); COMP_CWORD=2
            _maze
            printf "%s\n" "${COMPREPLY[@]}"' _ "$cmd" | sort -u >offered
        table_options "$cmd" >table
        diff table offered >diff || fail "completion of $cmd differs: $(cat diff)"
    done
    # An alias is taken, not offered.
    ! grep -qx -- --levels offered || fail "offers --levels"
}

t_completion_completes_values_by_kind() {
    complete() {
        PATH="$(dirname "$MAZE"):$PATH" bash -c '
            . "$HERE/../../completions/maze.bash"
            COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
            _maze
            printf "%s\n" "${COMPREPLY[@]}"' _ "$@"
    }
    [ "$(complete maze generate --color al)" = always ] || fail "--color" || return 1
    [ "$(complete maze solve --hand r)" = right ] || fail "--hand" || return 1
    [ "$(complete maze generate --levels 2 --ends fa)" = farthest ] || fail "--ends" || return 1
    [ "$(complete maze generate --difficulty ha)" = hard ] || fail "--difficulty" || return 1
    [ -z "$(complete maze generate --width 1)" ] || fail "a number has no words" || return 1
    [ "$(complete maze list options ge)" = generate ] || fail "list options"
}

t_manual_names_the_tables_options() {
    man="$HERE/../../doc/maze.1"
    "$MAZE" list options | cut -f1 | sort -u >table
    "$MAZE" list options | cut -f6 | tr ' ' '\n' | sed '/^$/d; s/^/--/' >aliases
    grep -oE '\\-\\-[a-z][a-z\\-]*' "$man" | sed 's/\\//g' | sort -u >manual
    # What the manual names that is no option of a command: --version,
    # the tool's own, and the aliases.
    grep -vx -e --version -f aliases manual >named
    diff table named >diff || fail "maze.1 and the table differ: $(cat diff)"
}

t_list_options_refuses_unknown_commands() {
    maze list options gen
    expect_error 2 "maze: unknown command 'gen' (try: generate, solve, stats, play, bench, book) (see: maze help list)"
}
