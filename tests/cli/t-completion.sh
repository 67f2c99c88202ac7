# The bash completion, as bash runs it.

complete_words() {
    # complete_words WORD... : what bash would offer for the last word.
    PATH="$(dirname "$MAZE"):$PATH" bash -c '
        . "$HERE/../../completions/maze.bash"
        COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
        _maze
        printf "%s\n" "${COMPREPLY[@]}"' _ "$@"
}

t_completes_subcommands_options_and_names() {
    [ "$(complete_words maze ge)" = generate ] || fail "subcommand" || return 1
    complete_words maze generate -a "" >names
    for a in backtracker prim wilson growing-tree; do
        grep -qx "$a" names || fail "no $a: $(cat names)" || return 1
    done
    [ "$(complete_words maze solve --solver ast)" = astar ] || fail "solver" || return 1
    [ "$(complete_words maze generate -f pn)" = png ] || fail "format" || return 1
    complete_words maze play --f >opts
    grep -qx -- --fog opts || fail "play options: $(cat opts)"
}
