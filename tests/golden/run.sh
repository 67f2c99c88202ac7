#!/usr/bin/env bash
# run.sh [--record [--only TAG]] MAZE - runs every command of
# tests/golden/commands.txt with MAZE as "maze", in one temporary folder, and
# compares what each wrote with tests/golden/expected.txt: its exit status,
# the sha256 of its standard output, of its standard error (whose text is
# kept too, so a reviewer reads the words) and of every file it wrote or
# rewrote. Every difference is reported (the command, the output, expected
# and got); the exit status is 1 when there is any.
#
#   --record           rewrites expected.txt from this run (a change meant
#                      to alter output: its commit says why)
#   --record --only T  rewrites only the entries tagged T (gif: the command
#                      writes a GIF; html: the HTML step player), keeping
#                      the others, which must still match
#
# A PDF's hash leaves out its /CreationDate, the one thing cairo writes
# differently from one run to the next (cairo 1.16 has no way to fix it).
set -u
record=
only=
while [ $# -gt 1 ]; do
    case $1 in
        --record) record=1 ;;
        --only) only=$2; shift ;;
        *) echo "usage: run.sh [--record [--only TAG]] MAZE" >&2; exit 2 ;;
    esac
    shift
done
[ $# = 1 ] || { echo "usage: run.sh [--record [--only TAG]] MAZE" >&2; exit 2; }
MAZE=$(realpath "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
EXPECTED=$HERE/expected.txt

top=$(mktemp -d)
trap 'rm -rf "$top"' EXIT
mkdir "$top/bin" "$top/work"
ln -s "$MAZE" "$top/bin/maze"
cp "$HERE"/masks/* "$top/work/"

# The sha256 of a file; a PDF's without the date cairo stamps in it.
hash() {
    local magic sum
    read -r -n 5 magic <"$1" 2>/dev/null
    if [ "$magic" = "%PDF-" ]; then
        sum=$(perl -0777 -pe 's{/CreationDate \(D:[^)]*\)}{/CreationDate ()}g' "$1" |
            sha256sum)
    else
        sum=$(sha256sum <"$1")
    fi
    echo "${sum%% *}"
}

# What the files of the folder are now: name, inode, size and time, so
# that a file written in place or replaced by a rename shows as changed.
snapshot() {
    local line
    declare -gA now=()
    while IFS= read -r line; do now[${line%% *}]=$line; done \
        < <(cd "$top/work" && find . -type f -printf '%P %i %s %T@\n')
}

# changed: the names of the files that are new or changed since the
# snapshot before, sorted.
changed() {
    declare -A was=()
    local name
    for name in "${!now[@]}"; do was[$name]=${now[$name]}; done
    snapshot
    for name in "${!now[@]}"; do
        [ "${was[$name]:-}" = "${now[$name]}" ] || echo "$name"
    done | LC_ALL=C sort
}

# tag COMMAND: gif or html when the command writes that (by the name of a
# file it writes or the format it is given), else "-".
tag() {
    case " $1 " in
        *.gif\ *|*" -f gif "*|*" --format gif "*) echo gif ;;
        *.html\ *|*.htm\ *|*" -f html "*|*" -f htm "*|*" --format html "*) echo html ;;
        *) echo - ;;
    esac
}

# Runs each command; its block goes to $top/got.
n=0
fails=0
snapshot
declare -A seen
while IFS= read -r line; do
    case $line in ''|'#'*) continue ;; esac
    must_fail=
    cmd=$line
    if [ "${line#! }" != "$line" ]; then must_fail=1; cmd=${line#! }; fi
    if [ -n "${seen[$cmd]:-}" ]; then
        echo "commands.txt: the same command twice: $cmd" >&2
        exit 2
    fi
    seen[$cmd]=1
    n=$((n + 1))
    status=0
    (cd "$top/work" && env -i PATH="$top/bin:$PATH" HOME="$top/work" \
        LC_ALL=C.UTF-8 TZ=UTC TERM=dumb bash -c "$cmd" \
        </dev/null >"$top/out" 2>"$top/err") || status=$?
    if [ -n "$must_fail" ] && [ "$status" = 0 ]; then
        echo "MUST FAIL but exit status 0: $cmd"
        fails=$((fails + 1))
    fi
    {
        echo "\$ $line"
        echo "  tag $(tag "$cmd")"
        echo "  status $status"
        echo "  stdout $(hash "$top/out")"
        echo "  stderr $(hash "$top/err")"
        # The text, a line each (at most 20, each cut at 300 bytes).
        awk 'NR <= 20 { print "  err| " substr($0, 1, 300) }' "$top/err"
        changed >"$top/changed"
        while read -r name; do
            echo "  file $name $(hash "$top/work/$name")"
        done <"$top/changed"
    } >>"$top/got"
done <"$HERE/commands.txt"

# block FILE COMMAND-LINE: the lines of that command's block (without its
# first), or nothing.
blocks() {
    awk -v dir="$1" '
        /^\$ / {
            if (name) close(name)
            name = dir "/" (++k); print substr($0, 3) > (dir ".index")
        }
        k && /^  / { print > name }
    ' "$2"
}
mkdir "$top/exp" "$top/new"
[ -f "$EXPECTED" ] && blocks "$top/exp" "$EXPECTED"
blocks "$top/new" "$top/got"
touch "$top/exp.index"
declare -A where
k=0
while IFS= read -r c; do k=$((k + 1)); where[$c]=$k; done <"$top/exp.index"

# Compares each block with the one recorded.
differ=0
keep=()
k=0
while IFS= read -r c; do
    k=$((k + 1))
    got=$top/new/$k
    t=$(sed -n 's/^  tag //p' "$got")
    if [ -n "$record" ] && { [ -z "$only" ] || [ "$only" = "$t" ]; }; then
        keep+=("new $k")
        continue
    fi
    e=${where[$c]:-}
    if [ -z "$e" ]; then
        echo "NOT RECORDED: $c"
        differ=$((differ + 1))
        continue
    fi
    keep+=("exp $e")
    want=$top/exp/$e
    cmp -s "$want" "$got" && continue
    differ=$((differ + 1))
    echo "DIFFERS: $c  [tag $t]"
    for field in status stdout; do
        a=$(sed -n "s/^  $field //p" "$want")
        b=$(sed -n "s/^  $field //p" "$got")
        [ "$a" = "$b" ] || echo "    $field: expected $a, got $b"
    done
    a=$(sed -n 's/^  stderr //p' "$want")
    b=$(sed -n 's/^  stderr //p' "$got")
    if [ "$a" != "$b" ] || ! diff -q <(grep '^  err|' "$want") <(grep '^  err|' "$got") >/dev/null; then
        echo "    stderr: expected $a:"
        sed -n 's/^  err| /        /p' "$want"
        echo "    got $b:"
        sed -n 's/^  err| /        /p' "$got"
    fi
    a=$(grep '^  file ' "$want")
    b=$(grep '^  file ' "$got")
    while read -r _ name sum; do
        other=$(awk -v n="$name" '$2 == n { print $3 }' <<<"$b")
        if [ -z "$other" ]; then
            echo "    file $name: expected $sum, not written"
        elif [ "$other" != "$sum" ]; then
            echo "    file $name: expected $sum, got $other"
        fi
    done < <([ -n "$a" ] && echo "$a")
    while read -r _ name sum; do
        awk -v n="$name" '$2 == n { f = 1 } END { exit !f }' <<<"$a" ||
            echo "    file $name: not expected, written ($sum)"
    done < <([ -n "$b" ] && echo "$b")
    t2=$(sed -n 's/^  tag //p' "$want")
    [ "$t" = "$t2" ] || echo "    tag: expected $t2, got $t"
done <"$top/new.index"

if [ -n "$record" ]; then
    if [ "$fails" != 0 ] || { [ -n "$only" ] && [ "$differ" != 0 ]; }; then
        echo "golden: not recorded ($fails must-fail commands passed, $differ others differ)"
        exit 1
    fi
    {
        echo "# tests/golden/expected.txt - what each command of commands.txt wrote,"
        echo "# recorded by tests/golden/run.sh --record (see there). Per command:"
        echo "# its tag (gif, html or -), exit status, sha256 of standard output and"
        echo "# of standard error, the standard error's text (err|), and the sha256"
        echo "# of each file it wrote (a PDF's without its /CreationDate)."
        for entry in "${keep[@]}"; do
            set -- $entry
            if [ "$1" = new ]; then
                sed -n "$2p" "$top/new.index" | sed 's/^/$ /'
                cat "$top/new/$2"
            else
                sed -n "$2p" "$top/exp.index" | sed 's/^/$ /'
                cat "$top/exp/$2"
            fi
        done
    } >"$EXPECTED.tmp" && mv "$EXPECTED.tmp" "$EXPECTED"
    echo "golden: recorded $n commands${only:+ (the $only ones anew)} in $EXPECTED"
    exit 0
fi
gone=$(($(wc -l <"$top/exp.index") - (${#keep[@]})))
[ "$gone" -gt 0 ] && echo "golden: $gone recorded commands are no longer in commands.txt"
echo "golden: $n commands, $differ differ, $fails must-fail commands passed"
[ "$differ" = 0 ] && [ "$fails" = 0 ]
