# bash completion for maze: subcommands, options, and the names of
# algorithms, solvers and formats (asked of `maze list`, so new ones come
# along without touching this file).

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
        COMPREPLY=($(compgen -W "generate solve stats play bench list help --version --help" -- "$cur"))
        return
    fi
    case $prev in
    -a | --algorithm)
        COMPREPLY=($(compgen -W "$(_maze_names generators)" -- "$cur")); return ;;
    --solver)
        COMPREPLY=($(compgen -W "$(_maze_names solvers)" -- "$cur")); return ;;
    -f | --format)
        COMPREPLY=($(compgen -W "$(_maze_names formats)" -- "$cur")); return ;;
    --ends) COMPREPLY=($(compgen -W "corners farthest none" -- "$cur")); return ;;
    --shape) COMPREPLY=($(compgen -W "rect hex triangle polar upsilon" -- "$cur")); return ;;
    --symmetry) COMPREPLY=($(compgen -W "x y xy rot" -- "$cur")); return ;;
    --bias) COMPREPLY=($(compgen -W "NW NE SW SE" -- "$cur")); return ;;
    --pick) COMPREPLY=($(compgen -W "newest random oldest mix:0.5" -- "$cur")); return ;;
    --hand) COMPREPLY=($(compgen -W "left right" -- "$cur")); return ;;
    --color) COMPREPLY=($(compgen -W "auto always never" -- "$cur")); return ;;
    --difficulty) COMPREPLY=($(compgen -W "easy medium hard" -- "$cur")); return ;;
    --page) COMPREPLY=($(compgen -W "a4 letter" -- "$cur")); return ;;
    --steps-per-frame) COMPREPLY=($(compgen -W "level" -- "$cur")); return ;;
    -o | --output | --mask) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    -W | --width | -H | --height | -s | --seed | -b | --braid | --start | --end | \
        --cell | --wall | --margin | --fg | --bg | --route-color | --count | \
        --pick-hardest | --samples | --delay | --from | --weave | \
        --repeat | --max-size | --rows | --route-length | --dead-ends)
        return ;;
    help)
        COMPREPLY=($(compgen -W "generate solve stats play bench list" -- "$cur")); return ;;
    esac
    local maze_opts="-W --width -H --height -a --algorithm -s --seed -b --braid
        --bias --pick --weave --start --end --ends --mask --shape --levels --stairs
        --base --rule --fill --generations --rooms --room-size --trim --symmetry"
    local format_opts="-f --format -o --output --cell --wall --margin --fg --bg
        --route-color --page --stream --no-stream --animate --steps-per-frame --delay"
    local talk_opts="-q --quiet --color"
    local opts
    case $cmd in
    generate) opts="$maze_opts $format_opts $talk_opts --solve --solver --pick-hardest --count --rows
        --route-length --dead-ends --difficulty --help" ;;
    solve) opts="$format_opts $talk_opts --from --start --end --solver --hand --compare --max-size
        --photo --debug-picture --help" ;;
    stats) opts="$maze_opts $talk_opts --samples --json --max-size --photo --difficulty --help" ;;
    play) opts="$maze_opts --fog --run --help" ;;
    bench) opts="-a --algorithm -W --width -H --height -s --seed --repeat --all --help" ;;
    *) opts="--help" ;;
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$opts" -- "$cur"))
    elif [ "$cmd" = solve ] || [ "$cmd" = stats ]; then
        COMPREPLY=($(compgen -f -- "$cur"))
    fi
}
complete -F _maze maze
