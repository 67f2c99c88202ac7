#!/bin/sh
# man.sh [SOURCE_DIR] - checks the man pages in doc/ the way a reader and a
# programmer rely on them:
#   - every page (doc/*.[1-9] and doc/man*/*) renders with groff -man -ww
#     without a warning, and no line of it is wider than 80 columns when
#     man shows it on an 80-column terminal (groff's -rLL=78n, as man-db);
#   - its .TH says the release in include/maze.h's MAZE_VERSION;
#   - every function and function type maze.h declares (every maze_ name
#     followed by its parameters, outside comments and braces) is in the
#     SYNOPSIS of a section-3 page with exactly maze.h's prototype, and in
#     that page's NAME line (what whatis and apropos index); every maze_
#     prototype in a SYNOPSIS is still in maze.h;
#   - each maze page a SEE ALSO names exists.
# Prints what is wrong and exits 1. Needs sh, grep, sed, awk, coreutils
# and groff (groff-base), nothing built: it reads the sources.
set -eu
root=${1:-$(dirname "$0")/..}
header=$root/include/maze.h
[ -f "$header" ] || { echo "man.sh: no $header" >&2; exit 2; }
command -v groff >/dev/null || { echo "man.sh: groff is missing" >&2; exit 2; }

pages=$(for f in "$root"/doc/*.[1-9] "$root"/doc/man*/*.[1-9]; do
    [ -f "$f" ] && echo "$f"; done)
section3=$(echo "$pages" | grep '\.3$' || true)
[ -n "$section3" ] ||
    { echo "man.sh: no section-3 page in $root/doc" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

# Plain text as man shows it: no bold, underline or colour escapes.
render() { groff -man -Tascii -P-cbou -rLL="$2" "$1" 2>/dev/null; }

version=$(sed -n 's/^#define MAZE_VERSION "\([^"]*\)"$/\1/p' "$header")
[ -n "$version" ] || { echo "man.sh: no MAZE_VERSION in $header" >&2; exit 1; }

for page in $pages; do
    name=${page#"$root"/}
    warnings=$(groff -man -ww -z "$page" 2>&1 || echo "groff failed")
    if [ -n "$warnings" ]; then
        echo "$name: groff warns:"
        echo "$warnings" | sed 's/^/    /'
        fail=1
    fi
    render "$page" 78n | awk -v f="$name" 'length > 80 {
        printf "%s: a line of %d columns at 80: %s\n", f, length, $0; bad = 1 }
        END { exit bad }' || fail=1
    th=$(sed -n '/^\.TH /{p;q;}' "$page")
    got=$(echo "$th" | sed -n 's/^\.TH .*"[^"]* \([0-9][0-9.]*\)".*/\1/p')
    if [ "$got" != "$version" ]; then
        echo "$name: .TH says '${got:-no version}'," \
             "maze.h's MAZE_VERSION is '$version': $th"
        fail=1
    fi
    # SEE ALSO names pages as .BR name (N); the project's own must exist.
    sed -n 's/^\.BR \(maze[^ ]*\) (\([1-9]\)).*/\1 \2/p' "$page" |
        sed 's/\\-/-/g' | sort -u | while read -r ref sec; do
            [ -f "$root/doc/$ref.$sec" ] ||
                [ -f "$root/doc/man$sec/$ref.$sec" ] ||
                { echo "$name: names $ref($sec), which is not in doc/"; exit 1; }
        done || fail=1
done

# One declaration a line, normalised: each run of spaces made one, none
# just inside parentheses or before ',' and ';'.
normalise() {
    sed -e 's/[[:space:]][[:space:]]*/ /g' -e 's/^ //' -e 's/ $//' \
        -e 's/( /(/g' -e 's/ )/)/g' -e 's/ ,/,/g' -e 's/ ;/;/g'
}

# maze.h's declarations at file scope: preprocessor lines (and their
# continuations) and comments dropped, then split at ';' and '{' outside
# braces; a definition (static inline) is written as its declaration.
awk 'c { c = /\\$/; next } /^[[:space:]]*#/ { c = /\\$/; next } { print }' \
    "$header" |
    tr '\n' ' ' |
    sed 's:/\*[^*]*\*\{1,\}\([^/*][^*]*\*\{1,\}\)*/: :g' |
    awk '{
        n = length($0)
        for (i = 1; i <= n; i++) {
            ch = substr($0, i, 1)
            if (ch == "{") {
                s = stmt; gsub(/^ +| +$/, "", s)
                if (s == "extern \"C\"") { stmt = ""; continue }
                if (depth == 0) print stmt ";"
                depth++; stmt = ""
            } else if (ch == "}") {
                if (depth > 0) depth--
                stmt = ""
            } else if (ch == ";") {
                if (depth == 0) print stmt ";"
                stmt = ""
            } else if (depth == 0)
                stmt = stmt ch
        }
    }' | normalise |
    grep -E '(^|[ *(])maze_[a-z0-9_]+\)?\(' >"$tmp/header" || true
[ -s "$tmp/header" ] ||
    { echo "man.sh: read no function from $header" >&2; exit 1; }

# The name a declaration declares: the first maze_ identifier before '('.
name_of() {
    sed -n 's/^[^(]*(\{0,1\}\**\(maze_[a-z0-9_]*\))\{0,1\}(.*/\1/p'
}

# Each page's SYNOPSIS as declarations, and its NAME line's names.
for page in $section3; do
    name=${page#"$root"/}
    render "$page" 200n | awk '
        /^[A-Z]/ { on = ($0 == "SYNOPSIS"); next }
        on && !/^[[:space:]]*#/ { print }' | tr '\n' ' ' |
        sed 's:/\*[^*]*\*\{1,\}\([^/*][^*]*\*\{1,\}\)*/: :g' | sed 's/;/;\
/g' | normalise | grep -E '(^|[ *(])maze_[a-z0-9_]+\)?\(' |
        awk -v f="$name" '{ print f "\t" $0 }' >>"$tmp/synopsis" || true
    render "$page" 200n | awk '
        /^[A-Z]/ { on = ($0 == "NAME"); next }
        on { print }' | tr '\n' ' ' | sed 's/ \{1,\}- .*//' | tr ',' '\n' |
        awk -v f="$name" '{ gsub(/[[:space:]]/, ""); print f "\t" $0 }' \
            >>"$tmp/names"
done
touch "$tmp/synopsis" "$tmp/names"

while IFS= read -r decl; do
    fn=$(echo "$decl" | name_of)
    [ -n "$fn" ] || { echo "man.sh: cannot name: $decl" >&2; fail=1; continue; }
    where=$(awk -F '\t' -v d="$decl" '$2 == d { print $1; exit }' \
        "$tmp/synopsis")
    if [ -z "$where" ]; then
        near=$(awk -F '\t' -v f="$fn" \
            'index($2, f "(") || index($2, f ")(")' "$tmp/synopsis")
        if [ -n "$near" ]; then
            echo "$fn: the SYNOPSIS differs from maze.h:"
            echo "    maze.h:  $decl"
            echo "$near" | awk -F '\t' '{ print "    " $1 ": " $2 }'
        else
            echo "$fn: declared in include/maze.h but in no SYNOPSIS" \
                 "of a section-3 page in doc/:"
            echo "    $decl"
        fi
        fail=1
        continue
    fi
    # Types are not in NAME lines (whatis lists functions).
    case $decl in typedef*) continue ;; esac
    awk -F '\t' -v p="$where" -v f="$fn" '$1 == p && $2 == f { found = 1 }
        END { exit !found }' "$tmp/names" ||
        { echo "$where: $fn is in its SYNOPSIS but not in its NAME line"; fail=1; }
done <"$tmp/header"

# Prototypes the pages show that maze.h no longer declares.
awk -F '\t' 'NR == FNR { have[$0] = 1; next } !($2 in have) {
    printf "%s: not a declaration of maze.h: %s\n", $1, $2; bad = 1 }
    END { exit bad }' "$tmp/header" "$tmp/synopsis" || fail=1

if [ "$fail" = 0 ]; then
    echo "man.sh: $(echo "$pages" | wc -l) pages," \
         "$(wc -l <"$tmp/header") declarations of maze.h documented"
fi
exit "$fail"
