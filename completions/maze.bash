# bash completion for maze: subcommands, options, and their values. The
# options come from the tool itself (`maze list options COMMAND`, read
# from the library's one table of options) and the names of algorithms,
# solvers and formats from `maze list`, so a new option or algorithm comes
# along without touching this file.

_maze_names() {
    # $1: generators, solvers or formats
    maze list 2>/dev/null | awk -v want="$1" '
        /^[a-z]+ \(/ { on = ($1 == want); next }
        /^$/ { on = 0 }
        on && /^  [^ ]/ { print $1 }'
}

_maze() {
    local cur prev cmd
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD - 1]}
    cmd=${COMP_WORDS[1]}
    if [ "$COMP_CWORD" -eq 1 ]; then
        COMPREPLY=($(compgen -W "generate solve stats play book bench list help --version --help" -- "$cur"))
        return
    fi
    case $cmd in
    help)
        COMPREPLY=($(compgen -W "generate solve stats play book bench list" -- "$cur"))
        return ;;
    list)
        if [ "$COMP_CWORD" -eq 2 ]; then
            COMPREPLY=($(compgen -W "options --help" -- "$cur"))
        elif [ "$prev" = options ]; then
            COMPREPLY=($(compgen -W "generate solve stats play bench book" -- "$cur"))
        fi
        return ;;
    generate | solve | stats | play | book | bench) ;;
    *) return ;;
    esac
    # Fields: option, letter, kind, choices, commands, other names.
    local table
    table=$(maze list options "$cmd" 2>/dev/null)
    local row
    row=$(awk -F'\t' -v p="$prev" '
        { n = split($6, other, " "); hit = ($1 == p || ($2 != "" && $2 == p))
          for (i = 1; i <= n; i++) if ("--" other[i] == p) hit = 1 }
        hit { print $3 "\t" $4; exit }' <<<"$table")
    if [ -n "$row" ]; then
        local kind=${row%%$'\t'*} choices=${row#*$'\t'}
        case $kind in
        flag) ;;
        word) COMPREPLY=($(compgen -W "$choices" -- "$cur")); return ;;
        name) COMPREPLY=($(compgen -W "$(_maze_names "$choices")" -- "$cur")); return ;;
        file) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        *) [ -n "$choices" ] && COMPREPLY=($(compgen -W "$choices" -- "$cur"))
           return ;;
        esac
    fi
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$(cut -f1,2 <<<"$table")" -- "$cur"))
    elif [ "$cmd" = solve ] || [ "$cmd" = stats ]; then
        COMPREPLY=($(compgen -f -- "$cur"))
    fi
}
complete -F _maze maze
