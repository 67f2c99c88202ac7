#!/bin/sh
# layers-front.sh [ROOT] - the two other front ends are users of maze.h
# only, as the tool is: each C file of python/maze/ and web/ includes
# maze.h and headers of its own folder, never a header of src/ (the
# library's insides), and names no mz_ symbol (the library's internal
# ones, hidden from them). Prints each file and line that breaks this and
# exits 1 if one does.
set -u
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
status=0
for f in "$root"/python/maze/*.c "$root"/python/maze/*.h \
         "$root"/web/*.c "$root"/web/*.h; do
    [ -e "$f" ] || continue
    dir=$(dirname "$f")
    name=${f#"$root"/}
    # Quoted includes: maze.h, or a file beside this one.
    grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$f" |
        while IFS= read -r line; do
            inc=$(printf '%s\n' "$line" | sed 's/.*"\(.*\)".*/\1/')
            if [ "$inc" != maze.h ] && [ ! -e "$dir/$inc" ]; then
                echo "$name:${line%%:*}: includes \"$inc\", not maze.h or its own"
            fi
        done >"${TMPDIR:-/tmp}/layers-front.$$"
    if [ -s "${TMPDIR:-/tmp}/layers-front.$$" ]; then
        cat "${TMPDIR:-/tmp}/layers-front.$$"
        status=1
    fi
    rm -f "${TMPDIR:-/tmp}/layers-front.$$"
    if grep -n '\bmz_[a-z0-9_]*' "$f" >/dev/null; then
        grep -n '\bmz_[a-z0-9_]*' "$f" | sed "s|^|$name:|; s|$| (an internal mz_ name)|"
        status=1
    fi
done
[ $status = 0 ] && echo "layers-front: python/ and web/ use maze.h alone"
exit $status
