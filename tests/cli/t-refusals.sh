# The requests of tests/bad-requests.tsv, which Python and the page are
# given too: the tool refuses each with exit status 2 and the library's
# words, spelled with its options, on one line of stderr.

# tool_args REQUEST: the request's settings as the tool's options, one a
# line (format=png is -f png; a flag is --name).
tool_args() {
    local setting
    for setting in $1; do
        case $setting in
        format=*) printf '%s\n' -f "${setting#format=}" ;;
        *=*) printf '%s\n' "--${setting%%=*}" "${setting#*=}" ;;
        *) printf '%s\n' "--$setting" ;;
        esac
    done
}

t_bad_requests_are_refused_in_the_librarys_words() {
    local request words names args said n=0
    while IFS=$'\t' read -r request words names; do
        case $request in '#'* | '') continue ;; esac
        mapfile -t args < <(tool_args "$request")
        maze generate "${args[@]}"
        said=$(grep -v '^seed: ' err || true)
        [ "$status" = 2 ] ||
            fail "$request: expected exit status 2, got $status" || return 1
        [ "$said" = "maze: $words" ] ||
            [ "$said" = "maze: $words (see: maze help generate)" ] ||
            fail "$request: expected maze: $words" || return 1
        n=$((n + 1))
    done <"$HERE/../bad-requests.tsv"
    [ "$n" -ge 30 ] || fail "only $n bad requests"
}
