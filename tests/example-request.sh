#!/bin/sh
# example-request.sh REQUEST MAZE - examples/request.c (maze_request_run)
# against the tool: the same settings by name give the same bytes as the
# same options, in text, JSON and PNG, solved and analysed; a request that
# cannot be is refused in the tool's words (spelled as names) with its
# exit status, and writes nothing.
set -eu
request=$(realpath "$1")
maze=$(realpath "$2")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
fail() { echo "example-request: $*"; exit 1; }

same() {
    # same "NAME=VALUE ..." "OPTIONS ..." FILE
    # shellcheck disable=SC2086 # word splitting is the point
    "$request" $1 output=a.$3 2>/dev/null || fail "request $1 failed"
    # shellcheck disable=SC2086
    "$maze" generate $2 -o b.$3 2>/dev/null || fail "maze generate $2 failed"
    cmp -s a.$3 b.$3 || fail "$1 and $2 differ"
}
same "width=9 height=6 seed=3 solve" "-W 9 -H 6 -s 3 --solve" txt
same "algorithm=prim braid=0.5 seed=7 ends=farthest" "-a prim -b 0.5 -s 7 --ends farthest" json
same "width=12 height=8 seed=5 solve cell=10 route_color=#0000ff" "-W 12 -H 8 -s 5 --solve --cell 10 --route-color #0000ff" png
same "width=10 height=7 seed=2 distances" "-W 10 -H 7 -s 2 --distances" svg
same "shape=hex width=6 height=5 seed=4 solver=wall-follower hand=right" "--shape hex -W 6 -H 5 -s 4 --solver wall-follower --hand right" json
same "seed=8 difficulty=hard width=12 height=12" "-s 8 --difficulty hard -W 12 -H 12" txt

# To standard output, as the tool writes it.
"$request" width=5 height=4 seed=1 >a.txt 2>/dev/null
"$maze" generate -W 5 -H 4 -s 1 -f text >b.txt 2>/dev/null
cmp -s a.txt b.txt || fail "standard output differs"

refused() {
    # refused STATUS "WORDS" NAME=VALUE...
    want=$1 words=$2
    shift 2
    status=0
    "$request" "$@" output=x.png 2>err >/dev/null || status=$?
    [ "$status" = "$want" ] || fail "$*: exit $status, not $want"
    [ "$(cat err)" = "request: $words" ] || fail "$*: said $(cat err)"
    [ ! -e x.png ] || fail "$*: wrote x.png"
}
refused 2 "route_color has no route to colour (add solve)" route_color=#00ff00
refused 2 "the wall (2) is as wide as a cell (2) or wider, and leaves no room for the passages (try: wall=1)" cell=2
refused 2 "invalid cell size '1' (expected a whole number from 2 to 4096)" cell=1
refused 2 "unknown setting 'widht' (did you mean width?)" widht=3
refused 2 "count makes many mazes or rows, and a request runs to one maze (use maze generate)" count=3
echo "example-request: the tool's bytes and words"
